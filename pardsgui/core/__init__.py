"""Qt-free core: the engine contract, dice, position text and the game record."""
