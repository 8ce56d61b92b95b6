#include "puzzles/mining.h"

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <sstream>
#include <thread>

#include "analysis/judgement.h"
#include "core/fen.h"
#include "core/move_text.h"
#include "core/movegen.h"
#include "puzzles/puzzle_json.h"
#include "tune/packed_data_file.h"

namespace tori::puzzles {

namespace {

// Games scanned between two writes of the set and the progress file.
constexpr std::size_t CHUNK_GAMES = 128;

struct GameRange {
  std::size_t begin = 0, end = 0;  // records of one game
};

// The progress file: a line "input games_done" per input begun, and "puzzles n", the lines of the
// set that the progress accounts for (a set cut short of that, or longer, is put right).
struct MiningState {
  std::map<std::string, std::size_t> games_done;
  std::size_t puzzles = 0;
};

std::string progress_path(const std::string& output) { return output + ".progress"; }

Result<MiningState> read_state(const std::string& output) {
  MiningState state;
  std::error_code ec;
  std::ifstream in(progress_path(output));
  // A set without its progress file is not this miner's to cut: someone else's file, or one
  // whose progress was removed.
  if (!in && std::filesystem::exists(output, ec) && std::filesystem::file_size(output, ec) > 0)
    return make_error(ErrorKind::REFUSED, output + " exists but " + progress_path(output) +
                                              " does not: mine into a new file");
  std::string key;
  std::size_t value = 0;
  while (in >> key >> value) {
    if (key == "puzzles")
      state.puzzles = value;
    else
      state.games_done[key] = value;
  }
  return state;
}

std::optional<Error> write_state(const std::string& output, const MiningState& state) {
  const std::string path = progress_path(output), temporary = path + ".new";
  {
    std::ofstream out(temporary, std::ios::trunc);
    for (const auto& [input, games] : state.games_done) out << input << ' ' << games << '\n';
    out << "puzzles " << state.puzzles << '\n';
    if (!out.flush()) return make_error(ErrorKind::INTERNAL, "cannot write " + temporary);
  }
  std::error_code ec;
  std::filesystem::rename(temporary, path, ec);
  if (ec) return make_error(ErrorKind::INTERNAL, "cannot write " + path + ": " + ec.message());
  return std::nullopt;
}

// The set's first `keep` lines, the rest (written after the last progress) cut off.
Result<std::vector<Puzzle>> read_set_prefix(const std::string& output, std::size_t keep) {
  std::error_code ec;
  if (!std::filesystem::exists(output, ec)) return std::vector<Puzzle>{};
  std::ifstream in(output);
  std::stringstream kept;
  std::string line;
  for (std::size_t n = 0; n < keep && std::getline(in, line); ++n) kept << line << '\n';
  auto set = read_puzzle_set(kept);
  if (!set) return make_error(ErrorKind::INVALID, output + ": " + set.error().message);
  if (set->size() < keep)
    return make_error(ErrorKind::INVALID,
                      output + " holds fewer puzzles than " + progress_path(output) + " says");
  std::ofstream rewrite(output, std::ios::trunc);
  for (const Puzzle& p : *set) rewrite << puzzle_line(p);
  if (!rewrite.flush()) return make_error(ErrorKind::INTERNAL, "cannot write " + output);
  return set;
}

std::vector<GameRange> games_of(const std::vector<tune::PackedBytes>& records) {
  std::vector<GameRange> games;
  for (std::size_t i = 0; i < records.size(); ++i) {
    if (games.empty() || tune::packed_game(records[i]) != tune::packed_game(records[i - 1]))
      games.push_back({i, i});
    games.back().end = i + 1;
  }
  return games;
}

// The engines a mining thread uses for tactics, made when first needed.
struct ThreadEngines {
  std::unique_ptr<engine::Engine> tori, yari;
  template <class V>
  engine::Engine& get() {
    auto& e = std::is_same_v<V, Tori> ? tori : yari;
    if (!e) e = std::make_unique<engine::Engine>(variant_of<V>(), tactic_engine_options());
    return *e;
  }
  template <class V>
  static VariantId variant_of() {
    return std::is_same_v<V, Tori> ? VariantId::TORI : VariantId::YARI;
  }
};

std::string source_of(const std::string& input, const tune::TrainingPosition& label) {
  return input + " game " + std::to_string(label.game) + " ply " + std::to_string(label.ply);
}

// A game's first position that holds a mate puzzle; in every third game the last, so that the
// set has short mates as well as long ones (the earliest winning positions hold the longest
// mates). Failing that, when `tactics`, the first position after a swing (the side to move
// stands at `tactic_score` or better, and stood at `tactic_swing_from` or worse a few plies
// before) that holds a tactic.
template <class V>
std::optional<Puzzle> scan_game(const std::vector<tune::PackedBytes>& records, GameRange game,
                                std::size_t game_index, const std::string& input,
                                const MiningOptions& options, bool tactics,
                                ThreadEngines& engines) {
  const bool backwards = game_index % 3 == 2;
  for (std::size_t n = game.begin; n < game.end && options.mates; ++n) {
    const std::size_t i = backwards ? game.end - 1 - (n - game.begin) : n;
    auto unpacked = tune::unpack<V>(records[i]);
    if (!unpacked) continue;
    const auto& [pos, label] = *unpacked;
    if (label.result != 1 || label.score < options.min_score) continue;
    if (auto puzzle = find_puzzle(pos, options.search, {}, source_of(input, label))) return puzzle;
  }
  if (!tactics) return std::nullopt;
  for (std::size_t i = game.begin + 1; i < game.end; ++i) {
    auto before = tune::unpack<V>(records[i - 1]);
    auto unpacked = tune::unpack<V>(records[i]);
    if (!before || !unpacked) continue;
    const auto& [pos, label] = *unpacked;
    // Records keep only some positions of a game: the one before may be a few plies back, and
    // its score is the side to move's there, turned to this side's view.
    const auto& earlier = before->second;
    if (label.result != 1 || label.score < options.tactic_score || earlier.ply >= label.ply ||
        label.ply - earlier.ply > 4)
      continue;
    const int earlier_score = (label.ply - earlier.ply) % 2 ? -earlier.score : earlier.score;
    if (earlier_score > options.tactic_swing_from) continue;
    if (auto puzzle =
            find_tactic(pos, engines.get<V>(), options.search, {}, source_of(input, label)))
      return puzzle;
  }
  return std::nullopt;
}

// A played game's mate puzzles are looked for where its winner is to move; its tactics, where
// it was analysed, after a swing the analysis saw: the side to move stands at `tactic_score`
// or better, and stood at `tactic_swing_from` or worse a move before.
template <class V>
std::optional<Puzzle> scan_played_game(const PlayedGame& game, std::size_t game_index,
                                       const MiningOptions& options, bool tactics,
                                       ThreadEngines& engines) {
  if (!game.winner) return std::nullopt;
  auto start =
      game.start.empty() ? Result<Position<V>>(start_position<V>()) : parse_sfen<V>(game.start);
  if (!start) return std::nullopt;
  std::vector<Position<V>> positions = {*start};
  for (const std::string& text : game.moves) {
    auto move = parse_usi_move<V>(text);
    MoveList legal;
    generate_legal(positions.back(), legal);
    if (!move || std::find(legal.begin(), legal.end(), *move) == legal.end()) return std::nullopt;
    Position<V> next = positions.back();
    typename Position<V>::Undo undo;
    next.do_move(*move, undo);
    positions.push_back(next);
  }
  const ThemeContext context{.defence = false, .handicap = game.handicap};
  auto source = [&game](std::size_t i) { return game.name + " ply " + std::to_string(i + 1); };
  const bool backwards = game_index % 3 == 2;
  for (std::size_t n = 0; n < positions.size() && options.mates; ++n) {
    const std::size_t i = backwards ? positions.size() - 1 - n : n;
    if (positions[i].side_to_move() != *game.winner) continue;
    if (auto puzzle = find_puzzle(positions[i], options.search, context, source(i))) return puzzle;
  }
  if (!tactics || game.evaluations.size() != positions.size()) return std::nullopt;
  for (std::size_t i = 1; i < positions.size(); ++i) {
    const Color mover = positions[i].side_to_move();
    const int now = analysis::capped_centipawns(game.evaluations[i].seen_by(mover));
    const int before = analysis::capped_centipawns(game.evaluations[i - 1].seen_by(mover));
    if (now < options.tactic_score || before > options.tactic_swing_from) continue;
    if (auto puzzle =
            find_tactic(positions[i], engines.get<V>(), options.search, context, source(i)))
      return puzzle;
  }
  return std::nullopt;
}

// The variant a packed file's header names ("TORIPACK", u32 version, u32 variant).
Result<VariantId> packed_variant(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return make_error(ErrorKind::NOT_FOUND, "cannot open " + path);
  unsigned char header[16] = {};
  in.read(reinterpret_cast<char*>(header), sizeof header);
  if (in.gcount() != sizeof header || std::string(header, header + 8) != "TORIPACK")
    return make_error(ErrorKind::INVALID, path + " is not a packed training data file");
  return header[12] == 0 ? VariantId::TORI : VariantId::YARI;
}

class Miner {
 public:
  Miner(const MiningOptions& options, MiningState state, std::vector<Puzzle> set,
        const std::function<void(const MiningProgress&)>& on_progress)
      : options_(options), state_(std::move(state)), on_progress_(on_progress) {
    for (const Puzzle& p : set) {
      seen_.insert(p.sfen);
      tactics_ += p.kind == PuzzleKind::TACTIC;
    }
    puzzles_ = set.size();
  }

  std::optional<Error> mine_packed(const std::string& path) {
    if (full()) return std::nullopt;
    auto variant = packed_variant(path);
    if (!variant) return variant.error();
    auto records = tune::read_packed_file(path, *variant);
    if (!records) return records.error();
    const std::string input = std::filesystem::path(path).stem().string();
    const auto games = games_of(*records);
    return mine_input(input, games.size(), [&](std::size_t g, bool tactics, ThreadEngines& e) {
      return visit_variant(*variant, [&]<class V>() {
        return scan_game<V>(*records, games[g], g, input, options_, tactics, e);
      });
    });
  }

  std::optional<Error> mine_played(const std::vector<PlayedGame>& games) {
    if (full() || games.empty()) return std::nullopt;
    return mine_input(options_.games_input, games.size(),
                      [&](std::size_t g, bool tactics, ThreadEngines& e) {
                        return visit_variant(games[g].variant, [&]<class V>() {
                          return scan_played_game<V>(games[g], g, options_, tactics, e);
                        });
                      });
  }

  std::size_t puzzles() const { return puzzles_; }

 private:
  bool full() const { return options_.max_puzzles && puzzles_ >= options_.max_puzzles; }

  void report(const std::string& input, std::size_t done, std::size_t games) const {
    if (on_progress_) on_progress_({input, done, games, puzzles_});
  }

  using Scanner = std::function<std::optional<Puzzle>(std::size_t, bool, ThreadEngines&)>;

  // Games `done`.. of an input, a chunk at a time, each chunk's puzzles written in game order.
  std::optional<Error> mine_input(const std::string& input, std::size_t games,
                                  const Scanner& scan) {
    std::size_t done = state_.games_done[input];
    report(input, done, games);
    std::ofstream out(options_.output, std::ios::app);
    while (done < games && !full()) {
      const std::size_t end = std::min(games, done + CHUNK_GAMES);
      auto found = scan_chunk(done, end, scan);
      for (std::size_t g = done; g < end && !full(); ++g) {
        state_.games_done[input] = g + 1;
        auto& puzzle = found[g - done];
        if (!puzzle || !seen_.insert(puzzle->sfen).second) continue;
        out << puzzle_line(*puzzle);
        ++puzzles_;
        tactics_ += puzzle->kind == PuzzleKind::TACTIC;
      }
      if (!out.flush()) return make_error(ErrorKind::INTERNAL, "cannot write " + options_.output);
      done = state_.games_done[input];
      state_.puzzles = puzzles_;
      if (auto error = write_state(options_.output, state_)) return error;
      report(input, done, games);
    }
    return std::nullopt;
  }

  std::vector<std::optional<Puzzle>> scan_chunk(std::size_t begin, std::size_t end,
                                                const Scanner& scan) const {
    std::vector<std::optional<Puzzle>> found(end - begin);
    std::atomic<std::size_t> next{begin};
    const bool tactics = tactics_ < options_.max_tactics;
    auto work = [&] {
      ThreadEngines engines;
      for (std::size_t g; (g = next.fetch_add(1)) < end;)
        found[g - begin] = scan(g, tactics, engines);
    };
    std::vector<std::thread> threads;
    for (int t = 1; t < std::max(1, options_.threads); ++t) threads.emplace_back(work);
    work();
    for (auto& t : threads) t.join();
    return found;
  }

  const MiningOptions& options_;
  MiningState state_;
  const std::function<void(const MiningProgress&)>& on_progress_;
  std::set<std::string> seen_;
  std::size_t puzzles_ = 0;
  std::size_t tactics_ = 0;
};

}  // namespace

Result<std::size_t> mine_puzzles(const MiningOptions& options,
                                 const std::function<void(const MiningProgress&)>& on_progress) {
  auto state = read_state(options.output);
  if (!state) return state.error();
  auto set = read_set_prefix(options.output, state->puzzles);
  if (!set) return set.error();
  Miner miner(options, std::move(state).value(), std::move(set).value(), on_progress);
  for (const std::string& path : options.packed)
    if (auto error = miner.mine_packed(path)) return *error;
  if (auto error = miner.mine_played(options.games)) return *error;
  return miner.puzzles();
}

}  // namespace tori::puzzles
