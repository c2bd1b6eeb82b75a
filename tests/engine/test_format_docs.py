"""The format pages in docs/ say what the engine does: the deal vectors of game-code.md,
and no docstring points at a page that does not exist."""

from __future__ import annotations

import ast
import itertools
import re
from pathlib import Path

from dsolitaire.engine import Game, splitmix64
from dsolitaire.engine.cards import card_text

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"


def _layout(game: Game) -> list[str]:
    lines = []
    for n, col in enumerate(game.columns):
        cards = [card_text(c) if i >= game.down[n] else card_text(c).lower()
                 for i, c in enumerate(col)]
        lines.append(f"col {n + 1}  " + " ".join(cards))
    lines.append("stock  " + " ".join(card_text(c).lower() for c in game.stock))
    return lines


def test_the_deal_vectors_of_game_code_md() -> None:
    text = (DOCS / "game-code.md").read_text(encoding="utf-8")
    vectors = re.findall(r"^`(DS1-D[13][NV]-[A-Z]{7})` \(deal [\d ]+\):\n\n((?:    .*\n)+)",
                         text, flags=re.M)
    assert len(vectors) >= 2
    for code, block in vectors:
        assert [line.strip() for line in block.splitlines()] == _layout(Game.from_code(code))


def test_the_splitmix64_vectors_of_game_code_md() -> None:
    text = (DOCS / "game-code.md").read_text(encoding="utf-8")
    assert f"`0x{next(splitmix64(0)):016X}`" in text
    for value in itertools.islice(splitmix64(1), 3):
        assert f"`0x{value:016X}`" in text


def _docstrings(path: Path) -> list[str]:
    tree = ast.parse(path.read_text("utf-8"))
    nodes = [tree, *(n for n in ast.walk(tree) if isinstance(
        n, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef))]
    return [doc for node in nodes if (doc := ast.get_docstring(node))]


def test_docstrings_point_at_pages_that_exist() -> None:
    cited = set()
    for path in sorted((ROOT / "dsolitaire").rglob("*.py")):
        for doc in _docstrings(path):
            for match in re.finditer(r"\b((?:docs|spec)/[\w.-]+\.md)", doc):
                cited.add((match.group(1), path.relative_to(ROOT).as_posix()))
    assert cited
    missing = sorted(f"{where} cites {page}" for page, where in cited
                     if not (ROOT / page).is_file())
    assert missing == []
