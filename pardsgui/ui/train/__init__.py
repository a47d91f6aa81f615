"""Help ▸ Puzzles: the trainer's window."""

from pardsgui.ui.train.window import TrainerWindow

__all__ = ["TrainerWindow"]
