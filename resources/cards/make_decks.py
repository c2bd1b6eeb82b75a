#!/usr/bin/env python3
"""Generate Double Solitaire's own card decks and card backs as SVG files.

All artwork is drawn here, from geometry written for this project: the rank
glyphs are stroked centre lines, the suit pips and the court figures are paths
and simple shapes.  Nothing is copied from another deck.

Output (relative to ``--out``, default: the folder holding this script)::

    classic/index.desktop      classic/classic.svg      classic/LICENSE
    classic-four-colour/...    large-index-four-colour/...  (♦ blue, ♣ green)
    large-index/index.desktop  large-index/large-index.svg  large-index/LICENSE
    backs/blue.svg  backs/red.svg  backs/green.svg  backs/LICENSE

The deck SVGs follow the KDE card-theme format: one top-level group per card
with ids ``1_club`` .. ``10_club``, ``jack_club``, ``queen_club``,
``king_club`` (same for ``diamond``, ``heart``, ``spade``) and ``back``.  Each
group's bounding box is the card, 200 x 280 user units (aspect 1.4); cards lie
in a grid and no ancestor of a card group carries a transform.

Only the Python standard library is used and the output is deterministic:
running the script twice writes byte-identical files.

Usage: python make_decks.py [--out DIR]
"""

from __future__ import annotations

import argparse
import math
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

W = 200.0  # card width in user units
H = 280.0  # card height (aspect 1.4 = the app's CARD_ASPECT)
CORNER = 10.0  # corner radius of the card outline
GAP = 10.0  # space between cards in the deck document

SUITS = ("club", "diamond", "heart", "spade")
RANK_IDS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
RANK_GLYPHS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

# Traditional court palette.
RED = "#c8202f"
BLUE = "#1f4f9e"
YELLOW = "#f3c332"
BLACK = "#1b1b1b"
SKIN = "#fbe3cc"
WHITE = "#ffffff"
OUTLINE = "#1b1b1b"


# ---------------------------------------------------------------- helpers


def num(v: float) -> str:
    """A compact, deterministic number."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def attrs(**kw: object) -> str:
    out = []
    for k, v in kw.items():
        if v is None:
            continue
        name = k.rstrip("_").replace("_", "-")
        if name == "href":
            name = "xlink:href"
        out.append(f'{name}="{num(v) if isinstance(v, float) else v}"')
    return " ".join(out)


def path(
    d: str, fill: str = "none", stroke: str | None = None, sw: float | None = None, **kw: object
) -> str:
    extra: dict[str, object] = {}
    if stroke is not None:
        extra = {
            "stroke": stroke,
            "stroke_width": sw if sw is not None else 1.0,
            "stroke_linejoin": "round",
            "stroke_linecap": "round",
        }
    return f"<path {attrs(d=d, fill=fill, **extra, **kw)}/>"


def circle(
    cx: float, cy: float, r: float, fill: str, stroke: str | None = None, sw: float = 1.0
) -> str:
    s = {} if stroke is None else {"stroke": stroke, "stroke_width": sw}
    return f"<circle {attrs(cx=float(cx), cy=float(cy), r=float(r), fill=fill, **s)}/>"


def ellipse(
    cx: float,
    cy: float,
    rx: float,
    ry: float,
    fill: str,
    stroke: str | None = None,
    sw: float = 1.0,
    **kw: object,
) -> str:
    s = {} if stroke is None else {"stroke": stroke, "stroke_width": sw}
    geometry = {"cx": float(cx), "cy": float(cy), "rx": float(rx), "ry": float(ry)}
    return f"<ellipse {attrs(**geometry, fill=fill, **s, **kw)}/>"


def rect(
    x: float,
    y: float,
    w: float,
    h: float,
    fill: str,
    stroke: str | None = None,
    sw: float = 1.0,
    rx: float = 0.0,
    **kw: object,
) -> str:
    s = {} if stroke is None else {"stroke": stroke, "stroke_width": sw}
    r = {} if not rx else {"rx": float(rx), "ry": float(rx)}
    geometry = {"x": float(x), "y": float(y), "width": float(w), "height": float(h)}
    return f"<rect {attrs(**geometry, **r, fill=fill, **s, **kw)}/>"


def use(ref: str, transform: str | None = None) -> str:
    return f"<use {attrs(href='#' + ref, transform=transform)}/>"


def group(children: list[str], **kw: object) -> str:
    return (
        f"<g {attrs(**kw)}>" + "".join(children) + "</g>"
        if kw
        else "<g>" + "".join(children) + "</g>"
    )


def place(cx: float, cy: float, scale: float, rotate: float = 0.0) -> str:
    t = f"translate({num(cx)} {num(cy)})"
    if rotate:
        t += f" rotate({num(rotate)})"
    if scale != 1.0:
        t += f" scale({num(scale)})"
    return t


def map_points(d: str, fn: Callable[[float, float], tuple[float, float]]) -> str:
    """Apply ``fn(x, y) -> (x, y)`` to every coordinate pair of an absolute M/L/C/Q/Z path."""
    tokens = re.findall(r"[MLCQZ]|-?\d+(?:\.\d+)?", d)
    out: list[str] = []
    nums: list[float] = []
    for t in tokens:
        if t.isalpha():
            out.append(t)
        else:
            nums.append(float(t))
            if len(nums) == 2:
                x, y = fn(*nums)
                out.append(f"{num(x)},{num(y)}")
                nums = []
    return " ".join(out)


def mirror_x(d: str, axis: float = 100.0) -> str:
    return map_points(d, lambda x, y: (2 * axis - x, y))


def clip_segment(
    x0: float, y0: float, x1: float, y1: float, box: tuple[float, float, float, float]
) -> tuple[float, float, float, float] | None:
    """Liang-Barsky: the part of a segment inside ``box`` (x0, y0, x1, y1), or None."""
    bx0, by0, bx1, by1 = box
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - bx0), (dx, bx1 - x0), (-dy, y0 - by0), (dy, by1 - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return None
    return x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy


# ---------------------------------------------------------------- rank glyphs

# Centre lines in a 60 x 100 box (stroked with round caps and joins).
GLYPHS = {
    "A": "M6,94 L30,6 L54,94 M15,64 L45,64",
    "2": "M9,26 C9,4 51,2 51,27 C51,50 10,66 8,94 L53,94",
    "3": "M9,16 C18,2 50,2 50,26 C50,42 38,48 26,48 C44,48 53,58 53,72 C53,98 14,100 7,84",
    "4": "M42,94 L42,6 L6,70 L56,70",
    "5": "M50,6 L14,6 L10,46 C20,38 28,37 32,37 C46,37 54,50 54,66 "
    "C54,86 42,95 30,95 C20,95 11,90 7,82",
    "6": "M49,12 C43,6 37,5 31,5 C14,5 7,26 7,55 C7,80 16,95 31,95 C45,95 53,83 53,70 "
    "C53,56 44,45 31,45 C20,45 11,52 7,62",
    "7": "M6,6 L54,6 L24,94",
    "8": "M30,48 C16,48 10,40 10,27 C10,14 18,6 30,6 C42,6 50,14 50,27 C50,40 44,48 30,48 "
    "C15,48 7,58 7,71 C7,86 17,95 30,95 C43,95 53,86 53,71 C53,58 45,48 30,48 Z",
    # "10" is drawn in a wider, 84-unit box (see GLYPH_WIDTH).
    "10": "M4,20 L16,6 L16,94 "
    "M58,6 C73,6 78,26 78,50 C78,74 73,94 58,94 C43,94 38,74 38,50 C38,26 43,6 58,6 Z",
    "J": "M22,6 L54,6 M42,6 L42,70 C42,88 34,95 24,95 C14,95 8,88 7,78",
    "Q": "M30,6 C46,6 54,24 54,48 C54,74 45,92 30,92 C15,92 6,74 6,48 C6,24 14,6 30,6 Z "
    "M34,70 L55,96",
    "K": "M9,6 L9,94 M52,6 L10,62 M24,45 L54,94",
}
GLYPH_WIDTH = {g: (84.0 if g == "10" else 60.0) for g in RANK_GLYPHS}
GLYPHS["9"] = map_points(GLYPHS["6"], lambda x, y: (60 - x, 100 - y))


def glyph_defs(prefix: str, colour: str, stroke: float) -> list[str]:
    """One stroked path per rank glyph, in the 60 x 100 box, with the given colour."""
    return [path(GLYPHS[g], stroke=colour, sw=stroke, id=f"{prefix}-{g}") for g in RANK_GLYPHS]


# ---------------------------------------------------------------- suit pips

# Pips in a 100 x 100 box centred on (0, 0), point/stem down for spades and clubs.
PIP_PATHS = {
    "heart": "M0,46 C-14,30 -50,8 -50,-20 C-50,-38 -38,-48 -25,-48 C-12,-48 -4,-40 0,-30 "
    "C4,-40 12,-48 25,-48 C38,-48 50,-38 50,-20 C50,8 14,30 0,46 Z",
    "diamond": "M0,-50 C10,-30 24,-14 40,0 C24,14 10,30 0,50 "
    "C-10,30 -24,14 -40,0 C-24,-14 -10,-30 0,-50 Z",
    "spade": "M0,-50 C10,-32 50,-12 50,14 C50,32 36,40 24,40 C16,40 8,36 4,30 "
    "C6,40 12,46 20,50 L-20,50 "
    "C-12,46 -6,40 -4,30 C-8,36 -16,40 -24,40 C-36,40 -50,32 -50,14 C-50,-12 -10,-32 0,-50 Z",
    "club": "M-4,14 C-4,30 -10,42 -20,50 L20,50 C10,42 4,30 4,14 Z",
}


GREEN = "#1b7a2e"
BLUE_PIP = "#1f5fbf"
#: The name of each ink in the deck document's glyph ids (``rk-<name>-<glyph>``).
INKS = {RED: "red", BLACK: "black", GREEN: "green", BLUE_PIP: "blue"}


def suit_colour(suit: str, four_colour: bool = False) -> str:
    if four_colour:
        return {"club": GREEN, "diamond": BLUE_PIP, "heart": RED, "spade": BLACK}[suit]
    return RED if suit in ("heart", "diamond") else BLACK


def pip_shape(suit: str, colour: str, **kw: str) -> str:
    """A pip as one element (a group for the club), in the 100-unit box."""
    if suit == "club":
        return group(
            [
                circle(0, -24, 22, colour),
                circle(-25, 10, 22, colour),
                circle(25, 10, 22, colour),
                circle(0, 4, 12, colour),
                path(PIP_PATHS["club"], fill=colour),
            ],
            **kw,
        )
    return f"<path {attrs(d=PIP_PATHS[suit], fill=colour, **kw)}/>"


def pip_defs(colours: dict[str, str]) -> list[str]:
    return [pip_shape(s, colours[s], id=f"pip-{s}") for s in SUITS]


# ---------------------------------------------------------------- deck styles


@dataclass(frozen=True)
class Style:
    name: str
    rank_h: float  # rank glyph height
    rank_w: float  # rank glyph width
    rank_stroke: float  # stroke width in the 100-unit glyph box
    rank_xy: tuple[float, float]  # top-left of the rank glyph
    index_pip: float  # size of the pip in the corner index
    index_pip_xy: tuple[float, float]  # its centre
    pip: float  # size of the pips on 2..10
    pip_cols: tuple[float, float, float]
    pip_rows: tuple[float, float]  # y of the top and bottom row
    ace: float
    frame: tuple[float, float, float, float]  # court panel x0, y0, x1, y1
    figure_scale: tuple[float, float]
    body_sy: float  # vertical squeeze of a court's body (less: a shorter half-figure)
    detail: bool
    border: str
    #: ♦ blue and ♣ green as well as ♥ red and ♠ black, for players who cannot tell red
    #: from black at a glance
    four_colour: bool = False


CLASSIC = Style(
    name="classic",
    rank_h=35,
    rank_w=23,
    rank_stroke=13,
    rank_xy=(8.5, 7),
    index_pip=19,
    index_pip_xy=(20, 52.5),
    pip=34,
    pip_cols=(62, 100, 138),
    pip_rows=(56, 224),
    ace=96,
    frame=(38, 22, 162, 258),
    figure_scale=(1.0, 1.0),
    body_sy=0.84,
    detail=True,
    border="#555555",
)

LARGE = Style(
    name="large-index",
    rank_h=52,
    rank_w=36,
    rank_stroke=15,
    rank_xy=(9, 8),
    index_pip=38,
    index_pip_xy=(73, 31),
    pip=36,
    pip_cols=(60, 100, 140),
    pip_rows=(84, 196),
    ace=96,
    frame=(36, 64, 164, 216),
    figure_scale=(0.84, 0.72),
    body_sy=0.62,
    detail=False,
    border="#555555",
)


CLASSIC_FOUR = replace(CLASSIC, name="classic-four-colour", four_colour=True)
LARGE_FOUR = replace(LARGE, name="large-index-four-colour", four_colour=True)


# ---------------------------------------------------------------- card parts


def card_outline(border: str) -> str:
    return rect(0.5, 0.5, W - 1, H - 1, WHITE, stroke=border, sw=1.0, rx=CORNER)


def corner_index(st: Style, rank: int, suit: str) -> list[str]:
    """Rank glyph and pip top-left, the same turned 180 degrees bottom-right."""
    g = RANK_GLYPHS[rank - 1]
    colour = INKS[suit_colour(suit, st.four_colour)]
    rx, ry = st.rank_xy
    w = st.rank_w * GLYPH_WIDTH[g] / 60.0
    if g == "10" and st.name.startswith("classic"):
        rx -= 5
    sx, sy = st.rank_w / 60.0, st.rank_h / 100.0
    px, py = st.index_pip_xy
    if st.name.startswith("large-index") and g == "10":
        px += w - st.rank_w
    one = [
        use(f"rk-{colour}-{g}", f"translate({num(rx)} {num(ry)}) scale({num(sx)} {num(sy)})"),
        use(f"pip-{suit}", place(px, py, st.index_pip / 100.0)),
    ]
    return [*one, group(one, transform=f"rotate(180 {num(W / 2)} {num(H / 2)})")]


def pip_positions(rank: int) -> list[tuple[int, float]]:
    """(column 0..2, row fraction 0..1) of each pip on a 2..10 card, as on real cards."""
    L, C, R = 0, 1, 2
    layouts: dict[int, list[tuple[int, float]]] = {
        2: [(C, 0), (C, 1)],
        3: [(C, 0), (C, 0.5), (C, 1)],
        4: [(L, 0), (R, 0), (L, 1), (R, 1)],
        5: [(L, 0), (R, 0), (C, 0.5), (L, 1), (R, 1)],
        6: [(L, 0), (R, 0), (L, 0.5), (R, 0.5), (L, 1), (R, 1)],
        7: [(L, 0), (R, 0), (C, 0.25), (L, 0.5), (R, 0.5), (L, 1), (R, 1)],
        8: [(L, 0), (R, 0), (C, 0.25), (L, 0.5), (R, 0.5), (C, 0.75), (L, 1), (R, 1)],
        9: [
            (L, 0),
            (R, 0),
            (L, 1 / 3),
            (R, 1 / 3),
            (C, 0.5),
            (L, 2 / 3),
            (R, 2 / 3),
            (L, 1),
            (R, 1),
        ],
        10: [
            (L, 0),
            (R, 0),
            (C, 1 / 6),
            (L, 1 / 3),
            (R, 1 / 3),
            (L, 2 / 3),
            (R, 2 / 3),
            (C, 5 / 6),
            (L, 1),
            (R, 1),
        ],
    }
    return layouts[rank]


def pip_layout(st: Style, rank: int, suit: str) -> list[str]:
    top, bottom = st.pip_rows
    out = []
    for col, frac in pip_positions(rank):
        x = st.pip_cols[col]
        y = top + frac * (bottom - top)
        out.append(use(f"pip-{suit}", place(x, y, st.pip / 100.0, 180.0 if frac > 0.5 else 0.0)))
    return out


def ace(st: Style, suit: str) -> list[str]:
    cx, cy = W / 2, H / 2
    s = st.ace / 100.0
    if suit == "spade":
        return ornate_spade(st, cx, cy)
    out = [use(f"pip-{suit}", place(cx, cy, s))]
    if st.detail:
        # A thin white line inside the big pip (not the club: its lobes would show
        # as separate rings) and a ring of small dots around it.
        if suit != "club":
            out.append(
                path(PIP_PATHS[suit], stroke=WHITE, sw=3.0, transform=place(cx, cy, s * 0.8))
            )
        for i in range(16):
            a = 2 * math.pi * i / 16
            out.append(circle(cx + 66 * math.cos(a), cy + 80 * math.sin(a), 2.2,
                                  suit_colour(suit, st.four_colour)))
    return out


def ornate_spade(st: Style, cx: float, cy: float) -> list[str]:
    """The ace of spades: a big spade in a wreath of leaves and scrolls."""
    s = st.ace / 100.0 * (1.05 if st.detail else 0.8)
    out: list[str] = []
    ring_rx, ring_ry = (72, 92) if st.detail else (58, 70)
    out.append(ellipse(cx, cy, ring_rx, ring_ry, "none", stroke=BLACK, sw=2.2))
    out.append(ellipse(cx, cy, ring_rx - 6, ring_ry - 6, "none", stroke=BLACK, sw=0.8))
    leaf = "M0,0 C4,-5 12,-6 18,0 C12,6 4,5 0,0 Z"
    n = 22 if st.detail else 16
    for i in range(n):
        a = 360.0 * i / n
        ar = math.radians(a)
        x = cx + ring_rx * math.cos(ar)
        y = cy + ring_ry * math.sin(ar)
        out.append(
            path(
                leaf,
                fill=BLACK if i % 2 == 0 else RED,
                transform=f"translate({num(x)} {num(y)}) rotate({num(a + 70)}) scale(0.8)",
            )
        )
    # Scrolls left and right of the spade.
    out.append(use("pip-spade", place(cx, cy - 4, s)))
    inner = path(
        PIP_PATHS["spade"], fill="none", stroke=WHITE, sw=3.0, transform=place(cx, cy - 4, s * 0.78)
    )
    out.append(inner)
    out.append(path(PIP_PATHS["spade"], fill=RED, transform=place(cx, cy - 8, s * 0.22)))
    # The "maker's mark" dots on the stem.
    out += [circle(cx - 8 + 8 * i, cy + 40, 1.8, WHITE) for i in range(3)]
    return out


# ---------------------------------------------------------------- court figures


# Per suit: robe colours (wearer's right, left), hair colour, attribute side
# (True: the attribute is in the figure's hand on the viewer's right).
@dataclass(frozen=True)
class Look:
    robe: tuple[str, str]
    trim: str
    hair: str
    right: bool


COURT_LOOK = {
    "club": Look(robe=(RED, BLUE), trim=YELLOW, hair=BLACK, right=True),
    "diamond": Look(robe=(BLUE, RED), trim=YELLOW, hair=YELLOW, right=False),
    "heart": Look(robe=(RED, YELLOW), trim=BLUE, hair=YELLOW, right=True),
    "spade": Look(robe=(BLUE, YELLOW), trim=RED, hair=BLACK, right=False),
}


def face(detail: bool, gaze: float, beard: str | None, young: bool) -> list[str]:
    """Head centred on (100, 66), looking slightly to one side (``gaze`` -1..1)."""
    out = [ellipse(100, 66, 12.5, 15.5, SKIN, stroke=OUTLINE, sw=1.0)]
    g = 1.0 * gaze
    for ex in (95.0, 105.0):
        out.append(ellipse(ex, 63, 2.8, 1.6, WHITE, stroke=OUTLINE, sw=0.5))
        out.append(circle(ex + g, 63, 1.1, BLACK))
        out.append(
            path(
                f"M{num(ex - 3)},59.5 C{num(ex - 1)},58 {num(ex + 1)},58 {num(ex + 3)},59.8",
                stroke=OUTLINE,
                sw=0.9,
            )
        )
    out.append(
        path(
            f"M{num(100 + g)},64 C{num(99.5 + g)},66.5 {num(98.5 + g)},68.5 {num(98.8 + g)},70.2 "
            f"C{num(99.6 + g)},71.2 {num(101 + g)},71.2 {num(101.8 + g)},70.4",
            stroke=OUTLINE,
            sw=0.7,
        )
    )
    out.append(path("M96,76 C98,77.5 102,77.5 104,76", stroke=RED, sw=1.3))
    if young or not detail:
        out.append(circle(94, 70, 2.0, "#f4b8a8"))
        out.append(circle(106, 70, 2.0, "#f4b8a8"))
    if beard:
        out.append(
            path(
                "M92,75.5 C95,72.5 99,73 100,74 C101,73 105,72.5 108,75.5 C105,76.5 101,76 100,75 "
                "C99,76 95,76.5 92,75.5 Z",
                fill=beard,
                stroke=OUTLINE,
                sw=0.5,
            )
        )
        out.append(
            path(
                "M88,72 C88,86 94,93 100,96 C106,93 112,86 112,72 C110,80 106,82 100,82 "
                "C94,82 90,80 88,72 Z",
                fill=beard,
                stroke=OUTLINE,
                sw=0.7,
            )
        )
        if detail:
            out += [
                path(
                    f"M{num(x)},81 C{num(x)},86 {num(x + 1)},89 {num(x + 2)},91",
                    stroke=OUTLINE,
                    sw=0.5,
                )
                for x in (95.0, 99.0, 103.0)
            ]
    return out


def crown(kind: str, look: Look) -> list[str]:
    t = look.trim
    if kind == "K":
        out = [
            path(
                "M85,53 L82,33 L90,42 L95,28 L100,39 L105,28 L110,42 L118,33 L115,53 Z",
                fill=YELLOW,
                stroke=OUTLINE,
                sw=1.0,
            ),
            rect(85, 47, 30, 6, RED if t != RED else BLUE, stroke=OUTLINE, sw=0.8),
        ]
        out += [
            circle(x, y, 1.8, WHITE, stroke=OUTLINE, sw=0.5)
            for x, y in ((82, 33), (95, 28), (105, 28), (118, 33), (100, 39))
        ]
        out += [circle(x, 50, 1.5, WHITE) for x in (90.0, 100.0, 110.0)]
        return out
    if kind == "Q":
        out = [
            path(
                "M87,52 L86,40 L93,45 L100,34 L107,45 L114,40 L113,52 Z",
                fill=YELLOW,
                stroke=OUTLINE,
                sw=1.0,
            ),
            rect(87, 48, 26, 4.5, t, stroke=OUTLINE, sw=0.6),
        ]
        out += [
            circle(x, y, 1.6, RED, stroke=OUTLINE, sw=0.4)
            for x, y in ((86, 40), (100, 34), (114, 40))
        ]
        return out
    # Jack: a soft cap with a brim and a feather.
    return [
        path(
            "M112,46 C118,36 126,30 134,28 C128,34 124,40 116,48 Z",
            fill=look.robe[1],
            stroke=OUTLINE,
            sw=0.8,
        ),
        path(
            "M84,54 C82,40 90,33 101,33 C112,33 119,40 117,54 Z",
            fill=look.robe[0],
            stroke=OUTLINE,
            sw=1.0,
        ),
        path(
            "M82,54 C90,50 110,50 119,54 L118,58 C110,55 90,55 83,58 Z",
            fill=YELLOW,
            stroke=OUTLINE,
            sw=0.8,
        ),
    ]


def hair(kind: str, colour: str) -> list[str]:
    if kind == "K":
        return [
            path(
                "M86,56 C82,66 84,80 90,86 L110,86 C116,80 118,66 114,56 Z",
                fill=colour,
                stroke=OUTLINE,
                sw=0.8,
            )
        ]
    if kind == "Q":
        return [
            path(
                "M87,52 C80,62 80,80 76,93 L86,93 C89,85 90,76 90,62 Z",
                fill=colour,
                stroke=OUTLINE,
                sw=0.8,
            ),
            path(
                mirror_x("M87,52 C80,62 80,80 76,93 L86,93 C89,85 90,76 90,62 Z"),
                fill=colour,
                stroke=OUTLINE,
                sw=0.8,
            ),
        ]
    curl = "M86,56 C80,62 80,70 84,74 C80,78 84,84 90,82 L90,60 Z"
    return [
        path(curl, fill=colour, stroke=OUTLINE, sw=0.8),
        path(mirror_x(curl), fill=colour, stroke=OUTLINE, sw=0.8),
    ]


def robe(kind: str, look: Look, detail: bool) -> list[str]:
    a, b = look.robe
    t = look.trim
    left = "M100,88 C80,88 58,92 48,102 C42,108 40,122 40,140 L100,140 Z"
    out = [
        path(left, fill=a, stroke=OUTLINE, sw=1.0),
        path(mirror_x(left), fill=b, stroke=OUTLINE, sw=1.0),
    ]
    # Shoulder trims.
    trim = "M52,100 C60,94 74,92 86,92"
    out += [path(trim, stroke=t, sw=4.0), path(mirror_x(trim), stroke=t, sw=4.0)]
    # Centre placket with a pattern.
    out.append(rect(91, 92, 18, 48, YELLOW if t != YELLOW else WHITE, stroke=OUTLINE, sw=0.8))
    if detail:
        zig = "M91,96 " + " ".join(
            f"L{num(109 if i % 2 else 91)},{num(96 + 4 * (i + 1))}" for i in range(10)
        )
        out.append(path(zig, stroke=a, sw=1.2))
        out += [circle(100, 98 + 8 * i, 1.4, BLACK) for i in range(6)]
        # Embroidered panels on the robe halves.
        for x in (56.0, 68.0, 132.0, 144.0):
            out.append(
                path(
                    f"M{num(x)},112 L{num(x + 4)},118 L{num(x)},124 L{num(x - 4)},118 Z",
                    fill=t,
                    stroke=OUTLINE,
                    sw=0.5,
                )
            )
            out.append(circle(x, 132, 2.0, t, stroke=OUTLINE, sw=0.4))
    if kind == "K":
        # Ermine collar.
        out.append(
            path(
                "M76,90 C88,100 112,100 124,90 L128,99 C112,110 88,110 72,99 Z",
                fill=WHITE,
                stroke=OUTLINE,
                sw=0.9,
            )
        )
        out += [
            path(f"M{num(x)},98 L{num(x - 1.2)},102 L{num(x + 1.2)},102 Z", fill=BLACK)
            for x in (80.0, 90.0, 100.0, 110.0, 120.0)
        ]
        if detail:  # a gold chain with a pendant
            out.append(path("M82,104 C90,116 110,116 118,104", stroke=YELLOW, sw=2.2))
            out.append(path("M82,104 C90,116 110,116 118,104", stroke=OUTLINE, sw=0.4))
            out.append(circle(100, 114.5, 3.2, YELLOW, stroke=OUTLINE, sw=0.6))
    elif kind == "Q":
        out.append(
            path(
                "M84,90 C90,98 110,98 116,90 L118,96 C110,104 90,104 82,96 Z",
                fill=WHITE,
                stroke=OUTLINE,
                sw=0.8,
            )
        )
        out += [
            circle(86 + 4 * i, 96 + (2.5 if 1 <= i <= 6 else 0), 1.3, RED if i % 2 else BLUE)
            for i in range(8)
        ]
        if detail:  # a string of pearls with a red drop
            for i in range(11):
                u = i / 10
                out.append(circle(86 + 28 * u, 104 + 24 * u * (1 - u), 1.5, WHITE, OUTLINE, 0.4))
            out.append(
                path(
                    "M100,110 C103,113 103,117 100,119 C97,117 97,113 100,110 Z",
                    fill=RED,
                    stroke=OUTLINE,
                    sw=0.5,
                )
            )
    else:
        out.append(
            path(
                "M86,88 L100,100 L114,88 L118,92 L100,106 L82,92 Z",
                fill=WHITE,
                stroke=OUTLINE,
                sw=0.8,
            )
        )
    return out


def hand(x: float, y: float) -> list[str]:
    """A closed hand (a fist) centred on (x, y), with finger lines."""
    out = [
        path(
            f"M{num(x - 6)},{num(y - 3)} C{num(x - 6)},{num(y - 7)} {num(x + 6)},{num(y - 7)} "
            f"{num(x + 6)},{num(y - 3)} L{num(x + 6)},{num(y + 3)} C{num(x + 6)},{num(y + 6)} "
            f"{num(x - 6)},{num(y + 6)} {num(x - 6)},{num(y + 3)} Z",
            fill=SKIN,
            stroke=OUTLINE,
            sw=0.8,
        )
    ]
    out += [
        path(f"M{num(x - 6)},{num(y + dy)} L{num(x - 1)},{num(y + dy)}", stroke=OUTLINE, sw=0.5)
        for dy in (-1.5, 1.0, 3.5)
    ]
    return out


def arm_up(colour: str, cuff: str, detail: bool) -> list[str]:
    """The forearm on the viewer's right, rising from the middle line to a hand at (144, 112)."""
    out = [
        path(
            "M132,140 C134,130 136,124 137,118 L151,118 C153,124 156,132 158,140 Z",
            fill=colour,
            stroke=OUTLINE,
            sw=0.9,
        ),
        path("M136,117 L152,117 L153,122 L135,122 Z", fill=cuff, stroke=OUTLINE, sw=0.7),
    ]
    if detail:
        out.append(
            path(
                "M140,126 C142,130 143,134 143,140 M148,126 C149,130 150,134 151,140",
                stroke=cuff,
                sw=0.9,
            )
        )
    return out


def arm_across(colour: str, cuff: str, detail: bool) -> list[str]:
    """The forearm on the viewer's left, lying across the chest to a hand at (82, 124)."""
    out = [
        path(
            "M42,132 C52,124 64,119 76,118 L77,130 C66,132 56,136 46,140 L42,140 Z",
            fill=colour,
            stroke=OUTLINE,
            sw=0.9,
        ),
        path("M74,117 L79,117 L80,131 L75,131 Z", fill=cuff, stroke=OUTLINE, sw=0.7),
    ]
    if detail:
        out.append(path("M48,134 C56,128 64,125 72,124", stroke=cuff, sw=0.9))
    return out


def sword(hx: float, hy: float, tx: float, ty: float) -> list[str]:
    """A straight sword from a hand at (hx, hy) to its tip at (tx, ty), with a crossguard."""
    length = math.hypot(tx - hx, ty - hy)
    ux, uy = (tx - hx) / length, (ty - hy) / length  # along the blade
    px, py = -uy, ux  # across it

    def at(along: float, across: float) -> str:
        return f"{num(hx + ux * along + px * across)},{num(hy + uy * along + py * across)}"

    blade = (
        f"M{at(8, -2.6)} L{at(length - 8, -2.6)} L{at(length, 0)} "
        f"L{at(length - 8, 2.6)} L{at(8, 2.6)} Z"
    )
    guard = f"M{at(6, -12)} L{at(10, -12)} L{at(10, 12)} L{at(6, 12)} Z"
    return [
        path(blade, fill="#e6e6e6", stroke=OUTLINE, sw=0.8),
        path(f"M{at(10, 0)} L{at(length - 10, 0)}", stroke="#9a9a9a", sw=0.8),
        path(guard, fill=YELLOW, stroke=OUTLINE, sw=0.7),
    ]


def attribute(kind: str, suit: str, look: Look) -> tuple[list[str], list[str]]:
    """(drawn behind the figure, drawn in front) for the item held on the viewer's right."""
    hx = 144.0  # the hand holding the item is at (144, 113)
    if kind == "K":
        if suit == "diamond":  # axe
            back = [
                rect(hx - 1.8, 30, 3.6, 108, "#8a5a2b", stroke=OUTLINE, sw=0.6),
                path(
                    "M146,36 C160,30 162,50 158,58 C152,52 148,52 146,54 Z",
                    fill="#d9d9d9",
                    stroke=OUTLINE,
                    sw=0.8,
                ),
            ]
        elif suit == "club":  # sceptre with an orb
            back = [
                rect(hx - 1.5, 44, 3, 92, YELLOW, stroke=OUTLINE, sw=0.6),
                circle(hx, 40, 6, YELLOW, stroke=OUTLINE, sw=0.8),
                path("M144,30 L144,36 M141,33 L147,33", stroke=OUTLINE, sw=1.2),
            ]
        elif (
            suit == "heart"
        ):  # the sword held behind the head, as on the traditional king of hearts
            return [], sword(144, 113, 66, 32)
        else:  # sword
            back = [
                path(
                    "M141.5,104 L141.5,36 L144,28 L146.5,36 L146.5,104 Z",
                    fill="#e6e6e6",
                    stroke=OUTLINE,
                    sw=0.8,
                ),
                path("M144,36 L144,100", stroke="#9a9a9a", sw=0.8),
            ]
        front = (
            []
            if suit in ("diamond", "club")
            else [rect(hx - 12, 106, 24, 4, YELLOW, stroke=OUTLINE, sw=0.7)]
        )
        return back, front
    if kind == "Q":
        petal = RED if suit in ("club", "spade") else BLUE
        stem = path("M144,112 C144,96 140,84 136,74", stroke="#2f7a2f", sw=1.6)
        leaf = path(
            "M141,92 C134,88 132,84 132,80 C138,82 141,86 141,92 Z",
            fill="#2f7a2f",
            stroke=OUTLINE,
            sw=0.5,
        )
        petals = [
            circle(136 + 5 * math.cos(a), 70 + 5 * math.sin(a), 3.6, petal, stroke=OUTLINE, sw=0.5)
            for a in (math.radians(90 + 72 * i) for i in range(5))
        ]
        return [], [stem, leaf, *petals, circle(136, 70, 2.6, YELLOW, stroke=OUTLINE, sw=0.5)]
    # Jack
    shaft = rect(hx - 1.6, 30, 3.2, 108, "#8a5a2b", stroke=OUTLINE, sw=0.6)
    if suit == "heart":  # a big leaf
        return [], [
            path(
                "M144,116 C130,96 132,70 146,50 C160,70 160,96 144,116 Z",
                fill="#3d8b3d",
                stroke=OUTLINE,
                sw=0.8,
            ),
            path("M144,112 L146,54", stroke="#1f5a1f", sw=1.0),
        ]
    if suit == "club":  # an arrow
        return [
            path("M144,138 L144,36", stroke="#8a5a2b", sw=2.6),
            path("M144,26 L149,38 L139,38 Z", fill="#cfcfcf", stroke=OUTLINE, sw=0.7),
            path(
                "M144,132 L139,140 M144,126 L139,134 M144,132 L149,140 M144,126 L149,134",
                stroke=RED,
                sw=1.4,
            ),
        ], []
    if suit == "diamond":  # halberd
        return [
            shaft,
            path("M145,38 C158,36 160,50 156,56 L145,50 Z", fill="#d9d9d9", stroke=OUTLINE, sw=0.8),
            path("M144,22 L147,34 L141,34 Z", fill="#d9d9d9", stroke=OUTLINE, sw=0.7),
        ], []
    return [
        shaft,
        path("M144,20 L149,34 L144,40 L139,34 Z", fill="#d9d9d9", stroke=OUTLINE, sw=0.8),
        path("M139,40 L149,40", stroke=RED, sw=2.5),
    ], []


def half_figure(kind: str, suit: str, detail: bool, body_sy: float = 0.84) -> list[str]:
    """Top half of a court (head at the top, chest down to the card's middle line y=140).

    The body is drawn in a 120-unit-wide box and squeezed slightly towards the
    middle line; the head is drawn at 1.2 times its design size so the face,
    not the robe, is what the eye meets first, as on real court cards.
    """
    look = COURT_LOOK[suit]
    a, b = look.robe
    behind, in_front = attribute(kind, suit, look)
    body: list[str] = list(behind)
    body += robe(kind, look, detail)
    body += arm_up(b if b != YELLOW else a, look.trim, detail)
    body += in_front  # the hand grips the item: drawn over it
    body += hand(144, 113)
    body += arm_across(a if a != YELLOW else b, look.trim, detail)
    body += hand(83, 124)
    head: list[str] = [rect(95, 78, 10, 12, SKIN, stroke=OUTLINE, sw=0.8)]
    head += hair(kind, look.hair)
    head += face(
        detail, 1.0 if look.right else -1.0, look.hair if kind == "K" else None, kind == "J"
    )
    head += crown(kind, look)
    neck = 140 - 52 * body_sy + 1.7  # where the shoulders (design y=88) end up
    out = [
        group(
            body, transform=f"translate(100 140) scale(0.92 {num(body_sy)}) translate(-100 -140)"
        ),
        group(head, transform=f"translate(100 {num(neck)}) scale(1.22) translate(-100 -86)"),
    ]
    if not look.right:
        return [group(out, transform="matrix(-1 0 0 1 200 0)")]
    return out


def court(st: Style, rank: int, suit: str) -> list[str]:
    x0, y0, x1, y1 = st.frame
    kind = RANK_GLYPHS[rank - 1]
    fid = f"fig-{kind}-{suit}"
    out = [rect(x0, y0, x1 - x0, y1 - y0, "#fffdf5", stroke=st.border, sw=1.0, rx=3.0)]
    if st.detail:  # a thin gold line inside the frame
        out.append(
            rect(x0 + 2.5, y0 + 2.5, x1 - x0 - 5, y1 - y0 - 5, "none", "#d6a21e", 0.9, rx=2.0)
        )
    sx, sy = st.figure_scale
    if (sx, sy) == (1.0, 1.0):
        t_top = None
    else:
        t_top = (
            f"translate({num(W / 2 * (1 - sx))} {num(H / 2 * (1 - sy))}) scale({num(sx)} {num(sy)})"
        )
    out.append(use(fid, t_top))
    flip = f"rotate(180 {num(W / 2)} {num(H / 2)})"
    out.append(use(fid, flip if t_top is None else flip + " " + t_top))
    out.append(
        path(f"M{num(x0 + 2)},{num(H / 2)} L{num(x1 - 2)},{num(H / 2)}", stroke=OUTLINE, sw=0.8)
    )
    # A suit pip beside the head, on the side away from the attribute.
    right = COURT_LOOK[suit].right
    size = 20.0 if st.detail else 26.0
    if st.detail:
        px = x0 + 15 if right else x1 - 15
        py = y0 + 16
    else:
        px = x0 + 16 if right else x1 - 16
        py = y0 + 18
    one = [use(f"pip-{suit}", place(px, py, size / 100.0))]
    out += [*one, group(one, transform=flip)]
    return out


# ---------------------------------------------------------------- backs


@dataclass(frozen=True)
class BackLook:
    name: str
    ground: str
    line: str
    accent: str
    motif: str  # "lattice", "rosette" or "scale"


BACKS = (
    BackLook("blue", "#1d3f8f", "#c9d8ff", "#f0c84a", "lattice"),
    BackLook("red", "#a8182a", "#f6c6cb", "#f0c84a", "rosette"),
    BackLook("green", "#17633a", "#d4f2dc", "#f0dfa0", "scale"),
)


def back_defs(look: BackLook) -> list[str]:
    """Shapes the back reuses (``<use>``), for the document's ``<defs>``."""
    if look.motif != "rosette":
        return []
    petals = [
        ellipse(0, -3.2, 1.5, 3.2, look.line, transform=f"rotate({a})") for a in range(0, 360, 60)
    ]
    return [group([*petals, circle(0, 0, 1.8, look.accent)], id=f"rosette-{look.name}")]


def back_art(look: BackLook) -> list[str]:
    """A card back in 0..200 x 0..280: white margin, patterned field, centre medallion."""
    m = 10.0
    box = (m + 4, m + 4, W - m - 4, H - m - 4)
    out = [card_outline("#555555"), rect(m, m, W - 2 * m, H - 2 * m, look.ground, rx=6.0)]
    if look.motif == "lattice":
        step = 14.0
        segs = []
        for k in range(-30, 60):
            c = k * step
            for x0, y0, x1, y1 in ((c, 0.0, c + H, H), (c, H, c + H, 0.0)):
                s = clip_segment(x0, y0, x1, y1, box)
                if s:
                    segs.append(f"M{num(s[0])},{num(s[1])} L{num(s[2])},{num(s[3])}")
        out.append(path(" ".join(segs), stroke=look.line, sw=1.1))
        for i in range(0, 20):
            for j in range(0, 24):
                x, y = i * step, j * step
                if box[0] + 3 < x < box[2] - 3 and box[1] + 3 < y < box[3] - 3:
                    out.append(circle(x, y, 1.6, look.accent))
    elif look.motif == "rosette":
        step = 18.0
        diamond_segs = []
        for i in range(-1, 14):
            for j in range(-1, 30):
                x = box[0] + 4 + i * step + (step / 2 if j % 2 else 0)
                y = box[1] + 6 + j * step * 0.75
                if box[0] + 6 <= x <= box[2] - 6 and box[1] + 6 <= y <= box[3] - 6:
                    out.append(use(f"rosette-{look.name}", f"translate({num(x)} {num(y)})"))
                    for dx, dy in ((step / 2, step * 0.75), (-step / 2, step * 0.75)):
                        s = clip_segment(x, y, x + dx, y + dy, box)
                        if s:
                            diamond_segs.append(
                                f"M{num(s[0])},{num(s[1])} L{num(s[2])},{num(s[3])}"
                            )
        out.insert(2, path(" ".join(diamond_segs), stroke=look.accent, sw=0.6, opacity="0.7"))
    else:  # scales
        step = 12.0
        arcs = []
        for j in range(0, 40):
            y = box[1] + 6 + j * step * 0.55
            for i in range(-1, 16):
                x = box[0] + 6 + i * step + (step / 2 if j % 2 else 0)
                if box[0] + step / 2 <= x <= box[2] - step / 2 and y <= box[3] - 6:
                    arcs.append(
                        f"M{num(x - step / 2)},{num(y)} C{num(x - step / 2)},{num(y + 7)} "
                        f"{num(x + step / 2)},{num(y + 7)} {num(x + step / 2)},{num(y)}"
                    )
        out.append(path(" ".join(arcs), stroke=look.line, sw=1.0))
    # Borders and centre medallion.
    out.append(
        rect(m + 4, m + 4, W - 2 * m - 8, H - 2 * m - 8, "none", stroke=look.accent, sw=1.6, rx=4.0)
    )
    out.append(
        rect(
            m + 1.5, m + 1.5, W - 2 * m - 3, H - 2 * m - 3, "none", stroke=look.line, sw=0.8, rx=5.0
        )
    )
    cx, cy = W / 2, H / 2
    out.append(ellipse(cx, cy, 40, 54, look.ground, stroke=look.accent, sw=2.4))
    out.append(ellipse(cx, cy, 34, 48, "none", stroke=look.line, sw=0.8))
    for a in range(0, 360, 30):
        out.append(
            ellipse(
                cx,
                cy - 20,
                5.5,
                20,
                "none",
                stroke=look.accent,
                sw=1.2,
                transform=f"rotate({a} {num(cx)} {num(cy)})",
            )
        )
    out.append(circle(cx, cy, 7, look.accent))
    out.append(circle(cx, cy, 3, look.ground))
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        x, y = cx + sx * 62, cy + sy * 100
        out.append(
            path(
                f"M{num(x)},{num(y - 9)} L{num(x + 7)},{num(y)} L{num(x)},{num(y + 9)} "
                f"L{num(x - 7)},{num(y)} Z",
                fill=look.accent,
            )
        )
    return out


# ---------------------------------------------------------------- documents


HEADER = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    "<!-- {title}: drawn for Double Solitaire by make_decks.py. "
    "Copyright 2026 the Double Solitaire authors. -->\n"
)


def deck_svg(st: Style) -> str:
    """The deck document: a 13 x 5 grid of card groups (row 5 holds the back)."""
    cols, rows = 13, 5
    doc_w = cols * (W + GAP) + GAP
    doc_h = rows * (H + GAP) + GAP
    defs: list[str] = []
    colours = {s: suit_colour(s, st.four_colour) for s in SUITS}
    defs += pip_defs(colours)
    for ink in sorted(set(colours.values()), key=list(INKS).index):
        defs += glyph_defs(f"rk-{INKS[ink]}", ink, st.rank_stroke)
    for kind in ("J", "Q", "K"):
        for suit in SUITS:
            defs.append(
                group(half_figure(kind, suit, st.detail, st.body_sy), id=f"fig-{kind}-{suit}")
            )
    back_look = BACKS[0] if st.name.startswith("classic") else BACKS[1]
    defs += back_defs(back_look)
    cards: list[str] = []
    for row, suit in enumerate(SUITS):
        for rank in range(1, 14):
            x, y = GAP + (rank - 1) * (W + GAP), GAP + row * (H + GAP)
            body = corner_index(st, rank, suit)
            if rank == 1:
                body = ace(st, suit) + body
            elif rank <= 10:
                body = pip_layout(st, rank, suit) + body
            else:
                body = court(st, rank, suit) + body
            cards.append(card_group(f"{RANK_IDS[rank - 1]}_{suit}", x, y, st.border, body))
    cards.append(card_group("back", GAP, GAP + 4 * (H + GAP), "#555555", back_art(back_look)[1:]))
    return (
        HEADER.format(title=f"{st.name} deck")
        + f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'version="1.2" baseProfile="tiny" width="{num(doc_w)}" height="{num(doc_h)}" '
        f'viewBox="0 0 {num(doc_w)} {num(doc_h)}">\n'
        + "<defs>\n"
        + "\n".join(defs)
        + "\n</defs>\n"
        + "\n".join(cards)
        + "\n</svg>\n"
    )


def card_group(card_id: str, x: float, y: float, border: str, body: list[str]) -> str:
    """A top-level card group: the outline in document coordinates, then the art, moved."""
    outline = rect(x + 0.5, y + 0.5, W - 1, H - 1, WHITE, stroke=border, sw=1.0, rx=CORNER)
    inner = group(body, transform=f"translate({num(x)} {num(y)})")
    return f'<g id="{card_id}">{outline}{inner}</g>'


def back_svg(look: BackLook) -> str:
    return (
        HEADER.format(title=f"{look.name} card back")
        + f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'version="1.2" baseProfile="tiny" width="{num(W)}" height="{num(H)}" '
        f'viewBox="0 0 {num(W)} {num(H)}">\n'
        + "<defs>"
        + "".join(back_defs(look))
        + "</defs>\n"
        + group(back_art(look), id="back")
        + "\n</svg>\n"
    )


LICENSE = """\
{what}

This artwork was drawn for Double Solitaire; it is generated by
resources/cards/make_decks.py from geometry written for the project and
contains no art taken from any other card deck.

Copyright (c) 2026 the Double Solitaire authors.

Licensed under the same terms as Double Solitaire itself (Proprietary).
All rights reserved except as granted by the Double Solitaire licence.
"""

DESKTOP = """\
[KDE Backdeck]
Name={name}
Name[da]={name_da}
Name[de]={name_de}
Comment={comment}
Comment[da]={comment_da}
Comment[de]={comment_de}
SVG={svg}
Back={name}
Author=Double Solitaire authors
"""


#: Each deck we ship: its style and the words of its index.desktop (English, Danish,
#: German names, then comments).
DECKS: tuple[tuple[Style, tuple[str, str, str], tuple[str, str, str]], ...] = (
    (CLASSIC, ("Classic", "Klassisk", "Klassisch"),
     ("Traditional cards with double-headed court figures",
      "Traditionelle kort med dobbelthovede billedkort",
      "Traditionelle Karten mit doppelköpfigen Bildkarten")),
    (LARGE, ("Large index", "Store indeks", "Großer Index"),
     ("Easy-to-read cards with very large corner indices",
      "Letlæselige kort med meget store hjørneindeks",
      "Gut lesbare Karten mit sehr großem Eckindex")),
    (CLASSIC_FOUR, ("Classic, four colours", "Klassisk, fire farver", "Klassisch, vier Farben"),
     ("Classic cards with blue diamonds and green clubs",
      "Klassiske kort med blå ruder og grønne klør",
      "Klassische Karten mit blauem Karo und grünem Kreuz")),
    (LARGE_FOUR,
     ("Large index, four colours", "Store indeks, fire farver", "Großer Index, vier Farben"),
     ("Large-index cards with blue diamonds and green clubs",
      "Kort med store indeks, blå ruder og grønne klør",
      "Karten mit großem Index, blauem Karo und grünem Kreuz")),
)


def files() -> dict[str, str]:
    """Relative path -> file content for everything this script writes."""
    out: dict[str, str] = {}
    for st, (name, name_da, name_de), (comment, comment_da, comment_de) in DECKS:
        out[f"{st.name}/index.desktop"] = DESKTOP.format(
            name=name, name_da=name_da, name_de=name_de, comment=comment,
            comment_da=comment_da, comment_de=comment_de, svg=f"{st.name}.svg")
        out[f"{st.name}/{st.name}.svg"] = deck_svg(st)
        out[f"{st.name}/LICENSE"] = LICENSE.format(
            what=f'Double Solitaire "{name}" card deck.')
    out["backs/LICENSE"] = LICENSE.format(
        what="Double Solitaire card backs (blue.svg, red.svg, green.svg).")
    for look in BACKS:
        out[f"backs/{look.name}.svg"] = back_svg(look)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--out",
        type=Path,
        default=Path(__file__).resolve().parent,
        help="folder to write into (default: the folder of this script)",
    )
    args = parser.parse_args(argv)
    for rel, text in files().items():
        target = args.out / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(text.encode("utf-8"))
        print(f"{target}: {len(text.encode('utf-8'))} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
