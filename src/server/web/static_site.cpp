// Reading the web client's built folder into memory, and finding a request's file in it.
#include "server/web/static_site.h"

#include <sodium.h>
#include <zlib.h>

#include <array>
#include <fstream>
#include <iterator>
#include <system_error>

namespace tori::server::web {

namespace fs = std::filesystem;

namespace {

struct TypeOfExtension {
  std::string_view extension, type;
};

// The types a Vite build writes, and what a client may add (sounds, fonts, images).
constexpr std::array<TypeOfExtension, 17> TYPES{{
    {".html", "text/html; charset=utf-8"},
    {".js", "text/javascript; charset=utf-8"},
    {".mjs", "text/javascript; charset=utf-8"},
    {".css", "text/css; charset=utf-8"},
    {".json", "application/json"},
    {".webmanifest", "application/manifest+json"},
    {".wasm", "application/wasm"},
    {".svg", "image/svg+xml"},
    {".png", "image/png"},
    {".ico", "image/x-icon"},
    {".webp", "image/webp"},
    {".woff2", "font/woff2"},
    {".ogg", "audio/ogg"},
    {".mp3", "audio/mpeg"},
    {".wav", "audio/wav"},
    {".txt", "text/plain; charset=utf-8"},
    {".map", "application/json"},
}};

// Compressed images, fonts and sounds gain nothing from gzip.
bool worth_compressing(std::string_view type) {
  return type.starts_with("text/") || type.starts_with("application/") ||
         type.starts_with("image/svg");
}

std::string gzip(const std::string& data) {
  z_stream z{};
  if (deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY) != Z_OK)
    return {};
  std::string out(deflateBound(&z, data.size()), '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
  z.avail_in = static_cast<uInt>(data.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  int done = deflate(&z, Z_FINISH);
  out.resize(z.total_out);
  deflateEnd(&z);
  return done == Z_STREAM_END ? out : std::string();
}

std::string etag_of(const std::string& body) {
  std::array<unsigned char, 16> digest{};
  crypto_generichash(digest.data(), digest.size(),
                     reinterpret_cast<const unsigned char*>(body.data()), body.size(), nullptr, 0);
  std::array<char, 2 * digest.size() + 1> hex{};
  sodium_bin2hex(hex.data(), hex.size(), digest.data(), digest.size());
  return "\"" + std::string(hex.data()) + "\"";
}

// A segment that starts with a dot names a dotfile (.env, .git/): never served, nor read.
bool has_dot_segment(std::string_view path) {
  return path.starts_with('.') || path.find("/.") != std::string_view::npos;
}

// Vite names what it builds "assets/NAME-HASH.EXT": such a file never changes under its name.
bool is_hashed_asset(const std::string& key) { return key.starts_with("/assets/"); }

}  // namespace

std::string_view content_type_of(std::string_view filename) {
  std::size_t dot = filename.rfind('.');
  if (dot != std::string_view::npos) {
    std::string_view extension = filename.substr(dot);
    for (const auto& t : TYPES)
      if (t.extension == extension) return t.type;
  }
  return "application/octet-stream";
}

Result<StaticSite> StaticSite::load(const fs::path& root) {
  std::error_code ec;
  if (!fs::is_directory(root, ec))
    return make_error("the web client's folder " + root.string() +
                      " is missing (build it: npm --prefix web run build)");
  StaticSite site;
  std::size_t bytes = 0;
  fs::recursive_directory_iterator it(root, fs::directory_options::none, ec), end;
  for (; !ec && it != end; it.increment(ec)) {
    if (has_dot_segment(it->path().filename().string())) {
      it.disable_recursion_pending();
      continue;
    }
    if (it->is_symlink(ec) || !it->is_regular_file(ec)) continue;
    if (site.files_.size() == MAX_FILES)
      return make_error(root.string() + " holds more than " + std::to_string(MAX_FILES) +
                        " files: is it the web client's built folder?");
    std::ifstream in(it->path(), std::ios::binary);
    std::string body((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (!in.good() && !in.eof()) return make_error("cannot read " + it->path().string());
    bytes += body.size();
    if (bytes > MAX_BYTES)
      return make_error(root.string() + " holds more than " + std::to_string(MAX_BYTES >> 20) +
                        " MiB: is it the web client's built folder?");
    std::string key = "/" + fs::relative(it->path(), root, ec).generic_string();
    StaticFile file;
    file.content_type = std::string(content_type_of(key));
    file.etag = etag_of(body);
    file.immutable = is_hashed_asset(key);
    if (worth_compressing(file.content_type)) {
      std::string packed = gzip(body);
      if (!packed.empty() && packed.size() < body.size()) file.gzipped = std::move(packed);
    }
    file.body = std::move(body);
    site.files_.emplace(std::move(key), std::move(file));
  }
  if (ec) return make_error("cannot read " + root.string() + ": " + ec.message());
  if (!site.files_.count("/index.html"))
    return make_error(root.string() + " has no index.html: is it the web client's built folder?");
  return site;
}

StaticSite StaticSite::how_to_build() {
  static constexpr std::string_view PAGE =
      "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
      "<title>Tori: the web client is not built</title></head><body>\n"
      "<h1>Tori</h1>\n<p>This server runs, but its web client has not been built.</p>\n"
      "<p>Build it in the checkout with <code>scripts/web.sh</code> (it writes "
      "<code>web/dist</code>), then start the server again: <code>tori serve</code> finds "
      "<code>web/dist</code> in its working folder or above its binary, or takes "
      "<code>--web-root DIR</code>.</p>\n"
      "<p>The API answers meanwhile: <a href=\"/api/lobby\">/api/lobby</a> "
      "(docs/api.md).</p>\n</body></html>\n";
  StaticSite site;
  StaticFile file;
  file.body = std::string(PAGE);
  file.content_type = std::string(content_type_of("index.html"));
  file.etag = etag_of(file.body);
  site.files_.emplace("/index.html", std::move(file));
  return site;
}

std::optional<fs::path> find_built_client(const fs::path& working_dir, const fs::path& binary) {
  std::error_code ec;
  auto built = [&](const fs::path& folder) {
    return fs::is_regular_file(folder / "web" / "dist" / "index.html", ec);
  };
  if (!working_dir.empty() && built(working_dir))
    return fs::absolute(working_dir / "web" / "dist", ec);
  if (binary.empty()) return std::nullopt;
  for (fs::path folder = fs::absolute(binary, ec).parent_path(); !folder.empty();
       folder = folder.parent_path()) {
    if (built(folder)) return folder / "web" / "dist";
    if (folder == folder.root_path()) break;
  }
  return std::nullopt;
}

const StaticFile* StaticSite::find(std::string_view path) const {
  if (has_dot_segment(path)) return nullptr;
  std::string key(path == "/" ? "/index.html" : path);
  if (auto it = files_.find(key); it != files_.end()) return &it->second;
  std::string_view last = path.substr(path.rfind('/') + 1);
  if (last.find('.') != std::string_view::npos) return nullptr;
  return &files_.at("/index.html");
}

}  // namespace tori::server::web
