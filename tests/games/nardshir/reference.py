"""A deliberately plain second reading of docs/rules/nardshir.md.

It shares nothing with the engine but the position's fields, favours
obviousness over speed, and is used only to cross-check the fast engine on
many positions.
"""

from __future__ import annotations


def track_point(player: int, step: int) -> int:
    """Point of a player's track step 1..24 (White: step-1, Black: 24-step)."""
    return step - 1 if player == 0 else 24 - step


def own_count(board: list[int], player: int, point: int) -> int:
    value = board[point]
    return value if player == 0 else -value


def reference_moves(
    board: list[int], player: int, hand: list[int], dice: list[int], variant: str
) -> set[str]:
    ludii2 = variant == "ludii2"
    pieces_at_steps: dict[int, int] = {}
    if hand[player] > 0:
        pieces_at_steps[0] = hand[player]
    for step in range(1, 25):
        count = own_count(board, player, track_point(player, step))
        if count > 0:
            pieces_at_steps[step] = count
    all_in_final_quadrant = all(19 <= step <= 24 for step in pieces_at_steps)
    hand_and_first = hand[player] + max(0, own_count(board, player, track_point(player, 1)))
    moves: set[str] = set()
    for die in set(dice):
        for step in pieces_at_steps:
            target = step + die
            source = "h" if step == 0 else str(track_point(player, step))
            if target == 25:
                if all_in_final_quadrant:
                    moves.add(f"{die}:{source}-off")
                continue
            if target > 25:
                continue
            point = track_point(player, target)
            mine = own_count(board, player, point)
            enemy = -mine if mine < 0 else 0
            if enemy >= 2:
                continue
            if ludii2 and target <= 12 and mine >= 2:
                continue
            if ludii2 and target == 24 and hand_and_first > 10:
                continue
            moves.add(f"{die}:{source}-{point}")
    return moves
