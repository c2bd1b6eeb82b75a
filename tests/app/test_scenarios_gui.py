"""The reference scenarios of the rules (``docs/rules.en.md``), played with the mouse on
the real table.

Each test reaches its position by playing a pinned line through the controller (found
by ``tests/helpers/find_gui_scenarios.py``), then makes the gesture under test with real
mouse events on the view's viewport and compares the result with the engine.
"""

from __future__ import annotations

import pytest
from helpers.gui import (
    check_table,
    engine_after,
    item_positions,
    open_window,
    play,
    redo_key,
    scene_point,
    slot_center,
    state,
    undo_key,
)
from helpers.lines import (
    WON_D1N_CODE,
    WON_D1N_LINE,
    WON_D1N_RECYCLE_COST,
    WON_D1N_SCORE,
    WON_D1N_WASTE_TO_COLUMN,
    WON_D1V_CODE,
    WON_D1V_LINE,
    all_but_last,
)
from PySide6.QtCore import QPointF

from dsolitaire.engine import RANK, SLOT0, STOCK, SUIT, WASTE, card_text

A = "DS1-D1N-AAAAAAA"
B = "DS1-D1N-AAAAAAB"

#: Column 3 is JS TH | 9H 8S 7D 6C (two face down); column 4 ends on TC.
SEQUENCE = "5>F 9>F 7>8 S S W>4 S S S S S S S W>9 S S S W>3 6>3 6>5 2>5 S W>F 8>F 1>F " \
    "9>1 9>3 7>9 S W>5 9>5 S W>6 S S S W>4"
#: Column 1 is empty; column 3 is JS TH | 9H 8S 7D; column 9 ends on KS QD over 7 face-down.
EMPTY_COLUMN = "5>F 9>F 7>8 S S W>4 S S S S S S S W>9 S S S W>3 6>3 6>5 2>5 S W>F 8>F 1>F"
#: One A♠ on F1, the other A♠ on top of column 9.
FIRST_ACE = "5>F"
#: Both A♠ home (F1, F2); a 2♠ on top of column 9. Continues FIRST_ACE + "9>F".
TO_TWO_OF_SPADES = "7>8 S S W>4 S S S S S S S W>9 S S S W>3 6>3 6>5 2>5 S W>F 8>F 1>F " \
    "9>1 9>3 7>9 S W>5 9>5 S W>6 S S S W>4 3>4 S S S S W>8 S W>2 S S S S S W>4 9>4"
#: The waste shows A♥ (goes to F3).
WASTE_ACE = "5>F 9>F 7>8 S S W>4 S S S S S S S W>9 S S S W>3 6>3 6>5 2>5 S"
#: Column 3's top fits columns 2 (1 card) and 6 (4 cards): the longer wins.
LONGEST = "5>F 9>F 7>8 S S W>4 S S S S S S S W>9 S S S W>3 6>3 6>5 2>5"
#: In deal B, column 4's top (5♣) fits columns 1 (1 card), 7 and 8 (7 cards each).
TIE = "5>2 5>3 8>5"
#: Draw 3: the next stock click turns AH 7S 7H; 7H fits column 2, then 7S fits column 5.
D3 = "DS1-D3N-AAAAAAA"
DRAW3 = "5>F 9>F 7>8 S S S W>9 S W>3 6>3 6>5 2>5"
#: Deal E after 41 stock clicks: the waste ends on 2♦ A♦.
E = "DS1-D1N-AAAAAAE"
E_CLICKS = 41


def _drag_is_refused(window, driver, place, index, target, target_point=None) -> None:
    before, positions = state(window), item_positions(window)
    driver.drag(place, index, target, target_point)
    assert state(window) == before
    assert item_positions(window) == positions
    check_table(window)


# -- moves with the mouse ---------------------------------------------------------------


def test_drag_a_sequence_of_four_cards_onto_another_column(qtbot) -> None:
    window, driver = open_window(qtbot, A, animations=True)
    play(window, SEQUENCE)
    game = window.controller.game
    run = game.columns[2][2:]
    assert len(run) == 4 and game.down[2] == 2
    moves = game.moves
    driver.drag(2, 2, 3)  # press on 9♥'s visible strip, drop on column 4
    assert game.columns[3][-4:] == run
    assert game.snapshot() == engine_after(A, SEQUENCE + " 3>4").snapshot()
    assert game.moves == moves + 1
    assert game.score == engine_after(A, SEQUENCE).score + 5  # the flip
    check_table(window)
    # the four cards lie on column 4, in order, below its old top card
    items = [window.scene.cards[c] for c in game.columns[3]]
    ys = [i.pos().y() for i in items]
    assert ys == sorted(ys) and len(set(ys)) == len(ys)


def test_illegal_drops_put_the_cards_back_and_change_nothing(qtbot) -> None:
    window, driver = open_window(qtbot, A, animations=True)
    play(window, SEQUENCE)
    game = window.controller.game
    # 6♣ (column 3's top) fits no other column top here
    misfits = [m for m in range(9) if m != 2 and game.drop_action(2, 5, m) is None]
    assert misfits
    for m in misfits[:3]:
        _drag_is_refused(window, driver, 2, None, m)
    # the run from 9♥ on a column where it does not fit, and a run onto the foundations
    _drag_is_refused(window, driver, 2, 2, 0)
    _drag_is_refused(window, driver, 2, 2, SLOT0)
    # a face-down card cannot be picked up at all
    _drag_is_refused(window, driver, 2, 0, 3)
    # dropped on the empty table below the foundations
    far = scene_point(window, QPointF(window.scene.pile_pos(SLOT0 + 7).x() + 10,
                                      window.view.viewport().height() - 5))
    _drag_is_refused(window, driver, 2, None, 0, far)
    # the waste's top card dropped on a column that does not take it
    top = game.waste[-1]
    bad = next(m for m in range(9) if game.drop_action(WASTE, len(game.waste) - 1, m) is None)
    _drag_is_refused(window, driver, WASTE, None, bad)
    assert game.waste[-1] == top


def test_empty_column_refuses_non_kings_and_takes_a_king_with_its_run(qtbot) -> None:
    window, driver = open_window(qtbot, A, animations=True)
    play(window, EMPTY_COLUMN)
    game = window.controller.game
    assert game.columns[0] == []
    # a non-King top card (7♦) is refused
    assert RANK[game.columns[2][-1]] != 13
    _drag_is_refused(window, driver, 2, None, 0)
    # also the run from 9♥, though it would uncover a face-down card (rules.md, move 6)
    assert game.down[2] == 2 and RANK[game.columns[2][2]] == 9
    _drag_is_refused(window, driver, 2, 2, 0)
    # and the waste's top card (a 6)
    _drag_is_refused(window, driver, WASTE, None, 0)
    # a King with the card on it is accepted, and the card under it turns over
    base = game.down[8]
    run = game.columns[8][base:]
    assert RANK[run[0]] == 13 and len(run) == 2
    score, moves = game.score, game.moves
    driver.drag(8, base, 0)
    assert game.columns[0] == run
    assert game.down[8] == base - 1
    assert game.score == score + 5 and game.moves == moves + 1
    check_table(window)


def test_second_ace_of_spades_goes_to_f2_wherever_it_is_dropped(qtbot) -> None:
    window, driver = open_window(qtbot, A, animations=True)
    play(window, FIRST_ACE)
    game = window.controller.game
    ace = game.columns[8][-1]
    assert RANK[ace] == 1 and SUIT[ace] == 0 and len(game.foundations[0]) == 1
    count = window.controller.undo_stack.count()
    # on the hearts row, on the clubs row, on F1 itself, on F2, anywhere in the area
    for slot in (2, 7, 0, 1, 5):
        driver.drag(8, None, SLOT0, slot_center(window, slot))
        assert game.foundations[1] == [ace], f"dropped on F{slot + 1}"
        assert [len(f) for f in game.foundations] == [1, 1, 0, 0, 0, 0, 0, 0]
        check_table(window)
        assert window.controller.undo_stack.count() == count + 1
        undo_key(qtbot, window)
        assert game.columns[8][-1] == ace and game.foundations[1] == []
    # and the 2♠ then goes on the first slot that takes it: F1
    redo_key(qtbot, window)
    assert game.foundations[1] == [ace]
    play(window, TO_TWO_OF_SPADES)
    two = game.columns[8][-1]
    assert card_text(two) == "2S"
    driver.drag(8, None, SLOT0, slot_center(window, 1))  # dropped on F2
    assert game.foundations[0][-1] == two and len(game.foundations[1]) == 1
    check_table(window)


def test_click_sends_a_top_card_to_its_foundation(qtbot) -> None:
    window, driver = open_window(qtbot, A)
    game = window.controller.game
    ace = game.columns[4][-1]
    assert card_text(ace) == "AS"
    driver.click(4)
    assert game.foundations[0] == [ace] and game.score == 15  # +10, and the flip +5
    # a click on a card that no foundation takes does nothing
    before = state(window)
    driver.click(0)
    assert state(window) == before
    play(window, WASTE_ACE[len("5>F "):])
    assert card_text(game.waste[-1]) == "AH"
    heart = game.waste[-1]
    driver.click(WASTE)
    assert game.foundations[2] == [heart]  # the first slot of the hearts row, F3
    check_table(window)


def test_double_click_goes_to_the_longest_column(qtbot) -> None:
    window, driver = open_window(qtbot, A)
    play(window, LONGEST)
    game = window.controller.game
    card = game.columns[2][-1]
    assert [len(game.columns[m]) for m in (1, 5)] == [1, 4]
    driver.double_click(2)
    assert game.columns[5][-1] == card
    assert game.snapshot() == engine_after(A, LONGEST + " 3>6").snapshot()
    check_table(window)


def test_double_click_takes_the_leftmost_of_two_longest_columns(qtbot) -> None:
    window, driver = open_window(qtbot, B)
    play(window, TIE)
    game = window.controller.game
    card = game.columns[3][-1]
    assert card_text(card) == "5C"
    assert [len(game.columns[m]) for m in (0, 6, 7)] == [1, 7, 7]
    driver.double_click(3)
    assert game.columns[6][-1] == card
    assert game.snapshot() == engine_after(B, TIE + " 4>7").snapshot()
    check_table(window)


def test_double_click_inside_a_column_moves_the_card_and_those_on_it(qtbot) -> None:
    window, driver = open_window(qtbot, A)
    play(window, SEQUENCE)
    game = window.controller.game
    moves = game.moves
    driver.double_click(2, 2)  # 9♥ with 8♠ 7♦ 6♣ on it
    assert game.snapshot() == engine_after(A, SEQUENCE + " 3>4").snapshot()
    assert game.moves == moves + 1
    check_table(window)


def test_draw_three_only_the_top_card_can_be_played(qtbot) -> None:
    window, driver = open_window(qtbot, D3, animations=True)
    play(window, DRAW3)
    game = window.controller.game
    size = len(game.waste)
    driver.click(STOCK)
    assert len(game.waste) == size + 3 and game.waste_fan == 3
    fanned = game.waste[-3:]
    assert [card_text(c) for c in fanned] == ["AH", "7S", "7H"]
    for c in fanned:
        item = window.scene.cards[c]
        assert item.isVisible() and item.face_up
    ys = [window.scene.cards[c].pos().y() for c in fanned]
    assert ys[0] < ys[1] < ys[2]  # fanned downwards, the playable one last
    check_table(window)
    under = len(game.waste) - 2
    # 7♠ (under the top) fits column 5 but cannot be dragged, clicked or double-clicked
    _drag_is_refused(window, driver, WASTE, under, 4)
    before = state(window)
    driver.click(WASTE, under)
    driver.double_click(WASTE, under)
    assert state(window) == before
    # the top 7♥ is played to column 2; then 7♠ is the playable one and goes to column 5
    driver.drag(WASTE, None, 1)
    assert game.columns[1][-1] == fanned[2]
    driver.drag(WASTE, None, 4)
    assert game.columns[4][-1] == fanned[1]
    assert game.waste[-1] == fanned[0]
    assert game.snapshot() == engine_after(D3, DRAW3 + " S W>2 W>5").snapshot()
    check_table(window)


@pytest.mark.parametrize("code, clicks", [("DS1-D1V-AAAAAAA", 59), ("DS1-D3V-AAAAAAA", 20)])
def test_vegas_empty_stock_click_does_nothing(qtbot, code: str, clicks: int) -> None:
    window, driver = open_window(qtbot, code)
    play(window, " ".join(["S"] * (clicks - 1)))
    game = window.controller.game
    driver.click(STOCK)  # the last stock card(s), with the mouse
    assert game.stock == [] and len(game.waste) == 59
    before, positions = state(window), item_positions(window)
    for _ in range(3):
        driver.click(STOCK)
        driver.double_click(STOCK)
    assert state(window) == before
    assert item_positions(window) == positions
    assert window.moves_label.text().endswith(str(clicks))
    check_table(window)


def test_normal_recycle_below_100_points_scores_0_and_undo_restores(qtbot) -> None:
    window, driver = open_window(qtbot, A)
    play(window, "5>F 9>F 7>8 " + " ".join(["S"] * 59))
    game = window.controller.game
    assert game.score == 35 and game.stock == []
    moves = game.moves
    driver.click(STOCK)
    assert game.score == 0 and len(game.stock) == 59 and game.waste == []
    assert game.moves == moves + 1
    assert window.score_label.text() == "Score: 0"
    check_table(window)
    undo_key(qtbot, window)
    assert game.score == 35 and game.stock == [] and len(game.waste) == 59
    assert game.moves == moves + 1
    assert window.score_label.text() == "Score: 35"
    check_table(window)


def test_take_back_a_foundation_card_onto_a_column(qtbot) -> None:
    window, driver = open_window(qtbot, A, animations=True)
    play(window, FIRST_ACE)
    game = window.controller.game
    ace = game.foundations[0][-1]
    score, moves = game.score, game.moves
    driver.drag(SLOT0, None, 6)  # A♠ from F1 onto column 7's 2♥
    assert game.columns[6][-1] == ace and game.foundations[0] == []
    assert game.score == score and game.moves == moves + 1
    check_table(window)
    # a card taken back may go home again, and scores again
    driver.click(6)
    assert game.foundations[0] == [ace] and game.score == score + 10
    # foundation → foundation does not exist; a take-back must fit like any card
    _drag_is_refused(window, driver, SLOT0, None, SLOT0, slot_center(window, 1))
    _drag_is_refused(window, driver, SLOT0, None, 0)


def test_double_click_setting_off_counts_as_two_single_clicks(qtbot) -> None:
    # on the waste 2♦ A♦: two clicks send both home; with the setting on, the double
    # click only adds the table search to the first click, which already sent the Ace
    line = " ".join(["S"] * E_CLICKS)
    for double_click, home in ((False, ["AD", "2D"]), (True, ["AD"])):
        window, driver = open_window(qtbot, E, double_click=double_click)
        play(window, line)
        game = window.controller.game
        assert [card_text(c) for c in game.waste[-2:]] == ["2D", "AD"]
        driver.double_click(WASTE)
        assert [card_text(c) for c in game.foundations[4]] == home
        assert game.moves == E_CLICKS + len(home)
        check_table(window)
        window.close()
    # a waste card that only a column takes (J♥ on Q♠): off, nothing; on, it moves
    for double_click, moved in ((False, False), (True, True)):
        window, driver = open_window(qtbot, A, double_click=double_click)
        play(window, "S S")
        game = window.controller.game
        card = game.waste[-1]
        before = state(window)
        driver.double_click(WASTE)
        assert (game.columns[3][-1] == card) is moved
        if not moved:
            assert state(window) == before
        check_table(window)
        window.close()


# -- scenario 6: the score of a won game -------------------------------------------------


def test_won_normal_game_scores_1220_plus_waste_plays_minus_recycles(qtbot) -> None:
    window, driver = open_window(qtbot, WON_D1N_CODE)
    line, last = all_but_last(WON_D1N_LINE)
    play(window, line)
    game = window.controller.game
    assert last.endswith(">F") and not game.won
    driver.click(WASTE if last.startswith("W") else int(last[0]) - 1)
    assert game.won
    assert game.score == 1220 + 5 * WON_D1N_WASTE_TO_COLUMN - WON_D1N_RECYCLE_COST
    assert game.score == WON_D1N_SCORE
    assert window.score_label.text() == f"Score: {WON_D1N_SCORE}"
    check_table(window)


def test_won_vegas_game_scores_416_dollars(qtbot) -> None:
    window, driver = open_window(qtbot, WON_D1V_CODE)
    line, last = all_but_last(WON_D1V_LINE)
    play(window, line)
    game = window.controller.game
    assert game.score == -104 + 5 * 103
    driver.click(WASTE if last.startswith("W") else int(last[0]) - 1)
    assert game.won and game.score == 416
    assert window.score_label.text() == "Score: $416"
