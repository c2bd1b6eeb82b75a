"""Every command line in the README's ``sh`` blocks runs as written, through a real shell.

Each line runs with ``bash -c`` in an empty folder where ``.venv/bin`` is this interpreter's
bin folder; it must exit 0, leave no file behind (a bare ``5>2`` is a redirection that
writes a file named ``2``), and print exactly what the same words give as an argument list
with no shell in between (the arguments the line means) and what
``dsolitaire.engine.cli.main`` prints for them. Setup lines (``make run``,
``make test``) and lines that start the GUI are left out.
"""

from __future__ import annotations

import contextlib
import io
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from dsolitaire.engine.cli import main

README = Path(__file__).resolve().parents[2] / "README.md"
BIN = Path(sys.executable).parent
SETUP = {("make", "run"), ("make", "test")}
GUI = {"dsolitaire", "dsolitaire.exe"}
SHELLS = {"sh", "bash", "shell", "console"}


def sh_commands(markdown: str) -> list[str]:
    """The command lines of the ```sh blocks (continuation lines joined, comments kept)."""
    commands: list[str] = []
    fence: str | None = None  # the language of the open code block
    pending = ""
    for line in markdown.splitlines():
        stripped = line.strip()
        if stripped.startswith("```"):
            fence = stripped[3:].strip().lower() if fence is None else None
            continue
        if fence not in SHELLS:
            continue
        if stripped.endswith("\\"):
            pending += stripped[:-1].rstrip() + " "
            continue
        command, pending = (pending + stripped).strip(), ""
        if command and not command.startswith("#"):
            commands.append(command)
    return commands


def runnable(command: str) -> bool:
    words = shlex.split(command, comments=True)
    if tuple(words[:2]) in SETUP:
        return False
    return Path(words[0]).name not in GUI and words[:3] != [*words[:1], "-m", "dsolitaire"]


def _folder(path: Path) -> Path:
    path.mkdir()
    (path / ".venv").mkdir()
    (path / ".venv" / "bin").symlink_to(BIN, target_is_directory=True)
    return path


def _environment() -> dict[str, str]:
    return {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}"}


def problems(command: str, tmp_path: Path) -> list[str]:
    """What is wrong with running ``command`` as the README writes it; empty when nothing."""
    if shutil.which("bash") is None:
        pytest.skip("no bash here")
    shell_dir, plain_dir = _folder(tmp_path / "shell"), _folder(tmp_path / "plain")
    found: list[str] = []
    shell = subprocess.run(["bash", "-c", command], cwd=shell_dir, env=_environment(),
                           capture_output=True, text=True, timeout=60, check=False)
    if shell.returncode != 0:
        found.append(f"exit status {shell.returncode}: {shell.stderr.strip()}")
    stray = sorted(p.name for p in shell_dir.iterdir() if p.name != ".venv")
    stray += sorted(p.name for p in (shell_dir / ".venv").iterdir() if p.name != "bin")
    if stray:
        found.append(f"left files behind: {stray}")
    words = shlex.split(command, comments=True)  # the arguments the line means
    plain = subprocess.run(words, cwd=plain_dir, env=_environment(),
                           capture_output=True, text=True, timeout=60, check=False)
    if (shell.returncode, shell.stdout, shell.stderr) != (
        plain.returncode, plain.stdout, plain.stderr
    ):
        found.append(f"the shell ran something else than {words}")
    if Path(words[0]).name == "dsolitaire-engine":  # and this very engine says the same
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            status = main(words[1:])
        if (status, out.getvalue()) != (shell.returncode, shell.stdout):
            found.append(f"dsolitaire.engine.cli.main({words[1:]}) prints something else")
    return found


COMMANDS = [c for c in sh_commands(README.read_text(encoding="utf-8")) if runnable(c)]


def test_the_readme_has_engine_commands() -> None:
    assert len(COMMANDS) >= 2
    assert all("dsolitaire-engine" in c for c in COMMANDS)
    assert not any("make" in c for c in COMMANDS)


@pytest.mark.parametrize("command", COMMANDS)
def test_readme_command_runs_as_written(tmp_path: Path, command: str) -> None:
    if not (BIN / "dsolitaire-engine").exists():
        pytest.skip("the package is not installed with its console script")
    assert problems(command, tmp_path) == []


def test_an_unquoted_action_is_caught(tmp_path: Path) -> None:
    """The check fails on the line the README once had: ``5>2`` bare is a redirection."""
    if not (BIN / "dsolitaire-engine").exists():
        pytest.skip("the package is not installed with its console script")
    found = problems(".venv/bin/dsolitaire-engine show DS1-D1N-AAAAAAB 5>2 S --reveal", tmp_path)
    assert any("left files behind: ['2']" in p for p in found)
    assert any("ran something else" in p for p in found)
    assert any("prints something else" in p for p in found)


def test_the_extraction() -> None:
    text = "\n".join([
        "```sh", "make run   # set up", "a 'b>c' \\", "  d  # e", "# a comment", "", "```",
        "```python", "not = 'a command'", "```", "```sh", ".venv/bin/dsolitaire --code X", "```",
    ])
    assert sh_commands(text) == [
        "make run   # set up", "a 'b>c' d  # e", ".venv/bin/dsolitaire --code X",
    ]
    assert [runnable(c) for c in sh_commands(text)] == [False, True, False]
