"""Test set-up: offscreen Qt, a fixed locale, and a private data folder for every test."""

from __future__ import annotations

import os
import shutil

# Before any QApplication exists: without a display, Qt would abort the whole run.
os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("LC_ALL", "C.UTF-8")
os.environ["LANGUAGE"] = "en"

import pytest  # noqa: E402


def _fsync_checked(fd: int) -> None:
    """os.fsync in the tests' processes: the descriptor must be open (EBADF otherwise, as fsync says), but nothing
    waits for the disk (~5 ms a call on these machines; a catalog save makes ~20, the suite thousands). Whether
    bytes reach the platters before a power cut is nothing a test can see; a test that patches os.fsync (to fail
    it, to count it) patches over this. The app's own processes the tests start (the command line) sync for real."""
    os.fstat(fd)


@pytest.fixture(autouse=True, scope="session")
def _no_wait_for_the_disk():
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(os, "fsync", _fsync_checked)
        yield


@pytest.fixture(autouse=True)
def advisor_home(tmp_path, monkeypatch):
    """Every test gets its own GPU_ADVISOR_HOME (catalog, settings, backups)."""
    home = tmp_path / "advisor-home"
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(home))
    # The text layer's catalog (provider names, source citations) starts unset in every test, as in a fresh
    # process: a window or PDF test sets it, and a later test on the same worker must not read through it.
    from gpu_advisor.text import names
    monkeypatch.setattr(names, "_CAT", None)
    return home


@pytest.fixture(scope="session")
def _seeded_template(tmp_path_factory):
    """A data folder where the bundled catalog was copied once (``CatalogStore.ensure``), made once per worker:
    that copy parses and checks every table (1.4 s); a copy of the folder takes milliseconds."""
    root = tmp_path_factory.mktemp("seeded") / "advisor-home"
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("GPU_ADVISOR_HOME", str(root))
        from gpu_advisor.core.catalog.store import CatalogStore
        CatalogStore().ensure()
    return root


@pytest.fixture
def seeded_home(advisor_home, _seeded_template):
    """The test's own data folder as it is after the app's first start: the user catalog copied from the bundled
    one (and its load remembered). For tests about a store, a window or an editor, not about a first start."""
    # (dirs_exist_ok: a pricing thread of the worker's previous test may save its offer cache under this test's
    # GPU_ADVISOR_HOME, read at save time, while the copy runs: "File exists: .../advisor-home/cache", once in CI)
    if not advisor_home.exists():
        shutil.copytree(_seeded_template, advisor_home, symlinks=True, dirs_exist_ok=True)
    return advisor_home


@pytest.fixture(scope="session")
def _shared_catalogs():
    """The catalog loader of the tests' processes (see ``shared_catalog_objects``): installed once, on only while a
    test that asks for it runs (``active``)."""
    import threading
    from collections import OrderedDict
    from types import SimpleNamespace

    from gpu_advisor.core.catalog import load
    real = load.load_files
    state = SimpleNamespace(active=False)
    shared: OrderedDict = OrderedDict()
    lock = threading.Lock()

    def load_files(files, label, today=None, strict=True, trusted=False, stored=False, reuse=None):
        cat, problems = real(files, label, today, strict, trusted, stored, reuse)
        key = load.files_key(cat) if state.active and cat is not None and trusted and today is None else None
        if key is None:
            return cat, problems
        with lock:
            hit = shared.get(key)
            if hit is not None and load.files_key(hit) == key:  # (its cache entry may have left: then this one)
                shared.move_to_end(key)
                return hit, problems
            shared[key] = cat
            while len(shared) > 4:
                shared.popitem(last=False)
        return cat, problems
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(load, "load_files", load_files)
        yield state


@pytest.fixture
def shared_catalog_objects(_shared_catalogs):
    """A catalog loaded from files byte-identical to those of an earlier load in this process (the seeded data folder
    of nearly every test) is that earlier Catalog object, as ``load_bundled`` is for the bundled catalog. A catalog is
    immutable and everything derived from it is a pure function of its content (cached on the object:
    ``core.catalog.model.cached``), so the code under test sees the same content and results; it is not priced from
    nothing again in every test (the offering bases, the estimate engine's preparation: ~0.1-0.3 s a load). Only the
    trusted path (the stored catalog, today) is shared; a catalog changed in any way has another files key. Every GUI
    test has it (tests/gui/conftest.py); a core module whose subject is not loading or storing a catalog asks for it
    with ``pytestmark = pytest.mark.usefixtures("shared_catalog_objects")``."""
    _shared_catalogs.active = True
    yield
    _shared_catalogs.active = False
