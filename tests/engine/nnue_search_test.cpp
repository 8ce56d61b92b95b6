// The search with the neural evaluation switched on: it reads a net file, searches with it
// (through the accumulator stack) and plays legal moves; a missing net is reported, not fatal.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "core/game.h"
#include "core/move_text.h"
#include "engine/engine.h"
#include "engine/random_network.h"

namespace tori::engine {
namespace {

template <class V>
std::string write_random_net_file(const std::string& name) {
  auto path = std::filesystem::temp_directory_path() / (name + std::to_string(::getpid()));
  std::vector<unsigned char> bytes = nnue::write_network(nnue::random_network<V>(11));
  std::ofstream(path, std::ios::binary)
      .write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
  return path.string();
}

template <class V>
void check_search_with_net(VariantId id) {
  const std::string path = write_random_net_file<V>(std::string(V::NAME) + "_random_net_");
  Options options;
  options.use_nnue = true;
  options.eval_file = path;
  auto described = describe_evaluation(id, options);
  ASSERT_TRUE(described) << described.error().message;
  EXPECT_NE(described->find("random test net"), std::string::npos);

  Engine engine(id, options);
  Game<V> game;
  for (int ply = 0; ply < 12 && !game.legal_moves().empty(); ++ply) {
    ASSERT_FALSE(engine.set_position("startpos", game.moves()));
    SearchLimits limits;
    limits.depth = 4;
    SearchOutcome out = engine.search(limits);
    ASSERT_TRUE(game.play(out.best)) << to_usi<V>(out.best);
  }
  std::filesystem::remove(path);
}

TEST(NnueSearch, PlaysLegalMovesWithANetFile) {
  check_search_with_net<Tori>(VariantId::TORI);
  check_search_with_net<Yari>(VariantId::YARI);
}

TEST(NnueSearch, AnUnreadableNetIsReportedAndTheClassicalEvaluationPlays) {
  Options options;
  options.use_nnue = true;
  options.eval_file = "/no/such/file.nnue";
  EXPECT_FALSE(describe_evaluation(VariantId::TORI, options));
  Engine engine(VariantId::TORI, options);
  ASSERT_FALSE(engine.set_position("startpos", {}));
  SearchLimits limits;
  limits.depth = 3;
  EXPECT_TRUE(engine.search(limits).best);
}

}  // namespace
}  // namespace tori::engine
