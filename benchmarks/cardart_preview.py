"""Render every card face, the back and the empty-pile markers into PNG preview sheets.

Usage: python benchmarks/cardart_preview.py [OUTPUT] [--dpr DPR]

Writes OUTPUT (default /tmp/cards.png) at card width 120 and a second sheet at card
width 70 next to it (``cards_70.png``).  Each sheet also shows two overlapped
13-card columns (only the top 22 % of each card visible, as in the game) and prints
how long rendering took.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter

from dsolitaire.app.table.cardart import CARD_ASPECT, CardArt

TABLE = QColor("#2F6B45")
OVERLAP = 0.22  # visible fraction of a covered card in a column


def render_sheet(art: CardArt, width: int, dpr: float) -> tuple[QImage, float]:
    """The preview sheet for cards *width* logical pixels wide, and the ms per face."""
    height = round(width * CARD_ASPECT)
    gap = max(6, width // 10)
    step_x, step_y = width + gap, height + gap
    label_h = max(14, width // 6)

    start = time.perf_counter()
    faces = {(r, s): art.face(r, s, width, height, dpr) for s in range(4) for r in range(1, 14)}
    per_face_ms = (time.perf_counter() - start) * 1000 / len(faces)

    column_step = round(height * OVERLAP)
    column_h = column_step * 12 + height
    sheet_w = gap + 13 * step_x
    sheet_h = gap + 5 * step_y + label_h + column_h + gap
    image = QImage(round(sheet_w * dpr), round(sheet_h * dpr), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(dpr)
    image.fill(TABLE)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)

    for (rank, suit), pixmap in faces.items():
        painter.drawPixmap(QPointF(gap + (rank - 1) * step_x, gap + suit * step_y), pixmap)

    y = gap + 4 * step_y
    markers = [
        art.back(width, height, dpr),
        art.slot(width, height, dpr, None),
        *(art.slot(width, height, dpr, s) for s in range(4)),
        art.stock_empty(width, height, dpr, True),
        art.stock_empty(width, height, dpr, False),
    ]
    for i, pixmap in enumerate(markers):
        painter.drawPixmap(QPointF(gap + i * step_x, y), pixmap)

    y += step_y
    font = QFont()
    font.setPixelSize(label_h - 4)
    painter.setFont(font)
    painter.setPen(QColor("white"))
    painter.drawText(
        QRectF(gap, y, sheet_w, label_h),
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        f"width {width}px, dpr {dpr:g}: {per_face_ms:.2f} ms per face; "
        f"columns overlapped at {OVERLAP:.0%}",
    )
    y += label_h
    columns = [
        [(13 - i, (i % 2) * 1) for i in range(13)],  # K spades, Q hearts, J spades ...
        [(13 - i, 2 + (i % 2)) for i in range(13)],  # K diamonds, Q clubs, ...
        [(13 - i, 3 - 2 * (i % 2)) for i in range(13)],  # K clubs, Q hearts, ...
    ]
    for c, column in enumerate(columns):
        painter.drawPixmap(QPointF(gap + c * step_x, y), art.back(width, height, dpr))
        for i, (rank, suit) in enumerate(column):
            painter.drawPixmap(
                QPointF(gap + (c + 3) * step_x, y + i * column_step),
                art.face(rank, suit, width, height, dpr),
            )
    # A fanned run of backs, as in a tableau column with face-down cards.
    for i in range(6):
        painter.drawPixmap(
            QPointF(gap + 7 * step_x, y + i * round(height * 0.08)), art.back(width, height, dpr)
        )
    painter.end()
    return image, per_face_ms


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output", nargs="?", default="/tmp/cards.png", type=Path)
    parser.add_argument("--dpr", type=float, default=1.0)
    args = parser.parse_args(argv)

    _app = QGuiApplication.instance() or QGuiApplication([])
    art = CardArt()
    output: Path = args.output
    targets = [(120, output), (70, output.with_name(f"{output.stem}_70{output.suffix}"))]
    for width, path in targets:
        image, per_face_ms = render_sheet(art, width, args.dpr)
        if not image.save(str(path)):
            print(f"could not write {path}", file=sys.stderr)
            return 1
        print(f"{path}: card width {width}, {per_face_ms:.2f} ms per face")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
