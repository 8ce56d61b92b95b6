// The NNUE training data format: positions of random games of both variants, packed, written
// game by game, read back and unpacked, come back exactly; an interrupted file is resumed.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "core/fen.h"
#include "support/random_game.h"
#include "tune/packed_data_file.h"

namespace tori::tune {
namespace {

std::string temp_path(const std::string& name) {
  return (std::filesystem::temp_directory_path() / (name + std::to_string(::getpid()))).string();
}

// A label that differs from position to position, so that a mix-up shows.
TrainingPosition label_for(uint32_t game, int index) {
  return {((index * 7919) % 4001) - 2000, index % 3 - 1, 1 + index, game};
}

template <class V>
void check_round_trip(VariantId id) {
  const std::string path = temp_path(std::string(V::NAME) + "_packed_");
  std::filesystem::remove(path);
  std::vector<Position<V>> written;
  std::vector<TrainingPosition> labels;
  {
    auto writer = PackedDataWriter::open(path, id);
    ASSERT_TRUE(writer) << writer.error().message;
    for (uint32_t game = 0; game < 6; ++game) {
      std::vector<PackedBytes> records;
      int index = 0;
      for (const Position<V>& pos : test_support::random_game<V>(100 + game, 160)) {
        TrainingPosition label = label_for(game, index++);
        auto packed = pack(pos, label);
        ASSERT_TRUE(packed);
        records.push_back(*packed);
        written.push_back(pos);
        labels.push_back(label);
      }
      ASSERT_FALSE(writer.value().append(records));
    }
    EXPECT_EQ(writer->records(), written.size());
  }
  EXPECT_EQ(std::filesystem::file_size(path), PACKED_HEADER_SIZE + written.size() * PACKED_SIZE);
  auto records = read_packed_file(path, id);
  ASSERT_TRUE(records) << records.error().message;
  ASSERT_EQ(records->size(), written.size());
  for (std::size_t i = 0; i < written.size(); ++i) {
    auto back = unpack<V>((*records)[i]);
    ASSERT_TRUE(back) << i;
    EXPECT_TRUE(back->first == written[i]) << to_sfen(back->first) << " vs " << to_sfen(written[i]);
    EXPECT_EQ(back->first.key(), written[i].key());
    EXPECT_EQ(back->first.checkers(), written[i].checkers());
    EXPECT_EQ(back->second.score, labels[i].score);
    EXPECT_EQ(back->second.result, labels[i].result);
    EXPECT_EQ(back->second.ply, labels[i].ply);
    EXPECT_EQ(back->second.game, labels[i].game);
  }
  EXPECT_FALSE(read_packed_file(path, id == VariantId::TORI ? VariantId::YARI : VariantId::TORI));
  std::filesystem::remove(path);
}

TEST(PackedData, ReadsBackExactlyInTori) { check_round_trip<Tori>(VariantId::TORI); }
TEST(PackedData, ReadsBackExactlyInYari) { check_round_trip<Yari>(VariantId::YARI); }

TEST(PackedData, ResumesAfterAnInterruptedWrite) {
  const std::string path = temp_path("resume_packed_");
  std::filesystem::remove(path);
  auto positions = test_support::random_game<Tori>(5, 20);
  auto game_records = [&](uint32_t game) {
    std::vector<PackedBytes> records;
    for (std::size_t i = 0; i < positions.size(); ++i)
      records.push_back(*pack(positions[i], label_for(game, int(i))));
    return records;
  };
  {
    auto writer = PackedDataWriter::open(path, VariantId::TORI);
    ASSERT_TRUE(writer);
    ASSERT_FALSE(writer.value().append(game_records(0)));
    ASSERT_FALSE(writer.value().append(game_records(2)));
  }
  // A write cut off in the middle of a record.
  std::ofstream(path, std::ios::binary | std::ios::app).write("torn record", 11);
  auto writer = PackedDataWriter::open(path, VariantId::TORI);
  ASSERT_TRUE(writer) << writer.error().message;
  EXPECT_EQ(writer->records(), 2 * positions.size());
  EXPECT_TRUE(writer->has_game(0));
  EXPECT_FALSE(writer->has_game(1));
  EXPECT_TRUE(writer->has_game(2));
  ASSERT_FALSE(writer.value().append(game_records(1)));
  EXPECT_TRUE(writer->has_game(1));
  auto records = read_packed_file(path, VariantId::TORI);
  ASSERT_TRUE(records);
  EXPECT_EQ(records->size(), 3 * positions.size());
  EXPECT_EQ(std::filesystem::file_size(path),
            PACKED_HEADER_SIZE + 3 * positions.size() * PACKED_SIZE);
  EXPECT_FALSE(PackedDataWriter::open(path, VariantId::YARI));  // the file is Tori's
  std::filesystem::remove(path);
}

TEST(PackedData, RefusesBytesThatAreNoPosition) {
  PackedBytes zeros{};
  EXPECT_FALSE(unpack<Tori>(zeros));  // no kings
  auto packed = *pack(start_position<Yari>(), {});
  packed[7] = 0x80;  // a piece beyond the 63 squares
  EXPECT_FALSE(unpack<Yari>(packed));
  // A Tori record read as Yari: kings where Yari has kings, but 20 yari rooks (the fuzzer's find).
  auto tori = *pack(start_position<Tori>(), {});
  EXPECT_TRUE(unpack<Tori>(tori));
  EXPECT_FALSE(unpack<Yari>(tori));
  tori[42] = 2;  // a result that is neither win, draw nor loss
  EXPECT_FALSE(unpack<Tori>(tori));
  tori[42] = 1;
  EXPECT_TRUE(unpack<Tori>(tori));
  tori[28] = 186;  // Black holds 186 of the first hand type
  EXPECT_FALSE(unpack<Tori>(tori));
}

}  // namespace
}  // namespace tori::tune
