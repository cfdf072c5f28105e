#!/usr/bin/env python3
"""The levels' ratings: a fixed ladder of matches and a maximum-likelihood fit.

Plays every pairing of LADDER with devtools/match.py (skipping those already in the
results file, so an interrupted run resumes), then fits one rating per player to all the
games (Bradley-Terry on game scores, one virtual draw per match so that a whitewash gives a
finite gap), with Fairy-Stockfish 11.1 at full strength fixed at 3000, and prints the
ratings with 95% intervals and the table docs/strength.md shows.

    devtools/ladder.py --engine build/grandchess-engine --results ladder.json [--fit-only]

Our levels 1-8 are `Skill Level` 0, 3, 6, 9, 12, 15, 18, 20 of grandchess-engine.
Sjaak II spends its clock as if there were no increment and loses on time at 10+0.1, so
its matches are played at a fixed 0.3 s a move (levels 1 to 5 are bounded by depth and
nodes, not time, either way).
"""

import argparse
import json
import math
import os
import re
import subprocess
import sys

FAIRY = "/usr/games/fairy-stockfish"
SJAAK = "/usr/games/sjaakii"
HERE = os.path.dirname(os.path.abspath(__file__))
MATCH = os.path.join(HERE, "match.py")  # the refereed match runner, kept beside this script
ANCHOR = ("FS", 3000.0)

# (player A, player B, games, time control: "tc:10+0.1" or "movetime:0.3")
LADDER = [
    ("L1", "L2", 20, "tc:10+0.1"),
    ("L2", "L3", 20, "tc:10+0.1"),
    ("L3", "L4", 20, "tc:10+0.1"),
    ("L4", "L5", 20, "tc:10+0.1"),
    ("L5", "L6", 20, "tc:10+0.1"),
    ("L6", "L7", 20, "tc:10+0.1"),
    ("L7", "L8", 20, "tc:10+0.1"),
    ("L8", "FS", 20, "tc:10+0.1"),
    ("FS-SL10", "FS", 16, "tc:10+0.1"),
    ("FS-SL5", "FS-SL10", 16, "tc:10+0.1"),
    ("FS-SL0", "FS-SL5", 16, "tc:10+0.1"),
    ("L3", "FS-SL0", 20, "tc:10+0.1"),
    ("L4", "FS-SL5", 20, "tc:10+0.1"),
    ("L6", "FS-SL10", 20, "tc:10+0.1"),
    ("L5", "Sjaak", 20, "movetime:0.3"),
    ("L6", "Sjaak", 20, "movetime:0.3"),
]


def player_args(name, engine, side):
    """match.py arguments that make `name` engine `side` ("a" or "b")."""
    if name.startswith("L"):
        level = int(name[1:])
        skill = [0, 3, 6, 9, 12, 15, 18, 20][level - 1]
        return [f"--{side}", engine, f"--{side}-name", name, f"--{side}-option", f"Skill Level={skill}",
                f"--{side}-option", "Threads=1"]
    if name == "FS":
        return [f"--{side}", FAIRY, f"--{side}-name", name]
    if name.startswith("FS-SL"):
        return [f"--{side}", FAIRY, f"--{side}-name", name, f"--{side}-option", f"Skill Level={name[5:]}"]
    if name == "Sjaak":
        return [f"--{side}", SJAAK, f"--{side}-name", name]
    raise ValueError(name)


def play(a, b, games, control, engine, seed, pgn):
    kind, value = control.split(":")
    cmd = [sys.executable, MATCH] + player_args(a, engine, "a") + player_args(b, engine, "b")
    cmd += ["--games", str(games), "--concurrency", "2", "--seed", str(seed)]
    cmd += ["--tc", value] if kind == "tc" else ["--movetime", value]
    if pgn:
        cmd += ["--pgn", pgn]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    m = re.search(r"\+(\d+) =(\d+) -(\d+) of", out)
    if not m:
        raise RuntimeError("no result in match.py's output:\n" + out[-2000:])
    return [int(x) for x in m.groups()]


def solve(matrix, vector):
    """Gaussian elimination with partial pivoting (small systems)."""
    n = len(vector)
    m = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c and m[c][c] != 0:
                f = m[r][c] / m[c][c]
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    return [m[i][n] / m[i][i] for i in range(n)]


def inverse(matrix):
    n = len(matrix)
    cols = [solve(matrix, [1.0 if i == j else 0.0 for i in range(n)]) for j in range(n)]
    return [[cols[j][i] for j in range(n)] for i in range(n)]


def fit(results):
    """Ratings (and standard errors) maximising the likelihood of the game scores."""
    players = sorted({p for r in results for p in (r["a"], r["b"])})
    free = [p for p in players if p != ANCHOR[0]]
    rating = {p: ANCHOR[1] for p in players}
    k = math.log(10) / 400
    # Each match: score and games for A, one virtual draw added.
    matches = [(r["a"], r["b"], r["wins"] + 0.5 * r["draws"] + 0.5, r["wins"] + r["draws"] + r["losses"] + 1)
               for r in results]
    info = None
    for _ in range(100):
        grad = {p: 0.0 for p in free}
        hess = {(p, q): 0.0 for p in free for q in free}
        for a, b, score, n in matches:
            e = 1 / (1 + math.exp(-k * (rating[a] - rating[b])))
            g = k * (score - n * e)
            w = k * k * n * e * (1 - e)
            for p, sign in ((a, 1), (b, -1)):
                if p in grad:
                    grad[p] += sign * g
            for p, sp in ((a, 1), (b, -1)):
                for q, sq in ((a, 1), (b, -1)):
                    if p in grad and q in grad:
                        hess[(p, q)] += sp * sq * w
        info = [[hess[(p, q)] for q in free] for p in free]
        step = solve(info, [grad[p] for p in free])
        for p, s in zip(free, step):
            rating[p] += max(-400.0, min(400.0, s))
        if max(abs(s) for s in step) < 0.01:
            break
    cov = inverse(info)
    error = {p: math.sqrt(max(cov[i][i], 0.0)) for i, p in enumerate(free)}
    error[ANCHOR[0]] = 0.0
    return rating, error


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--engine", default="build/grandchess-engine")
    ap.add_argument("--results", default="ladder.json", help="games so far (read and appended)")
    ap.add_argument("--pgn", default="", help="append every game here")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--fit-only", action="store_true")
    args = ap.parse_args()

    results = []
    if os.path.exists(args.results):
        with open(args.results) as f:
            results = json.load(f)
    if not args.fit_only:
        engine = os.path.abspath(args.engine)
        done = {(r["a"], r["b"], r["control"]) for r in results}
        for i, (a, b, games, control) in enumerate(LADDER):
            if (a, b, control) in done:
                continue
            w, d, l = play(a, b, games, control, engine, args.seed + i, args.pgn)
            results.append({"a": a, "b": b, "control": control, "wins": w, "draws": d, "losses": l})
            print(f"{a} - {b} ({control}): +{w} ={d} -{l}", flush=True)
            with open(args.results + ".tmp", "w") as f:
                json.dump(results, f, indent=1)
            os.replace(args.results + ".tmp", args.results)

    rating, error = fit(results)
    print("\n| match | games | result for the first |\n|---|---|---|")
    for r in results:
        n = r["wins"] + r["draws"] + r["losses"]
        control = r["control"].replace("tc:", "").replace("movetime:", "") + (" s a move" if "movetime" in r["control"] else "")
        print(f"| {r['a']} – {r['b']} ({control}) | {n} | +{r['wins']} ={r['draws']} −{r['losses']} |")
    print("\n| player | rating | 95% interval |\n|---|---|---|")
    for p in sorted(rating, key=lambda p: rating[p]):
        lo, hi = rating[p] - 1.96 * error[p], rating[p] + 1.96 * error[p]
        print(f"| {p} | {rating[p]:.0f} | [{lo:.0f}, {hi:.0f}] |")


if __name__ == "__main__":
    main()
