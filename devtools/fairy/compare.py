"""Comparing the two engines' perft counts, and the run's report (part of crosscheck.py).

`Checker` compares one position depth by depth and, on a mismatch, walks down the first
differing move; `compare_positions` runs it over the positions and gathers the numbers
that `print_summary` prints and `write_agreed` writes.
"""

import time

from armies import ARMIES, ARMY_ORDER, expressible
from engines import fsf_move_to_ours
from generate import promotion_in_reach
from notation import MOVE_RE, apply_move, to_fen
from variants import fsf_letters, settings_key, to_fsf_fen


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


def compare_positions(todo, ours, checker, args):
    """Compares every position of todo to args.depth, skipping those whose deepest count
    is over args.max_nodes. Returns (agreed, mismatches, skipped, seen_pieces, stats)."""
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
    return agreed, mismatches, skipped, seen_pieces, stats


def print_summary(agreed, mismatches, skipped, seen_pieces, stats, checker, ours, t0):
    """Prints the run's totals, the statistics, how often each piece was seen, and one line
    per mismatch (after the detail printed as it was found)."""
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


def write_agreed(path, agreed, depth, total_nodes):
    """Writes the agreed counts in our notation, keeping the file's total of the deepest
    counts under total_nodes by dropping the largest positions first (start and
    hand-made positions first)."""
    order = sorted(range(len(agreed)), key=lambda k: (agreed[k][0] not in ("start", "epd"),
                                                      agreed[k][2][depth]))
    total, keep = 0, set()
    for k in order:
        if total + agreed[k][2][depth] > total_nodes:
            break
        total += agreed[k][2][depth]
        keep.add(k)
    with open(path, "w") as f:
        for k, (label, p, res) in enumerate(agreed):
            if k in keep:
                f.write("%s %s\n" % (to_fen(p), " ".join(";D%d %d" % (d, res[d]) for d in sorted(res))))
    print("wrote %d positions (total D%d %d) to %s" % (len(keep), depth, total, path))
