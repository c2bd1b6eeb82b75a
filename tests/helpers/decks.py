"""Tiny card themes in KDE's format, made by the tests (a coloured rectangle per card)."""

from __future__ import annotations

import gzip
from pathlib import Path

from dsolitaire.app.table.decks import CARD_IDS

#: Width and height of one card in the tiny themes (not 1.4: the app fits it in).
CARD_W, CARD_H = 20, 30


def colour_of(index: int) -> str:
    """The fill of card number *index* of CARD_IDS: every card its own colour."""
    return f"#{(index * 37) % 256:02x}{(index * 91) % 256:02x}{(80 + index * 3) % 256:02x}"


def theme_svg(ids: tuple[str, ...] = CARD_IDS, shift: int = 0) -> str:
    """Every card of *ids* a rectangle filled with ``colour_of(its index + shift)``."""
    parts = []
    for i, element in enumerate(ids):
        x, y = (i % 13) * CARD_W, (i // 13) * CARD_H
        parts.append(f'<g id="{element}"><rect x="{x}" y="{y}" width="{CARD_W}" '
                     f'height="{CARD_H}" fill="{colour_of(CARD_IDS.index(element) + shift)}"/></g>')
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="260" height="150">'
            + "".join(parts) + "</svg>")


def write_theme(root: Path, folder: str, name: str, *, names: dict[str, str] | None = None,
                svg: str | None = None, svgz: bool = False, index: bool = True) -> Path:
    """A theme folder ``root/folder`` with an index.desktop naming it *name*."""
    where = root / folder
    where.mkdir(parents=True)
    svg_name = "cards.svgz" if svgz else "cards.svg"
    text = theme_svg() if svg is None else svg
    if svgz:
        (where / svg_name).write_bytes(gzip.compress(text.encode()))
    else:
        (where / svg_name).write_text(text, encoding="utf-8")
    if index:
        lines = ["[KDE Backdeck]", f"Name={name}"]
        lines += [f"Name[{lang}]={value}" for lang, value in (names or {}).items()]
        lines += [f"SVG={svg_name}", f"Back={name}"]
        (where / "index.desktop").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return where
