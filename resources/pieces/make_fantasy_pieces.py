#!/usr/bin/env python3
"""Writes the Fantasy Grand Chess piece sets in both of our styles:

    resources/pieces/fantasy/classic/<army>/<w|b><letter>.svg   (gradients, as ../README.md)
    resources/pieces/fantasy/flat/<army>/<w|b><letter>.svg      (flat fills, as make_flat_pieces.py)

Our own artwork, drawn here from plain geometric shapes (ellipses, polygons, short paths and
"tubes"); no existing set, font glyph or clip-art was copied or traced. Each piece is
described once, as a list of parts, and rendered in both styles. Every army stands on its
own base, which is the army's motif (see fantasy/README.md).
Run from the repository root: python3 resources/pieces/make_fantasy_pieces.py
"""

# The drawing is done by the modules beside this script:
#   fantasy_shapes.py    the elements and parts everything is drawn with
#   fantasy_figures.py   the Elves, Dwarves, Evil Horde and Giants
#   fantasy_druids.py    the Druids' animals
#   fantasy_render.py    the two styles and the SVG output

import os
import sys

# Imported by path so that the script runs from any directory; no __pycache__ is written
# into the source tree (resources/ is what the program ships from).
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True

from fantasy_druids import druids  # noqa: E402
from fantasy_figures import dwarves, elves, giants, horde  # noqa: E402
from fantasy_render import render  # noqa: E402
from fantasy_shapes import D, L, P, R, leaf  # noqa: E402

ROOT = os.path.join("resources", "pieces", "fantasy")


# ---------------------------------------------------------------- army bases (the motifs)
BASES = {
    # Elves: a long leaf with its midrib.
    "elves": [P("M10 85 C28 77.3 72 77.3 90 85 C72 91.6 28 91.6 10 85 Z"),
              L("M18 85 L82 85"), L("M34 85 L40 81.5 M50 85 L56 81.5 M66 85 L72 81.5")],
    # Dwarves: a heavy forged slab with rivets.
    "dwarves": [R(13, 76, 74, 14, 2.5), D(21, 83, 2.6), D(35.5, 83, 2.6), D(50, 83, 2.6),
                D(64.5, 83, 2.6), D(79, 83, 2.6)],
    # Horde: a plate with jagged spikes at both ends and a sawtooth edge.
    "horde": [P("M17 90 L20 83 L10 74 L27 80 L73 80 L90 74 L80 83 L83 90 Z"),
              L("M25 86 L30 83 L35 86 L40 83 L45 86 L50 83 L55 86 L60 83 L65 86 L70 83 L75 86")],
    # Giants: a rough block of stone with cracks.
    "giants": [P("M14 90 L12 83 L16 77 L34 76 L52 78 L70 76 L86 78 L88 84 L86 90 Z"),
               L("M34 76 L37 83 L33 90 M62 77 L60 84 L65 90 M16 83 L24 84")],
    # Druids: a round grassy mound with two leaves and a vine.
    "druids": [leaf(22, 84, 14, 5, -55), leaf(78, 84, 14, 5, 55),
               P("M14 90 C14 80 30 77 50 77 C70 77 86 80 86 90 Z"),
               L("M20 86 Q27 81 34 86 Q42 91 50 86 Q58 81 66 86 Q73 91 80 86")],
}


ARMIES = {"elves": elves, "dwarves": dwarves, "horde": horde, "giants": giants, "druids": druids}
ARMY_NAMES = {"elves": "Elves", "dwarves": "Dwarves", "horde": "Evil Horde", "giants": "Giants",
              "druids": "Druids"}


def main():
    count = 0
    for army, make in ARMIES.items():
        pieces = make()
        base = BASES[army]
        for letter, (name, parts) in pieces.items():
            body = [q for q in parts if not (isinstance(q, tuple) and q[0] == "tag")]
            tags = [q for q in parts if isinstance(q, tuple) and q[0] == "tag"]
            for style in ("classic", "flat"):
                folder = os.path.join(ROOT, style, army)
                os.makedirs(folder, exist_ok=True)
                for side in ("w", "b"):
                    colour = "white" if side == "w" else "black"
                    gid = f"{army}-{side}{letter}-body"
                    svg = render(body + base + tags, style, side, gid)
                    comment = (f"<!-- Fantasy Grand Chess {style} piece: {colour} "
                               f"{ARMY_NAMES[army]} {name} -->\n")
                    with open(os.path.join(folder, f"{side}{letter}.svg"), "w", encoding="utf-8") as fh:
                        fh.write(comment + svg)
                    count += 1
    print(f"wrote {count} files under {ROOT}")


if __name__ == "__main__":
    main()
