#!/usr/bin/env python3
"""Render the app icon ``resources/icons/dsolitaire.svg`` into every format we ship.

Outputs (all committed, so that builds never need to run this script):

* ``resources/icons/hicolor/<n>x<n>/apps/dsolitaire.png`` for n in PNG_SIZES
  (freedesktop icon theme layout, copied as-is into the .deb);
* ``resources/icons/dsolitaire.ico``  (Windows: 16-128 px as 32-bit DIBs, 256 px as PNG,
  the layout Windows' own tools produce);
* ``resources/icons/dsolitaire.icns`` (macOS: PNG payloads in icp4/icp5/icp6/ic07-ic14).

Rendering uses PySide6's QtSvg, so no dependency beyond the app's own is needed, and the
ICO/ICNS containers are written by hand below.  The output is deterministic: the same
SVG and the same Qt build give byte-identical files.

Usage::

    python packaging/make_icons.py            # regenerate in place
    python packaging/make_icons.py --check    # exit 1 if the committed files are stale
    python packaging/make_icons.py --out-dir /tmp/icons
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ICON_DIR = ROOT / "resources" / "icons"
SVG_PATH = ICON_DIR / "dsolitaire.svg"
APP_ID = "dsolitaire"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element type -> pixel size; every one of these types may hold PNG data.
ICNS_TYPES: tuple[tuple[bytes, int], ...] = (
    (b"icp4", 16),
    (b"ic11", 32),  # 16 pt @2x
    (b"icp5", 32),
    (b"ic12", 64),  # 32 pt @2x
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic13", 256),  # 128 pt @2x
    (b"ic08", 256),
    (b"ic14", 512),  # 256 pt @2x
    (b"ic09", 512),
    (b"ic10", 1024),  # 512 pt @2x
)

# Fixed resolution metadata (96 dpi) so the PNG pHYs chunk never depends on defaults.
_DOTS_PER_METER = 3780


def _qt():
    """Import Qt lazily (keeps ``--help`` and the pure container helpers Qt-free)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        # Keep a reference on the function object so the app outlives this call.
        _qt.app = QGuiApplication([sys.argv[0] if sys.argv else "make_icons"])  # type: ignore[attr-defined]
    return QBuffer, QByteArray, QIODevice, QRectF, Qt, QImage, QPainter, QSvgRenderer


def render(svg_path: Path, size: int):
    """Render the SVG into a ``size`` x ``size`` QImage (ARGB32, straight alpha)."""
    _, _, _, QRectF, Qt, QImage, QPainter, QSvgRenderer = _qt()
    renderer = QSvgRenderer(str(svg_path))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: cannot parse {svg_path}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    image.setDotsPerMeterX(_DOTS_PER_METER)
    image.setDotsPerMeterY(_DOTS_PER_METER)
    return image


def png_bytes(image) -> bytes:
    QBuffer, QByteArray, QIODevice, *_ = _qt()
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buf, "PNG"):
        raise SystemExit("make_icons: PNG encoding failed")
    buf.close()
    return bytes(data.data())


def _argb_rows(image) -> list[bytes]:
    """Rows of a Format_ARGB32 QImage as little-endian BGRA bytes, top row first."""
    width = image.width()
    rows = []
    for y in range(image.height()):
        line = image.constScanLine(y)
        rows.append(bytes(line)[: width * 4])
    return rows


def dib_bytes(image) -> bytes:
    """A 32-bit BI_RGB DIB with AND mask, as stored inside an .ico entry."""
    width, height = image.width(), image.height()
    rows = _argb_rows(image)  # BGRA, top-down
    xor = b"".join(reversed(rows))  # DIBs are bottom-up
    mask_stride = ((width + 31) // 32) * 4
    mask_rows = []
    for row in reversed(rows):
        bits = bytearray(mask_stride)
        for x in range(width):
            if row[4 * x + 3] == 0:  # fully transparent -> mask bit set
                bits[x // 8] |= 0x80 >> (x % 8)
        mask_rows.append(bytes(bits))
    and_mask = b"".join(mask_rows)
    header = struct.pack(
        "<IiiHHIIiiII",
        40,  # biSize
        width,
        height * 2,  # XOR + AND bitmaps
        1,  # planes
        32,  # bit count
        0,  # BI_RGB
        len(xor) + len(and_mask),
        0,
        0,
        0,
        0,
    )
    return header + xor + and_mask


def build_ico(entries: Iterable[tuple[int, bytes]]) -> bytes:
    """ICO container from (size, payload) pairs; payload is a DIB or a PNG file."""
    entries = list(entries)
    out = bytearray(struct.pack("<HHH", 0, 1, len(entries)))
    offset = 6 + 16 * len(entries)
    blobs = []
    for size, payload in entries:
        dim = 0 if size >= 256 else size
        out += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(payload), offset)
        offset += len(payload)
        blobs.append(payload)
    for blob in blobs:
        out += blob
    return bytes(out)


def build_icns(entries: Iterable[tuple[bytes, bytes]]) -> bytes:
    """ICNS container from (OSType, PNG payload) pairs."""
    body = b"".join(ostype + struct.pack(">I", 8 + len(data)) + data for ostype, data in entries)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def generate(svg_path: Path, out_dir: Path) -> list[Path]:
    """Write every icon file under ``out_dir``; return the paths written."""
    sizes = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {s for _, s in ICNS_TYPES})
    images = {size: render(svg_path, size) for size in sizes}
    pngs = {size: png_bytes(img) for size, img in images.items()}

    written: list[Path] = []

    def write(path: Path, data: bytes) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        written.append(path)

    for size in PNG_SIZES:
        write(out_dir / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png", pngs[size])
    write(
        out_dir / f"{APP_ID}.ico",
        build_ico(
            (size, pngs[size] if size >= 256 else dib_bytes(images[size])) for size in ICO_SIZES
        ),
    )
    write(out_dir / f"{APP_ID}.icns", build_icns((t, pngs[s]) for t, s in ICNS_TYPES))
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--svg", type=Path, default=SVG_PATH, help="source SVG")
    parser.add_argument("--out-dir", type=Path, default=ICON_DIR, help="output folder")
    parser.add_argument(
        "--check",
        action="store_true",
        help="render into a temporary folder and fail if any file in --out-dir differs",
    )
    args = parser.parse_args(argv)

    if args.check:
        with tempfile.TemporaryDirectory() as tmp:
            fresh = generate(args.svg, Path(tmp))
            stale = []
            for path in fresh:
                rel = path.relative_to(tmp)
                old = args.out_dir / rel
                if not old.is_file() or old.read_bytes() != path.read_bytes():
                    stale.append(str(rel))
        if stale:
            print("make_icons: out of date: " + ", ".join(stale), file=sys.stderr)
            return 1
        print("make_icons: all icons up to date")
        return 0

    for path in generate(args.svg, args.out_dir):
        try:
            shown = path.relative_to(ROOT)
        except ValueError:
            shown = path
        print(f"wrote {shown} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
