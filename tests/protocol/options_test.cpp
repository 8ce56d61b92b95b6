// Options: what each dialect lists, and how setoption changes the settings.
#include "protocol/options.h"

#include <gtest/gtest.h>

namespace tori::protocol {
namespace {

Result<OptionChange> set(ProtocolSettings& s, std::string name, std::string value,
                         Dialect d = Dialect::USI) {
  return apply_option(s, SetOptionCommand{std::move(name), std::move(value)}, d);
}

TEST(Options, EachDialectNamesItsVariantOption) {
  EXPECT_EQ(option_lines(Dialect::USI).front(),
            "option name USI_Variant type combo default torishogi var torishogi var yarishogi");
  EXPECT_EQ(option_lines(Dialect::UCI).front(),
            "option name UCI_Variant type combo default torishogi var torishogi var yarishogi");
}

TEST(Options, SpinsChecksAndAliases) {
  ProtocolSettings s;
  EXPECT_TRUE(set(s, "hash", "128").ok());  // names are not case-sensitive
  EXPECT_EQ(s.engine.hash_mb, 128);
  EXPECT_TRUE(set(s, "USI_Hash", "32").ok());
  EXPECT_EQ(s.engine.hash_mb, 32);
  EXPECT_TRUE(set(s, "Threads", "3").ok());
  EXPECT_EQ(s.engine.threads, 3);
  EXPECT_TRUE(set(s, "MultiPV", "4").ok());
  EXPECT_EQ(s.engine.multipv, 4);
  EXPECT_TRUE(set(s, "Skill_Level", "5").ok());
  EXPECT_EQ(s.engine.skill, 5);
  EXPECT_TRUE(set(s, "USI_Ponder", "true").ok());
  EXPECT_TRUE(s.ponder);
  EXPECT_TRUE(set(s, "Ponder", "FALSE").ok());
  EXPECT_FALSE(s.ponder);
}

TEST(Options, OutOfRangeIsClampedAndNoted) {
  ProtocolSettings s;
  auto change = set(s, "Skill_Level", "-3");
  ASSERT_TRUE(change.ok());
  EXPECT_EQ(s.engine.skill, 0);
  EXPECT_FALSE(change->note.empty());
}

TEST(Options, BadNamesAndValuesChangeNothing) {
  ProtocolSettings s;
  EXPECT_FALSE(set(s, "Contempt", "10").ok());
  EXPECT_FALSE(set(s, "Hash", "").ok());
  EXPECT_FALSE(set(s, "Hash", "12MB").ok());
  EXPECT_FALSE(set(s, "Ponder", "yes").ok());
  EXPECT_FALSE(set(s, "USI_Variant", "shogi").ok());
  EXPECT_EQ(s.engine.hash_mb, ProtocolSettings{}.engine.hash_mb);
  EXPECT_EQ(s.variant, VariantId::TORI);
}

TEST(Options, NeuralEvaluation) {
  ProtocolSettings s;
  EXPECT_TRUE(s.engine.use_nnue);  // the embedded nets beat the classical evaluation
  EXPECT_TRUE(set(s, "Use NNUE", "false").ok());
  EXPECT_FALSE(s.engine.use_nnue);
  auto change = set(s, "Use NNUE", "true");
  ASSERT_TRUE(change.ok());
  EXPECT_TRUE(s.engine.use_nnue);
  EXPECT_FALSE(change->note.empty());  // which net, or why the classical evaluation stays
  EXPECT_FALSE(set(s, "EvalFile", "/no/such/net.nnue").ok());
  EXPECT_EQ(s.engine.eval_file, "");
  EXPECT_TRUE(set(s, "EvalFile", "<empty>").ok());
  EXPECT_EQ(s.engine.eval_file, "");
  EXPECT_TRUE(set(s, "use nnue", "false").ok());
  EXPECT_FALSE(s.engine.use_nnue);
}

TEST(Options, VariantByEitherName) {
  ProtocolSettings s;
  auto change = set(s, "UCI_Variant", "yarishogi", Dialect::UCI);
  ASSERT_TRUE(change.ok());
  EXPECT_TRUE(change->variant_changed);
  EXPECT_EQ(s.variant, VariantId::YARI);
  change = set(s, "USI_Variant", "yari");
  ASSERT_TRUE(change.ok());
  EXPECT_FALSE(change->variant_changed);
  EXPECT_TRUE(set(s, "usi_variant", "torishogi").ok());
  EXPECT_EQ(s.variant, VariantId::TORI);
}

}  // namespace
}  // namespace tori::protocol
