"""Rendering a piece's parts as an SVG document in one of our two styles (part of
make_fantasy_pieces.py), with the stroke alphabet of the animals' letter tags.
"""

from fantasy_shapes import R, f

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
