"""The desktop app: a Qt projection of the rules engine's state."""
