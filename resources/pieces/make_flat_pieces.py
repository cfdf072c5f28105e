#!/usr/bin/env python3
"""Writes the flat piece set, resources/pieces/flat/<w|b><FEN letter>.svg.

Our own artwork, drawn here from plain geometric shapes (no existing set was copied or
traced): one flat colour per side, one thick outline, bold silhouettes that fill more of
the square than the classic set so that they read at 16-24 px. The marshal is a horse's
head under a rook's battlements, the cardinal a horse's head under a bishop's mitre.
Run from the repository root: python3 resources/pieces/make_flat_pieces.py
"""

import os

OUT = os.path.join("resources", "pieces", "flat")

SIDES = {
    # side: (fill, outline, detail lines drawn inside the silhouette)
    "w": ("#fbf8ef", "#1b1b1b", "#1b1b1b"),
    "b": ("#2a2a2a", "#0d0d0d", "#ececec"),
}

BASE = '<path d="M20 92 L80 92 L80 84 Q80 80 76 80 L24 80 Q20 80 20 84 Z"/>'
HORSE = ("M32 80 L32 68 C32 58 38 52 46 48 C40 50 34 53 28 56 C21 59 15 53 19 47 "
         "L39 24 L43 14 L51 21 C69 25 80 46 76 80 Z")

SHAPES = {
    "P": [BASE, '<path d="M40 48 L60 48 L67 80 L33 80 Z"/>', '<circle cx="50" cy="32" r="14"/>'],
    "R": [BASE, '<path d="M31 80 L34 42 L66 42 L69 80 Z"/>',
          '<path d="M25 42 L25 14 L36 14 L36 23 L44.5 23 L44.5 14 L55.5 14 L55.5 23 L64 23 '
          'L64 14 L75 14 L75 42 Z"/>', 'detail:M34 42 L66 42'],
    "B": [BASE, '<path d="M37 66 L63 66 L69 80 L31 80 Z"/>', '<rect x="33" y="58" width="34" height="8" rx="2"/>',
          '<path d="M50 14 C65 25 72 42 66 58 L34 58 C28 42 35 25 50 14 Z"/>',
          '<circle cx="50" cy="10" r="6"/>', 'detail:M57 29 L47 43'],
    "N": [BASE, f'<path d="{HORSE}"/>', 'dot:41,32,3.5', 'detail:M60 30 C68 40 71 56 70 76'],
    "Q": [BASE, '<rect x="25" y="70" width="50" height="10" rx="2"/>',
          '<path d="M25 70 L12 30 L33 50 L35 20 L45 44 L50 14 L55 44 L65 20 L67 50 L88 30 L75 70 Z"/>',
          '<circle cx="12" cy="27" r="5.5"/>', '<circle cx="35" cy="16" r="5.5"/>',
          '<circle cx="50" cy="10" r="5.5"/>', '<circle cx="65" cy="16" r="5.5"/>',
          '<circle cx="88" cy="27" r="5.5"/>'],
    "K": [BASE, '<rect x="26" y="70" width="48" height="10" rx="2"/>',
          '<path d="M26 70 C16 48 30 36 50 40 C70 36 84 48 74 70 Z"/>',
          '<path d="M45 6 L55 6 L55 15 L64 15 L64 25 L55 25 L55 40 L45 40 L45 25 L36 25 L36 15 L45 15 Z"/>',
          'detail:M34 58 C44 54 56 54 66 58'],
    # Marshal: the horse under battlements.
    "C": [BASE, f'<path d="{HORSE}" transform="translate(4 10) scale(0.92)"/>',
          '<path d="M32 26 L32 6 L41 6 L41 12 L47 12 L47 6 L55 6 L55 12 L61 12 L61 6 L70 6 L70 26 Z"/>',
          'dot:42,37,3.2'],
    # Cardinal: the horse under a mitre with its ball and slit.
    "A": [BASE, f'<path d="{HORSE}" transform="translate(4 10) scale(0.92)"/>',
          '<path d="M51 6 C62 12 68 20 68 28 L34 28 C34 20 40 12 51 6 Z"/>',
          '<circle cx="51" cy="5" r="4.5"/>', 'detail:M56 13 L49 23', 'dot:42,37,3.2'],
}

NAMES = {"P": "pawn", "R": "rook", "B": "bishop", "N": "knight", "Q": "queen", "K": "king",
         "C": "marshal", "A": "cardinal"}


def piece(side: str, letter: str) -> str:
    fill, outline, detail = SIDES[side]
    body, extra = [], []
    for part in SHAPES[letter]:
        if part.startswith("detail:"):
            extra.append(f'<path d="{part[7:]}" fill="none" stroke="{detail}"/>')
        elif part.startswith("dot:"):
            x, y, r = part[4:].split(",")
            extra.append(f'<circle cx="{x}" cy="{y}" r="{r}" fill="{detail}" stroke="none"/>')
        else:
            body.append(part)
    colour = "white" if side == "w" else "black"
    return (f'<!-- Grand Chess flat piece: {colour} {NAMES[letter]} -->\n'
            '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" viewBox="0 0 100 100">\n'
            f'  <g fill="{fill}" stroke="{outline}" stroke-width="4" stroke-linejoin="round" '
            'stroke-linecap="round">\n    ' + "\n    ".join(body + extra) + "\n  </g>\n</svg>\n")


def main() -> None:
    os.makedirs(OUT, exist_ok=True)
    for side in SIDES:
        for letter in SHAPES:
            with open(os.path.join(OUT, f"{side}{letter}.svg"), "w", encoding="utf-8") as f:
                f.write(piece(side, letter))


if __name__ == "__main__":
    main()
