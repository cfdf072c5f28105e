"""What Fairy-Stockfish can check in a position (part of crosscheck.py).

FSF has one double-step region and one promotion zone per colour and nothing like the
Orc's strike, so a position is only compared when, within the perft horizon, none of that
can matter; `position_settings` decides it and gives the exact regions for the position.
"""

from armies import ARMIES, DOUBLE_STEP, LEAF_ONLY, PROMOTION, expressible
from notation import sq_name


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
