#!/usr/bin/env python3
"""Embassy Chess perft positions counted by Fairy-Stockfish alone.

Writes an EPD-like file (default tests/data/embassy-fairy-perft.epd): comment lines
starting with '#', then one position a line,

    FEN ;D1 n ;D2 n ;D3 n

with the FEN's six fields exactly as Fairy-Stockfish's `d` command prints them and the
counts from its `go perft 1/2/3` (UCI_Variant embassy). Nothing here counts moves:
the script only chooses positions; every number in the file is Fairy-Stockfish's.

Embassy Chess: 10x8, start rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR,
c = chancellor (rook+knight), a = archbishop (bishop+knight); castling e1h1 with the rook
j1-g1, e1b1 with the rook a1-c1 (same on rank 8); pawns double-step from their second
rank, take en passant and promote on the last rank to q c a r b n; stalemate is a draw.

The positions fall into categories (the script prints how many of each):
  1  random games from the start (uniformly random legal moves, 4..120 plies)
  2  castling possible (by play and constructed), both colours, both wings, some with
     the rook or the square only the rook crosses (i1/i8) attacked
  3  castling refused although the right is kept, one reason at a time
  4  castling rights lost because the king or a rook moved (reached by play)
  5  en passant: possible, illegal because it uncovers a rank check, taking the checker
  6  promotions by push and by capture, also with extra queens/chancellors/archbishops
  7a check (single and double), 7b checkmate, 7c stalemate
Hand-made positions are built from piece placements; each is accepted only if both sides
have one king, no pawn stands on rank 1 or 8 and the side not to move is not in check
(asked of Fairy-Stockfish), and if Fairy-Stockfish's move list shows the property wanted.
Positions with D3 above --max-d3 are dropped.

Fairy-Stockfish 11.1 quirks the script works around (see also the file's header):
  * castling rights in a FEN with no rook of that colour on the board crash it
    (segmentation fault); with the king off e1/e8 it keeps the rights and castles from
    there (king on d1: d1h1, d1b1); 'Q' with the rook on b1 instead of a1 means that
    rook (X-FEN style). A right whose rook is missing while another rook of that colour
    stands is dropped silently. Hand-made FENs therefore only carry a right when the
    king and that rook stand on their home squares.
  * it writes an en-passant square only when an enemy pawn stands beside the pawn that
    double-stepped, but does so even when that capture is illegal (pinned along a rank).

Standard library only. Usage (from the repository root):
  python3 devtools/fairy/embassy_positions.py --fairy /usr/games/fairy-stockfish \
      --out tests/data/embassy-fairy-perft.epd --seed 1 --count 350
"""

import argparse
import math
import os
import re
import shlex
import subprocess
import sys
import time

import random

FILES, RANKS = 10, 8
FILE_CHARS = "abcdefghij"
START_FEN = "rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1"
DEPTH = 3
PROMO = "qcarbn"

# --------------------------------------------------------------------------------------
# squares, boards, FEN
# --------------------------------------------------------------------------------------


def sqname(s):
    return FILE_CHARS[s[0]] + str(s[1] + 1)


def parse_sq(t):
    return (FILE_CHARS.index(t[0]), int(t[1:]) - 1)


def parse_move(m):
    mm = re.match(r"^([a-j])(\d+)([a-j])(\d+)([a-z]?)$", m)
    if not mm:
        raise ValueError("move " + m)
    frm = (FILE_CHARS.index(mm.group(1)), int(mm.group(2)) - 1)
    to = (FILE_CHARS.index(mm.group(3)), int(mm.group(4)) - 1)
    return frm, to, mm.group(5)


def on_board(f, r):
    return 0 <= f < FILES and 0 <= r < RANKS


ALL_SQUARES = [(f, r) for r in range(RANKS) for f in range(FILES)]


def parse_board(placement):
    board = {}
    rows = placement.split("/")
    if len(rows) != RANKS:
        raise ValueError("placement " + placement)
    for i, row in enumerate(rows):
        r = RANKS - 1 - i
        f = 0
        num = ""
        for ch in row:
            if ch.isdigit():
                num += ch
                continue
            if num:
                f += int(num)
                num = ""
            board[(f, r)] = ch
            f += 1
        if num:
            f += int(num)
        if f != FILES:
            raise ValueError("placement " + placement)
    return board


def placement(board):
    rows = []
    for r in range(RANKS - 1, -1, -1):
        row = ""
        empty = 0
        for f in range(FILES):
            pc = board.get((f, r))
            if pc is None:
                empty += 1
            else:
                if empty:
                    row += str(empty)
                    empty = 0
                row += pc
        if empty:
            row += str(empty)
        rows.append(row)
    return "/".join(rows)


def mirror(board):
    """Colours swapped and ranks mirrored (files kept, so the wings stay)."""
    return {(f, RANKS - 1 - r): pc.swapcase() for (f, r), pc in board.items()}


def king_square(board, white):
    k = "K" if white else "k"
    for s, pc in board.items():
        if pc == k:
            return s
    return None


def sanitize_rights(board, rights):
    """Only the rights whose king and rook stand at home (FSF 11.1 would crash or
    misread anything else)."""
    out = ""
    for letter, kq, rq in (("K", (4, 0), (9, 0)), ("Q", (4, 0), (0, 0)),
                           ("k", (4, 7), (9, 7)), ("q", (4, 7), (0, 7))):
        white = letter.isupper()
        if letter in rights and board.get(kq) == ("K" if white else "k") \
                and board.get(rq) == ("R" if white else "r"):
            out += letter
    return out or "-"


def make_fen(board, side, rights="-", ep="-", half=0, full=1):
    return "%s %s %s %s %d %d" % (placement(board), side, sanitize_rights(board, rights),
                                  ep, half, full)


# --------------------------------------------------------------------------------------
# attacks (only to choose and classify positions; never to count)
# --------------------------------------------------------------------------------------

KNIGHT = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
KING = [(df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if df or dr]
ORTH = [(1, 0), (-1, 0), (0, 1), (0, -1)]
DIAG = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
LEAPS = {"N": KNIGHT, "C": KNIGHT, "A": KNIGHT, "K": KING}
RAYS = {"R": ORTH, "Q": ORTH + DIAG, "B": DIAG, "C": ORTH, "A": DIAG}


def attacks_from(board, frm, pc=None):
    pc = pc or board[frm]
    kind = pc.upper()
    f, r = frm
    out = []
    if kind == "P":
        dr = 1 if pc.isupper() else -1
        for df in (-1, 1):
            if on_board(f + df, r + dr):
                out.append((f + df, r + dr))
        return out
    for df, dr in LEAPS.get(kind, ()):
        if on_board(f + df, r + dr):
            out.append((f + df, r + dr))
    for df, dr in RAYS.get(kind, ()):
        t = (f + df, r + dr)
        while on_board(*t):
            out.append(t)
            if t in board:
                break
            t = (t[0] + df, t[1] + dr)
    return out


def attackers(board, target, white):
    """Squares of the pieces of one colour (white=True: White) that attack target."""
    return [s for s, pc in board.items()
            if pc.isupper() == white and target in attacks_from(board, s)]


def in_check(board, white):
    k = king_square(board, white)
    return k is not None and bool(attackers(board, k, not white))


# wing: (rook file, king's destination file)
WINGS = {"K": (9, 7), "Q": (0, 1)}
WING_NAME = {"K": "short", "Q": "long"}


def castle_move(white, wing):
    r = "1" if white else "8"
    return "e" + r + FILE_CHARS[WINGS[wing][1]] + r


def castling_status(board, white, wing, rights):
    """None when the right (or king/rook at home) is missing, else the list of reasons
    that forbid castling: 'blocked', 'check', 'passes', 'lands'; [] = castling legal."""
    r = 0 if white else RANKS - 1
    letter = wing if white else wing.lower()
    rf, kd = WINGS[wing]
    if letter not in rights or board.get((4, r)) != ("K" if white else "k") \
            or board.get((rf, r)) != ("R" if white else "r"):
        return None
    reasons = []
    lo, hi = sorted((4, rf))
    if any((f, r) in board for f in range(lo + 1, hi)):
        reasons.append("blocked")
    enemy = not white
    if attackers(board, (4, r), enemy):
        reasons.append("check")
    step = 1 if kd > 4 else -1
    if any(attackers(board, (f, r), enemy) for f in range(4 + step, kd, step)):
        reasons.append("passes")
    if attackers(board, (kd, r), enemy):
        reasons.append("lands")
    return reasons


def apply_simple(board, move):
    """The board after a plain move or promotion (None for castling and en passant)."""
    frm, to, promo = parse_move(move)
    pc = board.get(frm)
    if pc is None:
        return None
    if pc.upper() == "K" and abs(to[0] - frm[0]) > 1:
        return None
    if pc.upper() == "P" and to[0] != frm[0] and to not in board:
        return None
    new = dict(board)
    del new[frm]
    if promo:
        pc = promo.upper() if pc.isupper() else promo
    new[to] = pc
    return new


def near(sq, d):
    return [(f, r) for (f, r) in ALL_SQUARES
            if max(abs(f - sq[0]), abs(r - sq[1])) <= d and (f, r) != sq]


# --------------------------------------------------------------------------------------
# Fairy-Stockfish through UCI
# --------------------------------------------------------------------------------------


class EngineDied(Exception):
    pass


DIVIDE_RE = re.compile(r"^([a-j]\d+[a-j]\d+[a-z]?): (\d+)$")


class Fairy:
    """One long-lived Fairy-Stockfish process; a command is written, then the output is
    read up to the line the command is known to end with (`d`: 'Checkers:',
    `go perft`: 'Nodes searched:'). If it dies it is restarted and EngineDied raised."""

    def __init__(self, path):
        self.path = path
        self.restarts = 0
        self.version = None
        self.variant_line = None
        self._start()

    def _start(self):
        self.proc = subprocess.Popen([self.path], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                     text=True, bufsize=1)
        self._send("uci")
        for line in self._until("uciok"):
            if line.startswith("id name "):
                self.version = line[len("id name "):].strip()
        self._send("setoption name UCI_Variant value embassy")
        self._send("isready")
        for line in self._until("readyok"):
            if line.startswith("info string variant"):
                self.variant_line = line.strip()
        if not self.variant_line or " embassy " not in self.variant_line + " ":
            raise RuntimeError("Fairy-Stockfish did not switch to embassy: %r"
                               % self.variant_line)

    def _send(self, line):
        try:
            self.proc.stdin.write(line + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            self._died()

    def _until(self, prefix):
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                self._died()
            line = line.rstrip("\n")
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def _died(self):
        try:
            self.proc.wait(timeout=10)
        except Exception:
            self.proc.kill()
        self.restarts += 1
        self._start()
        raise EngineDied()

    def _position(self, fen, moves=()):
        cmd = "position fen " + fen
        if moves:
            cmd += " moves " + " ".join(moves)
        self._send(cmd)

    def show(self, fen, moves=()):
        """(FEN as FSF writes it, list of checking squares)."""
        self._position(fen, moves)
        self._send("d")
        lines = self._until("Checkers:")
        out = None
        for line in lines:
            if line.startswith("Fen: "):
                out = line[len("Fen: "):].strip()
        return out, lines[-1][len("Checkers:"):].split()

    def divide(self, fen, depth, moves=()):
        self._position(fen, moves)
        self._send("go perft %d" % depth)
        moves = {}
        lines = self._until("Nodes searched:")
        for line in lines:
            m = DIVIDE_RE.match(line.strip())
            if m:
                moves[m.group(1)] = int(m.group(2))
        total = int(lines[-1].split(":")[1])
        if sum(moves.values()) != total:
            raise RuntimeError("divide does not add up for " + fen)
        return moves, total

    def close(self):
        try:
            self._send("quit")
            self.proc.wait(timeout=10)
        except Exception:
            self.proc.kill()


class Info:
    """A position as Fairy-Stockfish sees it: its FEN, board, checkers, legal moves."""

    def __init__(self, fen, checkers, moves):
        self.fen = fen
        f = fen.split()
        self.board = parse_board(f[0])
        self.side = f[1]
        self.white = f[1] == "w"
        self.rights = f[2]
        self.ep = f[3]
        self.checkers = checkers
        self.moves = moves
        self.origin = None      # (FEN, moves) when reached by playing moves in FSF


def probe(eng, fen, moves=()):
    try:
        nfen, checkers = eng.show(fen, moves)
        if nfen is None:
            return None
        mv, _ = eng.divide(nfen, 1)
    except EngineDied:
        return None
    info = Info(nfen, checkers, list(mv))
    if moves:
        info.origin = (fen, list(moves))
    return info


def step(eng, info, move):
    new = probe(eng, info.fen, [move])
    if new is None or new.side == info.side:
        raise RuntimeError("Fairy-Stockfish did not play %s in %s" % (move, info.fen))
    return new


def choose(rng, items, weights):
    total = sum(weights)
    if total <= 0:
        return rng.choice(items)
    x = rng.random() * total
    for it, w in zip(items, weights):
        x -= w
        if x < 0:
            return it
    return items[-1]


# --------------------------------------------------------------------------------------
# the collection
# --------------------------------------------------------------------------------------

# (category, share of --count, [(sub-category, share of the category)])
CATEGORIES = [
    ("1 random games", 0.22, [("white to move", 0.5), ("black to move", 0.5)]),
    ("2 castling possible", 0.11, [("white short", .25), ("white long", .25),
                                   ("black short", .25), ("black long", .25)]),
    ("3 castling refused, right kept", 0.14, [
        ("king in check", .2), ("king passes an attacked square", .2),
        ("king lands on an attacked square", .2),
        ("square between king and rook occupied", .2),
        ("right for one wing only", .2)]),
    ("4 castling rights lost by moving", 0.09, [("king moved", .5), ("rook moved", .5)]),
    ("5 en passant", 0.12, [("capture possible", .5),
                            ("capture would uncover a rank check (illegal)", .25),
                            ("capture takes the checking pawn", .25)]),
    ("6 promotion", 0.11, [("white to move", .25), ("black to move", .25),
                           ("white, extra Q/C/A on the board", .25),
                           ("black, extra q/c/a on the board", .25)]),
    ("7a check", 0.07, [("single check", .6), ("double check", .4)]),
    ("7b checkmate", 0.06, [("white mated", .5), ("black mated", .5)]),
    ("7c stalemate", 0.06, [("white stalemated", .5), ("black stalemated", .5)]),
]
MIN_PER_CATEGORY = 15


def quotas(count):
    out = []
    for cat, share, subs in CATEGORIES:
        q = max(MIN_PER_CATEGORY, int(round(share * count)))
        out.append((cat, [(s, max(1, int(math.ceil(q * w - 1e-9)))) for s, w in subs]))
    return out


class Collector:
    def __init__(self, eng, max_d3, log):
        self.eng = eng
        self.max_d3 = max_d3
        self.log = log
        self.entries = []   # dicts: fen, cat, sub, detail, d
        self.seen = set()
        self.dropped_big = 0
        self.rejected = 0
        self.roundtrips = 0

    @staticmethod
    def key(fen):
        return " ".join(fen.split()[:4])

    def looks_legal(self, info):
        b = info.board
        pcs = list(b.values())
        if pcs.count("K") != 1 or pcs.count("k") != 1:
            return False
        if any(pc in "Pp" and r in (0, RANKS - 1) for (f, r), pc in b.items()):
            return False
        # Material that play can reach: at most ten pawns, and every piece beyond a side's
        # start (one Q, C, A; two R, B, N) a promoted pawn that is no longer a pawn.
        start = {"q": 1, "c": 1, "a": 1, "r": 2, "b": 2, "n": 2}
        for upper in (True, False):
            def n(letter):
                return pcs.count(letter.upper() if upper else letter)
            extra = sum(max(0, n(x) - k) for x, k in start.items())
            if n("p") + extra > 10:
                return False
        f = info.fen.split()
        flipped = " ".join([f[0], "b" if info.white else "w", "-", "-", "0", "1"])
        try:
            _, checkers = self.eng.show(flipped)
        except EngineDied:
            return False
        if checkers:
            return False
        if in_check(b, not info.white):   # our attack code must agree
            raise RuntimeError("attack code disagrees with FSF on " + info.fen)
        return True

    def add(self, info, cat, sub, detail=""):
        k = self.key(info.fen)
        if k in self.seen:
            return False
        if not self.looks_legal(info):
            self.rejected += 1
            return False
        try:
            d = [self.eng.divide(info.fen, n)[1] for n in range(1, DEPTH + 1)]
        except EngineDied:
            return False
        if d[0] != len(info.moves):
            raise RuntimeError("D1 changed for " + info.fen)
        if info.origin:
            # the printed FEN must be the position FSF reached by the moves (castling
            # rights and en-passant square included): compare D2 both ways
            try:
                d2 = self.eng.divide(info.origin[0], 2, info.origin[1])[1]
            except EngineDied:
                return False
            if d2 != d[1]:
                raise RuntimeError("FSF's FEN %s does not give back its position (D2 %d, "
                                   "by moves %d)" % (info.fen, d[1], d2))
            self.roundtrips += 1
        if d[-1] > self.max_d3:
            self.dropped_big += 1
            return False
        self.seen.add(k)
        self.entries.append(dict(fen=info.fen, cat=cat, sub=sub, detail=detail, d=d,
                                 info=info))
        return True


def fill(coll, cat, subquotas, gen_factory, rng, max_tries):
    """Pull candidates from a generator until every sub-category has its quota."""
    have = {s: 0 for s, _ in subquotas}
    want = dict(subquotas)

    def wanted(sub):
        return have.get(sub, 0) < want.get(sub, 0)

    tries = 0
    gen = gen_factory(coll.eng, rng, wanted)
    t0 = time.time()
    for info, sub, detail in gen:
        tries += 1
        if wanted(sub) and coll.add(info, cat, sub, detail):
            have[sub] += 1
        if all(have[s] >= want[s] for s in want):
            break
        if tries >= max_tries:
            coll.log("  WARNING: %s: gave up after %d candidates" % (cat, tries))
            break
    coll.log("  %-40s %s  (%d candidates, %.1fs)" % (
        cat, ", ".join("%s %d" % (s, have[s]) for s in have), tries, time.time() - t0))
    return have


# --------------------------------------------------------------------------------------
# generators: each yields (Info, sub-category, detail) candidates with the property
# already verified on Fairy-Stockfish's move list / checkers
# --------------------------------------------------------------------------------------


def random_game(eng, rng, plies, weight=None, start=START_FEN):
    """Yields (ply, Info) from the start to `plies` plies (or until the game ends)."""
    info = probe(eng, start)
    if info is None:
        return
    yield 0, info
    for ply in range(1, plies + 1):
        if not info.moves:
            return
        if weight is None:
            mv = rng.choice(info.moves)
        else:
            mv = choose(rng, info.moves, [weight(info, m) for m in info.moves])
        info = step(eng, info, mv)
        yield ply, info


def gen_random(eng, rng, wanted):
    n = 0
    while True:
        n += 1
        white = n % 2 == 0
        if not wanted("white to move" if white else "black to move"):
            white = not white
        target = rng.randint(4, 120)
        if (target % 2 == 0) != white:
            target += 1 if target < 120 else -1
        last = None
        for ply, info in random_game(eng, rng, target):
            last = (ply, info)
        ply, info = last
        if ply == target and info.moves:
            yield info, ("white to move" if info.white else "black to move"), \
                "ply %d" % ply


def color_name(white):
    return "white" if white else "black"


def castle_board(rng, reason, wing, one_wing=False):
    """White to move, K e1, R a1 and j1; one enemy piece made to attack the square the
    reason names (or a piece put between king and rook); a few random pieces elsewhere.
    Returns (board, rights)."""
    board = {(4, 0): "K", (0, 0): "R", (9, 0): "R"}
    rights = "KQ"
    if rng.random() < 0.4:
        board[(4, 7)] = "k"
        for f, letter in ((0, "q"), (9, "k")):
            if rng.random() < 0.7:
                board[(f, 7)] = "r"
                rights += letter
    else:
        board[rng.choice([s for s in ALL_SQUARES if s[1] >= 3 and s not in board])] = "k"
    for f in rng.sample(range(FILES), rng.randint(0, 5)):
        if (f, 1) not in board:
            board[(f, 1)] = "P"
    rf, kd = WINGS[wing]
    step_ = 1 if kd > 4 else -1
    if reason in ("check", "passes", "lands", "rook"):
        if reason == "check":
            target = (4, 0)
        elif reason == "passes":
            target = (rng.choice(list(range(4 + step_, kd, step_))), 0)
        elif reason == "lands":
            target = (kd, 0)
        else:
            # castling stays legal when the rook or a square only the rook crosses
            # (i1 on the short side) is attacked
            target = (rf, 0) if wing == "Q" or rng.random() < 0.4 else (8, 0)
        kind = rng.choice("qrbncap")
        cands = [s for s in ALL_SQUARES if s not in board and s[1] >= 1
                 and not (kind == "p" and s[1] >= RANKS - 1)
                 and target in attacks_from(board, s, kind)]
        if not cands:
            return None, None
        board[rng.choice(cands)] = kind
    elif reason == "blocked":
        lo, hi = sorted((4, rf))
        between = list(range(lo + 1, hi))
        # half the time the square next to the rook: b1 (the king's destination, which
        # the rook crosses) or i1 (which only the rook crosses)
        f = (rf + (1 if rf == 0 else -1)) if rng.random() < 0.5 else rng.choice(between)
        board[(f, 0)] = rng.choice("NBQCAnbqrca")
    if one_wing:
        rights = rights.replace("Q" if wing == "K" else "K", "")
    for _ in range(rng.randint(0, 5)):
        pc = rng.choice("PpNnBbRrQqCcAa")
        sqs = [s for s in ALL_SQUARES if s not in board and 1 <= s[1] <= RANKS - 2]
        board[rng.choice(sqs)] = pc
    return board, rights


def castling_consistent(info):
    """Our castling rule against FSF's move list for the side to move."""
    for wing in "KQ":
        st = castling_status(info.board, info.white, wing, info.rights)
        has = castle_move(info.white, wing) in info.moves \
            and info.board.get((4, 0 if info.white else 7)) == ("K" if info.white else "k")
        if has != (st == []):
            return False
    return True


MISMATCHES = []


def gen_castle_constructed(eng, rng, wanted_pairs):
    """Constructed castling positions; wanted_pairs() lists the (sub-category, white,
    wing, reason) still wanted, reason 'ok' (castling legal), 'rights' (right for the
    other wing only) or one of castling_status's reasons. Yields verified candidates."""
    while True:
        pairs = wanted_pairs()
        if not pairs:
            return
        sub, white, wing, reason = rng.choice(pairs)
        kind = reason
        if reason == "ok":
            kind = "rook" if rng.random() < 0.4 else None
        elif reason == "rights":
            kind = None
        board, rights = castle_board(rng, kind, wing, one_wing=(reason == "rights"))
        if board is None:
            continue
        side = "w"
        if not white:
            board = mirror(board)
            rights = rights.swapcase()
            side = "b"
        info = probe(eng, make_fen(board, side, rights, full=rng.randint(5, 40)))
        if info is None:
            continue
        if not castling_consistent(info):
            MISMATCHES.append(info.fen)
            continue
        st = castling_status(info.board, white, wing, info.rights)
        other = "Q" if wing == "K" else "K"
        if reason == "ok":
            good = st == []
        elif reason == "rights":
            full = info.rights + (other if white else other.lower())
            good = st == [] and castling_status(info.board, white, other, info.rights) is None \
                and castling_status(info.board, white, other, full) == [] \
                and castle_move(white, other) not in info.moves
        else:
            good = st == [reason] and castle_move(white, wing) not in info.moves
        if good:
            r = 0 if white else RANKS - 1
            note = ""
            if reason == "blocked":
                lo, hi = sorted((4, WINGS[wing][0]))
                note = ", occupied " + " ".join(sqname((f, r)) for f in range(lo + 1, hi)
                                                if (f, r) in info.board)
            elif reason in ("check", "passes", "lands"):
                rf, kd = WINGS[wing]
                step_ = 1 if kd > 4 else -1
                sq = [(f, r) for f in range(4, kd + step_, step_)
                      if attackers(info.board, (f, r), not white)]
                note = ", attacked " + " ".join(sqname(x) for x in sq)
            elif reason == "ok" and kind == "rook":
                rf = WINGS[wing][0]
                sq = [(f, r) for f in range(FILES)
                      if (f == rf or f == 8 and wing == "K")
                      and attackers(info.board, (f, r), not white)]
                note = ", attacked " + " ".join(sqname(x) for x in sq) if sq else ""
            yield info, sub, "%s %s, constructed%s" % (color_name(white), WING_NAME[wing],
                                                       note)


def gen_castle_possible(eng, rng, wanted):
    subs = [("%s %s" % (color_name(w), WING_NAME[g]), w, g) for w in (True, False)
            for g in "KQ"]

    def dev_weight(info, m):
        frm, to, _ = parse_move(m)
        pc = info.board[frm]
        home = 0 if info.white else RANKS - 1
        if pc.upper() in "KR":
            return 0.0
        if frm[1] == home:
            return 6.0
        return 1.0

    constructed = gen_castle_constructed(
        eng, rng,
        lambda: [(s, w, g, "ok") for s, w, g in subs if wanted(s)])
    while True:
        if rng.random() < 0.35:
            try:
                yield next(constructed)
            except StopIteration:
                return
            continue
        taken, last = 0, -99
        for ply, info in random_game(eng, rng, rng.randint(8, 44), dev_weight):
            if ply < 6 or taken >= 2 or ply - last < 6:
                continue
            options = [(s, w, g) for s, w, g in subs
                       if w == info.white and castle_move(w, g) in info.moves and wanted(s)]
            if options and rng.random() < 0.4:
                s, w, g = rng.choice(options)
                if castling_consistent(info):
                    taken, last = taken + 1, ply
                    yield info, s, "%s %s, by play (ply %d)" % (color_name(w),
                                                              WING_NAME[g], ply)
                else:
                    MISMATCHES.append(info.fen)


REFUSED = [("king in check", "check"), ("king passes an attacked square", "passes"),
           ("king lands on an attacked square", "lands"),
           ("square between king and rook occupied", "blocked"),
           ("right for one wing only", "rights")]


def gen_castle_refused(eng, rng, wanted):
    def pairs():
        return [(sub, w, g, reason) for sub, reason in REFUSED if wanted(sub)
                for w in (True, False) for g in "KQ"]
    return gen_castle_constructed(eng, rng, pairs)


def played_move(before, after):
    """The move between two consecutive positions (found among before's legal moves)."""
    cands = []
    for m in before.moves:
        b = apply_simple(before.board, m)
        if b is not None and b == after.board:
            cands.append(m)
    if cands:
        return cands[0]
    # castling or en passant
    for m in before.moves:
        frm, to, _ = parse_move(m)
        pc = before.board[frm]
        if after.board.get(to) == pc and frm not in after.board:
            return m
    return None


def gen_rights_lost2(eng, rng, wanted):
    """Castling rights lost because the king or a rook moved, reached by play. The play
    favours king and rook moves, and moves that bring them back to their home squares
    (so that the board looks as if castling were possible)."""
    def weight(info, m):
        frm, to, _ = parse_move(m)
        pc = info.board[frm]
        home = 0 if info.white else RANKS - 1
        if pc.upper() == "K" and abs(to[0] - frm[0]) > 1:
            return 0.0
        if pc.upper() in "KR":
            homes = [(4, home)] if pc.upper() == "K" else [(0, home), (9, home)]
            return 40.0 if to in homes else 8.0
        if frm[1] == home:
            return 4.0
        return 1.0

    while True:
        lost = {}
        prev = None
        taken, last = 0, -99
        for ply, info in random_game(eng, rng, rng.randint(14, 70), weight):
            if prev is not None:
                gone = [l for l in prev.rights.replace("-", "") if l not in info.rights]
                if gone:
                    m = played_move(prev, info)
                    pc = prev.board[parse_move(m)[0]].upper() if m else "?"
                    for letter in gone:
                        lost.setdefault(letter, {"K": "king moved", "R": "rook moved"}
                                        .get(pc, "rook captured"))
            prev = info
            moved = [(l, c) for l, c in lost.items() if c != "rook captured"]
            if not moved or taken >= 2 or ply < 8 or ply - last < 6:
                continue
            looks = []
            for letter, cause in moved:
                white = letter.isupper()
                r = 0 if white else RANKS - 1
                rf = 9 if letter.upper() == "K" else 0
                if info.board.get((4, r)) == ("K" if white else "k") and \
                        info.board.get((rf, r)) == ("R" if white else "r"):
                    looks.append((letter, cause))
            letter, cause = (looks or moved)[-1]
            if not wanted(cause) or rng.random() >= 0.5:
                continue
            if not looks and rng.random() >= 0.2:
                continue
            if not castling_consistent(info):
                MISMATCHES.append(info.fen)
                continue
            taken, last = taken + 1, ply
            yield info, cause, "%s lost, %s (ply %d)" % (
                letter, "king and rook at home again" if looks else "away from home", ply)


def double_steps_beside(info):
    """Double pawn steps of the side to move that land beside an enemy pawn."""
    out = []
    for m in info.moves:
        frm, to, _ = parse_move(m)
        pc = info.board[frm]
        if pc.upper() != "P" or abs(to[1] - frm[1]) != 2:
            continue
        enemy = "p" if info.white else "P"
        if any(info.board.get((to[0] + df, to[1])) == enemy for df in (-1, 1)):
            out.append(m)
    return out


def ep_captures(info):
    if info.ep == "-":
        return []
    t = parse_sq(info.ep)
    return [m for m in info.moves
            if parse_move(m)[1] == t and info.board.get(parse_move(m)[0], " ").upper() == "P"]


def ep_board(rng, kind):
    """Black to move, about to double-step a pawn beside a white pawn on rank 5.
    kind: 'plain', 'pin' (white king and a black rook/queen/chancellor on rank 5 with only
    the two pawns between) or 'checker' (the pawn will give check to the white king)."""
    r5 = 4
    ef = rng.randrange(FILES)
    pf = ef + rng.choice((-1, 1))
    if not 0 <= pf < FILES:
        pf = ef - (pf - ef)
    board = {(ef, 6): "p", (pf, r5): "P"}
    keep_empty = {(ef, 5), (ef, 4)}
    if kind == "pin":
        lo, hi = min(ef, pf), max(ef, pf)
        left = list(range(0, lo))
        right = list(range(hi + 1, FILES))
        if not left or not right:
            return None
        if rng.random() < 0.5:
            kf, sf = rng.choice(left), rng.choice(right)
        else:
            kf, sf = rng.choice(right), rng.choice(left)
        board[(kf, r5)] = "K"
        board[(sf, r5)] = rng.choice("rqc")
        for f in range(min(kf, sf) + 1, max(kf, sf)):
            keep_empty.add((f, r5))
    elif kind == "checker":
        kf = ef + rng.choice((-1, 1))
        if not 0 <= kf < FILES or (kf, 3) in board:
            return None
        board[(kf, 3)] = "K"
    else:
        board[rng.choice([s for s in ALL_SQUARES
                          if s not in board and s not in keep_empty and s[1] <= 4])] = "K"
    # the black king somewhere not next to the white one
    wk = king_square(board, True)
    sqs = [s for s in ALL_SQUARES if s not in board and s not in keep_empty
           and max(abs(s[0] - wk[0]), abs(s[1] - wk[1])) > 1]
    board[rng.choice(sqs)] = "k"
    for _ in range(rng.randint(1, 7)):
        pc = rng.choice("PpPpNnBbRrQqCcAa")
        sqs = [s for s in ALL_SQUARES if s not in board and s not in keep_empty
               and (pc not in "Pp" or 1 <= s[1] <= RANKS - 2)
               and not (kind == "pin" and s[1] == r5)]
        board[rng.choice(sqs)] = pc
    return board, (ef, 6), (ef, 4)


def gen_ep(eng, rng, wanted):
    subs = {"plain": "capture possible",
            "pin": "capture would uncover a rank check (illegal)",
            "checker": "capture takes the checking pawn"}

    def pawn_weight(info, m):
        return 4.0 if info.board[parse_move(m)[0]].upper() == "P" else 1.0

    n = 0
    while True:
        n += 1
        kinds = [k for k, s in subs.items() if wanted(s)]
        if not kinds:
            return
        if "plain" in kinds and n % 2 == 0:
            # by play: random games that favour pawn moves; a double step beside an
            # enemy pawn is played when the game offers one
            for ply, info in random_game(eng, rng, rng.randint(6, 80), pawn_weight):
                cands = double_steps_beside(info) if ply >= 3 else []
                if not cands:
                    continue
                after = probe(eng, info.fen, [rng.choice(cands)])
                if after is None or after.ep == "-":
                    continue
                if ep_captures(after) and not after.checkers:
                    yield after, subs["plain"], "%s to move, by play (ply %d)" % (
                        color_name(after.white), ply + 1)
                    break
            continue
        kind = rng.choice(kinds)
        made = ep_board(rng, kind)
        if made is None:
            continue
        board, frm, to = made
        white_takes = rng.random() < 0.5
        side = "b"
        move = sqname(frm) + sqname(to)
        if not white_takes:
            board = mirror(board)
            side = "w"
            move = sqname((frm[0], RANKS - 1 - frm[1])) + sqname((to[0], RANKS - 1 - to[1]))
        before = probe(eng, make_fen(board, side, "-", full=rng.randint(10, 40)))
        if before is None or move not in before.moves or before.checkers \
                or in_check(before.board, not before.white):
            continue
        after = probe(eng, before.fen, [move])
        if after is None or after.ep == "-":
            continue
        caps = ep_captures(after)
        if kind == "plain":
            good = bool(caps) and not after.checkers
        elif kind == "pin":
            # FSF writes the square; the capture must be missing, and it must be missing
            # because it would open the rank to the king
            good = not caps and not after.checkers
            if good:
                t = parse_sq(after.ep)
                for df in (-1, 1):
                    s = (t[0] + df, to[1] if white_takes else RANKS - 1 - to[1])
                    if after.board.get(s) == ("P" if after.white else "p"):
                        b = dict(after.board)
                        del b[s]
                        del b[(t[0], s[1])]
                        b[t] = "P" if after.white else "p"
                        good = good and in_check(b, after.white)
        else:
            victim = sqname(to if white_takes else (to[0], RANKS - 1 - to[1]))
            good = after.checkers == [victim] and bool(caps)
        if good:
            yield after, subs[kind], "%s to move, constructed" % color_name(after.white)


def midgame_board(eng, rng, lo=16, hi=70):
    last = None
    for ply, info in random_game(eng, rng, rng.randint(lo, hi)):
        last = info
    return last


def gen_promo(eng, rng, wanted):
    while True:
        opts = [(w, x) for w in (True, False) for x in (False, True)
                if wanted(promo_sub(w, x))]
        if not opts:
            return
        white, extra = rng.choice(opts)
        base = midgame_board(eng, rng)
        if base is None:
            continue
        board = dict(base.board) if base.white else mirror(base.board)
        rights = base.rights if base.white else base.rights.swapcase()
        # now White to move; make a pawn on rank 7 with an empty square ahead and black
        # pieces diagonally ahead
        files = [x for x in range(FILES)
                 if board.get((x, 6), " ").upper() != "K" and board.get((x, 7)) != "k"
                 and all(board.get((x + d, 7)) != "k" for d in (-1, 1))]
        if not files:
            continue
        x = rng.choice(files)
        board[(x, 6)] = "P"
        board.pop((x, 7), None)
        sides = [x + d for d in (-1, 1) if 0 <= x + d < FILES]
        caps = [f for f in sides if rng.random() < 0.7] or [rng.choice(sides)]
        for f in caps:
            board[(f, 7)] = rng.choice("rnbqca")
        if rng.random() < 0.5:   # a second pawn on the 7th
            y = rng.randrange(FILES)
            if board.get((y, 6), " ").upper() != "K" and board.get((y, 7)) is None:
                board[(y, 6)] = "P"
        if extra:
            for _ in range(rng.randint(2, 4)):
                sqs = [s for s in ALL_SQUARES if s not in board and 1 <= s[1] <= 5]
                board[rng.choice(sqs)] = rng.choice("QCA")
        side = "w"
        if not white:
            board = mirror(board)
            rights = rights.swapcase()
            side = "b"
        info = probe(eng, make_fen(board, side, rights, full=rng.randint(20, 60)))
        if info is None:
            continue
        push, capt = promo_moves(info)
        if push and capt:
            mine = "QCA" if info.white else "qca"
            extras = sum(1 for pc in info.board.values() if pc in mine)
            if extra and extras < 3:
                continue
            yield info, promo_sub(white, extra), "%d promotions by push, %d by capture, " \
                "%d Q/C/A already" % (push, capt, extras)


def promo_sub(white, extra):
    if extra:
        return "white, extra Q/C/A on the board" if white else "black, extra q/c/a on the board"
    return "white to move" if white else "black to move"


def promo_moves(info):
    push = capt = 0
    for m in info.moves:
        frm, to, promo = parse_move(m)
        if promo:
            if frm[0] == to[0]:
                push += 1
            else:
                capt += 1
    return push, capt


def sparse_board(rng, white_pieces, black_pieces, spot=None):
    """Black king (near `spot` or anywhere), White king and pieces around it."""
    board = {}
    if spot is None:
        if rng.random() < 0.7:
            edge = [s for s in ALL_SQUARES if s[0] in (0, FILES - 1) or s[1] in (0, RANKS - 1)]
            spot = rng.choice(edge)
        else:
            spot = rng.choice(ALL_SQUARES)
    board[spot] = "k"
    cand = [s for s in near(spot, 3) if max(abs(s[0] - spot[0]), abs(s[1] - spot[1])) > 1]
    wk = rng.choice(cand if rng.random() < 0.6 else
                    [s for s in ALL_SQUARES if max(abs(s[0] - spot[0]),
                                                   abs(s[1] - spot[1])) > 1])
    board[wk] = "K"
    for pc in white_pieces + black_pieces:
        pool = near(spot, 3) if (pc.isupper() and rng.random() < 0.8) else ALL_SQUARES
        pool = [s for s in pool if s not in board
                and (pc not in "Pp" or 1 <= s[1] <= RANKS - 2)]
        if not pool:
            return None
        board[rng.choice(pool)] = pc
    return board


def king_boxed(board, white):
    """True if the king of that colour has no square to go to (our attack code; only a
    pre-filter, FSF decides)."""
    k = king_square(board, white)
    b = dict(board)
    del b[k]
    for s in near(k, 1):
        pc = b.get(s)
        if pc is not None and pc.isupper() == white:
            continue
        if not attackers(b, s, not white):
            return False
    return True


def gen_mate_stalemate(mate):
    def gen(eng, rng, wanted):
        word = "mated" if mate else "stalemated"
        while True:
            opts = [w for w in (True, False) if wanted("%s %s" % (color_name(w), word))]
            if not opts:
                return
            white = rng.choice(opts)    # the side that is mated / stalemated
            n = rng.choice((1, 1, 2, 2, 3))
            wp = [rng.choice("QQCCAARRBNP") for _ in range(n)]
            bp = []
            if not mate and rng.random() < 0.35:
                bp = [rng.choice("pppnb")]
            board = sparse_board(rng, wp, bp)
            if board is None or in_check(board, True):
                continue
            if bp:
                # a black pawn blocked by a white piece or pawn in front of it
                for s, pc in list(board.items()):
                    if pc == "p" and (s[0], s[1] - 1) not in board and s[1] - 1 >= 1:
                        board[(s[0], s[1] - 1)] = "P"
            if any(pc in "Pp" and s[1] in (0, RANKS - 1) for s, pc in board.items()):
                continue
            if not king_boxed(board, False):
                continue
            if in_check(board, False) != mate:
                continue
            if white:               # built with Black as the side without moves
                board = mirror(board)
            info = probe(eng, make_fen(board, "w" if white else "b", "-",
                                       half=rng.randint(0, 30), full=rng.randint(30, 90)))
            if info is None or info.moves:
                continue
            if bool(info.checkers) != mate:
                continue
            pieces = "".join(sorted(pc for pc in info.board.values() if pc not in "Kk"))
            yield info, "%s %s" % (color_name(white), word), "pieces %s" % pieces
    return gen


def gen_check(eng, rng, wanted):
    n = 0
    while True:
        n += 1
        if wanted("single check") and (n % 3 == 0 or not wanted("double check")):
            # by play: the first position in check in a random game
            for ply, info in random_game(eng, rng, rng.randint(8, 120)):
                if ply >= 6 and len(info.checkers) == 1 and info.moves \
                        and rng.random() < 0.5:
                    yield info, "single check", "%s to move, by play (ply %d)" % (
                        color_name(info.white), ply)
                    break
            continue
        if not wanted("double check"):
            return
        # double check by play from a constructed position: White has a move that checks
        # twice (a discovered check); it is played through FSF
        wp = [rng.choice("QRBNCAB") for _ in range(rng.randint(3, 5))]
        bp = [rng.choice("pnbr") for _ in range(rng.randint(0, 3))]
        board = sparse_board(rng, wp, bp, spot=rng.choice(ALL_SQUARES))
        if board is None:
            continue
        before = probe(eng, make_fen(board, "w", "-", full=rng.randint(20, 60)))
        if before is None or before.checkers:
            continue
        k = king_square(before.board, False)
        if k is None or in_check(before.board, False):
            continue
        cands = []
        for m in before.moves:
            b = apply_simple(before.board, m)
            if b is not None and len(attackers(b, k, True)) >= 2:
                cands.append(m)
        if not cands:
            continue
        after = probe(eng, before.fen, [rng.choice(cands)])
        if after is None or len(after.checkers) < 2 or not after.moves:
            continue
        if rng.random() < 0.5:     # half of them with White in double check
            b = mirror(after.board)
            info = probe(eng, make_fen(b, "w", "-", full=rng.randint(20, 60)))
            if info is None or len(info.checkers) < 2 or not info.moves:
                continue
            after = info
        yield after, "double check", "%s to move, %s" % (
            color_name(after.white), "+".join(
                after.board[parse_sq(c)] for c in after.checkers))


GENERATORS = {
    "1 random games": gen_random,
    "2 castling possible": gen_castle_possible,
    "3 castling refused, right kept": gen_castle_refused,
    "4 castling rights lost by moving": gen_rights_lost2,
    "5 en passant": gen_ep,
    "6 promotion": gen_promo,
    "7a check": gen_check,
    "7b checkmate": gen_mate_stalemate(True),
    "7c stalemate": gen_mate_stalemate(False),
}


# --------------------------------------------------------------------------------------
# main
# --------------------------------------------------------------------------------------


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--fairy", default="/usr/games/fairy-stockfish",
                    help="Fairy-Stockfish binary (default %(default)s)")
    ap.add_argument("--out", default="tests/data/embassy-fairy-perft.epd",
                    help="file to write (default %(default)s)")
    ap.add_argument("--seed", type=int, default=1, help="random seed (default %(default)s)")
    ap.add_argument("--count", type=int, default=350,
                    help="about how many positions (default %(default)s; every category "
                         "gets at least " + str(MIN_PER_CATEGORY) + ")")
    ap.add_argument("--max-d3", type=int, default=3000000,
                    help="drop positions with more D3 nodes (default %(default)s)")
    ap.add_argument("--quiet", action="store_true", help="no progress on stderr")
    ap.add_argument("--list", action="store_true",
                    help="print every position with its category and how it was made")
    args = ap.parse_args()

    def log(msg):
        if not args.quiet:
            print(msg, file=sys.stderr, flush=True)

    t0 = time.time()
    eng = Fairy(args.fairy)
    coll = Collector(eng, args.max_d3, log)
    log("Fairy-Stockfish: %s; %s" % (eng.version, eng.variant_line))
    rng_master = random.Random(args.seed)
    result = {}
    for cat, subq in quotas(args.count):
        rng = random.Random(rng_master.randrange(1 << 30))
        result[cat] = fill(coll, cat, subq, GENERATORS[cat], rng, max_tries=20000)
    eng_version, variant_line = eng.version, eng.variant_line

    # checks over the whole collection
    problems = []
    for e in coll.entries:
        info = e["info"]
        if not castling_consistent(info):
            problems.append("castling rule differs from FSF: " + info.fen)
        if e["cat"] == "7b checkmate" and not (e["d"][0] == 0 and info.checkers):
            problems.append("not a mate: " + info.fen)
        if e["cat"] == "7c stalemate" and not (e["d"][0] == 0 and not info.checkers):
            problems.append("not a stalemate: " + info.fen)
    restarts = eng.restarts
    eng.close()
    elapsed = time.time() - t0

    # the file
    repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    out_abs = os.path.abspath(args.out)
    out_shown = os.path.relpath(out_abs, repo) if out_abs.startswith(repo + os.sep) \
        else out_abs
    cmd = "python3 devtools/fairy/embassy_positions.py --fairy %s --out %s --seed %d " \
          "--count %d" % (shlex.quote(args.fairy), shlex.quote(out_shown), args.seed,
                          args.count)
    if args.max_d3 != 3000000:
        cmd += " --max-d3 %d" % args.max_d3
    cat_counts = {}
    for e in coll.entries:
        cat_counts.setdefault(e["cat"], []).append(e)
    header = [
        "# Embassy Chess perft positions; every count is Fairy-Stockfish's (UCI_Variant "
        "embassy, go perft 1/2/3).",
        "# Embassy: 10x8, c = chancellor (R+N), a = archbishop (B+N); castling e1h1 (rook "
        "j1-g1) and e1b1 (rook a1-c1), in UCI the king's move; pawns promote to q c a r b n.",
        "# Made by (from the repository root): " + cmd,
        "# Seed %d; Fairy-Stockfish: %s (%s)." % (args.seed, eng_version,
                                                    os.path.realpath(args.fairy)),
        "# Line: FEN ;D1 n ;D2 n ;D3 n (the FEN's six fields as Fairy-Stockfish's `d` "
        "prints them); depth %d; positions with D3 > %d dropped." % (DEPTH, args.max_d3),
        "# FSF writes an en-passant square only when an enemy pawn stands beside the pawn "
        "that double-stepped, even if that capture is illegal.",
        "# Hand-made FENs carry a castling right only with that king and rook at home "
        "(FSF 11.1 crashes on a right with no rook of that colour).",
        "# Positions: %d, grouped by category in this order (file lines):" % len(coll.entries),
    ]
    first = len(header) + len(CATEGORIES) + 1
    for cat, subq in quotas(args.count):
        es = cat_counts.get(cat, [])
        subs = {}
        for e in es:
            subs[e["sub"]] = subs.get(e["sub"], 0) + 1
        header.append("#   %s: %d, lines %d-%d (%s)" % (
            cat, len(es), first, first + len(es) - 1, ", ".join(
                "%s %d" % (s, subs.get(s, 0)) for s, _ in subq)))
        first += len(es)
    lines = []
    for cat, _ in quotas(args.count):
        for e in cat_counts.get(cat, []):
            d = e["d"]
            lines.append("%s ;D1 %d ;D2 %d ;D3 %d" % (e["fen"], d[0], d[1], d[2]))
    os.makedirs(os.path.dirname(out_abs) or ".", exist_ok=True)
    with open(out_abs, "w") as fh:
        fh.write("\n".join(header + lines) + "\n")

    # the report
    print("wrote %s: %d positions, %d lines, %.1f s; D1+D2+D3 nodes in all: %d"
          % (out_shown, len(coll.entries), len(header) + len(lines), elapsed,
             sum(sum(e["d"]) for e in coll.entries)))
    for cat, subq in quotas(args.count):
        es = cat_counts.get(cat, [])
        flag = "" if len(es) >= MIN_PER_CATEGORY else "   <-- fewer than %d" % MIN_PER_CATEGORY
        print("  %-38s %4d%s" % (cat, len(es), flag))
        for s, q in subq:
            got = [e for e in es if e["sub"] == s]
            print("      %-50s %3d (wanted %d)" % (s, len(got), q))
    print("dropped for D3 > %d: %d; rejected as illegal-looking: %d; engine restarts: %d; "
          "FENs checked against the moves that reached them: %d"
          % (args.max_d3, coll.dropped_big, coll.rejected, restarts, coll.roundtrips))
    if MISMATCHES:
        print("castling rule and FSF disagreed on %d candidate(s) (left out), e.g. %s"
              % (len(MISMATCHES), MISMATCHES[0]))
    if args.list:
        for e in coll.entries:
            print("%s | %s | %s | %s ;D1 %d ;D2 %d ;D3 %d" % (
                e["cat"], e["sub"], e["detail"], e["fen"], *e["d"]))
    for p in problems:
        print("PROBLEM: " + p)
    short = [cat for cat, _ in quotas(args.count)
             if len(cat_counts.get(cat, [])) < MIN_PER_CATEGORY]
    return 1 if problems or short else 0


if __name__ == "__main__":
    sys.exit(main())
