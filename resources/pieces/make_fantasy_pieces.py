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

import math
import os

ROOT = os.path.join("resources", "pieces", "fantasy")

# Style tables. classic: as resources/pieces/README.md; flat: as make_flat_pieces.py's SIDES.
CLASSIC = {
    # side: (gradient stops, outline, detail lines, solid tube colour, eye white)
    "w": (("#fffcf3", "#f4efe2", "#dcd1ba"), "#2b2622", "#2b2622", "#f4efe2", "#fffcf3"),
    "b": (("#4f4945", "#2e2a28", "#1e1b1a"), "#15120f", "#dcd3c3", "#2e2a28", "#dcd3c3"),
}
FLAT = {
    # side: (fill, outline, detail lines)
    "w": ("#fbf8ef", "#1b1b1b", "#1b1b1b"),
    "b": ("#2a2a2a", "#0d0d0d", "#ececec"),
}


# ---------------------------------------------------------------- shape helpers
# A part is either a plain filled element (a string starting with "<"), or a tagged tuple:
#   ("line", d)        detail line (dark on light pieces, light on dark ones)
#   ("dot", x, y, r)   detail dot (eyes, rivets, spots)
#   ("eye", x, y, r)   an eye white with a pupil (cyclopes)
#   ("tube", w, d)     a thick outlined stroke of visual width w (staffs, tails, legs, bows)
#   ("dark", element)  a shape filled with the outline colour (shadowed faces, mouths)

def f(v):
    s = f"{v:.1f}"
    return s[:-2] if s.endswith(".0") else s


def P(d):
    return f'<path d="{d}"/>'


def C(cx, cy, r):
    return f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}"/>'


def E(cx, cy, rx, ry, a=0):
    """Ellipse, optionally rotated by a degrees (written as a path with two arcs)."""
    if not a:
        return f'<ellipse cx="{f(cx)}" cy="{f(cy)}" rx="{f(rx)}" ry="{f(ry)}"/>'
    t = math.radians(a)
    dx, dy = rx * math.cos(t), rx * math.sin(t)
    return (f'<path d="M{f(cx - dx)} {f(cy - dy)} A{f(rx)} {f(ry)} {f(a)} 1 1 {f(cx + dx)} {f(cy + dy)} '
            f'A{f(rx)} {f(ry)} {f(a)} 1 1 {f(cx - dx)} {f(cy - dy)} Z"/>')


def R(x, y, w, h, r=2):
    return f'<rect x="{f(x)}" y="{f(y)}" width="{f(w)}" height="{f(h)}" rx="{f(r)}"/>'


def G(*pts):
    return '<polygon points="' + " ".join(f"{f(x)},{f(y)}" for x, y in pts) + '"/>'


def T(w, d):
    return ("tube", w, d)


def L(d):
    return ("line", d)


def D(x, y, r=2.6):
    return ("dot", x, y, r)


def EYE(x, y, r):
    return ("eye", x, y, r)


def DK(el):
    return ("dark", el)


def leaf(x, y, length, width, a):
    """A pointed leaf (lens) from (x, y) in direction a degrees (0 = up, clockwise)."""
    t = math.radians(a)
    ux, uy = math.sin(t), -math.cos(t)
    px, py = -uy, ux
    tx, ty = x + ux * length, y + uy * length
    mx, my = x + ux * length / 2, y + uy * length / 2
    c1 = (mx + px * width, my + py * width)
    c2 = (mx - px * width, my - py * width)
    return P(f"M{f(x)} {f(y)} Q{f(c1[0])} {f(c1[1])} {f(tx)} {f(ty)} Q{f(c2[0])} {f(c2[1])} {f(x)} {f(y)} Z")


def robe(cx, sy, sw, bw, bottom=84):
    """A robe/torso: shoulders half-width sw at y sy, hem half-width bw at y bottom."""
    return P(f"M{f(cx - bw)} {bottom} L{f(cx - sw)} {f(sy + 6)} Q{f(cx - sw)} {f(sy)} {f(cx - sw + 6)} {f(sy)} "
             f"L{f(cx + sw - 6)} {f(sy)} Q{f(cx + sw)} {f(sy)} {f(cx + sw)} {f(sy + 6)} L{f(cx + bw)} {bottom} Z")


def elf_head(cx, cy, r=7.5):
    """Head with the elves' long pointed ears."""
    return [G((cx - r + 2, cy - 1), (cx - r - 9, cy - 7), (cx - r + 1, cy + 4)),
            G((cx + r - 2, cy - 1), (cx + r + 9, cy - 7), (cx + r - 1, cy + 4)),
            C(cx, cy, r)]


def star(cx, cy, r1, r2, n=4, a0=0):
    pts = []
    for i in range(2 * n):
        r = r1 if i % 2 == 0 else r2
        t = math.radians(a0 + i * 180 / n)
        pts.append((cx + r * math.sin(t), cy - r * math.cos(t)))
    return G(*pts)


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


# ---------------------------------------------------------------- the pieces
def elves():
    p = {}
    p["K"] = ("King", [
        robe(50, 38, 13, 22), *elf_head(50, 28, 8),
        leaf(50, 21, 17, 5, 0), leaf(44, 22, 13, 4, -28), leaf(56, 22, 13, 4, 28),
        R(41, 18.5, 18, 5, 2),
        T(5, "M72 84 L72 30"), leaf(72, 31, 14, 6, 0),
        L("M50 46 L50 80"), L("M42 40 L50 46 L58 40")])
    p["E"] = ("Elder", [
        robe(46, 40, 13, 21),
        P("M35 46 Q34 26 46 12 Q58 26 57 46 Z"),
        DK(E(46, 34, 6, 7)), D(43.5, 33, 1.6), D(48.5, 33, 1.6),
        T(5.5, "M72 84 L72 24"), leaf(72, 25, 17, 7, 0), leaf(71, 34, 10, 4, -60),
        L("M46 50 L46 80")])
    p["L"] = ("Loremaster", [
        robe(50, 42, 13, 21), *elf_head(50, 31, 8),
        P("M42 27 Q50 16 58 27 Q60 40 64 48 L58 44 Q56 34 50 30 Q44 34 42 44 L36 48 Q40 40 42 27 Z"),
        P("M24 50 L50 56 L50 72 L24 66 Z"), P("M76 50 L50 56 L50 72 L76 66 Z"),
        L("M30 56 L44 59.5 M30 61 L44 64.5 M56 59.5 L70 56 M56 64.5 L70 61")])
    p["M"] = ("Mage", [
        robe(46, 42, 12, 20), *elf_head(46, 33, 7.5),
        P("M36 29 L56 29 L52 25 Q48 14 40 6 Q44 16 42 25 Z"),
        T(6, "M56 48 L68 32"), star(70, 24, 13, 4.5, 4), C(70, 24, 3.5),
        L("M46 52 L46 80")])
    p["R"] = ("Ranger", [
        robe(42, 42, 12, 19),
        P("M31 48 Q29 28 42 16 Q55 28 53 48 Z"), DK(E(42, 35, 5.5, 7)),
        D(40, 34, 1.5), D(44.5, 34, 1.5),
        T(6, "M62 12 Q92 47 62 82"), L("M62 12 L62 82"),
        T(4, "M40 48 L84 48"), G((90, 48), (80, 42), (82, 48), (80, 54)),
        G((38, 48), (32, 42), (36, 48), (32, 54))])
    p["S"] = ("Seeress", [
        P("M50 14 Q34 18 32 40 L24 84 L76 84 L68 40 Q66 18 50 14 Z"),
        C(50, 31, 8), L("M40 44 L34 80 M60 44 L66 80"),
        T(5, "M42 84 L50 70 L58 84"),
        C(50, 58, 12), L("M44 53 Q46 50 50 49"), star(50, 9, 6, 2.5, 4)])
    p["W"] = ("Warrior", [
        robe(52, 52, 11, 16), *elf_head(52, 42, 7),
        P("M45 39 Q52 26 59 39 Z"),
        T(4.5, "M70 84 L70 34"), leaf(70, 36, 16, 5.5, 0),
        leaf(34, 82, 36, 11, 0), L("M34 78 L34 50")])
    return p


def dwarf(cx=50, sy=48, sw=20, bw=24, hy=38, hr=10, beard=68):
    """A broad dwarf: body, head, and the big beard."""
    return [robe(cx, sy, sw, bw, 80), C(cx, hy, hr),
            P(f"M{cx - 11} {hy} Q{cx - 12} {beard - 10} {cx} {beard} Q{cx + 12} {beard - 10} {cx + 11} {hy} "
              f"Q{cx} {hy + 6} {cx - 11} {hy} Z"),
            L(f"M{cx - 5} {hy + 8} L{cx - 3} {beard - 12} M{cx + 5} {hy + 8} L{cx + 3} {beard - 12}"),
            D(cx - 4, hy - 2, 2), D(cx + 4, hy - 2, 2)]


def dwarves():
    p = {}
    p["K"] = ("King", [
        *dwarf(50, 46, 22, 26, 34, 10, 70),
        P("M37 27 L35 8 L42 16 L46 5 L50 14 L54 5 L58 16 L65 8 L63 27 Z"),
        L("M38 22 L62 22"), D(50, 18, 2.4)])
    p["C"] = ("Cannon", [
        P("M26 80 L40 62 L58 62 L66 80 Z"),
        P("M20 70 Q14 58 24 52 L80 28 Q88 26 90 34 L92 40 Q92 46 86 46 L30 72 Q24 75 20 70 Z"),
        P("M79 27 L88 24 L94 45 L85 48 Z"),
        C(48, 70, 14), D(48, 70, 3.5), L("M48 58 L48 82 M36 70 L60 70"),
        L("M38 52 L44 64 M60 43 L64 52"), C(16, 64, 5)])
    p["E"] = ("General", [
        T(5, "M72 80 L72 10"), P("M72 10 L94 10 L88 20 L94 30 L72 30 Z"), D(80, 20, 3),
        *dwarf(44, 48, 19, 23, 38, 10, 68),
        P("M33 36 Q33 26 44 25 Q55 26 55 36 Z"),
        P("M34 32 Q24 30 20 18 Q28 24 35 27 Z"), P("M54 32 Q64 30 68 18 Q60 24 53 27 Z")])
    p["G"] = ("Guard", [
        T(5, "M74 80 L74 20"), P("M74 18 Q90 22 88 38 Q80 32 74 34 Z"),
        *dwarf(50, 48, 20, 24, 38, 10, 62),
        P("M39 37 Q39 24 50 24 Q61 24 61 37 Z"), R(48, 34, 4, 10, 1),
        R(28, 48, 36, 32, 5), C(46, 63, 6), D(33, 53), D(59, 53), D(33, 75), D(59, 75)])
    p["P"] = ("Priest", [
        T(5, "M26 80 L26 24"), C(26, 18, 8), L("M26 14 L26 22 M22 18 L30 18"),
        *dwarf(52, 50, 19, 23, 40, 10, 72),
        P("M40 40 Q38 22 52 10 Q66 22 64 40 Q52 32 40 40 Z"),
        L("M52 18 L52 30 M47 24 L57 24")])
    p["S"] = ("Soldier", [
        T(5, "M70 80 L70 38"), R(61, 30, 18, 11, 2),
        *dwarf(48, 54, 17, 21, 45, 9, 70),
        P("M38 44 Q38 33 48 33 Q58 33 58 44 Z"), G((46, 34), (48, 27), (50, 34))])
    p["W"] = ("War Machine", [
        R(28, 24, 10, 20, 1.5), C(33, 18, 5.5), C(40, 12, 4.5),
        T(8, "M66 52 L92 46"),
        P("M16 72 L22 44 Q23 40 27 40 L66 40 Q70 40 71 44 L78 72 Z"),
        C(27, 72, 8.5), C(47, 72, 8.5), C(67, 72, 8.5),
        D(27, 72, 2.6), D(47, 72, 2.6), D(67, 72, 2.6),
        D(28, 48), D(46, 48), D(64, 48), L("M21 58 L74 58"), R(38, 30, 18, 10, 2)])
    return p


def horde():
    p = {}
    p["K"] = ("Dark Lord", [
        P("M22 84 L30 56 Q34 42 44 40 L56 40 Q66 42 70 56 L78 84 L70 78 L64 84 L57 78 L50 84 "
          "L43 78 L36 84 L30 78 Z"),
        robe(50, 40, 12, 16, 80), C(50, 30, 9), DK(R(43, 27, 14, 7, 2)),
        D(46.5, 30.5, 1.7), D(53.5, 30.5, 1.7),
        P("M39 25 L36 6 L44 17 L50 3 L56 17 L64 6 L61 25 Z"),
        G((37, 42), (26, 36), (38, 48)), G((63, 42), (74, 36), (62, 48)),
        L("M50 48 L50 78")])
    p["A"] = ("Assassin", [
        P("M30 84 L34 50 Q34 44 40 42 L56 42 Q62 44 62 50 L70 84 L62 79 L56 84 L50 79 L44 84 "
          "L38 79 Z"),
        P("M34 48 Q32 26 52 14 Q46 24 60 30 Q64 40 60 48 Z"), DK(E(48, 38, 6, 6)),
        D(45.5, 37.5, 1.5), D(50.5, 37.5, 1.5),
        T(5, "M62 58 L70 50"), P("M68 52 Q80 40 86 24 Q84 40 72 54 Z"),
        L("M48 50 L48 78")])
    p["B"] = ("Balrog", [
        P("M40 44 L8 20 L12 36 L6 44 L16 48 L12 60 L26 56 L34 66 Z"),
        P("M60 44 L92 20 L88 36 L94 44 L84 48 L88 60 L74 56 L66 66 Z"),
        L("M40 46 L14 30 M38 52 L16 50 M60 46 L86 30 M62 52 L84 50"),
        P("M36 84 L38 52 Q40 44 50 44 Q60 44 62 52 L64 84 L56 78 L50 84 L44 78 Z"),
        C(50, 34, 10),
        P("M42 28 Q34 24 32 12 Q38 20 45 25 Z"), P("M58 28 Q66 24 68 12 Q62 20 55 25 Z"),
        DK(P("M44 32 L48 34 L44 35 Z")), DK(P("M56 32 L52 34 L56 35 Z")),
        DK(P("M45 39 L55 39 L50 42 Z"))])
    p["G"] = ("Goblin", [
        robe(50, 60, 12, 16, 82),
        G((42, 44), (18, 34), (40, 52)), G((58, 44), (82, 34), (60, 52)),
        C(50, 47, 12),
        D(45, 44, 2.2), D(55, 44, 2.2), P("M50 46 L46 52 L52 51 Z"),
        L("M43 54 L46 52 L49 55 L52 52 L55 55 L57 53")])
    p["H"] = ("Werewolf", [
        robe(52, 44, 15, 20, 84),
        T(6, "M38 50 L26 40"), G((22, 38), (20, 30), (25, 34), (26, 28), (29, 36)),
        P("M44 26 Q42 36 48 44 L62 44 Q68 34 62 24 Z"),
        P("M56 24 L24 32 Q20 36 26 40 L50 42 Z"),
        G((52, 26), (54, 8), (62, 22)), G((58, 28), (66, 12), (66, 30)),
        D(48, 29, 2.2), D(23, 34, 2.2), DK(P("M28 38 L46 38 L44 41 Z")),
        L("M50 52 L56 56 M50 60 L56 64 M62 50 L60 58")])
    p["M"] = ("Minotaur", [
        robe(50, 50, 20, 24, 84),
        P("M38 34 Q20 34 14 12 Q26 24 40 27 Z"), P("M62 34 Q80 34 86 12 Q74 24 60 27 Z"),
        P("M38 28 Q50 20 62 28 L60 46 Q58 56 50 56 Q42 56 40 46 Z"),
        G((38, 30), (28, 34), (38, 36)), G((62, 30), (72, 34), (62, 36)),
        D(44, 36, 2.2), D(56, 36, 2.2), D(46, 50, 1.8), D(54, 50, 1.8),
        T(3, "M45 54 Q50 62 55 54"), L("M38 64 Q50 70 62 64")])
    p["O"] = ("Orc", [
        robe(50, 56, 17, 20, 82),
        G((38, 46), (26, 40), (38, 52)), G((62, 46), (74, 40), (62, 52)),
        P("M38 38 Q50 30 62 38 L62 52 Q60 62 50 62 Q40 62 38 52 Z"),
        G((42, 36), (44, 26), (47, 33), (50, 24), (53, 33), (56, 26), (58, 36)),
        D(44.5, 44, 2.2), D(55.5, 44, 2.2), DK(P("M42 52 Q50 56 58 52 L58 55 Q50 60 42 55 Z")),
        G((43, 54), (43, 46), (46, 54)), G((57, 54), (57, 46), (54, 54))])
    p["R"] = ("Ogre", [
        T(6, "M66 62 L76 34"),
        P("M70 34 Q66 14 76 6 Q88 12 84 34 Q78 40 70 34 Z"),
        G((70, 18), (64, 15), (70, 24)), G((84, 16), (90, 12), (85, 22)), G((76, 8), (77, 2), (80, 8)),
        P("M30 84 Q18 62 30 46 Q40 36 50 36 Q62 36 70 46 Q80 62 70 84 Z"),
        C(50, 30, 9), D(46.5, 28.5, 2), D(53.5, 28.5, 2),
        G((46, 35), (47, 31), (48, 35)), G((52, 35), (53, 31), (54, 35)),
        L("M38 64 Q50 72 62 64"), D(50, 58, 2)])
    p["W"] = ("Wolf Rider", [
        T(7, "M68 56 Q84 56 90 70"),
        T(7, "M30 58 L26 82"), T(7, "M40 60 L42 82"), T(7, "M60 60 L58 82"), T(7, "M70 56 L74 82"),
        P("M22 40 L40 50 L34 58 L20 48 Z"),
        E(50, 58, 22, 10),
        E(22, 42, 9, 8), P("M18 38 L6 46 L8 50 L20 50 Z"),
        G((18, 36), (18, 26), (25, 34)), G((24, 35), (28, 25), (30, 37)),
        D(20, 41, 2), DK(P("M8 49 L18 49 L16 51 Z")),
        robe(54, 34, 8, 10, 54), C(54, 25, 6.5),
        P("M48 22 Q54 12 60 22 Z"), G((51, 15), (49, 9), (54, 14)),
        T(3.5, "M40 44 L78 16"), G((82, 13), (74, 14), (78, 20)),
        L("M36 62 L44 56 L52 62 L60 56")])
    p["Z"] = ("Warlock", [
        robe(46, 42, 13, 21),
        P("M34 48 Q32 28 46 18 Q60 28 58 48 Z"),
        P("M38 26 Q28 22 26 8 Q32 18 40 20 Z"), P("M54 26 Q64 22 66 8 Q60 18 52 20 Z"),
        DK(E(46, 37, 6, 7)), D(43.5, 36, 1.6), D(48.5, 36, 1.6),
        T(5, "M72 84 L72 26"), C(72, 19, 7.5), DK(E(69.5, 18, 1.8, 2.2)), DK(E(74.5, 18, 1.8, 2.2)),
        G((66, 16), (62, 8), (69, 13)), G((78, 16), (82, 8), (75, 13)),
        L("M38 58 L46 54 L42 64 L52 60 L48 72")])
    return p


def giants():
    p = {}
    p["K"] = ("King", [
        P("M16 82 L20 50 Q22 40 34 38 L66 38 Q78 40 80 50 L84 82 Z"),
        C(50, 28, 12),
        P("M35 26 L33 6 L41 14 L50 3 L59 14 L67 6 L65 26 Z"), L("M36 20 L64 20"),
        D(45, 29, 2.4), D(55, 29, 2.4),
        P("M40 34 Q50 50 60 34 Q50 38 40 34 Z"),
        L("M22 64 L78 64"), R(45, 60, 10, 8, 1.5)])
    p["B"] = ("Behemoth Rider", [
        T(9, "M30 60 L28 82"), T(9, "M44 62 L44 82"), T(9, "M62 62 L62 82"), T(9, "M76 60 L78 82"),
        T(4, "M80 52 Q90 56 90 66"),
        E(54, 54, 28, 15),
        P("M14 50 Q12 36 24 34 L34 36 Q40 46 36 58 L20 60 Q14 58 14 50 Z"),
        G((14, 44), (4, 30), (17, 38)), G((22, 38), (18, 26), (27, 36)),
        G((30, 38), (34, 30), (35, 40)),
        D(25, 44, 2.2), L("M14 52 L22 52"),
        L("M42 44 Q46 54 42 64 M64 44 Q68 54 64 64"),
        robe(56, 30, 8, 10, 46), C(56, 20, 7), P("M49 18 Q56 8 63 18 Z"),
        T(3.5, "M44 40 L68 9")])
    p["D"] = ("Two-Headed Cyclops", [
        P("M16 82 L20 52 Q22 42 34 40 L66 40 Q78 42 80 52 L84 82 Z"),
        C(34, 28, 11), C(66, 28, 11),
        EYE(34, 27, 5.5), EYE(66, 27, 5.5),
        L("M29 35 L39 35 M61 35 L71 35"), G((32, 18), (34, 11), (36, 18)), G((64, 18), (66, 11), (68, 18)),
        L("M22 64 L78 64"), R(45, 60, 10, 8, 1.5)])
    p["G"] = ("Giant", [
        P("M20 82 L24 50 Q26 42 36 40 L62 40 Q72 42 74 50 L78 82 Z"),
        P("M62 46 L70 10 Q78 2 86 8 Q90 16 80 22 L70 50 Z"),
        L("M78 12 L82 16"),
        C(46, 29, 11), P("M34 28 Q34 14 46 14 Q58 14 58 28 L54 22 L50 26 L46 20 L42 26 L38 22 Z"),
        D(42, 30, 2.2), D(50, 30, 2.2), L("M42 36 L50 36"),
        L("M28 60 Q46 66 70 56")])
    p["M"] = ("Mammoth Rider", [
        T(10, "M34 60 L34 82"), T(10, "M50 62 L50 82"), T(10, "M66 62 L66 82"), T(10, "M78 58 L80 82"),
        P("M32 44 Q40 26 60 28 Q84 30 86 52 Q88 66 74 68 L40 68 Q28 66 32 44 Z"),
        P("M22 34 Q34 24 42 36 L42 56 Q32 58 28 56 Q24 66 22 78 L14 78 Q14 60 22 50 Z"),
        P("M30 58 Q12 62 10 46 Q18 56 30 52 Z"),
        D(32, 40, 2.2), L("M36 44 Q40 50 36 56"), L("M54 34 L52 44 M64 34 L62 44 M74 38 L72 48"),
        robe(58, 18, 7, 9, 32), C(58, 10, 6), T(3.5, "M48 30 L70 8")])
    p["O"] = ("Colossus", [
        R(14, 42, 14, 30, 2), R(72, 42, 14, 30, 2),
        R(24, 38, 52, 44, 4),
        R(36, 14, 28, 24, 3), DK(R(40, 22, 20, 6, 1.5)), D(45, 25, 1.8), D(55, 25, 1.8),
        L("M24 52 L76 52 M50 52 L50 82 M37 38 L37 52 M63 38 L63 52 M14 56 L28 56 M72 56 L86 56"),
        L("M40 62 L44 70 M58 64 L62 72")])
    p["T"] = ("Titan", [
        T(8, "M28 52 Q22 36 34 26"), T(8, "M72 52 Q78 36 66 26"),
        P("M20 82 L24 54 Q26 46 36 44 L64 44 Q74 46 76 54 L80 82 Z"),
        C(50, 37, 9), D(46.5, 37, 2), D(53.5, 37, 2),
        C(50, 20, 13), L("M37 20 L63 20 M50 7 Q41 20 50 33 M50 7 Q59 20 50 33"),
        L("M22 64 L78 64"), R(45, 60, 10, 8, 1.5)])
    p["Y"] = ("Cyclops", [
        P("M18 82 L22 52 Q24 42 36 40 L64 40 Q76 42 78 52 L82 82 Z"),
        C(50, 27, 14), G((46, 14), (50, 4), (54, 14)),
        EYE(50, 25, 7.5), L("M42 35 Q50 39 58 35"),
        L("M22 64 L78 64"), R(45, 60, 10, 8, 1.5)])
    return p


def cat_body(pose, tail, extra_back=(), extra_front=()):
    """The druids' cats share this helper; the pose gives the silhouette."""
    return list(extra_back) + [tail] + pose + list(extra_front)


def druids():
    p = {}
    # The druid, the royal: hooded robe, oak wreath, tall staff with a crescent.
    p["K"] = ("Druid", [
        T(5, "M74 84 L74 14"), P("M74 2 Q88 8 82 22 Q84 10 72 8 Z"),
        leaf(74, 22, 10, 4, -50), leaf(74, 26, 10, 4, 50),
        robe(46, 38, 14, 22),
        P("M33 46 Q30 22 46 10 Q62 22 59 46 Z"), DK(E(46, 32, 6.5, 7.5)),
        D(43.5, 31, 1.6), D(48.5, 31, 1.6),
        leaf(36, 24, 9, 3.5, -70), leaf(56, 24, 9, 3.5, 70), leaf(46, 18, 9, 3.5, 0),
        L("M46 48 L46 80")])
    # Eagle: front view, wings spread high, head in profile with a hooked beak.
    p["A"] = ("Eagle", [
        P("M44 46 L8 14 L14 28 L6 30 L16 40 L10 44 L24 50 L36 62 Z"),
        P("M56 46 L92 14 L86 28 L94 30 L84 40 L90 44 L76 50 L64 62 Z"),
        G((42, 72), (38, 84), (50, 78), (62, 84), (58, 72)),
        E(50, 58, 12, 17), C(50, 36, 8.5),
        P("M42 34 L34 38 Q36 44 42 42 Z"), D(47, 34, 2),
        L("M44 56 L50 62 L56 56 M44 64 L50 70 L56 64"), L("M40 42 L18 24 M60 42 L82 24")])
    p["B"] = ("Bear", [
        T(12, "M30 60 L30 82"), T(12, "M70 60 L70 82"), T(12, "M44 62 L44 82"), T(12, "M60 62 L60 82"),
        P("M22 56 Q20 38 42 32 Q60 26 74 36 Q86 46 82 62 Q78 70 62 70 L34 70 Q22 68 22 56 Z"),
        E(20, 44, 11, 10), E(10, 48, 7, 5.5), D(5, 46.5, 2.2),
        C(22, 34, 4.5), D(17, 42, 2), L("M34 44 Q36 56 30 64")])
    # The six cats: told apart by pose and marks.
    p["C"] = ("Cheetah", cat_body(
        [T(7, "M30 58 L16 74"), T(7, "M38 58 L30 78"), T(7, "M64 58 L78 76"), T(7, "M70 56 L88 66"),
         E(52, 54, 23, 9.5, -4), E(24, 46, 7.5, 6.5), E(16, 49, 4.5, 3.5),
         G((22, 41), (24, 34), (28, 41))],
        T(5, "M72 52 Q86 44 92 50"),
        extra_front=[D(21, 45, 1.8), L("M21 48 L19 54"),
                     D(40, 52, 1.8), D(48, 50, 1.8), D(56, 52, 1.8), D(64, 50, 1.8), D(46, 57, 1.8),
                     D(58, 57, 1.8)]))
    p["J"] = ("Jaguar", cat_body(
        [T(7, "M34 56 L32 80"), T(7, "M42 56 L42 80"),
         P("M30 52 Q32 30 48 34 Q68 38 72 62 Q74 80 60 80 L40 80 Q30 74 30 52 Z"),
         E(32, 32, 10, 9), E(23, 35, 5, 4), G((28, 25), (27, 17), (34, 24)), G((36, 24), (39, 17), (41, 26))],
        T(6, "M66 76 Q84 78 86 64"),
        extra_front=[D(29, 30, 2),
                     ("ring", 52, 48), ("ring", 62, 58), ("ring", 52, 66), ("ring", 62, 72)]))
    p["L"] = ("Lion", cat_body(
        [T(7.5, "M30 60 L30 82"), T(7.5, "M40 62 L40 82"), T(7.5, "M62 62 L62 82"), T(7.5, "M72 60 L74 82"),
         E(52, 56, 24, 11),
         star(28, 42, 18, 12, 9, 10),
         E(26, 44, 9, 9), E(17, 47, 5, 4), D(23, 42, 2), D(13, 45, 1.6)],
        T(4, "M74 52 Q88 50 88 34"), extra_back=[C(88, 32, 5)]))
    p["M"] = ("Puma", cat_body(
        [T(6.5, "M32 50 L14 40"), T(6.5, "M36 54 L18 54"), T(6.5, "M66 66 L82 80"), T(6.5, "M62 64 L70 82"),
         E(50, 56, 22, 9, 24), E(26, 36, 8, 7), E(18, 39, 5, 3.8),
         G((24, 30), (25, 22), (30, 29))],
        T(5.5, "M68 64 Q86 62 92 44"),
        extra_front=[D(23, 35, 2), L("M36 50 Q50 52 62 64")]))
    p["P"] = ("Panther", cat_body(
        [T(6.5, "M28 66 L24 82"), T(6.5, "M38 68 L38 82"), T(6.5, "M62 66 L62 82"), T(6.5, "M72 64 L76 82"),
         P("M20 66 Q30 52 52 54 Q72 54 80 62 Q82 72 70 72 L30 72 Q20 72 20 66 Z"),
         E(16, 60, 8, 6.5), E(8, 63, 4.5, 3.5), G((14, 55), (16, 48), (20, 55))],
        T(5.5, "M78 62 Q92 52 84 36 Q80 30 86 26"),
        extra_front=[D(13, 59, 2), L("M30 60 Q50 56 74 62")]))
    p["T"] = ("Tiger", cat_body(
        [T(8, "M30 60 L30 82"), T(8, "M40 62 L40 82"), T(8, "M62 62 L62 82"), T(8, "M72 60 L74 82"),
         E(52, 55, 24, 12), E(24, 42, 10, 9), E(14, 46, 5.5, 4.5),
         C(22, 33, 4), C(30, 33, 4), D(20, 41, 2)],
        T(5, "M74 50 Q90 50 92 64"),
        extra_front=[L("M42 44 L46 52 M52 43 L55 53 M62 44 L64 52 M70 47 L70 54 M34 48 L37 55"),
                     L("M24 48 L28 44 M30 48 L32 42")]))
    # The dog family: pointed/floppy ears, tail, pose.
    p["D"] = ("Dog", [
        T(5, "M70 52 Q82 46 80 32"),
        T(7, "M32 60 L32 82"), T(7, "M42 62 L42 82"), T(7, "M62 62 L62 82"), T(7, "M70 60 L72 82"),
        E(52, 56, 22, 10), T(10, "M34 52 L26 40"),
        E(24, 36, 9, 8.5), E(14, 40, 7, 5), D(8, 38, 2.2), D(22, 33, 2),
        P("M26 28 Q36 26 34 44 Q28 46 26 38 Z"),
        L("M30 46 L36 54")])
    p["W"] = ("Wolf", [
        T(6.5, "M72 54 Q86 62 88 76"),
        T(6.5, "M32 58 L32 82"), T(6.5, "M42 60 L42 82"), T(6.5, "M62 60 L62 82"), T(6.5, "M70 58 L72 82"),
        E(52, 54, 22, 10),
        P("M38 42 L30 50 L36 52 L30 58 L40 60 L44 46 Z"),
        E(26, 40, 9, 8), P("M22 36 L4 44 L6 48 L24 48 Z"),
        G((22, 35), (22, 22), (29, 33)), G((28, 34), (34, 23), (34, 38)),
        D(23, 39, 2), DK(P("M6 47 L20 47 L18 49 Z")),
        L("M46 46 L50 50 L54 46 L58 50")])
    p["F"] = ("Fox", [
        P("M66 56 Q84 44 94 58 Q92 76 74 76 Q84 66 66 62 Z"), L("M86 70 Q90 66 92 62"),
        T(5, "M36 62 L36 80"), T(5, "M44 62 L44 80"), T(5, "M60 62 L60 80"), T(5, "M66 60 L68 80"),
        E(52, 58, 18, 8),
        E(30, 48, 8, 7), P("M26 45 L8 52 L10 54 L28 55 Z"),
        G((25, 45), (22, 28), (33, 42)), G((31, 43), (36, 28), (38, 46)),
        D(27, 47, 2), L("M12 55 L26 57")])
    p["Y"] = ("Coyote", [
        T(5, "M68 72 Q84 78 90 70"),
        T(6, "M38 56 L36 80"), T(6, "M46 56 L46 80"),
        P("M34 58 Q34 40 46 36 Q60 40 68 62 Q72 80 58 80 L40 80 Q32 74 34 58 Z"),
        T(9, "M42 44 L32 28"),
        E(28, 22, 8, 7, -30), P("M24 22 L10 8 L8 12 L22 28 Z"),
        G((28, 16), (34, 5), (36, 18)), G((32, 20), (42, 10), (38, 24)),
        D(27, 20, 2), L("M12 12 L20 22"), L("M44 50 L48 62")])
    p["E"] = ("Elephant", [
        T(3, "M80 52 Q88 58 86 66"),
        T(11, "M36 60 L36 82"), T(11, "M50 62 L50 82"), T(11, "M66 62 L66 82"), T(11, "M76 60 L76 82"),
        E(58, 52, 24, 16),
        T(9, "M24 46 Q14 60 16 76 Q18 82 24 80"),
        E(28, 38, 12, 12),
        P("M32 28 Q46 24 48 38 Q48 56 36 54 Q32 46 32 28 Z"),
        P("M24 52 Q14 56 10 50 Q16 52 24 48 Z"), D(24, 36, 2.2)])
    p["H"] = ("Horse", [
        T(6, "M74 48 Q88 54 86 72"),
        T(6.5, "M34 58 L32 82"), T(6.5, "M42 60 L42 82"), T(6.5, "M64 60 L64 82"), T(6.5, "M72 58 L74 82"),
        E(54, 52, 22, 11),
        P("M30 50 L26 30 L40 28 L46 46 Z"),
        E(24, 30, 6, 10, 55), P("M36 22 Q46 28 48 44 L42 44 Q40 32 32 26 Z"),
        G((28, 22), (28, 14), (33, 21)), D(26, 27, 2), D(14, 36, 1.5)])
    p["U"] = ("Unicorn", [
        T(5, "M74 48 Q88 50 88 62"), C(88, 66, 4.5),
        T(6.5, "M40 56 L26 44"), T(6.5, "M46 58 L34 58"), T(6.5, "M64 60 L64 82"), T(6.5, "M72 58 L76 82"),
        E(56, 52, 22, 11, -18),
        P("M40 46 L28 30 L40 24 L48 40 Z"),
        E(28, 26, 6, 10, 55), P("M38 18 Q48 24 50 40 L44 40 Q42 28 34 22 Z"),
        G((30, 18), (37, 6), (34, 20)), G((33, 18), (33, 10), (36, 17)),
        D(30, 23, 2), D(18, 32, 1.5)])
    p["G"] = ("Pegasus", [
        P("M48 48 Q50 24 82 8 Q78 20 86 22 Q76 28 82 34 Q70 36 72 44 Q62 40 60 50 Z"),
        L("M54 44 Q60 30 76 20"),
        T(6, "M74 52 Q88 58 86 74"),
        T(6.5, "M34 60 L32 82"), T(6.5, "M42 62 L42 82"), T(6.5, "M64 62 L64 82"), T(6.5, "M72 60 L74 82"),
        E(54, 56, 22, 10),
        P("M30 54 L26 34 L40 32 L46 50 Z"),
        E(24, 34, 6, 10, 55), P("M36 26 Q46 32 48 48 L42 48 Q40 36 32 30 Z"),
        G((28, 26), (28, 18), (33, 25)), D(26, 31, 2)])
    p["O"] = ("Falcon", [
        G((44, 74), (50, 92), (62, 90), (60, 72)),
        P("M32 38 Q30 12 50 8 Q66 10 66 30 Q74 52 66 74 Q58 84 46 80 Q28 64 32 38 Z"),
        P("M56 30 Q78 38 80 60 Q76 76 64 86 Q66 62 52 48 Z"),
        P("M34 18 L20 26 Q22 34 32 30 Z"),
        D(42, 20, 2.8), L("M40 26 L38 38"), L("M40 50 L46 47 M40 58 L46 55 M42 66 L48 63"),
        T(4, "M44 78 L44 84 M54 78 L54 84")])
    p["R"] = ("Roc", [
        P("M46 44 Q30 24 44 6 Q46 18 56 12 Q54 22 64 20 Q58 32 66 34 Q60 44 58 46 Z"),
        L("M48 38 Q42 24 46 12"),
        G((70, 56), (94, 50), (90, 58), (94, 66), (70, 64)),
        P("M26 56 Q34 42 56 44 Q74 48 74 60 Q70 72 54 72 Q34 72 26 56 Z"),
        T(6, "M30 54 Q22 40 22 30"),
        E(20, 26, 8, 7), P("M14 22 L4 28 Q6 34 14 30 Z"), D(19, 24, 2),
        G((24, 20), (32, 10), (28, 22)),
        T(4, "M44 70 L42 82 M56 70 L58 82"), L("M48 52 Q56 58 66 56")])
    p["S"] = ("Stag", [
        T(7, "M34 60 L33 82"), T(7, "M42 62 L42 82"), T(7, "M64 62 L64 82"), T(7, "M72 60 L73 82"),
        E(54, 54, 22, 10), P("M74 48 L82 46 L78 54 Z"),
        P("M32 54 L26 36 L38 34 L44 50 Z"),
        E(26, 36, 6, 9, 60),
        T(4, "M28 30 Q24 16 32 4 M26 22 L16 16 M28 14 L20 6"),
        T(4, "M32 30 Q40 18 50 14 M38 22 L42 8 M44 16 L52 6"),
        G((34, 30), (42, 28), (36, 35)), D(27, 34, 2), L("M34 54 L40 60")])
    for k in ("C", "J", "L", "M", "P", "T", "D", "W", "F", "Y"):
        name, parts = p[k]
        p[k] = (name, parts + [("tag", k)])
    return p


ARMIES = {"elves": elves, "dwarves": dwarves, "horde": horde, "giants": giants, "druids": druids}
ARMY_NAMES = {"elves": "Elves", "dwarves": "Dwarves", "horde": "Evil Horde", "giants": "Giants",
              "druids": "Druids"}

# A small stroke alphabet for the letter tags (drawn in a 6 x 7 box, top-left at 0,0).
GLYPHS = {
    "C": "M6 1 Q3 -1 1 1 Q0 3.5 1 6 Q3 8 6 6", "J": "M5 0 L5 5 Q5 7 3 7 Q1 7 1 5",
    "L": "M1 0 L1 7 L6 7", "M": "M0 7 L0 0 L3 4 L6 0 L6 7", "P": "M1 7 L1 0 L4 0 Q6 0 6 2 Q6 4 4 4 L1 4",
    "T": "M0 0 L6 0 M3 0 L3 7", "D": "M1 0 L1 7 L3 7 Q6 7 6 3.5 Q6 0 3 0 Z",
    "W": "M0 0 L1.5 7 L3 3 L4.5 7 L6 0", "F": "M6 0 L1 0 L1 7 M1 3.5 L5 3.5",
    "Y": "M0 0 L3 3.5 L6 0 M3 3.5 L3 7",
}


def tag(letter):
    """A small tag with the piece's letter, in the lower-right corner of the base."""
    x, y = 74, 80
    return [R(x, y, 12, 11, 2.5), ("glyph", f"translate({x + 3} {y + 2})", GLYPHS[letter])]


# ---------------------------------------------------------------- rendering
def render(parts, style, side, gid):
    if style == "classic":
        stops, outline, detail, solid, white = CLASSIC[side]
        fill, sw = f"url(#{gid})", 3
    else:
        fill, outline, detail = FLAT[side]
        solid, white, sw = fill, ("#fbf8ef" if side == "w" else "#ececec"), 4
    out = []

    def filled(el, colour, extra=""):
        i = el.index(" ")
        return el[:i] + f' fill="{colour}"{extra}' + el[i:]

    for part in parts:
        if isinstance(part, str):
            out.append(filled(part, fill))
            continue
        kind = part[0]
        if kind == "line":
            out.append(f'<path d="{part[1]}" fill="none" stroke="{detail}"/>')
        elif kind == "dot":
            _, x, y, r = part
            out.append(f'<circle cx="{f(x)}" cy="{f(y)}" r="{f(r)}" fill="{detail}" stroke="none"/>')
        elif kind == "ring":
            _, x, y = part
            out.append(f'<circle cx="{f(x)}" cy="{f(y)}" r="3" fill="none" stroke="{detail}" stroke-width="2.2"/>')
        elif kind == "eye":
            _, x, y, r = part
            out.append(f'<circle cx="{f(x)}" cy="{f(y)}" r="{f(r)}" fill="{white}"/>')
            out.append(f'<circle cx="{f(x)}" cy="{f(y)}" r="{f(r * 0.45)}" fill="{outline}" stroke="none"/>')
        elif kind == "tube":
            _, w, d = part
            out.append(f'<path d="{d}" fill="none" stroke-width="{f(w + sw)}"/>')
            out.append(f'<path d="{d}" fill="none" stroke="{solid}" stroke-width="{f(max(w - sw, 1))}"/>')
        elif kind == "dark":
            out.append(filled(part[1], outline, ' stroke="none"'))
        elif kind == "tag":
            box, glyph = tag(part[1])
            out.append(filled(box, fill, ' stroke-width="2"'))
            out.append(f'<g transform="{glyph[1]}"><path d="{glyph[2]}" fill="none" stroke="{detail}" '
                       f'stroke-width="1.8"/></g>')
        else:
            raise ValueError(kind)
    head = ('<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" viewBox="0 0 100 100">\n')
    defs = ""
    if style == "classic":
        defs = (f'  <defs>\n    <linearGradient id="{gid}" gradientUnits="userSpaceOnUse" x1="20" y1="0" x2="80" y2="0">\n'
                f'      <stop offset="0" stop-color="{stops[0]}"/>\n'
                f'      <stop offset="0.45" stop-color="{stops[1]}"/>\n'
                f'      <stop offset="1" stop-color="{stops[2]}"/>\n'
                '    </linearGradient>\n  </defs>\n')
    return (head + defs +
            f'  <g stroke="{outline}" stroke-width="{sw}" stroke-linejoin="round" stroke-linecap="round">\n    '
            + "\n    ".join(out) + "\n  </g>\n</svg>\n")


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
