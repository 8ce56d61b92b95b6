// The browser client's built files (web/dist), which `tori serve` serves at `/` beside the API.
// They are read once, at start, into memory: the folder is small, and a request then touches
// neither the disk (nothing blocks the I/O thread) nor any path a client names (nothing outside
// the folder can be reached, whatever the request's path). Each file keeps its type, an ETag,
// its cache lifetime and, where that is smaller, a gzip copy.
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

#include "core/result.h"

namespace tori::server::web {

struct StaticFile {
  std::string body;
  std::string gzipped;  // empty where compressing does not pay
  std::string content_type;
  std::string etag;        // a strong validator, quoted: "\"1f2e...\""
  bool immutable = false;  // its name holds a hash of its content (assets/): cached for a year
};

class StaticSite {
 public:
  static constexpr std::size_t MAX_FILES = 4096;
  static constexpr std::size_t MAX_BYTES = 64u << 20;

  // Every regular file under `root` (symbolic links are not followed); an error for a folder
  // that is missing, has no index.html, or holds more than MAX_FILES files or MAX_BYTES bytes.
  static Result<StaticSite> load(const std::filesystem::path& root);

  // For a server with no client built: one page, at every app path, saying how to build it
  // (a first run from a fresh checkout meets that instead of a 404).
  static StaticSite how_to_build();

  // The file a request path names ("/", "/assets/app-1f2e3d.js"); a path whose last segment
  // has no dot is one of the app's pages ("/game/torishogi/101") and gets index.html, which
  // routes it in the browser; a path with a segment that starts with a dot (.env, .git/config,
  // assets/.x: dotfiles are neither loaded nor served) and anything else, nothing. `path` is
  // percent-decoded.
  const StaticFile* find(std::string_view path) const;

  std::size_t file_count() const { return files_.size(); }

 private:
  std::unordered_map<std::string, StaticFile> files_;  // by "/relative/path"
};

// Where the web client was built, for `tori serve` without --web-root: web/dist holding an
// index.html in the working folder, else beside the binary or in a folder above it (the binary
// of a build tree, build/release/src/cli/tori, finds its checkout's web/dist). Absolute.
std::optional<std::filesystem::path> find_built_client(const std::filesystem::path& working_dir,
                                                       const std::filesystem::path& binary);

// The type a file is served as, from its name's extension; octet-stream for one not known.
std::string_view content_type_of(std::string_view filename);

// The policy sent with every file of the app: its own scripts, styles, images, sounds and
// WebAssembly only, connections to its own origin (the API and its streams), no framing.
inline constexpr std::string_view CONTENT_SECURITY_POLICY =
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; "
    "img-src 'self' data:; font-src 'self'; media-src 'self'; connect-src 'self'; "
    "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

}  // namespace tori::server::web
