"""The drawing vocabulary of the Fantasy pieces (part of make_fantasy_pieces.py): number
formatting, the plain elements, the tagged parts that the renderer colours by style, and
a few shapes shared by several pieces (leaf, robe, elf head, star).
"""

import math


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
