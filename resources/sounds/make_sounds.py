#!/usr/bin/env python3
"""Synthesise Double Solitaire's own sounds as short WAV files.

Every sound is made here from sine tones and filtered noise with short envelopes; no
recording is used, ours or anybody's. Like ``resources/cards/make_decks.py``, only the
Python standard library is used and the output is deterministic: the noise comes from a
fixed-seed generator of our own, so running the script twice writes byte-identical files
(a test checks that the committed files are what it writes).

Output (relative to ``--out``, default: the folder holding this script)::

    draw.wav        a card (or three) turned from the stock onto the waste
    column.wav      a card laid on a column
    foundation.wav  a card sent to a foundation
    flip.wav        a face-down card turned face up
    refused.wav     a drop that the rules refuse (the cards fly back)
    redeal.wav      the waste turned over onto the stock
    win.wav         the game won

Each is mono, 16-bit, 22,050 Hz, peaking at -4 dBFS (never clipping), with a few
milliseconds of fade at both ends so that no sound starts or stops with a click.

Usage: python make_sounds.py [--out DIR]
"""

from __future__ import annotations

import argparse
import math
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050  # samples per second
PEAK = 10 ** (-4 / 20)  # the loudest sample, as a fraction of full scale (-4 dBFS)
FADE = 0.003  # seconds of fade in and out at the ends of every sound

Samples = list[float]


# ---------------------------------------------------------------- building blocks


class Noise:
    """White noise in [-1, 1] from a 32-bit xorshift generator with a fixed seed (the
    same numbers on every Python and every machine, unlike a library's generator)."""

    def __init__(self, seed: int) -> None:
        self.state = seed & 0xFFFFFFFF or 1

    def __call__(self) -> float:
        x = self.state
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.state = x
        return x / 0x7FFFFFFF - 1.0


def silence(seconds: float) -> Samples:
    return [0.0] * round(seconds * RATE)


def envelope(n: int, attack: float, decay: float) -> Samples:
    """A quick linear rise over ``attack`` seconds, then an exponential fall with time
    constant ``decay`` seconds."""
    rise = max(1, round(attack * RATE))
    return [i / rise if i < rise else math.exp(-(i - rise) / (decay * RATE))
            for i in range(n)]


def tone(freq: float, seconds: float, attack: float = 0.004, decay: float = 0.08,
         overtones: tuple[float, ...] = (1.0,)) -> Samples:
    """A sine of ``freq`` Hz (with harmonics of the given strengths) under an envelope."""
    n = round(seconds * RATE)
    env = envelope(n, attack, decay)
    out = []
    for i in range(n):
        t = i / RATE
        v = sum(a * math.sin(2 * math.pi * freq * (k + 1) * t)
                for k, a in enumerate(overtones))
        out.append(v * env[i])
    return out


def noise_burst(seconds: float, seed: int, brightness: float, attack: float = 0.001,
                decay: float = 0.012) -> Samples:
    """Noise through a one-pole low-pass (``brightness`` 0..1: the filter's coefficient,
    higher is brighter) under an envelope: the papery part of a card's sound."""
    n = round(seconds * RATE)
    env = envelope(n, attack, decay)
    noise = Noise(seed)
    out, y = [], 0.0
    for i in range(n):
        y += brightness * (noise() - y)
        out.append(y * env[i])
    return out


def sweep(f0: float, f1: float, seconds: float, decay: float) -> Samples:
    """A sine gliding from ``f0`` to ``f1`` Hz (exponentially) under an envelope."""
    n = round(seconds * RATE)
    env = envelope(n, 0.002, decay)
    out, phase = [], 0.0
    for i in range(n):
        f = f0 * (f1 / f0) ** (i / n)
        phase += 2 * math.pi * f / RATE
        out.append(math.sin(phase) * env[i])
    return out


def mix(*parts: tuple[float, float, Samples]) -> Samples:
    """Lay each ``(start seconds, gain, samples)`` over the others."""
    n = max(round(start * RATE) + len(s) for start, _, s in parts)
    out = [0.0] * n
    for start, gain, samples in parts:
        offset = round(start * RATE)
        for i, v in enumerate(samples):
            out[offset + i] += gain * v
    return out


def finish(samples: Samples) -> Samples:
    """Scale to the peak and fade both ends."""
    loudest = max(abs(v) for v in samples) or 1.0
    fade = round(FADE * RATE)
    n = len(samples)
    out = []
    for i, v in enumerate(samples):
        g = min(1.0, i / fade, (n - 1 - i) / fade)
        out.append(v / loudest * PEAK * g)
    return out


# ---------------------------------------------------------------- the sounds


def draw() -> Samples:
    """A light flick: bright noise, a little longer than a lay, with a soft high tick."""
    return mix((0.0, 1.0, noise_burst(0.060, 11, 0.55, attack=0.004, decay=0.014)),
               (0.0, 0.25, tone(2400, 0.030, attack=0.001, decay=0.006)))


def column() -> Samples:
    """A card laid down: a short dull tap (darker noise over a low thump)."""
    return mix((0.0, 1.0, noise_burst(0.055, 23, 0.30, decay=0.010)),
               (0.0, 0.6, tone(180, 0.055, attack=0.001, decay=0.012)))


def foundation() -> Samples:
    """A card home: the tap with a clear bell-like tone over it."""
    return mix((0.0, 0.8, noise_burst(0.045, 37, 0.35, decay=0.009)),
               (0.004, 0.55, tone(1318.5, 0.150, decay=0.045, overtones=(1.0, 0.25, 0.08))))


def flip() -> Samples:
    """A card turned face up: a quick rising swish."""
    return mix((0.0, 0.9, noise_burst(0.050, 41, 0.70, attack=0.012, decay=0.010)),
               (0.0, 0.35, sweep(700, 1600, 0.050, decay=0.018)))


def refused() -> Samples:
    """A refused drop: two soft low notes falling, not a buzzer."""
    return mix((0.0, 1.0, tone(311.1, 0.090, decay=0.030, overtones=(1.0, 0.3))),
               (0.085, 1.0, tone(233.1, 0.110, decay=0.035, overtones=(1.0, 0.3))))


def redeal() -> Samples:
    """The waste turned over: a riffle of quick taps running faster."""
    parts: list[tuple[float, float, Samples]] = []
    start = 0.0
    for k in range(7):
        parts.append((start, 1.0 - 0.07 * k, noise_burst(0.030, 50 + k, 0.45, decay=0.006)))
        start += 0.040 - 0.004 * k
    parts.append((start, 0.8, noise_burst(0.060, 60, 0.30, decay=0.012)))
    return mix(*parts)


def win() -> Samples:
    """The game won: a rising major arpeggio ending on a held chord."""
    notes = (523.25, 659.25, 783.99, 1046.5)
    harmonics = (1.0, 0.3, 0.1)
    parts = [(0.09 * k, 0.8, tone(f, 0.30, decay=0.09, overtones=harmonics))
             for k, f in enumerate(notes[:3])]
    chord_at = 0.09 * 3
    parts += [(chord_at, g, tone(f, 0.42, decay=0.16, overtones=harmonics))
              for f, g in ((1046.5, 0.8), (783.99, 0.45), (659.25, 0.35))]
    return mix(*parts)


SOUNDS: dict[str, Callable[[], Samples]] = {
    "draw": draw,
    "column": column,
    "foundation": foundation,
    "flip": flip,
    "refused": refused,
    "redeal": redeal,
    "win": win,
}


# ---------------------------------------------------------------- writing


def wav_bytes(samples: Samples) -> bytes:
    """The 16-bit little-endian PCM frames of ``samples`` (each in [-1, 1])."""
    return b"".join(struct.pack("<h", round(v * 32767)) for v in samples)


def write(path: Path, samples: Samples) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(wav_bytes(finish(samples)))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        write(args.out / f"{name}.wav", make())


if __name__ == "__main__":
    main()
