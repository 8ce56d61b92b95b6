// One table of spin options serves both listing and setting, so the two cannot disagree.
#include "protocol/options.h"

#include <algorithm>
#include <charconv>

namespace tori::protocol {

namespace {

struct SpinOption {
  const char* name;
  int engine::Options::*field;
  int default_value;
  int min;
  int max;
};

// Not constexpr: Options holds a string, which clang with libstdc++ 12 cannot build at compile
// time.
const SpinOption SPIN_OPTIONS[] = {
    {"Hash", &engine::Options::hash_mb, engine::Options{}.hash_mb, 1, 65536},
    {"Threads", &engine::Options::threads, engine::Options{}.threads, 1, 256},
    {"MultiPV", &engine::Options::multipv, engine::Options{}.multipv, 1, 500},
    {"Skill_Level", &engine::Options::skill, engine::Options{}.skill, 0, 20},
};

std::string variant_option_name(Dialect dialect) {
  return dialect == Dialect::USI ? "USI_Variant" : "UCI_Variant";
}

const SpinOption* find_spin(std::string_view name) {
  // USI GUIs set the hash size through the reserved name USI_Hash.
  if (equals_ignoring_case(name, "USI_Hash")) name = "Hash";
  for (const SpinOption& o : SPIN_OPTIONS)
    if (equals_ignoring_case(name, o.name)) return &o;
  return nullptr;
}

Result<OptionChange> set_spin(ProtocolSettings& settings, const SpinOption& option,
                              std::string_view text) {
  long long value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size())
    return make_error(std::string(option.name) + " needs a whole number, not '" +
                      std::string(text) + "'");
  OptionChange change;
  long long clamped = std::clamp<long long>(value, option.min, option.max);
  if (clamped != value)
    change.note = std::string(option.name) + " set to " + std::to_string(clamped) + " (range " +
                  std::to_string(option.min) + ".." + std::to_string(option.max) + ")";
  settings.engine.*option.field = int(clamped);
  return change;
}

Result<bool> parse_check(std::string_view name, std::string_view text) {
  if (equals_ignoring_case(text, "true")) return true;
  if (equals_ignoring_case(text, "false")) return false;
  return make_error(std::string(name) + " needs true or false, not '" + std::string(text) + "'");
}

// A net that cannot be used is not an error of the option, since the classical evaluation
// takes over, but the user should hear of it.
OptionChange evaluation_note(const ProtocolSettings& settings) {
  OptionChange change;
  change.note = evaluation_line(settings);
  return change;
}

// A net file must be readable and fit the variant now set; an empty value (or USI's <empty>)
// means the embedded net.
Result<OptionChange> set_eval_file(ProtocolSettings& settings, std::string_view value) {
  std::string path = value == "<empty>" ? "" : std::string(value);
  engine::Options tried = settings.engine;
  tried.eval_file = path;
  tried.use_nnue = true;
  if (!path.empty())
    if (auto described = engine::describe_evaluation(settings.variant, tried); !described)
      return described.error();
  settings.engine.eval_file = path;
  if (!settings.engine.use_nnue) return OptionChange{};
  return evaluation_note(settings);
}

}  // namespace

std::string evaluation_line(const ProtocolSettings& settings) {
  auto described = engine::describe_evaluation(settings.variant, settings.engine);
  return described ? "evaluation: " + *described
                   : "NNUE unavailable, classical evaluation: " + described.error().message;
}

std::string variant_option_value(VariantId id) {
  return std::string(id == VariantId::TORI ? Tori::FSF_NAME : Yari::FSF_NAME);
}

std::vector<std::string> option_lines(Dialect dialect) {
  std::vector<std::string> lines;
  lines.push_back("option name " + variant_option_name(dialect) + " type combo default " +
                  variant_option_value(VariantId::TORI) + " var " +
                  variant_option_value(VariantId::TORI) + " var " +
                  variant_option_value(VariantId::YARI));
  for (const SpinOption& o : SPIN_OPTIONS)
    lines.push_back("option name " + std::string(o.name) + " type spin default " +
                    std::to_string(o.default_value) + " min " + std::to_string(o.min) + " max " +
                    std::to_string(o.max));
  lines.push_back("option name Ponder type check default false");
  // Fairy-Stockfish's names for the neural evaluation and its net file.
  lines.push_back(std::string("option name Use NNUE type check default ") +
                  (engine::Options{}.use_nnue ? "true" : "false"));
  lines.push_back("option name EvalFile type string default <empty>");
  return lines;
}

Result<OptionChange> apply_option(ProtocolSettings& settings, const SetOptionCommand& cmd,
                                  Dialect dialect) {
  const std::string& name = cmd.name;
  // Both variant names are accepted in both dialects: a tool may keep the name it knows.
  if (equals_ignoring_case(name, variant_option_name(dialect)) ||
      equals_ignoring_case(name, "USI_Variant") || equals_ignoring_case(name, "UCI_Variant")) {
    auto id = parse_variant_name(cmd.value);
    if (!id)
      return make_error("unknown variant '" + cmd.value + "' (expected torishogi or yarishogi)");
    OptionChange change;
    change.variant_changed = *id != settings.variant;
    settings.variant = *id;
    return change;
  }
  if (const SpinOption* spin = find_spin(name)) return set_spin(settings, *spin, cmd.value);
  if (equals_ignoring_case(name, "Ponder") || equals_ignoring_case(name, "USI_Ponder")) {
    auto value = parse_check(name, cmd.value);
    if (!value) return value.error();
    settings.ponder = *value;
    return OptionChange{};
  }
  if (equals_ignoring_case(name, "Use NNUE")) {
    auto value = parse_check(name, cmd.value);
    if (!value) return value.error();
    settings.engine.use_nnue = *value;
    return evaluation_note(settings);
  }
  if (equals_ignoring_case(name, "EvalFile")) return set_eval_file(settings, cmd.value);
  return make_error("unknown option '" + name + "'");
}

}  // namespace tori::protocol
