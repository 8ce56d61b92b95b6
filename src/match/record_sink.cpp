// Records are written whole, one call per game, under a lock: games finish on several threads.
#include "match/record_sink.h"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>

#include "notation/record_io.h"

namespace tori::match {

RecordSink::RecordSink(std::string pgn_path, std::string kif_dir)
    : pgn_path_(std::move(pgn_path)), kif_dir_(std::move(kif_dir)) {}

std::optional<Error> RecordSink::open() {
  if (!kif_dir_.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(kif_dir_, ec);
    if (ec || !std::filesystem::is_directory(kif_dir_))
      return make_error("cannot create the KIF folder " + kif_dir_ + ": " + ec.message());
  }
  if (!pgn_path_.empty()) {
    std::ofstream out(pgn_path_, std::ios::binary | std::ios::trunc);
    if (!out) return make_error("cannot write the PGN file " + pgn_path_);
  }
  return std::nullopt;
}

std::string RecordSink::kif_file_name(int number) { return fmt::format("game-{:04}.kif", number); }

std::optional<Error> RecordSink::save(const RecordedGame& record, int number) {
  std::lock_guard lock(mutex_);
  if (!pgn_path_.empty()) {
    std::ofstream out(pgn_path_, std::ios::binary | std::ios::app);
    // A blank line separates games, as PGN readers expect.
    out << write_pgn(record) << "\n";
    if (!out) return make_error("cannot append to " + pgn_path_);
  }
  if (!kif_dir_.empty()) {
    std::string path = (std::filesystem::path(kif_dir_) / kif_file_name(number)).string();
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << write_kif(record);
    if (!out) return make_error("cannot write " + path);
  }
  return std::nullopt;
}

}  // namespace tori::match
