"""Reading a saved game replays its line through the engine's fast path (issue 20): the
game read is the game its line plays one action after another, with the same undo
records, and a line that does not play is damaged at the same action, in the same
words, wherever that action stands (long before the records kept, or among them)."""

from __future__ import annotations

import json
import random

import pytest

from dsolitaire.app.store import savefile
from dsolitaire.app.store.savefile import TAIL, SavedGame, SaveError
from dsolitaire.engine import STOCK_CLICK, Action, EngineError, Game, GameCode

MODES = [(1, False), (1, True), (3, False), (3, True)]
#: Every action the notation writes (as the app writes it).
NOTATION = [Action.parse(t) for t in (
    "S", "W>F", *(f"W>{m}" for m in range(1, 10)), *(f"{n}>F" for n in range(1, 10)),
    *(f"{n}>{m}" for n in range(1, 10) for m in range(1, 10) if n != m),
    *(f"F{k}>{m}" for k in range(1, 9) for m in range(1, 10)))]


def line_of(code: GameCode, rng: random.Random, length: int, clicks: float) -> list[Action]:
    """A random legal line: a stock click (when it does something) with ``clicks``,
    else a move, as a player who cycles the stock a lot plays a long game."""
    game, line = Game(code), []
    for _ in range(length):
        legal = game.legal_actions()
        moves = [a for a in legal if a != STOCK_CLICK]
        if not legal:
            break
        click = len(moves) < len(legal) and (not moves or rng.random() < clicks)
        line.append(STOCK_CLICK if click else rng.choice(moves))
        game.play(line[-1])
    return line


def file_of(code: GameCode, line: list[Action], moves: int | None = None) -> bytes:
    return savefile.header_bytes(SavedGame(code, line, len(line) if moves is None else moves,
                                           1000))


def records(game: Game) -> list[tuple[object, ...]]:
    return [(r.action, r.count, r.flip, r.delta, r.slot, r.fan) for r in game.stack]


@pytest.mark.parametrize(("draw", "vegas"), MODES)
@pytest.mark.parametrize("seed", range(3))
def test_a_long_saved_game_reads_as_its_line_played_action_by_action(
        draw: int, vegas: bool, seed: int) -> None:
    rng = random.Random(seed)
    code = GameCode(rng.randrange(10**6), draw, vegas)
    line = line_of(code, rng, 3000, clicks=rng.choice([0.5, 0.9]))
    saved = savefile.parse(file_of(code, line, moves=len(line) + 7))
    slow = Game.replay(code, [str(a) for a in line], moves=len(line) + 7)  # every record
    assert saved.played is not None and saved.actions == line
    assert saved.played.snapshot() == slow.snapshot()
    assert saved.played.moves == slow.moves == len(line) + 7 and saved.won == slow.won
    assert records(saved.played) == records(slow)[-TAIL:]
    # the same line, as a header and a journal entry that cuts it and adds the rest
    cut = len(line) // 2
    raw = (file_of(code, [*line[:cut], *line[:50]])
           + savefile.entry_bytes(cut, line[cut:], len(line) + 9, 2000))
    journal = savefile.parse(raw)
    assert journal.played is not None and journal.actions == line and journal.entries == 1
    assert journal.played.snapshot() == slow.snapshot() and journal.played.moves == len(line) + 9
    assert records(journal.played) == records(slow)[-TAIL:]


@pytest.mark.parametrize(("draw", "vegas"), MODES)
def test_an_action_that_does_not_play_is_named_wherever_it_stands(draw: int,
                                                                  vegas: bool) -> None:
    rng = random.Random(draw * 2 + vegas)
    code = GameCode(rng.randrange(10**6), draw, vegas)
    line = line_of(code, rng, 1500, clicks=0.8)
    for bad in (0, 1, 77, len(line) - TAIL - 1, len(line) - TAIL, len(line) - 1, len(line)):
        there = Game.replay(code, line[:bad])
        wrong = rng.choice([a for a in NOTATION if not there.is_legal(a)])
        spoiled = [*line[:bad], wrong, *line[bad:]]
        with pytest.raises(SaveError) as caught:
            savefile.parse(file_of(code, spoiled))
        assert caught.value.kind == "damaged"
        assert caught.value.reason == f"action {bad + 1} ({wrong}) cannot be played in {code}"


@pytest.mark.parametrize("draw", [1, 3])
def test_a_click_past_vegas_single_pass_is_damaged_in_a_run_of_clicks(draw: int) -> None:
    code = GameCode(99, draw, True)
    first_pass = -(-len(Game(code).stock) // draw)
    line = [STOCK_CLICK] * first_pass
    assert savefile.parse(file_of(code, line)).played is not None
    for extra in ([STOCK_CLICK], [STOCK_CLICK] * 500, [STOCK_CLICK, Action.parse("W>1")]):
        with pytest.raises(SaveError) as caught:
            savefile.parse(file_of(code, [*line, *extra]))
        assert caught.value.reason == (f"action {first_pass + 1} (S) cannot be played "
                                       f"in {code}")


def engine_words(text: str) -> str:
    try:
        Action.parse(text)
    except EngineError as exc:
        return str(exc)
    raise AssertionError(text)


#: A text of a list of actions that is not one, and why ({key}: the list's field).
BAD_TEXTS: dict[str, tuple[object, str]] = {
    "a number": (7, "{key} holds int, not an action"),
    "true": (True, "{key} holds bool, not an action"),
    "null": (None, "{key} holds NoneType, not an action"),
    "a float": (1.0, "{key} holds float, not an action"),
    "a list": (["S"], "{key} holds lists or objects, not actions"),
    "an object": ({"S": 1}, "{key} holds lists or objects, not actions"),
    "lower case": ("s", "'s' is not written as the app writes it"),
    "spaces": (" 5>2", "' 5>2' is not written as the app writes it"),
    "no action": ("X>2", engine_words("X>2")),
}


@pytest.mark.parametrize("where", [0, 40_000, 79_999])
@pytest.mark.parametrize("case", BAD_TEXTS, ids=BAD_TEXTS)
def test_a_text_that_is_not_an_action_is_damaged_anywhere_in_a_long_list(
        case: str, where: int) -> None:
    """Each distinct text is checked once (a long list repeats a few): a bad one is
    found wherever it stands, in the header and in a journal entry."""
    value, reason = BAD_TEXTS[case]
    texts: list[object] = ["S"] * 80_000
    texts[where] = value
    header = {"format": "dsolitaire-game", "version": 2, "code": "DS1-D1N-AAAAAAB",
              "actions": texts, "moves": 80_000, "elapsed_ms": 5}
    with pytest.raises(SaveError) as caught:
        savefile.parse((json.dumps(header) + "\n").encode())
    assert (caught.value.kind, caught.value.reason) == ("damaged",
                                                        reason.format(key="actions"))
    entry = {"keep": 0, "add": texts, "moves": 80_000, "elapsed_ms": 6}
    raw = json.dumps({**header, "actions": []}) + "\n" + json.dumps(entry) + "\n"
    with pytest.raises(SaveError) as caught:
        savefile.parse(raw.encode())
    assert (caught.value.kind, caught.value.reason) == ("damaged",
                                                        "line 2: " + reason.format(key="add"))
