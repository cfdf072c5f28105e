#!/usr/bin/env python3
"""Training records from games against another engine, for the learned evaluation.

Self-play records teach the network the positions our own engine steers into; a
network fine-tuned on them beats its predecessor and nothing else
(docs/networks.md, "A fourteenth round"). These records come from games against
an opponent (by default Fairy-Stockfish 11.1), so they hold the positions it
steers into and the results it gets from them.

  play    our engine (fixed nodes) against the opponent (fixed nodes), refereed by
          Fairy-Stockfish, from random openings of 4 to 8 plies, for --minutes.
          Every position of the game, whoever is to move, is searched by our
          engine; those not in check whose best move is quiet and whose score is
          within +-2000 are written, as `grandchess-dev soak --record` writes them:
          "FEN|result|score", score in centipawns from White's view. Every tenth
          game goes to OUT.holdout instead, to measure with `train-net --measure`.
  judge   the same records from the games of a PGN file that `match.py --pgn`
          (or `play --pgn`) wrote, to measure a network on real match games; from
          every position, the random opening's too, which `play` does not record.

Examples:
  opponent_games.py play --ours build/grandchess-engine --minutes 45 --seed 27 \\
      --out fs27.txt --pgn fs27.pgn
  opponent_games.py play --variant embassy --ours build/grandchess-engine \\
      --ours-option EvalFile=cand.nnue --nodes 4000 --opponent-nodes 12000 \\
      --games 400 --seed 50 --out cand.txt      # a quick screen of a network
  opponent_games.py judge --ours build/grandchess-engine games.pgn > val.txt

Only the Python standard library is used.
"""
import argparse
import os
import random
import re
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import match  # noqa: E402
from match import EngineError, Referee, Uci, position_state, run_at_once  # noqa: E402

MOVE = re.compile(r"^([a-j])(\d+)([a-j])(\d+)([a-z]?)$")
DECIDED = 2000  # scores beyond this are decided positions, not judgements worth learning
ADJUDICATE = 1500  # cp for eight plies in a row, as match.py


def board_of(fen):
    """{(file, rank): piece letter}, files and ranks from 0 and 1."""
    board = {}
    rows = fen.split()[0].split("/")
    for r, row in enumerate(rows):
        file = 0
        for token in re.findall(r"\d+|[A-Za-z]", row):
            if token.isdigit():
                file += int(token)
            else:
                board[(file, len(rows) - r)] = token
                file += 1
    return board


def quiet(fen, move):
    """Whether `move` (UCI) in the position `fen` neither captures nor promotes."""
    m = MOVE.match(move or "")
    if not m or m.group(5):
        return False
    origin = (ord(m.group(1)) - 97, int(m.group(2)))
    target = (ord(m.group(3)) - 97, int(m.group(4)))
    board = board_of(fen)
    if target in board:
        return False
    return not (board.get(origin, "") in "Pp" and origin[0] != target[0])  # en passant


def search(engine, nodes):
    """(score for the side to move or None, best move or None) of a `go nodes` search."""
    engine.send(f"go nodes {nodes}")
    score, deadline = None, time.monotonic() + 120
    while True:
        parts = engine.readline(deadline).split()
        if parts[:1] == ["info"] and "score" in parts:
            i = parts.index("score")
            if parts[i + 1] == "cp":
                score = int(parts[i + 2])
            elif parts[i + 1] == "mate":
                score = 100000 if int(parts[i + 2]) > 0 else -100000
        if parts[:1] == ["bestmove"]:
            return score, parts[1] if len(parts) > 1 else None


def record_line(fen, in_check, score, best, result):
    """The record of one position, or None when it is not one worth learning."""
    if in_check or score is None or abs(score) >= DECIDED or not quiet(fen, best):
        return None
    white = score if fen.split()[1] == "w" else -score
    return f"{fen}|{result}|{white}"


def play_game(ours, opponent, referee, ours_white, opening, args):
    """(result, moves, [(fen, in_check, score, best)]) of one game."""
    moves, seen, scores, judged = list(opening), {}, [], []
    for e in (ours, opponent):
        e.send("ucinewgame")
        e.ready(10)
    while True:
        fen, in_check, legal, ending = position_state(referee, match.START_FEN, moves, seen, 400)
        if ending:
            return ending[0], moves, judged
        side = fen.split()[1]
        ours.position(match.START_FEN, moves)
        score, best = search(ours, args.nodes)
        judged.append((fen, in_check, score, best))
        if (side == "w") == ours_white:
            move, mover_score = best, score
        else:
            opponent.position(match.START_FEN, moves)
            mover_score, move = search(opponent, args.opponent_nodes)
        if move not in legal:
            raise EngineError(f"illegal move {move} in {fen}")
        moves.append(move)
        scores.append(None if mover_score is None else (mover_score if side == "w" else -mover_score))
        last = scores[-8:]
        if len(last) == 8 and all(s is not None and s >= ADJUDICATE for s in last):
            return "1-0", moves, judged
        if len(last) == 8 and all(s is not None and s <= -ADJUDICATE for s in last):
            return "0-1", moves, judged


def play(args):
    lock = threading.Lock()
    state = {"next": 0, "score": 0.0, "games": 0, "lines": 0}
    end = time.monotonic() + args.minutes * 60
    out, holdout = open(args.out, "a"), open(args.out + ".holdout", "a")
    pgn = open(args.pgn, "a") if args.pgn else None
    options = [("Hash", str(args.hash))]

    def worker():
        referee = Referee(args.referee, "referee", [], None)
        ours = Uci(args.ours, "ours", args.ours_options, None)
        opponent = Uci(args.opponent, "opponent", options, None)
        while time.monotonic() < end:
            with lock:
                g = state["next"]
                state["next"] += 1
            if args.games and g >= args.games:
                break
            rng = random.Random(args.seed * 1000003 + g)
            opening = []
            for _ in range(rng.randint(4, 8)):
                opening.append(rng.choice(sorted(referee.legal_moves(match.START_FEN, opening))))
            ours_white = g % 2 == 0
            try:
                result, moves, judged = play_game(ours, opponent, referee, ours_white, opening, args)
            except EngineError as e:  # the game is dropped, the engines started again
                print(f"game {g + 1}: dropped: {e}", flush=True)
                ours.quit()
                opponent.quit()
                ours = Uci(args.ours, "ours", args.ours_options, None)
                opponent = Uci(args.opponent, "opponent", options, None)
                continue
            lines = [l for l in (record_line(*j, result) for j in judged) if l]
            mine = 0.5 if result == "1/2-1/2" else float((result == "1-0") == ours_white)
            white, black = ("ours", "opponent") if ours_white else ("opponent", "ours")
            with lock:
                dest = holdout if g % 10 == 9 else out
                dest.write("".join(l + "\n" for l in lines))
                dest.flush()
                if pgn:
                    pgn.write(f'[Round "{g + 1}"]\n[White "{white}"]\n[Black "{black}"]\n'
                              f'[Result "{result}"]\n[Variant "{match.VARIANT}"]\n\n'
                              + " ".join(moves) + f" {result}\n\n")
                    pgn.flush()
                state["score"] += mine
                state["games"] += 1
                state["lines"] += len(lines)
                print(f"game {g + 1}: {white} - {black} {result} ({len(moves)} plies, {len(lines)} "
                      f"kept); ours {state['score']}/{state['games']}, {state['lines']} lines",
                      flush=True)
        for e in (ours, opponent, referee):
            e.quit()

    run_at_once(worker, args.concurrency)


def judge(args):
    referee = Referee(args.referee, "referee", [], None)
    ours = Uci(args.ours, "ours", args.ours_options, None)
    text = open(args.pgn_in).read()
    games = re.findall(r'\[Result "([^"]+)"\].*?\n\n([^\[]*)', text, re.S)
    for n, (result, body) in enumerate(games):
        moves = [m for m in body.split() if MOVE.match(m)]
        ours.send("ucinewgame")
        for i in range(len(moves)):
            fen, in_check = referee.fen_and_check(match.START_FEN, moves[:i])
            score, best = None, None
            if not in_check:
                ours.position(match.START_FEN, moves[:i])
                score, best = search(ours, args.nodes)
            line = record_line(fen, in_check, score, best, result)
            if line:
                print(line, flush=True)
        print(f"game {n + 1} of {len(games)}", file=sys.stderr, flush=True)
    ours.quit()
    referee.quit()


def option(text):
    """("NAME", "VALUE") of a NAME=VALUE argument."""
    name, eq, value = text.partition("=")
    if not eq or not name:
        raise argparse.ArgumentTypeError(f"'{text}' is not NAME=VALUE")
    return name, value


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n\n", 1)[1])
    ap.add_argument("mode", choices=["play", "judge"])
    ap.add_argument("pgn_in", nargs="?", help="judge: the games")
    ap.add_argument("--ours", required=True, help="command of our engine")
    ap.add_argument("--ours-option", action="append", default=[], type=option,
                    help="NAME=VALUE for our engine (EvalFile=net.nnue), repeatable")
    ap.add_argument("--variant", default="grand", choices=sorted(match.START_FENS),
                    help="UCI_Variant of the games (default grand)")
    ap.add_argument("--opponent", default="/usr/games/fairy-stockfish")
    ap.add_argument("--referee", default="/usr/games/fairy-stockfish")
    ap.add_argument("--nodes", type=int, default=10000, help="our nodes a move")
    ap.add_argument("--opponent-nodes", type=int, default=30000)
    ap.add_argument("--hash", type=int, default=16, help="MB, each engine")
    ap.add_argument("--minutes", type=float, default=45)
    ap.add_argument("--games", type=int, default=0,
                    help="play: stop after this many games (0: --minutes decides); with the same "
                         "--seed, every run plays the same openings, so networks compare game for game")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--concurrency", type=int, default=2)
    ap.add_argument("--out", help="play: records (and OUT.holdout)")
    ap.add_argument("--pgn", help="play: the games, appended")
    args = ap.parse_intermixed_args()
    if args.mode == "play" and not args.out:
        ap.error("play needs --out")
    if args.mode == "judge" and not args.pgn_in:
        ap.error("judge needs a PGN file")
    match.VARIANT, match.START_FEN = args.variant, match.START_FENS[args.variant]
    args.ours_options = [("Hash", str(args.hash))] + args.ours_option
    try:  # an option our engine refuses (a wrong EvalFile path) stops the run before a game
        Uci(args.ours, "ours", args.ours_options, None).quit()
    except EngineError as e:
        sys.exit(f"error: {e}")
    play(args) if args.mode == "play" else judge(args)


if __name__ == "__main__":
    main()
