"""A solver for Double Solitaire that knows every card ("thoughtful" solitaire).

>>> from dsolitaire.engine import Game
>>> sol = solve(Game.from_code("DS1-D1N-AAAAAAB"), states=200)
>>> sol.result in ("win", "lost", "unknown"), sol.states <= 201
(True, True)

:func:`solve` searches a :class:`Game` position depth first, face-down cards included, and
answers a :class:`Solution`: ``win`` with a line of actions that :meth:`Game.play` replays
to a won game, ``lost`` (the search was exhausted and pruned only moves that are proven
unnecessary, see below), or ``unknown`` (the budget of seconds or states ran out, or it was
cancelled). It works on its own compact copy of the position and never changes the game.

The search
----------

*State.* Cards are kinds ``suit * 13 + rank - 1`` (0…51): the two copies of a card are the
same card. A column is a bytes of kinds with ``64`` added to face-down ones (bytes, not
lists: they are the key's parts too, and undo puts the old objects back). The stock and
the waste are one *talon* bytes in drawing order (``waste + reversed(stock)``) with a
pointer ``p = len(waste)``: a stock click moves ``p`` on by the draw count, a recycle sets
it to 0, and the talon itself only changes when its card ``talon[p - 1]`` (the waste top)
is played. Score and move counters are not part of the search.

*Transposition table.* A set of canonical keys: the columns as bytes (face-down cards
included) sorted, so that their order does not matter; each suit's two foundation heights
sorted; the talon; and the pointer where it matters. With Normal scoring and draw 1 every
pointer reaches every other by clicks, so the pointer is left out; with draw 3 every
pointer on the cycle 0, 3, 6 … end is one class, other pointers stay; with Vegas (a single
pass) the pointer is kept. Two positions with the same key have the same fate. The key
is one bytes: the sorted column bytes, the foundation heights, then the pointer and the
talon, joined by ``0xFF`` (no column holds it, and the foundation part has a fixed length,
so it stays one to one; a third less memory than a tuple of the parts, and as fast). The
search makes the key of each child from the parent's without playing the move
(``peek``): most children are positions seen before, and those are never played. The
foundation part and its values after each card that may go up or come back are made once
for each foundation state (``finfo``). The sound Vegas search keys the columns up to the
stack swap instead (*The stack swap*, below).

*Moves.* Stock clicks are never searched alone: a move takes the talon card reached after
``k`` clicks (``k`` = 0 … until the pointer repeats or, in Vegas, the stock ends) and plays
it to a foundation or a column. Clicks commute with every move that does not touch the
talon, so any winning line can be rearranged into such macro moves: nothing is lost. The
line that is returned spells the clicks out as ``S`` actions. A King goes only to the first
empty column (the others give the same key); a King run at the bottom of its column is not
moved to another empty column (same key).

*Proven prunings* (used by the default, sound search; ``lost`` is only answered by it):

1. A run that the last move put somewhere is not moved again at once (nor the talon card
   just played to a column): moving it from where it was straight to the new place was a
   sibling move (same position), or it goes back where it was (same position).
2. An Ace that can go to a foundation goes there at once, without branching. Proof: let
   ``L`` be a winning line from ``P`` and ``P'`` be ``P`` with the Ace ``a`` on its
   foundation. Nothing can be put on an Ace, so in ``L`` the Ace is only ever the last card
   of a column, of a moved run or of the waste. Replay ``L`` from ``P'`` dropping every
   move of ``a`` alone and cutting ``a`` off every run moved with it: every other move has
   the same source, the same moving card and the same target top (no target top is ever
   ``a``), so it stays legal; a foundation of ``a``'s suit is one card higher in ``P'``
   only on a slot that is empty in ``L`` (the other Ace then is not on a foundation in
   ``L`` either, or it would be ``a``), so every foundation move and take-back of ``L``
   finds its slot. The face-down card under ``a``, if any, is turned in ``P'`` at once.
   The new line is shorter than ``L`` (``a``'s own foundation move is gone).
3. A Two goes to its foundation at once when both slots of its suit hold at least the Ace.
   Same proof with the set ``D`` of cards that are on a foundation in ``P'`` but not in
   ``L`` (at first the Two): the only cards ``L`` can put on a card of ``D`` are Aces, and
   ``P'``'s line puts them on their foundation instead (an Ace off the foundations in
   ``L`` always finds an empty slot of its suit in ``P'``: the other copy, if in ``D``,
   left the second one empty in ``L``), adding them to ``D``. The other copy of the Two
   finds the second slot at the Ace, as it does in ``L``. Take-backs of an Ace do not
   occur in a shortest line (by 2, taking back an Ace and replaying the rest without it
   is two moves shorter), so ``L`` taken shortest never lowers a slot under a card of
   ``D``; a take-back of a Two from a slot that holds a ``D`` card in ``P'`` is matched by
   the other slot, which then holds a Two too.
4. A card is not taken back from a foundation when 2, 3 or 5 would send it back at once:
   a shortest winning line never does it (the replay of 2, 3 or 5 would be shorter).
5. (Vegas, issue 27.) A card ``c`` of rank ``r`` of at least 3, on top of a column or of
   the waste, goes to its foundation at once when the other slot of its suit holds at
   least ``r - 1``, both slots of each suit of the other colour at least ``r - 1``, and
   both slots of the other suit of its colour at least ``r - 2``. Proof: let ``P'`` be
   ``P`` with ``c`` up, and ``Q`` the set of ``c`` and the cards of the other colour up to
   rank ``r - 1``, of ``c``'s suit up to ``r - 1`` and of the other suit of its colour up
   to ``r - 2``. In ``P'`` every card of ``Q`` is on a foundation (both copies of each
   card of ``Q`` but ``c``; ``c``'s other copy may be anywhere), and a card that fits on
   a card of ``Q`` (one rank lower, the other colour) is in ``Q``. Take a winning line
   ``L`` from ``P``. A card of ``Q`` leaves a foundation only by a take-back, onto a
   column's top card (no card of ``Q`` but ``c`` is a King), and no card outside ``Q`` is
   ever put on one; so the cards of ``Q`` off the foundations always lie at the top of
   their columns, above every other card (and ``c`` at first, possibly, in the waste,
   under the cards drawn after it). Let ``L'`` be ``L`` without the moves whose card (or
   run's first card) is in ``Q``, each other run moved cut below its cards of ``Q``. By
   induction along ``L``, ``L'`` reaches ``L``'s position with every card of ``Q`` on a
   foundation: each column less its cards of ``Q`` (the face-down card under ``c``
   turned already), the waste less ``c``, the same stock, and each suit's pair of slots
   raised to at least its part of ``Q``, ``c``'s suit with one slot at ``r - 1`` raised
   to ``r`` while ``c`` is off in ``L`` (one is at ``r - 1`` then: both at ``r`` or more
   would hold both copies of ``c``). Each move of ``L'`` is legal there: the same card
   moves, outside ``Q``; a column target has the same top (a top of ``Q`` takes only
   cards of ``Q``); a card outside ``Q`` goes up on a slot of height at least its suit's
   part of ``Q``, so the same in both (``c``'s other copy, while ``c`` is off in ``L``,
   finds the slot ``L`` leaves at ``r - 1``); a take-back takes a card above that part,
   the same; a click draws the same cards. ``L'`` ends won and is shorter than ``L``
   (``c``'s move up is gone), so, as for 2 and 3, the induction below goes on from
   ``P'``. Only in Vegas (``lifts``): the Normal lists' shipped lines were found without
   it. Measured in ``docs/solver-speed.md``.

By induction on the length of a shortest winning line, a winnable position keeps a winning
line made only of moves that the search generates, so an exhausted search means ``lost``.
The transposition table only skips positions already visited; with pruning 1 every
position reachable from a visited one is still visited (by induction on the depth of the
first visit: the position a pruned move leads to is one move from the parent). With draw 1
and Normal scoring an Ace or Two anywhere in the talon counts as the waste top (clicks
reach it for free); with draw 3 and Normal scoring none goes up by itself, as taking a
card out of the talon changes the groups of three of the next passes.

*The dig-out bound* (Vegas, sound search: :meth:`_Search.can_dig`). Call a card *locked*
while it lies in the talon or face down, *free* otherwise (on a column face up or on a
foundation); a card that becomes free stays free (no move puts a card back into the talon
or face down). A card ``c`` *may leave* with a set ``F`` of free cards when it is a King,
or a copy of one of the two kinds it fits on is in ``F``, or a copy of every lower card of
its suit is in ``F``. The closure starts with ``F`` the free cards and plays the single
pass: the drawn talon cards still locked (the waste) form a stack in drawing order; it
frees the stack's top card while it may leave, and in each column with face-down cards
the top face-down card when the card on it (first the lowest face-up card, then the card
freed last in that column) may leave, until nothing changes; then it draws the next
``draw`` stock cards (in the stock's order) onto the stack and closes again, until the
stock is drawn. If a card stays locked, the position is lost. Proof: take a winning line,
its free set ``A_t`` after its ``t`` first moves and its count ``q_t`` of talon cards
drawn (it never falls: no recycle in Vegas), and let ``G(q)`` be the closure's free set
once it has closed with ``q`` cards drawn (``G`` only grows with ``q``). By induction
``A_t`` lies in ``G(q_t)``. A click adds nothing to ``A`` and only raises ``q``. A card
that becomes free at move ``t + 1`` is a talon card played to a foundation (one copy of
every lower card of its suit is then on the foundations, in ``A_t``), to a column (onto a
face-up card, in ``A_t``) or, a King, to an empty column; or a face-down card turned
because the card directly on it moved, alone or with the cards on it, to a foundation
(it is the top card then, and the lower cards of its suit are up), onto a face-up card
of ``A_t`` or, a King, to an empty column. A talon card ``x`` that leaves is the waste's
top: it is among the ``q_t`` drawn cards, and every card drawn after it is gone, so in
``A_t``, so in ``G(q_t)``; the closure's stack at ``q_t`` holds the drawn cards outside
``G(q_t)``, so ``x`` is its top (or already free), and it may leave with ``A_t``, so
with ``G(q_t)``: the closure frees it. (With draw 3 a click draws three, and ``q_t``
moves on by three as the closure's draws do.) The card directly on a face-down card is
the lowest face-up card until that one moves, then the card turned last there (a column
is a stack: a card turned stays directly on the next face-down card until it moves),
exactly the closure's order; and *may leave* only grows with ``F``. A won line ends with
every card free and the stock drawn, so every card is in the closure. Before issue 27
the closure freed a stock card whenever it might leave, in any order: sound too, but it
missed that a card drawn buries every card under it until it leaves (measured below).
The bound reads only the locked cards and the card on each column's face-down cards, so
moves between columns, to the foundations and back that turn no card leave its answer as
it is: it is tested after a talon move, a turned card or an automatic move, and cached by
what it reads. Since issue 27 only after a talon move with stock clicks: every position
the search reaches passes it (the root is tested; a move that turns no card and plays no
talon card leaves its inputs as they were), and a move without clicks only frees cards.
The waste's top played leaves the drawn cards still locked as they were, less their top,
now free; a card turned was freed by the parent's closure only after the card on it
left, and in the child it is free and the card on the rest; a card going up is free
either way. Starting from a larger free set and the same or a shorter waste stack, the
child's closure frees at every step at least what the parent's did (*may leave* only
grows), so every card. Only clicks bury cards that the closure would have freed between
two draws. The tree is the same, position for position (measured, issue 27: D3V BRBOULL
at 300,000 positions, 42,600 positions a second to 46,800, compiled). A position that
fails it is lost and is
not searched on; a winning line passes through none, so the induction below still holds
for the winnable positions (the only ones it needs). Unlike the dead-card bounds below
(which read the columns' face-up cards, so that the moves between columns that the search
tries next undo their cut), it cuts every position of such a group at once. Measured
(issue 20): no position of the 89 Vegas winning lines shipped then (19,188 positions) fails
it; in 596 small endgames (``tests/engine/test_solver.py``'s generator, 150 seeds) the
sound search gives the same answers with and without it. Exhausted sound trees (the
positions it cuts counted as searched): D3V UXDQYSW 14,223 positions to 5,761, ZGAJIFM
130,784 to 78,044, and of ``--seed 2027`` YCVYUEA 71,820 to 5,214, XLTLULX 312,460 to
21,553, TVFVQUT more than 600,000 to 594; D1V TVFVQUT, more than 600,000, to 115,376 (the
first D1V deal proven lost here). At 500,000 states a deal, with the Vegas schedule below,
``benchmarks/solver.py`` decides D1V 4 and D3V 4 of its 20 deals (3 and 3 before) and of
the 20 of ``--seed 2027`` 6 and 4 (5 and 2); at 10 s (two runs side by side on the 2-core
machine) 6 and 4 (5 and 3 before), and of ``--seed 2027`` 7 and 4 (6 and 2 before). Tried
and left out: the same bound in the beam search (a failing position scored last): the
same wins of 20 D1V deals at widths 40 and 120, twice the time.
The stock drawn in order (issue 27): exhausted plain sound D3V trees, UXDQYSW 5,761
positions to 1,806, ZGAJIFM 78,044 to 14,640 (RAFGMTE 21,727 and MXYJBGE 600 unchanged);
at 100,000 states ``benchmarks/solver.py`` proves 4 of its 30 D3V deals lost (3 before:
ZGAJIFM now fits); the same CPU time per position; no position of the 89 Vegas lines
shipped then fails it, nor does any won endgame of ``benchmarks/vegas_bound_check.py``.

*The dig-out bound with places* (issue 27: :meth:`_Search.can_dig_places`). The closure
above lets a card leave onto any free card of a kind it fits on, even one that is buried
in a column and can never be uncovered, and lets a King leave where no column can ever
be empty. This one keeps, beside the free set ``F``, the set ``U`` of free copies that
are *places*: at first the cards on the foundations and each column's top card; a
face-up card of a column joins ``U`` once the card directly on it (in the position
tested) may leave; a card freed from the talon or face down joins ``F`` and ``U`` at
once. ``E`` says a column can be empty: at first when one is; later once the bottom card
of a column may leave (the lowest face-up card of a column without face-down cards, or
the last face-down card freed there). A card ``c`` *may leave* when it is a King and
``E``, or a copy of a kind it fits on is in ``U``, or it is *uncovered* and a copy of
every lower card of its suit is in ``U`` (a lower card that is free but can never be
uncovered opens no foundation route); a card is uncovered when it is the waste's top,
a card freed from face down, a column's top card, or a face-up card the card on which
may leave. The talon is played as above (the stock in order onto the waste stack, its
top freed while it may leave), the top face-down card of a column is freed when the card
on it may leave (the lowest face-up card, uncovered as just said, then the card freed
last there, uncovered), all to a fixpoint. If a card stays locked, the position is lost.
Proof: take a winning line, with ``A_t`` and ``q_t`` as above, and the closure's sets
``G(q)``, ``U(q)``, ``E(q)`` (all only grow). By induction on ``t``: (i) ``A_t`` lies in
``G(q_t)``; (ii) every copy on a foundation or on top of a column at time ``t`` is in
``U(q_t)``; (iii) every card that moves at move ``t + 1`` (alone or with the cards on it)
may leave with ``G(q_t)``, ``U(q_t)``, ``E(q_t)``. (iii) from (ii): a card moves onto a
column's top card (in ``U``), to a foundation (it is then the top of its column, or the
waste's top, and a copy of every lower card of its suit is on a foundation, so in ``U``
by (ii); a face-up card of the
position tested is the top only after the card on it moved off it, which by (iii) at
that earlier move may leave, so the closure holds it uncovered; any other card counts as
uncovered anyway), or, a King, to an empty column: a column is empty at ``t`` only if it
was at first or its bottom card moved off at some earlier move (the bottom card of a
column is its first card until the column is empty, and a column with face-down cards
has them all turned before its last one, the bottom, can move), which may leave by (iii)
then, so ``E``. (ii): a copy on a foundation or a column's top at ``t`` was so at first
(in ``U`` at once), or was locked at first and is free now (in ``G`` by (i), and freed
cards join ``U``), or lay face up under a card ``d`` at first: ``d`` has moved off it
(a move that starts at ``d``: a move that starts lower carries both), and ``d`` may
leave by (iii) at that move, so the card joined ``U``. (i) as in the proof above, with
"onto a face-up card of ``A_t``" read "onto a column's top card, in ``U(q_t)``" and the
card directly on a face-down card being the lowest face-up card (uncovered as in (iii))
until it moves, then the card turned last (which was the top when it was turned). A
won line frees every card, so the closure does. Every card the closure frees with
places it also frees without them (``U`` lies in ``F``, the other tests only add
conditions), so the bound with places is the stronger one; the plain one runs first, as
its answers are cached by the locked cards. Both are tested at the same positions (after
a talon move, a turned card or an automatic move): tested after every move, it cut the
exhausted trees of two greedy players' D3V positions hardly more (JARJULT after 17
actions: 31,049 positions instead of 31,905; SRIQMCP after 30: 8,224 both ways) at 1.3
and 2.2 times the time. The columns are scanned again only when a card that one of
their failed tests waits for (a kind it fits on, the lowest card of its suit not in
``U``) was freed, or the last scan changed something: the same fixpoint. At first
the foundation route took any free lower cards (in ``F``); asking for places cuts three
of 18,000 endgames of the cross-check's generators at their root that it let through
(all lost: ``run_endgame`` 401 D1V, 7,063 positions without places and 5,971 with the
first version, and 1792 of both draws, 25 and 25) and shrank exhausted trees at
100,000 states (D3V RAFGMTE 7,175 positions to 4,032, GIBQYRE 66,058 to 1,579). Measured in
``docs/solver-speed.md``; cross-checked by ``benchmarks/vegas_bound_check.py --runs``
(brute force on endgames) and ``--cuts`` (the endgames it alone cuts are lost).

*Why not the classic rule* (a card goes up when its rank is at most 2 more than the
foundations of the other colour) in the sound search: with two copies and two slots per
suit it fails. If 2♠ lies on two columns and only one ♠ slot holds its Ace, sending one
copy up keeps the other one down until the second Ace is found, where the winning line may
have needed the other column opened first (the copies cover different cards). And cards
can come back from the foundations, so "every card that could go on it is already up"
does not last. Rule 3 asks for both Aces exactly for the first reason; rule 5 asks for
both slots everywhere, and one rank more of the other colour, for both reasons: what
could come back onto the card is then only what comes back with it.

*Beam search (Vegas).* With a single pass a depth-first search drowns: every talon card
the stock can still bring up is a move (burying the cards clicked past), so the tree is
wide at every level and an early wrong choice is never undone in time. :func:`solve`
first runs a beam search there: level by level it expands every position of the beam by
every move of the fast search (below), keeps the ``width`` best new positions by a score
(cards on the foundations, less face-down cards and, heaviest, less cards buried in the
waste, which a single pass can only dig out from the top) and stops at a win or when no
new position is left. Its wins are real wins (replayed like any other); running out
proves nothing. On random deals a width of 40 wins about one D1V deal in eight in half a
second (the depth-first search won none of 260 in 4 s), and about one D3V deal in a
hundred. Beams of another width or another weight of the buried cards win other deals (of
16 D1V deals, width 40 won 3, width 120 three others but one of the first, weight 15
instead of 30 one more), so :func:`solve` runs each width with two weights. Tried and
left out (issue 20): with draw 1, a second beam of each width that weighs each buried
card by its rank (an Ace 13/7 of a card, a King 1/7, as the foundations need the low
cards first) instead of halving the weight. Of the 20 D1V deals of
``benchmarks/solver.py`` two were won by it alone (by none of sixteen beams of the first
score, widths 40 and 120, weights 0 to 60, two seeds) and :func:`solve` with it decided 6
at 10 s instead of 5; of 20 other deals (``--seed 2027``) 4 instead of 6. A beam's wins
hang on the seed that breaks its ties nearly as much as on its score (two deals were won
by width 120 and weight 60 with one seed, not with the other), so a tuning on a few deals
does not carry over.

*The beam takes the nearest talon cards only* (issue 27). A move of the fast search may
take any talon card the stock can still bring up that goes somewhere, burying the cards
clicked past; with a stock of 59 cards most of a beam's new positions were such moves,
and the score drops nearly all of them (a card buried costs 30, three cards on the
foundations). With draw 1 a beam now tries a talon card only among the one or two nearest
(fewest clicks away) that go somewhere (:meth:`_Search.moves` with ``near``; ``beam_search``
two); the column moves are all tried, and a deeper card is reached once the nearer ones
are played or buried by the next click. This only narrows a search that proves nothing,
so every answer stays sound and every win is replayed as before. A beam of width 40
costs far less (D1V YURIWFL won in 15,707 positions instead of 64,208; on 30 D1V deals,
width 40 with
the two nearest searched 8,100 positions a deal on average, with all moves 41,900) and
wins more: with the beam phase of a 200,000-state solve alone (90,000 positions, widths
40, 40, 120, 120, … and the two weights), 30 D1V deals of each of three seeds (2026,
2027, 2028) were won 1, 7 and 3 times with every talon card, 8, 9 and 5 with the nearest
one, 6, 6 and 7 with the two nearest, and 7, 11 and 4 (22 of 90 instead of 11) when each
width's first beam (the full weight) takes the nearest and its second (half the weight)
the two nearest, which :func:`solve` now does. With draw 3 the beams take every talon card
as before: on 30 D3V deals (seed 2027) the one win stays with the two nearest and with the
pair, not with one alone, and the D3V list's lines (the ones :func:`solve` finds) stay the
same. Not kept: widths from 120 or 360 (the same 6 wins or 3 of seed 2026 at that
budget) and a best-first search of the beam's score over all moves (at 200,000 positions
a deal, 3 and 2 wins of 30 where the beams of the time won 3 and 7, seeds 2026 and 2027).

*The beam minds the low cards it buries* (issue 27). A single pass digs the waste out
from the top only, and an Ace or a Two under the waste's top card holds up its suit's
foundation slot until every card above it is played. With draw 1 the beam's score takes
``_BEAM_LOW`` (20) off for each Ace under the top card twice and for each Two once (on
top of the weight of every buried card). Only the order of a search that proves nothing
changes. Measured with the beam phase of a 90,000-state solve alone, on 30 D1V deals of
each of nine seeds: 2026–2028, 22 wins before and 29 after (all 22 among them); 2029–2031,
35 and 41; 2032–2034, 26 and 26 (23 in both); at 200,000 states, 2026–2028, 27 and 31.
Not kept, on 2026–2028 at 90,000: weights 12 (25), 30 (27) and 10 with Threes too (25);
Aces only, 40 (24); a penalty of the face-down cards squared (25, and 28 with the low
cards); the cards lying on each Ace and Two of the columns, 3 or 8 a card (22, 26); at
most 4 new positions kept from each position of the beam (21). Draw 3 is left as it was
(its beams win about one deal in a hundred, too few to measure a change on).

*The beam keeps few siblings* (draw 1, issue 27). The best new positions of a level are
often children of one position that differ in one card (a run moved here or there, the
talon card put on one column or another), so a beam of width 40 holds a few lines many
times over. With draw 1 the next level now takes at most ``_BEAM_SIBLINGS`` (2) children
of one position, best first, and only then the best of the others while there is room
(:meth:`_Search.beam` with ``siblings``; ``beam_search`` too). The same idea as the
sibling penalty of diverse beam decoding (Li, Monroe and Jurafsky, "A Simple, Fast
Diverse Decoding Algorithm for Neural Generation", 2016), here as a cap. Only which
positions a search that proves nothing keeps changes, so every answer stays sound and
every win is replayed. Measured with :func:`solve` at 900,000 positions a deal
(compiled, 30 D1V deals a seed; seed 2028 a sample used for no choice before): seeds
2026, 2027 and 2028 won 13, 15 and 12 before, 17, 19 and 15 after (51 of 90 instead of
40: 14 deals won that were not, YIZIGUN, RLOORPF and UKOXLNH no longer); a cap of 3 won
17, 16 and 12. At the lists' 200,000 positions, where the beams reach widths 40 and 120
only, it gives as much as it takes: 33 of the same 90 won, 34 before. (A cap of 4 measured
earlier in the beam phase alone, at 90,000 positions, won 21 of 90 where the beams of the
time won 29: see above.) Draw 3 is left as it was (its beams win about one deal in a
hundred, and its list's lines come from them).

*Vegas schedule.* Before the beams, :func:`solve` gives a tenth of the budget to a sound
search: the tree of a lost single-pass deal is often small (five lost D3V deals that took
107,000–244,000 positions behind the beam phase were proven lost by a sound search alone in
95–12,261 positions). After the beams, a sound search tries each position's moves best
first by the beam's score of the position after each move (``order``: only the order of the
same moves changes, so the proofs above hold as they are) with ``endgame_share`` (0.3) of
what is left (with draw 1 only: see below), and *caps* every cleared endgame: a position
with the stock empty and no card face down (won exactly when the waste can be dug out),
entered by the search, may have ``_ENDGAME_CAP`` (1,000) positions searched under it;
then that part is given up as if exhausted (its positions stay in the transposition table)
and the search goes on above it.
Best first, the search reaches such endgames early and used to stay in the first one: D1V
BRBOULL spent 88,000 of its first 100,000 positions under one endgame with six cards in the
waste, moving runs and taking cards back. A search that gave a part up answers ``unknown``
when the rest is exhausted, never ``lost``; one that reached no cap is the plain sound
search, so its ``lost`` stands; its wins are replayed like any other. Alone, it won BRBOULL
in 21,138 positions (not in 150,000 uncapped). Last, one plain sound search (unordered:
about twice the positions a second of the ordered one, which is what an exhausted search
needs) gets the rest: since issue 27 the first sound search going on where it stopped
(below, *The last sound search goes on with the first*). This replaced, in Vegas, the
restarts of the other modes and an ordered last search (issue 20). At 500,000 states a
deal (about 10 s), of the 20 D1V deals of ``benchmarks/solver.py`` it wins BRBOULL
(296,138 positions; unknown before), and of 20 others (``--seed 2027``) it wins CNCJPYX in
321,455 positions instead of 433,955 (its first win came from the ordered search before
too). With a budget of states every phase gets its share of the states and the clock
plays no part in the answer. Before that change, in 60 solves of 10 s (issue 20: 40 D1V,
20 D3V) every deal decided was decided before the beam
phase ended (by the clock: losses by the first sound search, wins by the beams), yet a beam
share of 0.9 instead of 0.5 decided the same 5 and 6 D1V deals of two samples of 20: the
wider beams it reaches won nothing more. A longer first sound search does not help either:
alone with 600,000 positions it proved lost the same 2 of the first 11 D3V deals that
22,000 positions prove. Since the draw-1 beams take the nearest talon cards only (a fifth
of the positions a beam), the wider ones win: with draw 1 the beams now get 0.8 of what the
first sound search leaves (``_BEAM_SHARE_D1``). At 900,000 positions a deal, 30 D1V deals
each of seeds 2026 and 2027, 0.8 won 14 and 14 where 0.5 won 13 and 13 (all of them among
them; the one deal lost, of seed 2027, stays lost by the first search); at 10 s a deal,
side by side, 13 and 16 where 0.5 won 13 and 14; the Vegas hint (30 D1V positions, 5 s)
decides the same 36.7 %. Draw 3 keeps 0.5: its beams win about one deal in a hundred, and
its lists' lines come from them. A share of 0.15 there proved one D3V deal more of 30 (seed
2027, 900,000 positions: 13 decided instead of 12) at about a quarter more time a position,
and would change the D3V list's lines. The widths grow threefold because that wins most:
with the beam phase alone at 720,000 positions (what 10 s leaves it), of 30 D1V deals
(seed 2027) widths times 3 won 17, times 2 won 14, times 4 won 16, times 5 won 15, and
width 40 again and again with a new seed for its ties won 12. More budget wins little
more: at 1,000,000 positions the beams won the same 17 (and 12 of seed 2026, where
:func:`solve` at 10 s wins 13), so a share above 0.8 would only take positions from the
sound searches. A beam stops reading the talon at its nearest cards that go somewhere
(``moves`` with ``near``) instead of making every talon move and dropping the far ones:
the same moves, so the same wins at the same positions, at 146,000 positions a second
instead of 122,000 (the beam phase of those 30 deals, compiled). With draw 3 the ordered
search is left out (``_ENDGAME_SHARE_D3``, issue 27) and its share goes to the last, plain
one: a D3V deal is decided by proofs of loss (its beams win about one deal in a hundred),
which the ordered search can give only where it gave no endgame up, while since the stack
swap (below) the plain search proves more. At 10 s a deal (compiled, 30 D3V deals of
seeds 2026 and 2027) that decided 8 and 13 deals instead of 7 and 12 (PIPIJIA and YPRVHWG
too); giving the beams a quarter instead of half as well decided the same 8 and 13.

*A short stock* (issue 27). With ``_SHORT_STOCK`` (15) clicks or fewer left in the stock
(15 cards with draw 1, 45 with draw 3), :func:`solve` gives a Vegas position's whole
budget to one plain sound search, as ``sound=True`` does. The beams are there because a
depth-first search drowns in the talon cards a single pass can still bring up; with a
short stock there are few of them (a click brings one card up to the waste's top, with
either draw), and late in a game the shares of the beams only keep the sound search from
the end of its tree. On 240 positions sampled from greedy play
(``benchmarks/hint_vegas.py``, seeds 2027, 2028 and 2029, D1V and D3V, 120 each) at
500,000 states: of the 67 with 15 stock cards or fewer, the sound search alone decided 64
and the schedule 61, and none that the sound search did not (of the 23 with 16 to 20,
both the same 21; with 21 and 29 cards the beams won a position each that the sound
search did not, and with more, many). With draw 3 the line was then drawn in clicks: of
the 82 D3V positions with 16 to 45 stock cards among 3 × 60 sampled the same way (seeds
2027, 2028 and 2029, 20 deals each), the schedule decided 76 and the sound search alone 77
(UKLGYWV after 19 actions won), none the other way, and the same answer wherever both
decided (9 of them in fewer positions). A deal's first position has 59 cards in the stock
(20 clicks with draw 3), so the deals, the lists and the table are not touched; the hint
and the analysis are, late in a game. Measured in ``docs/solver-speed.md``.

*The last sound search goes on with the first* (issue 27). The first sound search, when
its share runs out, is *paused* (:meth:`_Search.resume`): its path of frames and its
transposition table are kept, the move it was playing is taken back and its keys taken out
of the table, and its frame's next move is that move again. The last plain sound search
is that search going on, with the rest of the budget, instead of a new one started from
the root. Both are the same depth-first search: it reads nothing but the position, its
path and its table (its caches only remember answers), so a new search with the same
arguments plays the first search's moves again, move for move, up to where it was paused,
and then what the paused one plays when it goes on. So the search that goes on reaches,
within the same budget, every position the new one would, sooner by the first search's
positions: every deal that the schedule decided before it decides the same way, a win by
the same line, and some that it did not. What it costs is the first search's table, kept
in memory while the beams run. (An earlier stop measured it at the old speed and left it
out: at 10 s it proved the same D3V deals lost, VANDGNJ in 389,102 positions in all
instead of 567,825, but no more. Measured again in ``docs/solver-speed.md``.)

*Nested Monte Carlo search (draw 1, issue 27).* After the beams, with draw 1,
``_NESTED_SHARE_D1`` (0.5) of what they leave goes to nested Monte Carlo searches of
level 1 (Cazenave, "Nested Monte-Carlo Search", IJCAI 2009; :meth:`_Search.nested`): from
the position, each move (the beams' moves, with the nearest talon card that goes
somewhere) is followed by a greedy rollout (:meth:`_Search.rollout`) that plays the move
to the best position not seen on its way, by the beam's score with the low cards buried,
until none is left; the first move of the best sequence seen so far is played, and so
on, until a win or a position with nothing new to try. A search that ends without a win
starts again from the root with new ties (seeds 1, 2, …), and, as the beams do, an
even seed takes the two nearest talon cards that go somewhere instead of the nearest
(at 900,000 positions, 30 D1V deals each of seeds 2026, 2027 and 2028: 18, 19 and 15 won
where the nearest alone won 17, 19 and 15; ZGAJIFM is the one more, and the same deals
otherwise; half the weight of the buried cards on even seeds instead won the same 17 of
seed 2026). Like the beams it proves
nothing, and every win is replayed. It follows one deep line where a beam keeps many
alike, so it wins other deals: alone, with 1,000,000 positions a deal (compiled), it won 5
of the 30 D1V deals of ``benchmarks/solver.py`` (seed 2026) and 9 of ``--seed 2027``,
among them LJGMGVT and SKBOVFV, which :func:`solve` left unknown at 900,000 positions,
and some in far fewer positions than the beams (SPNPOSZ in 511, CNCJPYX in 7,655, where
:func:`solve` took 100,201 and 263,815). It comes after the beams, so that every deal they
win keeps its line (the lists' lines), and takes its share from the sound searches after
it, which with draw 1 decide little (at 900,000 positions, of 60 D1V deals they won
BRBOULL and WGTOPIR; both are still won). Measured in ``docs/solver-speed.md``.

*Not done: a dead-card bound.* A waste card whose foundation route is shut (both copies
of a lower card of its suit lie under it in the waste: they can only come out after it)
and whose four column places lie under it too can never leave the waste, so the position
is lost. Sound, but in 600,000 positions of twelve Vegas searches it never fired (the
four places are almost never all buried), so it was left out. A general form was tried
too (issue 20). The cards that cannot leave their places before the waste card ``x`` does
start as the waste under ``x`` and grow to a fixpoint with the bottom part of every
column whose gate card has both routes shut by those cards or by the cards under it (a
gate: a face-down card, the lowest face-up one, or a face-up one all of whose run below
it is shut too, as the move of a deeper run would carry it off); a card counts as a free
column place unless it lies in the waste under ``x`` or strictly under the top of a shut
part; a foundation route whose higher slot already holds the card's twin stays open while
that slot's top card has a free place (it may be taken back); ``x`` with both routes shut
can never leave. It fired in a fifth of the positions of a sound D3V search and a tenth
of a D1V one (one deal each, 20,000 positions), nearly all with the stock empty, and 400
of them (of the D3V deal) searched without it from scratch were all lost; but what it
cuts leads to positions the search reaches anyway: on the 20 D1V and the 20 D3V deals of
``benchmarks/solver.py`` at 200,000 states every answer and every count of positions
stayed the same, at four to five times the time, so it was left out too. Where the states
go: the same two deals searched to 200,000 positions spent over 90 % of them with the
stock empty (D1V: no face-down card left and 5 to 10 cards in the waste; D3V: about 40 in
the waste), moving runs between columns and taking cards back. (Measured again for the
dig-out bound: in the plain sound search of D1V and D3V deals the stock is empty or nearly
so and 30 to 50 cards lie in the waste, but 15 to 30 cards are still face down: the
endgame without face-down cards is where the best-first search goes, not the plain one.
A sound search of at most 1,000 positions run on each beam position with the stock empty
and no card face down, to finish it, won nothing: the beams of 20 D1V deals reach such a
position in two deals only.)

*Not done: a use rule for take-backs, foundation cards as places only once they can be
taken back, and cards up at once where a take-back undoes it* (issue 27). In the late
positions of a Vegas hint that the sound search leaves undecided, most moves made are
between columns, to the foundations and back (D1V XQZUMWL after 126 moves, 100,000
positions: 93,000 cards up, 67,000 run moves, 59,000 take-backs), and without take-backs
(unsound) four of the nine late ones of ``benchmarks/hint_vegas.py`` are exhausted at
once (ZAQOAMY after 135 moves in 100 positions, SRIQMCP after 109 in 929). (1) A
take-back need only be followed by a move that uses its card (moves from or onto its
column, or a card of its suit going up): postponing it past any other move keeps a
shortest winning line legal and as long. But that cuts edges, not positions: the position
with the card taken back and another move made is reached the other way round, so the
exhausted trees stayed the same size or grew (D3V RAFGMTE 4,032 positions to 5,444, since
the positions right after a take-back could no longer go in the table), and the nine late
hint positions stayed unknown at 300,000. (2) The bound with places counts every card on
a foundation as a place; a card on a foundation can be a place only once it and every
card on it can be taken back, one by one from the top, each onto a place (a King to an
empty column), which is sound by the same induction. On the 30 D3V deals of ``--seed
2027`` at 100,000 states it decided the same 11 (exhausted trees: LSOYQKW 84,592 to
66,418, QEUERZV 67,639 to 67,629, the rest the same) at about 7 % fewer positions a
second, and none of the nine late hint positions within 300,000, so it was left out. (3)
With (1), a card of a column that lies on a face-up card (or a King alone in its column)
and may go up can go up at once: the take-back puts it back, so both positions reach each
other; the positions right after take-backs then go in a table of their own with the
cards still to be used. Exhausted D3V trees shrank a little (XLTLULX 5,855 to 4,869,
GIBQYRE 1,579 to 1,273, LSOYQKW 16,092 to 13,914), the nine late hint positions stayed
unknown at 300,000, and the best-first sound search of a draw-3 endgame of the tests
(seed 5) that wins in 9,296 positions ran past 2,000,000: the take-backs that a use needs
come in chains, one onto the other, and every chain is a position. Left out.

*Not done: two stronger bounds for the lost D3V trees* (issue 27, measured in
``docs/solver-speed.md`` with ``benchmarks/lost_trees.py``, the CPU time to exhaust 21
lost D3V trees). (2) above on whole trees: 8.3 % fewer positions (ZWJNXHG 654,316 to
536,030) in the same time. *The waste's room*: when a waste card leaves, every card above
it has left and it and every card under it are still there; a suit with both copies of
some card there has no card above that rank on a foundation, so such of its cards as lie
face up on the columns or above in the waste lie face up on the columns then; a non-King
face-up card lies on a card one rank higher of the other colour, one card on each, unless
it lies where it was turned (on a face-down card, or at the bottom of its column); so,
by rank and colour from the Aces up (a class's cards there, less those that may lie where
they were turned, need as many of the class above), the cards that must be face up on
the columns then cannot outnumber the copies not in the waste, or the position is lost.
It cuts IEANLIC's tree from 634,486 positions to 523,950 and none of ZWJNXHG's, and cost
more time than it saved in each of the three forms tried.

*Vegas draw 3 is a restriction of Vegas draw 1* (issue 27). Claim: from any position
(the same cards in the same places), every line of Vegas draw 3 is, action for action, a
line of Vegas draw 1 that passes through the same positions but for the waste's fan. Proof,
from the rules (``docs/rules``, seed text: "trækbunken kan kun gennemløbes én gang, både ved
træk 1 og træk 3") and :meth:`Game.push`: (1) the deal is ``deal_cards(code.deal)``, the
number alone, so both modes start from the same position; (2) a draw-3 click takes the
``k = min(3, len(stock))`` top cards, top first, onto the waste, which is exactly ``k``
draw-1 clicks, the last partial triple (``k`` = 1 or 2) included; (3) in both modes only
the waste's top card may be played, so every other action is legal in one mode iff it is
in the other, with the same result (the fan is display only); (4) Vegas never recycles in
either mode, so no recycle regroups the triples; scores differ in nothing that decides a
win. By induction on the line, a draw-3 line is a draw-1 line with each click split into
``k`` clicks (:func:`line_as_draw1`), so a draw-3 win gives a draw-1 win, and if every
draw-1 line from a position fails, so does every draw-3 one: a sound draw-1 proof of loss
proves the draw-3 position lost. (The converse fails: draw 1 may take the 2nd card of a
triple without the 1st going first.) :func:`solve` can use it in Vegas draw 3 (off by
default: ``draw1_share`` = 0, as on 30 D3V deals at 100,000 states a share of 0.1 taken
from the last sound search lost RAFGMTE's proof, 3 to 2 decided): before the last sound
search it spends ``draw1_share`` of the budget on a sound search of
:func:`as_draw1`'s copy and answers ``lost`` if that proves it (a draw-1 tree is bigger per
click but takes no dead draws). Measured in ``docs/solver-speed.md`` (issue 27).

*A SAT-solved relaxation (issue 27): the partial model needs no SAT solver with a
single pass.* Dang, Gent, Nightingale, Ulrich-Oltean and Waller (CP 2025) prove deals
lost when a relaxation in which a card, once available, stays available has no
solution. With a single pass that relaxation, as far as it is monotone (a card may leave
once a place or a foundation route for it is available; available cards stay so; the
stock is drawn once, in order, onto a last-in-first-out waste), is decided exactly by the
dig-out bound's closure above, in polynomial time: at each count ``q`` of cards drawn
the closure's free set is the largest any relaxed line reaches with ``q`` drawn, and its
waste stack the smallest (by induction on the relaxed line, as in the proof above:
freeing never hurts, as *may leave* only grows), and a click is the only other thing a
relaxed line can do. So a SAT encoding of it (a time index by cards drawn, a card
available at ``q`` if its place or route is) has a model exactly when the bound passes:
a SAT call could only be slower. What a SAT solver would add are the constraints that are
not monotone, which the closure cannot take: a card holds one card at a time (a free 8
takes one of the four red 7s, not all of them), a card on a column stops being available
once covered, a card taken back needs a place of its own. Those need the order of the
moves (a planning model over time steps with a bound on their count, which a proof of
loss must justify for take-backs) and were not built. Measured (issue 27): at the first
position of the 30 deals of ``benchmarks/solver.py`` (seed 2026) the closure, with the
stock in order, passes in every one of D1V and D3V: the monotone relaxation proves no
deal lost at the start; its gain is inside the search (below and ``docs/solver-speed.md``).
python-sat 1.9.dev24 was installed and measured for the installers but is not a
dependency: its wheels for CPython 3.11 are 4.1 MB (Linux, 8.4 MB of solvers installed),
2.3 MB (Windows) and 2.4 MB (macOS arm64), plus ``six``.

*The split rule (issue 27): incomplete-pile dominance in the sound search.* Call a
*split* a move of part of a built run, from a card ``c`` that lies on a face-up card
``u`` (not from the column's lowest face-up card). The sound search generates a split
only when ``u`` may go to a foundation, and plays it as one move with ``u`` going up
(the position between the two is never a position of the search: it is not put in the
transposition table, so no position is skipped that was not searched). This is Blake &
Gent's rule (arXiv 1906.12314, Theorem 4, App. B.2), proved here for two decks,
take-backs and the single pass. Claim: every winnable position has a shortest winning
line in which every split is followed, as its next move other than stock clicks, by the
card it uncovered going to a foundation.

*Exchange.* Let a line ``L`` play a split ``S`` that moves the run from ``c`` off ``u``
onto ``t`` (a face-up top card, so of ``u``'s rank and colour, of either suit and
either copy: every card that can lie directly on ``u`` can lie on ``t`` and the other
way round). Call the face-up cards on ``u`` its *stack*, and the same for ``t``; both
stay runs whose lowest card fits both ``u`` and ``t``, and neither ``u`` nor ``t`` is
ever in a stack (a stack's cards are of lower rank). Let ``L'`` drop ``S`` and replay
the rest of ``L`` with the invariant: *the position of ``L'`` is the position of ``L``
with the stacks on ``u`` and on ``t`` swapped* (true after ``S``: its stack on ``t`` is
the run on ``u`` in ``L'``). Each move of ``L`` is replayed with the same cards: (a) a
move that touches neither stack, ``u`` nor ``t``: the same move; (b) a run moved out of
a stack, a card or run put on a stack's top card, a stack's top card to a foundation, a
card taken back onto it, a talon card played onto it: the same move, its source or
target column being the other one of the two (the same top card); (c) a card or run put
on ``u`` (or ``t``) while its stack is empty in ``L``, from anywhere (a column, the
talon, a take-back, one stack to the other): put on ``t`` (or ``u``) in ``L'``, whose
stack is then empty too, and it fits, as ``u`` and ``t`` are of the same rank and
colour; (d) a run that carries ``u`` or ``t`` (from it or from a card under it): the
same first card, the same target, so it carries the other stack along (legal: a stack
fits on ``u`` and on ``t``; the target is never a stack's top, whose rank is too low;
the same card is turned under it); (e) ``u`` (or ``t``) to a foundation: its stack is
empty in ``L``, so in ``L'`` the stack on it is ``t``'s (or ``u``'s) stack of ``L``, and
``t`` (or ``u``) has none: if that stack is not empty, ``L'`` first moves it from ``u``
onto ``t`` (or the other way), which makes the two positions equal, then plays ``u`` up;
from there on, and from any time both stacks are empty, ``L'`` is ``L``. Each move keeps
the invariant; the foundations and the talon are the same in both lines at every step
(the same cards go up and come back, the same talon cards are played: two decks, the
take-backs and the single pass change nothing), and the swap changes no face-down card,
no empty column and nothing the search's win test reads, so ``L'`` wins when ``L``
does. ``L'`` has at most one move more than ``L`` less ``S``: it is not longer than
``L``, and if ``L`` is shortest, ``L'`` is shortest too and the added move is there.

*Induction.* Call a split *wasted* when its next move other than a click is not its
uncovered card going up. Take a shortest winning line and its last wasted split ``S``,
at step ``j``, and exchange it as above. ``L'`` is shortest, so the one move added in
(e) is there: a move from ``u`` (or ``t``), then ``u`` (or ``t``) up, not wasted. The
moves of ``L'`` are those of ``L``, split for split with the same uncovered card, but
for the lowest card of a stack moved off ``u`` in ``L``, off ``t`` in ``L'`` (and the
other way round); the only split not wasted in ``L`` that can be wasted in ``L'`` is
therefore the one right before (e), if it moved ``u``'s whole stack off so that ``u``
went up next: in ``L'`` it moves it off ``t``, and the move added in (e) follows. So
``L'`` has fewer wasted splits, or as many with its last one later (after ``j``: that
split came after a card was put on ``u``, at least two moves after ``S``). Both are
bounded (the lines have the same length), so a shortest winning line with no wasted
split exists. Its first move is a split only if its card goes up next: ``u`` then fits
the foundations already (a split changes none), and the pair is one move of the search.
The other prunings keep their proofs on it: rules 2, 3 and 5 cut an Ace (a Two, the cards
of 5's set) off the runs it is moved with and drop its own moves, so no split loses the
move after it (a split that stays moves a card outside 5's set, the card it uncovers
lay under that one, so it is outside the set too, and its move up stays); a
shortest line plays no take-back that goes straight back (4) and moves no run twice in
a row (1: after a split and its card up, the sibling is the same split to the second
target with the card up; the exception is a card turned by the card that went up); and
the clicks commute as before. By induction on the length of a shortest winning line, as
above, an exhausted sound search still means ``lost``. The fast search splits only when
the card it uncovers may go up too (no proof needed: it answers only wins) but plays the
split alone. The rule holds in every mode, but :func:`solve` uses it in Vegas only: the
Normal winnable lists ship the lines the search found with every split
(``tests/engine/test_winnable_lists.py`` checks that it finds them again), and would
have to be searched again first.

Measured (issue 27): in 992 small endgames of ``benchmarks/split_dominance_check.py``
(D1V, D3V, D1N, D3N; 979 won, 13 lost) the sound search with every split and with the rule
gives the same answers, in 1,251,868 positions and 233,078; the plain sound tree of D3V
RAFGMTE shrinks from 21,727 positions to 9,449; at 100,000 states ``benchmarks/solver.py``
(seed 2026, 30 deals) decides D1V 4 (0 before: the capped best-first search now wins
four endgames) and D3V the same 4 (``docs/solver-speed.md``).

*The stack swap (issue 27): which face-up card of a rank and colour holds which stack
does not matter.* Where the split rule is on, the sound search keys a position
(:meth:`_Search.swap_key`) by each column's *base* (its face-down cards and its lowest
face-up card; nothing for an empty column), sorted, and how many copies of each kind the
other face-up cards of the columns hold (one part), then the foundations and the talon as
before. So two
positions that differ only in which of the face-up cards ``u`` and ``t`` of one rank
and colour (any suits, any copies) holds which *stack* (the face-up cards lying on it,
maybe none) share a key: the search visits one of them. Proof in three steps.

(1) *A swap keeps the fate, and the length.* Let ``P*`` be ``P`` with the stacks on
``u`` and on ``t`` exchanged, and ``L`` a winning line of the search's moves from ``P``
(a split and its card up count as one move, as the search plays them). Replay ``L``
from ``P*`` as in the split rule's exchange above, cases (a) to (d), keeping "the
stacks on ``u`` and ``t`` swapped" as the invariant; each move is replayed by one move.
Case (e), ``u`` going up from ``P`` with no stack while in ``P*`` it holds the stack
``t`` holds in ``P``: ``P*`` plays that stack off ``u`` onto ``t`` with ``u`` up, one
move of the search (a split whose card goes up at once), and reaches the very position
``P`` reaches. A split of ``P`` that takes ``u``'s whole stack onto a top card ``x``
with ``u`` up is replayed by taking the stack ``u`` holds in ``P*`` to ``x`` with ``u``
up (``u`` up alone when that stack is empty, which is also the case when ``x`` is
``t``): the two positions then differ by the swap of the stacks on ``x`` and on ``t``
(of ``u``'s rank and colour), or not at all, and the replay goes on with that swap. The
automatic moves (rules 2, 3 and 5) take only top cards; the top cards of the two
positions differ only where one stack is empty, ``u`` against ``t``, and when those are
Twos the other stack is a lone Ace, which goes up first and makes the two positions
equal. Rule 5 sends a card of rank ``r`` up only when every copy of the cards of rank
``r - 1`` of the other colour is on a foundation: then no card of its rank and colour
holds a stack, ``u`` and ``t`` hold none, and the two positions are the same. The
foundations, the talon, the face-down cards and the empty columns are the same in both
lines at every step (two decks, take-backs and the single pass change nothing), so the
replay wins with as many moves as ``L``; and the other way round.

(2) *A shared key means a chain of swaps.* A column's face-up cards are a built run
(one card is face up at the deal, and every card put on a column fits its top card), so
all of them have the same parity of rank plus colour, and a card of rank ``r`` in it
that is not its base lies on the card of rank ``r + 1`` of the other colour. A swap
moves no base (a base lies on no face-up card of its column, so it is in no stack) and
keeps every stacked card stacked, so it keeps the key. Conversely, take two positions
with the same key and go from the King down: when both have the same cards of rank
``r + 1`` and above in each column, the stacked cards of rank ``r`` of a parity lie on
the cards of rank ``r + 1`` of that parity, one on each of some of them, and any other
choice of which of those cards holds which (or none) is reached by swaps at rank
``r + 1``, which leave the higher ranks where they are; so both are turned into the
same arrangement, rank by rank, and they are equal up to swaps.

(3) *The search stays sound.* An exhausted search visited, for every move it generated,
a position with the child's key. Suppose the root is winnable; let ``d(P)`` be the
fewest moves of the search (pruning 1 aside) that win from ``P``, and take, among the
positions played, a winnable ``P`` with the least ``d`` and, among those, first played
at the least depth. The first move of a shortest line from ``P`` leads to ``C`` with
``d(C) = d(P) - 1``. If the search generated it at ``P``, then ``C`` or a position with
its key was played, which is ``C`` up to swaps by (2), with the same ``d`` by (1): less
than ``d(P)``, a contradiction. If pruning 1 cut it, ``C`` is its parent ``X`` or a
child of ``X`` by a move generated there (the proof of pruning 1), so ``d(X) <= d(P)``
with ``X`` played at a lesser depth: a contradiction too. So an exhausted search means
``lost`` as before. The position before the automatic moves is in the table too, which
(1) covers (the automatic moves keep the swap). Every win is still replayed; the bounds
read a single position, and a position that fails one is lost whatever its key. With
every split instead of the rule, (e) would cost a second move, so the swap is only used
with the rule: in Vegas, by default.

Measured (issue 27), compiled: the plain sound search's exhausted D3V trees (seed 2026)
shrink, UXDQYSW 58 positions to 49, ZGAJIFM 814 to 312, RAFGMTE 4,032 to 3,204, VBDSNJX
38,164 to 14,080, and within 300,000 positions it proves 7 of those 30 deals lost instead
of 5 (VANDGNJ in 41,214, PIPIJIA in 68,608). The pinned hand-made Vegas endgames keep
their answers in fewer positions (endgame 22 D1V, lost: 76,020 to 10,632). The key costs
about a quarter of the plain sound search's positions a second. Cross-checked by
``benchmarks/split_dominance_check.py --swaps``: 866 small endgames (848 won, 18 lost),
648 of them decided by brute force too, and no answer differs. Measured in
``docs/solver-speed.md``.

*Fast search.* ``sound=False`` (and the short restarts of :func:`solve`) uses the
classic unproven shortcuts on top: any card goes to its foundation at once when its rank is
at most 2 more than every foundation slot of the other colour and at most 3 more than the
other slots of its colour; no take-backs; a run is split only when the card it uncovers can
go to a foundation. Its wins are real wins (the line is replayed like any other); its
exhausted searches prove nothing.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from .actions import FOUNDATION, SLOT0, STOCK_CLICK, WASTE, Action
from .game import Game
from .outcomes import Verdict

#: The verdicts, by their short names (the solver's own code reads them so).
WIN, LOST, UNKNOWN = Verdict.WIN, Verdict.LOST, Verdict.UNKNOWN

# The constants are Final and the card tables bytes: a compiled build (make compile) then
# reads them as constants instead of looking names up in the module.
_DOWN: Final = 64  # added to the kind of a face-down card
_BYTE: Final = tuple(bytes((b,)) for b in range(256))
_RK: Final = bytes(k % 13 + 1 for k in range(52))
_SU: Final = bytes(k // 13 for k in range(52))
_RD: Final = bytes(int(k // 13 in (1, 2)) for k in range(52))
# Foundation slots of the other colour, and of the other suit of the same colour.
_OPP: Final = tuple((2, 3, 4, 5) if s in (0, 3) else (0, 1, 6, 7) for s in range(4))
# A card c fits on a top card t when _FIT[c] == _WANT[t]: one rank lower, other colour.
_FIT: Final = bytes(_RK[k] * 2 + _RD[k] for k in range(52))
_WANT: Final = bytes((_RK[k] - 1) * 2 + 1 - _RD[k] for k in range(52))
# The two kinds a card may be put on in a column (one rank higher, the other colour).
_PAR: Final = tuple(bytes(q for q in range(52) if _RK[q] == _RK[k] + 1 and _RD[q] != _RD[k])
                    for k in range(52))
_SAME: Final = tuple((6, 7) if s == 0 else (4, 5) if s == 1 else (2, 3) if s == 2 else (0, 1)
                     for s in range(4))

# Move kinds: (kind, a, b, c)
_COL_F: Final = 0  # (0, column, 0, 0)
_COL_COL: Final = 1  # (1, column, target, index)
_TAL_F: Final = 2  # (2, q, clicks, 0): talon card q-1 after clicks, to a foundation
_TAL_COL: Final = 3  # (3, q, clicks, target)
_BACK: Final = 4  # (4, slot, target, 0)

Move = tuple[int, int, int, int]
# a position's key: its nine columns as bytes sorted, then _Search.fk and _Search.pt,
_Key = bytes
# joined by _SEP: no column holds it (kinds < 52, face-down ones < 116), and the
# foundations part after the nine columns has a fixed length
_SEP: Final = b"\xff"
# positions the capped search of a Vegas solve spends on each cleared endgame
_ENDGAME_CAP: Final = 1000
# the talon cards a beam search's position may take with draw 1: the nearest ones that go
# somewhere (see the module notes)
_BEAM_TALON: Final = 2
#: with draw 1 a beam's score takes this off for each Ace buried in the waste (under its
#: top card) twice and for each Two once (see the module notes)
_BEAM_LOW: Final = 20
#: with draw 1 a beam keeps at most this many children of one position while it has
#: others to keep (see the module notes, *The beam keeps few siblings*)
_BEAM_SIBLINGS: Final = 2
_LOW: Final = bytes(max(0, 3 - _RK[k]) for k in range(52))
#: the share of a Vegas budget (after the first sound search) that goes to the beams, by
#: draw (see the module notes, *Vegas schedule*)
_BEAM_SHARE_D1: Final = 0.8
_BEAM_SHARE_D3: Final = 0.5
#: the share of what the beams (and with draw 1 the nested searches) leave that goes to
#: the ordered sound search that caps cleared endgames, by draw (see *Vegas schedule*)
_ENDGAME_SHARE_D1: Final = 0.3
_ENDGAME_SHARE_D3: Final = 0.0
#: with draw 1, the share of what the beams leave that goes to nested Monte Carlo
#: searches (see the module notes, *Nested Monte Carlo search*)
_NESTED_SHARE_D1: Final = 0.5
#: With this many clicks or fewer left in the stock (15 cards with draw 1, 45 with draw 3)
#: a Vegas solve is one plain sound search (see the module notes, *A short stock*)
_SHORT_STOCK: Final = 15
# a position for the beam search: columns (bytes), face-down counts, foundation heights,
# talon, pointer, Aces and Twos in the talon, cards on the foundations
_Snap = tuple[tuple[bytes, ...], tuple[int, ...], tuple[int, ...], bytes, int, int, int]
# a beam node: (move, the automatic moves after it, the parent node or None)
_Node = tuple[Move, list[Move], object]
# what a foundation state allows: the kinds it takes, (slot, fit key, is a King) of each
# card that may be taken back, and a bytes.translate table that is 1 at the kinds that go
# up at once (autos); the foundations' part of the key (each suit's two heights sorted);
# that part after each kind it takes goes up, and after a take-back from each slot
_FInfo = tuple[set[int], tuple[tuple[int, int, bool], ...], bytes, bytes,
               dict[int, bytes], dict[int, bytes]]
# what undo needs: slot or count, flip, old pointer, old _Search.pt, old source column or
# talon, old target column, old foundation info (moves that change the foundations)
_Undo = tuple[int, int, int, bytes, bytes, bytes, _FInfo | None]

@dataclass
class Solution:
    """What :func:`solve` found: ``result`` is ``win``, ``lost`` or ``unknown``; ``line``
    the winning actions (empty unless ``win``); ``states`` the positions searched;
    ``seconds`` the time taken."""

    result: Verdict
    line: list[Action] = field(default_factory=list)
    states: int = 0
    seconds: float = 0.0


class _Budget(Exception):
    pass


class _Frame:
    """A position on the search path: its moves, the next one to try, the move (with its
    undo data and the automatic moves after it) that led to it, and the count of positions
    searched after which its part of the search is given up (see ``_Search.cap``)."""

    __slots__ = ("autos", "limit", "move", "moves", "next", "undo")

    def __init__(self, moves: list[Move], move: Move | None, undo: _Undo,
                 autos: list[tuple[Move, _Undo]], limit: int = 1 << 62) -> None:
        self.moves = moves
        self.next = 0
        self.move = move
        self.undo = undo
        self.autos = autos
        self.limit = limit


class _Search:
    """One depth-first search over a compact copy of a position."""

    def __init__(self, game: Game, sound: bool, deadline: float, max_states: int,
                 cancel: Callable[[], bool] | None, seed: int | None = None,
                 order: bool = False, cap: int = 0, all_splits: bool | None = None,
                 places: bool = True, swaps: bool | None = None,
                 lifts: bool | None = None) -> None:
        self.sound = sound
        # the sound search moves part of a built run off only when the card it uncovers
        # goes to a foundation at once, as one move (the split rule of the module notes),
        # or (all_splits) every part and nothing after it; None: the rule in Vegas only
        # (the Normal lists' shipped lines were found with every split)
        if all_splits is None:
            all_splits = not game.vegas
        self.all_splits = sound and all_splits
        self.macro = sound and not all_splits
        # the key of the sound search with the split rule leaves out which face-up card of
        # a rank and colour holds which stack (the stack swap of the module notes); None:
        # wherever the split rule is on
        self.swaps = self.macro and (swaps is None or swaps)
        self._parts: dict[bytes, tuple[bytes, int, int]] = {}  # column -> swap_key's parts
        # the moves of the depth-first search best first by the beam search's score
        self.order = order
        # the positions the search may spend under a cleared talon's endgame (the stock
        # empty, no card face down), then it gives that part up and can no longer answer
        # lost (capped); 0: never (see the module notes, Vegas schedule)
        self.cap = cap
        self.capped = False
        # pruning 5 (Vegas, sound): a card of rank 3 or more goes up at once when every
        # copy that fits on it, and every card that fits on those, is up (the Normal
        # lists' shipped lines were found without it); None: in Vegas
        self.lifts = sound and (game.vegas if lifts is None else lifts)
        # the dig-out bound (Vegas, sound): its answers by the locked cards' layout
        self.dig_bound = sound and game.vegas
        self._dig: dict[bytes, bool] = {}
        # and the bound with places, tested where the plain one is (see the module notes)
        self.places = self.dig_bound and places
        self.bury = 30 * min(game.draw, 2)
        self.shuffle = random.Random(seed).shuffle if seed else None
        self.deadline = deadline
        self.max_states = max_states
        self.cancel = cancel
        self.draw = game.draw
        self.vegas = game.vegas
        # the columns as bytes (kinds, face-down ones + _DOWN), also in the key
        self.cb = [bytes((c % 52) | _DOWN if i < d else c % 52 for i, c in enumerate(col))
                   for col, d in zip(game.columns, game.down, strict=True)]
        self.down = list(game.down)
        self.h = [len(f) for f in game.foundations]
        # the talon as bytes
        self.tb = bytes([c % 52 for c in game.waste] + [c % 52 for c in reversed(game.stock)])
        self.p = len(game.waste)
        self.low = sum(1 for k in self.tb if _RK[k] <= 2)  # Aces and Twos in the talon
        self.onf = sum(self.h)
        self.tt: set[_Key] = set()
        self.states = 0
        self.cancelled = False
        # a search stopped by its budget that can go on (see run and resume)
        self.paused = False
        self.fr: list[_Frame] = []
        self.root_autos: list[tuple[Move, _Undo]] = []
        self._reach: dict[tuple[int, int], tuple[tuple[int, int], ...]] = {}
        # moves() caches: by foundation heights, and by talon and pointer
        self._fcache: dict[bytes, _FInfo] = {}
        self.fi = self.finfo()  # the foundation info of the position (see _FInfo)
        self.fk = self.fi[3]  # the foundations' part of the key
        self.pt = self.ptail(self.p, self.tb)  # the pointer and talon part of the key
        self._tcache: dict[tuple[bytes, int], tuple[tuple[int, int, int, int, bool], ...]] = {}
        # talon cards may go up at once (the talon order matters with Normal draw 3)
        self.waste_auto = self.vegas or self.draw == 1 or not sound
        self.draw1n = self.draw == 1 and not self.vegas

    # -- position --------------------------------------------------------------------

    def ptail(self, p: int, tb: bytes) -> bytes:
        """The last part of the key: the pointer ``p`` where it matters (see the module
        notes), then the talon ``tb``."""
        if self.vegas:
            pk = p
        elif self.draw == 1:
            pk = 0
        else:
            pk = 255 if p % 3 == 0 or p == len(tb) else p
        return _BYTE[pk] + tb

    def swap_key(self, cs: list[bytes], fk: bytes, pt: bytes) -> _Key:
        """The key with the stack swap (module notes): each column's *base* (its
        face-down cards and its lowest face-up card, or nothing) sorted, then how many
        copies of each kind the columns hold on other face-up cards (two bits a kind, 14
        bytes: a fixed length, so the key stays one to one), then ``fk`` and ``pt``."""
        # (the counts in two ints of 52 bits, the kinds below 26 and the others: each fits
        # a machine word, which the compiled build adds without making a Python int; one
        # int of 104 bits made swap_key a quarter of the sound search's time)
        parts = self._parts
        bases = []
        low = high = 0
        for c in cs:
            got = parts.get(c)
            if got is None:
                d = 0
                n = len(c)
                while d < n and c[d] >= _DOWN:
                    d += 1
                lo = hi = 0
                for k in c[d + 1:]:
                    if k < 26:
                        lo += 1 << (2 * k)
                    else:
                        hi += 1 << (2 * k - 52)
                got = (c[:d + 1], lo, hi)
                parts[c] = got
            bases.append(got[0])
            low += got[1]
            high += got[2]
        bases.sort()
        bases.append(low.to_bytes(7, "little") + high.to_bytes(7, "little"))
        bases.append(fk)
        bases.append(pt)
        return _SEP.join(bases)

    def key(self) -> _Key:
        """The canonical key: the nine columns as bytes sorted, then the foundations'
        heights (each suit's two slots sorted) and :meth:`ptail`, joined by ``_SEP``
        (:meth:`swap_key` where the stack swap is on)."""
        if self.swaps:
            return self.swap_key(self.cb, self.fk, self.pt)
        cs = sorted(self.cb)
        cs.append(self.fk)
        cs.append(self.pt)
        return _SEP.join(cs)

    def peek(self, m: Move) -> _Key:
        """The :meth:`key` of the position after move ``m``, without playing it."""
        kind = m[0]
        cb = self.cb
        cs = cb.copy()
        fk = self.fk
        pt = self.pt
        if kind == _COL_COL:
            n = m[1]
            src = cb[n]
            i = m[3]
            if i and src[i - 1] >= _DOWN:
                cs[n] = src[:i - 1] + _BYTE[src[i - 1] - _DOWN]
            else:
                cs[n] = src[:i]
            t = m[2]
            cs[t] = cb[t] + src[i:]
        elif kind == _COL_F:
            n = m[1]
            src = cb[n]
            ln = len(src)
            if ln > 1 and src[ln - 2] >= _DOWN:
                cs[n] = src[:ln - 2] + _BYTE[src[ln - 2] - _DOWN]
            else:
                cs[n] = src[:ln - 1]
            fk = self.fi[4][src[ln - 1]]
        elif kind == _BACK:
            slot = m[1]
            fk = self.fi[5][slot]
            t = m[2]
            cs[t] = cb[t] + _BYTE[slot // 2 * 13 + self.h[slot] - 1]
        else:
            q = m[1]
            tb = self.tb
            k = tb[q - 1]
            pt = self.ptail(q - 1, tb[:q - 1] + tb[q:])
            if kind == _TAL_F:
                fk = self.fi[4][k]
            else:
                t = m[3]
                cs[t] = cb[t] + _BYTE[k]
        if self.swaps:
            return self.swap_key(cs, fk, pt)
        cs.sort()
        cs.append(fk)
        cs.append(pt)
        return _SEP.join(cs)

    def reach(self) -> tuple[tuple[int, int], ...]:
        """(q, clicks): the talon cards ``talon[q - 1]`` the stock can bring to the top."""
        n = len(self.tb)
        key = (n, self.p)
        got = self._reach.get(key)
        if got is not None:
            return got
        out: list[tuple[int, int]] = []
        seen: set[int] = set()
        q, clicks = self.p, 0
        while q not in seen:
            seen.add(q)
            if q > 0:
                out.append((q, clicks))
            if q < n:
                q = min(q + self.draw, n)
            elif self.vegas or n == 0:
                break
            else:
                q = 0
            clicks += 1
        res = tuple(out)
        self._reach[key] = res
        return res

    def slot_for(self, k: int) -> int:
        s = _SU[k] * 2
        need = _RK[k] - 1
        h = self.h
        if h[s] == need:
            return s
        if h[s + 1] == need:
            return s + 1
        return -1

    def safe(self, h: list[int], k: int, slot: int) -> bool:
        """May card kind ``k`` go to foundation ``slot`` of ``h`` without branching?"""
        r = _RK[k]
        if r == 1:
            return True
        s = _SU[k] * 2
        if r == 2 and h[s] >= 1 and h[s + 1] >= 1:
            return True
        if self.sound:
            # pruning 5: every copy that fits on it, and every card that fits on those,
            # is up; the other copy finds the other slot
            if r < 3 or not self.lifts:
                return False
            rm = r - 1
            for t in _OPP[_SU[k]]:
                if h[t] < rm:
                    return False
            for t in _SAME[_SU[k]]:
                if h[t] < rm - 1:
                    return False
            return h[s + 1 if slot == s else s] >= rm
        rm = r - 2
        for t in _OPP[_SU[k]]:
            if h[t] < rm:
                return False
        rm = r - 3
        for t in _SAME[_SU[k]]:
            if h[t] < rm:
                return False
        return h[s + 1 if slot == s else s] >= rm

    # -- moves -----------------------------------------------------------------------

    def apply(self, m: Move) -> _Undo:
        """Play a move; return what undo needs (see ``_Undo``)."""
        kind = m[0]
        cb = self.cb
        if kind == _COL_COL:
            n = m[1]
            t = m[2]
            i = m[3]
            src = cb[n]
            tgt = cb[t]
            cb[t] = tgt + src[i:]
            if i and src[i - 1] >= _DOWN:
                cb[n] = src[:i - 1] + _BYTE[src[i - 1] - _DOWN]
                self.down[n] -= 1
                return len(src) - i, 1, 0, b"", src, tgt, None
            cb[n] = src[:i]
            return len(src) - i, 0, 0, b"", src, tgt, None
        fi = self.fi
        if kind == _COL_F:
            n = m[1]
            src = cb[n]
            ln = len(src)
            slot = self.slot_for(src[ln - 1])
            self.h[slot] += 1
            self.onf += 1
            self.fi = nfi = self.finfo()
            self.fk = nfi[3]
            if ln > 1 and src[ln - 2] >= _DOWN:
                cb[n] = src[:ln - 2] + _BYTE[src[ln - 2] - _DOWN]
                self.down[n] -= 1
                return slot, 1, 0, b"", src, b"", fi
            cb[n] = src[:ln - 1]
            return slot, 0, 0, b"", src, b"", fi
        if kind == _BACK:
            slot = m[1]
            h = self.h
            h[slot] -= 1
            self.onf -= 1
            self.fi = nfi = self.finfo()
            self.fk = nfi[3]
            t = m[2]
            tgt = cb[t]
            cb[t] = tgt + _BYTE[slot // 2 * 13 + h[slot]]
            return 0, 0, 0, b"", b"", tgt, fi
        q = m[1]
        tb = self.tb
        k = tb[q - 1]
        self.tb = ntb = tb[:q - 1] + tb[q:]
        if _RK[k] <= 2:
            self.low -= 1
        oldp = self.p
        self.p = q - 1
        pt = self.pt
        self.pt = self.ptail(q - 1, ntb)
        if kind == _TAL_F:
            slot = self.slot_for(k)
            self.h[slot] += 1
            self.onf += 1
            self.fi = nfi = self.finfo()
            self.fk = nfi[3]
            return slot, 0, oldp, pt, tb, b"", fi
        t = m[3]
        tgt = cb[t]
        cb[t] = tgt + _BYTE[k]
        return 0, 0, oldp, pt, tb, tgt, None

    def undo(self, m: Move, u: _Undo) -> None:
        """Take move ``m`` back: the old columns, talon and key parts are put back as
        they were."""
        kind = m[0]
        cb = self.cb
        if kind == _COL_COL:
            cb[m[1]] = u[4]
            cb[m[2]] = u[5]
            if u[1]:
                self.down[m[1]] += 1
            return
        fi = u[6]
        if fi is not None:
            self.fi = fi
            self.fk = fi[3]
        if kind == _COL_F:
            cb[m[1]] = u[4]
            if u[1]:
                self.down[m[1]] += 1
            self.h[u[0]] -= 1
            self.onf -= 1
        elif kind == _BACK:
            cb[m[2]] = u[5]
            self.h[m[1]] += 1
            self.onf += 1
        else:
            tb = u[4]
            self.tb = tb
            self.p = u[2]
            self.pt = u[3]
            if _RK[tb[m[1] - 1]] <= 2:
                self.low += 1
            if kind == _TAL_F:
                self.h[u[0]] -= 1
                self.onf -= 1
            else:
                cb[m[3]] = u[5]

    def finfo(self) -> _FInfo:
        """:meth:`foundation_info` of the foundations now, cached by their heights."""
        h = self.h
        hb = bytes(h)
        fc = self._fcache.get(hb)
        if fc is None:
            fc = self.foundation_info(h)
            self._fcache[hb] = fc
        return fc

    def autos(self) -> list[tuple[Move, _Undo]]:
        """Play the moves that need no branching; return them with their undo data.

        The columns in order, then the talon, while anything went up; a card goes up when
        the foundations' table ``finfo()[2]`` says so (a card that fits and :meth:`safe`
        lets go: in the sound search prunings 2, 3 and 5). With Normal draw 1 the talon
        card is the first such one in drawing order from the waste top, otherwise the
        waste top only.
        """
        done: list[tuple[Move, _Undo]] = []
        cols = self.cb
        elig = self.fi[2]
        again = True
        while again:
            again = False
            for n in range(9):
                col = cols[n]
                if col and elig[col[-1]]:
                    m = (_COL_F, n, 0, 0)
                    done.append((m, self.apply(m)))
                    elig = self.fi[2]
                    again = True
            if self.waste_auto and self.tb:
                p = self.p
                if self.draw1n:
                    # fewest clicks first: cards p - 1 … n - 1, then 0 … p - 2
                    mask = self.tb.translate(elig)
                    i = mask.find(1, p - 1 if p else 0)
                    if i < 0 and p > 1:
                        i = mask.find(1, 0, p - 1)
                    if i >= 0:
                        q = i + 1
                        m = (_TAL_F, q, (q - p) if q >= p else len(mask) - p + 1 + q, 0)
                        done.append((m, self.apply(m)))
                        elig = self.fi[2]
                        again = True
                elif p > 0 and elig[self.tb[p - 1]]:
                    m = (_TAL_F, p, 0, 0)
                    done.append((m, self.apply(m)))
                    elig = self.fi[2]
                    again = True
        return done

    def moves(self, skip_col: int, skip_i: int, back_to: int, near: int = 0) -> list[Move]:
        """The moves to search here, the most promising first.

        The run from ``skip_i`` of column ``skip_col`` was just moved there: it is not moved
        again (pruning 1), except back to column ``back_to`` where the move turned a card.
        ``near`` > 0 takes a talon card only among the ``near`` nearest (fewest clicks
        away) that go somewhere (the beam's moves; 0: every talon card).
        """
        cols = self.cb
        down = self.down
        all_splits = self.all_splits
        first: list[Move] = []  # foundation moves and moves that turn a card
        found: list[Move] = []
        talon_moves: list[Move] = []
        empties: list[Move] = []
        splits: list[Move] = []
        backs: list[Move] = []
        # the kinds a foundation takes now, and the cards it could give back (sound)
        fi = self.fi
        up = fi[0]
        back_cards = fi[1]
        # the columns that take each fit key (a list by key: cheaper than a dict)
        want: list[list[int] | None] = [None] * 28
        empty = -1
        for m in range(9):
            col = cols[m]
            if col:
                w = _WANT[col[-1]]
                got = want[w]
                if got is None:
                    want[w] = [m]
                else:
                    got.append(m)
            elif empty < 0:
                empty = m
        for n in range(9):
            col = cols[n]
            if not col:
                continue
            ln = len(col)
            base = down[n]
            skip = skip_i if n == skip_col else -9
            if col[-1] in up and skip != ln - 1:
                if (ln - 1 == base and base > 0) or ln == 1:
                    first.append((_COL_F, n, 0, 0))
                else:
                    found.append((_COL_F, n, 0, 0))
            for i in range(base, ln):
                targets = want[_FIT[col[i]]]
                if targets is None:
                    continue
                for m in targets:
                    if m == n or (i == skip and m != back_to):
                        continue
                    mv = (_COL_COL, n, m, i)
                    if i == base:
                        if base > 0:
                            first.append(mv)
                        else:
                            empties.append(mv)
                    elif all_splits or col[i - 1] in up:
                        splits.append(mv)
            if empty >= 0 and base > 0 and _RK[col[base]] == 13 and base != skip:
                first.append((_COL_COL, n, empty, base))
        if self.tb:
            tk = (self.tb, self.p)
            cards = self._tcache.get(tk)
            if cards is None:
                talon = self.tb
                cards = tuple((q, clicks, talon[q - 1], _FIT[talon[q - 1]],
                               _RK[talon[q - 1]] == 13) for q, clicks in self.reach())
                self._tcache[tk] = cards
            left = near  # the talon cards that go somewhere still to take (near > 0)
            for q, clicks, k, fk, king in cards:  # nearest first
                goes = False
                if k in up:
                    found.append((_TAL_F, q, clicks, 0))
                    goes = True
                targets = want[fk]
                if targets is not None:
                    for m in targets:
                        talon_moves.append((_TAL_COL, q, clicks, m))
                    goes = True
                elif king and empty >= 0:
                    talon_moves.append((_TAL_COL, q, clicks, empty))
                    goes = True
                if goes and left:
                    left -= 1
                    if not left:
                        break
        if self.sound:
            for slot, fk, king in back_cards:
                targets = want[fk]
                if targets is not None:
                    for m in targets:
                        backs.append((_BACK, slot, m, 0))
                elif king and empty >= 0:
                    backs.append((_BACK, slot, empty, 0))
        shuffle = self.shuffle
        if shuffle is not None:
            for bucket in (first, found, talon_moves, empties, splits, backs):
                if len(bucket) > 1:
                    shuffle(bucket)
        out = [*first, *found, *talon_moves, *empties, *splits, *backs]
        if self.order and len(out) > 1:
            return self.best_first(out)
        return out

    def best_first(self, mlist: list[Move]) -> list[Move]:
        """The moves by the beam search's score of the position after each, best first
        (ties in the order given)."""
        bury = self.bury
        scored = []
        for j, m in enumerate(mlist):
            u = self.apply(m)
            scored.append((-self.score(bury), j, m))
            self.undo(m, u)
        scored.sort()
        return [m for _, _, m in scored]

    def foundation_info(self, h: list[int]) -> _FInfo:
        """The kinds the foundations ``h`` take, (slot, fit key, is a King) of each card
        the sound search may take back from them, and the table of the kinds that go up
        at once (see :meth:`autos`)."""
        up = {slot // 2 * 13 + h[slot] for slot in range(8) if h[slot] < 13}
        elig = bytearray(256)
        for k in up:
            s = _SU[k] * 2
            slot = s if h[s] == _RK[k] - 1 else s + 1  # slot_for
            elig[k] = self.safe(h, k, slot)
        backs = []
        lower = list(h)
        for slot in range(8):
            hs = h[slot]
            if hs <= 1 or (slot % 2 == 1 and h[slot - 1] == hs):
                continue
            lower[slot] = hs - 1
            again = self.safe(lower, slot // 2 * 13 + hs - 1, slot)
            lower[slot] = hs
            if again:
                continue  # it would go straight back (pruning 4)
            backs.append((slot, _FIT[slot // 2 * 13 + hs - 1], hs == 13))
        h0, h1, h2, h3, h4, h5, h6, h7 = h
        fk = bytes((h0 if h0 < h1 else h1, h1 if h0 < h1 else h0,
                    h2 if h2 < h3 else h3, h3 if h2 < h3 else h2,
                    h4 if h4 < h5 else h5, h5 if h4 < h5 else h4,
                    h6 if h6 < h7 else h7, h7 if h6 < h7 else h6))
        # the key part after a card goes up or comes back: the pair of its suit changes
        upfk: dict[int, bytes] = {}
        for k in up:
            s = _SU[k] * 2
            a, b = (h[s] + 1, h[s + 1]) if h[s] == _RK[k] - 1 else (h[s], h[s + 1] + 1)
            upfk[k] = fk[:s] + bytes((a, b) if a < b else (b, a)) + fk[s + 2:]
        backfk: dict[int, bytes] = {}
        for slot, _, _ in backs:
            s = slot & ~1
            a, b = (h[s] - 1, h[s + 1]) if slot == s else (h[s], h[s + 1] - 1)
            backfk[slot] = fk[:s] + bytes((a, b) if a < b else (b, a)) + fk[s + 2:]
        return up, tuple(backs), bytes(elig), fk, upfk, backfk

    def can_dig(self) -> bool:
        """The dig-out bound (see the module notes): False when some card locked in the
        talon or face down can never come out, so the position is lost.

        Cached by what it reads: the talon, the pointer, and each column's face-down cards
        with the face-up card on them (the other cards are the free ones)."""
        parts = [col[:d + 1] for col, d in zip(self.cb, self.down, strict=True) if d]
        parts.sort()
        parts.append(_BYTE[self.p] + self.tb)
        key = _SEP.join(parts)
        got = self._dig.get(key)
        if got is not None:
            return got
        free = [0] * 52  # the copies of each kind that are free
        h = self.h
        for slot in range(8):
            base = slot // 2 * 13
            for j in range(h[slot]):
                free[base + j] += 1
        gates: list[int] = []  # per column with face-down cards: the card on them
        downs: list[list[int]] = []  # and its face-down kinds, bottom first
        for col, d in zip(self.cb, self.down, strict=True):
            for i in range(d, len(col)):
                free[col[i]] += 1
            if d:
                gates.append(col[d])
                downs.append([k - _DOWN for k in col[:d]])
        # the talon with a single pass: the stock is drawn in order, ``draw`` cards a
        # click, onto the waste stack, whose top alone may leave (see the module notes)
        tb = self.tb
        n = len(tb)
        q = self.p  # the talon cards tb[:q] are drawn
        waste = list(tb[:q])  # the drawn cards still locked, the top last
        draw = self.draw
        while True:
            changed = True
            while changed:
                changed = False
                while waste and _can_leave(waste[-1], free):
                    free[waste.pop()] += 1
                    changed = True
                for i in range(len(downs)):
                    fd = downs[i]
                    while fd and _can_leave(gates[i], free):
                        k = fd.pop()
                        free[k] += 1
                        gates[i] = k
                        changed = True
            if q >= n:
                break
            nq = min(q + draw, n)
            waste.extend(tb[q:nq])
            q = nq
        ok = not waste and all(not fd for fd in downs)
        self._dig[key] = ok
        return ok

    def can_dig_places(self) -> bool:
        """The dig-out bound with places (see the module notes): as :meth:`can_dig`,
        but a card leaves onto a parent only when a copy of the parent can be
        uncovered, a card of a column goes to a foundation only once the card on it
        has left, and a King goes to an empty column only once a column can be
        emptied."""
        # (lists, not bytearrays, here and in can_dig: the compiled build indexes a list
        # at once and a bytearray through CPython's generic item protocol; with lists the
        # compiled sound search of D3V BRBOULL went from 46,800 positions a second to
        # 82,400)
        usable = [0] * 52  # the free copies that can be uncovered (places)
        h = self.h
        for slot in range(8):
            base = slot // 2 * 13
            for j in range(h[slot]):
                usable[base + j] += 1
        # the face-up cards of the columns as the position has them: a card uncovered
        # (the top, or the card on it may leave) is a place, and may go up. The columns
        # are read in place (their face-up cards from ``down[c]``, their face-down ones
        # counted down in ``fdn``) and the marks kept in one list: a list less to make per
        # column and per part (the compiled build spent a tenth of its time freeing them)
        cb = self.cb
        down = self.down
        off = [0] * 9
        fdn = [0] * 9  # per column: its face-down cards still locked (the lowest first)
        gone = [False] * 9  # per column: its bottom card has left (it can be empty)
        gate = [0] * 9  # per column: the card on its face-down cards, or its bottom
        gate_up = [False] * 9  # per column: that card was turned here (then uncovered)
        empty = False
        pending: list[int] = []  # the columns still to scan
        o = 0
        for c in range(9):
            off[c] = o
            o += len(cb[c]) - down[c]
        unc = [0] * o  # 1 at each face-up card known uncovered: column c's from off[c]
        for c in range(9):
            col = cb[c]
            d = down[c]
            ln = len(col)
            fdn[c] = d
            if not ln:
                empty = True
                gone[c] = True
            elif ln > d:
                usable[col[ln - 1]] += 1
                unc[off[c] + ln - d - 1] = 1
                gate[c] = col[d]
                pending.append(c)
        tb = self.tb
        n = len(tb)
        q = self.p
        waste = list(tb[:q])
        draw = self.draw
        # the kinds whose freeing may pass a test of the last scan that failed: those
        # where wanted[k] == stamp (one list, not one a scan)
        wanted = [0] * 52
        stamp = 0
        # the columns are scanned again only after something was freed: most draws free
        # nothing, and then cost one test of the waste's top
        scan = True
        while True:
            while True:
                while waste and _leaves(waste[-1], True, usable, empty):
                    k = waste.pop()
                    usable[k] += 1
                    if wanted[k] == stamp:
                        scan = True  # a card that a test of the last scan waited for
                if not scan:
                    break
                changed = False
                left: list[int] = []  # the columns with something left to learn
                stamp += 1
                for c in pending:
                    col = cb[c]
                    d = down[c]
                    oc = off[c] - d  # unc[oc + i] is the mark of col[i]
                    # a covered card is uncovered once the card on it may leave (that
                    # card's foundation route only when it is uncovered itself), wherever
                    # its run has gone by then
                    for i in range(len(col) - 1, d, -1):
                        if not unc[oc + i - 1]:
                            if _leaves(col[i], unc[oc + i] == 1, usable, empty):
                                unc[oc + i - 1] = 1
                                usable[col[i - 1]] += 1
                                changed = True
                            else:
                                _wants(col[i], unc[oc + i] == 1, usable, wanted, stamp)
                    f = fdn[c]
                    while f and _leaves(gate[c], gate_up[c] or unc[oc + d] == 1, usable,
                                        empty):
                        f -= 1
                        k = col[f] - _DOWN
                        usable[k] += 1
                        gate[c] = k
                        gate_up[c] = True  # a card turned is the column's top
                        changed = True
                    fdn[c] = f
                    if not gone[c]:
                        if not f and _leaves(gate[c], gate_up[c] or unc[oc + d] == 1,
                                             usable, empty):
                            gone[c] = True
                            empty = True
                            changed = True
                        else:
                            _wants(gate[c], gate_up[c] or unc[oc + d] == 1, usable,
                                   wanted, stamp)
                    if not gone[c] or not all(unc[oc + i] for i in range(d, len(col))):
                        left.append(c)
                pending = left
                scan = changed
                if not changed:
                    break
            if q >= n:
                break
            nq = min(q + draw, n)
            waste.extend(tb[q:nq])
            q = nq
        return not waste and not any(fdn)

    # -- beam search -----------------------------------------------------------------

    def snapshot(self) -> _Snap:
        return (tuple(self.cb), tuple(self.down), tuple(self.h), self.tb, self.p,
                self.low, self.onf)

    def restore(self, snap: _Snap) -> None:
        cb, down, h, self.tb, self.p, self.low, self.onf = snap
        self.cb = list(cb)
        self.down = list(down)
        self.h = list(h)
        self.fi = self.finfo()
        self.fk = self.fi[3]
        self.pt = self.ptail(self.p, self.tb)

    def score(self, bury: int) -> int:
        """How promising the position looks to the beam search (higher is better)."""
        return (10 * self.onf - 6 * sum(self.down) - bury * self.p
                + 4 * self.cb.count(b""))  # empty columns

    def low_buried(self) -> int:
        """The Aces (twice) and Twos (once) in the waste under its top card."""
        tb = self.tb
        n = 0
        for i in range(self.p - 1):
            n += _LOW[tb[i]]
        return n

    def beam(self, width: int, bury: int, seed: int, talon: int,
             low: int = 0, siblings: int = 0) -> list[Move] | None:
        """A beam search (see the module notes): the moves of a win, or None. ``low``
        weighs the low cards buried in the waste (:meth:`low_buried`) in its score;
        ``siblings`` (0: no limit) is how many children of one position the next level
        takes before it takes further ones of any."""
        tie = random.Random(seed).random
        root = [m for m, _ in self.autos()]
        if self.onf == 104 or (not self.tb and not any(self.down)):
            return root + self.finish()
        seen = {self.key()}
        level: list[tuple[_Snap, _Node | None]] = [(self.snapshot(), None)]
        while level:
            kids: list[tuple[int, float, _Snap, _Node]] = []
            for snap, parent in level:
                self.restore(snap)
                for m in self.moves(-1, -1, -1, talon):
                    u = self.apply(m)
                    done = self.autos()
                    k = self.key()
                    if k not in seen:
                        seen.add(k)
                        self.states += 1
                        if self.states % 256 == 0 or self.states >= self.max_states:
                            self.check()
                        node: _Node = (m, [am for am, _ in done], parent)
                        if self.onf == 104 or (not self.tb and not any(self.down)):
                            line: list[Move] = []
                            at: object = node
                            while at is not None:
                                assert isinstance(at, tuple)
                                line[:0] = [at[0], *at[1]]
                                at = at[2]
                            return root + line + self.finish()
                        value = self.score(bury)
                        if low:
                            value -= low * self.low_buried()
                        kids.append((value, tie(), self.snapshot(), node))
                    for am, au in reversed(done):
                        self.undo(am, au)
                    self.undo(m, u)
            kids.sort(key=lambda kid: (kid[0], kid[1]), reverse=True)
            if siblings and len(kids) > width:
                # the best children, at most ``siblings`` of one parent, then the best
                # of the others while there is room; a parent is known by the id of its
                # node (kid[3][2]): the parents stay alive in ``level`` until it is
                # replaced, and the ids only group, they never order, so the line is the
                # same on every machine
                taken: dict[int, int] = {}
                level = []
                others: list[tuple[_Snap, _Node | None]] = []
                for kid in kids:
                    of = id(kid[3][2])
                    count = taken.get(of, 0)
                    if count < siblings:
                        taken[of] = count + 1
                        level.append((kid[2], kid[3]))
                        if len(level) == width:
                            break
                    else:
                        others.append((kid[2], kid[3]))
                level += others[:width - len(level)]
            else:
                level = [(kid[2], kid[3]) for kid in kids[:width]]
        return None

    def nested(self, bury: int, low: int, talon: int, seed: int) -> list[Move] | None:
        """A nested Monte Carlo search of level 1 (see the module notes): from the
        position, each move is followed by a greedy rollout (:meth:`rollout`), and the
        first move of the best sequence seen so far is played, until a win (its moves)
        or a position with nothing new to try (None)."""
        tie = random.Random(seed).random
        path: list[Move] = [m for m, _ in self.autos()]
        if self.cleared():
            return path + self.finish()
        seen: set[_Key] = {self.key()}
        best_value = -(1 << 62)
        best: list[Move] = []
        while True:
            for m in self.moves(-1, -1, -1, talon):
                u, done, k = self.step(m)
                if k not in seen:
                    line = path + [m] + [am for am, _ in done]
                    if self.cleared():
                        return line + self.finish()
                    value, seq, won = self.rollout(seen | {k}, bury, low, talon, tie)
                    if won is not None:
                        return line + won
                    if value > best_value:
                        best_value = value
                        best = [m, *seq]
                self.unstep(m, u, done)
            if not best:
                return None
            m = best.pop(0)
            self.apply(m)
            done = self.autos()
            seen.add(self.key())
            path.append(m)
            path.extend(am for am, _ in done)

    def rollout(self, seen: set[_Key], bury: int, low: int, talon: int,
                tie: Callable[[], float]) -> tuple[int, list[Move], list[Move] | None]:
        """Play the move to the best new position by the beam's score (ties by ``tie``)
        until there is none: (the score reached, the moves, None), the position left as
        it was; or, when it wins, (0, [], the moves of the win), the position not
        restored."""
        stack: list[tuple[Move, _Undo, list[tuple[Move, _Undo]]]] = []
        while True:
            pick: Move | None = None
            pick_value = 0
            pick_tie = 0.0
            for m in self.moves(-1, -1, -1, talon):
                u, done, k = self.step(m)
                if k not in seen:
                    if self.cleared():
                        line: list[Move] = []
                        for sm, _, sd in stack:
                            line.append(sm)
                            line.extend(am for am, _ in sd)
                        line.append(m)
                        line.extend(am for am, _ in done)
                        return 0, [], line + self.finish()
                    value = self.score(bury) - low * self.low_buried()
                    t = tie()
                    if pick is None or value > pick_value or (value == pick_value
                                                               and t > pick_tie):
                        pick, pick_value, pick_tie = m, value, t
                self.unstep(m, u, done)
            if pick is None:
                break
            u = self.apply(pick)
            done = self.autos()
            seen.add(self.key())
            stack.append((pick, u, done))
        value = self.score(bury) - low * self.low_buried()
        seq = [sm for sm, _, _ in stack]
        for sm, su, sd in reversed(stack):
            self.unstep(sm, su, sd)
        return value, seq, None

    def step(self, m: Move) -> tuple[_Undo, list[tuple[Move, _Undo]], _Key]:
        """Play ``m`` and the automatic moves after it, count the position: (the undo
        data, the automatic moves, the key)."""
        u = self.apply(m)
        done = self.autos()
        self.states += 1
        if self.states % 256 == 0 or self.states >= self.max_states:
            self.check()
        return u, done, self.key()

    def unstep(self, m: Move, u: _Undo, done: list[tuple[Move, _Undo]]) -> None:
        """Take back what :meth:`step` played."""
        for am, au in reversed(done):
            self.undo(am, au)
        self.undo(m, u)

    def cleared(self) -> bool:
        """Is the position won, or cleared (no talon, no card face down)?"""
        return self.onf == 104 or (not self.tb and not any(self.down))

    # -- search ----------------------------------------------------------------------

    def finish(self) -> list[Move]:
        """Play a cleared position out (no face-down card and no talon, which the search
        tests inline as a win): the lowest top card always goes up.

        All cards of lower rank than the lowest card left are on the foundations, so one
        slot of its suit holds exactly the rank below it.
        """
        out: list[Move] = []
        while self.onf < 104:
            best = -1
            for n in range(9):
                col = self.cb[n]
                if col and (best < 0 or _RK[col[-1]] < _RK[self.cb[best][-1]]):
                    best = n
            m = (_COL_F, best, 0, 0)
            self.apply(m)
            out.append(m)
        return out

    def check(self) -> None:
        if self.states >= self.max_states or time.monotonic() >= self.deadline:
            raise _Budget
        if self.cancel is not None and self.cancel():
            self.cancelled = True
            raise _Budget

    def run(self) -> tuple[Verdict, list[Move]]:
        """Search; return (result, moves of the winning line). When the budget runs out
        (:class:`_Budget`) the search is left *paused* where it can go on
        (:meth:`resume`), as long as it was not cancelled."""
        root_autos = self.autos()
        self.root_autos = root_autos
        if self.onf == 104 or (not self.tb and not any(self.down)):
            return WIN, [m for m, _ in root_autos] + self.finish()
        self.tt.add(self.key())
        self.states = 1
        if self.dig_bound and (not self.can_dig()
                               or (self.places and not self.can_dig_places())):
            return LOST, []
        self.fr = [_Frame(self.moves(-1, -1, -1), None, (0, 0, 0, b"", b"", b"", None), [])]
        return self.resume()

    def forget(self) -> None:
        """Empty the caches (they only remember answers: a paused search that goes on
        makes them again where it needs them), so that a paused search keeps only its
        path and its table."""
        self._dig.clear()
        self._parts.clear()
        self._reach.clear()
        self._fcache.clear()
        self._tcache.clear()

    def resume(self, deadline: float | None = None,
               max_states: int | None = None) -> tuple[Verdict, list[Move]]:
        """Go on with a paused search (see :meth:`run`), with a new deadline and a new
        bound on ``states`` (the count of the whole search, not of this part). The search
        goes on exactly where it stopped: the positions it searched stay in the
        transposition table, and their moves are not tried again (see the module notes,
        *The last sound search goes on with the first*)."""
        if deadline is not None:
            self.deadline = deadline
        if max_states is not None:
            self.max_states = max_states
        self.paused = False
        root_autos = self.root_autos
        tt = self.tt
        dig = self.dig_bound
        macro = self.macro
        swaps = self.swaps
        cols = self.cb
        check_every = 512
        max_states = self.max_states
        fr = self.fr
        cap = self.cap
        while fr:
            top = fr[-1]
            if top.limit < self.states:  # a capped endgame: given up, as if exhausted
                self.capped = True
                fr.pop()
                assert top.move is not None  # the root's limit is never reached
                for am, au in reversed(top.autos):
                    self.undo(am, au)
                self.undo(top.move, top.undo)
                continue
            mlist = top.moves
            idx = top.next
            count = len(mlist)
            # the next move to a position not seen yet (most are seen: only their keys are
            # made, and peek is inlined for moves between columns, the most common)
            fk = self.fk
            pt = self.pt
            while idx < count:
                m = mlist[idx]
                idx += 1
                if m[0] == _COL_COL:
                    n = m[1]
                    i = m[3]
                    t = m[2]
                    src = cols[n]
                    cs = cols.copy()
                    if i and src[i - 1] >= _DOWN:
                        cs[n] = src[:i - 1] + _BYTE[src[i - 1] - _DOWN]
                    elif i and macro:
                        break  # a split and its card up: its key is made after both
                    else:
                        cs[n] = src[:i]
                    cs[t] = cols[t] + src[i:]
                    if swaps:
                        key = self.swap_key(cs, fk, pt)
                    else:
                        cs.sort()
                        cs.append(fk)
                        cs.append(pt)
                        key = _SEP.join(cs)
                else:
                    key = self.peek(m)
                if key not in tt:
                    break
            else:
                fr.pop()
                if top.move is not None:
                    for am, au in reversed(top.autos):
                        self.undo(am, au)
                    self.undo(top.move, top.undo)
                continue
            top.next = idx
            u = self.apply(m)
            split_up = macro and m[0] == _COL_COL and m[3] and not u[1]
            if split_up:
                # the split rule: the card the split uncovers goes up with it, and only
                # the position after both is a position of the search (module notes)
                fm = (_COL_F, m[1], 0, 0)
                done = [(fm, self.apply(fm)), *self.autos()]
            else:
                tt.add(key)
                done = self.autos()
            if self.onf == 104 or (not self.tb and not any(self.down)):
                path: list[Move] = [am for am, _ in root_autos]
                for f in fr[1:]:
                    assert f.move is not None
                    path.append(f.move)
                    path.extend(am for am, _ in f.autos)
                path.append(m)
                path.extend(am for am, _ in done)
                return WIN, path + self.finish()
            # the key put in the table for this move (a split with its card up has none:
            # its key is made after both, and ``key`` is not even set for it)
            first = b"" if split_up else key
            if done:  # the position after the automatic moves may be known too
                key = self.key()
                if key in tt:
                    for am, au in reversed(done):
                        self.undo(am, au)
                    self.undo(m, u)
                    continue
                tt.add(key)
            self.states += 1  # a position cut by the bound counts too (its test costs)
            if self.states >= max_states or self.states % check_every == 0:
                try:
                    self.check()
                except _Budget:
                    # paused: back to the top frame's position, as if this move had
                    # not been tried yet (resume plays it again)
                    for am, au in reversed(done):
                        self.undo(am, au)
                    self.undo(m, u)
                    tt.discard(first)
                    if done:
                        tt.discard(key)
                    top.next = idx - 1
                    self.paused = not self.cancelled
                    raise
            kind = m[0]
            # the bound reads only the locked cards: after a talon move, a turned card or
            # an automatic move (the others leave its answer as it was); the bound with
            # places is tested there too (at every position it costs more than it cuts).
            # The plain bound can fail only after stock clicks: every position searched
            # passes it, and a move without clicks only frees cards (module notes)
            talon = kind in (_TAL_F, _TAL_COL)
            if dig and (done or u[1] or talon) and (
                    (talon and m[2] > 0 and not self.can_dig())
                    or (self.places and not self.can_dig_places())):
                for am, au in reversed(done):
                    self.undo(am, au)
                self.undo(m, u)
                continue
            if done and not (split_up and len(done) == 1):
                skip_col = skip_i = back_to = -1
            elif kind == _COL_COL:
                # (after a split and its card up, pruning 1 as after the split: the card
                # that went up turned the card a move back there would go onto)
                skip_col = m[2]
                skip_i = len(cols[skip_col]) - u[0]
                back_to = m[1] if u[1] or (split_up and done[0][1][1]) else -1
            elif kind == _TAL_COL:
                skip_col, skip_i, back_to = m[3], len(cols[m[3]]) - 1, -1
            elif kind == _BACK:
                skip_col, skip_i, back_to = m[2], len(cols[m[2]]) - 1, -1
            else:
                skip_col = skip_i = back_to = -1
            limit = top.limit
            if cap and limit > self.states + cap and self.p == len(self.tb) and not any(
                    self.down):
                limit = self.states + cap  # the first position of a cleared endgame
            fr.append(_Frame(self.moves(skip_col, skip_i, back_to), m, u, done, limit))
        # exhausted: lost, unless a part was given up
        return (UNKNOWN if self.capped else LOST), []


def _can_leave(k: int, free: list[int]) -> bool:
    """May card kind ``k`` leave its place when the cards ``free`` (copies of each kind)
    are all that is not locked: a King (an empty column), a free kind to put it on, or a
    free copy of every lower card of its suit (a foundation route)?"""
    r = _RK[k]
    if r == 13:
        return True
    par = _PAR[k]
    if free[par[0]] or free[par[1]]:
        return True
    return all(free[i] for i in range(k - r + 1, k))


def _leaves(k: int, top: bool, usable: list[int], empty: bool) -> bool:
    """May card kind ``k`` leave its place, in the dig-out bound with places: a King
    when a column can be empty, onto a ``usable`` copy of a kind it fits on, or, when it
    is uncovered (``top``), to a foundation when a copy of every lower card of its suit
    is ``usable`` (each went up from a place, or lay on a foundation)?"""
    r = _RK[k]
    if r == 13:
        if empty:
            return True
    else:
        par = _PAR[k]
        if usable[par[0]] or usable[par[1]]:
            return True
    if not top:
        return False
    return all(usable[i] for i in range(k - r + 1, k))


def _wants(k: int, top: bool, usable: list[int], wanted: list[int], stamp: int) -> None:
    """Mark in ``wanted`` (with ``stamp``) the kinds without which :func:`_leaves` of
    ``k`` stays false: the two it fits on, and the lowest card of its suit not usable
    (its foundation route, if ``top``). A King waits for an empty column too, which only
    a scan finds."""
    r = _RK[k]
    if r < 13:
        par = _PAR[k]
        wanted[par[0]] = stamp
        wanted[par[1]] = stamp
    if top:
        for i in range(k - r + 1, k):
            if not usable[i]:
                wanted[i] = stamp
                return


def _actions(moves: list[Move]) -> list[Action]:
    out: list[Action] = []
    for m in moves:
        kind = m[0]
        if kind == _COL_F:
            out.append(Action(m[1], FOUNDATION))
        elif kind == _COL_COL:
            out.append(Action(m[1], m[2]))
        elif kind == _BACK:
            out.append(Action(SLOT0 + m[1], m[2]))
        else:
            out.extend([STOCK_CLICK] * m[2])
            out.append(Action(WASTE, FOUNDATION if kind == _TAL_F else m[3]))
    return out


def _nested(game: Game, seed: int, deadline: float, max_states: int,
            cancel: Callable[[], bool] | None) -> tuple[list[Move] | None, int, bool]:
    """One nested Monte Carlo search (draw 1): (the moves of a win or None, positions
    searched, cancelled)."""
    search = _Search(game, False, deadline, max_states, cancel)
    try:
        # the nearest talon card that goes somewhere, or with an even seed the two nearest
        # (as the beams alternate; see the module notes)
        talon = _BEAM_TALON if seed % 2 == 0 else 1
        return (search.nested(30, _BEAM_LOW, talon, seed), search.states, False)
    except _Budget:
        return None, search.states, search.cancelled


def _beam(game: Game, width: int, seed: int, deadline: float, max_states: int,
          cancel: Callable[[], bool] | None,
          bury: int | None = None,
          talon: int | None = None,
          low: int | None = None) -> tuple[list[Move] | None, int, bool]:
    """One beam search: (the moves of a win or None, positions searched, cancelled)."""
    search = _Search(game, False, deadline, max_states, cancel)
    if bury is None:
        bury = 30 * min(game.draw, 2)
    if talon is None:
        talon = _BEAM_TALON if game.draw == 1 else 0
    if low is None:
        low = _BEAM_LOW if game.draw == 1 else 0
    try:
        siblings = _BEAM_SIBLINGS if game.draw == 1 else 0
        return (search.beam(width, bury, seed, talon, low, siblings), search.states,
                False)
    except _Budget:
        return None, search.states, search.cancelled


def beam_search(game: Game, width: int = 40, *, seconds: float | None = None,
                states: int | None = None, seed: int = 1) -> Solution:
    """One beam search of ``width`` (see the module notes): ``win`` with the line, or
    ``unknown`` when no new position is left or the budget ran out (it proves nothing).

    :func:`solve` uses it first in Vegas; alone, at one width, it is the fastest way to
    sift many deals for wins (``benchmarks/find_winnable.py --width``)."""
    start = time.monotonic()
    deadline = start + seconds if seconds is not None else float("inf")
    moves, count, _ = _beam(game, width, seed, deadline,
                            states if states is not None else 1 << 62, None)
    result, line = (WIN, _actions(moves)) if moves is not None else (UNKNOWN, [])
    return Solution(result, line, count, time.monotonic() - start)


def as_draw1(game: Game) -> Game:
    """A copy of the Vegas ``game`` played on with draw 1: the relaxation of Vegas draw 3
    (see the module notes; every draw-3 line is a draw-1 line with each click of k
    cards split into k clicks)."""
    other = game.copy(stack=False)
    other.draw = 1
    return other


def line_as_draw1(game: Game, line: list[Action]) -> list[Action]:
    """The draw-1 line of the Vegas draw-3 ``line`` from the position of ``game``: each
    stock click that draws k cards becomes k clicks (the position after each action is
    the same but for the waste's fan)."""
    replay = game.copy(stack=False)
    out: list[Action] = []
    for action in line:
        if action == STOCK_CLICK:
            out.extend([STOCK_CLICK] * min(replay.draw, len(replay.stock)))
        else:
            out.append(action)
        replay.play(action)
    return out


def solve(game: Game, *, seconds: float | None = None, states: int | None = None,
          cancel: Callable[[], bool] | threading.Event | None = None,
          sound: bool | None = None, fast_share: float = 0.5,
          beam_share: float | None = None, probe_share: float = 0.1,
          endgame_share: float | None = None, draw1_share: float = 0.0,
          places: bool = True, nested_share: float = _NESTED_SHARE_D1,
          short_stock: int = _SHORT_STOCK) -> Solution:
    """Search the position of ``game`` (left unchanged) for a win.

    ``seconds`` and ``states`` bound the search (None: no bound); ``cancel`` is a
    callable or a :class:`threading.Event` checked every few hundred states: when it is
    true (set) the search stops with ``unknown``.

    By default, in Vegas with at most ``short_stock`` clicks left in the stock (that many
    cards with draw 1, three times as many with draw 3), one plain sound search gets the
    whole budget (see the module notes, *A short stock*). Otherwise, in
    Vegas, ``probe_share`` of the budget first goes to a sound search
    (it proves many lost deals at once), then ``beam_share`` of what is left (None: 0.8
    with draw 1, 0.5 with draw 3) to beam searches of growing width (40, 40, 120, 120,
    360 …), with draw 1 ``nested_share`` of what is left to nested Monte Carlo searches,
    then ``endgame_share`` of what is left (None: 0.3 with draw 1, none with draw 3) to a
    sound search that tries the moves best first by the beam search's score and gives up
    each cleared endgame (stock empty, no card face down) after a few positions (it
    answers ``lost`` only if it gave nothing up; see the module notes), and last the
    first sound search goes on where it stopped, with the rest.
    Outside Vegas, ``fast_share`` of the budget goes to short searches that restart with
    a doubling budget and a shuffled move order, alternately fast (unproven shortcuts)
    and sound (a deep search that went the wrong way early is the usual reason a
    winnable deal takes long). Then one sound search gets the rest.
    Only a sound search that is exhausted answers ``lost``.
    ``sound=True`` or ``False`` runs one search of that kind.

    With a ``states`` budget the budget is split by states alone, so the answer and the
    line are the same on every machine (the clock is not read for the split); ``seconds``
    is then only an outer bound that answers ``unknown`` when reached. With ``seconds``
    alone the split is by time (for players and the GUI).
    """
    start = time.monotonic()
    deadline = start + seconds if seconds is not None else float("inf")
    by_states = states is not None
    max_states = states if states is not None else 1 << 62
    check: Callable[[], bool] | None
    check = cancel.is_set if isinstance(cancel, threading.Event) else cancel
    used = 0
    # the first sound search of a Vegas solve, paused: the last one goes on with it
    kept: _Search | None = None

    def attempt(is_sound: bool, until: float, cap: int, seed: int | None,
                order: bool = False, endgame: int = 0,
                keep: bool = False) -> tuple[Verdict, list[Move], bool]:
        nonlocal used, kept
        search = _Search(game, is_sound, until, cap, check, seed, order, endgame,
                         places=places)
        try:
            result, moves = search.run()
        except _Budget:
            if keep and search.paused:
                kept = search
                search.forget()
            return UNKNOWN, [], search.cancelled
        finally:
            used += search.states
            if kept is not search:
                search.tt.clear()
        return result, moves, False

    def done(result: Verdict, moves: list[Move]) -> Solution:
        return Solution(result, _actions(moves), used, time.monotonic() - start)

    if (sound is None and game.vegas
            and (len(game.stock) + game.draw - 1) // game.draw <= short_stock
            and (seconds is not None or states is not None)):
        # a short stock leaves the single pass few choices: one plain sound search gets
        # the whole budget (module notes, A short stock)
        sound = True

    if sound is None and game.vegas and (seconds is not None or states is not None):
        # a single pass: first a short sound search, as the tree of many lost deals is
        # small (see the module notes)
        now = time.monotonic()
        probe_until = deadline if by_states else now + (deadline - now) * probe_share
        first, line, stopped = attempt(True, probe_until,
                                       max(1, int(max_states * probe_share)), None,
                                       keep=True)
        if stopped:
            return done(UNKNOWN, [])
        if first != UNKNOWN:
            return done(first, line)
    if sound is None and game.vegas:
        # then beam searches of growing width, each width twice: two weights of the
        # buried cards, with draw 1 the nearest talon card or the two nearest (they win
        # different deals; see the module notes)
        now = time.monotonic()
        if beam_share is None:
            beam_share = _BEAM_SHARE_D1 if game.draw == 1 else _BEAM_SHARE_D3
        beam_until = deadline if by_states else now + (deadline - now) * beam_share
        beam_states = used + int((max_states - used) * beam_share)
        bury = 30 * min(game.draw, 2)
        talon = 1 if game.draw == 1 else 0  # the nearest talon card, or two (draw 1)
        width, seed = 40, 1
        while used < beam_states and time.monotonic() < beam_until:
            moves, count, cancelled = _beam(game, width, seed, beam_until,
                                            beam_states - used, check,
                                            bury if seed % 2 else bury // 2,
                                            talon if seed % 2 else 2 * talon)
            used += count
            if cancelled:
                return done(UNKNOWN, [])
            if moves is not None:
                return done(WIN, moves)
            if seconds is None and states is None and width >= 1 << 12:
                break
            if seed % 2 == 0:
                width *= 3
            seed += 1
    if sound is None and game.vegas and game.draw == 1 and nested_share > 0:
        # then, with draw 1, nested Monte Carlo searches, each with new ties, until their
        # share is spent (see the module notes)
        now = time.monotonic()
        nest_until = deadline if by_states else now + (deadline - now) * nested_share
        nest_states = used + int((max_states - used) * nested_share)
        seed = 1
        while used < nest_states and time.monotonic() < nest_until:
            moves, count, cancelled = _nested(game, seed, nest_until, nest_states - used,
                                              check)
            used += count
            if cancelled:
                return done(UNKNOWN, [])
            if moves is not None:
                return done(WIN, moves)
            if count == 0 or (seconds is None and states is None and seed >= 16):
                break  # (no move at all: every restart would be the same)
            seed += 1
    if sound is None and game.vegas:
        # then a sound search, moves best first by the beam's score, that gives up each
        # cleared endgame after _ENDGAME_CAP positions (see the module notes)
        if endgame_share is None:
            endgame_share = _ENDGAME_SHARE_D1 if game.draw == 1 else _ENDGAME_SHARE_D3
        now = time.monotonic()
        fast_until = deadline if by_states else now + (deadline - now) * endgame_share
        fast_states = used + int((max_states - used) * endgame_share)
        if used < fast_states and now < fast_until:
            result, moves, cancelled = attempt(True, fast_until, fast_states - used, None,
                                               True, _ENDGAME_CAP)
            if cancelled:
                return done(UNKNOWN, [])
            if result != UNKNOWN:
                return done(result, moves)
    elif sound is None:
        now = time.monotonic()
        fast_until = deadline if by_states else now + (deadline - now) * fast_share
        fast_states = used + int((max_states - used) * fast_share)
        cap = 2000
        fast_exhausted = False
        i = 0
        while (used < fast_states and time.monotonic() < fast_until
               and (cap < 1 << 20 or seconds is not None or states is not None)):
            is_sound = i % 2 == 1
            if not (fast_exhausted and not is_sound):
                result, moves, cancelled = attempt(
                    is_sound, fast_until, min(cap, fast_states - used), i)
                if cancelled:
                    return done(UNKNOWN, [])
                if result == WIN or (result == LOST and is_sound):
                    return done(result, moves)
                fast_exhausted = fast_exhausted or result == LOST
            i += 1
            if i % 2 == 0:
                cap *= 2
    if sound is False:
        result, moves, _ = attempt(False, deadline, max_states, None)
        return done(WIN, moves) if result == WIN else done(UNKNOWN, [])
    if (sound is None and game.vegas and game.draw == 3 and used < max_states
            and draw1_share > 0
            and (seconds is not None or states is not None)):
        # Vegas draw 3 is a restriction of draw 1 (module notes): a sound proof that
        # the same position is lost with draw 1 proves it lost with draw 3
        now = time.monotonic()
        d1_until = deadline if by_states else now + (deadline - now) * draw1_share
        d1_states = max(1, min(int(max_states * draw1_share), max_states - used))
        search = _Search(as_draw1(game), True, d1_until,
                         d1_states, check, None,
                         False, 0, places=places)
        try:
            d1_result = search.run()[0]
        except _Budget:
            d1_result = UNKNOWN
        used += search.states
        search.tt.clear()
        if search.cancelled:
            return done(UNKNOWN, [])
        if d1_result == LOST:
            return done(LOST, [])
    if used >= max_states:
        return done(UNKNOWN, [])
    if kept is not None:
        # the first sound search goes on where it stopped (the same search as one
        # started again, without its first part searched twice: module notes)
        before = kept.states
        try:
            result, moves = kept.resume(deadline, before + max_states - used)
        except _Budget:
            result, moves = UNKNOWN, []
        finally:
            used += kept.states - before
            kept.tt.clear()
        return done(result, moves)
    result, moves, _ = attempt(True, deadline, max_states - used, None)
    return done(result, moves)
