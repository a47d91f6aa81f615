"""Help ▸ Learn: the lessons window (pardsgui/lessons holds the lessons and their checks)."""

from pardsgui.ui.learn.window import LearnWindow

__all__ = ["LearnWindow"]
