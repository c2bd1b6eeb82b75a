"""Start-up with hostile card decks: from process start to the first painted frame (as
``benchmarks/startup.py`` times it) with each deck of a small corpus chosen, against the
same start-up with no deck folder at all. Target (issue 18): each <= 1.5x the start-up
with none.

The corpus: an .svgz of about 1.5 MB that unpacks to 1.5 GB; an index.desktop naming a
3 GB (sparse) SVG; a folder of 1,000 decks (the chosen one among them). KDE's largest
real deck (Dondorf, 11.5 MB of SVG that Qt parses to draw it), when it is installed, is
timed for reference: its cost is its drawing, not a cap.

    python benchmarks/startup_decks.py [--runs 5]
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import sys
import tempfile
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE.parent / "tests"))

from helpers.decks import theme_svg, write_theme  # noqa: E402

_spec = importlib.util.spec_from_file_location("startup", HERE / "startup.py")
assert _spec is not None and _spec.loader is not None
startup = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(startup)


def _bomb(root: Path) -> str:
    where = write_theme(root, "bomb", "Bomb")
    head, tail = theme_svg().split("</svg>")
    pack = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    with (where / "cards.svgz").open("wb") as f:
        f.write(pack.compress((head + "<!--").encode()))
        block = b" " * (1 << 24)
        for _ in range(96):  # 1.5 GB of spaces in a comment
            f.write(pack.compress(block))
        f.write(pack.compress(("-->" + tail + "</svg>").encode()))
        f.write(pack.flush())
    (where / "cards.svg").unlink()
    index = where / "index.desktop"
    index.write_text(index.read_text().replace("cards.svg", "cards.svgz"))
    return "kde:bomb"


def _sparse(root: Path) -> str:
    where = write_theme(root, "sparse", "Sparse")
    with (where / "cards.svg").open("r+b") as f:
        f.truncate(3 * 1024**3)
    return "kde:sparse"


def _thousand(root: Path) -> str:
    for n in range(1000):
        write_theme(root, f"deck-{n:04d}", f"Deck {n}", svgz=True)
    return "kde:deck-0500"


def _dondorf(_root: Path) -> str | None:
    return "kde:svg-dondorf" if Path("/usr/share/carddecks/svg-dondorf").is_dir() else None


def _median(env: dict[str, str], runs: int) -> float:
    return statistics.median(startup.one_run(env) for _ in range(runs))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    results: list[tuple[str, float]] = []
    with tempfile.TemporaryDirectory() as folder:
        base = Path(folder)

        def env_for(name: str, make: object) -> dict[str, str] | None:
            home = base / name
            home.mkdir()
            env = dict(os.environ, XDG_CONFIG_HOME=str(home), XDG_DATA_HOME=str(home),
                       HOME=str(home), XDG_DATA_DIRS=str(home / "system"))
            env.setdefault("QT_QPA_PLATFORM", "offscreen")
            if make is None:
                return env
            if make is _dondorf:
                env["XDG_DATA_DIRS"] = "/usr/share"
            key = make(home / "carddecks")  # type: ignore[operator]
            if key is None:
                return None
            conf = home / "DoubleSolitaire" / "Double Solitaire.conf"
            conf.parent.mkdir(parents=True)
            conf.write_text(f"[cards]\ndeck={key}\n", encoding="utf-8")
            return env

        cases = {"none": None, "svgz_bomb": _bomb, "sparse_3gb": _sparse,
                 "thousand_decks": _thousand, "dondorf": _dondorf}
        envs = {name: env_for(name, make) for name, make in cases.items()}
        for env in envs.values():
            if env is not None:
                startup.one_run(env)  # warm the file cache
        none = _median(envs["none"], args.runs)  # type: ignore[arg-type]
        for name, env in envs.items():
            if name != "none" and env is not None:
                results.append((name, _median(env, args.runs) / none))
    print(f"runs: {args.runs}, load average: {os.getloadavg()[0]:.1f}; target: each "
          "hostile deck's ratio <= 1.5 (dondorf: a real deck's own drawing, for reference)")
    print(f"startup_no_decks: {none:.0f} ms")
    for name, ratio in results:
        print(f"startup_{name}_ratio: {ratio:.2f} x")
    worst = max(r for n, r in results if n != "dondorf")
    print(f"startup_worst_hostile_deck_ratio: {worst:.2f} x")


if __name__ == "__main__":
    main()
