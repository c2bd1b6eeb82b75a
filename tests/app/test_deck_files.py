"""The card decks and backs we ship as SVG (resources/cards/), and their generator.

Every deck folder (one holding an ``index.desktop``) must be a KDE card theme the
loader can read: a valid SVG with the 52 card ids and ``back``, each a card-sized
element that draws something visible on its own at small and large sizes.
"""

from __future__ import annotations

import configparser
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

CARDS = Path(__file__).resolve().parents[2] / "resources" / "cards"
GENERATOR = CARDS / "make_decks.py"
SUITS = ("club", "diamond", "heart", "spade")
RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
CARD_IDS = [f"{rank}_{suit}" for suit in SUITS for rank in RANKS]
WIDTHS = (50, 120, 400)
ASPECT = 1.4

DECKS = sorted(p.parent for p in CARDS.glob("*/index.desktop"))
BACKS = sorted((CARDS / "backs").glob("*.svg"))


def _desktop(deck: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(deck / "index.desktop", encoding="utf-8")
    return parser["KDE Backdeck"]


def _render(renderer: QSvgRenderer, element: str, width: int) -> QImage:
    height = round(width * ASPECT)
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, element, QRectF(0, 0, width, height))
    painter.end()
    return image


def _inks(image: QImage) -> dict[str, int]:
    """Pixel counts of an ARGB32 image: dark, red, green, blue and non-white."""
    data = bytes(image.constBits())
    blue, green, red = data[0::4], data[1::4], data[2::4]
    pixels = list(zip(red, green, blue, strict=True))
    return {
        "dark": sum(1 for r, g, b in pixels if r < 90 and g < 90 and b < 90),
        "red": sum(1 for r, g, b in pixels if r > 150 and g < 100 and b < 100),
        "green": sum(1 for r, g, b in pixels if g > 90 and r < 80 and b < 100),
        "blue": sum(1 for r, g, b in pixels if b > 150 and r < 80 and g < 140),
        "coloured": sum(1 for p in pixels if p != (255, 255, 255)),
    }


def _colours(image: QImage) -> tuple[int, int, int]:
    """(dark, red, non-white) pixel counts of an ARGB32 image."""
    inks = _inks(image)
    return inks["dark"], inks["red"], inks["coloured"]


def _ink(deck: Path, element: str) -> str:
    """The colour a card's index and pips are printed in."""
    suit = element.rsplit("_", 1)[-1]
    if deck.name.endswith("four-colour"):
        return {"club": "green", "diamond": "blue", "heart": "red", "spade": "dark"}[suit]
    return "red" if suit in ("heart", "diamond") else "dark"


def test_there_are_two_decks_and_some_backs() -> None:
    assert {d.name for d in DECKS} >= {"classic", "large-index"}
    assert {b.stem for b in BACKS} >= {"blue", "red", "green"}


@pytest.mark.parametrize("deck", DECKS, ids=lambda d: d.name)
def test_deck_is_a_kde_card_theme(qapp: QGuiApplication, deck: Path) -> None:
    entry = _desktop(deck)
    assert entry["Name"] and entry["Name[da]"] and entry["Name[de]"]
    svg = deck / entry["SVG"]
    assert svg.suffix == ".svg" and svg.is_file()
    assert (deck / "LICENSE").is_file()
    renderer = QSvgRenderer(str(svg))
    assert renderer.isValid()
    for element in [*CARD_IDS, "back"]:
        assert renderer.elementExists(element), element
        bounds = renderer.boundsOnElement(element)
        # the card itself: 200 x 280 units, nothing drawn outside it
        assert bounds.width() == pytest.approx(200, abs=1.5), element
        assert bounds.height() / bounds.width() == pytest.approx(ASPECT, abs=0.01), element


@pytest.mark.parametrize("deck", DECKS, ids=lambda d: d.name)
def test_every_card_renders_alone_at_three_sizes(qapp: QGuiApplication, deck: Path) -> None:
    renderer = QSvgRenderer(str(deck / _desktop(deck)["SVG"]))
    for element in [*CARD_IDS, "back"]:
        for width in WIDTHS:
            inks = _inks(_render(renderer, element, width))
            if element == "back":
                assert inks["coloured"] > width * width, (element, width)
            else:
                # a court's index is its only ink of the suit's colour: less of it at 50 px
                court = element.startswith(("jack", "queen", "king"))
                assert inks[_ink(deck, element)] > (width // 2 if court else width), (
                    element, width)


@pytest.mark.parametrize("deck", [d for d in DECKS if d.name.endswith("four-colour")],
                         ids=lambda d: d.name)
def test_four_colour_decks_print_diamonds_blue_and_clubs_green(qapp: QGuiApplication,
                                                               deck: Path) -> None:
    renderer = QSvgRenderer(str(deck / _desktop(deck)["SVG"]))
    for rank in ("1", "7", "10"):
        diamond = _inks(_render(renderer, f"{rank}_diamond", 120))
        club = _inks(_render(renderer, f"{rank}_club", 120))
        assert diamond["blue"] > 120 and diamond["red"] < 10, rank
        assert club["green"] > 120 and club["dark"] < 0.2 * club["green"], rank


def test_both_our_decks_have_a_four_colour_twin() -> None:
    names = {d.name for d in DECKS}
    assert {"classic-four-colour", "large-index-four-colour"} <= names


@pytest.mark.parametrize("back", BACKS, ids=lambda b: b.stem)
def test_backs_are_whole_cards_that_render(qapp: QGuiApplication, back: Path) -> None:
    renderer = QSvgRenderer(str(back))
    assert renderer.isValid()
    assert renderer.elementExists("back")
    assert renderer.viewBoxF() == QRectF(0, 0, 200, 280)
    for width in WIDTHS:
        coloured = _colours(_render(renderer, "back", width))[2]
        assert coloured > 0.5 * width * width * ASPECT, width


def test_generator_writes_exactly_the_committed_files(tmp_path: Path) -> None:
    subprocess.run([sys.executable, str(GENERATOR), "--out", str(tmp_path)], check=True,
                   capture_output=True, timeout=60)
    written = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*") if p.is_file())
    assert written, "the generator wrote nothing"
    for rel in written:
        same = (CARDS / rel).read_bytes() == (tmp_path / rel).read_bytes()
        assert same, f"{rel} differs from the generator's output: run {GENERATOR}"
    committed = sorted(
        p.relative_to(CARDS) for p in CARDS.rglob("*") if p.is_file() and p != GENERATOR
    )
    assert committed == written
