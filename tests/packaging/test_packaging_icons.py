"""The committed app icons are well-formed, complete, and reproducible by packaging/make_icons.py.

Fast; runs with the normal test suite on every OS (no PyInstaller needed).
"""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "resources" / "icons"
MAKE_ICONS = ROOT / "packaging" / "make_icons.py"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_SIGNATURE, "not a PNG"
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


@pytest.mark.parametrize("size", [16, 24, 32, 48, 64, 128, 256, 512])
def test_hicolor_png(size: int) -> None:
    png = ICONS / "hicolor" / f"{size}x{size}" / "apps" / "dsolitaire.png"
    assert png_size(png.read_bytes()) == (size, size)
    assert png.stat().st_size < 200_000


def test_ico_container() -> None:
    data = (ICONS / "dsolitaire.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        w, h, _, _, planes, bpp, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
        )
        w, h = w or 256, h or 256
        payload = data[offset : offset + length]
        assert len(payload) == length
        assert (planes, bpp) == (1, 32)
        if payload.startswith(PNG_SIGNATURE):
            assert png_size(payload) == (w, h)
        else:  # BITMAPINFOHEADER: 40 bytes, width, doubled height, 32 bpp
            size, dib_w, dib_h, _, dib_bpp = struct.unpack("<IiiHH", payload[:16])
            assert (size, dib_w, dib_h, dib_bpp) == (40, w, 2 * h, 32)
        sizes.append(w)
    assert sorted(sizes) == [16, 24, 32, 48, 64, 128, 256]


def test_icns_container() -> None:
    data = (ICONS / "dsolitaire.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    expected = {
        b"icp4": 16, b"ic11": 32, b"icp5": 32, b"ic12": 64, b"icp6": 64, b"ic07": 128,
        b"ic13": 256, b"ic08": 256, b"ic14": 512, b"ic09": 512, b"ic10": 1024,
    }  # fmt: skip
    found = {}
    pos = 8
    while pos < len(data):
        ostype = data[pos : pos + 4]
        length = struct.unpack(">I", data[pos + 4 : pos + 8])[0]
        found[ostype] = png_size(data[pos + 8 : pos + length])[0]
        pos += length
    assert pos == len(data)
    assert found == expected


def test_svg_source_is_plain() -> None:
    svg = (ICONS / "dsolitaire.svg").read_text(encoding="utf-8")
    # QtSvg (SVG Tiny 1.2) ignores these; keep the source renderable the same everywhere.
    for unsupported in ("<filter", "<mask", "<text", "<image", "<clipPath"):
        assert unsupported not in svg


def test_make_icons_is_deterministic(tmp_path: Path) -> None:
    pytest.importorskip("PySide6.QtSvg")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    outputs = []
    for run in ("a", "b"):
        out = tmp_path / run
        subprocess.run(
            [sys.executable, str(MAKE_ICONS), "--out-dir", str(out)],
            check=True,
            env=env,
            capture_output=True,
            timeout=120,
        )
        outputs.append({p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()})
    assert outputs[0] == outputs[1]
    committed = {p.relative_to(ICONS) for p in ICONS.rglob("*") if p.is_file()}
    assert set(outputs[0]) <= committed, "make_icons.py writes files that are not committed"
