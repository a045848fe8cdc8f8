"""The layout of the engine (issue 30): a few packages at the top of core/, each with one door (its
``__init__``), no import cycle, no private name crossing a module, and doors in step with their lists; and the
habits of the whole tree: no source file over 800 lines, the reference-data tests failing (not skipping) in CI."""

from __future__ import annotations

import ast
import functools
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

from ..support import require_reference_data

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "core"
PKG = "gpu_advisor.core"


def _modules() -> dict[str, Path]:
    out = {}
    for p in sorted(CORE.rglob("*.py")):
        parts = list(p.relative_to(CORE).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join([PKG, *parts])] = p
    return out


MODULES = _modules()


@functools.cache
def _tree(path: Path) -> ast.Module:
    """A source file parsed once per process: three tests walk the same files' imports (ast.walk only reads)."""
    return ast.parse(path.read_text(encoding="utf-8"))


def _imports(name: str, path: Path):
    """(module imported from, name imported or None, line, the module loaded) of every import in a file, at any
    depth (function-level imports too)."""
    is_pkg = path.name == "__init__.py"
    for node in ast.walk(_tree(path)):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if is_pkg else name.split(".")[:-1]
                base = base[: len(base) - (node.level - 1)]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            for a in node.names:
                full = f"{mod}.{a.name}"
                yield mod, a.name, node.lineno, full if full in MODULES else mod
        elif isinstance(node, ast.Import):
            for a in node.names:
                yield a.name, None, node.lineno, a.name


def _outside_files():
    for folder in ("gui", "gpu_advisor"):
        for p in sorted((ROOT / folder).rglob("*.py")):
            yield f"gpu_advisor.{folder}.{p.stem}" if folder == "gui" else f"gpu_advisor.{p.stem}", p


def test_core_is_a_few_packages():
    entries = sorted(p.name for p in CORE.iterdir() if p.name != "__pycache__")
    assert len(entries) <= 12, entries
    packages = [p for p in CORE.iterdir() if p.is_dir() and p.name != "__pycache__"]
    assert all((p / "__init__.py").is_file() for p in packages), packages
    assert not [p.name for p in CORE.glob("*.py") if p.name != "__init__.py"], "modules belong in a package"


def test_no_import_cycle_in_core():
    edges = {m: {t for _, _, _, t in _imports(m, p) if t in MODULES and t != m} for m, p in MODULES.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    cycles = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                cycles.append(sorted(comp))

    for v in MODULES:
        if v not in index:
            visit(v)
    assert not cycles, cycles


def test_no_private_name_crosses_a_module():
    found = []
    for name, path in [*MODULES.items(), *_outside_files()]:
        for mod, imported, line, _ in _imports(name, path):
            if mod.startswith(PKG) and imported and imported.startswith("_") and mod != name:
                found.append(f"{path.relative_to(ROOT)}:{line}: {imported} from {mod}")
    assert not found, found


def test_other_packages_use_only_the_door():
    """core's packages, the GUI and the command line import a package's names from its door, never from
    one of its modules (tests and benches may reach in)."""
    found = []
    for name, path in [*MODULES.items(), *_outside_files()]:
        own = name.split(".")[2] if name.startswith(PKG + ".") else None
        for mod, imported, line, _ in _imports(name, path):
            if not mod.startswith(PKG + "."):
                continue
            parts = mod.split(".")
            if len(parts) > 3 and parts[2] != own:
                found.append(f"{path.relative_to(ROOT)}:{line}: {mod}" + (f" ({imported})" if imported else ""))
            elif len(parts) == 3 and parts[2] != own and imported:
                door = importlib.import_module(mod)
                if imported not in door.__all__:
                    found.append(f"{path.relative_to(ROOT)}:{line}: {imported} is not in {mod}'s door")
    assert not found, found


def test_every_door_name_loads_and_the_doors_are_written_from_their_lists():
    res = subprocess.run([sys.executable, str(ROOT / "scripts" / "doors.py"), "--check"], capture_output=True,
                         text=True, timeout=60)
    assert res.returncode == 0, res.stdout + res.stderr
    for pkg in sorted(p.name for p in CORE.iterdir() if (p / "__init__.py").is_file()):
        door = importlib.import_module(f"{PKG}.{pkg}")
        for n in door.__all__:
            assert getattr(door, n) is not None, (pkg, n)
        assert set(door.__all__) <= set(dir(door))


# --------------------------------------------------------------------------- habits (issue 30)

MAX_LINES = 800
SOURCE_FOLDERS = ("core", "gui", "gpu_advisor", "scripts", "bench", "tests", "text")


def test_no_source_file_is_over_800_lines():
    sizes = {}
    for folder in SOURCE_FOLDERS:
        for p in sorted((ROOT / folder).rglob("*.py")) if (ROOT / folder).is_dir() else ():
            with p.open("rb") as f:
                sizes[p.relative_to(ROOT).as_posix()] = sum(1 for _ in f)
    assert len(sizes) > 100, sizes  # the folders were really read
    over = {name: n for name, n in sizes.items() if n > MAX_LINES}
    assert not over, f"split these files (at most {MAX_LINES} lines each): {over}"


def test_reference_data_missing_skips_locally_and_fails_under_ci(tmp_path, monkeypatch):
    """The catalog-build tests need shared/reference-data: a developer without it sees them skipped, CI (CI=true,
    which has ../shared) sees them fail."""
    missing = tmp_path / "no-such" / "reference-data"
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception):
        require_reference_data(missing)
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="CI=true"):
        require_reference_data(missing)
    require_reference_data(tmp_path)  # present: nothing happens, under CI too
