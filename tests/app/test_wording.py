"""Every refusal, game-code error and undo label in the player's words, in each language.

The tables name one example of each kind; every kind is also rendered in Danish and German.
"""

from __future__ import annotations

import pytest
from helpers.gui import open_window, play
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication

from dsolitaire.app.play.labels import ActionKind, ActionLabel
from dsolitaire.app.play.wording import Wording
from dsolitaire.app.ui.i18n import Translations
from dsolitaire.engine import (
    FOUNDATION,
    SLOT0,
    STOCK,
    WASTE,
    CodeError,
    CodeErrorKind,
    GameCode,
    InvalidGameCode,
    Refusal,
    RefusalKind,
    card_of,
)

K = RefusalKind


def _id(text: str) -> int:
    """The first card id of a card written in symbols (7♥)."""
    return next(i for i in range(104) if card_of(i).symbol == text)


EIGHT_H, SIX_D, NINE_S, KING_C, SEVEN_H = map(_id, ("8♥", "6♦", "9♠", "K♣", "7♥"))

REFUSALS: dict[RefusalKind, tuple[Refusal, str]] = {
    K.STOCK_AND_WASTE_EMPTY: (Refusal(K.STOCK_AND_WASTE_EMPTY),
                              "The stock and the waste are empty"),
    K.VEGAS_SINGLE_PASS: (Refusal(K.VEGAS_SINGLE_PASS),
                          "In Vegas scoring the stock can be gone through only once"),
    K.STOCK_ONLY_TO_WASTE: (Refusal(K.STOCK_ONLY_TO_WASTE),
                            "The stock only turns cards onto the waste"),
    K.WASTE_EMPTY: (Refusal(K.WASTE_EMPTY), "The waste is empty"),
    K.COLUMN_EMPTY: (Refusal(K.COLUMN_EMPTY, places=(2,)), "Column 3 is empty"),
    K.FOUNDATION_EMPTY: (Refusal(K.FOUNDATION_EMPTY, places=(SLOT0 + 1,)),
                         "This foundation is empty"),
    K.NOT_A_SOURCE: (Refusal(K.NOT_A_SOURCE, places=(FOUNDATION,)),
                     "Cards cannot be taken from the foundation"),
    K.NO_SUCH_CARD: (Refusal(K.NO_SUCH_CARD, places=(WASTE, 5)),
                     "There is no such card in the waste"),
    K.FACE_DOWN: (Refusal(K.FACE_DOWN, (SIX_D,), (4,)), "A face-down card cannot be moved"),
    K.NOT_TOP_CARD: (Refusal(K.NOT_TOP_CARD, (SIX_D,), (WASTE,)),
                     "Only the top card of the waste can be moved"),
    K.FOUNDATION_TO_FOUNDATION: (Refusal(K.FOUNDATION_TO_FOUNDATION),
                                 "A card cannot move from one foundation to another"),
    K.FOUNDATION_ONLY_TO_COLUMN: (Refusal(K.FOUNDATION_ONLY_TO_COLUMN, places=(STOCK,)),
                                  "A card from a foundation can only go back to a column"),
    K.ONLY_TOP_TO_FOUNDATION: (Refusal(K.ONLY_TOP_TO_FOUNDATION, (NINE_S,)),
                               "Only a top card can go to a foundation"),
    K.NO_FOUNDATION_TAKES: (Refusal(K.NO_FOUNDATION_TAKES, (EIGHT_H,)),
                            "No foundation takes 8♥ yet"),
    K.NO_COLUMN_TAKES: (Refusal(K.NO_COLUMN_TAKES, (EIGHT_H,)), "No column takes 8♥"),
    K.NOT_A_TARGET: (Refusal(K.NOT_A_TARGET, places=(STOCK,)),
                     "Cards cannot be put on the stock"),
    K.ONTO_ITSELF: (Refusal(K.ONTO_ITSELF, places=(3,)), "A column cannot move onto itself"),
    K.ONLY_KING_ON_EMPTY: (Refusal(K.ONLY_KING_ON_EMPTY, (EIGHT_H,), (6,)),
                           "Only a King may go to an empty column, not 8♥"),
    K.DOES_NOT_FIT: (Refusal(K.DOES_NOT_FIT, (EIGHT_H, SIX_D)), "8♥ does not fit on 6♦"),
    K.RUN_DOES_NOT_FIT: (Refusal(K.RUN_DOES_NOT_FIT, (NINE_S, EIGHT_H, KING_C)),
                         "None of 9♠…8♥ fits on K♣"),
    K.REPLAY: (Refusal(K.REPLAY),
               "This is a replay: Play on from here to take over the game"),
}


@pytest.fixture
def wording(qapp) -> Wording:  # type: ignore[no-untyped-def]
    return Wording()


def test_the_table_has_every_refusal_kind() -> None:
    assert set(REFUSALS) == set(RefusalKind)


@pytest.mark.parametrize("kind", list(RefusalKind), ids=lambda k: k.value)
def test_every_refusal_in_english(wording: Wording, kind: RefusalKind) -> None:
    refusal, english = REFUSALS[kind]
    assert wording.refusal(refusal) == english


CODES: dict[CodeErrorKind, tuple[str, str]] = {
    CodeErrorKind.NOT_ASCII: ("DS1-D1N-ÄAAAAAA", "DS1-D1N-ÄAAAAAA is not a game code: use "
                              "only the letters A–Z, digits and hyphens, as in "
                              "DS1-D1N-ABCDEFG."),
    CodeErrorKind.PARTS: ("DS1-D1N-AAAAAAB DS1-D1N-AAAAAAC", "DS1-D1N-AAAAAAB DS1-D1N… is "
                          "not a game code: it has three parts joined by hyphens, as in "
                          "DS1-D1N-ABCDEFG."),
    CodeErrorKind.PREFIX: ("ds2-d1n-aaaaaab", "ds2-d1n-aaaaaab is not a game code: it must "
                           "start with DS1, as in DS1-D1N-ABCDEFG."),
    CodeErrorKind.DRAW: ("DS1-D9N-AAAAAAB", "DS1-D9N-AAAAAAB is not a game code: the draw "
                         "must be D1 or D3, as in DS1-D1N-ABCDEFG."),
    CodeErrorKind.SCORING: ("DS1-D1X-AAAAAAB", "DS1-D1X-AAAAAAB is not a game code: after D1 "
                            "or D3 comes N (Normal) or V (Vegas), as in DS1-D1N-ABCDEFG."),
    CodeErrorKind.MODE: ("DS1-X1N-AAAAAAB", "DS1-X1N-AAAAAAB is not a game code: the middle "
                         "part must be D1 or D3 followed by N or V, as in DS1-D1N-ABCDEFG."),
    CodeErrorKind.DEAL_LENGTH: ("DS1-D1N-AAA", "DS1-D1N-AAA is not a game code: the last "
                                "part must be 7 letters, as in DS1-D1N-ABCDEFG."),
    CodeErrorKind.DEAL_LETTERS: ("DS1-D1N-AAAAAA1", "DS1-D1N-AAAAAA1 is not a game code: "
                                 "the last part must be letters A–Z only, as in "
                                 "DS1-D1N-ABCDEFG."),
}


@pytest.mark.parametrize("kind", list(CODES), ids=lambda k: k.value)
def test_every_code_error_of_a_typed_code_in_english(wording: Wording,
                                                     kind: CodeErrorKind) -> None:
    typed, english = CODES[kind]
    with pytest.raises(InvalidGameCode) as info:
        GameCode.parse(typed)
    assert info.value.reason.kind is kind
    assert wording.code_error(info.value.reason) == english


def test_the_other_code_errors_in_english(wording: Wording) -> None:
    assert (wording.code_error(CodeError(CodeErrorKind.EMPTY))
            == "Type a game code such as DS1-D1N-ABCDEFG.")
    for make, english in ((lambda: GameCode(10**12), "There is no game code for deal number "
                           "1000000000000."),
                          (lambda: GameCode(0, 2), "There is no game code that draws 2 cards.")):
        with pytest.raises(InvalidGameCode) as info:
            make()
        assert wording.code_error(info.value.reason) == english
    assert set(CODES) | {CodeErrorKind.EMPTY, CodeErrorKind.DEAL_NUMBER,
                         CodeErrorKind.DRAW_NUMBER} == set(CodeErrorKind)


@pytest.mark.parametrize(("label", "english"), [
    (ActionLabel(ActionKind.DRAW), "Draw from the stock"),
    (ActionLabel(ActionKind.RECYCLE), "Turn the waste over"),
    (ActionLabel(ActionKind.TO_FOUNDATION, SEVEN_H), "Move 7♥ to the foundation"),
    (ActionLabel(ActionKind.TO_COLUMN, SEVEN_H, 2), "Move 7♥ to column 3"),
])
def test_undo_labels_in_english(wording: Wording, label: ActionLabel, english: str) -> None:
    assert wording.undo_text(label) == english


class _Shouting(QTranslator):
    """A translator for the test: the Wording context in capitals (None: not ours)."""

    def translate(self, context, source, disambiguation=None, n=-1):  # type: ignore[no-untyped-def]
        return source.upper() if context == "Wording" else None


def test_retranslate_words_the_undo_stack_again(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, _driver = open_window(qtbot, "DS1-D1N-AAAAAAB")
    play(window, "5>2 S")
    stack = window.controller.undo_stack
    assert [stack.text(i) for i in range(stack.count())] == [
        "Move 8♥ to column 2", "Draw from the stock"]
    translator = _Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        window.controller.retranslate()
        assert [stack.text(i) for i in range(stack.count())] == [
            "MOVE 8♥ TO COLUMN 2", "DRAW FROM THE STOCK"]
        assert "DRAW FROM THE STOCK" in window.undo_action.text()
    finally:
        QCoreApplication.removeTranslator(translator)
    window.controller.retranslate()
    assert stack.text(0) == "Move 8♥ to column 2"


EXAMPLES = {
    "da": {K.DOES_NOT_FIT: "8♥ passer ikke på 6♦",
           K.ONLY_KING_ON_EMPTY: "Kun en konge må lægges i en tom kolonne, ikke 8♥",
           K.NO_FOUNDATION_TAKES: "Ingen grundbunke kan modtage 8♥ endnu"},
    "de": {K.DOES_NOT_FIT: "8♥ passt nicht auf 6♦",
           K.ONLY_KING_ON_EMPTY: "Nur ein König darf in eine leere Spalte gelegt werden, nicht 8♥",
           K.NO_FOUNDATION_TAKES: "Noch kein Fundament nimmt 8♥ auf"},
}


@pytest.fixture(params=["da", "de"])
def language(request: pytest.FixtureRequest, qapp) -> str:  # type: ignore[no-untyped-def]
    Translations.of(qapp).apply(request.param)
    return str(request.param)


@pytest.mark.parametrize("kind", list(RefusalKind), ids=lambda k: k.value)
def test_every_refusal_in_danish_and_german(wording: Wording, language: str,
                                            kind: RefusalKind) -> None:
    refusal, english = REFUSALS[kind]
    text = wording.refusal(refusal)
    assert text and text != english
    for card in refusal.cards:  # the cards it names are still named
        if card_of(card).symbol in english:
            assert card_of(card).symbol in text
    if kind in EXAMPLES[language]:
        assert text == EXAMPLES[language][kind]


@pytest.mark.parametrize("kind", list(CODES), ids=lambda k: k.value)
def test_every_code_error_in_danish_and_german(wording: Wording, language: str,
                                               kind: CodeErrorKind) -> None:
    typed, english = CODES[kind]
    with pytest.raises(InvalidGameCode) as info:
        GameCode.parse(typed)
    text = wording.code_error(info.value.reason)
    assert text != english and "DS1-D1N-ABCDEFG" in text
    assert text.startswith(english.split(" is not ")[0])


def test_plural_of_a_count(wording: Wording, language: str) -> None:
    with pytest.raises(InvalidGameCode) as info:
        GameCode(0, 1 + 1)
    text = wording.code_error(info.value.reason)
    assert text == {"da": "Der er ingen spilkode, der trækker 2 kort.",
                    "de": "Es gibt keinen Spielcode, der 2 Karten zieht."}[language]


@pytest.mark.parametrize(("language", "expected"), [
    ("da", ["Flyt 8♥ til kolonne 2", "Træk fra trækbunken"]),
    ("de", ["8♥ in Spalte 2 legen", "Vom Vorrat ziehen"]),
])
def test_undo_labels_follow_the_language(qtbot, language: str,  # type: ignore[no-untyped-def]
                                         expected: list[str]) -> None:
    window, _driver = open_window(qtbot, "DS1-D1N-AAAAAAB")
    play(window, "5>2 S")
    Translations.of().apply(language)
    QApplication.processEvents()
    stack = window.controller.undo_stack
    assert [stack.text(i) for i in range(stack.count())] == expected
