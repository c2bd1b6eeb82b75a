"""Reads the running app through the real AT-SPI bus, as a screen reader does.

Run with the system Python that has ``pyatspi`` (apt: python3-pyatspi):
``python3 tests/helpers/atspi_reader.py APP_NAME SECONDS``. Prints JSON lines:
``{"table": [...names...]}`` (the card table's children, role and name), then
``{"listening": true}``; then every announcement, focus and name-change event
(``{"event", "source", "role", "text"}``) until a line ``stop`` on standard input (or
SECONDS at most); at the end the table's children again.
"""

from __future__ import annotations

import json
import sys
import time

import pyatspi
from gi.repository import GLib


def say(**data: object) -> None:
    print(json.dumps(data, ensure_ascii=False), flush=True)


def find_app(name: str, seconds: float) -> object | None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == name:
                return app
        time.sleep(0.2)
    return None


def find_table(node: object, depth: int = 0) -> object | None:
    if node is None or depth > 12:
        return None
    if node.getRoleName() == "list" and node.name in ("Card table", "Kortbord", "Kartentisch"):
        return node
    for i in range(node.childCount):
        found = find_table(node.getChildAtIndex(i), depth + 1)
        if found is not None:
            return found
    return None


def find_role(node: object, role: str, depth: int = 0) -> object | None:
    """The first node of ``role`` in the tree under ``node`` (None: none)."""
    if node is None or depth > 12:
        return None
    if node.getRoleName() == role:
        return node
    for i in range(node.childCount):
        found = find_role(node.getChildAtIndex(i), role, depth + 1)
        if found is not None:
            return found
    return None


def table_names(table: object) -> list[list[str]]:
    return [[c.getRoleName(), c.name] for c in
            (table.getChildAtIndex(i) for i in range(table.childCount))]


def main() -> int:
    name, seconds = sys.argv[1], float(sys.argv[2])
    app = find_app(name, 15)
    if app is None:
        say(error=f"no application {name!r} on the accessibility bus")
        return 1
    table = find_table(app)
    if table is None:
        say(error="no card table in the application's tree")
        return 1
    say(table_name=table.name, table_role=table.getRoleName(), table=table_names(table))
    bar = find_role(app, "tool bar")
    if bar is not None:
        say(tool_bar_name=bar.name, tool_bar=[
            [c.getRoleName(), c.name, c.description] for c in
            (bar.getChildAtIndex(i) for i in range(bar.childCount)) if c is not None])

    def on_event(event: object) -> None:
        source = event.source
        text = event.any_data if isinstance(event.any_data, str) else ""
        if event.type.startswith("object:state-changed:focused") and not event.detail1:
            return
        if event.type.startswith("object:state-changed:showing"):
            # the table's speaker: a notification shown anew for each text
            if not event.detail1 or source is None or source.getRoleName() != "notification":
                return
            text = source.name
        if event.type.startswith("object:property-change:accessible-name"):
            text = source.name if source is not None else ""
        say(event=str(event.type), source=source.name if source is not None else "",
            role=source.getRoleName() if source is not None else "", text=text)

    kinds = ("object:announcement", "object:state-changed:showing",
             "object:state-changed:focused",
             "object:property-change:accessible-name")
    for kind in kinds:
        pyatspi.Registry.registerEventListener(on_event, kind)
    GLib.timeout_add(int(seconds * 1000), pyatspi.Registry.stop)  # at the latest

    def on_input(fd: int, condition: int) -> bool:
        line = sys.stdin.readline()
        if line.strip() == "stop" or not line:  # the events in flight still come in
            GLib.timeout_add(500, pyatspi.Registry.stop)
            return False
        return True

    GLib.io_add_watch(sys.stdin.fileno(), GLib.PRIORITY_DEFAULT,
                      GLib.IOCondition.IN | GLib.IOCondition.HUP, on_input)
    GLib.timeout_add(300, lambda: say(listening=True) and False)
    pyatspi.Registry.start()
    say(table_after=table_names(table))
    return 0


if __name__ == "__main__":
    sys.exit(main())
