// A file of packed training positions (tune/packed_position.h): a 32-byte header naming the
// variant, then 56-byte records. Written by appending whole games, so that a run can stop at
// any moment and a later run with the same file carries on where it stopped.
#pragma once

#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/result.h"
#include "core/variant.h"
#include "tune/packed_position.h"

namespace tori::tune {

constexpr int PACKED_HEADER_SIZE = 32;

class PackedDataWriter {
 public:
  // Creates the file with its header, or opens an existing one after checking its header and
  // cutting off a record torn by an interrupted write.
  static Result<PackedDataWriter> open(const std::string& path, VariantId variant);

  uint64_t records() const { return records_; }
  // Whether records of game n are already in the file (a resumed run skips it).
  bool has_game(uint32_t n) const { return n < games_.size() && games_[n]; }
  // Appends one game's records with one write, flushed, so that games stay whole.
  std::optional<Error> append(const std::vector<PackedBytes>& game);

 private:
  struct Closer {
    void operator()(std::FILE* f) const { std::fclose(f); }
  };
  std::unique_ptr<std::FILE, Closer> file_;
  std::string path_;
  uint64_t records_ = 0;
  std::vector<bool> games_;
};

// Every record of a file, checked against the variant.
Result<std::vector<PackedBytes>> read_packed_file(const std::string& path, VariantId variant);

}  // namespace tori::tune
