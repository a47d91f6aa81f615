"""Render the app icon (resources/icons/pardsgui.svg) to PNGs in the sizes desktops want.

python packaging/render_icons.py OUT_DIR [NAME]

writes OUT_DIR/hicolor/<n>x<n>/apps/NAME.png for every size, and
OUT_DIR/hicolor/scalable/apps/NAME.svg, the freedesktop icon-theme layout.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources" / "icons" / "pardsgui.svg"


def main(argv: list[str]) -> int:
    if not 1 <= len(argv) <= 2:
        print(__doc__, file=sys.stderr)
        return 2
    out = Path(argv[0])
    name = argv[1] if len(argv) > 1 else "pardsgui"
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication(["render_icons"])
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"render_icons: {SOURCE} is not valid SVG", file=sys.stderr)
        return 1
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        target = out / "hicolor" / f"{size}x{size}" / "apps" / f"{name}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target)):
            print(f"render_icons: cannot write {target}", file=sys.stderr)
            return 1
    scalable = out / "hicolor" / "scalable" / "apps" / f"{name}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE, scalable)
    print(f"render_icons: {len(SIZES)} sizes ({SIZES[0]}–{SIZES[-1]} px) and the SVG in {out}/hicolor")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
