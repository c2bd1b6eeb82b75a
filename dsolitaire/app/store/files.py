"""The player's files: where the app keeps them, how a file that cannot be used is kept
aside, the error a file gives, and how their JSON is read: one data folder, one
keep-aside, one error class, one JSON reader.

The data folder is ``QStandardPaths.AppDataLocation`` (on Linux
``~/.local/share/DoubleSolitaire/Double Solitaire/``): the saved game
(``docs/saved-game.md``), the history (``docs/history.md``) and the single-instance lock
live there. Qt is imported only when the folder is asked for, so the history's pure
Python can use this module.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

#: No file of ours nests deeper than 4; what nests deeper than this is not ours.
MAX_JSON_DEPTH = 64
_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_NOT_A_BRACKET = re.compile(r"[^\[\]{}]")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class StoreError(Exception):
    """A file of the player's that cannot be used. ``kind`` names the problem (each file
    lists its kinds), ``reason`` says it in one line."""

    def __init__(self, kind: str, reason: str) -> None:
        super().__init__(reason)
        self.kind = kind
        self.reason = reason


def load_json(text: str | bytes, **hooks: Any) -> object:
    """``json.loads(text, **hooks)``, except that text nested deeper than
    :data:`MAX_JSON_DEPTH` raises :class:`ValueError` before the parser sees it. Bytes
    are decoded as ``json.loads`` decodes them (UTF-8, -16 or -32, by their first bytes).

    Python's parser meets deep nesting by recursing to the interpreter's limit, and a
    garbage collection that starts down there runs other objects' finalizers with no stack
    left: they fail unseen ("Exception ignored in ..."), the way pytest caught it once on
    a damaged saved game of 100,000 nested objects. Brackets inside strings do not count.
    """
    if isinstance(text, bytes):
        text = text.decode(json.detect_encoding(text), "surrogatepass")
    if text.count("[") + text.count("{") > MAX_JSON_DEPTH:
        brackets = _NOT_A_BRACKET.sub("", _JSON_STRING.sub("", text))
        if max(itertools.accumulate(map(_STEP.__getitem__, brackets)), default=0) \
                > MAX_JSON_DEPTH:
            raise ValueError(f"nested more than {MAX_JSON_DEPTH} deep")
    return json.loads(text, **hooks)


def data_folder() -> Path:
    """The app's data folder (the application's name must be set), or the ``data`` folder
    of the throw-away profile that ``DSOLITAIRE_PROFILE`` names (see
    :mod:`dsolitaire.app.store.profile`)."""
    from .profile import profile_folder

    folder = profile_folder()
    if folder is not None:
        return folder / "data"
    from PySide6.QtCore import QStandardPaths

    return Path(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.AppDataLocation))


def _taken(path: Path) -> bool:
    return path.exists() or path.is_symlink()


def keep_aside(path: Path, names: Callable[[int], Path],
               companions: Sequence[str] = ()) -> Path:
    """Move a file (or folder) that cannot be used out of the way, its bytes untouched,
    and return where it went.

    The new name is the first free one of ``names(1)``, ``names(2)``, …: free when neither
    it nor any of its ``companions`` (suffixes such as SQLite's ``-wal``) exists; nothing
    is ever overwritten. The companions of ``path`` move along with it. Raises OSError
    when it cannot be moved (FileExistsError when no name is free).
    """
    for n in range(1, 1000):
        target = names(n)
        if _taken(target) or any(_taken(target.with_name(target.name + suffix))
                                 for suffix in companions):
            continue
        for suffix in companions:  # a journal belongs to the file it was made for
            companion = path.with_name(path.name + suffix)
            if companion.exists():
                companion.rename(target.with_name(target.name + suffix))
        try:
            os.link(path, target, follow_symlinks=False)  # fails if the name is taken
        except FileExistsError:
            continue
        except OSError:
            # a folder, or a file system without hard links: rename, having checked
            if _taken(target):
                continue
            os.rename(path, target)
            return target
        with contextlib.suppress(OSError):  # else kept under both names
            os.unlink(path)
        return target
    raise FileExistsError(f"no free name beside {path}")
