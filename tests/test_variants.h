#pragma once

// A game description made for the tests: Grand Chess's pieces on a board of ten files and
// eight ranks (the shape Embassy Chess has), without pawns, whose promotion zone Grand
// Chess's move tables place for ten ranks. The engine's and the window's tests both read
// and draw it, so that nothing in either takes the board to be 10x10.

#include "engine/rules/variant.h"

namespace grand::test {

inline const Variant& tenByEight() {
    static const Variant v = [] {
        Variant d = grandChess();
        d.id = "test-10x8";
        d.name = "Test Chess";
        d.ranks = 8;
        d.startFen = "rnbqkcabnr/10/10/10/10/10/10/RNBQKCABNR w - - 0 1";
        return d;
    }();
    return v;
}

} // namespace grand::test
