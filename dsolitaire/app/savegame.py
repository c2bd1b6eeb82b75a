"""The game in progress, kept on disk so that closing the app never loses it.

Versioned JSON in ``QStandardPaths.AppDataLocation``, written through ``QSaveFile`` (a
crash mid-write leaves the previous file whole). It stores the game code and the line
of actions currently on the table: replaying them through the engine rebuilds the exact
position, so a tampered file cannot put an impossible position on the table.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QIODevice, QSaveFile, QStandardPaths

from ..engine import Action, EngineError, Game, GameCode

FORMAT = "dsolitaire-game"
VERSION = 1
FILE_NAME = "current-game.json"


class SaveError(ValueError):
    """A saved game that cannot be read back; the message says why."""


@dataclass
class SavedGame:
    code: GameCode
    actions: list[Action]
    moves: int
    elapsed_ms: int
    won: bool = False


def default_path() -> Path:
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / FILE_NAME


def save(path: Path, saved: SavedGame) -> bool:
    """Write atomically; False when the disk refused (the game goes on)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {
        "format": FORMAT,
        "version": VERSION,
        "code": str(saved.code),
        "actions": [str(a) for a in saved.actions],
        "moves": saved.moves,
        "elapsed_ms": saved.elapsed_ms,
    }
    out = QSaveFile(str(path))
    if not out.open(QIODevice.OpenModeFlag.WriteOnly):
        return False
    out.write(json.dumps(data, indent=1).encode("utf-8"))
    return out.commit()


def load(path: Path) -> SavedGame:
    """Read and check a saved game by replaying it; raise SaveError with the reason."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SaveError(f"the saved game {path} cannot be read: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{path} is not a Double Solitaire saved game")
    if data.get("version") != VERSION:
        raise SaveError(f"{path} has version {data.get('version')!r}, not {VERSION}")
    try:
        code = GameCode.parse(str(data["code"]))
        actions = [Action.parse(str(a)) for a in data["actions"]]
        moves = int(data["moves"])
        elapsed = int(data["elapsed_ms"])
        game = Game(code)
        for action in actions:
            game.play(action)
    except (KeyError, TypeError, ValueError, EngineError) as exc:
        raise SaveError(f"the saved game {path} is damaged: {exc}") from None
    return SavedGame(code, actions, max(moves, len(actions)), max(elapsed, 0), game.won)
