"""The engine's command line:

* ``dsolitaire-engine show CODE [ACTION ...] [--json] [--reveal]``
* ``dsolitaire-engine solve CODE [ACTION ...] [--seconds S] [--states N] [--json]``
* ``dsolitaire-engine analyse CODE [ACTION ...] [--seconds S] [--states N] [--json]``
* ``dsolitaire-engine daily YYYY-MM-DD [--mode MODE] [--json]``

Options may stand anywhere, also between the actions. Exit status 0 on success; 2 for a bad
code, a syntax error, an illegal move or a bad command line, with one line on standard error
and nothing on standard output; 1 with one line on standard error when standard output
cannot be written (closed, or a full disk); 130 with one line on standard error when
interrupted (Ctrl+C, SIGINT), as a shell reports it. A reader that stops early (``| head``)
is no error.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import io
import json
import os
import sys
from collections.abc import Sequence

from .analysis import analyse
from .daily import NoDailyDeal, daily_deal, parse_mode
from .errors import EngineError
from .game import Game
from .render import position_json, position_text
from .solver import solve

PROG = "dsolitaire-engine"


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def _position_arguments(parser: argparse.ArgumentParser) -> None:
    """CODE [ACTION ...]: the position a command works on, from the deal's start."""
    parser.add_argument("code", metavar="CODE", help="a game code such as DS1-D1N-AAAAAAB")
    # default=[]: without it argparse counts a '*' positional as required in its errors
    parser.add_argument(
        "actions", metavar="ACTION", nargs="*", default=[], help="actions in the notation"
    )


def _budget_arguments(parser: argparse.ArgumentParser, verb: str) -> None:
    """--seconds S, --states N and --json: a search's budget (seconds for players, states
    for an answer that is the same on every machine) and its output."""
    parser.add_argument("--seconds", type=_seconds, default=None, metavar="S",
                        help=f"{verb} for at most S seconds (default 10 without --states)")
    parser.add_argument("--states", type=_states, default=None, metavar="N",
                        help=f"{verb} at most N positions, the budget split by positions "
                        "alone: the same answer on every machine")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def _parsers() -> tuple[argparse.ArgumentParser, dict[str, argparse.ArgumentParser]]:
    """The top parser (for its help and usage) and each command's own parser."""
    parser = _Parser(
        prog=PROG,
        description="The Double Solitaire rules engine, without a screen.",
    )
    sub = parser.add_subparsers(
        dest="command", metavar="COMMAND", required=True, parser_class=_Parser
    )
    show = sub.add_parser(
        "show",
        help="play actions from a deal's start and print the position",
        description="Play the actions from the deal's start and print the position. "
        "Actions: S, W>F, W>n, n>F, n>m, Fk>n, and U to undo the last one; "
        "quote those with '>' in a shell. Options may stand anywhere.",
    )
    _position_arguments(show)
    show.add_argument("--json", action="store_true", help="print one JSON object")
    show.add_argument("--reveal", action="store_true", help="show face-down cards (lower case)")
    solve = sub.add_parser(
        "solve",
        help="search the position for a winning line, knowing every card",
        description="Play the actions from the deal's start, then search for a winning "
        "line knowing every card (face-down ones too). Prints win with the line, lost "
        "(proven) or unknown (the budget ran out). With --states the answer and the line "
        "are the same on every machine. Options may stand anywhere.",
    )
    _position_arguments(solve)
    _budget_arguments(solve, "search")
    analyse = sub.add_parser(
        "analyse",
        help="find where a played game was lost (its turning point)",
        description="Play the actions from the deal's start, then solve positions along "
        "the line by bisection: the last one proven winnable, the first one proven lost, "
        "and the action that lost the game when the two meet. The budget is the whole "
        "analysis's. Options may stand anywhere.",
    )
    _position_arguments(analyse)
    _budget_arguments(analyse, "analyse")
    daily = sub.add_parser(
        "daily",
        help="the daily deal of a date, with a winning line",
        description="The deal of the day for DATE (YYYY-MM-DD): the same for every player "
        "on every machine. Normal modes: found from the date by the solver with a budget "
        "in positions; Vegas modes: taken from the shipped lists of winnable deals.",
    )
    daily.add_argument("date", metavar="DATE", type=_date, help="a date, YYYY-MM-DD")
    daily.add_argument("--mode", default="D1N", type=_mode,
                       help="D1N (default), D3N, D1V or D3V")
    daily.add_argument("--json", action="store_true", help="print one JSON object")
    return parser, {"show": show, "solve": solve, "analyse": analyse, "daily": daily}


def _arguments(argv: Sequence[str]) -> argparse.Namespace:
    """Parse ``argv``; a command's options may come before, between or after its actions."""
    parser, commands = _parsers()
    if argv and argv[0] in commands:
        # parse_intermixed_args does not work through subparsers, so the command's own
        # parser reads the rest of the line
        args = commands[argv[0]].parse_intermixed_args(argv[1:])
        args.command = argv[0]
        return args
    return parser.parse_args(argv)  # --help, or a usage error (SystemExit)


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 < value < 1e9:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds above 0")
    return value


def _states(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if not 0 < value < 1 << 62:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of positions above 0")
    return value


def _date(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date (YYYY-MM-DD)") from None


def _mode(text: str) -> str:
    try:
        draw, vegas = parse_mode(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return f"D{draw}{'V' if vegas else 'N'}"


def _analyse_text(args: argparse.Namespace) -> str:
    result = analyse(args.code, args.actions, seconds=_seconds_of(args), states=args.states)
    if args.json:
        return json.dumps(result.as_json())
    point = result.turning_action
    lines = [
        f"last_winnable: {_or_null(result.last_winnable)}",
        f"first_lost: {_or_null(result.first_lost)}",
        "turning_point: " + ("null" if point is None
                             else f"{result.turning_point} ({point})"),
        "line: " + " ".join(str(a) for a in result.line),
        f"spent: {result.states} positions in {result.seconds:.2f} s, "
        f"{len(result.verdicts)} positions solved",
    ]
    return "\n".join(lines)


def _seconds_of(args: argparse.Namespace) -> float | None:
    """The seconds of the budget: 10 when neither bound is given, none with --states
    alone (the answer then does not depend on the machine)."""
    if args.seconds is None and args.states is None:
        return 10.0
    return float(args.seconds) if args.seconds is not None else None


def _or_null(value: int | None) -> str:
    return "null" if value is None else str(value)


def _daily_text(args: argparse.Namespace) -> str:
    deal = daily_deal(args.date, args.mode)
    if args.json:
        return json.dumps(deal.as_json())
    return f"{deal.code}\n" + " ".join(str(a) for a in deal.line)


def _solve_text(args: argparse.Namespace, game: Game) -> str:
    solution = solve(game, seconds=_seconds_of(args), states=args.states)
    line = [str(a) for a in solution.line]
    if args.json:
        return json.dumps({"result": solution.result, "line": line,
                           "states": solution.states,
                           "seconds": round(solution.seconds, 3)})
    head = (f"{solution.result}: {solution.states} positions searched in "
            f"{solution.seconds:.2f} s")
    if solution.result == "win":
        head += f", {len(line)} actions\n" + " ".join(line)
    return head


def _complain(message: str) -> None:
    """One line on standard error, if there is one to write to."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        sys.stderr.write(f"{PROG}: {message}\n")
        sys.stderr.flush()


def _run(argv: Sequence[str]) -> int:
    args = _arguments(argv)
    if args.command == "daily":
        try:
            print(_daily_text(args))
        except NoDailyDeal as exc:
            _complain(str(exc))
            return 1
        return 0
    try:
        game = Game.replay(args.code, args.actions)  # U: undo, as in docs/notation.md
    except EngineError as exc:
        _complain(str(exc))
        return 2
    if args.command == "analyse":
        print(_analyse_text(args))
    elif args.command == "solve":
        print(_solve_text(args, game))
    else:
        print(json.dumps(position_json(game, args.reveal), ensure_ascii=False) if args.json
              else position_text(game, args.reveal))
    return 0


def _silence_stdout() -> None:
    """Point file descriptor 1 at the null device, so that the interpreter's last flush of
    what is left in ``sys.stdout`` cannot fail again (and print a second message)."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)


def _emit(text: str) -> str | None:
    """Write ``text`` to standard output; the reason when that fails, else None."""
    if not text:
        return None
    if sys.stdout is None:  # started with standard output closed (>&-)
        return "cannot write the output: standard output is closed"
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:  # the reader stopped early (| head): not our error
        _silence_stdout()
    except OSError as exc:  # a full disk, a closed descriptor, ...
        _silence_stdout()
        return f"cannot write the output: {exc.strerror or exc}"
    return None


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; the exit status. Usage errors and ``--help`` raise SystemExit
    (as argparse does) unless the output cannot be written, then the status is 1."""
    out = io.StringIO()
    done: SystemExit | None = None
    with contextlib.redirect_stdout(out):
        try:
            status = _run(sys.argv[1:] if argv is None else list(argv))
        except SystemExit as exc:  # --help (0) or a usage error (2, already on stderr)
            done, status = exc, 0
        except KeyboardInterrupt:  # Ctrl+C mid-search: one line, no traceback
            _complain("interrupted")
            return 130
    failure = _emit(out.getvalue())
    if failure is not None:
        _complain(failure)
        return 1
    if done is not None:
        raise done
    return status


if __name__ == "__main__":
    raise SystemExit(main())
