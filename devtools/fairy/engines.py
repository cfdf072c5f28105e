"""The two engines (part of crosscheck.py): ours through its `perft DEPTH FEN` command,
Fairy-Stockfish through UCI (`go perft`), and the translation of FSF's moves to ours.
"""

import re
import subprocess


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


def fairy_check_ini(fairy_path, ini):
    out = subprocess.run([fairy_path, "check", ini], capture_output=True, text=True, timeout=600)
    msg = (out.stdout + out.stderr).strip()
    bad = [l for l in msg.splitlines()
           if l and not l.startswith("Fairy-Stockfish") and not l.startswith("Parsing variant")]
    return bad
