"""What the app keeps on disk: the saved game, the history, settings, one instance."""
