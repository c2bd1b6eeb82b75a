"""``python -m dsolitaire.engine``: the engine's command line (``dsolitaire-engine``)."""

from .cli import main

raise SystemExit(main())
