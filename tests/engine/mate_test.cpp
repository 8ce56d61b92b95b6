// The mate solver against the tsume collections in tests/data/tsume: every problem is solved at
// its stated length with a line that replays to checkmate, and a plain minimax (no proof
// numbers, no table) confirms the short ones independently; positions without a mate are
// proven so; budgets, the stop flag and the ply limit end a search as documented; on random
// positions the solver agrees with the minimax and never returns an illegal move.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <fstream>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/fen.h"
#include "core/move_text.h"
#include "core/movegen.h"
#include "core/text.h"
#include "core/variant.h"
#include "engine/mate/mate_solver.h"

namespace tori::engine::mate {
namespace {

// --- the problem files: "SFEN ; plies (or none) ; comment" per line, # starts a comment line ---

struct Problem {
  std::string sfen;
  std::optional<int> plies;  // nullopt: no mate
  std::string comment;
  std::string where;  // file:line, for failure messages
};

std::vector<Problem> read_problems(const std::string& name) {
  std::ifstream in(std::string(TORI_TEST_DATA_DIR) + "/tsume/" + name);
  EXPECT_TRUE(in) << "cannot read " << name;
  std::vector<Problem> problems;
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (trim(line).empty() || trim(line)[0] == '#') continue;
    // SFEN ; plies ; comment (the comment may hold semicolons of its own)
    std::size_t first = line.find(';'), second = line.find(';', first + 1);
    std::string where = name + ":" + std::to_string(number);
    if (second == std::string::npos) {
      ADD_FAILURE() << where << ": expected three fields separated by ';'";
      continue;
    }
    std::string_view text = line;
    std::vector<std::string> fields = {
        std::string(trim(text.substr(0, first))),
        std::string(trim(text.substr(first + 1, second - first - 1))),
        std::string(trim(text.substr(second + 1)))};
    Problem p{fields[0], std::nullopt, fields[2], where};
    if (fields[1] != "none") p.plies = std::stoi(fields[1]);
    problems.push_back(p);
  }
  return problems;
}

template <class V>
Position<V> position_of(const Problem& p) {
  auto parsed = parse_position<V>(p.sfen);
  EXPECT_TRUE(parsed.ok()) << p.where << ": " << (parsed ? "" : parsed.error().to_string());
  return parsed ? parsed.value() : start_position<V>();
}

// --- independent checks: a replay of the line and a plain minimax ---

template <class V>
std::vector<Move> legal_moves(const Position<V>& pos) {
  MoveList list;
  generate_legal(pos, list);
  return {list.begin(), list.end()};
}

template <class V>
bool is_checkmate(const Position<V>& pos) {
  return pos.in_check() && legal_moves(pos).empty();
}

// Empty when `line` is legal, every attacker move checks and it ends in checkmate; otherwise
// what is wrong.
template <class V>
std::string line_error(const Position<V>& root, const std::vector<Move>& line) {
  Position<V> pos = root;
  typename Position<V>::Undo undo;
  for (std::size_t i = 0; i < line.size(); ++i) {
    std::vector<Move> legal = legal_moves(pos);
    if (std::find(legal.begin(), legal.end(), line[i]) == legal.end())
      return "ply " + std::to_string(i + 1) + " " + to_usi<V>(line[i]) + " is illegal";
    pos.do_move(line[i], undo);
    if (i % 2 == 0 && !pos.in_check())
      return "ply " + std::to_string(i + 1) + " " + to_usi<V>(line[i]) + " is not a check";
  }
  if (line.size() % 2 == 0) return "the line does not end with an attacker move";
  if (!is_checkmate(pos)) return "the line does not end in checkmate";
  return "";
}

// Whether the side to move mates within `plies` plies by checks: the definition, searched
// exhaustively (no proof numbers, no move ordering). Answers are remembered per position and
// depth, which changes nothing but the time: within a fixed depth a position's answer does not
// depend on how it was reached.
template <class V>
class MateMinimax {
 public:
  bool mate_within(Position<V>& pos, int plies) {
    if (plies < 1) return false;
    auto& known = memo_[plies];
    if (auto it = known.find(pos.key()); it != known.end()) return it->second;
    bool mates = false;
    typename Position<V>::Undo undo;
    for (Move m : legal_moves(pos)) {
      pos.do_move(m, undo);
      mates = pos.in_check() && every_reply_mated(pos, plies - 1);
      pos.undo_move(m, undo);
      if (mates) break;
    }
    known[pos.key()] = mates;
    return mates;
  }

 private:
  bool every_reply_mated(Position<V>& pos, int plies) {
    typename Position<V>::Undo undo;
    for (Move r : legal_moves(pos)) {
      pos.do_move(r, undo);
      bool mated = mate_within(pos, plies - 1);
      pos.undo_move(r, undo);
      if (!mated) return false;
    }
    return true;  // also when there is no reply: checkmate
  }

  std::map<int, std::unordered_map<Key, bool>> memo_;
};

template <class V>
bool mate_within(const Position<V>& root, int plies) {
  Position<V> pos = root;
  return MateMinimax<V>().mate_within(pos, plies);
}

template <class V>
bool has_check(const Position<V>& root) {
  Position<V> pos = root;
  typename Position<V>::Undo undo;
  for (Move m : legal_moves(root)) {
    pos.do_move(m, undo);
    bool check = pos.in_check();
    pos.undo_move(m, undo);
    if (check) return true;
  }
  return false;
}

MateLimits node_limit(uint64_t nodes) {
  MateLimits limits;
  limits.max_nodes = nodes;
  return limits;
}

constexpr uint64_t PROBLEM_BUDGET = 1'000'000;
// The minimax confirms every length up to this; longer ones rest on the solver and the replay.
constexpr int MINIMAX_MAX_PLIES = 15;
constexpr int NO_MATE_MINIMAX_PLIES = 9;

// --- the collections ---

template <class V>
void expect_solved(const Problem& p) {
  SCOPED_TRACE(p.where + " (" + p.comment + ")");
  Position<V> pos = position_of<V>(p);
  MateResult r = solve_mate(pos, node_limit(PROBLEM_BUDGET));
  if (!p.plies) {
    EXPECT_TRUE(has_check(pos)) << "a no-mate position should offer checks";
    EXPECT_EQ(r.status, MateResult::NO_MATE);
    EXPECT_TRUE(r.line.empty());
    return;
  }
  ASSERT_EQ(r.status, MateResult::MATE);
  EXPECT_TRUE(r.shortest);
  EXPECT_EQ(r.length, *p.plies);
  EXPECT_EQ(int(r.line.size()), r.length);
  EXPECT_EQ(line_error(pos, r.line), "");
}

template <class V>
void expect_confirmed_by_minimax(const Problem& p) {
  SCOPED_TRACE(p.where + " (" + p.comment + ")");
  Position<V> pos = position_of<V>(p);
  if (!p.plies) {  // the solver's proof covers any length; the minimax checks the short ones
    EXPECT_FALSE(mate_within(pos, NO_MATE_MINIMAX_PLIES));
    return;
  }
  if (*p.plies > MINIMAX_MAX_PLIES) return;
  EXPECT_TRUE(mate_within(pos, *p.plies)) << "no mate in " << *p.plies;
  EXPECT_FALSE(mate_within(pos, *p.plies - 2)) << "a mate shorter than " << *p.plies;
}

TEST(TsumeCollection, ToriHasTheAdvertisedRange) {
  std::vector<Problem> mates = read_problems("tori.txt");
  std::vector<Problem> no_mates = read_problems("tori_no_mate.txt");
  std::multiset<int> lengths;
  for (const Problem& p : mates) {
    ASSERT_TRUE(p.plies) << p.where;
    lengths.insert(*p.plies);
  }
  EXPECT_GE(mates.size(), 20u);
  for (int plies : {1, 3, 5, 7}) EXPECT_GE(lengths.count(plies), 1u) << "no mate in " << plies;
  EXPECT_GE(std::distance(lengths.lower_bound(9), lengths.end()), 2);
  EXPECT_GE(no_mates.size(), 5u);
  for (const Problem& p : no_mates) EXPECT_FALSE(p.plies) << p.where;
}

TEST(TsumeCollection, ToriProblemsSolvedAtTheirLength) {
  for (const Problem& p : read_problems("tori.txt")) expect_solved<Tori>(p);
}

TEST(TsumeCollection, ToriLengthsConfirmedByMinimax) {
  for (const Problem& p : read_problems("tori.txt")) expect_confirmed_by_minimax<Tori>(p);
}

TEST(TsumeCollection, ToriNoMatePositionsProven) {
  for (const Problem& p : read_problems("tori_no_mate.txt")) {
    expect_solved<Tori>(p);
    expect_confirmed_by_minimax<Tori>(p);
  }
}

TEST(TsumeCollection, YariProblemsSolvedAtTheirLength) {
  std::vector<Problem> problems = read_problems("yari.txt");
  EXPECT_GE(problems.size(), 3u);
  for (const Problem& p : problems) {
    expect_solved<Yari>(p);
    expect_confirmed_by_minimax<Yari>(p);
  }
}

// --- the drop rules the collections rely on ---

TEST(MateSolver, ToriSwallowDropMateIsNeverTheAnswer) {
  // The problems marked "illegal" have a square where a dropped swallow would mate; that drop is
  // illegal in Tori, so the solution is longer and other pieces give the mate.
  int marked = 0;
  for (const Problem& p : read_problems("tori.txt")) {
    if (p.comment.find("illegal") == std::string::npos) continue;
    SCOPED_TRACE(p.where);
    ++marked;
    Position<Tori> pos = position_of<Tori>(p);
    ASSERT_GT(pos.hand(BLACK).count(Tori::SWALLOW), 0);
    bool tempting = false;
    for (Square s = 0; s < Position<Tori>::SQUARES; ++s)
      tempting |= !pos.piece_on(s) && is_pawn_drop_mate(pos, s);
    EXPECT_TRUE(tempting) << "no square where a swallow drop would mate";
    MateResult r = solve_mate(pos, node_limit(PROBLEM_BUDGET));
    ASSERT_EQ(r.status, MateResult::MATE);
    EXPECT_GT(r.length, 1);
    EXPECT_FALSE(r.line.back().is_drop() && r.line.back().dropped() == Tori::SWALLOW);
  }
  EXPECT_GE(marked, 1);
}

TEST(MateSolver, YariPawnDropMateIsFound) {
  std::vector<Problem> problems = read_problems("yari.txt");
  auto it = std::find_if(problems.begin(), problems.end(), [](const Problem& p) {
    return p.comment.find("pawn drop mate") != std::string::npos;
  });
  ASSERT_NE(it, problems.end()) << "yari.txt has no pawn drop problem";
  MateResult r = solve_mate(position_of<Yari>(*it), node_limit(PROBLEM_BUDGET));
  ASSERT_EQ(r.status, MateResult::MATE);
  ASSERT_FALSE(r.line.empty());
  EXPECT_TRUE(r.line.back().is_drop() && r.line.back().dropped() == Yari::PAWN);
}

// --- limits ---

// A mate in 13 that takes tens of thousands of nodes.
constexpr const char* LONG_MATE = "3k3/3s3/2L4/7/7/7/3K3 b 2FC 1";

TEST(MateSolver, TinyNodeBudgetGivesUnknown) {
  MateResult r = solve_mate(position_of<Tori>({LONG_MATE, {}, "", "long mate"}), node_limit(50));
  EXPECT_EQ(r.status, MateResult::UNKNOWN);
  EXPECT_TRUE(r.line.empty());
  EXPECT_LE(r.nodes, 60u);
}

TEST(MateSolver, StopFlagGivesUnknown) {
  std::atomic<bool> stop{true};
  MateLimits limits;
  limits.stop = &stop;
  MateResult r = solve_mate(position_of<Tori>({LONG_MATE, {}, "", "long mate"}), limits);
  EXPECT_EQ(r.status, MateResult::UNKNOWN);
  EXPECT_LE(r.nodes, 300u);  // the flag is read every 256 nodes
}

TEST(MateSolver, PlyLimitBoundsTheMate) {
  Position<Tori> pos = position_of<Tori>({LONG_MATE, {}, "", "long mate"});
  MateLimits limits = node_limit(PROBLEM_BUDGET);
  limits.max_plies = 11;
  EXPECT_EQ(solve_mate(pos, limits).status, MateResult::NO_MATE);
  limits.max_plies = 13;
  MateResult r = solve_mate(pos, limits);
  EXPECT_EQ(r.status, MateResult::MATE);
  EXPECT_EQ(r.length, 13);
}

// --- random positions: the solver against the minimax ---

// A phoenix near the top edge, a few pieces of each side around it, a few in Black's hand.
std::string random_problem(std::mt19937_64& rng) {
  auto pick = [&rng](int n) { return int(rng() % uint64_t(n)); };
  std::vector<std::string> cells(49);
  int kc = pick(7), kr = pick(2);
  cells[std::size_t(kr * 7 + kc)] = "k";
  cells[std::size_t(42 + pick(7))] = "K";
  auto place = [&](const char* letters, int rows) {
    int c = kc + pick(5) - 2, r = kr + pick(rows);
    std::size_t sq = std::size_t(r * 7 + c);
    if (c < 0 || c > 6 || r > 5 || !cells[sq].empty()) return;
    cells[sq] = std::string(1, letters[pick(int(std::strlen(letters)))]);
    if (cells[sq] == "S" && r == 0) cells[sq] = "+S";
  };
  for (int i = 0, n = 1 + pick(3); i < n; ++i) place("SSFCPLR", 4);
  for (int i = 0, n = pick(4); i < n; ++i) place("sscpflr", 3);
  std::string board;
  for (int r = 0; r < 7; ++r) {
    int empty = 0;
    for (int c = 0; c < 7; ++c) {
      const std::string& x = cells[std::size_t(r * 7 + c)];
      if (x.empty()) {
        ++empty;
        continue;
      }
      if (empty) board += char('0' + empty);
      empty = 0;
      board += x;
    }
    if (empty) board += char('0' + empty);
    if (r < 6) board += '/';
  }
  std::string hand;
  for (int i = 0, n = 1 + pick(3); i < n; ++i) hand += "FCPLRSS"[pick(7)];
  return board + " b " + hand + " 1";
}

TEST(MateSolver, AgreesWithMinimaxOnRandomPositions) {
  std::mt19937_64 rng(20260321);
  int checked = 0, mates = 0;
  for (int i = 0; i < 400 && checked < 150; ++i) {
    auto parsed = parse_position<Tori>(random_problem(rng));
    if (!parsed) continue;  // e.g. White left in check
    ++checked;
    Position<Tori> pos = parsed.value();
    MateResult r = solve_mate(pos, node_limit(50'000));
    SCOPED_TRACE(to_sfen(pos));
    if (r.status == MateResult::UNKNOWN || (r.status == MateResult::MATE && !r.shortest)) continue;
    if (r.status == MateResult::MATE) {
      ++mates;
      EXPECT_EQ(line_error(pos, r.line), "");
    }
    int length = r.status == MateResult::MATE ? r.length : 99;
    MateMinimax<Tori> minimax;
    for (int plies = 1; plies <= 7; plies += 2)
      EXPECT_EQ(minimax.mate_within(pos, plies), plies >= length) << plies << " plies";
  }
  EXPECT_GE(checked, 100);
  EXPECT_GE(mates, 5);
}

}  // namespace
}  // namespace tori::engine::mate
