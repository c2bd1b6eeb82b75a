from .app.main import main

raise SystemExit(main())
