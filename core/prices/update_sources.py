"""The list of public price files *Update prices…* reads (a settings table of the user's, with the app's defaults).

``load_sources`` reads the user's ``price_sources.csv`` (the shipped one when the user has none); a row that is refused
(no provider, an address that is not https, credentials in it, a relative path) comes back as a problem and is left
out. A source may name a price file of this computer (its full path or a file:// address), as ``catalog update
--source`` may: saving checks the file is there (``source_problem``). Re-exported
by ``core.prices.update``. No Qt and no sentences.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from dataclasses import dataclass, replace
from importlib import resources
from pathlib import Path
from typing import Any

from . import fetch as fx
from .update_local import local_path, local_source_problem
from ..base import (atomic_write, CatalogError, paths, Problem, Unreadable, UpdateProblem, UpdateSourcesInvalid,
                    UpdateSourceTwice, UpdateUrlBad, UpdateUrlCredentials, UpdateUrlNotHttps)

SOURCES_FILE = "price_sources.csv"
SOURCES_COLUMNS = ("provider", "url", "enabled")

# --------------------------------------------------------------------------- the source list (a settings table)


@dataclass(frozen=True)
class PriceSource:
    """Where one provider's price file is fetched from."""

    provider: str
    url: str
    enabled: bool = True


def _twice(provider: str, used: set[str], enabled: bool) -> bool:
    """Whether a source in use names a cloud an earlier source in use names (``used``, which it joins): an update
    reads one file per cloud, the first; a second one turned off is kept for later (a mirror to switch to)."""
    key = provider.strip().casefold()
    if not enabled or not key:
        return False
    if key in used:
        return True
    used.add(key)
    return False


def _read_sources(text: str, label: str) -> tuple[tuple[PriceSource, ...], list[Problem]]:
    out, problems = [], []
    used: set[str] = set()
    reader = csv.DictReader(io.StringIO(text))
    if reader.fieldnames is None or not {"provider", "url"} <= {f.strip() for f in reader.fieldnames}:
        return (), [Problem(label, UpdateSourcesInvalid(), row=1, column="url")]
    for n, rec in enumerate(reader, start=2):
        prov = (rec.get("provider") or "").strip()
        url = (rec.get("url") or "").strip()
        en = (rec.get("enabled") or "true").strip().lower() not in ("false", "0", "no")
        if not prov and not url:
            continue
        if not prov or not url:
            problems.append(Problem(label, UpdateSourcesInvalid(), row=n, column="url" if prov else "provider",
                                    value=url or prov))
            continue
        refused = source_problem(url, check_file=False)  # (a file that is gone is said when the update reads it)
        if refused is not None:  # the row's value names the address (the detail's shown one is left out)
            problems.append(Problem(label, refused, row=n, column="url", value=url))
            continue
        if _twice(prov, used, en):  # (the earlier row's file is the one read: this one is said, and left out)
            problems.append(Problem(label, UpdateSourceTwice(), row=n, column="provider", value=prov))
            continue
        out.append(PriceSource(prov, url, en))
    return tuple(out), problems


def source_problem(url: str, check_file: bool = True) -> UpdateProblem | None:
    """Why ``url`` cannot be a price source, or None. A web address: https (plain http only on this computer), no
    credentials (``fetch.url_problem``); a file of this computer, as ``catalog update --source`` reads one (a path or
    a file:// address): its full path, and, ``check_file``, a regular file that is there
    (``update_local.local_source_problem``)."""
    if local_path(url) is not None:
        return local_source_problem(url, check_file)
    refused = fx.url_problem(url)
    return None if refused is None else _without_value(refused.what)


def _without_value(what: UpdateProblem) -> UpdateProblem:
    """A refused address's detail without the shown address (the row's value names it)."""
    if isinstance(what, (UpdateUrlBad, UpdateUrlNotHttps, UpdateUrlCredentials)):
        return replace(what, value=None)
    return what


def default_sources() -> tuple[PriceSource, ...]:
    """The sources shipped with the app (``resources/update/price_sources.csv``)."""
    text = (resources.files("gpu_advisor.resources") / "update" / SOURCES_FILE).read_text(encoding="utf-8")
    srcs, problems = _read_sources(text, SOURCES_FILE)
    if problems:  # a broken shipped file is a bug, not user input
        raise CatalogError(problems)
    return srcs


def sources_path() -> Path:
    return paths.data_dir() / SOURCES_FILE


def load_sources(path: Path | None = None) -> tuple[tuple[PriceSource, ...], list[Problem]]:
    """The user's source list (the defaults when the user has none); rows that are refused come back
    as problems and are left out (a broken file never stops the defaults of other providers)."""
    path = path or sources_path()
    try:
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        return default_sources(), []
    except (OSError, UnicodeDecodeError) as exc:
        return default_sources(), [Problem(str(path), Unreadable(reason=type(exc).__name__))]
    return _read_sources(text, str(path))


def check_sources(sources: Iterable[PriceSource], label: str = SOURCES_FILE) -> list[Problem]:
    """Every problem of a source list to save: a source without its cloud, an address refused, a second source in
    use for one cloud (the first would be read and the second ignored, unsaid)."""
    problems = []
    used: set[str] = set()
    for n, s in enumerate(sources, start=2):
        if not s.provider.strip():
            problems.append(Problem(label, UpdateSourcesInvalid(), row=n, column="provider", value=s.url))
        elif _twice(s.provider, used, s.enabled):
            problems.append(Problem(label, UpdateSourceTwice(), row=n, column="provider", value=s.provider.strip()))
        refused = source_problem(s.url)
        if refused is not None:
            problems.append(Problem(label, refused, row=n, column="url", value=s.url))
    return problems


def save_sources(sources: Iterable[PriceSource], path: Path | None = None) -> None:
    """Write the user's source list (atomically); refused with every problem, nothing written."""
    sources = tuple(sources)
    problems = check_sources(sources)
    if problems:
        raise CatalogError(problems)
    buf = io.StringIO(newline="")
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(SOURCES_COLUMNS)
    for s in sources:
        w.writerow((s.provider.strip(), s.url.strip(), "true" if s.enabled else "false"))
    path = path or sources_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, buf.getvalue().encode("utf-8"))


def reset_sources(path: Path | None = None) -> tuple[PriceSource, ...]:
    """Back to the shipped list (the user's file is removed)."""
    path = path or sources_path()
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    return default_sources()


# --------------------------------------------------------------------------- a row's citation of its price file


def price_file_ids(sources: Any, provider: str, url: str = "") -> set[str]:
    """The ids of the sources table (``sources``: the catalog's sources table, or None) that are a price file of
    ``provider``: an earlier update of it (``update-<provider>-<date>``), a SkyPilot file imported (kind
    ``imported``, ``skypilot-<date>-<file>``), or a file at ``url`` or at SkyPilot's path for it (``…/<provider>/
    vms.csv``, as the bundled catalog cites the SkyPilot catalog and the default sources read it). What an update
    replaces in a row's ``source``; the row's other citations (its hardware's documentation, a committed-use price
    list) stay."""
    out: set[str] = set()
    if sources is None or len(sources) == 0:
        return out
    prov = provider.strip().lower()
    tail = f"/{prov}/vms.csv"
    for sid, kind, addr in zip(sources["source_id"].astype(str), sources["kind"].astype(str),
                               sources["url"].fillna("").astype(str) if "url" in sources else [""] * len(sources)):
        a = addr.strip().lower()
        if (sid.lower().startswith(f"update-{prov}-") or (kind == "imported" and sid.startswith("skypilot-"))
                or (url and a == url.strip().lower()) or a.endswith(tail)):
            out.add(sid)
    return out


def cite_price_file(cell: Any, sid: str, price_files: set[str]) -> str:
    """A row's ``source`` cell citing ``sid`` (an update's price file) for its prices: the citations of
    ``price_files`` it had are replaced, its others kept as written after it ("skypilot-catalog-v9-aws;
    amazon-ec2-user-guide-instancestorage" -> "update-aws-2026-12-06; amazon-ec2-user-guide-instancestorage").
    A cell that is no list of source ids (empty, free text) becomes ``sid``."""
    from ..catalog import parse_cell
    if parse_cell(cell) is None:
        return sid
    kept = [p.strip() for p in str(cell).split(";") if p.strip().split(" ")[0] not in price_files | {sid}]
    return "; ".join([sid, *kept])


__all__ = ["PriceSource", "source_problem", "default_sources", "load_sources", "save_sources", "reset_sources", "check_sources",
           "sources_path", "SOURCES_FILE", "SOURCES_COLUMNS", "price_file_ids", "cite_price_file"]
