"""The position as JSON (``docs/notation.md``) and as a readable text picture."""

from __future__ import annotations

from typing import Any

from .cards import card_text
from .game import Game


def _hidden(card: int, reveal: bool) -> str:
    return card_text(card).lower() if reveal else "??"


def _column(game: Game, n: int, reveal: bool) -> list[str]:
    down = game.down[n]
    return [
        _hidden(c, reveal) if i < down else card_text(c) for i, c in enumerate(game.columns[n])
    ]


def position_json(game: Game, reveal: bool = False) -> dict[str, Any]:
    """The JSON object of ``docs/notation.md``, with exactly its keys."""
    return {
        "code": str(game.code),
        "draw": game.draw,
        "scoring": "vegas" if game.vegas else "normal",
        "score": game.score,
        "score_text": game.score_text,
        "moves": game.moves,
        "won": game.won,
        "stock": [_hidden(c, reveal) for c in game.stock],
        "waste": [card_text(c) for c in game.waste],
        "tableau": [_column(game, n, reveal) for n in range(9)],
        "foundations": [[card_text(c) for c in f] for f in game.foundations],
        "legal": sorted({str(a) for a in game.legal_actions()}),
    }


def position_text(game: Game, reveal: bool = False) -> str:
    """A text picture of the table, for people."""
    scoring = "Vegas" if game.vegas else "Normal"
    lines = [
        f"{game.code}  draw {game.draw}, {scoring} scoring",
        f"score {game.score_text}   moves {game.moves}" + ("   WON" if game.won else ""),
        "",
    ]
    if reveal:
        stock = " ".join(_hidden(c, True) for c in game.stock) or "-"
        lines.append(f"stock  {stock}")
    else:
        lines.append(f"stock  {len(game.stock)} card{'s' if len(game.stock) != 1 else ''}")
    lines.append("waste  " + (" ".join(card_text(c) for c in game.waste) or "-"))
    rows = []
    for suit, name in enumerate("SHDC"):
        slots = []
        for k in (2 * suit, 2 * suit + 1):
            f = game.foundations[k]
            slots.append(f"F{k + 1} {card_text(f[-1]) if f else '--'}")
        rows.append(f"{name}: " + "  ".join(slots))
    lines.append("found  " + "    ".join(rows))
    lines.append("")
    cols = [_column(game, n, reveal) for n in range(9)]
    lines.append("  ".join(f" {n + 1}" for n in range(9)).rstrip())
    for row in range(max((len(c) for c in cols), default=0)):
        cells = [c[row] if row < len(c) else "  " for c in cols]
        lines.append("  ".join(cells).rstrip())
    lines.append("")
    lines.append("legal  " + (" ".join(sorted({str(a) for a in game.legal_actions()})) or "-"))
    return "\n".join(lines)
