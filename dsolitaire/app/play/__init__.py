"""Playing a game: the controller and its undo commands, hints, replays, new deals."""
