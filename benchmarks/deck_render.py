"""Time to render all 52 faces and the back of a deck at a size not yet cached.

Usage: python benchmarks/deck_render.py [KDE-FOLDER ...]

For each of our decks and the KDE decks named (default: svg-standard and svg-dondorf
when installed), the first drawing includes making the deck's QSvgRenderer; then three
new sizes at dpr 1 and one at dpr 2 are timed, all cards of each. The last line is the
slowest full set at a new size, over every deck: ``deck_render_all_faces: X ms``.
"""

from __future__ import annotations

import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QGuiApplication

from dsolitaire.app.table.cardart import CARD_ASPECT, CardArt
from dsolitaire.app.table.decks import KDE_PREFIX, DeckLibrary

CARDS = [(rank, suit) for suit in range(4) for rank in range(1, 14)]


def full_set(art: CardArt, width: int, dpr: float) -> float:
    height = round(width * CARD_ASPECT)
    start = time.perf_counter()
    for rank, suit in CARDS:
        art.face(rank, suit, width, height, dpr)
    art.back(width, height, dpr)
    return (time.perf_counter() - start) * 1000


def main() -> None:
    _app = QGuiApplication([])
    library = DeckLibrary()
    keys = [d.key for d in library.decks() if d.builtin]
    for name in sys.argv[1:] or ["svg-standard", "svg-dondorf"]:
        if library.deck(KDE_PREFIX + name) is not None:
            keys.append(KDE_PREFIX + name)
    worst = 0.0
    for key in keys:
        art = CardArt(library, key, "deck")
        first = full_set(art, 90, 1.0)  # includes loading the SVG
        times = [full_set(art, width, dpr) for width, dpr in
                 ((100, 1.0), (120, 1.0), (150, 1.0), (100, 2.0))]
        per_card = max(times) / 53
        print(f"{key:28} first {first:7.1f} ms   new size {' '.join(f'{t:6.1f}' for t in times)}"
              f" ms   ({per_card:.2f} ms a card)")
        worst = max(worst, *times)
    print(f"deck_render_all_faces: {worst:.1f} ms")


if __name__ == "__main__":
    main()
