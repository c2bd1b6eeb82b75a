"""The questions the app asks the engine: what an action will move (``Game.preview``),
and a game's mode as a value (``Mode``, ``GameCode.mode``)."""

from __future__ import annotations

import pytest
from engine_support import SCENARIOS, position

from dsolitaire.engine import (
    FOUNDATION,
    MODES,
    SLOT0,
    STOCK,
    STOCK_CLICK,
    WASTE,
    Action,
    CodeErrorKind,
    Game,
    GameCode,
    IllegalMove,
    InvalidGameCode,
    Mode,
    RefusalKind,
)


def _games() -> list[Game]:
    games = [Game.from_code(code) for code in ("DS1-D1N-AAAAAAB", "DS1-D3V-ZZZZZZZ",
                                               "DS1-D3N-ABCDEFG")]
    games += [position(key)[0] for key, entry in SCENARIOS.items() if isinstance(entry, dict)]
    return games


def test_preview_says_what_play_then_does() -> None:
    seen = set()
    for game in _games():
        for action in game.legal_actions():
            preview = game.preview(action)
            before = game.snapshot()
            record = game.play(action)
            try:
                assert preview.action == action
                assert preview.flip == record.flip
                assert preview.recycle == record.recycled
                assert preview.draws == (record.count if action == STOCK_CLICK
                                         and not record.recycled else 0)
                if not preview.recycle:
                    landed = game.pile(preview.target)
                    assert tuple(landed[len(landed) - len(preview.cards):]) == preview.cards
                else:
                    assert preview.target == STOCK and preview.source == WASTE
                    assert sorted(game.stock) == sorted(preview.cards)
                if action[1] == FOUNDATION:
                    assert preview.target == SLOT0 + record.slot
                seen.add("draw" if preview.draws else "recycle" if preview.recycle
                         else "foundation" if action[1] == FOUNDATION else "column")
            finally:
                game.revert(record)
            assert game.snapshot() == before
    assert seen == {"draw", "recycle", "foundation", "column"}


def test_preview_of_an_illegal_action_raises_with_the_refusal() -> None:
    game = Game.from_code("DS1-D1N-AAAAAAB")
    with pytest.raises(IllegalMove) as info:
        game.preview(Action(WASTE, 0))
    assert info.value.refusal is not None
    assert info.value.refusal.kind is RefusalKind.WASTE_EMPTY


def test_preview_card_is_the_lead_card() -> None:
    game = Game.from_code("DS1-D1N-AAAAAAB")
    assert game.preview(STOCK_CLICK).card == -1
    move = Action.parse("5>2")
    assert game.preview(move).card == game.columns[4][-1]


def test_click_refusals_word_the_stock_itself() -> None:
    """An empty Vegas stock says so, not "cards cannot be taken from the stock"."""
    game = Game.from_code("DS1-D1V-AAAAAAB")
    while game.stock:
        game.push(STOCK_CLICK)
    refusal = game.click_refusal(STOCK)
    assert refusal is not None and refusal.kind is RefusalKind.VEGAS_SINGLE_PASS
    assert game.click_action(STOCK) is None


def test_double_click_refusal_names_the_card_no_column_takes() -> None:
    game = Game.from_code("DS1-D1N-AAAAAAB")
    for n in range(9):
        refusal = game.double_click_refusal(n)
        if game.double_click_action(n) is None:
            assert refusal is not None and refusal.kind is RefusalKind.NO_COLUMN_TAKES
            assert refusal.cards == (game.columns[n][-1],)
        else:
            assert refusal is None


@pytest.mark.parametrize("text", ["D1N", "D3N", "D1V", "D3V"])
def test_mode_round_trip(text: str) -> None:
    mode = Mode.parse(text.lower())
    assert str(mode) == text
    assert Mode.parse(str(mode)) == mode
    code = GameCode.random_of(mode)
    assert code.mode == mode and code.mode_text == text
    assert GameCode.parse(str(code)).mode == mode
    assert code.with_mode(mode) == code


def test_modes_and_scoring() -> None:
    assert [str(m) for m in MODES] == ["D1N", "D3N", "D1V", "D3V"]
    assert Mode(3, True).scoring == "vegas" and Mode().scoring == "normal"
    assert GameCode(5).with_mode(Mode(3, True)) == GameCode(5, 3, True)


@pytest.mark.parametrize(("text", "kind"), [
    ("D2N", CodeErrorKind.DRAW), ("D1X", CodeErrorKind.SCORING), ("X1N", CodeErrorKind.MODE),
    ("", CodeErrorKind.MODE), ("D1Ñ", CodeErrorKind.NOT_ASCII),
])
def test_mode_errors_are_the_code_errors(text: str, kind: CodeErrorKind) -> None:
    with pytest.raises(InvalidGameCode) as info:
        Mode.parse(text)
    assert info.value.reason.kind is kind
    with pytest.raises(InvalidGameCode):
        Mode(2)
