"""Fairy-Stockfish variant definitions (part of crosscheck.py).

One base section per ordered pairing (`--write-ini`, fantasy-variants.ini) and, for a run,
one section per distinct set of per-position regions; the letter mapping between our
army-scoped letters and FSF's per-variant ones.
"""

import hashlib

from armies import ARMIES, ARMY_ORDER, DOUBLE_STEP, LEAF_ONLY, PROMOTION
from notation import board_fen, start_position


def fsf_letters(wa, ba):
    """Maps (colour, our letter) to an FSF piece letter for the pairing, and lists the FSF
    piece definitions. Returns (map, defs, types) with map[(army, letter)] = fsf letter."""
    armies = [wa] if wa == ba else [wa, ba]
    used = set()
    amap = {}
    order = []
    for army in armies:
        for L, (name, fsf, note) in ARMIES[army].items():
            if fsf is None and (army, L) not in LEAF_ONLY:
                continue
            if L == "K":
                amap[(army, L)] = "k"
                continue
            order.append((army, L))
    # first pass: own letter if free
    pending = []
    for key in order:
        L = key[1].lower()
        if L not in used and L != "k":
            amap[key] = L
            used.add(L)
        else:
            pending.append(key)
    all_letters = [key[1].lower() for a in armies for key in [(a, x) for x in ARMIES[a]]]
    free = [c for c in "abcdefghijlmnopqrstuvwxyz" if c not in used and c not in all_letters]
    free += [c for c in "abcdefghijlmnopqrstuvwxyz" if c not in used and c not in free]
    for key in pending:
        c = free.pop(0)
        amap[key] = c
        used.add(c)
    defs = ["king = k"]
    n = 0
    for key in order:
        army, L = key
        fsf = ARMIES[army][L][1] or LEAF_ONLY[key]
        if fsf.startswith("builtin:"):
            defs.append("%s = %s" % (fsf[8:], amap[key]))
        else:
            n += 1
            defs.append("customPiece%d = %s:%s" % (n, amap[key], fsf))
    if n > 25:
        raise RuntimeError("too many custom pieces for %s/%s" % (wa, ba))
    return amap, defs


def to_fsf_fen(pos, amap):
    wa, ba = pos.armies

    def mapper(c):
        army = wa if c.isupper() else ba
        f = amap[(army, c.upper())]
        return f.upper() if c.isupper() else f
    return "%s %s - - %d %d" % (board_fen(pos.board, mapper), pos.stm, pos.half, pos.full)


def region(ranks):
    return " ".join("*%d" % r for r in ranks) if ranks else "-"


def variant_section(name, wa, ba, settings=None):
    amap, defs = fsf_letters(wa, ba)
    lines = ["[%s]" % name,
             "# Fantasy Grand Chess, %s (white) against %s (black)" % (wa, ba),
             "maxRank = 10", "maxFile = 10", "castling = false", "doubleStep = true",
             "enPassantRegion = -", "stalemateValue = loss", "mandatoryPawnPromotion = false",
             "mandatoryPiecePromotion = false", "immobilityIllegal = false"]
    lines += defs
    limits = []
    for col, army in (("White", wa), ("Black", ba)):
        if army in PROMOTION:
            pawns, targets, lim = PROMOTION[army]
            lines.append("promotionPawnTypes%s = %s" % (col, "".join(amap[(army, x)] for x in pawns)))
            lines.append("promotionPieceTypes%s = %s" % (col, "".join(amap[(army, x)] for x in targets)))
            for x, v in lim.items():
                item = "%s:%d" % (amap[(army, x)], v)
                if item not in limits:
                    limits.append(item)
        else:
            lines.append("promotionPawnTypes%s = -" % col)
            lines.append("promotionPieceTypes%s = -" % col)
    if limits:
        lines.append("promotionLimit = " + " ".join(limits))
    if settings is None:   # generic regions (per-position sections override them)
        zw = (9, 10) if wa == "horde" else (8, 9, 10)
        zb = (9, 10) if ba == "horde" else (8, 9, 10)
        dsw = sorted(set(DOUBLE_STEP.get(wa, {}).values()))
        dsb = sorted(set(DOUBLE_STEP.get(ba, {}).values()))
        lines.append("promotionRegionWhite = " + region(zw))
        lines.append("promotionRegionBlack = " + region([11 - r for r in zb]))
        lines.append("doubleStepRegionWhite = " + region(dsw))
        lines.append("doubleStepRegionBlack = " + region([11 - r for r in dsb]))
    else:
        zw, zb = settings["zone"]
        lines.append("promotionRegionWhite = " + region(zw or (8, 9, 10)))
        lines.append("promotionRegionBlack = " + region([11 - r for r in (zb or (8, 9, 10))]))
        lines.append("doubleStepRegionWhite = " + (" ".join(settings["ds"][0]) or "-"))
        lines.append("doubleStepRegionBlack = " + (" ".join(settings["ds"][1]) or "-"))
    lines.append("startFen = " + to_fsf_fen(start_position(wa, ba), amap))
    return "\n".join(lines) + "\n"


def base_name(wa, ba):
    return "fgc-%s-%s" % (wa, ba)


def write_base_ini(path):
    with open(path, "w") as f:
        f.write("# Fantasy Grand Chess army pairings for Fairy-Stockfish, written by\n"
                "# devtools/fairy/crosscheck.py --write-ini. One section per ordered pairing\n"
                "# (white army first). Pieces Fairy-Stockfish cannot express are left out; the\n"
                "# letters are the army letters where the two armies do not clash (see the\n"
                "# 'customPiece' lines). Two settings cannot be exact for a Horde side in one\n"
                "# section, because Fairy-Stockfish has a single region per colour:\n"
                "#  - double steps: orcs from rank 2, goblins from rank 3; here both ranks, so an\n"
                "#    orc standing on rank 3 would wrongly get a double step;\n"
                "#  - promotion zone: goblins 8-10, werewolves 9-10; here 9-10, so a goblin\n"
                "#    could not promote on reaching rank 8.\n"
                "# crosscheck.py therefore writes a section per position with exact regions (the\n"
                "# squares where a double-stepping piece stands, the zone that matters) and\n"
                "# skips positions where the choice would matter within the perft horizon.\n"
                "# The Orc's strike is not expressible at all.\n\n")
        for wa in ARMY_ORDER:
            for ba in ARMY_ORDER:
                f.write(variant_section(base_name(wa, ba), wa, ba) + "\n")


def settings_key(wa, ba, st):
    return (wa, ba, st["ds"], st["zone"])


def settings_name(wa, ba, st):
    h = hashlib.sha1(repr(settings_key(wa, ba, st)).encode()).hexdigest()[:8]
    return "%s-%s" % (base_name(wa, ba), h)


def write_position_ini(path, keys):
    names = {}
    with open(path, "w") as f:
        f.write("# generated by crosscheck.py: one section per distinct set of regions\n\n")
        for key in sorted(keys, key=repr):
            wa, ba = key[0], key[1]
            st = {"ds": key[2], "zone": key[3]}
            name = settings_name(wa, ba, st)
            names[key] = name
            f.write(variant_section(name, wa, ba, st) + "\n")
    return names
