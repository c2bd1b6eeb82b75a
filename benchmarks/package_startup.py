"""Start-up of the installed app against the app from source, both running --self-test.

Builds nothing: point it at an installed or unpacked bundle (default ``dist/dsolitaire/
dsolitaire``, made by ``make package``). Each command runs N times offscreen with a
temporary home; the figure is the ratio of the medians. Target: <= 1.5.

    python benchmarks/package_startup.py [--bundle PATH] [--runs 7]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def median_ms(cmd: list[str], env: dict[str, str], runs: int) -> float:
    subprocess.run(cmd, env=env, check=True, capture_output=True, timeout=120)  # warm up
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run(cmd, env=env, check=True, capture_output=True, timeout=120)
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "dsolitaire" / "dsolitaire")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    if not args.bundle.exists():
        sys.exit(f"{args.bundle} does not exist: run make package first, or pass --bundle")
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=home,
                   XDG_CONFIG_HOME=home, XDG_DATA_HOME=home)
        source = median_ms([sys.executable, "-m", "dsolitaire", "--self-test"], env, args.runs)
        bundle_env = {k: v for k, v in env.items() if not k.startswith("PYTHON")}
        installed = median_ms([str(args.bundle), "--self-test"], bundle_env, args.runs)
    print(f"from source: {source:.0f} ms, installed: {installed:.0f} ms (median of {args.runs})")
    print(f"installed_startup_ratio: {installed / source:.2f} x")


if __name__ == "__main__":
    main()
