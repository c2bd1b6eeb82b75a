"""The windows: the main window, the dialogs, the statistics, the UI language."""
