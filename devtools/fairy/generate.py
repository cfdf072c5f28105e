"""The positions to compare (part of crosscheck.py): the reduced start positions, positions
picked from random games played from them, and the hand-made ones of an EPD file.
"""

from armies import PROMOTION
from checkable import moves_in_horizon, position_settings, rel_rank
from notation import apply_move, is_capture, is_forward_only, parse_fen, start_position, to_fen


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


def collect_positions(ours, pairings, rng, args, log):
    """Builds the list of (label, Pos, settings) to compare: per pairing the start position
    and the positions picked from its random games, then the positions of args.epd. The
    random games use rng in this order, so a seed gives the same positions."""
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
    return todo
