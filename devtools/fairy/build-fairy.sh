#!/bin/sh
# Builds Fairy-Stockfish for the Fantasy Grand Chess cross-check (10x10 boards need
# largeboards=yes). Downloads nothing: give it a checkout of
# https://github.com/fairy-stockfish/Fairy-Stockfish (its top directory, the one holding src/).
#
#   devtools/fairy/build-fairy.sh /path/to/Fairy-Stockfish [ARCH]
#
# ARCH defaults to x86-64-modern. The binary is src/stockfish inside the checkout; pass it to
# crosscheck.py with --fairy.
set -eu

if [ $# -lt 1 ] || [ ! -f "$1/src/Makefile" ]; then
    echo "usage: $0 FAIRY_STOCKFISH_CHECKOUT [ARCH]  (the directory holding src/Makefile)" >&2
    exit 2
fi
src="$1/src"
arch="${2:-x86-64-modern}"
jobs=$(nproc 2>/dev/null || echo 2)

if command -v git >/dev/null 2>&1 && git -C "$1" rev-parse HEAD >/dev/null 2>&1; then
    echo "Fairy-Stockfish commit $(git -C "$1" rev-parse HEAD)"
fi
cd "$src"
make -j"$jobs" build ARCH="$arch" largeboards=yes
echo "built $src/stockfish"
