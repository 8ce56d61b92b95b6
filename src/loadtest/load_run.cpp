// The load run itself: players logged in a few at a time, games paired, moves timed, a report.
#include "loadtest/load_run.h"

#include <fmt/format.h>

#include <boost/asio/steady_timer.hpp>
#include <random>
#include <sstream>
#include <vector>

#include "core/game.h"
#include "core/move_text.h"
#include "core/movegen.h"
#include "core/variant_tori.h"

namespace tori::loadtest {

namespace asio = boost::asio;
using Clock = std::chrono::steady_clock;

namespace {

enum class Phase { SETUP, MEASURE, DRAIN, DONE };

// Two players and the game between them, of which the load tester keeps its own copy to pick
// legal moves (the server is not asked which moves are legal: it checks what it is sent).
struct Pair {
  std::array<std::shared_ptr<PlayerConnection>, 2> players;  // [0] challenges and plays Black
  std::array<std::string, 2> names;
  int ready = 0;
  bool broken = false;
  bool busy = false;  // a request is out
  int number = 0;     // the server's game number
  Game<Tori> game;
  std::mt19937_64 random;
  std::unique_ptr<asio::steady_timer> thinking;
};

std::string millis(Micros m) { return fmt::format("{:.1f} ms", m.count() / 1000.0); }

}  // namespace

struct LoadRun::State {
  asio::io_context& io;
  LoadOptions options;
  ConnectionFactory connect;
  std::ostream* progress;
  asio::steady_timer timer;
  std::vector<Pair> pairs;
  Phase phase = Phase::SETUP;
  // The games begin at playing_since; moves sent from measuring_since on count.
  Clock::time_point started = Clock::now(), playing_since{}, measuring_since{}, measuring_until{};
  int pairs_settled = 0;  // ready or broken
  int players_started = 0;
  int requests_out = 0;
  LoadReport report;
  LatencyRecorder latencies;

  State(asio::io_context& io, LoadOptions options, ConnectionFactory connect,
        std::ostream* progress)
      : io(io),
        options(std::move(options)),
        connect(std::move(connect)),
        progress(progress),
        timer(io) {}

  void fail(Pair& pair, const std::string& error) {
    ++report.errors;
    if (report.first_error.empty()) report.first_error = error;
    if (!pair.broken && pair.ready < 2) ++pairs_settled;
    pair.broken = true;
  }

  void start() {
    pairs.resize(options.games);
    for (int i = 0; i < options.games; ++i) {
      Pair& pair = pairs[i];
      pair.random.seed(options.seed + i);
      for (int side = 0; side < 2; ++side)
        pair.names[side] = options.user_prefix + std::to_string(2 * i + side + 1);
    }
    for (int i = 0; i < options.logins_at_once; ++i) start_next_player();
    tick();
  }

  // Players log in a few at a time, as they arrive at a real server: two thousand Argon2id
  // checks at once would only meet the server's bound on password work waiting (it answers
  // "busy"), which is not the load being measured.
  void start_next_player() {
    if (players_started == 2 * options.games || phase == Phase::DONE) return;
    int index = players_started++;
    Pair& pair = pairs[index / 2];
    int side = index % 2;
    pair.players[side] = connect(pair.names[side], options.password);
    pair.players[side]->start([this, &pair](const std::string& error) {
      start_next_player();
      if (pair.broken) return;
      if (!error.empty()) return fail(pair, "login: " + error);
      if (++pair.ready == 2) ++pairs_settled;
    });
  }

  // Once a second: the progress line, and the moves from one phase to the next.
  void tick() {
    auto now = Clock::now();
    if (phase == Phase::SETUP &&
        (pairs_settled == options.games || now - started > options.setup_limit)) {
      phase = Phase::MEASURE;
      playing_since = now;
      measuring_since = now + options.warmup;
      measuring_until = measuring_since + options.duration;
      for (Pair& pair : pairs)
        if (!pair.broken && pair.ready == 2) {
          ++report.players_ready;
          new_game(pair);
        }
      report.players_ready *= 2;
    } else if (phase == Phase::MEASURE && now >= measuring_until) {
      phase = Phase::DRAIN;
    }
    if (phase == Phase::DRAIN &&
        (requests_out == 0 || now - measuring_until > std::chrono::seconds(10))) {
      phase = Phase::DONE;
      for (Pair& pair : pairs) {
        if (pair.thinking) pair.thinking->cancel();
        for (auto& player : pair.players)
          if (player) player->close();
      }
      timer.cancel();
      print_progress(true);
      return;
    }
    print_progress(false);
    timer.expires_after(std::chrono::milliseconds(phase == Phase::DRAIN ? 100 : 1000));
    timer.async_wait([this](boost::system::error_code ec) {
      if (!ec) tick();
    });
  }

  void print_progress(bool last) {
    if (!progress) return;
    std::ostringstream line;
    auto now = Clock::now();
    double elapsed =
        std::chrono::duration<double>(now - (phase == Phase::SETUP ? started : measuring_since))
            .count();
    if (phase == Phase::SETUP) {
      line << "setup " << int(elapsed) << "s: " << pairs_settled << "/" << options.games
           << " pairs ready";
    } else if (now < measuring_since) {
      line << "warm-up " << int(std::chrono::duration<double>(now - playing_since).count())
           << "s: playing, not counting";
    } else {
      LatencySummary l = latencies.summary();
      line << int(elapsed) << "s: " << report.moves << " moves, "
           << int(elapsed > 0 ? report.moves / elapsed : 0) << "/s, p50 " << millis(l.p50)
           << ", p99 " << millis(l.p99) << ", max " << millis(l.max) << ", errors " << report.errors
           << ", games finished " << report.games_finished;
    }
    *progress << "\r" << line.str() << "    " << (last ? "\n" : "") << std::flush;
  }

  bool sending() const { return phase == Phase::MEASURE; }

  void new_game(Pair& pair) {
    if (!sending() || pair.broken) return;
    ++requests_out;
    pair.players[0]->challenge(pair.names[1], [this, &pair](const std::string& error, int number) {
      --requests_out;
      if (!error.empty()) return fail(pair, "challenge: " + error);
      pair.number = number;
      pair.game = Game<Tori>();
      auto joined = std::make_shared<int>(0);
      for (auto& player : pair.players) {
        ++requests_out;
        player->join(number, [this, &pair, joined](const std::string& error) {
          --requests_out;
          if (!error.empty()) return fail(pair, "join: " + error);
          if (++*joined == 2) next_move(pair);
        });
      }
    });
  }

  void next_move(Pair& pair) {
    if (!sending() || pair.broken) return;
    if (pair.game.over()) {
      ++report.games_finished;
      return new_game(pair);
    }
    int side = pair.game.position().side_to_move() == BLACK ? 0 : 1;
    if (int(pair.game.moves().size()) >= options.most_plies) {
      ++requests_out;
      return pair.players[side]->resign(pair.number, [this, &pair](const std::string& error) {
        --requests_out;
        if (!error.empty()) return fail(pair, "resign: " + error);
        ++report.games_finished;
        new_game(pair);
      });
    }
    if (options.think.count() > 0) {
      auto mean = options.think.count();
      auto pause = std::uniform_int_distribution<int64_t>(mean / 2, mean + mean / 2)(pair.random);
      if (!pair.thinking) pair.thinking = std::make_unique<asio::steady_timer>(io);
      pair.thinking->expires_after(std::chrono::milliseconds(pause));
      ++requests_out;
      return pair.thinking->async_wait([this, &pair](boost::system::error_code ec) {
        --requests_out;
        if (!ec) send_move(pair);
      });
    }
    send_move(pair);
  }

  // A legal move at random, each as likely: the moves are generated once and only the chosen
  // one's repetition is checked (legal_moves() checks every move's, a copy of the position and
  // a pass over the game each: most of the tester's time per move, taken from the server's).
  static Move random_legal_move(Pair& pair) {
    MoveList moves;
    generate_legal(pair.game.position(), moves);
    for (std::size_t left = moves.size(); left > 0; --left) {
      std::size_t i = std::uniform_int_distribution<std::size_t>(0, left - 1)(pair.random);
      if (pair.game.is_legal(moves[i])) return moves[i];
      std::swap(moves[i], moves[left - 1]);  // forbidden by repetition: drawn no more
    }
    return pair.game.legal_moves()[0];  // not reached: a game goes on only with a legal move
  }

  void send_move(Pair& pair) {
    if (!sending() || pair.broken) return;
    int side = pair.game.position().side_to_move() == BLACK ? 0 : 1;
    Move move = random_legal_move(pair);
    int move_number = int(pair.game.moves().size()) + 1;
    auto sent = Clock::now();
    ++requests_out;
    pair.players[side]->move(pair.number, to_usi<Tori>(move), move_number,
                             [this, &pair, move, sent](const std::string& error) {
                               --requests_out;
                               if (!error.empty()) return fail(pair, "move: " + error);
                               auto answered = Clock::now();
                               if (sent >= measuring_since && answered <= measuring_until) {
                                 ++report.moves;
                                 latencies.add(std::chrono::duration_cast<Micros>(answered - sent));
                               }
                               (void)pair.game.play(move);
                               next_move(pair);
                             });
  }

  LoadReport finish() {
    report.seconds = std::chrono::duration<double>(options.duration).count();
    report.latency = latencies.summary();
    for (Pair& pair : pairs)
      for (auto& player : pair.players)
        if (player) report.pushes += player->pushes();
    return report;
  }
};

LoadRun::LoadRun(asio::io_context& io, LoadOptions options, ConnectionFactory connect,
                 std::ostream* progress)
    : state_(std::make_unique<State>(io, std::move(options), std::move(connect), progress)) {}

LoadRun::~LoadRun() = default;

LoadReport LoadRun::run() {
  state_->start();
  state_->io.run();
  return state_->finish();
}

std::string describe(const LoadReport& r) {
  std::ostringstream out;
  std::string rate = fmt::format("{:.0f}", r.moves_per_second());
  out << "players: " << r.players_ready << "\n"
      << "moves: " << r.moves << " in " << r.seconds << " s = " << rate << " moves/s\n"
      << "latency: p50 " << millis(r.latency.p50) << ", p99 " << millis(r.latency.p99) << ", max "
      << millis(r.latency.max) << "\n"
      << "games finished: " << r.games_finished << "\n"
      << "pushes received: " << r.pushes << "\n"
      << "errors: " << r.errors << (r.first_error.empty() ? "" : " (first: " + r.first_error + ")")
      << "\n";
  return out.str();
}

}  // namespace tori::loadtest
