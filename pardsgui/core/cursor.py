"""Where a person looks in a game record's tree, and the way back down for Forward.

Back remembers the child it left, so Forward goes down the line you came from
(a variation included) rather than jumping to the main line; where nothing is
remembered Forward takes the main line. The record owns one cursor
(`Record.cursor`); the window's Previous, Next, Start and End only ask it.
"""

from __future__ import annotations

from typing import Generic, Protocol, Self, TypeVar


class _Stamped(Protocol):
    @property
    def detached(self) -> int: ...


class Step(Protocol):
    """A node of the tree as the cursor walks it: core/record.py's Node, named here by what the
    cursor uses so that this module needs not import the record's (which imports this one).

    `_tree` and `_held` are the node's own notes of when it was last found in the tree, which
    `holds` reads and keeps up to date.
    """

    @property
    def parent(self) -> Self | None: ...

    @property
    def children(self) -> list[Self]: ...

    @property
    def _tree(self) -> _Stamped: ...

    _held: int

    def main_child(self) -> Self | None: ...

    def line_end(self) -> Self: ...

    def path(self) -> list[Self]: ...


Node = TypeVar("Node", bound=Step)  # the record's Node, whatever walks like one


class Cursor(Generic[Node]):
    __slots__ = ("_forward", "_node", "root")

    def __init__(self, root: Node) -> None:
        self.root = root
        self._node = root
        # A node -> its child last stepped back from. A remembered child may have been
        # deleted since (and put back by Undo): it counts only while it is a child still.
        self._forward: dict[Node, Node] = {}

    @property
    def node(self) -> Node:
        """The node looked at."""
        return self._node

    def holds(self, node: Node) -> bool:
        """Is `node` in the tree now? A node deleted (or taken back by Undo) is not."""
        # Only a detachment takes nodes off the tree: a node found in it since the last one is
        # in it still, and so is every node below it found so now.  A move played under the
        # node looked at is then answered at once, not by a walk to the root.
        if node._tree is not self.root._tree:
            return False  # another record's node
        stamp = node._tree.detached
        walked = []
        while node.parent is not None and node._held != stamp:
            if node not in node.parent.children:
                return False
            walked.append(node)
            node = node.parent
        if node.parent is None and node is not self.root:
            return False
        for held in walked:
            held._held = stamp
        return True

    def go_to(self, node: Node) -> None:
        if not self.holds(node):
            raise ValueError("that node is not in this record")
        self._node = node

    def step_to(self, child: Node) -> None:
        """Down to a child of the node looked at (a move just played there)."""
        if child.parent is not self._node:
            raise ValueError("a step goes to a child of the node looked at")
        self._look(child)

    def _look(self, neighbour: Node) -> None:
        """Look at the parent or a child (in the tree) of the node looked at.

        A neighbour of a node known to be in the tree is in it too: known so, a takeback's
        return to the node the move was played from asks no walk to the root (`holds`).
        """
        stamp = neighbour._tree.detached
        here = self._node
        if (here._held == stamp or here is self.root) and (
            neighbour is here.parent or neighbour in here.children
        ):
            neighbour._held = stamp
        self._node = neighbour

    def next_node(self, node: Node | None = None) -> Node | None:
        """Where Forward goes from `node` (the node looked at): where Back came from, else the main line."""
        if node is None:
            node = self._node
        remembered = self._forward.get(node)
        if remembered is not None and remembered in node.children:
            return remembered
        return node.main_child()

    def back(self) -> bool:
        """To the parent, remembering the way back down; False at the start."""
        parent = self._node.parent
        if parent is None:
            return False
        self._forward[parent] = self._node
        self._look(parent)
        return True

    def forward(self) -> bool:
        """To the next node (`next_node`); False at the end of the line."""
        child = self.next_node()
        if child is None:
            return False
        self._look(child)
        return True

    def to_start(self) -> None:
        self._node = self.root

    def to_end(self) -> None:
        """Forward as far as it goes."""
        forward = self._forward
        if all(child is parent.children[0] for parent, child in forward.items() if child in parent.children):
            # No way remembered leaves a main line: the end of the main line from here, which the
            # tree knows without a walk (a million steps forward took a second and more).
            here = self._node
            end = here.line_end()
            stamp = here._tree.detached
            if here._held == stamp or here is self.root:  # found in the tree: so is its line's end
                end._held = stamp
            self._node = end
            return
        while self.forward():
            pass

    def leave(self, node: Node) -> None:
        """`node` and what follows it are about to be deleted: look at its parent if looking inside."""
        parent = node.parent
        if parent is None:
            raise ValueError("the start position cannot be deleted")
        if node in self._node.path():
            self._node = parent
