"""The windows: the main window, each dialog in its own file, the statistics, the notices,
the UI language."""
