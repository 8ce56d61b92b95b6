// Header: "TORIPACK", u32 version (1), u32 variant (0 Tori, 1 Yari), u32 record size (56),
// 12 zero bytes.
#include "tune/packed_data_file.h"

#include <array>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace tori::tune {

namespace {

constexpr char MAGIC[8] = {'T', 'O', 'R', 'I', 'P', 'A', 'C', 'K'};
constexpr uint32_t VERSION = 1;

std::array<unsigned char, PACKED_HEADER_SIZE> header_for(VariantId variant) {
  std::array<unsigned char, PACKED_HEADER_SIZE> h{};
  std::memcpy(h.data(), MAGIC, 8);
  const uint32_t fields[3] = {VERSION, variant == VariantId::TORI ? 0u : 1u, PACKED_SIZE};
  std::memcpy(h.data() + 8, fields, sizeof fields);
  return h;
}

// Reads the header and the whole records after it; a torn last record is left out.
Result<std::vector<PackedBytes>> read_records(const std::string& path, VariantId variant) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return make_error(ErrorKind::NOT_FOUND, "cannot open " + path);
  std::array<unsigned char, PACKED_HEADER_SIZE> header{};
  in.read(reinterpret_cast<char*>(header.data()), PACKED_HEADER_SIZE);
  if (in.gcount() != PACKED_HEADER_SIZE || std::memcmp(header.data(), MAGIC, 8) != 0)
    return make_error(ErrorKind::INVALID, path + " is not a packed training data file");
  if (header != header_for(variant))
    return make_error(ErrorKind::INVALID,
                      path + ": another variant, version or record size than asked for");
  std::vector<PackedBytes> records;
  PackedBytes record;
  while (in.read(reinterpret_cast<char*>(record.data()), PACKED_SIZE)) records.push_back(record);
  return records;
}

}  // namespace

Result<PackedDataWriter> PackedDataWriter::open(const std::string& path, VariantId variant) {
  PackedDataWriter writer;
  writer.path_ = path;
  std::error_code ec;
  if (std::filesystem::exists(path, ec) && std::filesystem::file_size(path, ec) > 0) {
    auto records = read_records(path, variant);
    if (!records) return records.error();
    writer.records_ = records->size();
    for (const PackedBytes& r : *records) {
      const uint32_t game = packed_game(r);
      if (game >= writer.games_.size()) writer.games_.resize(std::size_t(game) + 1);
      writer.games_[game] = true;
    }
    std::filesystem::resize_file(path, PACKED_HEADER_SIZE + writer.records_ * PACKED_SIZE, ec);
    if (ec) return make_error(ErrorKind::INTERNAL, "cannot trim " + path + ": " + ec.message());
    writer.file_.reset(std::fopen(path.c_str(), "ab"));
    if (!writer.file_) return make_error(ErrorKind::INTERNAL, "cannot append to " + path);
    return writer;
  }
  writer.file_.reset(std::fopen(path.c_str(), "wb"));
  if (!writer.file_) return make_error(ErrorKind::INTERNAL, "cannot write " + path);
  const auto header = header_for(variant);
  if (std::fwrite(header.data(), 1, header.size(), writer.file_.get()) != header.size() ||
      std::fflush(writer.file_.get()) != 0)
    return make_error(ErrorKind::INTERNAL, "cannot write " + path);
  return writer;
}

std::optional<Error> PackedDataWriter::append(const std::vector<PackedBytes>& game) {
  if (game.empty()) return std::nullopt;
  std::vector<unsigned char> bytes(game.size() * PACKED_SIZE);
  for (std::size_t i = 0; i < game.size(); ++i)
    std::memcpy(bytes.data() + i * PACKED_SIZE, game[i].data(), PACKED_SIZE);
  if (std::fwrite(bytes.data(), 1, bytes.size(), file_.get()) != bytes.size() ||
      std::fflush(file_.get()) != 0)
    return make_error(ErrorKind::INTERNAL, "cannot write " + path_);
  records_ += game.size();
  const uint32_t n = packed_game(game.front());
  if (n >= games_.size()) games_.resize(std::size_t(n) + 1);
  games_[n] = true;
  return std::nullopt;
}

Result<std::vector<PackedBytes>> read_packed_file(const std::string& path, VariantId variant) {
  return read_records(path, variant);
}

}  // namespace tori::tune
