"""The table: what the people at the screen play with, without Qt.

The record (and the set it belongs to), who plays each seat, who may look at the
screen now, the piece selected and what a click on a cell does. The window draws
it and passes the clicks in; tests drive it without any widget.
"""
