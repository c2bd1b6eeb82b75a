"""Card decks drawn from SVG: ours in ``resources/cards`` and the player's KDE card themes.

A deck is a folder in KDE's card-theme format: an ``index.desktop`` with a
``[KDE Backdeck]`` group (``Name=``, ``Name[da]=`` …, ``SVG=<file>.svg`` or ``.svgz``) and
an SVG whose element ids name the cards: ``1_club`` … ``10_club``, ``jack_club``,
``queen_club``, ``king_club`` for club, diamond, heart and spade, and ``back``. Our own
decks are in ``resources/cards/<deck>/``, our backs in ``resources/cards/backs/<name>.svg``
(an SVG whose ``back`` element is the back). The player's decks are in every
``carddecks`` folder of ``QStandardPaths.GenericDataLocation``, where KDE's
``kdegames-card-data`` packages install them.

Finding the decks reads only the small ``index.desktop`` files and checks that each SVG
names every card; a deck's ``QSvgRenderer`` is made when the deck is first drawn (the
table has the chosen deck and back parsed ahead, in a thread, while the window is built).
A broken deck (no index, no SVG, a face missing, an SVG Qt cannot read) is left out with
a warning in the log, never an error. The format as we read it is ``docs/card-decks.md``.

What a deck costs is bounded before anything is read: an ``index.desktop`` larger than
:data:`MAX_INDEX_BYTES` or an SVG file larger than :data:`MAX_SVG_FILE_BYTES` is not read
at all, and an ``.svgz`` is unpacked only up to :data:`MAX_SVG_BYTES` (a small file that
unpacks to gigabytes stops there). Such a deck is left out like any broken one. The
renderer draws the very bytes that were checked.
"""

from __future__ import annotations

import configparser
import logging
import re
import threading
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QLocale,
    QObject,
    QRectF,
    QStandardPaths,
    QThread,
    QTimer,
)
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgRenderer

from ...engine.cards import RANK_NAMES, SUIT_NAMES
from ..resources import resources_dir
from ..store.settings import DEFAULT_BACK, DEFAULT_DECK
from .heap import trim_heap

__all__ = [
    "BACK_OF_DECK",
    "DEFAULT_BACK",
    "DEFAULT_DECK",
    "Back",
    "Deck",
    "DeckLibrary",
    "DeckWords",
    "element_id",
    "finish_reading",
    "read_ahead",
]

log = logging.getLogger(__name__)

#: The deck and the back a player gets until they choose (and when their choice is gone)
#: are the settings' defaults, DEFAULT_DECK and DEFAULT_BACK.
#: The back setting that means "the face deck's own back".
BACK_OF_DECK = "deck"
#: Prefix of the keys of the player's (KDE) decks, so they never clash with ours.
KDE_PREFIX = "kde:"
_GROUP = "KDE Backdeck"
#: The caps on what a deck may cost (bytes): its index, its SVG file as it lies on the
#: disk, and its SVG unpacked. KDE's largest deck (Dondorf) is 3.3 MB packed, 11.5 MB
#: unpacked.
MAX_INDEX_BYTES = 64 * 1024
MAX_SVG_FILE_BYTES = 16 * 1024 * 1024
MAX_SVG_BYTES = 32 * 1024 * 1024


def element_id(rank: int, suit: int) -> str:
    """The SVG element id of a card in KDE's format: ``1_spade``, ``10_heart``, ``king_club``."""
    rank_part = str(rank) if rank <= 10 else RANK_NAMES[rank].lower()
    return f"{rank_part}_{SUIT_NAMES[suit].removesuffix('s')}"


#: Every id a deck must have: the 52 faces.
FACE_IDS: tuple[str, ...] = tuple(
    element_id(rank, suit) for suit in range(4) for rank in range(1, 14))
#: The faces and the back, which nearly every deck has.
CARD_IDS: tuple[str, ...] = (*FACE_IDS, "back")
#: An id attribute naming a card (only those: a deck's SVG can be megabytes of paths).
_ID = re.compile(
    rb'id\s*=\s*["\']((?:\d+|jack|queen|king)_(?:club|diamond|heart|spade)|back)["\']')


def _read_capped(path: Path, cap: int, what: str) -> bytes:
    """The bytes of a regular file of at most ``cap`` bytes; ValueError when larger (its
    size is looked at before it is read, and no more than the cap is ever read)."""
    size = path.stat().st_size
    if size > cap:
        raise ValueError(f"{what} is {size:,} bytes, more than the {cap:,} allowed")
    with path.open("rb") as f:
        data = f.read(cap + 1)
    if len(data) > cap:  # it grew since
        raise ValueError(f"{what} is more than the {cap:,} bytes allowed")
    return data


def _svg_bytes(path: Path) -> bytes:
    """The SVG's text, unpacked when it is an .svgz; ValueError when a cap is broken."""
    data = _read_capped(path, MAX_SVG_FILE_BYTES, "the SVG file")
    if data[:2] == b"\x1f\x8b":  # .svgz
        unpack = zlib.decompressobj(16 + zlib.MAX_WBITS)
        data = unpack.decompress(data, MAX_SVG_BYTES + 1)
        if len(data) > MAX_SVG_BYTES or unpack.unconsumed_tail:
            raise ValueError(f"the SVG unpacks to more than the {MAX_SVG_BYTES:,} bytes "
                             "allowed")
        if not unpack.eof:
            raise EOFError("the .svgz ends before its data does")
    return data


def _missing_ids(path: Path, wanted: tuple[str, ...]) -> list[str]:
    """The ids of *wanted* that the SVG file does not define (a quick text check)."""
    found = {m.decode("utf-8", "replace") for m in _ID.findall(_svg_bytes(path))}
    return [i for i in wanted if i not in found]


def _aspect(renderer: QSvgRenderer, element: str) -> float:
    bounds = renderer.boundsOnElement(element)
    return bounds.height() / bounds.width() if bounds.width() > 0 else 0.0


class _Svg:
    """One SVG file and its renderer, made on first use; ``None`` when it cannot be read.

    :func:`read_ahead` makes it in a thread instead, ahead of the first use: Qt
    reads and parses the SVG without holding Python's lock (``QSvgRenderer`` is
    reentrant), so the window is built meanwhile and the first frame does not wait for
    the parse. The first use then waits for that thread, and takes over its renderer.
    """

    def __init__(self, path: Path, wanted: tuple[str, ...]) -> None:
        self.path = path
        self.wanted = wanted
        self._renderer: QSvgRenderer | None = None
        self.broken = False
        #: A read-ahead under way: its thread, and the list this renderer is put in.
        self._fetching: tuple[threading.Thread, list[QSvgRenderer | str]] | None = None

    def wants_reading(self) -> bool:
        """Neither made nor known broken nor on its way: :func:`read_ahead` may make it."""
        return self._renderer is None and not self.broken and self._fetching is None

    def renderer(self) -> QSvgRenderer | None:
        if self._renderer is None and not self.broken:
            made: QSvgRenderer | str | None = None
            if self._fetching is not None:
                thread, result = self._fetching
                self._fetching = None
                thread.join()
                made = result[0] if result else None  # None: the thread failed, try here
                if _size(self.path) > LARGE_SVG_BYTES:
                    QTimer.singleShot(0, trim_heap)  # once this drawing is done
            if made is None:
                made = self._make(None)
            if isinstance(made, str):
                self._fail(made)
            else:
                self._renderer = made
        return self._renderer

    def _make(self, home: QThread | None) -> QSvgRenderer | str:
        """The checked renderer of the SVG, or why it cannot be drawn. In any thread; a
        renderer made in another is handed over to *home*."""
        try:
            data = _svg_bytes(self.path)  # the checked bytes, within the caps
        except (OSError, ValueError, EOFError, zlib.error) as exc:
            return str(exc)
        renderer = QSvgRenderer(QByteArray(data))
        missing = [i for i in self.wanted if not renderer.elementExists(i)]
        if not renderer.isValid():
            return "Qt cannot read the SVG"
        if missing:
            return f"the SVG has no element {missing[0]!r}"
        if not 1.0 <= (aspect := _aspect(renderer, self.wanted[0])) <= 2.0:
            # Qt misplaces some decks' parts ("Future" is drawn with <use>)
            return f"Qt reads its cards as {aspect:.2f} times as tall as wide"
        if home is not None and home is not renderer.thread():
            renderer.moveToThread(home)
        return renderer

    def _fail(self, reason: str) -> None:
        self.broken = True
        log.warning("card art %s left out: %s", self.path, reason)

    def draw(self, painter: QPainter, element: str, width: float, height: float) -> bool:
        """Draw *element* centred in ``width x height``, its aspect ratio kept; False when
        the SVG cannot be drawn."""
        renderer = self.renderer()
        if renderer is None:
            return False
        bounds = renderer.boundsOnElement(element)
        if bounds.width() <= 0 or bounds.height() <= 0:
            target = QRectF(0, 0, width, height)
        else:
            scale = min(width / bounds.width(), height / bounds.height())
            w, h = bounds.width() * scale, bounds.height() * scale
            target = QRectF((width - w) / 2, (height - h) / 2, w, h)
        renderer.render(painter, element, target)
        return True


#: An SVG this large, parsed ahead in a thread, leaves that parse's temporaries in the
#: thread's C heap: they are given back (:func:`~dsolitaire.app.table.heap.trim_heap`). KDE's
#: largest deck parses to some 20 MB of them; ours are under 0.2 MB.
LARGE_SVG_BYTES = 1024 * 1024


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def read_ahead(drawn: Sequence[Deck | Back]) -> None:
    """Have the SVG of each of these decks and backs parsed in one thread, ahead of their
    first drawing (:class:`_Svg`); nothing where there is no Qt application."""
    app = QCoreApplication.instance()
    svgs = [svg for svg in dict.fromkeys(d._svg for d in drawn) if svg.wants_reading()]
    if app is None or not svgs:
        return
    home = app.thread()  # where the renderers are used: each is handed over to it
    made: dict[_Svg, list[QSvgRenderer | str]] = {svg: [] for svg in svgs}

    def fetch() -> None:
        try:
            for svg in svgs:
                try:
                    made[svg].append(svg._make(home))
                except Exception:  # the first use makes it again, and says what is wrong
                    log.debug("reading %s ahead failed", svg.path, exc_info=True)
        finally:
            _reading.discard(thread)

    # not a daemon: a process that ends while Qt parses would abort ("terminate called
    # without an active exception"); Python waits for it, and so does finish_reading()
    thread = threading.Thread(target=fetch, name="svg read-ahead")
    for svg in svgs:
        svg._fetching = thread, made[svg]
    _reading.add(thread)
    thread.start()


#: The read-aheads under way.
_reading: set[threading.Thread] = set()


def finish_reading() -> None:
    """Wait for the read-aheads still under way: before the Qt application ends, which the
    objects they make belong to (a window closed before its cards were first drawn)."""
    for thread in list(_reading):
        thread.join()


@dataclass(eq=False)
class Deck:
    """A face deck: its key (the setting's value), folder, names and SVG."""

    key: str
    folder: Path
    svg: Path
    #: ``Name`` (under ``""``) and ``Name[xx]`` (under ``"xx"``) from index.desktop.
    names: dict[str, str]
    builtin: bool
    #: Whether the deck has its own back (an element ``back``).
    has_back: bool = True
    _svg: _Svg = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._svg = _Svg(self.svg, CARD_IDS if self.has_back else FACE_IDS)

    def name(self, locale: QLocale | None = None) -> str:
        """The deck's name in the language of *locale* (default: the default QLocale)."""
        code = (locale or QLocale()).name()  # "da_DK"
        for key in (code, code.split("_")[0], ""):
            if self.names.get(key):
                return self.names[key]
        return self.folder.name

    @property
    def broken(self) -> bool:
        return self._svg.broken

    def draw_face(self, painter: QPainter, rank: int, suit: int, width: float,
                  height: float) -> bool:
        return self._svg.draw(painter, element_id(rank, suit), width, height)

    def draw_back(self, painter: QPainter, width: float, height: float) -> bool:
        return self.has_back and self._svg.draw(painter, "back", width, height)


@dataclass(eq=False)
class Back:
    """One of our card backs: ``resources/cards/backs/<key>.svg``."""

    key: str
    svg: Path
    _svg: _Svg = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._svg = _Svg(self.svg, ("back",))

    @property
    def broken(self) -> bool:
        return self._svg.broken

    def draw(self, painter: QPainter, width: float, height: float) -> bool:
        return self._svg.draw(painter, "back", width, height)


def _read_index(folder: Path) -> tuple[dict[str, str], Path]:
    """The names and the SVG path of a deck folder; ValueError saying why it is unusable."""
    index = folder / "index.desktop"
    if not index.is_file():
        raise ValueError("no index.desktop")
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    text = _read_capped(index, MAX_INDEX_BYTES, "index.desktop").decode("utf-8", "replace")
    try:
        parser.read_string(text)
    except (OSError, configparser.Error) as exc:
        raise ValueError(f"index.desktop cannot be read ({exc.__class__.__name__})") from exc
    if not parser.has_section(_GROUP):
        raise ValueError(f"index.desktop has no [{_GROUP}] group")
    group = parser[_GROUP]
    svg_name = group.get("SVG", "").strip()
    if not svg_name:
        raise ValueError("index.desktop names no SVG")
    svg = folder / svg_name
    if not svg.is_file():
        raise ValueError(f"the SVG {svg_name} is missing")
    names: dict[str, str] = {}
    for key, value in group.items():
        match = re.fullmatch(r"Name(?:\[([^\]]+)\])?", key)
        if match and value.strip():
            names[match.group(1) or ""] = value.strip()
    return names, svg


def _load_deck(folder: Path, key: str, builtin: bool) -> Deck | None:
    try:
        names, svg = _read_index(folder)
        missing = _missing_ids(svg, CARD_IDS)
    except (OSError, ValueError, EOFError, zlib.error) as exc:
        log.warning("card deck %s left out: %s", folder, exc)
        return None
    if missing and missing != ["back"]:
        log.warning("card deck %s left out: the SVG has no element %r", folder, missing[0])
        return None
    return Deck(key, folder, svg, names, builtin, has_back=not missing)


def _folders(root: Path) -> list[Path]:
    """The folders in *root*, by name; none when it cannot be read."""
    try:
        return sorted(p for p in root.iterdir() if p.is_dir())
    except OSError as exc:
        if root.exists():
            log.warning("card decks in %s left out: %s", root, exc)
        return []


def builtin_folder() -> Path:
    return resources_dir() / "cards"


def kde_folders() -> list[Path]:
    """Every ``carddecks`` folder of the generic data locations, most personal first."""
    found = QStandardPaths.locateAll(
        QStandardPaths.StandardLocation.GenericDataLocation, "carddecks",
        QStandardPaths.LocateOption.LocateDirectory,
    )
    return [Path(p) for p in found]


class DeckWords(QObject):
    """What the player is told about the decks."""

    def unusable(self, library: DeckLibrary, key: str) -> str:
        """Why the deck of the setting ``key`` is not drawn ("" when it is, or when it is
        ours by default)."""
        if key == DEFAULT_DECK or library.deck(key) is not None:
            return ""
        return self.tr("The card deck \u201c%1\u201d cannot be used (it is missing, "
                       "damaged or too large); the game's own cards are shown instead."
                       ).replace("%1", key.removeprefix(KDE_PREFIX))


class DeckLibrary:
    """The decks and backs on this computer, found once and drawn lazily.

    ``deck(key)`` and ``back(key)`` look one up without scanning every folder, so
    that starting the game reads only the chosen deck's files; ``decks()`` finds them
    all (for the Settings dialog).
    """

    def __init__(self, builtin: Path | None = None, kde: list[Path] | None = None) -> None:
        self._builtin = builtin
        self._kde = kde
        self._decks: dict[str, Deck | None] = {}
        self._backs: dict[str, Back] | None = None
        self._scanned = False

    @property
    def builtin_dir(self) -> Path:
        return self._builtin or builtin_folder()

    def kde_dirs(self) -> list[Path]:
        return self._kde if self._kde is not None else kde_folders()

    # -- face decks ---------------------------------------------------------------------

    def _folder_of(self, key: str) -> tuple[Path, bool] | None:
        if key.startswith(KDE_PREFIX):
            name = key.removeprefix(KDE_PREFIX)
            if not name or "/" in name or "\\" in name or name in (".", ".."):
                return None
            for root in self.kde_dirs():
                if (root / name).is_dir():
                    return root / name, False
            return None
        if not key or "/" in key or "\\" in key or key in (".", "..", "backs"):
            return None
        folder = self.builtin_dir / key
        return (folder, True) if folder.is_dir() else None

    def deck(self, key: str) -> Deck | None:
        """The deck of a setting's key, or None when it is not installed or broken."""
        if key not in self._decks:
            where = self._folder_of(key)
            self._decks[key] = _load_deck(where[0], key, where[1]) if where else None
        deck = self._decks[key]
        return None if deck is None or deck.broken else deck

    def decks(self) -> list[Deck]:
        """Every usable deck: ours (the default first), then the player's by name."""
        if not self._scanned:
            self._scanned = True
            for folder in _folders(self.builtin_dir):
                if folder.name != "backs":
                    self.deck(folder.name)
            seen: set[str] = set()
            for root in self.kde_dirs():
                for folder in _folders(root):
                    if folder.name not in seen:
                        seen.add(folder.name)  # a personal copy hides the system's
                        self.deck(KDE_PREFIX + folder.name)
        found = [d for d in self._decks.values() if d is not None and not d.broken]
        ours = sorted((d for d in found if d.builtin),
                      key=lambda d: (d.key != DEFAULT_DECK, d.key))
        theirs = sorted((d for d in found if not d.builtin), key=lambda d: d.name().lower())
        return ours + theirs

    # -- backs ---------------------------------------------------------------------------

    def backs(self) -> list[Back]:
        """Our backs, the default first."""
        if self._backs is None:
            self._backs = {}
            folder = self.builtin_dir / "backs"
            files = sorted(folder.glob("*.svg")) if folder.is_dir() else []
            for path in files:
                try:
                    missing = _missing_ids(path, ("back",))
                except (OSError, EOFError, zlib.error) as exc:
                    log.warning("card back %s left out: %s", path, exc)
                    continue
                if missing:
                    log.warning("card back %s left out: the SVG has no element 'back'", path)
                    continue
                self._backs[path.stem] = Back(path.stem, path)
        found = [b for b in self._backs.values() if not b.broken]
        return sorted(found, key=lambda b: (b.key != DEFAULT_BACK, b.key))

    def back(self, key: str) -> Back | None:
        return next((b for b in self.backs() if b.key == key), None)
