// `tori convert`: game records between KIF, PGN and USI (KIF and PGN with their variations); a
// record's moves, one move, or a position between notations.
#include "cli/convert_command.h"

#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <sstream>

#include "core/fen.h"
#include "notation/move_notation.h"
#include "notation/record_io.h"
#include "notation/record_tree.h"

namespace tori::cli {

namespace {

struct ConvertOptions {
  std::string input = "-";
  std::string output = "-";
  std::string from;
  std::string to = "kif";
  std::string variant;
  std::string notation;
  std::string position;
  std::string move;
};

[[noreturn]] void fail(const std::string& message) {
  std::cerr << "tori convert: " << message << "\n";
  throw CLI::RuntimeError(2);
}

std::string read_input(const std::string& path) {
  if (path == "-") {
    return std::string(std::istreambuf_iterator<char>(std::cin), {});
  }
  std::ifstream file(path, std::ios::binary);
  if (!file) fail("cannot read " + path);
  return std::string(std::istreambuf_iterator<char>(file), {});
}

void write_output(const std::string& path, const std::string& text) {
  if (path == "-") {
    std::cout << text;
    return;
  }
  std::ofstream file(path, std::ios::binary);
  file << text;
  if (!file.flush()) fail("cannot write " + path);
}

VariantId variant_option(const ConvertOptions& o) {
  if (o.variant.empty()) return VariantId::TORI;
  auto id = parse_variant_name(o.variant);
  if (!id) fail("unknown variant '" + o.variant + "' (expected tori or yari)");
  return *id;
}

MoveNotation notation_option(const std::string& name) {
  auto n = parse_notation_name(name);
  if (!n) fail("unknown notation '" + name + "' (western, numeric, japanese, usi, uci, server)");
  return *n;
}

// The moves of a record, numbered, one per line, in the chosen notation.
template <class V>
std::string move_list(const RecordedGame& record, MoveNotation n) {
  auto game = replay<V>(record);
  if (!game) fail(game.error().to_string());
  Game<V> replayed(game->start());
  std::ostringstream out;
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    const Position<V>& pos = replayed.position();
    MoveContext context{i == 0 ? Move() : record.moves[i - 1].move};
    out << i + 1 << ". " << format_move(pos, record.moves[i].move, n, context) << "\n";
    replayed.play(record.moves[i].move);
  }
  if (game->over()) out << game->result().description << "\n";
  return out.str();
}

std::string convert_record(const ConvertOptions& o) {
  std::optional<RecordFormat> from;
  if (!o.from.empty()) {
    from = parse_record_format_name(o.from);
    if (!from) fail("unknown record format '" + o.from + "' (kif, pgn, usi)");
  }
  ReadOptions read_options;
  read_options.variant = variant_option(o);
  // Read with its variations, which KIF and PGN write again; a USI command and a move list have
  // the main line only.
  auto tree = read_record_tree(read_input(o.input), from, read_options);
  if (!tree) fail(tree.error().to_string());
  const RecordedGame& record = tree->game;
  if (!o.notation.empty()) {
    MoveNotation n = notation_option(o.notation);
    return visit_variant(record.variant, [&]<class V>() { return move_list<V>(record, n); });
  }
  auto to = parse_record_format_name(o.to);
  if (!to) fail("unknown record format '" + o.to + "' (kif, pgn, usi)");
  if (*to == RecordFormat::KIF) return write_kif_tree(*tree);
  if (*to == RecordFormat::PGN) return write_pgn_tree(*tree);
  return write_record(record, *to);
}

template <class V>
std::string convert_position(const ConvertOptions& o) {
  auto pos = parse_position<V>(o.position);
  if (!pos) fail("bad position: " + pos.error().to_string());
  if (!o.move.empty()) {
    auto m = parse_any_move(*pos, o.move);
    if (!m) fail("cannot read '" + o.move + "': " + m.error().message);
    if (auto reason = Game<V>(*pos).why_illegal(*m))
      fail("illegal move '" + o.move + "': " + *reason);
    return format_move(*pos, *m, notation_option(o.notation.empty() ? "western" : o.notation)) +
           "\n";
  }
  if (o.to == "fen") return to_fen(*pos) + "\n";
  if (o.to == "sfen") return to_sfen(*pos) + "\n";
  fail("a position converts --to fen or --to sfen");
}

}  // namespace

void add_convert_command(CLI::App& app) {
  auto o = std::make_shared<ConvertOptions>();
  CLI::App* cmd = app.add_subcommand(
      "convert", "Convert game records (KIF, PGN, USI), moves and positions between notations");
  cmd->add_option("input", o->input, "record file, or - for standard input")->capture_default_str();
  cmd->add_option("-o,--output", o->output, "output file, or - for standard output")
      ->capture_default_str();
  cmd->add_option("--from", o->from, "record format of the input (default: detected)");
  cmd->add_option("--to", o->to, "kif, pgn or usi; with --position: fen or sfen")
      ->capture_default_str();
  cmd->add_option("--variant", o->variant, "tori or yari, where the input does not say");
  cmd->add_option("--notation", o->notation,
                  "list the record's moves (or write --move) in this notation: western, numeric, "
                  "japanese, usi, uci, server");
  cmd->add_option("--position", o->position, "convert this FEN/SFEN (or a move in it) instead");
  cmd->add_option("--move", o->move, "with --position: a move in any notation to rewrite");
  cmd->callback([o] {
    std::string text;
    if (!o->position.empty())
      text = visit_variant(variant_option(*o), [&]<class V>() { return convert_position<V>(*o); });
    else
      text = convert_record(*o);
    write_output(o->output, text);
  });
}

}  // namespace tori::cli
