"""Run engine calls off the GUI thread: one worker, newest request wins.

``Runner.submit(fn, *args)`` queues a pure function (never touching a widget) on a single-worker
executor and returns a request id. When it finishes, ``finished(id, result)`` or ``failed(id, exc)``
is emitted on the GUI thread — but only for the newest request: a newer submit cancels a queued
older one and drops the result of one already running. The executor is injectable, so tests run
requests synchronously (``SyncExecutor``).
"""

from __future__ import annotations

import concurrent.futures as cf
import time

from PySide6.QtCore import QObject, Signal, Slot


class SyncExecutor(cf.Executor):
    """Runs each task at once on the calling thread (for tests)."""

    def submit(self, fn, /, *args, **kwargs):
        f: cf.Future = cf.Future()
        try:
            f.set_result(fn(*args, **kwargs))
        except BaseException as exc:  # noqa: BLE001 - handed to the future like a thread would
            f.set_exception(exc)
        return f


class _Relay(QObject):
    """The sender of every runner's "request ended" (emitted on the worker thread, delivered queued on the GUI
    thread). One per process and never deleted: a runner's window may be closed and its C++ object deleted while
    a request still runs, and emitting a signal of a deleted object from the worker crashed the process (seen as a
    segmentation fault in the test suite when a window closed mid-request). Qt drops a queued delivery to a
    receiver that has been deleted since, so the runners are only ever receivers."""

    done = Signal(object, int, object)  # (the runner's token, request id, future)


_relay: _Relay | None = None


def relay() -> _Relay:
    """The process's relay, made on first use (on the GUI thread: runners are made there)."""
    global _relay
    if _relay is None:
        _relay = _Relay()
    return _relay


class Runner(QObject):
    finished = Signal(int, object)
    failed = Signal(int, object)
    busy = Signal(bool)

    def __init__(self, executor: cf.Executor | None = None, parent=None):
        super().__init__(parent)
        self._own = executor is None
        self.executor = executor or cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="engine")
        self._latest = 0
        self._pending: dict[int, cf.Future] = {}
        self.last_duration_s = 0.0
        # perf_counter() times of the newest request shown: submitted, ended on the worker, received on the GUI
        # thread (bench/ui.py splits a change into the GUI's part before, the worker's and the GUI's after).
        self.last_times = (float("nan"),) * 3
        self._token = object()  # which runner a relayed "request ended" is for
        relay().done.connect(self._relayed)

    def submit(self, fn, *args, **kwargs) -> int:
        """Run ``fn`` on the worker; the newest request wins. Returns its id (0: the runner is shut down,
        the window is closing, nothing runs)."""
        if getattr(self, "_closed", False):
            return 0
        self._latest += 1
        rid = self._latest
        for old_id, fut in list(self._pending.items()):
            if fut.cancel():  # not started yet: it never runs
                self._pending.pop(old_id, None)
        started = time.perf_counter()

        def task():
            return fn(*args, **kwargs), started, time.perf_counter()

        fut = self.executor.submit(task)
        self._pending[rid] = fut
        self.busy.emit(True)
        token, sender = self._token, relay()
        fut.add_done_callback(lambda f: sender.done.emit(token, rid, f))  # rid: this call's own, never reassigned
        return rid

    @Slot(object, int, object)
    def _relayed(self, token: object, rid: int, fut: cf.Future) -> None:
        if token is self._token:
            self._on_done(rid, fut)

    @Slot(int, object)
    def _on_done(self, rid: int, fut: cf.Future) -> None:
        self._pending.pop(rid, None)
        if fut.cancelled():
            return
        if rid != self._latest:
            return  # an older request finished after a newer one was asked: its answer is stale
        self.busy.emit(False)
        exc = fut.exception()
        if exc is not None:
            self.failed.emit(rid, exc)
            return
        result, started, ended = fut.result()
        self.last_duration_s = ended - started
        self.last_times = (started, ended, time.perf_counter())
        self.finished.emit(rid, result)

    def invalidate(self) -> None:
        """Whatever is running now belongs to answers that no longer hold: drop its result when it comes."""
        self._latest += 1
        for old_id, fut in list(self._pending.items()):
            if fut.cancel():
                self._pending.pop(old_id, None)
        self.busy.emit(False)

    def is_idle(self) -> bool:
        return not self._pending

    def shutdown(self) -> None:
        self._closed = True
        if self._own:
            self.executor.shutdown(wait=False, cancel_futures=True)


# The collector's full passes scan every object made since the objects of the start were frozen (gui/app.py
# ``resume_gc``): the engine's caches of each job and catalog (~135,000 objects after the bench's three jobs), ~40 ms
# a pass on whichever thread allocated (the worker's, holding the GIL: the GUI thread waited too), every few job
# changes. They found nothing to free (no cycles among results). So, whenever the app is idle (``ResultView``: a result written and
# none after it), the young generations are collected and the survivors frozen too (``freeze_survivors``): a full
# pass then scans only what is made since. When the answers rest longer, ``full_pass_if_grown`` makes one full pass
# over everything (unfrozen, collected, frozen again) if the frozen objects grew past FULL_PASS_GROWTH x those of
# the last full pass, so cycles among objects frozen since cannot pile up.
FULL_PASS_GROWTH = 2.0
_state = {"frozen_at_full_pass": 0}


def freeze_survivors() -> None:
    """At an idle moment: the objects made since the last call, less the garbage among the young, kept out of the
    collector's full passes (see above); ~0.1 ms. Nothing while the collector is paused (the start)."""
    import gc
    if gc.isenabled():
        gc.collect(1)
        gc.freeze()


def full_pass_if_grown() -> bool:
    """When the answers rest (no result for a while): one full pass over every object, frozen ones included, if the
    frozen objects doubled since the last one (the start's objects count as the first); True if it ran. The count
    walks the frozen objects (~13 ms for ~120,000); the pass ~80 ms for ~240,000."""
    import gc
    if not gc.isenabled():
        return False
    frozen = gc.get_freeze_count()
    st = _state
    if st["frozen_at_full_pass"] == 0:
        st["frozen_at_full_pass"] = frozen  # the start's objects (resume_gc froze them without a pass)
        return False
    if frozen <= FULL_PASS_GROWTH * st["frozen_at_full_pass"]:
        return False
    gc.unfreeze()
    gc.collect()
    gc.freeze()
    st["frozen_at_full_pass"] = gc.get_freeze_count()
    return True
