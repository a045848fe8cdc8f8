"""Start-up of the desktop app: QApplication, language, fonts, settings, the main window."""

from __future__ import annotations

import importlib
import os
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QSettings, Qt, QTimer, QTranslator
from PySide6.QtGui import QFontDatabase, QIcon
from PySide6.QtWidgets import QApplication

from gpu_advisor import APP_NAME, __version__
from gpu_advisor.core.base import paths


def _quicker_pyside_module_check() -> None:
    """PySide6 looks at every module imported after it for the text "PySide6" (so that a ``from __feature__
    import`` selection applies to the modules that use Qt), reading each module's source through
    ``inspect.getsource``: linecache, the file split into lines, its encoding sniffed. For the ~700 modules the app
    imports after PySide6 (pandas, the engine, pyqtgraph) that was ~15% of the CPU time to the first result
    (pandas.core.frame, 500 kB of source, alone took ~25 ms). The same question answered from the file's bytes, in
    one read: the same answer for every module with a source file (its text holds "PySide6" or not), False for the
    others (as ``getsource`` raising gives). Nothing changes if PySide6 renames its internals: the check stays as it
    was."""
    try:
        from shibokensupport import feature  # type: ignore[import-not-found]  # PySide6's own, loaded with it
    except ImportError:
        return
    if not callable(getattr(feature, "_mod_uses_pyside", None)):
        return

    def mod_uses_pyside(module) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return False
        try:
            with open(path, "rb") as f:
                return b"PySide6" in f.read()
        except OSError:
            return False
    feature._mod_uses_pyside = mod_uses_pyside


_quicker_pyside_module_check()


def _plain_import_after_pyside() -> bool:
    """PySide6 puts its own ``__import__`` in front of Python's (``__feature_import__``): on every import statement
    of every module it calls two Python functions of its ``__feature__`` support (which module asked, whether the
    module imported uses PySide6), then its lazy importer (kept in ``builtins.__orig_import__``), which calls
    Python's. The app and its libraries never select a feature (``from __feature__ import snake_case``; nothing
    here or in pyqtgraph does), so for them every such call answers "no feature": ~7,000 calls on the way to the first
    result, ~20-30 ms of the imports after PySide6 (pandas, pyqtgraph, the engine; issue 32, a start without the
    kept picture). Here ``__import__`` becomes the lazy importer PySide6 itself calls next, when nothing has selected
    a feature so far; then modules select none by default, as before. Anything unexpected (another PySide6, a
    feature selected, another hook in front) leaves PySide6's hook as it is. True if it was replaced."""
    import builtins
    hook, after = builtins.__import__, getattr(builtins, "__orig_import__", None)
    if getattr(hook, "__name__", "") != "__feature_import__" or not callable(after) or after is hook:
        return False
    try:
        from shibokensupport import feature  # PySide6's own, loaded with it
    except ImportError:
        return False
    chosen = getattr(feature, "pyside_feature_dict", None)
    if not isinstance(chosen, dict) or any(v not in (0, -1) for v in chosen.values()):
        return False  # some module selected a feature: PySide6 keeps tracking modules
    builtins.__import__ = after
    return True


_plain_import_after_pyside()


def _lazy_pyqtgraph_mirrors() -> None:
    """pyqtgraph keeps its own copies ("mirrors") of PySide6's QtCore, QtGui and QtWidgets modules and fills them
    when it is imported by reading every name of PySide6's (``pyqtgraph.Qt._copy_attrs``: ``dir()``, then
    ``getattr`` of each), which makes PySide6 create every class and enum it otherwise creates on first use: ~1,900
    names, ~60 ms of CPU on the first result's path (issue 32). Here, while pyqtgraph copies, each of the three
    PySide6 modules lists no names (its module ``__dir__``) and the mirror being filled forwards the names it lacks
    to PySide6 on first use (a PEP 562 module ``__getattr__``): the same objects, made when asked for; what pyqtgraph
    sets on its mirrors stays on them. At any other time (or if pyqtgraph stops mirroring) ``dir()`` is PySide6's own."""
    import functools
    import importlib
    for name in ("QtCore", "QtGui", "QtWidgets"):
        src = importlib.import_module(f"PySide6.{name}")
        own_dir = src.__dict__.get("__dir__")
        if not callable(own_dir):
            continue

        def lazy_dir(src=src, name=name, own_dir=own_dir):
            mirror = sys.modules.get(f"pyqtgraph.Qt.{name}")
            if ("pyqtgraph" in sys.modules and mirror is not None and mirror is not src
                    and "__getattr__" not in mirror.__dict__ and len(mirror.__dict__) < 16):
                setattr(mirror, "__getattr__", functools.partial(getattr, src))  # PEP 562
                return []  # (an empty mirror being filled: pyqtgraph.Qt's copy finds nothing to do)
            return own_dir()

        setattr(src, "__dir__", lazy_dir)  # the module's dir() (PEP 562), PySide6's own kept as own_dir


_lazy_pyqtgraph_mirrors()

_frozen = False
_gc_paused = False
STARTUP_GC_DELAY_MS = 5000  # the collector runs again at the latest this long after the window is built


def pause_gc() -> None:
    """``gpu-advisor`` starts with the garbage collector off (``start``): its collections over the ~110,000
    objects the imports, the catalog and the first result make (pandas alone creates most of them, ~1,000 of them in
    cycles) cost ~15% of the start-up's CPU time and free almost nothing. ``resume_gc`` turns it back on once
    the first result is drawn."""
    global _gc_paused
    import gc
    if gc.isenabled():
        gc.disable()
        _gc_paused = True


def resume_gc() -> None:
    """After the first result is drawn (or STARTUP_GC_DELAY_MS after the window is built, whichever comes first):
    the objects made so far (modules, Qt wrappers, the catalog: ~110,000) moved out of the collector's generations
    (``gc.freeze``) and the collector on again. Its full collections, which ran every few job changes for ~70 ms on
    whichever thread allocated (the GUI thread, while the user typed or dragged), scan only what is made since
    (~1 ms). No collection first: one over the start-up's objects costs ~55 ms of the GUI thread and finds ~1,000
    objects in cycles (kept, frozen, for the app's life: a few hundred kB). Reference counting still frees the
    frozen objects; only a cycle among them (a catalog replaced later, say) would stay in memory, which the start-up
    objects, living as long as the app, seldom are."""
    global _frozen, _gc_paused
    import gc
    if not _frozen:
        gc.freeze()
        _frozen = True
    if _gc_paused:
        _gc_paused = False
        gc.enable()


_translators: list[QTranslator] = []
_language = "en"


def current_language() -> str:
    """The interface language in use: "en" or "zh_CN"."""
    return _language


def home_currency() -> str:
    """The user's own currency, as the interface language says it (``text.language.home_currency``, the rule the
    command line's ``--lang`` follows too): CNY for Chinese, USD for English."""
    from gpu_advisor.text.language import home_currency as of_language
    return of_language(_language)


def engine_answers(obj: dict) -> dict:
    """The wizard's answers as the engine reads them: with the user's own currency (``preferences.home_currency``,
    ``core.scenario.with_home_currency``), which shows the prices when "Show prices in" is Automatic and no budget
    names a currency (a Chinese-interface user saw dollars), and warns a yuan user of an answer abroad. The saved
    file keeps "Automatic" as it is."""
    from gpu_advisor.core.scenario import with_home_currency
    return with_home_currency(obj, home_currency())


def settings() -> QSettings:
    """The app's settings file (INI, in the user data folder: GPU_ADVISOR_HOME applies)."""
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.is_symlink():
        _unlink_settings(path)
    return QSettings(str(path), QSettings.Format.IniFormat)


def _unlink_settings(path: Path) -> None:
    """Settings are never written through a symlink (it could point at any file of the user's): the
    link is replaced by a regular file holding the settings it pointed to."""
    from gpu_advisor.core.base import atomic_write, read_regular
    try:
        data = read_regular(path, 1024 * 1024)
    except OSError:
        data = b""
    try:
        atomic_write(path, data)  # os.replace swaps the link itself, never its target
    except OSError:
        pass


def resize_within_screen(widget, width: int, height: int) -> None:
    """``widget.resize(width, height)``, but never larger than 95% of the screen it is on (a 1024 x 768 laptop
    gets the whole window on screen at first start)."""
    screen = widget.screen() or QApplication.primaryScreen()
    if screen is not None:
        avail = screen.availableGeometry()
        width = min(width, int(avail.width() * 0.95))
        height = min(height, int(avail.height() * 0.95))
    widget.resize(width, height)


def gui_module(name: str) -> Any:
    """A module of ``gpu_advisor.gui`` imported when first asked for (a window the user may never open)."""
    return importlib.import_module(f"gpu_advisor.gui.{name}")


def resources_dir() -> Path:
    return Path(__file__).resolve().parent.parent / "resources"


class PseudoTranslator(QTranslator):
    """A pseudo-locale that stretches every string by ~40% (and marks its ends), to catch clipped layouts.

    Placeholders (%1, {0}) and mnemonics (&) are kept intact. Start with ``--lang pseudo``.
    """

    def translate(self, context, source, disambiguation=None, n=-1):
        if not source:
            return source
        n = max(2, len(source) * 2 // 5)
        pad = " ".join("····" for _ in range(max(1, n // 5)))  # breakable, as real translations are
        return f"⟦{source}{pad}⟧"

    def isEmpty(self) -> bool:
        return False


def install_language(app: QApplication, lang: str | None) -> str:
    """Load Qt's and our translations for ``lang`` (default: the saved choice, else the system's)."""
    global _language
    for t in _translators:
        app.removeTranslator(t)
    _translators.clear()
    if not lang:
        saved = settings().value("language", "")
        lang = saved if isinstance(saved, str) and saved else QLocale.system().name()
    if lang == "pseudo":
        t = PseudoTranslator(app)
        app.installTranslator(t)
        _translators.append(t)
        _language = "en"
        return "pseudo"
    lang = "zh_CN" if str(lang).startswith("zh") else "en"
    _language = lang
    if lang != "en":
        qt = QTranslator(app)
        if qt.load(QLocale(lang), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            _translators.append(qt)
    # Ours last: it is asked first, so it also fills the few Qt texts qtbase leaves untranslated (below).
    # English has one too: it holds the plural forms ("1 row", "2 rows").
    ours = QTranslator(app)
    if ours.load(f"gpu_advisor_{lang}", str(resources_dir() / "i18n")):
        app.installTranslator(ours)
        _translators.append(ours)
    # A native file dialog (GTK, the desktop portal) speaks the system's language, not the one chosen here:
    # when they differ, Qt's own dialogs are used, which follow the translators above.
    system = QLocale.system().name()
    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs,
                                  ("zh" if lang == "zh_CN" else "en") != system[:2].lower())
    from gpu_advisor.text import app_title  # (the name a window manager adds to titles: "算力选型顾问" in Chinese)
    app.setApplicationDisplayName(app_title())
    return lang


def qt_dialog_texts() -> list[str]:
    """Qt's own dialog texts that qtbase_zh_CN.qm lacks (it has "Look in:" but Qt 6 shows "&Look in:"), as the
    running app shows them. Our translation file carries them under Qt's contexts (lupdate reads these calls),
    and our translator is asked first, so QFileDialog finds them there."""
    translate = QCoreApplication.translate
    return [
        translate("QFileDialog", "&Look in:"),
        translate("QFileDialog", "Files of &type:"),
        translate("QAbstractFileIconProvider", "Folder", "All other platforms"),
        translate("QAbstractFileIconProvider", "Drive"),
        translate("QAbstractFileIconProvider", "Unknown"),
    ]


def load_fonts() -> None:
    """Register bundled fonts (a CJK font, so Chinese never draws as boxes)."""
    fonts = resources_dir() / "fonts"
    if fonts.is_dir():
        for f in sorted(fonts.iterdir()):
            if f.suffix.lower() in (".ttf", ".ttc", ".otf"):
                QFontDatabase.addApplicationFont(str(f))


def make_app(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance() or QApplication(argv or [sys.argv[0]])
    assert isinstance(app, QApplication)  # the one application is the GUI's (a bare QCoreApplication has no windows)
    app.setApplicationName("gpu-advisor")
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setOrganizationName("GPUCloudAdvisor")
    icon = resources_dir() / "icons" / "gpu-advisor.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    load_fonts()
    if app.findChild(QObject, "clipboard_plain") is None:  # (once: make_app is asked again for the same app)
        from gpu_advisor.gui import clipboard_plain
        clipboard_plain.install(app)  # text copied from the window without the amounts' invisible joiners
    return app


def start(scenario: Path | None = None, lang: str | None = None):
    """What ``gpu-advisor`` does before its event loop (bench/ui.py times this very path): the window with the
    questions painted first, then the catalog, the first recommendation and the result pane (MainWindow._build).
    Returns (app, window)."""
    pause_gc()  # until the first result is drawn (MainWindow._show)
    from gpu_advisor.gui.main_window import MainWindow
    app = make_app()
    install_language(app, lang)
    win = MainWindow(deferred=True)  # the window paints first; the catalog and the questions follow at once
    if scenario is not None:
        win.forgo_first_view()  # (the picture kept shows the last answers, not this file's)
        win.when_ready(lambda: win.open_file(scenario))
    win.show()
    return app, win


def run(scenario: Path | None = None, lang: str | None = None) -> int:
    """Open the main window on the user's catalog and run the event loop."""
    app, win = start(scenario, lang)
    quit_ms = os.environ.get("GPU_ADVISOR_SMOKE_QUIT_MS", "").strip()
    if quit_ms.isdigit():  # packaging smoke test: prove the window opens, then leave
        win.when_ready(lambda: QTimer.singleShot(int(quit_ms), app.quit))
    return app.exec()
