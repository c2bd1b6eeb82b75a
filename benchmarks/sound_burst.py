"""Sounds played close together, and whether the event loop keeps running (issue 29).

Qt 6.11.3's ``QSoundEffect`` wedges the event loop on PulseAudio as soon as two
different effects play one after the other: one "Socket notifiers cannot be enabled or
disabled from another thread", then a flood of "QSocketNotifier: Invalid socket".
The game's player (``SoundPlayer``) uses one ``QAudioSink`` instead. This plays the same
burst of sounds through either and measures the longest time a 10 ms timer went without
firing, and how many messages Qt printed (they are counted, not shown).

    python benchmarks/sound_burst.py [--player sink|effects] [--gap 60] [--rounds 3]

It needs a sound device: on a machine without one, start a PulseAudio null sink
(``pulseaudio -n --load=module-null-sink --load="module-native-protocol-unix
socket=/tmp/pa"``) and set ``PULSE_SERVER=unix:/tmp/pa``. A wedged loop is ended by a
watchdog after ``--limit`` seconds. The last line is the longest stall, in ms.
"""

from __future__ import annotations

import argparse
import itertools
import os
import sys
import threading
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer, QUrl, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

from dsolitaire.app.play.sound import Sound, SoundPlayer, sound_file


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--player", choices=("sink", "effects"), default="sink")
    parser.add_argument("--gap", type=int, default=60, help="ms between two sounds")
    parser.add_argument("--rounds", type=int, default=3, help="times every sound plays")
    parser.add_argument("--limit", type=float, default=30.0, help="watchdog, s")
    args = parser.parse_args()

    messages = [0]
    qInstallMessageHandler(lambda *_m: messages.__setitem__(0, messages[0] + 1))
    app = QApplication(sys.argv[:1])
    if args.player == "sink":
        player = SoundPlayer()
        player.set_enabled(True)
        if not player.prepare():
            sys.exit("no sound device (see the module's notes for a null sink)")
        start = player.play
    else:
        from PySide6.QtMultimedia import QSoundEffect

        effects = {}
        for sound in Sound:
            effect = QSoundEffect()
            effect.setSource(QUrl.fromLocalFile(str(sound_file(sound))))
            effects[sound] = effect

        def start(sound: Sound) -> None:
            effects[sound].play()

    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(10)
    burst = [s for _ in range(args.rounds) for s in Sound]
    for i, sound in enumerate(burst):
        QTimer.singleShot(300 + i * args.gap, lambda s=sound: start(s))
    QTimer.singleShot(300 + len(burst) * args.gap + 1500, app.quit)

    def watchdog() -> None:
        print(f"the event loop did not come back in {args.limit:.0f} s; "
              f"{messages[0]} Qt messages", flush=True)
        print(f"longest stall: {args.limit * 1000:.0f} ms", flush=True)
        os._exit(1)

    dog = threading.Timer(args.limit, watchdog)
    dog.daemon = True
    dog.start()
    app.exec()
    dog.cancel()
    stall = max(b - a for a, b in itertools.pairwise(ticks))
    print(f"{args.player}: {len(burst)} sounds {args.gap} ms apart, {messages[0]} Qt messages")
    print(f"longest stall: {stall * 1000:.0f} ms")


if __name__ == "__main__":
    main()
