"""Game codes and the deal they name (docs/game-code.md)."""

from __future__ import annotations

import random

import pytest

from dsolitaire.engine import (
    CARDS,
    DEAL_COUNT,
    STOCK_CLICK,
    Game,
    GameCode,
    InvalidGameCode,
    card_text,
    deal_cards,
    shuffled_deck,
    splitmix64,
)

# The test vectors of game-code.md, verbatim: columns and stock bottom to top, upper case
# face up, lower case face down.
VECTORS = {
    "DS1-D1N-AAAAAAB": """
        col 1  6D
        col 2  7d 9S
        col 3  js 5s 4H
        col 4  8s td 3s 5C
        col 5  kc kh 4s 3c 8H
        col 6  7h jd js 7c 9h 7H
        col 7  6c ad 9c as qh ac 6H
        col 8  8s qc jc 8c 3h ah 6d 3D
        col 9  6s tc ks 9s 6s ac kd ks JC
        stock  7c 4d as jh ts jh kh th 8h 3h qs 8c 3d qh kd 2h tc ah 5d 5h 6h 7d ts kc qs 4d 9h 2d qd qc 4h 4s qd 9d 4c td ad 2c 6c 3s 7s 5d 9c 5s 2s 9d 2c jd 2d 8d 4c 7s 8d 2s 3c 2h 5h 5c th
    """,  # noqa: E501 (verbatim)
    "DS1-D3V-ZZZZZZZ": """
        col 1  7S
        col 2  9c 2S
        col 3  jh 2c JS
        col 4  6c 9h 4h 2S
        col 5  ks jc 8s 4s 7D
        col 6  ac 6h js 2d 3h JC
        col 7  ad tc 5s ts 8h 3s 9D
        col 8  4c 9h qs ts 6h 4h qh 5C
        col 9  2h 5d td qd 6c 6s 4s jh 8H
        stock  3d th 3c 6d qc 9s 5d td 7d th 8d 7s kh 5h 8c 8c as 3d 6s 7c qd 2c kd 7c qc 9s 3c 9d 7h kh ac qh qs tc jd 3s jd ah 4d 3h 4d ks ah kd as 9c 2h 4c 7h kc 5s 6d 8s 2d ad 5h 5c 8d kc
    """,  # noqa: E501 (verbatim)
}


def vector(code: str) -> tuple[list[list[str]], list[str]]:
    rows = [line.split() for line in VECTORS[code].strip().splitlines()]
    columns = [row[2:] for row in rows if row[0] == "col"]
    stock = next(row[1:] for row in rows if row[0] == "stock")
    return columns, stock


def shown(game: Game, n: int) -> list[str]:
    """Column n as in the vectors: upper case face up, lower case face down."""
    col = game.columns[n]
    return [card_text(c).lower() if i < game.down[n] else card_text(c) for i, c in enumerate(col)]


@pytest.mark.parametrize("code", sorted(VECTORS))
def test_vector_columns_card_by_card(code: str) -> None:
    columns, _ = vector(code)
    game = Game.from_code(code)
    assert len(columns) == 9
    for n in range(9):
        assert len(game.columns[n]) == n + 1
        for i, expected in enumerate(columns[n]):
            assert shown(game, n)[i] == expected, f"column {n + 1}, card {i + 1}"
        assert game.down[n] == n  # only the last card is face up


@pytest.mark.parametrize("code", sorted(VECTORS))
def test_vector_whole_stock_order(code: str) -> None:
    _, stock = vector(code)
    game = Game.from_code(code)
    assert len(stock) == 59
    assert [card_text(c).lower() for c in game.stock] == stock
    assert game.waste == [] and all(f == [] for f in game.foundations)


@pytest.mark.parametrize("code", sorted(VECTORS))
def test_vector_first_cards_drawn(code: str) -> None:
    """The last stock card of the vector is the first one drawn."""
    _, stock = vector(code)
    game = Game.from_code(code)
    game.play(STOCK_CLICK)
    drawn = [card_text(c).lower() for c in game.waste]
    assert drawn == stock[::-1][: game.draw]


def test_vector_deal_layout_from_the_shuffled_deck() -> None:
    """Rows are dealt left to right from deck[0]; deck[45] is the top of the stock."""
    deck = shuffled_deck(1)
    columns, stock = deal_cards(1)
    assert columns[0] == [deck[0]]
    assert [col[0] for col in columns] == deck[0:9]
    assert [col[1] for col in columns[1:]] == deck[9:17]
    assert columns[8][8] == deck[44]
    assert stock[-1] == deck[45] and stock[0] == deck[103]
    assert sorted(deck) == list(range(104))


def test_ordered_deck_ids() -> None:
    """Index k: copy k // 52, suit (k % 52) // 13 in the order S H D C, rank k % 13 + 1."""
    assert [card_text(k) for k in (0, 12, 13, 26, 39, 51, 52, 103)] == [
        "AS",
        "KS",
        "AH",
        "AD",
        "AC",
        "KC",
        "AS",
        "KC",
    ]
    for k in range(104):
        assert CARDS[k].suit == (k % 52) // 13
        assert CARDS[k].rank == k % 13 + 1


def test_splitmix64_outputs() -> None:
    assert next(splitmix64(0)) == 0xE220A8397B1DCDAF
    rng = splitmix64(1)
    assert [next(rng) for _ in range(3)] == [
        0x910A2DEC89025CC1,
        0xBEEB8DA1658EEC67,
        0xF893A2EEFB32555E,
    ]


def test_splitmix64_stays_within_64_bits() -> None:
    rng = splitmix64(DEAL_COUNT - 1)
    for _ in range(1000):
        assert 0 <= next(rng) < 2**64


def reference_deal_text(deal: int) -> str:
    letters = ""
    for _ in range(7):
        deal, r = divmod(deal, 26)
        letters = chr(ord("A") + r) + letters
    return letters


EDGE_DEALS = [0, 1, 25, 26, 27, 26**6, DEAL_COUNT - 2, DEAL_COUNT - 1]
RANDOM_DEALS = random.Random(20240601).sample(range(DEAL_COUNT), 40)


def test_deal_count() -> None:
    assert DEAL_COUNT == 26**7 == 8_031_810_176


@pytest.mark.parametrize("deal", EDGE_DEALS + RANDOM_DEALS)
def test_code_round_trip(deal: int) -> None:
    for draw, vegas, mode in (
        (1, False, "D1N"),
        (1, True, "D1V"),
        (3, False, "D3N"),
        (3, True, "D3V"),
    ):
        code = GameCode(deal, draw, vegas)
        text = str(code)
        assert text == f"DS1-{mode}-{reference_deal_text(deal)}"
        assert GameCode.parse(text) == code
        assert str(GameCode.parse(text)) == text
        assert GameCode.parse(f"  \t{text.lower()}\n ") == code
        assert GameCode.parse(text.swapcase()) == code


def test_code_range_edges() -> None:
    assert GameCode.parse("DS1-D1N-AAAAAAA").deal == 0
    assert GameCode.parse("DS1-D1N-AAAAAAB").deal == 1
    assert GameCode.parse("DS1-D1N-AAAAABA").deal == 26
    assert GameCode.parse("DS1-D1N-ZZZZZZZ").deal == 8_031_810_175
    assert GameCode.parse("ds1-d3v-zzzzzzz") == GameCode(DEAL_COUNT - 1, 3, True)
    assert str(GameCode(0)) == "DS1-D1N-AAAAAAA"


def test_parse_gives_draw_and_scoring() -> None:
    assert GameCode.parse("DS1-D1N-AAAAAAB") == GameCode(1, draw=1, vegas=False)
    assert GameCode.parse("DS1-D1V-AAAAAAB") == GameCode(1, draw=1, vegas=True)
    assert GameCode.parse("DS1-D3N-AAAAAAB") == GameCode(1, draw=3, vegas=False)
    assert GameCode.parse("DS1-D3V-AAAAAAB") == GameCode(1, draw=3, vegas=True)
    game = Game.from_code("DS1-D3V-AAAAAAB")
    assert (game.draw, game.vegas, game.score) == (3, True, -104)


@pytest.mark.parametrize("deal", [0, 1, 12345, DEAL_COUNT - 1, *RANDOM_DEALS[:5]])
def test_codes_differing_only_in_mode_give_the_same_cards(deal: int) -> None:
    games = [Game(GameCode(deal, draw, vegas)) for draw in (1, 3) for vegas in (False, True)]
    first = games[0]
    for game in games[1:]:
        assert game.columns == first.columns
        assert game.down == first.down
        assert game.stock == first.stock
    assert len({str(g.code) for g in games}) == 4
    assert len({str(g.code)[-7:] for g in games}) == 1


def test_different_deals_give_different_cards() -> None:
    assert deal_cards(0) != deal_cards(1)
    assert shuffled_deck(DEAL_COUNT - 1) != shuffled_deck(DEAL_COUNT - 2)


def test_random_code_covers_the_whole_range() -> None:
    codes = [GameCode.random(3, True) for _ in range(64)]
    assert all(c.draw == 3 and c.vegas for c in codes)
    assert all(0 <= c.deal < DEAL_COUNT for c in codes)
    assert len({c.deal for c in codes}) == 64
    # 64 uniform draws: all in one quarter of the range has probability below 1e-7
    assert min(c.deal for c in codes) < DEAL_COUNT // 4
    assert max(c.deal for c in codes) > DEAL_COUNT * 3 // 4
    assert GameCode.random().draw == 1 and not GameCode.random().vegas


# (text, a word the message must contain to say what is wrong)
MALFORMED = [
    ("", "empty"),
    ("   \t ", "empty"),
    ("DS1", "part"),
    ("DS1-D1N", "part"),
    ("DS1-D1NAAAAAAB", "part"),
    ("DS1 D1N AAAAAAB", "part"),
    ("DS1_D1N_AAAAAAB", "part"),
    ("DS1.D1N.AAAAAAB", "part"),
    ("DS1-D1N-AAAAAAB-", "part"),
    ("DS1-D1N-AAA-AAAB", "part"),
    ("-DS1-D1N-AAAAAAB", "part"),
    ("DS1-D1N-AAAAAAB DS1-D1N-AAAAAAC", "part"),
    ("DS2-D1N-AAAAAAB", "start"),
    ("DS0-D1N-AAAAAAB", "start"),
    ("DS-D1N-AAAAAAB", "start"),
    ("DS01-D1N-AAAAAAB", "start"),
    ("XS1-D1N-AAAAAAB", "start"),
    ("DS1 -D1N-AAAAAAB", "start"),
    ("DS1-D2N-AAAAAAB", "mode"),
    ("DS1-D0N-AAAAAAB", "mode"),
    ("DS1-D1X-AAAAAAB", "mode"),
    ("DS1-D1-AAAAAAB", "mode"),
    ("DS1-1N-AAAAAAB", "mode"),
    ("DS1-N1D-AAAAAAB", "mode"),
    ("DS1-D1NV-AAAAAAB", "mode"),
    ("DS1-D13N-AAAAAAB", "mode"),
    ("DS1--AAAAAAB", "mode"),
    ("DS1-D 1N-AAAAAAB", "mode"),
    ("DS1-D1N-", "deal"),
    ("DS1-D1N-AAAAAA", "deal"),
    ("DS1-D1N-AAAAAAAA", "deal"),
    ("DS1-D3N-ZZZZZZZZ", "deal"),
    ("DS1-D1N-AAAAAA1", "deal"),
    ("DS1-D1N-AAAAAA!", "deal"),
    ("DS1-D1N-AAA AAB", "deal"),
    ("DS1-D1N- AAAAAAB", "deal"),
    ("DS1-D1N-0000001", "deal"),
    ("DS1-D1N-ÄAAAAAA", "character"),
    ("DS1-D1N-ＡＡＡＡＡＡＢ", "character"),
    ("DS1-D1N-AAAAAﬀ", "character"),  # "ﬀ".upper() == "FF": no other deal by accident
    ("DS1-D1N-AAAAAAı", "character"),  # "ı".upper() == "I"
    ("ds1-d1n-aaaaaaſ", "character"),  # "ſ".upper() == "S"
    ("DS1‐D1N‐AAAAAAB", "character"),  # Unicode hyphens
]


def test_enough_malformed_codes() -> None:
    assert len(MALFORMED) >= 30
    assert len({text for text, _ in MALFORMED}) == len(MALFORMED)


@pytest.mark.parametrize(("text", "what"), MALFORMED)
def test_malformed_code_is_refused_with_a_clear_message(text: str, what: str) -> None:
    with pytest.raises(InvalidGameCode) as info:
        GameCode.parse(text)
    message = str(info.value)
    assert isinstance(info.value, ValueError)
    assert "DS1-D1N-ABCDEFG" in message  # the expected form
    assert what.lower() in message.lower()
    assert "\n" not in message
    if text.strip():
        assert text.strip() in message  # the text that was refused
    with pytest.raises(InvalidGameCode):
        Game.from_code(text)


@pytest.mark.parametrize(
    ("deal", "draw"), [(-1, 1), (DEAL_COUNT, 1), (10**12, 3), (0, 2), (0, 0), (5, 4)]
)
def test_code_values_out_of_range_are_refused(deal: int, draw: int) -> None:
    with pytest.raises(InvalidGameCode):
        GameCode(deal, draw)


def test_with_mode_keeps_the_deal() -> None:
    code = GameCode.parse("DS1-D1N-QWERTYU")
    assert str(code.with_mode(3, True)) == "DS1-D3V-QWERTYU"
    assert str(code.with_mode(1, True)) == "DS1-D1V-QWERTYU"
