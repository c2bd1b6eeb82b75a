"""The game in progress, kept on disk so that closing (or killing) the app never loses it.

One file, ``current-game.json`` in ``QStandardPaths.AppDataLocation``, in JSON Lines:

* line 1, the header: ``{"format", "version": 2, "code", "actions", "moves", "elapsed_ms"}``
  (the whole line of actions on the table), written atomically through ``QSaveFile``;
* then one small journal entry per change of the line, appended and flushed to the disk:
  ``{"keep": k, "add": [...], "moves": m, "elapsed_ms": t}`` = cut the line to its first
  ``k`` actions, then append ``add``.

An entry torn by a crash is the last line without its newline: only that line is ignored.
:class:`~dsolitaire.app.store.autosave.GameStore` rewrites the file as a single header
(compaction) at start, at quit and when the journal grows long. Version 1 files (one
indented JSON document, no journal) are still read.

Reading is strict about what the game cannot be rebuilt without (the format, the code, the
line of actions, replayed through the engine, so a tampered file cannot put an impossible
position on the table): anything wrong there raises :class:`SaveError`, which says what
kind of problem it is. A field the game can do without (the clock, the move counter, a
field this version does not know) is repaired instead and the repair listed in
:attr:`SavedGame.repairs`: a negative clock never costs a player the game. The
format, for players and tools, is ``docs/saved-game.md``.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QIODevice, QSaveFile

from ...engine import Action, EngineError, Game, GameCode, IllegalMove
from . import files
from .files import StoreError, data_folder, load_json

FORMAT = "dsolitaire-game"
VERSION = 2
FILE_NAME = "current-game.json"

#: Sane ranges: a saved game outside them is damaged.
MAX_ACTIONS = 10_000_000
MAX_MOVES = 1_000_000_000
MAX_ELAPSED_MS = 10 * 366 * 24 * 3600 * 1000  # ten years of play
MAX_FILE_BYTES = 512 * 1024 * 1024
_MAX_DIGITS = 12  # no number in a saved game needs more
TAIL = 256  # the engine's undo records kept from reading (the undo stack keeps 200)

HEADER_KEYS = frozenset({"format", "version", "code", "actions", "moves", "elapsed_ms"})
ENTRY_KEYS = frozenset({"keep", "add", "moves", "elapsed_ms"})


class SaveError(StoreError, ValueError):
    """A saved game that cannot be used. ``kind`` says which problem, the text why.

    Kinds: ``"unreadable"`` (the disk refused), ``"folder"`` (a folder stands where the
    file goes), ``"damaged"`` (the content is wrong), ``"newer"`` (written by a newer
    version of the app: keep it as it is).
    """


@dataclass
class SavedGame:
    code: GameCode
    actions: list[Action]
    moves: int
    elapsed_ms: int
    won: bool = False
    #: journal entries read after the header (0 for a compact file)
    entries: int = field(default=0, compare=False)
    #: the engine game after the line (replayed when reading), its stack holding the
    #: records of the line's last :data:`TAIL` actions: the controller restores from it
    #: without replaying the line a second time
    played: Game | None = field(default=None, compare=False, repr=False)
    #: the file is exactly one header line of this version: it can be appended to as is
    tidy: bool = field(default=False, compare=False)
    #: what reading repaired in fields the game can do without (the clock, the counter,
    #: unknown fields), in words for the log; empty for a file as the app writes it
    repairs: list[str] = field(default_factory=list, compare=False)


def default_path() -> Path:
    return data_folder() / FILE_NAME


# -- writing -------------------------------------------------------------------------------


def _texts(actions: list[Action]) -> list[str]:
    if len(actions) < 64:
        return [str(a) for a in actions]
    names = {a: str(a) for a in set(actions)}  # a long line has few distinct actions
    return [names[a] for a in actions]


def header_bytes(saved: SavedGame) -> bytes:
    data = {
        "format": FORMAT,
        "version": VERSION,
        "code": str(saved.code),
        "actions": _texts(saved.actions),
        "moves": saved.moves,
        "elapsed_ms": saved.elapsed_ms,
    }
    return (json.dumps(data, separators=(",", ":")) + "\n").encode("utf-8")


def entry_bytes(keep: int, added: list[Action], moves: int, elapsed_ms: int) -> bytes:
    """One journal entry: cut the line to ``keep`` actions, then append ``added``."""
    data = {"keep": keep, "add": _texts(added), "moves": moves,
            "elapsed_ms": elapsed_ms}
    return (json.dumps(data, separators=(",", ":")) + "\n").encode("utf-8")


def save(path: Path, saved: SavedGame) -> str:
    """Write the whole game atomically as one header line; "" when done, else why not."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return f"the folder {path.parent} cannot be created: {exc.strerror or exc}"
    out = QSaveFile(str(path))
    if not out.open(QIODevice.OpenModeFlag.WriteOnly):
        return out.errorString() or "the file cannot be opened for writing"
    data = header_bytes(saved)
    if out.write(data) != len(data):
        reason = out.errorString()
        out.cancelWriting()
        out.commit()
        return reason or "the disk did not take the data"
    if not out.commit():
        return out.errorString() or "the file could not be replaced"
    return ""


def append(fd: int, data: bytes, sync: bool = True) -> None:
    """Append one entry to an open journal; raise OSError when the disk refuses."""
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]
    if sync:
        getattr(os, "fdatasync", os.fsync)(fd)  # the data, not the file's times


def keep_aside(path: Path, label: str = "damaged") -> Path:
    """Rename a file (or folder) to ``<stem>.<label>-<time>[-n]<suffix>`` beside it,
    never over an existing name; return the new path. Raise OSError if it cannot."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")

    def name(n: int) -> Path:
        extra = "" if n == 1 else f"-{n}"
        return path.with_name(f"{path.stem}.{label}-{stamp}{extra}{path.suffix}")

    return files.keep_aside(path, name)


# -- reading -------------------------------------------------------------------------------


class _Unreadable:
    """A number no field of ours can hold (too many digits, NaN, Infinity): a value of its
    own, so that a field the game can do without is repaired instead of the whole line
    being unreadable."""

    def __init__(self, text: str) -> None:
        self.text = text[:20]

    def __repr__(self) -> str:
        return f"the number {self.text}"


def _parse_int(text: str) -> int | _Unreadable:
    if len(text.lstrip("-")) > _MAX_DIGITS:
        return _Unreadable(text)
    return int(text)


def _parse_constant(text: str) -> object:
    return _Unreadable(text)


def _json(text: str) -> object:
    try:
        return load_json(text, parse_int=_parse_int, parse_constant=_parse_constant)
    except (ValueError, MemoryError) as exc:
        raise SaveError("damaged", f"it is not valid JSON: {exc}") from None


def _soft_int(data: dict[str, object], key: str, low: int, high: int, default: int,
              repairs: list[str], where: str = "") -> int:
    """A whole number the game can do without: missing, of another type or out of range,
    it is ``default`` or clamped, and the repair said in ``repairs``."""
    value = data.get(key, default)
    if type(value) is not int:
        shown = repr(value)[:40] if key in data else "missing"
        repairs.append(f"{where}{key} was {shown}, set to {default}")
        return default
    if not low <= value <= high:
        clamped = min(max(value, low), high)
        repairs.append(f"{where}{key} was {value}, set to {clamped}")
        return clamped
    return value


def _int(data: dict[str, object], key: str, low: int, high: int) -> int:
    value = data[key]
    if type(value) is not int:  # bool is an int to Python, not to a saved game
        raise SaveError("damaged", f"{key} is {type(value).__name__}, not a whole number")
    if not low <= value <= high:
        raise SaveError("damaged", f"{key} is {value}, outside {low} … {high}")
    return value


class _Actions(dict[str, Action]):
    """The actions of the texts of one list, each distinct text read and checked on its
    first look-up (a long line repeats a few dozen texts): ``key`` names the list."""

    def __init__(self, key: str) -> None:
        super().__init__()
        self.key = key

    def __missing__(self, text: object) -> Action:
        if type(text) is not str:
            raise SaveError("damaged",
                            f"{self.key} holds {type(text).__name__}, not an action")
        try:
            action = Action.parse(text)
        except EngineError as exc:
            raise SaveError("damaged", str(exc)) from None
        if str(action) != text:
            raise SaveError("damaged", f"{text!r} is not written as the app writes it")
        self[text] = action
        return action


def _actions(data: dict[str, object], key: str) -> list[Action]:
    value = data[key]
    if type(value) is not list:
        raise SaveError("damaged", f"{key} is {type(value).__name__}, not a list")
    if len(value) > MAX_ACTIONS:
        raise SaveError("damaged", f"{key} has {len(value)} actions, more than {MAX_ACTIONS}")
    try:  # one pass, in C but for the first look-up of each text
        return list(map(_Actions(key).__getitem__, value))
    except TypeError:  # a list or an object cannot be looked up
        raise SaveError("damaged", f"{key} holds lists or objects, not actions") from None


#: fields the game can do without: missing, they are repaired
SOFT_KEYS = frozenset({"moves", "elapsed_ms"})


def _fields(data: object, keys: frozenset[str], what: str,
            repairs: list[str]) -> dict[str, object]:
    if type(data) is not dict:
        raise SaveError("damaged", f"the {what} is {type(data).__name__}, not an object")
    missing = sorted(keys - SOFT_KEYS - set(data))
    if missing:
        raise SaveError("damaged", f"the {what} lacks {missing}")
    extra = sorted(map(str, set(data) - keys))
    if extra:  # another version's field: not ours to judge
        repairs.append(f"the {what}'s fields {extra[:5]} were ignored")
    return data


def parse(raw: bytes) -> SavedGame:
    """Read a saved game's bytes strictly and replay it; raise :class:`SaveError`."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError("damaged", f"it is not UTF-8 text: {exc}") from None
    first, newline, rest = text.partition("\n")
    try:
        header = _json(first)
        lines: list[str] = rest.split("\n") if newline else []
    except SaveError:
        header = _json(text)  # a version 1 file: one indented document
        lines = []
    if type(header) is dict and header.get("format") == FORMAT:
        version = header.get("version")
        if type(version) is int and version > VERSION:
            raise SaveError("newer", f"it has format version {version}; this app reads "
                                     f"up to {VERSION}")
    repairs: list[str] = []
    data = _fields(header, HEADER_KEYS, "saved game", repairs)
    if data["format"] != FORMAT:
        raise SaveError("damaged", "it is not a Double Solitaire saved game")
    version = _int(data, "version", 1, VERSION)
    code_text = data["code"]
    if type(code_text) is not str or len(code_text) > 40:
        raise SaveError("damaged", "the game code is not a short text")
    try:
        code = GameCode.parse(code_text)
    except EngineError as exc:
        raise SaveError("damaged", str(exc)) from None
    if str(code) != code_text:
        raise SaveError("damaged", f"the game code {code_text!r} is not written as the app "
                                   f"writes it")
    line = _actions(data, "actions")
    moves = _soft_int(data, "moves", 0, MAX_MOVES, len(line), repairs)
    elapsed = _soft_int(data, "elapsed_ms", 0, MAX_ELAPSED_MS, 0, repairs)
    if version == 1 and lines:
        raise SaveError("damaged", "a version 1 file has more than one document")
    entries = 0
    # the text after the last newline is an entry torn by a crash (or nothing): ignored
    for n, entry_text in enumerate(lines[:-1], start=2):
        try:
            entry = _fields(_json(entry_text), ENTRY_KEYS, "journal entry", repairs)
            keep = _int(entry, "keep", 0, len(line))
            added = _actions(entry, "add")
            moves = _soft_int(entry, "moves", 0, MAX_MOVES, moves, repairs, f"line {n}: ")
            elapsed = _soft_int(entry, "elapsed_ms", 0, MAX_ELAPSED_MS, elapsed, repairs,
                                f"line {n}: ")
        except SaveError as exc:
            raise SaveError("damaged", f"line {n}: {exc.reason}") from None
        del line[keep:]
        line.extend(added)
        if len(line) > MAX_ACTIONS:
            raise SaveError("damaged", f"line {n}: more than {MAX_ACTIONS} actions")
        entries += 1
    if moves < len(line):
        repairs.append(f"moves was {moves}, fewer than the {len(line)} actions, set to "
                       f"{len(line)}")
        moves = len(line)
    try:
        game = Game.replay(code, line, moves=moves, stack=TAIL)
    except IllegalMove as exc:
        n = (exc.index or 0) + 1
        raise SaveError("damaged", f"action {n} ({line[n - 1]}) cannot be played in "
                                   f"{code}") from None
    tidy = version == VERSION and lines == [""] and not repairs
    return SavedGame(code, line, moves, elapsed, game.won, entries, game, tidy, repairs)


def read(path: Path) -> SavedGame:
    """Read the saved game at ``path`` (which exists); raise :class:`SaveError`."""
    if path.is_dir():
        raise SaveError("folder", f"{path} is a folder, not a file")
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise SaveError("unreadable", exc.strerror or str(exc)) from None
    if len(raw) > MAX_FILE_BYTES:
        raise SaveError("damaged", f"it is larger than {MAX_FILE_BYTES // 2**20} MiB")
    return parse(raw)
