"""PyInstaller entry script: the frozen app starts here (see packaging/dsolitaire.spec)."""

from dsolitaire.app.main import main

raise SystemExit(main())
