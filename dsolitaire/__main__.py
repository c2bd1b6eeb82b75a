"""``python -m dsolitaire``: the app, as the ``dsolitaire`` command starts it."""

from .app.main import main

if __name__ == "__main__":  # not when a spawned worker process imports it
    raise SystemExit(main())
