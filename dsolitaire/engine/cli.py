"""The engine's command line: ``dsolitaire-engine show CODE [ACTION ...] [--json] [--reveal]``.

Exit status 0 on success; 2 for a bad code, a syntax error or an illegal move, with one
line on standard error and nothing on standard output.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence

from .actions import Action
from .errors import EngineError, IllegalMove, InvalidNotation
from .game import Game, Record
from .render import position_json, position_text


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="dsolitaire-engine",
        description="The Double Solitaire rules engine, without a screen.",
    )
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    show = sub.add_parser(
        "show",
        help="play actions from a deal's start and print the position",
        description="Play the actions from the deal's start and print the position. "
        "Actions: S, W>F, W>n, n>F, n>m, Fk>n, and U to undo the last one.",
    )
    show.add_argument("code", metavar="CODE", help="a game code such as DS1-D1N-AAAAAAB")
    show.add_argument("actions", metavar="ACTION", nargs="*", help="actions in the notation")
    show.add_argument("--json", action="store_true", help="print one JSON object")
    show.add_argument("--reveal", action="store_true", help="show face-down cards (lower case)")
    return parser


def replay(code: str, actions: Sequence[str]) -> Game:
    """The game after playing ``actions`` (notation, with ``U`` for undo) from the start."""
    game = Game.from_code(code)
    history: list[Record] = []
    for text in actions:
        if text.strip().upper() == "U":
            if not history:
                raise IllegalMove(f"illegal move U in {game.code}: there is nothing to undo")
            game.revert(history.pop())
            continue
        try:
            action = Action.parse(text)
        except InvalidNotation as exc:
            raise InvalidNotation(f"{exc} (in {game.code})") from None
        history.append(game.play(action))
    return game


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        game = replay(args.code, args.actions)
    except EngineError as exc:
        print(f"dsolitaire-engine: {exc}", file=sys.stderr)
        return 2
    text = (json.dumps(position_json(game, args.reveal), ensure_ascii=False) if args.json
            else position_text(game, args.reveal))
    try:
        print(text)
        sys.stdout.flush()
    except BrokenPipeError:  # the reader stopped early (| head): not our error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
