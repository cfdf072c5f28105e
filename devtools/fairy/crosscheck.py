#!/usr/bin/env python3
"""Cross-check the engine's Fantasy Grand Chess move generator against Fairy-Stockfish.

Fairy-Stockfish (FSF) cannot play Fantasy Grand Chess as such, but it can express most of
its pieces in Betza notation through a variants.ini file. This script

  1. writes FSF variant definitions for the army pairings (one base section per ordered
     pairing, plus per-position sections that only change the double-step and promotion
     regions, see `position_settings`),
  2. builds a set of positions: the 36 start positions without the pieces FSF cannot
     express, and positions reached from them by random legal moves (moves come from
     `gc-engine perft`; the next FEN is computed here and checked against the engine's
     own divide counts),
  3. runs perft 1..D in both engines and compares; on a mismatch it compares the divides
     and walks down the first differing move until the move lists differ,
  4. optionally writes the agreed counts to an EPD file in the project's notation.

Standard library only. See README.md beside this file.
"""

# The work is done by the modules beside this script (README.md lists them):
#   armies.py     the armies' pieces, Betza strings and rules
#   notation.py   positions and moves in our notation
#   checkable.py  which positions FSF can reproduce exactly, and their regions
#   variants.py   the FSF variants.ini sections
#   engines.py    our engine's perft and the FSF UCI driver
#   generate.py   the positions to compare (random games, EPD)
#   compare.py    the comparison, the mismatch walk and the report

import argparse
import os
import random
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
# Imported by path so that the script runs from any directory; no __pycache__ is written
# into the source tree (the single-file script never left one).
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

from armies import ARMY_ORDER  # noqa: E402
from compare import Checker, compare_positions, print_summary, write_agreed  # noqa: E402
from engines import Fairy, Ours, fairy_check_ini  # noqa: E402
from generate import collect_positions  # noqa: E402
from variants import settings_key, write_base_ini, write_position_ini  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engine", default="/tmp/gc-engine", help="our engine (perft DEPTH FEN)")
    ap.add_argument("--fairy", default=os.environ.get("FAIRY_STOCKFISH", "fairy-stockfish"),
                    help="Fairy-Stockfish binary built with largeboards=yes")
    ap.add_argument("--depth", type=int, default=3)
    ap.add_argument("--games", type=int, default=3, help="random games per pairing")
    ap.add_argument("--promo-games", type=int, default=2, help="extra random games per pairing "
                    "with a promoting army, mostly moving pawn-like pieces")
    ap.add_argument("--plies", type=int, default=160, help="plies per random game")
    ap.add_argument("--per-pairing", type=int, default=14,
                    help="random positions kept per pairing (besides the start)")
    ap.add_argument("--capture-bias", type=float, default=0.4,
                    help="chance that a random game plays a capture when it can")
    ap.add_argument("--advance-bias", type=float, default=0.2,
                    help="chance that it moves a pawn-like piece (promotions)")
    ap.add_argument("--seed", type=int, default=20240601)
    ap.add_argument("--pairings", default="all", help="e.g. humans/horde,elves/elves")
    ap.add_argument("--epd", default=os.path.join(HERE, "edge-positions.epd"),
                    help="extra positions to check (our FEN first, ';' fields ignored; "
                    "default: edge-positions.epd beside this script; '' for none)")
    ap.add_argument("--max-nodes", type=int, default=500000, help="skip positions whose last "
                    "perft is larger (by our engine)")
    ap.add_argument("--total-nodes", type=int, default=29000000,
                    help="cap on the written file's total of the deepest counts")
    ap.add_argument("--out", help="write agreed counts here (our notation)")
    ap.add_argument("--work", default="/tmp/fgc-fairy", help="directory for generated ini files")
    ap.add_argument("--write-ini", metavar="PATH", help="only write the base variants file and exit")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args()

    def log(s):
        if not args.quiet or s.startswith("MISMATCH") or s.startswith("    "):
            print(s, flush=True)

    if args.write_ini:
        write_base_ini(args.write_ini)
        print("wrote", args.write_ini)
        return 0

    os.makedirs(args.work, exist_ok=True)
    rng = random.Random(args.seed)
    ours = Ours(args.engine)
    pairings = [(w, b) for w in ARMY_ORDER for b in ARMY_ORDER]
    if args.pairings != "all":
        pairings = [tuple(p.split("/")) for p in args.pairings.split(",")]

    # 1. positions
    t0 = time.time()
    todo = collect_positions(ours, pairings, rng, args, log)
    log("%d positions to compare (%.0fs)" % (len(todo), time.time() - t0))

    # 2. variants
    keys = {settings_key(*p.armies, st) for _, p, st in todo}
    ini = os.path.join(args.work, "fantasy-positions.ini")
    names = write_position_ini(ini, keys)
    bad = fairy_check_ini(args.fairy, ini)
    if bad:
        print("Fairy-Stockfish reports problems in %s:\n  %s" % (ini, "\n  ".join(bad[:20])))
        return 2
    fairy = Fairy(args.fairy, ini)
    checker = Checker(ours, fairy, names, log)

    # 3. compare
    agreed, mismatches, skipped, seen_pieces, stats = compare_positions(todo, ours, checker, args)
    fairy.close()

    print_summary(agreed, mismatches, skipped, seen_pieces, stats, checker, ours, t0)
    if args.out:
        write_agreed(args.out, agreed, args.depth, args.total_nodes)
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
