"""Deeply nested JSON in a file of ours is refused before Python's parser recurses into
it: down there a garbage collection would run other objects' finalizers with no stack
left, and they would fail unseen (pytest caught it once, as "Exception ignored in ...",
on a damaged saved game of 100,000 nested objects)."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path

import pytest

from dsolitaire.app.store import savefile as savegame
from dsolitaire.app.store.files import MAX_JSON_DEPTH, load_json

NESTED = {
    "objects": '{"a":' * 100_000 + "1" + "}" * 100_000,
    "lists": "[" * 100_000 + "]" * 100_000,
    "just too deep": "[" * (MAX_JSON_DEPTH + 1) + "]" * (MAX_JSON_DEPTH + 1),
}


@pytest.fixture()
def collections_without_stack() -> Iterator[list[int]]:
    """Every garbage collection runs a little Python, as a finalizer would; the list
    counts those that had no stack left for it."""
    starved: list[int] = []

    def finalizer_like(phase: str, _info: dict[str, int]) -> None:
        if phase != "start":
            return
        try:
            (lambda depth: [depth for _ in range(3)])(sorted([3, 1, 2], key=abs))
            dig = lambda n: n and dig(n - 1)  # noqa: E731
            dig(30)
        except RecursionError:
            starved.append(1)

    threshold = gc.get_threshold()
    gc.set_threshold(1)  # a collection at every allocation, as a busy app has one somewhere
    gc.callbacks.append(finalizer_like)
    try:
        yield starved
    finally:
        gc.callbacks.remove(finalizer_like)
        gc.set_threshold(*threshold)


@pytest.mark.parametrize("text", NESTED.values(), ids=NESTED.keys())
def test_deep_nesting_is_refused_before_the_parser_recurses(
        text: str, collections_without_stack: list[int]) -> None:
    with pytest.raises(ValueError, match="nested more than"):
        load_json(text)
    assert collections_without_stack == []


def test_a_deeply_nested_saved_game_is_damaged_and_no_finalizer_starves(
        tmp_path: Path, collections_without_stack: list[int]) -> None:
    path = tmp_path / "current-game.json"
    path.write_text(NESTED["objects"])
    with pytest.raises(savegame.SaveError, match="nested more than") as caught:
        savegame.read(path)
    assert caught.value.kind == "damaged"
    assert collections_without_stack == []


@pytest.mark.parametrize("text", [
    "[" * MAX_JSON_DEPTH + "]" * MAX_JSON_DEPTH,
    '{"name": "' + "[{" * 5000 + '", "also": "\\"[[[["}',
    '[' + ', '.join(['{"actions": ["5>2", "S"]}'] * 2000) + ']',
], ids=["at the limit", "brackets in strings", "wide, not deep"])
def test_what_is_not_deep_reads_as_json_does(text: str) -> None:
    import json

    assert load_json(text) == json.loads(text)


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "utf-32"])
def test_bytes_are_decoded_as_json_loads_decodes_them(encoding: str) -> None:
    import json

    data = '{"games": [{"code": "DS1-D1N-AAAAAAB", "név": "Ærø"}]}'.encode(encoding)
    assert load_json(data) == json.loads(data)
