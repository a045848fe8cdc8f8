"""The first screen's result, kept across starts (issue 32: the first answer in a blink).

At start the window paints its questions at once, but the result pane needs pandas, the catalog and a first
recommendation (~0.5 s more). The pane as the app drew it for the same start — the same answers, catalog, code,
language, settings and day — is kept as a picture in the user data folder and drawn in the pane's place with the
questions; the real pane replaces it as soon as its result is computed. It is exactly what the real pane shows: the
picture is taken of the pane's first result as it was first drawn (before any change), and used only when
everything the result and its drawing depend on is the same (``start_key``: app version, a fingerprint of the code
and bundled files, the user catalog's files, the settings that hold the answers and the display choices, the
language, the palette and font, the pane's size and pixel ratio, and today's date, since prices age and ranking
uses the day). Anything else (a first start, a catalog edited, a new day, the window resized) draws the waiting
text as before. Until the real pane is there the picture is inert: the window says it is still loading (status bar
and busy cursor), and an answer changed meanwhile takes the picture away (it no longer shows those answers).

The picture is a PNG holding its key (a text chunk), written atomically; a damaged or foreign file is ignored.
No pandas, no catalog and no engine here: this runs before them.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import threading
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize, Qt
from PySide6.QtGui import QImage, QImageReader, QPainter
from PySide6.QtWidgets import QLabel, QWidget

FORMAT = "first-view-1"  # what the picture holds and how it is keyed; a new format ignores older files
FILE_NAME = "first-view.png"
MAX_BYTES = 64 * 1024 * 1024  # a larger file is not one this module wrote: ignored
# Settings that change neither the result nor how it is drawn (the rest, display choices, are keyed); the last
# scenario is keyed as the answers the start opens on (``start_key``'s ``answers``: a first start opens on the same
# answers as a start after closing on them).
NOT_DRAWN = frozenset({"main_window/geometry", "recent_files", "launch_dir", "last_scenario"})


def cache_path() -> Path:
    from gpu_advisor.core.base import paths
    return paths.data_dir() / "cache" / FILE_NAME


def code_fingerprint() -> str:
    """The app's version and its code and bundled files (catalog, translations, fonts) as they are on disk."""
    import gpu_advisor
    import gpu_advisor.core
    import gpu_advisor.gui
    import gpu_advisor.text
    from gpu_advisor.core.base import tree_stats
    from gpu_advisor.gui.app import resources_dir
    h = hashlib.sha256(gpu_advisor.__version__.encode())
    for mod in (gpu_advisor, gpu_advisor.core, gpu_advisor.gui, gpu_advisor.text):  # the words drawn come from text
        h.update(b"\1")
        if mod.__file__ is not None:
            tree_stats(Path(mod.__file__).parent, h)
    h.update(b"\1")
    tree_stats(resources_dir(), h)
    try:
        from gpu_advisor.core.base import paths
        bundled = paths.bundled_catalog()
        if isinstance(bundled, Path):
            h.update(b"\1")
            tree_stats(bundled, h)
    except (ImportError, OSError, TypeError):
        pass
    return h.hexdigest()


def settings_text(values: dict) -> str:
    """The settings that bear on the first result or its drawing, as canonical text."""
    kept = {k: values[k] for k in sorted(values) if k not in NOT_DRAWN}
    return json.dumps(kept, sort_keys=True, default=str, ensure_ascii=False)


def start_key(widget: QWidget, language: str, answers: str, today: _dt.date | None = None) -> str:
    """The key of the first screen this start will draw: everything its result and its pixels depend on (see the
    module's text; ``answers``: the answers it opens on, as canonical text), but the pane's size, which the picture
    is checked against where it is drawn."""
    from gpu_advisor.core.base import paths, tree_stats
    from gpu_advisor.gui.app import settings
    h = hashlib.sha256(FORMAT.encode())
    h.update(code_fingerprint().encode())
    h.update(b"\2catalog\n")
    tree_stats(paths.catalog_dir(), h)
    s = settings()
    h.update(b"\2settings\n" + settings_text({k: s.value(k) for k in s.allKeys()}).encode())
    h.update(b"\2answers\n" + answers.encode())
    pal = widget.palette()
    font = widget.font()
    h.update(f"\2{language}\0{(today or _dt.date.today()).isoformat()}\0{pal.color(pal.ColorRole.Base).name()}\0"
             f"{pal.color(pal.ColorRole.Text).name()}\0{pal.color(pal.ColorRole.Window).name()}\0{font.toString()}\0"
             f"{widget.devicePixelRatioF()}".encode())
    return h.hexdigest()


def load(key: str, path: Path | None = None) -> QImage | None:
    """The picture kept for ``key`` (None: none, another key, another format, or a damaged file)."""
    path = path or cache_path()
    try:
        if not path.is_file() or path.is_symlink() or path.stat().st_size > MAX_BYTES:
            return None
    except OSError:
        return None
    reader = QImageReader(str(path), QByteArray(b"png"))
    if reader.text("format") != FORMAT or reader.text("key") != key:  # read from the header, not the pixels
        return None
    image = reader.read()
    if image.isNull():
        return None
    try:
        dpr = float(reader.text("dpr"))
    except ValueError:
        return None
    if dpr <= 0:
        return None
    image.setDevicePixelRatio(dpr)
    return image


def encode(image: QImage, key: str) -> bytes:
    """``image`` as a PNG holding its key (quick to decode: written without compression)."""
    out = QImage(image)
    out.setText("format", FORMAT)
    out.setText("key", key)
    out.setText("dpr", repr(float(image.devicePixelRatio())))
    buf = QBuffer()
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    if not out.save(buf, "PNG", 100):  # type: ignore[call-overload]  # the stubs say bytes; PySide6 6.11 takes str only
        raise OSError("the picture could not be encoded")
    return bytes(buf.data().data())


def save(image: QImage, key: str, path: Path | None = None) -> None:
    """Keep ``image`` for ``key``, atomically (a reader sees the old picture or the new one, never a mix)."""
    from gpu_advisor.core.base import atomic_write
    path = path or cache_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, encode(image, key))


def save_later(image: QImage, key: str, path: Path | None = None) -> threading.Thread:
    """``save`` on a thread (encoding takes tens of milliseconds the window need not wait for); a failure to write
    only means the next start draws the waiting text."""
    def run() -> None:
        try:
            save(image, key, path)
        except OSError:
            pass
    t = threading.Thread(target=run, name="first-view", daemon=True)
    t.start()
    return t


def hover_drawn(pane: QWidget) -> bool:
    """Whether the pointer rests on a part of ``pane`` drawn differently under it (a button, a tab, a scroll bar, a
    table's row, a chart's hovered point or line: a chart says so with ``hover_shown()``), so a picture taken now
    would not be the pane's own drawing."""
    from PySide6.QtGui import QCursor
    from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QApplication, QGraphicsView, QScrollBar,
                                   QTabBar)
    w = QApplication.widgetAt(QCursor.pos())
    hovered = False
    while w is not None:
        if isinstance(w, (QAbstractButton, QTabBar, QAbstractItemView, QScrollBar)):
            hovered = True
        elif isinstance(w, QGraphicsView):
            shown = getattr(w, "hover_shown", None)
            hovered = hovered or (shown is not None and bool(shown()))
        if w is pane:
            return hovered
        w = w.parentWidget()
    return False


class FirstView(QLabel):
    """The result pane's place while the catalog loads: the waiting text, or the kept picture of this start's first
    result when it fits the place exactly (the same size in pixels)."""

    def __init__(self, text: str, parent: QWidget | None = None):
        super().__init__(text, parent)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.image: QImage | None = None
        self.drawn_picture = False  # the picture has been painted (bench/ui.py)

    def set_picture(self, image: QImage | None) -> None:
        self.image = image
        if image is not None:
            self.setCursor(Qt.CursorShape.BusyCursor)  # inert until the real pane is there
        else:
            self.unsetCursor()
        self.update()

    def shows_picture(self) -> bool:
        im = self.image
        if im is None:
            return False
        dpr = im.devicePixelRatio()
        return QSize(round(im.width() / dpr), round(im.height() / dpr)) == self.size()

    def paintEvent(self, event) -> None:
        if self.shows_picture() and self.image is not None:
            p = QPainter(self)
            p.drawImage(0, 0, self.image)
            p.end()
            self.drawn_picture = True
        else:
            super().paintEvent(event)
