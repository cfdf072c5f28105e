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

import argparse
import hashlib
import os
import random
import re
import subprocess
import sys
import time

FILES = "abcdefghij"
HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------------------
# Armies. For every letter: (name, FSF definition, note).
# FSF definition: "builtin:<fsf piece name>" or a Betza string for a custom piece, or None
# when FSF cannot express the piece exactly (the note says why).
# ---------------------------------------------------------------------------------------

ARMIES = {
    "humans": {
        "K": ("King", "builtin:king", ""),
        "Q": ("Queen", "builtin:queen", "Q"),
        "R": ("Rook", "builtin:rook", "R"),
        "B": ("Bishop", "builtin:bishop", "B"),
        "N": ("Knight", "builtin:knight", "N"),
        "C": ("Cardinal", "builtin:archbishop", "BN"),
        "M": ("Marshal", "builtin:chancellor", "RN"),
        "P": ("Pawn", "builtin:pawn", "fmWfcF, double step from rank 3, promotion as Grand"),
    },
    "elves": {
        "K": ("King", "builtin:king", ""),
        "E": ("Elder", "QN", "amazon"),
        "L": ("Loremaster", None, "R + griffon: FSF's Betza has no bent (two-leg) moves"),
        "M": ("Mage", None, "griffon (F then outward rook): FSF's Betza has no bent moves"),
        "R": ("Ranger", "NN", "nightrider"),
        "S": ("Seeress", "W2F2", "limited sliders"),
        "W": ("Warrior", "mWcfF", ""),
    },
    "dwarves": {
        "K": ("King", "builtin:king", ""),
        "C": ("Cannon", "mRcpR", "cannon"),
        "E": ("General", "W2F2nN", "nN = lame knight, orthogonal square first"),
        "G": ("Guard", "K", "non-royal king"),
        "P": ("Priest", None, "its D squares are reached through either diagonal middle "
                              "square; FSF's lame D (nD) only goes through the orthogonal one"),
        "S": ("Soldier", "fWcfF", ""),
        "W": ("War Machine", "RcpRfF", ""),
    },
    "horde": {
        "K": ("Dark Lord", "builtin:king", ""),
        "A": ("Assassin", "mQcK", ""),
        "B": ("Balrog", None, "crooked rook part: FSF's Betza has no crooked (z) moves"),
        "G": ("Goblin", "fWifmnD", "double step from rank 3 as an initial move"),
        "H": ("Werewolf", "fNfsN", "the four forward knight leaps"),
        "M": ("Minotaur", "NL", ""),
        "O": ("Orc", "fFifmnA", "the strike is not expressible"),
        "R": ("Ogre", "R4", ""),
        "W": ("Wolf Rider", "KN", ""),
        "Z": ("Warlock", None, "crooked bishop: FSF's Betza has no crooked (z) moves"),
    },
    "giants": {
        "K": ("King", "builtin:king", ""),
        "B": ("Behemoth Rider", None, "1-3 orthogonal steps turning freely: no multi-leg moves in FSF"),
        "D": ("Two-Headed Cyclops", None, "bent griffon-like path: no multi-leg moves in FSF"),
        "G": ("Giant", "DA", ""),
        "M": ("Mammoth Rider", None, "its F squares are reached through either orthogonal middle "
                                     "square; FSF has no lame F (W and nD parts would be fine)"),
        "O": ("Colossus", "NDA", ""),
        "T": ("Titan", "HLJG", ""),
        "Y": ("Cyclops", None, "rook that may not stop on its first square: no multi-leg moves in FSF"),
    },
    "druids": {
        "K": ("Druid", "builtin:king", ""),
        "A": ("Eagle", None, "diagonal slide of two or more squares: no multi-leg moves in FSF"),
        "B": ("Bear", "R4F", ""),
        "C": ("Cheetah", "mAcD", ""),
        "D": ("Dog", "W", ""),
        "E": ("Elephant", "R", ""),
        "F": ("Fox", "F", ""),
        "G": ("Pegasus", None, "contains the Eagle's move"),
        "H": ("Horse", "N", ""),
        "J": ("Jaguar", "mAcW", ""),
        "L": ("Lion", "mFcD", ""),
        "M": ("Puma", "mDcA", ""),
        "O": ("Falcon", "B", ""),
        "P": ("Panther", "mDcF", ""),
        "R": ("Roc", "Q", ""),
        "S": ("Stag", "WH", ""),
        "T": ("Tiger", "mWcA", ""),
        "U": ("Unicorn", "R4FN", ""),
        "W": ("Wolf", "mWcF", ""),
        "Y": ("Coyote", "mFcW", ""),
    },
}

ARMY_ORDER = ["humans", "elves", "dwarves", "horde", "giants", "druids"]

# Pieces FSF cannot express but which can appear as a promotion choice. They are given an
# approximate Betza (its expressible part) and may only be created at the last ply of a
# perft, where their movement never matters (see `position_settings`).
LEAF_ONLY = {("dwarves", "P"): "FnA"}

# Promotion: pawn-like letters, choices, limits (pieces of that type a side may have on the
# board; 0 = unlimited).
PROMOTION = {
    "humans": ("P", "QMCRBN", {"Q": 1, "M": 1, "C": 1, "R": 2, "B": 2, "N": 2}),
    "dwarves": ("S", "EGP", {"E": 1, "G": 2, "P": 2}),
    "horde": ("GH", "W", {}),
}
# Initial double steps: letter -> relative rank it is made from.
DOUBLE_STEP = {"humans": {"P": 3}, "horde": {"G": 3, "O": 2}}
# Forward-only pieces (reset the 50-move counter).
FORWARD_ONLY = {"humans": "P", "dwarves": "S", "horde": "GOH"}

START = {
    "humans": ["R8R", "1NBQKMCBN1", "PPPPPPPPPP"],
    "elves": ["4RR4", "1S1LKEM1S1", "WWWWWWWWWW"],
    "dwarves": ["C8C", "1PGWKEWGP1", "SSSSSSSSSS"],
    "horde": ["ZRHBKMAHRZ", "OOOOOOOOOO", "GGGGGGGGGG"],
    "giants": ["3BKTD3", "1YMOGGOMY1", "4GG4"],
    "druids": ["9E", "BHARKUGOS1", "FJYLMCTWPD"],
}


def expressible(army, letter):
    return ARMIES[army][letter][1] is not None


# ---------------------------------------------------------------------------------------
# Positions in the project's notation
# ---------------------------------------------------------------------------------------

class Pos:
    __slots__ = ("board", "stm", "half", "full", "armies")

    def __init__(self, board, stm, half, full, armies):
        self.board = board      # list of 100 chars, index (rank-1)*10 + file, '.' empty
        self.stm = stm          # 'w' or 'b'
        self.half = half
        self.full = full
        self.armies = armies    # (white army, black army)

    def copy(self):
        return Pos(list(self.board), self.stm, self.half, self.full, self.armies)

    def army_of(self, ch):
        return self.armies[0] if ch.isupper() else self.armies[1]


def sq_index(name):
    return (int(name[1:]) - 1) * 10 + FILES.index(name[0])


def sq_name(i):
    return FILES[i % 10] + str(i // 10 + 1)


def parse_fen(fen):
    f = fen.split()
    if len(f) < 7:
        raise ValueError("not a Fantasy FEN (needs the seventh field): " + fen)
    rows = f[0].split("/")
    if len(rows) != 10:
        raise ValueError("need 10 ranks: " + fen)
    board = ["."] * 100
    for ri, row in enumerate(rows):
        rank = 10 - ri
        fi = 0
        for tok in re.findall(r"\d+|[A-Za-z]", row):
            if tok.isdigit():
                fi += int(tok)
            else:
                board[(rank - 1) * 10 + fi] = tok
                fi += 1
        if fi != 10:
            raise ValueError("rank %d has %d files: %s" % (rank, fi, fen))
    wa, ba = f[6].split("/")
    return Pos(board, f[1], int(f[4]), int(f[5]), (wa, ba))


def board_fen(board, mapper=lambda c: c):
    rows = []
    for rank in range(10, 0, -1):
        s, empty = "", 0
        for fi in range(10):
            c = board[(rank - 1) * 10 + fi]
            if c == ".":
                empty += 1
            else:
                if empty:
                    s += str(empty)
                    empty = 0
                s += mapper(c)
        if empty:
            s += str(empty)
        rows.append(s)
    return "/".join(rows)


def to_fen(pos):
    return "%s %s - - %d %d %s/%s" % (board_fen(pos.board), pos.stm, pos.half, pos.full,
                                      pos.armies[0], pos.armies[1])


MOVE_RE = re.compile(r"^([a-j])(\d+)([a-j])(\d+)(?:x([a-j]\d+)|([a-z]))?$")


def apply_move(pos, mv):
    """Plays a move in the project's coordinate notation; returns the new position."""
    m = MOVE_RE.match(mv)
    if not m:
        raise ValueError("bad move " + mv)
    frm = sq_index(m.group(1) + m.group(2))
    to = sq_index(m.group(3) + m.group(4))
    p = pos.copy()
    piece = p.board[frm]
    assert piece != "." and (piece.isupper() == (pos.stm == "w")), (to_fen(pos), mv)
    captured = p.board[to]
    assert captured == "." or captured.isupper() != piece.isupper(), (to_fen(pos), mv)
    p.board[frm] = "."
    p.board[to] = piece
    promo = m.group(6)
    strike = m.group(5)
    if promo:
        p.board[to] = promo.upper() if piece.isupper() else promo.lower()
    if strike:
        p.board[to] = "."
        s = sq_index(strike)
        assert p.board[s] != "." and p.board[s].isupper() != piece.isupper(), (to_fen(pos), mv)
        p.board[s] = "."
    army = pos.army_of(piece)
    reset = captured != "." or promo or strike or piece.upper() in FORWARD_ONLY.get(army, "")
    p.half = 0 if reset else pos.half + 1
    if pos.stm == "b":
        p.full += 1
    p.stm = "b" if pos.stm == "w" else "w"
    return p


def is_forward_only(pos, mv):
    c = pos.board[sq_index(MOVE_RE.match(mv).group(1) + MOVE_RE.match(mv).group(2))]
    return c.upper() in FORWARD_ONLY.get(pos.army_of(c), "")


def is_capture(pos, mv):
    m = MOVE_RE.match(mv)
    return pos.board[sq_index(m.group(3) + m.group(4))] != "." or m.group(5) is not None


def start_position(wa, ba, reduced=True):
    board = ["."] * 100
    for i, row in enumerate(START[wa]):          # ranks 1, 2, 3
        fi = 0
        for tok in re.findall(r"\d+|[A-Z]", row):
            if tok.isdigit():
                fi += int(tok)
            else:
                if not reduced or expressible(wa, tok):
                    board[i * 10 + fi] = tok
                fi += 1
    for i, row in enumerate(START[ba]):          # ranks 10, 9, 8
        fi = 0
        for tok in re.findall(r"\d+|[A-Z]", row):
            if tok.isdigit():
                fi += int(tok)
            else:
                if not reduced or expressible(ba, tok):
                    board[(9 - i) * 10 + fi] = tok.lower()
                fi += 1
    return Pos(board, "w", 0, 1, (wa, ba))


# ---------------------------------------------------------------------------------------
# What FSF can check in a position
# ---------------------------------------------------------------------------------------

def rel_rank(idx, white):
    r = idx // 10 + 1
    return r if white else 11 - r


def moves_in_horizon(depth, side_to_move):
    return (depth + 1) // 2 if side_to_move else depth // 2


def need_step1(r):
    """Moves a one-rank-per-move forward piece on relative rank r needs to make a move that
    ends in the zone (ranks 8-10); 99 if it can never move."""
    if r >= 10:
        return 99
    return max(1, 8 - r)


def position_settings(pos, depth):
    """Decides whether FSF can reproduce perft 1..depth of pos exactly.

    Returns (None, reason) or (settings, None); settings are the per-position FSF regions:
    {'ds': (white squares, black squares), 'zone': (white ranks, black ranks)}.
    """
    wa, ba = pos.armies
    royals = {"w": 0, "b": 0}
    nonroyal = {"w": 0, "b": 0}
    for i, c in enumerate(pos.board):
        if c == ".":
            continue
        col = "w" if c.isupper() else "b"
        army = wa if col == "w" else ba
        L = c.upper()
        if not expressible(army, L):
            return None, "contains %s %s" % (army, ARMIES[army][L][0])
        if L == "K":
            royals[col] += 1
        else:
            nonroyal[col] += 1
    if royals["w"] != 1 or royals["b"] != 1:
        return None, "royal count"

    ds = {"w": [], "b": []}
    zone = {"w": None, "b": None}
    for col in ("w", "b"):
        white = col == "w"
        army = wa if white else ba
        stm = pos.stm == col
        opp = "b" if white else "w"
        mine = [(i, c.upper()) for i, c in enumerate(pos.board)
                if c != "." and c.isupper() == white]
        m_here = moves_in_horizon(depth, stm)
        m_opp = moves_in_horizon(depth, not stm)
        # initial double steps: exactly the squares where such a piece stands on its rank
        for i, L in mine:
            if DOUBLE_STEP.get(army, {}).get(L) == rel_rank(i, white):
                ds[col].append(sq_name(i))
        # The double-step region is a fixed set of squares for the whole perft tree. Only an
        # orc (from rank 2) can later stand on a goblin's rank-3 square; if it can get there
        # and move again within the horizon, FSF would give it a double step.
        if army == "horde" and (m_here >= 3 or (not stm and m_here >= 2)):
            gob_sq = {i for i, L in mine if L == "G" and rel_rank(i, white) == 3}
            dr = 10 if white else -10
            for i, L in mine:
                if L == "O" and rel_rank(i, white) == 2:
                    for df in (-1, 1):
                        if 0 <= i % 10 + df < 10 and (i + dr + df) in gob_sq:
                            return None, "an orc could reuse a goblin's double-step square"
        # promotion to a piece FSF cannot express: only at this side's move at the last ply
        if army in PROMOTION and any((army, t) in LEAF_ONLY for t in PROMOTION[army][1]):
            last_is_mine = (depth % 2 == 1) == stm
            for i, L in mine:
                if L in PROMOTION[army][0]:
                    need = need_step1(rel_rank(i, white))
                    ok = need >= m_here if last_is_mine else need > m_here
                    # a shorter horizon (depth-1) must be safe too
                    for d in range(1, depth):
                        mh = moves_in_horizon(d, stm)
                        lim = (d % 2 == 1) == stm
                        ok = ok and (need >= mh if lim else need > mh)
                    if not ok:
                        return None, "%s %s could promote to an inexpressible piece" % (army, L)
        if army == "horde":
            # Orc strike: no orc move may end in the zone within the horizon, and no orc may
            # give the strike's check while the victim could be reduced to <= 1 non-royal.
            victim_safe = nonroyal[opp] - m_here >= 2
            for i, L in mine:
                if L != "O":
                    continue
                r = rel_rank(i, white)
                need = 5 if r == 2 else need_step1(r)
                limit = m_here if victim_safe else max(m_here, m_opp + 1)
                if not need > limit:
                    return None, "an orc can reach the zone (strike)"
            # Goblins promote on ranks 8-10, Werewolves on 9-10; FSF has one zone per colour
            gob8 = any(L == "G" and rel_rank(i, white) < 8 and
                       (8 - rel_rank(i, white) - (1 if rel_rank(i, white) == 3 else 0)) <= m_here
                       for i, L in mine)
            were8 = any(L == "H" and rel_rank(i, white) < 8 and
                        (8 - rel_rank(i, white) + 1) // 2 <= m_here
                        for i, L in mine)
            if gob8 and were8:
                return None, "goblin and werewolf promotion zones both matter"
            zone[col] = (9, 10) if were8 else (8, 9, 10)
        elif army in PROMOTION:
            zone[col] = (8, 9, 10)
    return {"ds": (tuple(ds["w"]), tuple(ds["b"])), "zone": (zone["w"], zone["b"])}, None


# ---------------------------------------------------------------------------------------
# FSF variant definitions
# ---------------------------------------------------------------------------------------

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


# ---------------------------------------------------------------------------------------
# Engines
# ---------------------------------------------------------------------------------------

def parse_divide(text):
    moves = {}
    total = None
    for line in text.splitlines():
        line = line.strip()
        m = re.match(r"^([a-j]\d+[a-j]\d+\S*): (\d+)$", line)
        if m:
            moves[m.group(1)] = int(m.group(2))
        m = re.match(r"^Nodes searched: (\d+)", line)
        if m:
            total = int(m.group(1))
    if total is None:
        raise RuntimeError("no node count in:\n" + text[-2000:])
    return moves, total


class Ours:
    def __init__(self, path):
        self.path = path
        self.calls = 0

    def perft(self, fen, depth):
        self.calls += 1
        out = subprocess.run([self.path, "perft", str(depth), fen], capture_output=True,
                             text=True, timeout=3600)
        if out.returncode != 0:
            raise RuntimeError("%s failed on %s: %s" % (self.path, fen, out.stderr))
        return parse_divide(out.stdout)


class Fairy:
    def __init__(self, path, ini):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, text=True, bufsize=1)
        self.send("uci")
        self.read_until("uciok")
        self.send("setoption name VariantPath value " + ini)
        self.sync()
        self.variant = None

    def send(self, s):
        self.p.stdin.write(s + "\n")
        self.p.stdin.flush()

    def read_until(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("Fairy-Stockfish exited:\n" + "".join(lines[-20:]))
            lines.append(line)
            if line.startswith(prefix):
                return "".join(lines)

    def sync(self):
        self.send("isready")
        return self.read_until("readyok")

    def perft(self, variant, fsf_fen, depth):
        if variant != self.variant:
            self.send("setoption name UCI_Variant value " + variant)
            self.sync()
            self.variant = variant
        self.send("position fen " + fsf_fen)
        self.send("go perft %d" % depth)
        return parse_divide(self.read_until("Nodes searched"))

    def close(self):
        try:
            self.send("quit")
            self.p.wait(timeout=10)
        except Exception:
            self.p.kill()


def fsf_move_to_ours(mv, pos, amap):
    """Translates an FSF move (FSF promotion letters) to the project's notation."""
    m = re.match(r"^([a-j]\d+[a-j]\d+)(.*)$", mv)
    head, suffix = m.group(1), m.group(2)
    if not suffix:
        return head
    army = pos.armies[0] if pos.stm == "w" else pos.armies[1]
    inv = {v: k[1] for k, v in amap.items() if k[0] == army}
    return head + inv[suffix.lower()].lower()


# ---------------------------------------------------------------------------------------
# Position generation
# ---------------------------------------------------------------------------------------

def random_games(ours, wa, ba, rng, games, plies, depth, capture_bias, log, advance_bias=0.0):
    """Plays random legal games from the reduced start position, preferring moves that keep
    the position checkable and, with probability capture_bias, captures (to reach
    endgames). Every computed FEN is checked against the engine: the number of legal moves
    of a child must equal the parent's perft-2 divide count for the move.
    Returns a list of [ply, Pos, number of legal moves or None] for checkable positions."""
    found = []
    for g in range(games):
        pos = start_position(wa, ba)
        expect, last = None, None
        for ply in range(plies):
            fen = to_fen(pos)
            div, total = ours.perft(fen, 2)
            if expect is not None and expect != len(div):
                raise RuntimeError("FEN bookkeeping error: engine's divide said %d replies, "
                                   "the computed FEN has %d: %s" % (expect, len(div), fen))
            if last is not None:
                last[2] = len(div)
            if not div:
                break
            children = []
            for mv in div:
                child = apply_move(pos, mv)
                st, _ = position_settings(child, depth)
                children.append((mv, child, st is not None, is_capture(pos, mv)))
            good = [c for c in children if c[2]] or children
            caps = [c for c in good if c[3]]
            adv = [c for c in good if is_forward_only(pos, c[0])]
            x = rng.random()
            if caps and x < capture_bias:
                pick = rng.choice(caps)
            elif adv and x < capture_bias + advance_bias:
                pick = rng.choice(adv)
            else:
                pick = rng.choice(good)
            mv, child, ok, _ = pick
            expect = div[mv]
            pos = child
            last = None
            if ok:
                last = [ply + 1, pos, None]
                found.append(last)
        log("  game %d: %d plies, %d pieces left" % (g + 1, ply + 1,
                                                     sum(c != "." for c in pos.board)))
    return found


def promotion_in_reach(pos, depth):
    """True if a pawn-like piece could make a move into its promotion zone within the
    horizon (a cheap, optimistic test used only to pick interesting positions)."""
    for i, c in enumerate(pos.board):
        if c == ".":
            continue
        white = c.isupper()
        army = pos.armies[0] if white else pos.armies[1]
        if army not in PROMOTION or c.upper() not in PROMOTION[army][0]:
            continue
        m = moves_in_horizon(depth, pos.stm == ("w" if white else "b"))
        r = rel_rank(i, white)
        first = 9 if (army == "horde" and c.upper() == "H") else 8
        step = 2 if (army == "horde" and c.upper() == "H") else 1
        if r < 10 and first - r <= step * m:
            return True
    return False


def select_positions(found, per_pairing, rng, depth):
    """Picks positions: some with a promotion in reach, some with few legal moves (checks,
    mates), the rest spread over material (opening, middlegame, endgame)."""
    uniq = {}
    for ply, p, d1 in found:
        uniq.setdefault(to_fen(p).split(" ")[0] + p.stm, (ply, p, d1))
    items = list(uniq.values())
    out, seen = [], set()

    def take(pool, k):
        pool = [t for t in pool if id(t) not in seen]
        pool.sort(key=lambda t: -sum(c != "." for c in t[1].board))
        for j in range(min(k, len(pool))):
            lo = j * len(pool) // k
            hi = max(lo + 1, (j + 1) * len(pool) // k)
            t = pool[rng.randrange(lo, min(hi, len(pool)))]
            if id(t) not in seen:
                seen.add(id(t))
                out.append(t)

    take([t for t in items if promotion_in_reach(t[1], depth)], per_pairing // 2)
    take([t for t in items if t[2] is not None and t[2] <= 6], per_pairing // 6)
    take(items, per_pairing - len(out))
    return [(t[0], t[1]) for t in out]


# ---------------------------------------------------------------------------------------
# Comparison
# ---------------------------------------------------------------------------------------

class Checker:
    def __init__(self, ours, fairy, names, log):
        self.ours = ours
        self.fairy = fairy
        self.names = names      # (wa, ba, settings key) -> variant name
        self.log = log
        self.nodes = 0

    def fsf(self, pos, depth, settings):
        wa, ba = pos.armies
        amap, _ = fsf_letters(wa, ba)
        name = self.names[settings_key(wa, ba, settings)]
        div, total = self.fairy.perft(name, to_fsf_fen(pos, amap), depth)
        return {fsf_move_to_ours(m, pos, amap): n for m, n in div.items()}, total

    def locate(self, pos, depth, settings, path, max_lines=40):
        """Walks down the first differing move; prints what differs."""
        od, ot = self.ours.perft(to_fen(pos), depth)
        fd, ft = self.fsf(pos, depth, settings)
        self.log("    at %s (after %s), perft %d: ours %d, fairy %d" %
                 (to_fen(pos), " ".join(path) or "root", depth, ot, ft))
        only_ours = sorted(set(od) - set(fd))
        only_fsf = sorted(set(fd) - set(od))
        if only_ours or only_fsf:
            self.log("    moves only ours: %s" % (" ".join(only_ours) or "-"))
            self.log("    moves only fairy: %s" % (" ".join(only_fsf) or "-"))
            return path, only_ours, only_fsf
        diff = [m for m in od if od[m] != fd[m]]
        for m in diff[:5]:
            self.log("    %s: ours %d, fairy %d" % (m, od[m], fd[m]))
        if not diff or depth <= 1:
            return path, [], []
        m = diff[0]
        # FSF searched the whole tree with the root's variant section, so the child is
        # examined with the same section (its regions may differ from what the child
        # would get as a root position of its own).
        return self.locate(apply_move(pos, m), depth - 1, settings, path + [m])

    def compare(self, pos, depth, settings):
        fen = to_fen(pos)
        result = {}
        for d in range(1, depth + 1):
            od, ot = self.ours.perft(fen, d)
            fd, ft = self.fsf(pos, d, settings)
            self.nodes += ot + ft
            if ot != ft or set(od) != set(fd):
                self.log("MISMATCH %s depth %d: ours %d, fairy %d" % (fen, d, ot, ft))
                wa, ba = pos.armies
                amap, _ = fsf_letters(wa, ba)
                self.log("  FSF variant %s, FEN %s" % (self.names[settings_key(wa, ba, settings)],
                                                       to_fsf_fen(pos, amap)))
                where = self.locate(pos, d, settings, [])
                return None, (d, ot, ft, where)
            result[d] = ot
            if d == 1:
                self.root_moves = list(od)
        return result, None


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


def fairy_check_ini(fairy_path, ini):
    out = subprocess.run([fairy_path, "check", ini], capture_output=True, text=True, timeout=600)
    msg = (out.stdout + out.stderr).strip()
    bad = [l for l in msg.splitlines()
           if l and not l.startswith("Fairy-Stockfish") and not l.startswith("Parsing variant")]
    return bad


# ---------------------------------------------------------------------------------------

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
    todo = []      # (label, Pos, settings)
    for wa, ba in pairings:
        start = start_position(wa, ba)
        st, why = position_settings(start, args.depth)
        if st:
            todo.append(("start", start, st))
        else:
            log("start %s/%s not checkable: %s" % (wa, ba, why))
        if args.games:
            log("%s/%s: random games" % (wa, ba))
            found = random_games(ours, wa, ba, rng, args.games, args.plies, args.depth,
                                 args.capture_bias, log, args.advance_bias)
            if args.promo_games and (wa in PROMOTION or ba in PROMOTION):
                log("%s/%s: random games pushing pawn-like pieces" % (wa, ba))
                found += random_games(ours, wa, ba, rng, args.promo_games, args.plies, args.depth,
                                      0.25, log, 0.6)
            for ply, p in select_positions(found, args.per_pairing, rng, args.depth):
                todo.append(("ply %d" % ply, p, position_settings(p, args.depth)[0]))
    if args.epd:
        with open(args.epd) as f:
            for line in f:
                line = line.strip()
                if not line or line.startswith("#"):
                    continue
                p = parse_fen(line.split(";")[0].strip())
                st, why = position_settings(p, args.depth)
                if st:
                    todo.append(("epd", p, st))
                else:
                    log("epd position not checkable (%s): %s" % (why, line.split(";")[0]))
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
    agreed, mismatches, skipped = [], [], 0
    seen_pieces, stats = {}, {}
    for label, p, st in todo:
        fen = to_fen(p)
        d1, _ = ours.perft(fen, 1)
        if args.depth >= 3:
            # cheap estimate of the deepest count before spending time on it
            _, t2 = ours.perft(fen, 2)
            if t2 * max(1, len(d1)) > 4 * args.max_nodes:
                _, tdeep = ours.perft(fen, args.depth)
                if tdeep > args.max_nodes:
                    skipped += 1
                    continue
        res, mis = checker.compare(p, args.depth, st)
        if mis:
            mismatches.append((label, fen, mis))
            continue
        if res[args.depth] > args.max_nodes:
            skipped += 1
            continue
        agreed.append((label, p, res))
        for key in {(p.army_of(c), c.upper()) for c in p.board if c != "."}:
            seen_pieces[key] = seen_pieces.get(key, 0) + 1
        promos = [m for m in checker.root_moves if MOVE_RE.match(m).group(6)]
        if promos:
            stats["root promotions"] = stats.get("root promotions", 0) + len(promos)
            stats["positions with a root promotion"] = stats.get("positions with a root promotion", 0) + 1
        if res[1] == 0:
            stats["no legal move (mate/stalemate)"] = stats.get("no legal move (mate/stalemate)", 0) + 1
        elif res[1] <= 6:
            stats["at most 6 legal moves"] = stats.get("at most 6 legal moves", 0) + 1
        if promotion_in_reach(p, args.depth):
            stats["promotion in reach within the horizon"] = stats.get("promotion in reach within the horizon", 0) + 1
        if not args.quiet:
            print("ok %-8s %s  %s" % (label, fen, " ".join("D%d %d" % (d, res[d]) for d in sorted(res))),
                  flush=True)
    fairy.close()

    print("\n%d positions compared, %d agree, %d mismatch, %d skipped as too large; "
          "%d nodes counted by the two engines together; %d engine calls; %.0fs"
          % (len(agreed) + len(mismatches), len(agreed), len(mismatches), skipped,
             checker.nodes, ours.calls, time.time() - t0))
    for k in sorted(stats):
        print("  %s: %d" % (k, stats[k]))
    print("  pieces (positions containing them): " + ", ".join(
        "%s %s %d" % (a, ARMIES[a][L][0], seen_pieces.get((a, L), 0))
        for a in ARMY_ORDER for L in ARMIES[a] if expressible(a, L)))
    for label, fen, (d, ot, ft, where) in mismatches:
        print("MISMATCH %s depth %d ours %d fairy %d: %s; path %s; only ours %s; only fairy %s"
              % (fen, d, ot, ft, label, " ".join(where[0]) or "root", where[1], where[2]))

    if args.out:
        # keep the file under the node cap, dropping the largest positions first
        # (start and hand-made positions first)
        order = sorted(range(len(agreed)), key=lambda k: (agreed[k][0] not in ("start", "epd"),
                                                          agreed[k][2][args.depth]))
        total, keep = 0, set()
        for k in order:
            if total + agreed[k][2][args.depth] > args.total_nodes:
                break
            total += agreed[k][2][args.depth]
            keep.add(k)
        with open(args.out, "w") as f:
            for k, (label, p, res) in enumerate(agreed):
                if k in keep:
                    f.write("%s %s\n" % (to_fen(p), " ".join(";D%d %d" % (d, res[d]) for d in sorted(res))))
        print("wrote %d positions (total D%d %d) to %s" % (len(keep), args.depth, total, args.out))
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
