"""PyInstaller entry script: the frozen app starts here (see packaging/dsolitaire.spec)."""

import multiprocessing

# the hint solver's worker process is the frozen executable started again: it must run
# the worker, not the app (a no-op when not frozen)
multiprocessing.freeze_support()

from dsolitaire.app.main import main  # noqa: E402

raise SystemExit(main())
