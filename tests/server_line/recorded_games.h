// Real games for the end-to-end tests, in the moves players send (the server's notation).
#pragma once

#include <string>
#include <vector>

namespace tori::server::line::testing {

// The moves of tests/data/records/tori_game.kif in the server's notation (as `tori convert
// tori_game.kif --notation server` writes them): Black mates with a right quail drop on 5e.
inline const std::vector<std::string> TORI_MATE_GAME = {
    "3d-3c", "4b-3c", "Sw*3d", "Sw*1f", "1g-1f", "3c-2b", "5e-5d", "5c-5d", "Sw*5c", "3a-4b",
    "Sw*5b", "5a-6b", "1e-1d", "1c-1d", "3g-3f", "1d-1e", "1f-1e", "1a-1e", "Sw*7d", "Sw*2f",
    "7d-7c", "7a-7c", "7e-7d", "Sw*7f", "7g-7f", "Sw*7e", "7f-7e", "RQ*5e", "7d-7c", "2f-2g+",
    "3f-2g", "4b-5c", "5g-6f", "Pt*5g", "Sw*4b", "1e-4b", "6f-5g", "6b-7c", "7e-7c", "4a-5b",
    "5g-6f", "5c-6b", "7c-7b", "Sw*7a", "Sw*5c", "5b-5c", "Pt*4a", "Sw*5a", "Cr*5b", "5a-5b",
    "4f-5e", "5d-5e", "6f-5e", "Sw*4f", "4g-4f", "Sw*5d", "5e-5d", "5c-5d", "RQ*5e"};

// tests/data/records/yari_handicap.kif: White gives two pieces (`2p`, the yari bishop and yari
// rook of 2a and 1a), moves first, and resigns after Black's 50th move.
inline const std::vector<std::string> YARI_HANDICAP_GAME = {
    "3a-2b",  "6g-6f", "5a-5b",  "4g-4f", "5b-4d",  "3i-4g",  "1c-1d",  "4f-4e",  "4d-4e",
    "4g-4e",  "4a-4b", "YN*3e",  "4c-4d", "4e-3c+", "2b-3c",  "P*4c",   "4b-3b",  "3e-3c=",
    "3b-3c",  "5i-4h", "YN*3e",  "YB*2f", "YN*3d",  "2f-2e",  "3e-3g+", "2i-3g",  "P*3f",
    "3g-4e",  "4d-4e", "4c-4b+", "YN*3g", "4i-5i",  "3g-3h+", "4b-3a",  "3c-4b",  "3a-3d",
    "3h-4h",  "5i-4h", "YB*4f",  "4h-5h", "3f-3g+", "YN*4d",  "4b-3a",  "4d-4c=", "3a-2a",
    "2e-2c=", "P*2b",  "YN*3c",  "2a-1a", "2c-2b+"};

}  // namespace tori::server::line::testing
