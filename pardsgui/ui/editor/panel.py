"""The editor's side panel: palette, tools, fields, problems and what to do next."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from pardsgui.core.editing import FieldEditor
from pardsgui.i18n import _, in_sentence, ngettext
from pardsgui.ui import plain
from pardsgui.ui.discard import discard, empty
from pardsgui.ui.editor.session import EditSession
from pardsgui.ui.icons import piece_pixmap


class EditorPanel(QWidget):
    playRequested = Signal()
    documentSave = Signal(str)
    documentLoad = Signal(str)
    copyRequested = Signal()
    pasteRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: EditSession | None = None
        self.game_id = ""
        self.palette_box = QGridLayout()
        self.palette_group = QButtonGroup(self)
        self.palette_group.setExclusive(True)
        self.palette_buttons: dict[str, QToolButton] = {}
        self._palette_shown: tuple[object, ...] = ()
        self.form = QFormLayout()
        self.field_controls: dict[str, QWidget] = {}
        self.problems = QListWidget()
        self.problems.setObjectName("editor-problems")
        self.problems.setWordWrap(True)
        self.problems.setMinimumHeight(70)
        self.status = plain.label()
        self.status.setWordWrap(True)
        self.clear_button = QPushButton(_("Clear board"))
        self.start_button = QPushButton(_("Start position"))
        self.copy_button = QPushButton(_("Copy text"))
        self.paste_button = QPushButton(_("Paste text"))
        self.play_button = QPushButton(_("Play from here"))
        self.play_button.setDefault(True)
        self.play_button.clicked.connect(self.playRequested)
        self.clear_button.clicked.connect(lambda: self.session.clear() if self.session else None)
        self.start_button.clicked.connect(lambda: self.session.start() if self.session else None)
        self.copy_button.clicked.connect(self.copyRequested)
        self.paste_button.clicked.connect(self.pasteRequested)
        self.documents_row = QHBoxLayout()
        buttons = QGridLayout()
        buttons.addWidget(self.clear_button, 0, 0)
        buttons.addWidget(self.start_button, 0, 1)
        buttons.addWidget(self.copy_button, 1, 0)
        buttons.addWidget(self.paste_button, 1, 1)
        layout = QVBoxLayout(self)
        how = QLabel(_("Click to place, right-click to remove, drag to move."))
        how.setWordWrap(True)
        # Room at each end for a glyph past the wrapped line's measured width (a Persian comma
        # was cut by the scroll bar on the right-to-left panel's left edge).
        how.setContentsMargins(3, 0, 3, 0)
        font = how.font()
        font.setBold(True)
        how.setFont(font)
        layout.addWidget(how)
        layout.addLayout(self.palette_box)
        self.hint = plain.label()
        self.hint.setObjectName("editor-hint")
        self.hint.setWordWrap(True)
        self.hint.setContentsMargins(3, 0, 3, 0)
        self.hint.hide()
        layout.addWidget(self.hint)
        layout.addLayout(self.form)
        layout.addLayout(self.documents_row)
        layout.addLayout(buttons)
        layout.addWidget(QLabel(_("Problems")))
        layout.addWidget(self.problems, 1)
        layout.addWidget(self.status)
        layout.addWidget(self.play_button)

    def attach(self, session: EditSession, game_id: str) -> None:
        """Show `session`; every control acts on the session attached now, never an earlier one."""
        self.session = session
        self.game_id = game_id
        self._clear_fields()
        self._build_palette()
        self._build_documents()
        self.update_from_session()

    def _palette_key(self) -> tuple[object, ...]:
        assert self.session is not None
        text = self.session.text
        return (tuple(self.session.model.palette(text)), tuple(self.session.model.tools(text)))

    def _build_palette(self) -> None:
        assert self.session is not None
        session = self.session
        self._palette_shown = self._palette_key()
        chosen = f"tool:{session.tool}" if session.tool else f"piece:{session.selected}"
        for button in self.palette_buttons.values():
            self.palette_group.removeButton(button)
            discard(button)
        self.palette_buttons = {}
        column = 0
        for item in session.model.palette(session.text):
            button = QToolButton()
            button.setCheckable(True)
            button.setIcon(QIcon(piece_pixmap(self.game_id, item.image, 32)))
            button.setIconSize(QSize(32, 32))
            button.setToolTip(item.label)
            button.setAccessibleName(item.label)
            button.clicked.connect(lambda _c=False, piece=item.piece: self._choose(piece, ""))
            self.palette_group.addButton(button)
            self.palette_box.addWidget(button, column // 6, column % 6)
            self.palette_buttons[f"piece:{item.piece}"] = button
            column += 1
        row = column // 6 + 1
        for index, tool in enumerate(session.model.tools(session.text)):
            button = QToolButton()
            button.setCheckable(True)
            button.setText(tool.label)
            button.setToolTip(tool.tip or tool.label)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.clicked.connect(lambda _c=False, tool_id=tool.id: self._choose("", tool_id))
            self.palette_group.addButton(button)
            self.palette_box.addWidget(button, row + index // 3, index % 3 * 2, 1, 2)
            self.palette_buttons[f"tool:{tool.id}"] = button
        # Keep the piece or tool in hand when the palette is rebuilt (more seats, another board).
        keep = self.palette_buttons.get(chosen) or next(iter(self.palette_buttons.values()), None)
        if keep is not None:
            keep.click()

    def _build_documents(self) -> None:
        assert self.session is not None
        empty(self.documents_row)
        for document in self.session.model.documents():
            save = QPushButton(_("Save {document}…").format(document=in_sentence(_(document.label))))
            load = QPushButton(_("Load {document}…").format(document=in_sentence(_(document.label))))
            save.clicked.connect(lambda _c=False, d=document.id: self.documentSave.emit(d))
            load.clicked.connect(lambda _c=False, d=document.id: self.documentLoad.emit(d))
            self.documents_row.addWidget(save)
            self.documents_row.addWidget(load)

    def _choose(self, piece: str, tool: str) -> None:
        if self.session is None:  # a click that arrives after the editor closed (queued, or a late press)
            return
        if f"piece:{piece}" not in self.palette_buttons and f"tool:{tool}" not in self.palette_buttons:
            return  # a button of an earlier palette (another game's pieces), not yet deleted
        self.session.selected = piece or self.session.selected
        self.session.tool = tool

    def choose(self, key: str) -> None:
        """Pick a palette entry by 'piece:<code>' or 'tool:<id>' (for keyboard and tests)."""
        button = self.palette_buttons[key]
        button.click()

    def update_from_session(self, force: bool = False) -> None:
        session = self.session
        if session is None:
            return
        if self._palette_key() != self._palette_shown:
            self._build_palette()
        self.hint.setText(session.model.hint(session.text))
        self.hint.setVisible(bool(self.hint.text()))
        self._update_fields(session.model.fields(session.text), force)
        self.problems.clear()
        problems = session.problems()
        for problem in problems:
            item = QListWidgetItem(problem.message)
            item.setToolTip(plain.tooltip(problem.message))
            self.problems.addItem(item)
        self.play_button.setEnabled(not problems)
        self.status.setText(
            _("The position can be played.")
            if not problems
            else ngettext(
                "{count} problem to fix before playing.",
                "{count} problems to fix before playing.",
                len(problems),
            ).format(count=len(problems))
        )

    def _update_fields(self, fields: Sequence[FieldEditor], force: bool = False) -> None:
        keys = [f.key for f in fields]
        if keys != list(self.field_controls):
            self._clear_fields()
            for spec in fields:
                control = self._control(spec)
                self.form.addRow(spec.label, control)
                self.field_controls[spec.key] = control
        for spec in fields:
            control = self.field_controls[spec.key]
            control.blockSignals(True)
            if isinstance(control, QComboBox):
                if [control.itemData(i) for i in range(control.count())] != [v for v, _ in spec.choices]:
                    control.clear()
                    for value, label in spec.choices:
                        control.addItem(label, value)
                index = control.findData(spec.value)
                if index < 0:
                    control.addItem(spec.value, spec.value)
                    index = control.count() - 1
                control.setCurrentIndex(index)
                # The narrow column may cut the choice short ("2 Spieler, je eine Partners…"):
                # the tooltip says it whole, then what the field is.
                control.setToolTip(
                    plain.tooltip("\n\n".join(t for t in (control.currentText(), spec.tip) if t))
                )
            elif isinstance(control, QLineEdit) and (force or control.text() != spec.value):
                control.setText(spec.value)
            control.blockSignals(False)

    def _clear_fields(self) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self.field_controls = {}

    def _set_field(self, key: str, value: str) -> None:
        session = self.session
        if session is not None:
            session.set_field(key, value)
            # A choice that changes nothing (Kerd's mirror of a map that is all air) is no edit:
            # the box shows the field as the text has it, not the choice that changed nothing.
            self._update_fields(session.model.fields(session.text))

    def _control(self, spec: FieldEditor) -> QWidget:
        if spec.kind == "choice":
            box = QComboBox()
            # Long choices ("KQkq (W both, B both)") must not widen the panel past the window.
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(8)
            box.setObjectName(f"field-{spec.key}")
            box.setToolTip(spec.tip)
            for value, label in spec.choices:
                box.addItem(label, value)
            box.activated.connect(lambda _i, b=box, key=spec.key: self._set_field(key, str(b.currentData())))
            return box
        edit = QLineEdit(spec.value)
        edit.setObjectName(f"field-{spec.key}")
        edit.setToolTip(spec.tip)
        edit.editingFinished.connect(lambda e=edit, key=spec.key: self._set_field(key, e.text().strip()))
        return edit
