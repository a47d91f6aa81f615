"""pardsgui: play and study Pards, Parry, Pagade, Kerd and Nardshir."""

__version__ = "0.1.0"
