"""Bot tests: this folder's `bot_helpers` is importable from every game's bot tests."""
