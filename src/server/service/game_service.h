// The game service: accounts, challenges, moves and everything players ask of a game, checked
// and stored. No I/O of its own: commands come in as calls, and what should be sent to whom
// comes back as a Report. Time comes from the injected Clock, data lives in the Storage.
#pragma once

#include <functional>
#include <optional>
#include <random>
#include <stop_token>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "server/records/clock.h"
#include "server/records/records.h"
#include "server/service/actor.h"
#include "server/service/computer_backlog.h"
#include "server/service/game_cache.h"
#include "server/service/game_events.h"
#include "server/service/live_game.h"
#include "server/service/password_hash.h"
#include "server/service/request_memo.h"
#include "server/service/verified_passwords.h"
#include "server/storage/storage.h"

namespace tori::server {

// The outcome of a request: a message for the sender, the game to show them, and notices.
struct Report {
  std::string message;
  std::optional<GameKey> game;
  std::vector<Notice> notices;
};

// The computer as a player: asked for a move whenever a COMPUTER user is to move. The engine
// implements it in a later step; tests use a scripted one.
class MoveProvider {
 public:
  virtual ~MoveProvider() = default;
  // A move (USI) for the side to move, or nothing to leave the game waiting.
  virtual std::optional<std::string> choose_move(const GameRecord& game,
                                                 const LiveGame& position) = 0;
  // The same on a thread of its own, which another thread may end early: once `stop` is
  // requested it returns soon, with a move or without. By default it cannot be ended early.
  virtual std::optional<std::string> choose_move_unless_stopped(const GameRecord& game,
                                                                const LiveGame& position,
                                                                std::stop_token stop) {
    (void)stop;
    return choose_move(game, position);
  }
};

// A request to run together with others (GameService::in_one_transaction_each).
struct BatchedRequest {
  std::function<Status()> run;
  LockScope scope;
};
struct BatchedOutcome {
  Status status = ok_status();
  std::vector<Notice> notices;  // made and committed; none if it failed
};

struct ServiceOptions {
  PasswordCost password_cost = PasswordCost::interactive();
  std::size_t max_comment_length = 4000;
  // Active games of one variant a person may have at once (the computer's accounts have no
  // limit); a user's own `limit` may lower it. One account once made 46,486 games in 40 s.
  int max_active_games = 100;
  // Open seeks one user may have at once: a stranger cannot fill the lobby.
  int max_open_seeks = 5;
  // Challenges waiting for an answer (awaits_answer), per person and variant: made by them, and
  // made to them; those made to them are not in their own count above, so that strangers cannot
  // fill it. An untimed one not answered within the days given is aborted, unrated.
  int max_challenges_made = 10;
  int max_challenges_received = 30;
  int untimed_challenge_days = 7;
};

class GameService {
 public:
  GameService(Storage& storage, const Clock& clock, ServiceOptions options = {});
  void set_move_provider(MoveProvider* provider) { provider_ = provider; }
  // What the computer owes whom, when it answers off the service's thread: games and moves
  // against it beyond the bound are refused (computer_backlog.h). None: no bound.
  void set_computer_backlog(const ComputerBacklog* backlog) { backlog_ = backlog; }
  // Where notices go live (a server's connections, other instances); none by default.
  void set_events(GameEvents* events) { events_ = events; }
  // Runs one whole request (its reads and its writes) as one transaction: what transports wrap
  // every command in, so that two processes sharing the database cannot interleave. `scope`
  // says what it keeps from other requests (LockScope: one game, everything, or nothing for a
  // request that only reads). The notices it made are published with it and delivered once it
  // has committed.
  Status in_one_transaction(const std::function<Status()>& request,
                            LockScope scope = LockScope::everything());
  // Several requests in one transaction: each keeps all or nothing of its own, and
  // one commit (one flush to disk) makes all of them durable, where a commit each could not
  // keep up with requests that arrive together. The notices of each come back with its outcome
  // and are delivered when the caller says (deliver), once it has told its own client. If the
  // transaction fails as a whole (a lost connection, a deadlock between instances), every
  // request runs again in a transaction of its own.
  std::vector<BatchedOutcome> in_one_transaction_each(const std::vector<BatchedRequest>& requests);
  // Notices committed by in_one_transaction_each, to this server's listeners.
  void deliver(const std::vector<Notice>& notices);

  // --- accounts ---
  Result<Report> signup(const std::string& user, std::string_view password,
                        const std::string& address);
  Result<Report> add_computer(const std::string& user);  // an account the MoveProvider plays
  Result<User> authenticate(const std::string& user, std::string_view password);
  // The actor a correct password makes (see Actor): what an edge checks once, then names on
  // every request.
  Result<Actor> log_in(const std::string& user, std::string_view password);
  // For the edges, which run Argon2id on a worker thread (net::PasswordWorker) before the
  // request: the hash `authenticate` would check this password against (a decoy's for an unknown
  // userid), or nothing when it would not hash. `password_checked` takes the worker's answer,
  // which `authenticate` then gives without hashing.
  std::optional<std::string> hash_to_check(const std::string& user, std::string_view password);
  void password_checked(const std::string& user, const std::string& hash, std::string_view password,
                        bool matches);
  // A signup in two steps, for the same reason: everything but the hashing checked first, then
  // the account made with a hash of that password made elsewhere at `password_cost()`.
  Status check_signup(const std::string& user, std::string_view password,
                      const std::string& address);
  Result<Report> signup_with_hash(const std::string& user, const std::string& password_hash,
                                  const std::string& address);
  PasswordCost password_cost() const { return options_.password_cost; }
  // `new_hash`: the new password's hash, made elsewhere already (see hash_to_check).
  Result<Report> change_password(const std::string& user, std::string_view old_password,
                                 std::string_view new_password,
                                 const std::optional<std::string>& new_hash = std::nullopt);
  // A new password for an actor who proved the account otherwise (a password-reset link).
  Result<Report> set_password(const Actor& actor, std::string_view new_password,
                              const std::optional<std::string>& new_hash = std::nullopt);
  Result<Report> change_address(const Actor& actor, const std::string& address);
  Result<Report> signoff(const Actor& actor);
  Result<Report> set_display(const Actor& actor, std::optional<bool> flip,
                             std::optional<BoardStyle> style);
  Result<Report> set_game_limit(const Actor& actor, int limit);
  Result<User> find_user(const std::string& user);

  // --- games ---
  // The first user moves first: Black in an even game, White (the giver) with a handicap.
  Result<Report> challenge(VariantId variant, const std::string& first, const std::string& second,
                           const ChallengeOptions& options);
  // guard: the move number the player meant (`#N`); the move is refused if it is another.
  // `why`, if given, receives the reason of a refusal by the rules or the turn as a code with
  // parameters (core/refusal.h), for the API to send beside the message.
  Result<Report> move(GameKey key, const Actor& actor, std::string_view move_text,
                      std::optional<int> guard, const std::string& comment,
                      std::optional<Refusal>* why = nullptr);
  // A move kept until the player's turn comes, then played if it is legal then.
  Result<Report> queue(GameKey key, const Actor& actor, std::string_view move_text,
                       std::optional<int> guard);
  // Out of turn, takes effect when the player's turn comes. Before both players have moved it
  // ends the game at once, unrated: the challenged player declines, the other aborts.
  Result<Report> resign(GameKey key, const Actor& actor, const std::string& comment);
  // A resignation made out of turn, taken back before the player's turn came.
  Result<Report> withdraw_resignation(GameKey key, const Actor& actor);
  // The challenged player's answer before their first move: `accept` tells the challenger the
  // game is on (a first move says the same); `reject` declines it, as resigning then would.
  Result<Report> answer_challenge(GameKey key, const Actor& actor, bool accept,
                                  const std::string& comment);
  // A draw offer, an undo request (of one's own last move) or, in Yari, an impasse claim.
  Result<Report> propose(GameKey key, const Actor& actor, ProposalKind kind,
                         const std::string& comment);
  Result<Report> answer(GameKey key, const Actor& actor, bool accept, const std::string& comment);
  Result<Report> chat(GameKey key, const Actor& actor, const std::string& text);
  Result<Report> follow(GameKey key, const Actor& actor, FollowKind kind);
  Result<Report> unfollow(GameKey key, const Actor& actor);

  // --- seeks (seeks.cpp): open challenges in the lobby, anyone but their author may take one ---
  // `user` is authenticated already (a token, a logged-in connection, a checked password). Each
  // change is published as a notice (SeekNews) for the lobby's streams, here and on the other
  // instances sharing the database.
  Result<std::vector<Seek>> seeks();  // oldest first
  // A seek on `terms` (its variant, handicap, time, rated, seeker_first): the seek made, numbered.
  Result<Seek> make_seek(const Actor& actor, const Seek& terms);
  Result<Report> cancel_seek(const Actor& actor, int id);
  // Takes the seek away and makes its game in the caller's transaction: of two accepting at once
  // (on one instance or two), exactly one gets the game.
  Result<Report> accept_seek(const Actor& actor, int id);

  // --- reading ---
  Result<GameRecord> game(GameKey key);
  // The position of a game as game() gave it (from memory when it is the version stored).
  Result<LiveGame> position(const GameRecord& record);
  // The game as stored now with its position, shared with this service's memory instead of
  // copied when it holds that version (what the streams send after every move).
  Result<GameCache::Entry> snapshot(GameKey key);
  // Moves tried on a copy of the game; nothing is stored.
  Result<LiveGame> preview(GameKey key, const std::vector<std::string>& moves);
  // In the order of their numbers; with a `limit`, the newest that many (numbered below
  // `before`, if given) of all the users' games together.
  Result<std::vector<GameRecord>> games(VariantId variant, const std::vector<std::string>& users,
                                        GameQuery::Which which, bool only_to_move, int before = 0,
                                        int limit = 0);
  Result<std::vector<Rating>> standings(VariantId variant);
  Result<std::vector<ChatLine>> chat_lines(GameKey key);  // the last page (ChatPage)
  Result<std::vector<ChatLine>> chat_page(GameKey key, ChatPage page);

  // Deadlines that have passed: losses on time of the game clocks (decided at the flag's
  // millisecond, whoever is connected), then the nagtime reminders and forfeittime forfeits.
  Result<std::vector<Notice>> tick();
  // When the next game clock runs out (the earliest flag of any active game), if any runs: a
  // server arms a timer for it and ticks then, so that a flag falls with nobody connected.
  // Read from the database once, then kept up to date by this service's own saves, which can
  // only bring it earlier: it may be early (the game that had the earliest flag moved since),
  // never late. A tick reads it again, so an early one costs one tick that finds nothing due.
  Result<std::optional<Millis>> next_deadline();
  // Reads the next deadline again next time: a change made elsewhere (another server instance,
  // `tori command`) may have brought a flag earlier than the one known here.
  void forget_deadline() { deadline_known_ = false; }
  // The service's time, to the millisecond: what clock readings are computed against.
  Millis now_millis() const { return clock_.now_millis(); }

 private:
  struct Seat {
    GameRecord record;
    LiveGame live;
    Color color;
  };
  Result<Seat> take_seat(GameKey key, const Actor& actor);
  // The account acting: refused for a guest, an unknown or signed-off account, or a session
  // whose password has changed since it logged in.
  Result<User> acting_user(const Actor& actor);
  Result<GameRecord> load(GameKey key);
  Result<Report> play_now(Seat& seat, std::string_view move_text, const std::string& comment,
                          std::optional<Refusal>* why = nullptr);
  void turn_changed(GameRecord& record, LiveGame& live, std::vector<std::string>& events);
  // The game clock (game_deadlines.cpp). If the side to move has run out of time by `now`, the
  // game is lost on time, or aborted when that side's first move was due (the headline comes
  // back); otherwise nothing changes.
  std::optional<std::string> decide_flag(GameRecord& record, LiveGame& live, Millis now);
  // The request came after the flag fell: the loss on time, stored and announced, is the answer
  // and `what` (the move, the resignation ...) is not carried out. Nothing while time is left.
  std::optional<Result<Report>> too_late(Seat& seat, const std::string& what, Millis now);
  // Charges the move just played to the mover's clock and starts the opponent's.
  void charge_move(GameRecord& record, Millis now);
  Status decide_flags(std::vector<Notice>& notices);
  Status day_limits(std::vector<Notice>& notices);
  void finish(GameRecord& record, const GameResult& result);
  // Endings before both players have moved, all unrated; each returns the headline.
  std::string decline(GameRecord& record, Color color, const std::string& user);
  std::string abort_game(GameRecord& record, LiveGame& live, Color color, const std::string& user);
  std::string abort_for_absence(GameRecord& record, LiveGame& live, Color absent,
                                const std::string& deadline);
  Status check_comment(const std::string& comment) const;
  // Saves the game under a new version; with its position, the cache keeps both.
  Status store_game(const GameRecord& record, const LiveGame* live = nullptr);
  // A game was just written: its flag may now be the next deadline.
  void note_flag(const GameRecord& record);
  // Reads through the request's memo (see RequestMemo); writes keep the memo true.
  Result<std::optional<User>> stored_user(const std::string& id);
  // An Argon2id hash at the service's cost that no password matches: checked against when the
  // userid is unknown, so that a wrong userid takes as long as a wrong password.
  const std::string& decoy_hash();
  // Refused if an account has this id, or one that differs from it only in case.
  Status check_userid_free(const std::string& id);
  Status insert_user(const User& user);
  Status update_user(const User& user);
  Result<std::optional<int64_t>> stored_version(GameKey key);
  int64_t new_game_version();
  bool is_computer(const std::string& user);
  Result<Report> store_and_announce(const GameRecord& record, const std::string& from,
                                    const std::string& headline, const LiveGame* live = nullptr);
  Result<std::vector<std::string>> audience(const GameRecord& record, const std::string& except);
  // Whether `user` may play in one more game of `variant` whose challenge awaits `challenged`
  // (empty: nobody): their own games below their limit, and the challenges they made, or wait
  // to answer, below the bounds (challenge_limits.cpp).
  Status check_limit(const User& user, VariantId variant, const std::string& challenged);
  // The new game's challenge awaits `challenged` (if anyone); untimed, until it expires.
  void wait_for_answer(GameRecord& record, const std::string& challenged);
  // An untimed challenge still unanswered at its expiry aborts the game, unrated (the headline).
  std::optional<std::string> expire_challenge(GameRecord& record, Millis now);
  // Every notice a request makes passes here on its way out in the request's Report.
  Report published(Report report);
  void publish(const std::vector<Notice>& notices);
  // One request in a transaction of its own, its notices (once committed) not yet delivered.
  BatchedOutcome transact_alone(const std::function<Status()>& request, LockScope scope);
  // Tells other instances (inside the transaction: only committed notices travel).
  Status read_ahead(const std::vector<GameKey>& games);
  Status notify_others(const std::vector<Notice>& notices);

  Storage& storage_;
  const Clock& clock_;
  ServiceOptions options_;
  MoveProvider* provider_ = nullptr;
  const ComputerBacklog* backlog_ = nullptr;
  GameEvents* events_ = nullptr;
  VerifiedPasswords verified_;
  GameCache cache_;
  std::unordered_map<std::string, bool> computers_;  // userid -> plays through the MoveProvider
  std::mt19937_64 version_random_{std::random_device{}()};
  std::string decoy_hash_;       // see decoy_hash
  int requests_open_ = 0;        // in_one_transaction calls under way
  std::vector<Notice> pending_;  // published by the open request, not yet committed
  RequestMemo memo_;         // what the open request (or, while delivering, the last one) has read
  bool delivering_ = false;  // see deliver
  bool memo_in_use() const { return requests_open_ > 0 || delivering_; }
  bool deadline_known_ = false;  // see next_deadline
  std::optional<Millis> deadline_;
};

// "Black (bob)", for messages.
std::string seat_name(const GameRecord& g, Color c);

// Whom a challenge between `first` and `second` asked by `asker` waits for: the other player;
// nobody when both asked.
std::string challenged_player(const std::string& first, const std::string& second,
                              ChallengeAsker asker);

}  // namespace tori::server
