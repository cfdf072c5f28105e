#include "engine/position.h"
#include <gtest/gtest.h>
using namespace grand;
TEST(Fen, StartRoundTrip) { EXPECT_EQ(Position().fen(), StartFen); }
