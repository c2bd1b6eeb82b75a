"""Card decks cost a bounded amount before the window (issue 18, case 5): an SVG file too
large is not read, an .svgz that unpacks past the cap stops there, an index.desktop too
large is not read; such a deck is left out with the usual warning, and when it is the
chosen one the game's own cards are drawn and the player is told."""

from __future__ import annotations

import gzip
import logging
import signal
from pathlib import Path

import pytest
from helpers.decks import theme_svg, write_theme
from helpers.private_app import settings_file, start
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QImage, QPainter

from dsolitaire.app.table.decks import (
    MAX_INDEX_BYTES,
    MAX_SVG_BYTES,
    MAX_SVG_FILE_BYTES,
    DeckLibrary,
)


def _bomb(root: Path, folder: str = "bomb") -> Path:
    """A real deck whose .svgz is small but unpacks past the cap (a comment of spaces)."""
    svg = theme_svg().replace("</svg>", "<!--" + " " * (MAX_SVG_BYTES + 1024) + "--></svg>")
    where = write_theme(root, folder, "Bomb")
    (where / "cards.svgz").write_bytes(gzip.compress(svg.encode(), 9))
    index = where / "index.desktop"
    index.write_text(index.read_text().replace("cards.svg", "cards.svgz"))
    return where


def _sparse(root: Path, folder: str = "huge") -> Path:
    """A real deck whose SVG is followed by a hole that makes it far larger than the cap."""
    where = write_theme(root, folder, "Huge")
    with (where / "cards.svg").open("r+b") as f:
        f.truncate(MAX_SVG_FILE_BYTES * 6)  # sparse: no disk, but a size to refuse
    return where


def test_decks_over_a_cap_are_left_out_with_a_warning(tmp_path: Path, caplog) -> None:
    write_theme(tmp_path, "fine", "Fine")
    write_theme(tmp_path, "fine-svgz", "Fine packed", svgz=True)
    _bomb(tmp_path)
    _sparse(tmp_path)
    big_index = write_theme(tmp_path, "big-index", "Big index")
    with (big_index / "index.desktop").open("a") as f:
        f.write("# " + "x" * MAX_INDEX_BYTES + "\n")
    with caplog.at_level(logging.WARNING):
        decks = DeckLibrary(kde=[tmp_path]).decks()
    theirs = sorted(d.name() for d in decks if not d.builtin)
    assert theirs == ["Fine", "Fine packed"]
    text = caplog.text
    assert "bomb left out: the SVG unpacks to more than" in text
    assert "huge left out: the SVG file is 100,663,296 bytes, more than" in text
    assert "big-index left out: index.desktop is" in text


def _profile_with_deck(home: Path, deck: str) -> None:
    path = settings_file(home)
    path.parent.mkdir(parents=True)
    path.write_text(f"[cards]\ndeck={deck}\n", encoding="utf-8")


@pytest.mark.parametrize("make", [_bomb, _sparse])
def test_a_chosen_deck_over_a_cap_falls_back_to_ours_and_says_so(tmp_path: Path,
                                                                 make) -> None:
    folder = make(tmp_path / "share" / "carddecks")
    _profile_with_deck(tmp_path, f"kde:{folder.name}")
    app = start(tmp_path, "--code", "DS1-D1N-AAAAAAB")
    app.wait_ready()
    assert f"The card deck “{folder.name}” cannot be used" in app.status
    app.process.send_signal(signal.SIGTERM)
    status, err = app.finish()
    assert status == 0, err
    assert f"card deck {folder} left out" in err
    assert "Traceback" not in err


_INDEX = st.one_of(
    st.just("[KDE Backdeck]\nName=Random\nSVG=cards.svg\n"),
    st.just("[KDE Backdeck]\nName=Random\nSVG=cards.svgz\n"),
    st.text(max_size=200))
_SVG = st.one_of(
    st.binary(max_size=400),
    st.builds(lambda cut: theme_svg().encode()[:cut], st.integers(0, 20000)),
    st.builds(lambda junk: theme_svg().replace("</svg>", junk + "</svg>").encode(),
              st.text(max_size=60)))


@pytest.mark.qt_log_level_fail("CRITICAL")  # Qt's own words on a broken SVG are expected
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=_INDEX, svg=_SVG, packed=st.booleans())
def test_random_deck_files_under_the_caps_never_break_the_game(
        tmp_path_factory: pytest.TempPathFactory, qapp, index: str, svg: bytes,
        packed: bool) -> None:
    root = tmp_path_factory.mktemp("decks")
    where = root / "random"
    where.mkdir()
    (where / "index.desktop").write_text(index, encoding="utf-8")
    (where / ("cards.svgz" if packed else "cards.svg")).write_bytes(
        gzip.compress(svg) if packed else svg)
    library = DeckLibrary(kde=[root])
    image = QImage(40, 60, QImage.Format.Format_ARGB32)
    for deck in library.decks():  # never raises; each deck found draws or says it cannot
        painter = QPainter(image)
        try:
            deck.draw_face(painter, 1, 0, 40, 60)
            deck.draw_back(painter, 40, 60)
        finally:
            painter.end()
    library.deck("kde:random")
