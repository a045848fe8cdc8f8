"""Catalog → Update prices…: the fetch, off the GUI thread (split from ``gui/update_dialog.py``, which shows its result).

``UpdateWorker`` runs ``core.prices.update.preview_update`` (the downloads, or the reads of price files on this
computer, and the diff) on a ``QThread``; Cancel stops a download at once. A dialog closed while a file is still being
read hands its thread to ``outlive``, which keeps it until it ends (a QThread destroyed while it runs ends the app).
``network_offline`` asks Qt whether this computer is disconnected, and ``refresh_action`` says so on the Catalog
menu's item before it shows.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QThread, Signal, Slot

from gpu_advisor.core.catalog import Catalog
from gpu_advisor.core.prices import fetch as fx, update as up
from gpu_advisor.text import translate

_RUNNING: set = set()  # (thread, worker) of dialogs closed while a file was still being read
_BACKEND_TRIED = False


def network_offline() -> bool:
    """True only when Qt's network information says this computer is disconnected (unknown: try)."""
    try:
        from PySide6.QtNetwork import QNetworkInformation
    except ImportError:  # pragma: no cover - QtNetwork is part of PySide6-Essentials
        return False
    global _BACKEND_TRIED
    if QNetworkInformation.instance() is None and not _BACKEND_TRIED:
        _BACKEND_TRIED = True  # no backend on this system (e.g. no NetworkManager): unknown, never offline
        QNetworkInformation.loadBackendByFeatures(QNetworkInformation.Feature.Reachability)
    inst = QNetworkInformation.instance()
    return inst is not None and inst.reachability() == QNetworkInformation.Reachability.Disconnected


def offline_sentence() -> str:
    return translate("UpdateDialog", "This computer is offline. Prices can be updated when it is connected to the "
                                     "internet; nothing has changed.")


class UpdateWorker(QObject):
    """Runs ``preview_update`` on its own thread; ``cancel()`` may be called from the GUI thread."""

    progress = Signal(object)  # core.update.FileProgress
    done = Signal(object)  # core.update.UpdatePreview
    failed = Signal(object)  # an unexpected exception

    def __init__(self, catalog: Catalog, providers: list[str], sources, timeout: float = fx.TIMEOUT_S):
        super().__init__()
        self.catalog, self.providers, self.sources, self.timeout = catalog, providers, sources, timeout
        self._cancel = fx.Cancel()

    def cancel(self) -> None:
        self._cancel.cancel()

    @Slot()
    def run(self) -> None:
        """The work, on the worker's thread; the thread ends itself when it is done, whatever is connected to the
        signals by then (a dialog closed mid-download rewires them: a thread quit through a connection missed the
        ``done`` emitted while they were rewired, ran on and was destroyed running)."""
        try:
            try:
                pv = up.preview_update(self.catalog, self.providers, self.sources, cancel=self._cancel,
                                       progress=self.progress.emit, timeout=self.timeout)
            except Exception as exc:  # noqa: BLE001 - shown to the user, never lost on the thread
                self.failed.emit(exc)
                return
            self.done.emit(pv)
        finally:
            QThread.currentThread().quit()  # (its event loop returns as soon as this slot does)


def outlive(thread: QThread, worker: QObject) -> None:
    """Keep a closed dialog's download thread and its worker (in ``_RUNNING``) until the thread has finished: a
    QThread destroyed while it runs ends the app. Let go of on the GUI thread (``finished`` is queued to the thread
    object's own), also when the thread finished before this was connected (its ``finished`` then went unheard)."""
    pair = (thread, worker)
    thread.setParent(None)
    _RUNNING.add(pair)
    thread.finished.connect(lambda: _RUNNING.discard(pair))
    if thread.isFinished():
        _RUNNING.discard(pair)


def refresh_action(a, offline: bool) -> None:
    """Before a Catalog menu shows: offline, its Update prices item says so."""
    if offline:
        a.setText(translate("UpdateDialog", "Update prices… (this computer is offline)"))
        a.setStatusTip(offline_sentence())
    else:
        a.setText(translate("UpdateDialog", "&Update prices…"))
        a.setStatusTip("")


__all__ = ["network_offline", "offline_sentence", "outlive", "refresh_action", "UpdateWorker"]
