"""Render resources/icons/gpu-advisor.svg to PNGs (16...256 px) with Qt's own SVG renderer.

    .venv/bin/python scripts/render_icons.py          # writes resources/icons/gpu-advisor-<N>.png

Runs offscreen (no display needed). The PNGs are committed; rerun this after editing the SVG.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SVG = ICONS / "gpu-advisor.svg"
SIZES = (16, 32, 48, 64, 128, 256)


def png_path(size: int) -> Path:
    return ICONS / f"gpu-advisor-{size}.png"


def render(size: int, renderer: QSvgRenderer) -> QImage:
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(p)
    p.end()
    return img


def main(argv: list[str]) -> int:
    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # noqa: F841 - QImage/QPainter need it
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"{SVG}: not a valid SVG for Qt", file=sys.stderr)
        return 1
    for size in SIZES:
        out = png_path(size)
        if not render(size, renderer).save(str(out), "PNG"):
            print(f"{out}: could not be written", file=sys.stderr)
            return 1
        print(f"wrote {out.relative_to(ICONS.parent.parent)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
