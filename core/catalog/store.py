"""The user's stored catalog: atomic writes, generations, locking and repair (``CatalogStore``). The ``Catalog``
itself is in ``catalog.py``; import, export, reset to the bundled catalog and the merge of a newer bundled catalog
are in ``tableimport.py``.

Storage layout of the user's catalog (``paths.catalog_dir()``)::

    catalog/
      CURRENT              name of the live generation, e.g. "gen-000007"
      gen-000007/          one complete catalog: <table>.csv + catalog.json
      gen-000006/          the previous version (kept as backups; the newest few are kept)
      bundled-base/        the bundled catalog the user's last took in: the base of a three-way merge of the
                           bundled updates a later app brings (``bundled_base.py``)

A save writes a whole new generation into a temporary folder, fsyncs every file, renames the
folder into place and then atomically replaces ``CURRENT`` (temp file, fsync, ``os.replace``).
Killing the process at any moment leaves ``CURRENT`` naming either the old or the new complete
generation, never a half-written one. Leftover temporary folders are removed on the next save.
Before ``CURRENT`` moves, the new generation is read back and loaded as ``load`` would (today's date): a
version that does not load is removed and the save refused, so ``CURRENT`` never names a version that cannot
be read. Dates later than today in a stored version are warnings (``catalog_dates_in_future``), never a reason
to refuse it: after a clock goes back a day, every command (``restore-previous`` included) keeps working.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import hashlib
import functools
import json
import os
import shutil
import tempfile
import threading
from collections import OrderedDict
from pathlib import Path

import pandas as pd

from ..base import (atomic_write, BadManifest, CatalogBundledUsed, CatalogBusy, CatalogChanged, CatalogCurrentMissing,
                    CatalogDatesInFuture, CatalogError, CatalogFellBack, ChecksumMismatch, ERROR, FileMissing,
                    FileTooLarge, FileTooLargeProblem, fsync_dir, NoCatalog, NoIntactCatalog, NotARegularFile, paths,
                    Problem, read_regular, SaveRowsDiffer, SaveUnreadable, SaveValueDiffers, WARNING)
from .model import (CURRENT, KEEP_GENERATIONS, MANIFEST, GEN_RE, Catalog, cached_per_frame, file_names, gen_no,
                    write_new_file)
from .load import load_bundled, load_dir, load_files, remembered_tables, STORED_WARNINGS, validate_catalog
from .schema import ENUM, SCHEMA_VERSION, TABLE_ORDER, TABLES
from .tableio import empty_table, format_table, to_csv_bytes


# --------------------------------------------------------------------------- writing


def catalog_files(cat: Catalog, bom: bool = False) -> dict[str, bytes]:
    """Every table serialised, by file name. A table the catalog shares with one serialised before (``with_tables``
    keeps the frames it does not replace) is not serialised again (``cached_per_frame``)."""
    out = {}
    for n in TABLE_ORDER:
        if n not in cat.tables:  # built only when missing: an empty typed table costs a full column check
            out[TABLES[n].filename] = to_csv_bytes(empty_table(TABLES[n]), TABLES[n], bom=bom)
            continue
        out[TABLES[n].filename] = cached_per_frame(cat, n, ("csv_bytes", bom),
                                                   functools.partial(_csv_of, cat, n, bom))
    return out


def _csv_of(cat: Catalog, name: str, bom: bool) -> bytes:
    return to_csv_bytes(cat.tables[name], TABLES[name], bom=bom)


_write_file = write_new_file  # each file of a new generation (the crash tests put their own in its place)


# Largest catalog file read (a 100,000-row table is about 20 MB).
MAX_TABLE_BYTES = 256 * 1024 * 1024
MAX_MANIFEST_BYTES = 1024 * 1024
LOCK_FILE = ".lock"
LOCK_TIMEOUT_S = 10.0
DAMAGED = "damaged"  # damaged generations are moved here, for inspection
SHOWN_PROBLEMS = 10  # a refused save lists at most this many of the read-back's problems


class CatalogStore:
    """The user's catalog on disk: generations of complete catalogs and a CURRENT pointer.

    * One writer at a time: every save holds an inter-process lock (``filelock``: ``fcntl.flock`` on
      Unix, ``msvcrt.locking`` on Windows) on ``<root>/.lock``. A second writer waits up to
      ``lock_timeout`` seconds, then gets ``CatalogError`` code ``catalog_busy``. ``locked()`` holds
      the same lock around a whole read-modify-save, so two imports never lose an edit; ``save(base=)``
      refuses (``catalog_changed``) when someone else saved since ``base`` was loaded.
    * Self-healing: the checksums in each ``catalog.json`` are verified on load. A damaged or missing
      current generation falls back to the newest intact one; the damaged one is moved to
      ``<root>/damaged/`` and ``notices`` says so (warnings). The bundled catalog is used only when no
      intact generation exists, and ``notices`` says that too.
    * A save that fails leaves no generation behind; a save that changes nothing writes nothing.
    * A save reads back and loads the generation it wrote before CURRENT moves; one that does not load is
      removed and the save raises CatalogError (``save_unreadable``, then the load's problems).
    * Dates later than today in a stored generation are kept and said once (``catalog_dates_in_future`` in
      ``notices``); they never make a generation unloadable (the clock may have gone back since it was saved).
    """

    def __init__(self, root: Path | None = None, keep: int = KEEP_GENERATIONS, lock_timeout: float = LOCK_TIMEOUT_S):
        self.root = Path(root) if root is not None else paths.catalog_dir()
        self.keep = keep
        self.lock_timeout = lock_timeout
        self.notices: list[Problem] = []  # warnings of the last load (fallbacks, repairs)
        self.last_save_wrote = False

    # -- locking
    @contextlib.contextmanager
    def locked(self, timeout: float | None = None):
        """Hold the catalog's writer lock (re-entrant within a thread); ``catalog_busy`` after ``timeout``."""
        from filelock import FileLock, Timeout
        self.root.mkdir(parents=True, exist_ok=True)
        lock = FileLock(str(self.root / LOCK_FILE), is_singleton=True)
        wait = self.lock_timeout if timeout is None else timeout
        try:
            lock.acquire(timeout=wait)
        except Timeout:
            raise CatalogError([Problem(str(self.root), CatalogBusy(seconds=wait))]) from None
        try:
            yield
        finally:
            lock.release()

    # -- reading
    def _read_current(self) -> str | None:
        """The generation CURRENT names, if it is well-formed and that folder exists; else None."""
        try:
            data = read_regular(self.root / CURRENT, 4096)
        except FileNotFoundError:
            return None
        except (NotARegularFile, FileTooLarge, IsADirectoryError):
            return None
        try:
            name = data.decode("utf-8").strip()
        except UnicodeDecodeError:
            return None
        return name if GEN_RE.match(name) and (self.root / name).is_dir() else None

    def current_name(self) -> str | None:
        return self._read_current()

    def current_dir(self) -> Path | None:
        name = self.current_name()
        return self.root / name if name else None

    def exists(self) -> bool:
        """True when a catalog of the user's exists (CURRENT, or at least one generation)."""
        return self.current_name() is not None or bool(self.generations())

    def generations(self) -> list[str]:
        if not self.root.is_dir():
            return []
        return sorted((p.name for p in self.root.iterdir() if GEN_RE.match(p.name) and p.is_dir()
                       and not p.is_symlink()), key=gen_no)

    def fingerprint(self) -> str:
        """Changes whenever any program saves a new generation (for 'changed behind your back')."""
        try:
            st = (self.root / CURRENT).stat()
            return f"{self.current_name()}:{st.st_mtime_ns}"
        except OSError:
            return ""

    def damage(self, name: str) -> list[Problem]:
        """Problems of a generation's files against the checksums in its catalog.json ([] = intact)."""
        d = self.root / name
        label = str(d)
        try:
            meta = json.loads(read_regular(d / MANIFEST, MAX_MANIFEST_BYTES).decode("utf-8-sig"))
        except FileNotFoundError:
            return [Problem(f"{label}/{MANIFEST}", FileMissing())]
        except (OSError, ValueError) as exc:
            return [Problem(f"{label}/{MANIFEST}", BadManifest(reason=type(exc).__name__))]
        files = meta.get("files") if isinstance(meta, dict) else None
        if not isinstance(files, dict):
            return [Problem(f"{label}/{MANIFEST}", BadManifest(reason="no checksums"))]
        out = []
        for fname, digest in files.items():
            if not isinstance(fname, str) or "/" in fname or "\\" in fname or fname.startswith("."):
                out.append(Problem(f"{label}/{MANIFEST}", BadManifest(reason="file name")))
                continue
            try:
                data = read_regular(d / fname, MAX_TABLE_BYTES)
            except FileNotFoundError:
                out.append(Problem(f"{label}/{fname}", FileMissing()))
                continue
            except (NotARegularFile, FileTooLarge, IsADirectoryError):
                out.append(Problem(f"{label}/{fname}", ChecksumMismatch()))
                continue
            if hashlib.sha256(data).hexdigest() != digest:
                out.append(Problem(f"{label}/{fname}", ChecksumMismatch()))
        return out

    def _load_generation(self, name: str, today: _dt.date | None) -> tuple[Catalog | None, list[Problem], bool]:
        """(catalog or None, problems, damaged?) of one generation."""
        damage = self.damage(name)
        if damage:
            return None, damage, True
        cat, problems = load_dir(self.root / name, today, trusted=True, stored=True)
        if cat is not None:
            # A table the product gained after this generation was saved (it has no file for it) comes from the
            # bundled catalog, so an older catalog keeps every rule (e.g. decision_tree.csv); the next save
            # writes it.
            added = [t for t in TABLE_ORDER if not (self.root / name / TABLES[t].filename).exists()]
            bundled = load_bundled()
            for t in added:
                cat = cat.with_table(t, bundled[t])
            # Likewise a setting (defaults.csv row) the product gained since: the bundled row, added after the
            # user's own rows (which are never changed), so the engine finds every setting it reads.
            mine, theirs = cat["defaults"], bundled["defaults"]
            new_rows = theirs[~theirs["name"].isin(mine["name"])]
            if len(new_rows):
                cat = cat.with_table("defaults", pd.concat([mine, new_rows], ignore_index=True))
            # And the sources those rows and tables cite (disk_tiers.csv cites pages the older catalog never had).
            if added or len(new_rows):
                mine, theirs = cat["sources"], bundled["sources"]
                new_src = theirs[~theirs["source_id"].isin(mine["source_id"])]
                if len(new_src):
                    cat = cat.with_table("sources", pd.concat([mine, new_src], ignore_index=True))
        return cat, problems, False

    def load(self, today: _dt.date | None = None, repair: bool = True) -> Catalog:
        """The live catalog; raises CatalogError with every problem if it does not check out.

        A damaged or missing current generation falls back to the newest intact one (a warning in
        ``notices``); with ``repair`` the damaged one is moved aside and CURRENT names the good one.
        A generation whose files are intact but break a rule is reported, never replaced.
        """
        self.notices = []
        cur = self._read_current()
        current_problems: list[Problem] = []
        if cur is not None:
            cat, problems, damaged = self._load_generation(cur, today)
            if cat is not None:
                self.notices = _future_notice(problems)
                return cat
            if not damaged:
                raise CatalogError(problems)
            current_problems = problems
        gens = self.generations()
        if not gens:
            raise CatalogError([Problem(str(self.root), NoCatalog())])
        cur_no = gen_no(cur) if cur else None
        damaged_names = [cur] if cur else []
        for name in reversed(gens):
            if name == cur or (cur_no is not None and gen_no(name) > cur_no):
                continue  # the broken one, or never committed (a save killed before CURRENT was written)
            cat, problems, damaged = self._load_generation(name, today)
            if cat is None:
                if damaged:
                    damaged_names.append(name)
                continue
            aside = self._repair(cur, name, damaged_names) if repair else None
            shown_aside = str(aside) if aside else ""
            what = (CatalogFellBack(used=name, damaged=damaged_names, aside=shown_aside) if cur
                    else CatalogCurrentMissing(used=name, damaged=damaged_names, aside=shown_aside))
            self.notices = [Problem(str(self.root), what, value=name, severity=WARNING)]
            self.notices += current_problems[:5]
            self.notices = [p if p.severity == WARNING else _as_warning(p) for p in self.notices]
            self.notices += _future_notice(problems)
            return cat
        raise CatalogError(current_problems or [Problem(str(self.root), NoIntactCatalog())])

    def _repair(self, broken: str | None, good: str, damaged: list[str]) -> Path | None:
        """Move damaged generations aside and point CURRENT at ``good``; None if that cannot be done."""
        try:
            with self.locked(timeout=2.0):
                if self._read_current() != broken:
                    return None  # someone else saved or repaired meanwhile
                aside = self._move_aside(damaged)
                self._clear_current()
                atomic_write(self.root / CURRENT, (good + "\n").encode("utf-8"))
                return aside
        except (OSError, CatalogError):
            return None

    def _clear_current(self) -> None:
        """A CURRENT that is a folder or another odd thing goes to ``damaged/`` (a file is replaced)."""
        p = self.root / CURRENT
        if p.is_symlink() or not p.exists() or p.is_file():
            return
        base = self.root / DAMAGED
        base.mkdir(exist_ok=True)
        os.rename(p, base / f"CURRENT-{_dt.datetime.now().strftime('%Y%m%d-%H%M%S-%f')}")

    def _move_aside(self, names: list[str]) -> Path | None:
        if not names:
            return None
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        base = self.root / DAMAGED
        base.mkdir(exist_ok=True)
        for name in names:
            target = base / f"{name}-{stamp}"
            n = 1
            while target.exists():
                n += 1
                target = base / f"{name}-{stamp}-{n}"
            os.rename(self.root / name, target)
        return base

    def ensure(self) -> Catalog:
        """Load the user's catalog, copying the bundled one in on first start.

        When generations exist but none is intact, they are moved aside and the bundled catalog is
        used; ``notices`` says so.
        """
        if not self.exists():
            self.save(load_bundled(), reason="first_start")
            self.notices = []
            return self.load()
        try:
            cat = self.load()
            from .bundled_base import adopt_first_version
            try:
                with self.locked(timeout=1.0):
                    adopt_first_version(self)  # a catalog of an older version: its first version is the base
            except CatalogError:
                pass  # another program holds the catalog: the next start does it
            return cat
        except CatalogError as exc:
            if any(p.code not in ("file_missing", "checksum_mismatch", "bad_manifest", "no_intact_catalog",
                                  "no_catalog") for p in exc.problems):
                raise  # intact files that break a rule: the user's data, never replaced silently
            with self.locked():
                gens = self.generations()
                damaged = [g for g in gens if self.damage(g)]
                if len(damaged) != len(gens):
                    raise
                aside = self._move_aside(damaged)
                self._clear_current()
                self.save(load_bundled(), reason="bundled_fallback")
            cat = self.load()
            self.notices = [Problem(str(self.root),
                                    CatalogBundledUsed(damaged=damaged, aside=str(aside) if aside else ""),
                                    severity=WARNING)
                            ] + self.notices
            return cat

    # -- writing
    def save(self, cat: Catalog, reason: str = "save", validate: bool = True, base: str | None | object = ...) -> str:
        """Write ``cat`` as a new generation and make it current; returns the generation name.

        The catalog is checked first: a catalog with errors is refused (CatalogError) and nothing
        on disk changes. ``validate=False`` is for recovery copies, which must keep whatever the
        user had, even half-done work. ``base``: the generation the edits started from; if another
        program saved since, the save is refused (``catalog_changed``). A catalog whose tables equal
        the current generation's is not written again (``last_save_wrote`` is False).

        The new generation is read back and loaded (as ``load`` would, today; leniently for ``validate=False``,
        as recovery copies are read) before CURRENT names it: if it does not load, it is removed, CURRENT stays
        and CatalogError says why (``save_unreadable``, then the load's problems).
        """
        if validate:
            problems = [p for p in validate_catalog(cat) if p.severity == ERROR]
            if problems:
                raise CatalogError(problems)
        files = catalog_files(cat)
        digests = {n: hashlib.sha256(b).hexdigest() for n, b in files.items()}
        with self.locked():
            cur = self._read_current()
            if base is not ... and base != cur:
                raise CatalogError([Problem(str(self.root), CatalogChanged(base=str(base or ""), current=cur or ""),
                                            value=cur or "")])
            self.last_save_wrote = False
            if cur is not None and self._digests(cur) == digests and not self.damage(cur):
                return cur
            self._remove_temporaries()
            self._remove_uncommitted(cur)
            meta = {k: v for k, v in cat.meta.items() if k not in ("files", "migrated_from")}
            meta.update({
                "schema_version": SCHEMA_VERSION,
                "saved_at": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
                "reason": reason,
                "files": digests,
            })
            files[MANIFEST] = (json.dumps(meta, ensure_ascii=False, indent=2, sort_keys=True) + "\n").encode("utf-8")
            tmp = Path(tempfile.mkdtemp(prefix=".tmp-gen-", dir=self.root))
            name = None
            try:
                for n, b in files.items():
                    _write_file(tmp / n, b)
                fsync_dir(tmp)
                name = self._claim_generation(tmp)
                fsync_dir(self.root)
                self._read_back(name, files, cat, cur, strict=validate)
                atomic_write(self.root / CURRENT, (name + "\n").encode("utf-8"))
            except BaseException as exc:
                # Nothing of a failed save stays behind for a later restore to pick up.
                shutil.rmtree(tmp, ignore_errors=True)
                if name is not None and self._read_current() != name:
                    shutil.rmtree(self.root / name, ignore_errors=True)
                if isinstance(exc, OSError) and not exc.filename and exc.errno:
                    raise OSError(exc.errno, exc.strerror, str(self.root)) from exc  # say where
                raise
            self.last_save_wrote = True
            try:
                self._prune()
            except OSError:
                pass  # old backups left over are harmless
            from . import bundled_base as bb
            merged = cat.meta.get(bb.MERGED_META)
            if reason in bb.BASE_REASONS or (merged and merged == bb.bundled_digest()):
                bb.keep_bundled(self)  # the base of a later three-way merge of bundled updates (best effort)
        return name

    def _read_back(self, name: str, written: dict[str, bytes], cat: Catalog, cur: str | None, strict: bool) -> None:
        """Load the generation a save just wrote, from the disk, as ``load`` would (today's date); raise
        CatalogError if a file differs from what was written, the catalog does not load, or a table reads back
        with another number of rows or another value in a cell (``_differences``).

        Every file is read and compared with the bytes written (a torn or failed write). A table whose bytes read
        back before (``_READ_BACK``: in any store of this process, or the current generation as ``core.trusted``
        remembers it) is not parsed again. A table read that the writer writes as it writes the table of ``cat``
        (the same bytes) holds the same cells (``_differences`` then only says where another one differs). The
        result of a checked save is remembered by ``core.trusted``, so the load that usually follows a save is fast.
        """
        d = self.root / name
        files: dict[str, bytes] = {}
        problems: list[Problem] = []
        for n, data in written.items():
            try:
                files[n] = read_regular(d / n, MAX_TABLE_BYTES)
            except FileNotFoundError:
                problems.append(Problem(f"{d}/{n}", FileMissing()))
                continue
            except FileTooLarge as exc:
                problems.append(Problem(f"{d}/{n}", FileTooLargeProblem(size=exc.size, limit=MAX_TABLE_BYTES)))
                continue
            except (NotARegularFile, IsADirectoryError):
                problems.append(Problem(f"{d}/{n}", ChecksumMismatch()))
                continue
            if files[n] != data:
                problems.append(Problem(f"{d}/{n}", ChecksumMismatch()))
        if not problems:
            reuse = self._reusable(files, cur, strict)
            back, loaded = load_files(files, str(d), strict=strict, trusted=strict, stored=True, reuse=reuse)
            problems = list(loaded)
            if back is not None:
                for t in TABLE_ORDER:
                    fname = TABLES[t].filename
                    text = _serialised(cat, t)  # the table written, as the writer writes it (kept per table)
                    if t in reuse and reuse[t][0] == files.get(fname) == text:
                        continue  # the very bytes of a version that read back before, and of this table
                    if _writes_back(back[t], t, text):
                        continue  # the cells read are the cells written: they write the same bytes
                    mine = cat.tables[t] if t in cat.tables else empty_table(TABLES[t])
                    problems += _differences(mine, back[t], t, f"{d}/{fname}")
                if not any(p.severity == ERROR for p in problems):
                    _remember_read_back(back, files, problems)
        errors = [p for p in problems if p.severity == ERROR]
        if errors:
            head = Problem(str(self.root), SaveUnreadable(count=len(errors)), value=name)
            raise CatalogError([head] + errors[:SHOWN_PROBLEMS])

    def _reusable(self, files: dict[str, bytes], cur: str | None, strict: bool
                  ) -> dict[str, tuple[bytes, pd.DataFrame]]:
        """table -> (bytes, typed frame) known to read back cleanly, for the tables of ``files`` (the bytes just
        read back): those read back before in this process (``_READ_BACK``), else those of the current generation
        if ``core.trusted`` remembers it (else nothing: those tables are parsed)."""
        out: dict[str, tuple[bytes, pd.DataFrame]] = {}
        for t in TABLE_ORDER:
            data = files.get(TABLES[t].filename)
            if data is not None and (frame := _read_back_hit(t, data)) is not None:
                out[t] = (data, frame)
        if cur is None:
            return out
        # The current generation can only give a table whose bytes it holds (its manifest has each file's SHA-256):
        # when none of those left is one, its files are not read nor its load recalled.
        held = self._digests(cur) or {}
        if not any(held.get(TABLES[t].filename) == hashlib.sha256(files[TABLES[t].filename]).hexdigest()
                   for t in TABLE_ORDER if t not in out and TABLES[t].filename in files):
            return out
        try:
            known_files = {n: read_regular(self.root / cur / n, MAX_TABLE_BYTES) for n in file_names()}
        except OSError:
            return out
        known = remembered_tables(known_files, strict, stored=True)
        if known is None:
            return out
        for t in TABLE_ORDER:
            fname = TABLES[t].filename
            if t not in out and fname in known_files and t in known:
                out[t] = (known_files[fname], known[t])
        return out

    def _digests(self, name: str) -> dict | None:
        try:
            meta = json.loads(read_regular(self.root / name / MANIFEST, MAX_MANIFEST_BYTES).decode("utf-8-sig"))
        except (OSError, ValueError):
            return None
        return meta.get("files") if isinstance(meta, dict) else None

    def _claim_generation(self, tmp: Path) -> str:
        gens = self.generations()
        n = gen_no(gens[-1]) + 1 if gens else 1
        for _ in range(1000):
            name = f"gen-{n:06d}"
            try:
                os.rename(tmp, self.root / name)  # fails if the name is taken
                return name
            except OSError:
                if not (self.root / name).exists():
                    raise
                n += 1
        raise OSError("could not allocate a catalog generation")

    def _remove_temporaries(self) -> None:
        """Half-written folders of saves that were killed (only ever called under the lock)."""
        for pattern in (".tmp-gen-*", ".tmp-base-*"):
            for p in self.root.glob(pattern):
                shutil.rmtree(p, ignore_errors=True)

    def _remove_uncommitted(self, cur: str | None) -> None:
        """Generations newer than CURRENT: a save killed between its rename and CURRENT (under the lock)."""
        if cur is None:
            return
        n = gen_no(cur)
        for name in self.generations():
            if gen_no(name) > n:
                shutil.rmtree(self.root / name, ignore_errors=True)

    def _prune(self) -> None:
        gens = self.generations()
        current = self.current_name()
        for name in gens[:-self.keep]:
            if name != current:
                shutil.rmtree(self.root / name, ignore_errors=True)

    def previous(self) -> str | None:
        """The newest generation saved before the current one that loads (intact and readable), if any.

        Whether the current one loads does not matter: ``restore-previous`` reaches the newest older version
        that works even when the current one (or the one just before it) cannot be read.
        """
        gens = self.generations()
        cur = self.current_name()
        older = gens[:gens.index(cur)] if cur in gens else gens
        for name in reversed(older):
            if self._load_generation(name, None)[0] is not None:
                return name
        return None

    def restore(self, name: str) -> str:
        """Make an older generation current again (by saving a copy of it, as ``load`` reads it, as a new
        generation)."""
        cat, problems, _ = self._load_generation(name, None)
        if cat is None:
            raise CatalogError(problems)
        return self.save(cat, reason=f"restore:{name}")


# Tables that read back cleanly after a save, in any store of this process: (table, SHA-256 of its file's bytes)
# -> the typed frame those bytes parsed to. A save that writes the same bytes again (the tables an edit did not
# touch, a first start copying the same bundled catalog, the editor's recovery copy of the user's catalog) does not
# parse them again; the file is still read and compared with what was written. The least recently used leave
# first; at most READ_BACK_BYTES of files are stood for.
READ_BACK_TABLES = 96
READ_BACK_BYTES = 64 * 1024 * 1024
_READ_BACK: OrderedDict[tuple[str, bytes], tuple[int, pd.DataFrame]] = OrderedDict()
_READ_BACK_LOCK = threading.Lock()


def _read_back_hit(table: str, data: bytes) -> pd.DataFrame | None:
    k = (table, hashlib.sha256(data).digest())
    with _READ_BACK_LOCK:
        hit = _READ_BACK.get(k)
        if hit is None:
            return None
        _READ_BACK.move_to_end(k)
        return hit[1]


def _remember_read_back(back: Catalog, files: dict[str, bytes], problems: list[Problem]) -> None:
    """Keep the tables of a read-back without errors whose files read without a problem: a table with a warning
    of reading its file (a date later than today, ``load.STORED_WARNINGS``) is not kept, as a table reused is not
    read again and would not say it; the checks across tables (``validate_catalog``) run on every read-back."""
    flagged = {p.file.rsplit("/", 1)[-1] for p in problems if p.code in STORED_WARNINGS}
    with _READ_BACK_LOCK:
        for t in TABLE_ORDER:
            fname = TABLES[t].filename
            data = files.get(fname)
            if data is None or fname in flagged or t not in back.tables:
                continue
            k = (t, hashlib.sha256(data).digest())
            _READ_BACK[k] = (len(data), back[t])
            _READ_BACK.move_to_end(k)
        while len(_READ_BACK) > READ_BACK_TABLES or (
                len(_READ_BACK) > 1 and sum(n for n, _ in _READ_BACK.values()) > READ_BACK_BYTES):
            _READ_BACK.popitem(last=False)


def _serialised(cat: Catalog, table: str) -> bytes:
    """``table`` of ``cat`` as ``catalog_files`` writes it (kept per frame: serialised once)."""
    if table not in cat.tables:
        return to_csv_bytes(empty_table(TABLES[table]), TABLES[table])
    return cached_per_frame(cat, table, ("csv_bytes", False), functools.partial(_csv_of, cat, table, False))


def _writes_back(read: pd.DataFrame, table: str, data: bytes) -> bool:
    """Whether the table read is written as ``data`` (the table written, serialised): then its cells are those of
    the table written (the writer's text of each cell, stripped and guarded, is one-to-one with its bytes), which
    is all ``_differences`` compares."""
    try:
        return to_csv_bytes(read, TABLES[table]) == data
    except CatalogError:
        return False


def _as_warning(p: Problem) -> Problem:
    return Problem(p.file, p.what, p.row, p.column, p.value, severity=WARNING)


def _differences(written: pd.DataFrame, read: pd.DataFrame, table: str, file: str) -> list[Problem]:
    """How a table read back differs from the table written: its number of rows, else the first cell per column
    whose text differs (beyond the spaces around it, which reading drops, and the case of a fixed value)."""
    if len(read) != len(written):
        return [Problem(file, SaveRowsDiffer(written=len(written), read=len(read)))]
    t = TABLES[table]
    a, b = format_table(written, t), format_table(read, t)
    out = []
    for col in t.columns:
        x, y = a[col.name].astype(str).str.strip(), b[col.name].astype(str).str.strip()
        if col.kind == ENUM:
            x, y = x.str.lower(), y.str.lower()
        bad = (x != y).to_numpy()
        if bad.any():
            i = int(bad.argmax())
            out.append(Problem(file, SaveValueDiffers(written=str(a[col.name].iat[i])), row=i + 2, column=col.name,
                               value=str(b[col.name].iat[i])))
    return out


def _future_notice(problems: list[Problem]) -> list[Problem]:
    """One warning for the dates later than today a stored generation holds (at the first of them), or []."""
    future = [p for p in problems if p.code == "date_in_future"]
    if not future:
        return []
    f = future[0]
    return [Problem(f.file, CatalogDatesInFuture(count=len(future), today=f.detail.get("today", "")), f.row,
                    f.column, f.value, severity=WARNING)]
