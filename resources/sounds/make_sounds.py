#!/usr/bin/env python3
"""Writes the program's sounds, resources/sounds/*.wav, by synthesis.

Every sound is made here from sine waves, a little seeded noise and exponential decays
(no recordings, no samples from elsewhere): 22,050 Hz, 16-bit mono, each under a second.
Run from the repository root: python3 resources/sounds/make_sounds.py
The same seed and formulas give the same files byte for byte.
"""

import math
import os
import random
import struct
import wave

RATE = 22050
OUT = os.path.join("resources", "sounds")


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def tone(freq, seconds, decay, partials=((1.0, 1.0),), attack=0.002):
    """A struck tone: partials (ratio, weight) of `freq`, decaying with time constant `decay`."""
    out = []
    n = int(RATE * seconds)
    fade = int(RATE * 0.01)  # a 10 ms release, so that the cut at the end makes no click
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t / decay) * min(1.0, (n - i) / fade)
        out.append(env * sum(w * math.sin(2 * math.pi * freq * r * t) for r, w in partials))
    return out


def noise(seconds, decay, rng, smooth=0.6):
    """A short burst of low-passed noise (the contact of wood on wood)."""
    out, last = [], 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(last * math.exp(-t / decay) * min(1.0, (int(RATE * seconds) - i) / (RATE * 0.005)))
    return out


def mix(*tracks, offsets=None):
    offsets = offsets or [0.0] * len(tracks)
    length = max(int(o * RATE) + len(t) for t, o in zip(tracks, offsets))
    out = [0.0] * length
    for track, offset in zip(tracks, offsets):
        start = int(offset * RATE)
        for i, v in enumerate(track):
            out[start + i] += v
    return out


def scaled(track, gain):
    return [v * gain for v in track]


def write(name, samples, peak=0.7):
    top = max(abs(v) for v in samples) or 1.0
    frames = b"".join(struct.pack("<h", int(v / top * peak * 32767)) for v in samples)
    with wave.open(os.path.join(OUT, name + ".wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(1984)  # the year Grand Chess was invented
    wood = ((1.0, 1.0), (2.7, 0.35), (5.1, 0.12))
    # A piece set down: a short wooden knock.
    write("move", mix(tone(480, 0.09, 0.018, wood), scaled(noise(0.03, 0.006, rng), 0.6)), peak=0.6)
    # A capture: two knocks, the second lower and heavier.
    write("capture", mix(tone(520, 0.08, 0.016, wood), scaled(noise(0.03, 0.006, rng), 0.6),
                         tone(360, 0.14, 0.03, wood), scaled(noise(0.04, 0.008, rng), 0.8),
                         offsets=[0, 0, 0.045, 0.045]), peak=0.7)
    # Check: two bright bell strokes, a fourth apart.
    bell = ((1.0, 1.0), (2.0, 0.3), (3.0, 0.1))
    write("check", mix(tone(880, 0.12, 0.05, bell), tone(1175, 0.2, 0.07, bell), offsets=[0, 0.09]), peak=0.5)
    # Promotion: a rising arpeggio (C, E, G, C).
    notes = [523.25, 659.25, 783.99, 1046.5]
    write("promotion", mix(*[tone(f, 0.25, 0.08, bell) for f in notes], offsets=[0, 0.07, 0.14, 0.21]),
          peak=0.5)
    # End of the game: a soft G-major chord that fades.
    write("gameend", mix(tone(392.0, 0.9, 0.3, bell), tone(493.88, 0.9, 0.3, bell), tone(587.33, 0.9, 0.3, bell),
                         offsets=[0, 0.03, 0.06]), peak=0.5)
    # Low time: two quick high ticks.
    tick = tone(1500, 0.04, 0.008)
    write("lowtime", mix(tick, tick, offsets=[0, 0.12]), peak=0.5)
    # An illegal move: a short low buzz (odd harmonics of 150 Hz).
    buzz = tone(150, 0.18, 0.06, ((1, 1.0), (3, 0.33), (5, 0.2), (7, 0.14)), attack=0.01)
    write("illegal", buzz + silence(0.02), peak=0.45)


if __name__ == "__main__":
    main()
