"""Tests for the card artwork cache and the markers drawn in code (dsolitaire.app.table.cardart).

The faces come from a tiny KDE theme made by the test, so that these tests do not depend
on our decks; tests/app/test_decks.py checks the decks themselves."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest
from helpers.decks import write_theme
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QApplication

from dsolitaire.app.table.cardart import CARD_ASPECT, CardArt, suit_path
from dsolitaire.app.table.decks import KDE_PREFIX, DeckLibrary

W, H = 100, 140
ALL_CARDS = [(rank, suit) for suit in range(4) for rank in range(1, 14)]


@pytest.fixture
def art(qapp: QApplication) -> CardArt:
    write_theme(Path(os.environ["XDG_DATA_HOME"]) / "carddecks", "tiny", "Tiny")
    return CardArt(DeckLibrary(), KDE_PREFIX + "tiny", "deck")


def _image(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def _digest(pixmap: QPixmap) -> str:
    image = _image(pixmap)
    return hashlib.sha1(bytes(image.constBits())).hexdigest()


def _all_pixmaps(art: CardArt, width: int, height: int, dpr: float) -> list[QPixmap]:
    return [
        art.face(1, 0, width, height, dpr),
        art.face(13, 1, width, height, dpr),
        art.back(width, height, dpr),
        art.slot(width, height, dpr, None),
        art.slot(width, height, dpr, 2),
        art.stock_empty(width, height, dpr, True),
        art.stock_empty(width, height, dpr, False),
    ]


def test_aspect_constant() -> None:
    assert CARD_ASPECT == 1.4


@pytest.mark.parametrize("suit", range(4))
def test_suit_shapes_are_centred_and_symmetric(suit: int) -> None:
    path = suit_path(suit, QPointF(10, 20), 50)
    box = path.boundingRect()
    assert max(box.width(), box.height()) == pytest.approx(50, abs=2)
    assert box.center().x() == pytest.approx(10, abs=0.5)
    assert box.center().y() == pytest.approx(20, abs=0.5)
    # Left/right mirror symmetry: mirrored sample points have the same inside-ness.
    for fx in (0.1, 0.2, 0.3, 0.4):
        for fy in (0.1, 0.3, 0.5, 0.7, 0.9):
            dx = fx * box.width() / 2 * 1.9
            y = box.top() + fy * box.height()
            assert path.contains(QPointF(10 - dx, y)) == path.contains(QPointF(10 + dx, y))


def test_repeat_calls_return_the_cached_object(art: CardArt) -> None:
    first = _all_pixmaps(art, W, H, 1.0)
    again = _all_pixmaps(art, W, H, 1.0)
    for a, b in zip(first, again, strict=True):
        assert a is b
    assert len(art) == len(first)


@pytest.mark.parametrize(("width", "height", "dpr"), [(W, H, 1.0), (W, H, 2.0), (75, 105, 1.5)])
def test_physical_size_and_device_pixel_ratio(
    art: CardArt, width: int, height: int, dpr: float
) -> None:
    for pixmap in _all_pixmaps(art, width, height, dpr):
        assert pixmap.width() == round(width * dpr)
        assert pixmap.height() == round(height * dpr)
        assert pixmap.devicePixelRatio() == pytest.approx(dpr)


def test_dpr_is_part_of_the_cache_key(art: CardArt) -> None:
    low = art.face(7, 2, W, H, 1.0)
    high = art.face(7, 2, W, H, 2.0)
    assert low is not high
    assert (high.width(), high.height()) == (2 * W, 2 * H)


@pytest.mark.parametrize(("width", "dpr"), [(60, 1.0), (100, 1.0), (100, 2.0), (250, 1.0)])
def test_corners_outside_the_rounded_rect_are_transparent(
    art: CardArt, width: int, dpr: float
) -> None:
    height = round(width * CARD_ASPECT)
    for pixmap in _all_pixmaps(art, width, height, dpr):
        image = _image(pixmap)
        last_x, last_y = image.width() - 1, image.height() - 1
        for x, y in ((0, 0), (last_x, 0), (0, last_y), (last_x, last_y)):
            assert image.pixelColor(x, y).alpha() == 0, (x, y)


def test_two_decks_render_fifty_two_distinct_faces(art: CardArt) -> None:
    pixmaps = [art.face(rank, suit, W, H, 1.0) for _deck in range(2) for rank, suit in ALL_CARDS]
    assert len(pixmaps) == 104
    assert all(not p.isNull() for p in pixmaps)
    assert len({id(p) for p in pixmaps}) == 52
    assert len(art) == 52


def test_every_face_is_a_distinct_image(art: CardArt) -> None:
    digests = {_digest(art.face(rank, suit, W, H, 1.0)) for rank, suit in ALL_CARDS}
    assert len(digests) == 52
    assert _digest(art.back(W, H, 1.0)) not in digests


def test_markers_are_faint_and_distinct(art: CardArt) -> None:
    markers = {
        "empty": art.slot(W, H, 1.0, None),
        **{f"suit{s}": art.slot(W, H, 1.0, s) for s in range(4)},
        "recycle": art.stock_empty(W, H, 1.0, True),
        "done": art.stock_empty(W, H, 1.0, False),
    }
    assert len({_digest(p) for p in markers.values()}) == len(markers)
    for name, pixmap in markers.items():
        image = _image(pixmap)
        alphas = {image.pixelColor(x, y).alpha() for x in range(0, W, 3) for y in range(0, H, 3)}
        assert max(alphas) < 200, name  # translucent: the table shows through
        centre = image.pixelColor(W // 2, H // 2).alpha()
        if name == "empty":
            assert centre < 40
        elif name.startswith("suit"):
            assert centre > image.pixelColor(W // 2, 8).alpha()


def test_clear_empties_the_cache(art: CardArt) -> None:
    before = art.face(12, 2, W, H, 1.0)
    art.back(W, H, 1.0)
    art.clear()
    assert len(art) == 0
    after = art.face(12, 2, W, H, 1.0)
    assert after is not before
    assert _image(after) == _image(before)


def test_cache_is_bounded_and_keeps_recent_entries(art: CardArt) -> None:
    art = CardArt(art.library, art.deck_key, art.back_key, cache_size=60)
    for width in range(60, 120, 6):  # ten sizes, 53 pixmaps each
        height = round(width * CARD_ASPECT)
        for rank, suit in ALL_CARDS:
            art.face(rank, suit, width, height, 1.0)
        art.back(width, height, 1.0)
        assert len(art) <= 60
    # The most recent full set is still there.
    newest = art.face(1, 0, 114, 160, 1.0)
    assert art.face(1, 0, 114, 160, 1.0) is newest
    assert len(art) <= 60


def test_default_cache_holds_a_few_sizes(art: CardArt) -> None:
    for width in (80, 100):
        for rank, suit in ALL_CARDS:
            art.face(rank, suit, width, round(width * CARD_ASPECT), 1.0)
    first = art.face(1, 1, 80, 112, 1.0)
    assert art.face(1, 1, 80, 112, 1.0) is first
    assert len(art) == 104


def test_trim_forgets_what_no_table_shows_but_keeps_what_is_slow_to_draw(
        art: CardArt, monkeypatch: pytest.MonkeyPatch) -> None:
    import dsolitaire.app.table.cardart as cardart

    class Table:  # a user of the cache
        pass

    main, other = Table(), Table()  # two tables sharing the cache
    two = art.face(2, 0, W, H, 1.0)
    art.trim(other, {two.cacheKey()})  # the other table shows the two
    ace, three = art.face(1, 0, W, H, 1.0), art.face(3, 0, W, H, 1.0)
    art.trim(main, {ace.cacheKey()})
    assert len(art) == 2  # the three, which no table shows, is forgotten
    assert art.face(1, 0, W, H, 1.0) is ace
    assert art.face(2, 0, W, H, 1.0) is two
    assert art.face(3, 0, W, H, 1.0) is not three  # drawn again
    monkeypatch.setattr(cardart, "KEEP_DRAWN_S", -1.0)  # every pixmap is slow to draw
    king = art.face(13, 0, W, H, 1.0)
    art.trim(main, set())
    art.trim(other, set())
    assert len(art) == 1
    assert art.face(13, 0, W, H, 1.0) is king


def test_invalid_arguments_raise(art: CardArt) -> None:
    with pytest.raises(ValueError):
        art.face(0, 0, W, H, 1.0)
    with pytest.raises(ValueError):
        art.face(14, 0, W, H, 1.0)
    with pytest.raises(ValueError):
        art.face(1, 4, W, H, 1.0)
    with pytest.raises(ValueError):
        art.slot(W, H, 1.0, -1)
    with pytest.raises(ValueError):
        art.back(0, H, 1.0)
    with pytest.raises(ValueError):
        art.back(W, H, 0.0)
    with pytest.raises(ValueError):
        CardArt(cache_size=0)


def test_tiny_and_huge_sizes_render(art: CardArt) -> None:
    for width in (12, 40, 400):
        height = round(width * CARD_ASPECT)
        for pixmap in _all_pixmaps(art, width, height, 1.0):
            assert not pixmap.isNull()
        assert not art.face(10, 3, width, height, 2.0).isNull()


