"""Positions and moves in the project's notation (part of crosscheck.py).

FENs with the seventh field (the armies), coordinate moves with ranks 1-10, promotion
letters and the Orc's strike (`x<square>`), and the reduced start positions. The engine's
divide gives the legal moves; this module only plays them, so the next FEN can be checked
against the engine's own counts.
"""

import re

from armies import FORWARD_ONLY, START, expressible

FILES = "abcdefghij"


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

    def place(army, rank_of_row, letter):
        for i, row in enumerate(START[army]):
            fi = 0
            for tok in re.findall(r"\d+|[A-Z]", row):
                if tok.isdigit():
                    fi += int(tok)
                else:
                    if not reduced or expressible(army, tok):
                        board[rank_of_row(i) * 10 + fi] = letter(tok)
                    fi += 1

    place(wa, lambda i: i, str)            # ranks 1, 2, 3
    place(ba, lambda i: 9 - i, str.lower)  # ranks 10, 9, 8
    return Pos(board, "w", 0, 1, (wa, ba))
