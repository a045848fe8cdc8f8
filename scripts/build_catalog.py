#!/usr/bin/env python3
"""Build the bundled price/spec catalog (``catalogs/*.csv``) from the shared reference data.

Usage::

    .venv/bin/python scripts/build_catalog.py [--ref PATH] [--seeds PATH] [--out PATH] [--hand PATH]
                                              [--inputs PATH]

``--ref`` defaults to ``../shared/reference-data`` next to the repository root, ``--seeds`` to the
``seeds`` folder beside it, ``--out`` to ``catalogs/`` in the repository, ``--hand`` (the folder the
hand-kept tables and ``catalog.json`` are read from) to the output folder when it holds a catalog,
else ``catalogs/``, and ``--inputs`` to ``scripts/catalog_inputs``.

What it reads:

* the reference data (every file with its sources) for the tables in ``BUILT_TABLES``;
* ``catalog_inputs/curated_sources.csv``: the sources the reference data does not cite itself (price
  files, seed articles, papers, the pages behind the hand-kept tables, this product's own setting,
  assumption and derivation rows); each is written to ``sources.csv``;
* ``catalog_inputs/overrides.csv``: fixes of built cells that the reference data does not carry, one
  cell per row, each with the source that backs it (e.g. B300 is an SXM part on NVLink 5);
* the hand-kept tables (every table not in ``BUILT_TABLES``: calibration, efficiency, throughput,
  defaults, answers, ...), ``catalog.json`` and ``README.md``, copied as they are (tables in canonical
  form).

The script is deterministic: the same inputs give byte-identical files, and from the committed inputs it
gives the committed ``catalogs/`` (tests/core/test_build_catalog.py). It builds the whole catalog in a
folder beside the output, checks it with the app's own loader (schema, keys, references, every cited
source id known) and only then puts it in place of the output folder. Bad input (a missing file, a
malformed CSV, a cell that is not a number, a hand-kept row citing an unknown source) stops it with one
message saying where and what; nothing is written.

Rules followed throughout (see catalogs/README.md for the reasoning):

* real data only: a figure that is not in the reference files or the seeds stays empty;
* every row carries ``source`` — ids of ``sources.csv``, which this script writes from its curated
  list and from the citations of the reference data (``SourceBook``) — and an ISO ``as_of`` (YYYY,
  YYYY-MM or YYYY-MM-DD); any wording the reference attached to a date goes into ``notes``;
* GPU names of every price file go through the one naming rule (``gpu_names.csv`` rules, then
  ``gpus.csv`` aliases: ``core.names.GpuNamer``), the same code the importers use;
* numbers are copied as text from the reference files (no float round trips), written plainly
  (``8`` not ``8.0``); booleans are ``true``/``false``;
* columns and their order come from ``core.schema``; rows are sorted by the table key.
"""

from __future__ import annotations

import argparse
import csv
import io
import os
import re
import shutil
import sys
import tempfile
from collections import Counter, defaultdict
from decimal import Decimal, InvalidOperation
from pathlib import Path

import pandas as pd

from gpu_advisor.core.catalog.names import GpuNamer
from gpu_advisor.core.catalog.schema import BOOL, DATE, ENUM, FLOAT, INT, TABLES
from gpu_advisor.core.catalog.tableio import anomaly_of

REPO_ROOT = Path(__file__).resolve().parents[1]

BUILT_TABLES = ("providers", "gpus", "gpu_names", "instances", "storage", "network", "transfer",
                "instance_network", "fx_rates", "models", "spot_interruption", "sources")

# Month in which figures from undated sources (seeds, undated web pages, datasheet copies) entered
# this catalog. Used as ``as_of`` only where the source gives no date at all, and always explained
# in ``notes``.
CATALOG_MONTH = "2026-12"
UNDATED_NOTE = "source undated; as_of is the month this figure entered the catalog"
SEED_UNDATED_NOTE = "article undated; date this figure entered the catalog"

SEED000 = "seed-000"  # source ids (sources.csv)
SEED001 = "seed-001"


# --------------------------------------------------------------------------------------------
# Small helpers
# --------------------------------------------------------------------------------------------

class BuildError(ValueError):
    """Bad input: the message says where (file, line, column) and what. Nothing is written."""


class Cell(str):
    """A cell of an input CSV: text that remembers where it was read ('file line 7, column rate')."""

    where: str

    def __new__(cls, text: str, where: str) -> Cell:
        cell = super().__new__(cls, text)
        cell.where = where
        return cell


def where(value) -> str:
    """'file line N, column C: ' for a cell read by read_ref, else ''."""
    w = getattr(value, "where", "")
    return f"{w}: " if w else ""


class RefRow(dict):
    """A row of an input CSV; asking for a column the file lacks names the file and its columns."""

    file: str

    def __missing__(self, column: str):
        raise BuildError(f"{self.file}: no column {column!r} (the file has: {', '.join(self)})")


def read_ref(path: Path) -> list[RefRow]:
    """Read an input CSV with every cell as text ('' for empty), so numbers keep their digits.

    A missing file, a file that is not UTF-8 CSV, a duplicate column name or a row with more or fewer
    fields than the header is a BuildError naming the file and line."""
    if not path.is_file():
        raise BuildError(f"{path}: file not found" + ("" if path.parent.is_dir() else
                                                      f" (no folder {path.parent})"))
    try:
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise BuildError(f"{path}: not UTF-8 text (byte {exc.start}: {exc.reason})") from exc
    except OSError as exc:
        raise BuildError(f"{path}: cannot be read ({exc.strerror})") from exc
    reader = csv.reader(io.StringIO(text, newline=""), strict=True)
    try:
        header = [h.strip() for h in next(reader, [])]
        if not any(header):
            raise BuildError(f"{path}: empty file (no header line)")
        dup = sorted(h for h, n in Counter(header).items() if n > 1 or not h)
        if dup:
            raise BuildError(f"{path} line 1: duplicate or empty column names {dup}")
        rows: list[RefRow] = []
        line = reader.line_num
        for fields in reader:
            start, line = line + 1, reader.line_num  # a quoted cell may span lines
            if not fields:
                continue  # blank line
            if len(fields) != len(header):
                raise BuildError(f"{path} line {start}: {len(fields)} fields, the header has {len(header)} "
                                 f"({', '.join(header)})")
            row = RefRow((h, Cell(v.strip(), f"{path} line {start}, column {h}")) for h, v in zip(header, fields))
            row.file = str(path)
            rows.append(row)
    except csv.Error as exc:
        raise BuildError(f"{path} line {reader.line_num}: malformed CSV ({exc})") from exc
    return rows


def num(value) -> str:
    """Plain text for a number: '8' not '8.0', no exponent, source digits kept. '' stays ''."""
    if value is None:
        return ""
    text = str(value).strip()
    if text == "":
        return ""
    try:
        d = Decimal(text)
        if not d.is_finite():
            raise InvalidOperation
    except InvalidOperation as exc:
        raise BuildError(f"{where(value)}not a number: {value!r}") from exc
    if d == d.to_integral_value():
        return str(int(d))
    return format(d.normalize(), "f")


def dec(value) -> Decimal:
    """A number cell as a Decimal (a BuildError naming the cell when it is not a number)."""
    return Decimal(num(value))


def join_notes(*parts: str) -> str:
    """Join note fragments with '; ', skipping empties and exact repeats."""
    out: list[str] = []
    for p in parts:
        p = (p or "").strip().rstrip(";").strip()
        if p.endswith(".") and not p.endswith(".."):
            p = p[:-1]  # fragments are joined with '; ', so a closing full stop reads oddly
        if p and p not in out:
            out.append(p)
    return "; ".join(out)


_DATE_RE = re.compile(r"(\d{4}-\d{2}-\d{2}|\d{4}-\d{2}(?!\d)|\d{4})")


def split_as_of(text: str) -> tuple[str, str]:
    """Split a reference ``as_of`` cell into (ISO date, note with the original wording).

    '2023-05-31 (doc commit date)' -> ('2023-05-31', 'date: 2023-05-31 (doc commit date)').
    Empty -> ('', '').
    """
    at = where(text)
    text = (text or "").strip()
    if not text:
        return "", ""
    m = _DATE_RE.search(text)
    if not m:
        raise BuildError(f"{at}no date in as_of {text!r}")
    iso = m.group(1)
    note = "" if text == iso else f"date: {text}"
    return iso, note


def dated(as_of_text: str, undated_note: str = UNDATED_NOTE) -> tuple[str, str]:
    """ISO as_of and note for a reference cell; undated sources get CATALOG_MONTH and a note."""
    iso, note = split_as_of(as_of_text)
    if iso:
        return iso, note
    return CATALOG_MONTH, undated_note


def norm_name(name: str) -> str:
    """Name comparison key: lower case, spaces/-/_ removed."""
    return re.sub(r"[\s\-_]", "", name).lower()


# --------------------------------------------------------------------------------------------
# Price-file provenance (SOURCES.md lists path and commit of each file)
# --------------------------------------------------------------------------------------------

SKY = "skypilot-org/skypilot-catalog"
SKY_AS_OF_NOTE = ("snapshot date unknown; AMI dates in the same catalog run to 2025-09-10, "
                  "so not earlier")

PRICE_FILES = {
    # provider: (file, source, as_of, as_of note)
    "aws": ("aws.csv", f"{SKY} catalogs/v9/aws/vms.csv @ 2c3d7ea7d76bf84cf80d382e946c1609571485fd",
            "2025-09", SKY_AS_OF_NOTE),
    "gcp": ("gcp.csv", f"{SKY} catalogs/v9/gcp/vms.csv @ 2c3d7ea7d76bf84cf80d382e946c1609571485fd",
            "2025-09", SKY_AS_OF_NOTE),
    "lambda": ("lambda.csv",
               f"{SKY} catalogs/v9/lambda/vms.csv @ 2c3d7ea7d76bf84cf80d382e946c1609571485fd",
               "2025-09", SKY_AS_OF_NOTE),
    "nebius": ("nebius.csv",
               f"{SKY} catalogs/v9/nebius/vms.csv @ d9bf3aa4d21f5c1e1f3d8fde27adf0204c46fbc8",
               "2025-09", SKY_AS_OF_NOTE),
    "azure": ("azure.csv",
              ("coopslarhette/skypilot-catalog (fork of skypilot-org/skypilot-catalog) "
               "catalogs/v8/azure/vms.csv @ 20291d7eda23e6f420cd9586558cf0bc4051851c"),
              "2025-09", SKY_AS_OF_NOTE + " (v8 catalog, taken from a fork)"),
    # RunPod v6 is older than the v8/v9 files and undated. Its GPU list includes L4 and
    # RTX 4000 Ada (both launched in 2023), so 2023 is the honest lower bound.
    "runpod": ("runpod.csv",
               f"{SKY} catalogs/v6/runpod/vms.csv @ 098741e70562f65d7af1cceb81e33b284f742604",
               "2023",
               ("older v6 snapshot, undated; it lists L4 and RTX 4000 Ada (launched 2023), so 2023 "
                "or later; older than the v8 RunPod file, which shows lower prices")),
    "alibaba": ("cn-clouds.csv",
                ("ArthurChiao/arthurchiao.github.io _posts/2023-06-17-gpu-prices.md @ "
                 "31706d3fb6495605c25031da2f74e64947a37193 (figures taken by the author from the "
                 "Alibaba Cloud ECS buy page https://ecs-buy.aliyun.com/ecs)"),
                "2023-06", "author's buy-page snapshot 'as of 2023.06' (post last updated 2023-07-21)"),
    "tencent": ("cn-clouds.csv",
                ("tencentyun/qcloud-documents product/计算与网络/GPU 云服务器/购买指导/价格总览.md @ "
                 "8ec072968ccbe6d60a8de2a7d57b4739a6814542"),
                "2021", "undated page; lists GT4 (A100), so 2021 or later"),
}


# --------------------------------------------------------------------------------------------
# sources.csv: every row's ``source`` cell cites ids of this table
# --------------------------------------------------------------------------------------------

_URL_RE = re.compile(r"https?://[^\s;,)\"']+")
# An address written without its scheme ('docs.cloud.google.com/compute/docs/gpus'); a shortened one
# ('.../user-guide/...') is no address and is not taken.
_BARE_URL_RE = re.compile(r"(?<![\w/.])(?:[a-z0-9-]+\.)+(?:com|cn|net|org|io)/(?![^\s;,)\"']*\.\.\.)[^\s;,)\"']*")
# 'owner/repo path @ commit' or 'owner/repo @commit: path' (GitHub citations of the reference data)
_GH_RE = re.compile(r"\b([A-Za-z0-9][\w.-]*)/([\w.-]+)\s+(?:@\s?([0-9a-f]{7,40}):?\s+)?([^\s@;(]+\.\w+)"
                    r"(?:\s+@\s?([0-9a-f]{7,40}))?")
_OFFICIAL_HOSTS = ("aws.amazon.com", "docs.aws.amazon.com", "docs.amazonaws.cn", "cloud.google.com",
                   "docs.cloud.google.com", "learn.microsoft.com", "help.aliyun.com", "alibabacloud.com",
                   "cloud.tencent.com", "tencentcloud.com", "safe.gov.cn", "nvidia.com")
_OFFICIAL_NAMES = (r"(Alibaba Cloud|Tencent Cloud|Google Cloud|AWS |Amazon |Microsoft Learn|NVIDIA |"
                   r"State Administration|Mistral AI )")
_OFFICIAL_OWNERS = ("tencentyun", "awsdocs", "MicrosoftDocs", "tencentyun", "huaweicloudDocs", "GoogleCloudPlatform",
                    "NVIDIA", "meta-llama", "deepseek-ai", "pytorch", "ultralytics", "CompVis",
                    "opentelekomcloud-docs", "mlcommons")


def _split_top(text: str) -> list[str]:
    """Split a citation list at ';' outside parentheses and quotes."""
    parts, depth, quote, cur = [], 0, False, []
    for ch in text:
        if ch == '"':
            quote = not quote
        elif ch == "(" and not quote:
            depth += 1
        elif ch == ")" and not quote and depth:
            depth -= 1
        if ch == ";" and depth == 0 and not quote:
            parts.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    parts.append("".join(cur).strip())
    return [p for p in parts if p]


class SourceBook:
    """The sources of the bundled catalog: curated records plus one record per other citation
    found in the reference data (its full text kept in ``notes``, its first URL in ``url``)."""

    def __init__(self) -> None:
        self.records: dict[str, dict] = {}
        self.by_text: dict[str, str] = {}
        self.prefixes: list[tuple[str, str]] = []

    def add(self, sid: str, kind: str, title: str, publisher: str = "", date: str = "", url: str = "",
            notes: str = "", cites: tuple[str, ...] = ()) -> str:
        if sid in self.records:
            raise BuildError(f"source id {sid!r} defined twice")
        self.records[sid] = dict(source_id=sid, kind=kind, title=title, publisher=publisher, date=date,
                                 url=url, notes=notes)
        for prefix in cites:  # reference-data citations that mean this record
            self.prefixes.append((prefix, sid))
        return sid

    def ref(self, text: str) -> str:
        """The ``source`` cell for a citation as the reference data writes it: one id per cited
        work (a record is made on first use), a trailing parenthesis kept as the locator."""
        at = where(text)
        text = " ".join(text.split())
        if not text:
            raise BuildError(f"{at}empty source (every row of the reference data must cite one)")
        whole = self._prefixed(text)
        if whole:
            return whole
        cells = []
        for part in _split_top(text):
            if cells and part[:1].islower() and not (_URL_RE.search(part) or _GH_RE.search(part)) \
                    and not self._prefixed(part):
                cells[-1] = f"{cells[-1]}, {part.replace(';', ',')}"  # a remark on the citation before
                continue
            loc = ""
            m = re.match(r"^(.*\S)\s+\(([^()]*(?:\([^()]*\)[^()]*)*)\)$", part)
            if m and not m.group(1).endswith(("at", "as", "in")):
                part, loc = m.group(1), m.group(2).replace(";", ",")
            hint = ""
            if loc and not (_URL_RE.search(part) or _BARE_URL_RE.search(part)):
                u = _URL_RE.search(loc) or _BARE_URL_RE.search(loc)  # the address sits in the parenthesis
                hint = u.group(0) if u else ""
            cells.append(f"{self._record(part, hint)} {loc}".strip())
        return "; ".join(dict.fromkeys(cells))

    def _prefixed(self, text: str) -> str:
        for prefix, sid in self.prefixes:
            if text.startswith(prefix):
                return sid
        return ""

    def _record(self, text: str, url_hint: str = "") -> str:
        if text in self.by_text:
            return self.by_text[text]
        hit = self._prefixed(text)
        if hit:
            return hit
        url, publisher, base, kind = "", "", "", "third_party"
        gh = _GH_RE.search(text)
        m = _URL_RE.search(text) or _BARE_URL_RE.search(text) or (
            _URL_RE.search(url_hint) or _BARE_URL_RE.search(url_hint) if url_hint else None)
        host = ""
        if m:
            url = m.group(0).rstrip(".")
            url = url if url.startswith("http") else f"https://{url}"
            host = re.sub(r"^www\.", "", url.split("/")[2])
            publisher = host
            tail = [p for p in url.split("/")[3:] if p]
            base = f"{host.split('.')[-2] if host.count('.') else host}-{tail[-1] if tail else ''}"
            if host.endswith(_OFFICIAL_HOSTS):
                kind = "official"
        if gh and (not m or gh.start() < m.start()):
            owner, repo, c1, path, c2 = gh.groups()
            commit = c1 or c2 or ""
            publisher = f"{owner}/{repo} (GitHub)"
            url = f"https://github.com/{owner}/{repo}/blob/{commit or 'HEAD'}/{path}"
            base = f"{repo}-{path.rsplit('/', 1)[-1].rsplit('.', 1)[0]}"
            kind = "official" if owner in _OFFICIAL_OWNERS else "repository"
        arxiv = re.search(r"arXiv[: ]+(\d{4}\.\d{4,5})", text)
        if not url and arxiv:
            url, publisher, kind = f"https://arxiv.org/abs/{arxiv[1]}", "arXiv", "paper"
        repo = re.match(r"([A-Za-z0-9][\w.-]*)/([\w.-]+)\b", text)
        if not url and repo and repo[1] in _OFFICIAL_OWNERS:
            url, publisher = f"https://github.com/{repo[1]}/{repo[2]}", f"{repo[1]}/{repo[2]} (GitHub)"
            kind = "official"
        title = re.split(r"\s+@|,?\s+https?://|\s+https?://", text, maxsplit=1)[0].strip(" ,;")
        if not title or title.startswith("http") or title.endswith(":"):
            title = url.split("//", 1)[-1] if url else text.rstrip(":")
        if kind == "third_party" and not url and re.match(_OFFICIAL_NAMES, title):
            kind = "official"  # the provider's own documentation, cited by name (the reference kept no URL)
        elif host and kind == "third_party" and host not in title:
            title = f"{title} ({host})"
        if not base:
            base = title
        base = re.sub(r"[^a-z0-9]+", "-", base.lower()).strip("-")[:40].strip("-") or "source"
        sid = base
        n = 2
        while sid in self.records:
            sid = f"{base}-{n}"
            n += 1
        self.add(sid, kind, title, publisher=publisher, url=url, notes=f"cited as: {text}")
        self.by_text[text] = sid
        return sid

    def rows(self) -> list[dict]:
        return list(self.records.values())


INPUTS = REPO_ROOT / "scripts" / "catalog_inputs"
CURATED_SOURCES = "curated_sources.csv"
OVERRIDES = "overrides.csv"


def load_curated(inputs: Path) -> SourceBook:
    """The curated sources (``catalog_inputs/curated_sources.csv``): the price files, the seed articles, the
    papers and pages behind the hand-kept tables and the estimate defaults, and this product's own setting,
    assumption and derivation rows. Columns: those of sources.csv plus ``cites``, the reference data's
    citations (';'-separated prefixes) that mean this record. Every row is written to sources.csv."""
    path = inputs / CURATED_SOURCES
    book = SourceBook()
    rows = read_ref(path)
    want = [*TABLES["sources"].column_names, "cites"]
    if rows and list(rows[0]) != want:
        raise BuildError(f"{path} line 1: columns {list(rows[0])}, expected {want}")
    for r in rows:
        if r["source_id"] in book.records:
            raise BuildError(f"{where(r['source_id'])}source id {r['source_id']!r} defined twice")
        book.add(r["source_id"], r["kind"], r["title"], r["publisher"], r["date"], r["url"], r["notes"],
                 cites=tuple(c.strip() for c in r["cites"].split(";") if c.strip()))
    return book


BOOK = SourceBook()  # main() loads the curated sources into a new book for each build


# --------------------------------------------------------------------------------------------
# providers.csv
# --------------------------------------------------------------------------------------------

PROVIDERS = [
    # id, name_en, name_zh, aliases, country, extra note
    ("alibaba", "Alibaba Cloud", "阿里云", "aliyun;Alibaba Cloud;阿里云;alicloud", "CN", ""),
    ("tencent", "Tencent Cloud", "腾讯云", "qcloud;Tencent Cloud;腾讯云", "CN", ""),
    ("aws", "Amazon Web Services", "亚马逊云科技", "Amazon;AWS EC2", "US", ""),
    ("gcp", "Google Cloud", "谷歌云", "google;Google Cloud Platform", "US", ""),
    ("azure", "Microsoft Azure", "微软 Azure", "microsoft", "US", ""),
    ("lambda", "Lambda", "Lambda", "Lambda Labs;Lambda Cloud", "US", ""),
    ("nebius", "Nebius", "Nebius", "", "NL", "country: headquarters in Amsterdam"),
    ("runpod", "RunPod", "RunPod", "", "US", ""),
]


def build_providers() -> list[dict]:
    rows = []
    for pid, en, zh, aliases, country, extra in PROVIDERS:
        _, source, as_of, as_of_note = PRICE_FILES[pid]
        rows.append(dict(provider=pid, name_en=en, name_zh=zh, aliases=aliases, country=country,
                         source=BOOK.ref(source), as_of=as_of,
                         notes=join_notes("source and as_of: the price file this provider's "
                                          "instances come from", as_of_note, extra)))
    return rows


# --------------------------------------------------------------------------------------------
# gpus.csv
# --------------------------------------------------------------------------------------------

# gpu-specs.csv row name -> (canonical name, family, form factor, aliases).
# Canonical names follow cloud-catalog style; the bare name is the SXM part where both exist.
SPEC_GPUS = {
    "T4": ("T4", "turing", "pcie", "Tesla T4;T4 16GB;T4G;NVIDIA T4"),
    "A10": ("A10", "ampere", "pcie", "NVIDIA A10;A10 24GB"),
    "A10G (AWS G5)": ("A10G", "ampere", "", "NVIDIA A10G;A10G 24GB"),
    "L4": ("L4", "ada", "pcie", "NVIDIA L4;L4 24GB"),
    "L40S": ("L40S", "ada", "pcie", "NVIDIA L40S;L40S 48GB"),
    "V100-16GB (SXM2)": ("V100", "volta", "sxm",
                         "V100-16GB;V100 16GB;V100 16G;V100-SXM2-16GB;V100 SXM2"),
    "V100-32GB (SXM2)": ("V100-32GB", "volta", "sxm",
                         "V100 32GB;V100 32G;V100-SXM2-32GB;V100 32GB NVLink"),
    "V100 PCIe (16/32GB)": ("V100-PCIE", "volta", "pcie", "V100 PCIe;V100-PCIE-16GB;V100 16GB PCIe"),
    "A100-40GB (SXM4)": ("A100", "ampere", "sxm",
                         ("A100-40GB;A100 40GB;A100 40G;A100-SXM4-40GB;A100 SXM4;A100-40GB-SXM;"
                          "A100 40GB NVLink")),
    "A100-40GB (PCIe)": ("A100-PCIE", "ampere", "pcie",
                         "A100 PCIe;A100-PCIE-40GB;A100 40GB PCIe;A100-40GB-PCIE"),
    "A100-80GB (SXM4)": ("A100-80GB", "ampere", "sxm",
                         "A100 80G;A100 80GB;a100-sxm4-80gb;A100-SXM4-80GB;A100-80GB-SXM"),
    "A100-80GB (PCIe)": ("A100-80GB-PCIE", "ampere", "pcie", "A100 80GB PCIe;A100-PCIE-80GB"),
    "A800-40GB (PCIe)": ("A800-40GB", "ampere", "pcie",
                         "A800 40G;A800-40G;A800 40GB;A800-PCIE-40GB;A800 PCIe"),
    "A800-80GB (SXM4)": ("A800-80GB", "ampere", "sxm",
                         "A800 80G;A800-80G;A800 80GB;A800-SXM4-80GB;A800 SXM"),
    "H100-80GB (SXM5)": ("H100", "hopper", "sxm",
                         "H100-80GB;H100 SXM;H100-SXM;H100 SXM5;H100-80GB-SXM5;H100-MEGA"),
    "H100-80GB (PCIe)": ("H100-PCIE", "hopper", "pcie",
                         "H100 PCIe;H100-PCIE-80GB;H100 80GB PCIe;H100-80GB-PCIE"),
    "H800-80GB (SXM5)": ("H800", "hopper", "sxm", "H800-80GB;H800 80G;H800 SXM;H800-SXM"),
    "H200-141GB (SXM)": ("H200", "hopper", "sxm", "H200-141GB;H200 141GB;H200 SXM;H200-SXM"),
    "H20-96GB": ("H20", "hopper", "", "H20-96GB;H20 96GB;H20 96G"),
    "B200 (HGX, per GPU)": ("B200", "blackwell", "sxm", "B200-180GB;B200 SXM;HGX B200"),
    "RTX 4090": ("RTX4090", "ada", "pcie", "4090;RTX 4090;GeForce RTX 4090"),
    "RTX 3090": ("RTX3090", "ampere", "pcie", "3090;RTX 3090;GeForce RTX 3090"),
    "Tesla P40": ("P40", "pascal", "pcie", "Tesla P40;P40 24GB"),
    "MI300X": ("MI300X", "cdna3", "", "Instinct MI300X;AMD MI300X"),
}

NO_BF16_FAMILIES = {"kepler", "maxwell", "pascal", "volta", "turing"}

# GPUs that instances use but gpu-specs.csv lacks: (vendor, family, aliases, provider and source
# gpu_model whose per-GPU memory is taken). Compute columns stay empty.
CATALOG_ONLY_GPUS = {
    "A6000": ("nvidia", "ampere", "RTXA6000;RTX A6000;NVIDIA RTX A6000", "lambda", "A6000"),
    "RTX6000": ("nvidia", "turing", "Quadro RTX 6000;Quadro RTX6000", "lambda", "RTX6000"),
    "GH200": ("nvidia", "hopper", "GH200 96GB;Grace Hopper GH200", "lambda", "GH200"),
    "B300": ("nvidia", "blackwell", "HGX B300;B300 SXM", "aws", "B300"),
    "RTXPRO6000": ("nvidia", "blackwell",
                   "RTX PRO 6000;RTX PRO 6000 Blackwell;RTX PRO Server 6000", "aws", "RTXPRO6000"),
    "P100": ("nvidia", "pascal", "Tesla P100", "gcp", "P100"),
    "P4": ("nvidia", "pascal", "Tesla P4", "tencent", "P4"),
    "M60": ("nvidia", "maxwell", "Tesla M60", "azure", "M60"),
    "K80": ("nvidia", "kepler", "Tesla K80", "azure", "K80"),
    "A40": ("nvidia", "ampere", "NVIDIA A40;A40 48GB", "runpod", "A40"),
    "L40": ("nvidia", "ada", "NVIDIA L40;L40 48GB", "runpod", "L40"),
    "RTX4000-Ada": ("nvidia", "ada", "RTX 4000 Ada;RTX 4000 Ada Generation", "runpod", "RTX4000-Ada"),
    "RTX6000-Ada": ("nvidia", "ada", "RTX 6000 Ada;RTX 6000 Ada Generation", "runpod", "RTX6000-Ada"),
    "RTXA4000": ("nvidia", "ampere", "RTX A4000", "runpod", "RTXA4000"),
    "RTXA4500": ("nvidia", "ampere", "RTX A4500", "runpod", "RTXA4500"),
    "RTXA5000": ("nvidia", "ampere", "RTX A5000", "runpod", "RTXA5000"),
    # Radeon Instinct MI25 is a Vega (GCN) part; the schema has no family for it, hence "other".
    "MI25": ("amd", "other", "Radeon MI25;Radeon Instinct MI25", "azure", "Radeon MI25"),
}
CATALOG_ONLY_EXTRA_NOTES = {
    "B300": "memory is the AWS-API-reported usable size (nominal 288 GB per the catalog note)",
    "P100": "used only by GCP GPU-only (add-an-N1-host) rows, which are left out of instances.csv",
    "M60": "memory is per GPU as Azure counts it",
    "MI25": "family 'other': Vega (GCN) generation, not CDNA; BF16 support left empty",
}


def build_gpus(ref: Path, price_rows: dict[str, list[dict]]) -> list[dict]:
    specs = {r["gpu_model"]: r for r in read_ref(ref / "gpu-specs.csv")}
    unknown = set(specs) - set(SPEC_GPUS)
    if unknown:
        raise BuildError(f"gpu-specs.csv has rows without a canonical mapping: {sorted(unknown)}")
    rows = []
    for spec_name, (gpu, family, form, aliases) in SPEC_GPUS.items():
        r = specs[spec_name]
        source = r["source"]
        if source.startswith("same as "):
            # e.g. V100-32GB: 'same as V100-16GB (SXM2) row' -> copy that row's source
            other = source[len("same as "):].removesuffix(" row")
            source = specs[other]["source"]
            r = dict(r, notes=join_notes(f"figures as for the {other} row", r["notes"]))
        nvlink = r["nvlink_bandwidth_gbps"]
        if gpu == "MI300X":
            interconnect = "infinity_fabric"
        elif form == "pcie":
            # A PCIe card's NVLink bridge joins pairs only; across a node the GPUs talk over PCIe
            # (seed 001: 8-GPU training over PCIe loses ~40% to communication).
            interconnect = "pcie"
        elif nvlink and dec(nvlink) > 0:
            interconnect = "nvlink"
        else:
            interconnect = "pcie"
        rows.append(dict(
            gpu=gpu, aliases=aliases, vendor="amd" if gpu == "MI300X" else "nvidia",
            family=family, form_factor=form, memory_gb=num(r["memory_gb"]),
            memory_bandwidth_gbs=num(r["memory_bandwidth_gbps"]), fp32_tflops=num(r["fp32_tflops"]),
            tf32_tflops=num(r["tf32_tflops_dense"]), fp16_tflops=num(r["fp16_bf16_tflops_dense"]),
            bf16="false" if family in NO_BF16_FAMILIES else "true",
            fp8_tflops=num(r["fp8_tflops_dense"]), int8_tops=num(r["int8_tops_dense"]),
            interconnect=interconnect, nvlink_gbs=num(nvlink), pcie_gen=num(r["pcie_gen"]),
            tdp_w=num(r["tdp_w"]), confidence=r["confidence"], source=BOOK.ref(source),
            as_of=CATALOG_MONTH,
            notes=join_notes(r["notes"],
                             "source pages undated; as_of is the month these figures entered the "
                             "catalog")))

    for gpu, (vendor, family, aliases, prov, model) in CATALOG_ONLY_GPUS.items():
        mems = {r["gpu_memory_gb"] for r in price_rows[prov] if r["gpu_model"] == model}
        if len(mems) != 1:
            raise BuildError(f"{gpu}: expected one per-GPU memory figure in {prov}, got {mems}")
        _, source, as_of, _ = PRICE_FILES[prov]
        rows.append(dict(
            gpu=gpu, aliases=aliases, vendor=vendor, family=family, form_factor="",
            memory_gb=num(mems.pop()), memory_bandwidth_gbs="", fp32_tflops="", tf32_tflops="",
            fp16_tflops="", bf16="" if vendor == "amd" else
            ("false" if family in NO_BF16_FAMILIES else "true"),
            fp8_tflops="", int8_tops="", interconnect="", nvlink_gbs="", pcie_gen="", tdp_w="",
            confidence="catalog", source=BOOK.ref(source), as_of=as_of,
            notes=join_notes(f"memory_gb from the {prov} instance catalog "
                             f"(per GPU, '{model}')", "family from the product generation name",
                             "compute figures not in the reference data",
                             CATALOG_ONLY_EXTRA_NOTES.get(gpu, ""))))
    return rows


# Figures for GPUs that gpu-specs.csv lacks. Each entry names where the figures come from: a row of
# gpu-datasheet.csv (gpu, variant), or a public page found for this catalog (a spec database or a
# reseller's copy of the vendor datasheet, cited by URL). Columns left out stay empty.
GPU_FIGURES = {
    "L20": dict(datasheet=("L20", "PCIe"), source_prefix="Alibaba",
                cols=("memory_gb", "memory_bandwidth_gbs", "fp32_tflops", "fp16_tflops", "fp8_tflops", "int8_tops")),
    "B300": dict(datasheet=("B300", "SXM"), cols=("memory_gb", "memory_bandwidth_gbs", "fp32_tflops",
                                                  "tf32_tflops", "fp16_tflops", "fp8_tflops", "int8_tops")),
    "L40": dict(datasheet=("L40", "PCIe"), cols=("memory_gb", "memory_bandwidth_gbs", "fp32_tflops", "tf32_tflops",
                                                 "fp16_tflops", "fp8_tflops", "int8_tops")),
    "RTXPRO6000": dict(datasheet=("RTX PRO 6000 Blackwell", "Server Edition (GCP G4)"),
                       cols=("memory_gb", "memory_bandwidth_gbs", "fp32_tflops")),
    "A6000": dict(datasheet=("RTX A6000", "workstation"), cols=("memory_gb", "memory_bandwidth_gbs", "fp32_tflops")),
    "RTX6000-Ada": dict(datasheet=("RTX 6000 Ada", "workstation"),
                        cols=("memory_gb", "memory_bandwidth_gbs", "fp32_tflops")),
    "P100": dict(datasheet=("P100", "PCIe 16GB"), cols=("memory_gb", "memory_bandwidth_gbs", "fp32_tflops",
                                                        "fp16_tflops")),
    "A40": dict(page=("https://www.ecer.com/corp/details-uuuedqa-p1bsay9-multi-display-setups-supported-by-48gb-"
                      "gddr6-ecc-memory-nvidia-a40-gpu-and-vga-outputs.html (reseller copy of the NVIDIA A40 "
                      "datasheet: dense | *sparse)"),
                figures=dict(memory_bandwidth_gbs="696", fp32_tflops="37.4", tf32_tflops="74.8",
                             fp16_tflops="149.7", int8_tops="299.3", nvlink_gbs="112.5", tdp_w="300"),
                note="datasheet table gives dense | *sparse; the dense figures are used"),
    "RTXA4000": dict(page=("https://www.ecer.com/corp/details-uuuedqa-p1bsb03-pci-express-3-0-x16-nvidia-rtx-a4000-"
                           "16g-graphics-card-for-professional-video-editing.html (reseller copy of the NVIDIA RTX "
                           "A4000 datasheet)"),
                     figures=dict(memory_bandwidth_gbs="448", fp32_tflops="19.2", fp16_tflops="76.7", tdp_w="140"),
                     note=("the datasheet's 'Tensor performance 153.4 TFLOPS' is the sparsity figure (192 tensor "
                           "cores x 1.56 GHz x 512 = 153.4); dense = 153.4 / 2 = 76.7")),
    "M60": dict(page="https://fpsbench.com/compare/gpu/nvidia-tesla-m60-vs-nvidia-tesla-t4 (spec database)",
                figures=dict(memory_bandwidth_gbs="160.4", fp32_tflops="4.825", tdp_w="150"),
                note=("per GPU (a Tesla M60 board holds two; 300 W per board, so 150 W per GPU); no FP16 "
                      "arithmetic and no tensor cores, so fp16 stays empty")),
    "P4": dict(page="https://fpsbench.com/compare/gpu/nvidia-tesla-p4-vs-nvidia-tesla-m4 (spec database)",
               figures=dict(memory_bandwidth_gbs="192.3", fp32_tflops="5.704", fp16_tflops="0.08912", tdp_w="75"),
               note="no tensor cores; FP16 runs at 1/64 of FP32 (0.089 TFLOPS), so FP32 is the usable rate"),
    "K80": dict(page=("https://cnews.cz/clanky/nvidia-uvadi-nove-gpu-generace-kepler-gk210-bezi-v-dualni-karte-"
                      "tesla-k80/ (NVIDIA launch figures)"),
                figures=dict(memory_bandwidth_gbs="240", fp32_tflops="4.37", tdp_w="150"),
                note=("per GPU: the K80 board holds two GK210 GPUs (8.74 TFLOPS FP32 at boost and 480 GB/s per "
                      "board); no FP16 arithmetic, so fp16 stays empty")),
    "MI25": dict(page=("https://ocaholic.ch/modules/news/article.php?lang=german&storyid=16679 (AMD launch "
                       "figures)"),
                 figures=dict(memory_bandwidth_gbs="484", fp32_tflops="12.3", fp16_tflops="24.6", tdp_w="300"),
                 note="FP16 is Vega's packed-math rate (no matrix cores)"),
    "RTX6000": dict(page=("https://chip.pl/2018/10/bestia-dla-profesjonalistow-quadro-rtx-6000 (NVIDIA launch "
                          "figures: 16.3 TFLOPS FP32); https://sysrqmts.com/fr/gpus/compare/nvidia-a40-pcie-vs-"
                          "nvidia-quadro-rtx-6000 (672 GB/s)"),
                    figures=dict(memory_bandwidth_gbs="672", fp32_tflops="16.3", tdp_w="260")),
}

# Derivations from the nearest documented card, for GPUs (or columns) with no source: column ->
# ('copy', base) copies the base GPU's figure; ('ratio', base, of) scales this GPU's own ``of``
# column by the base GPU's column/of ratio (same architecture, so the same tensor-to-FP32 ratio).
GPU_DERIVED = {
    "A10G": (("copy", "A10", ("fp32_tflops", "fp16_tflops", "int8_tops")),
             "A10G has no public datasheet; compute figures as the A10 (same GA102 chip and the same 24 GB, "
             "600 GB/s memory)"),
    "A800-40GB": (("keep",), "A800 has no NVIDIA primary source; compute figures are the A100's (A800 = A100 "
                             "with the chip-to-chip interconnect cut to 400 GB/s)"),
    "A800-80GB": (("keep",), "A800 has no NVIDIA primary source; compute figures are the A100's (A800 = A100 "
                             "with the chip-to-chip interconnect cut to 400 GB/s)"),
    "H800": (("keep",), "H800 has no NVIDIA primary source; compute figures are the H100 SXM's (H800 = H100 "
                        "silicon with NVLink cut to 400 GB/s and FP64 cut)"),
    "A6000": (("ratio", "A40", "fp32_tflops", ("tf32_tflops", "fp16_tflops", "int8_tops")),
              "tensor figures from the FP32 rate at the A40's tensor-to-FP32 ratio (same GA102 chip, "
              "professional full-rate accumulate)"),
    "RTX6000-Ada": (("ratio", "L40", "fp32_tflops", ("tf32_tflops", "fp16_tflops", "fp8_tflops", "int8_tops")),
                    "tensor figures from the FP32 rate at the L40's tensor-to-FP32 ratio (same AD102 chip)"),
    "RTXPRO6000": (("ratio", "L40S", "fp32_tflops", ("tf32_tflops", "fp16_tflops", "fp8_tflops", "int8_tops")),
                   "no dense tensor rates published; tensor figures from the FP32 rate at the L40S's "
                   "tensor-to-FP32 ratio (the previous server card of this class), likely an underestimate"),
    "RTX6000": (("ratio", "T4", "fp32_tflops", ("fp16_tflops",)),
                "tensor FP16 from the FP32 rate at the T4's tensor-to-FP32 ratio (same Turing architecture)"),
    "GH200": (("copy", "H100", ("memory_bandwidth_gbs", "fp32_tflops", "tf32_tflops", "fp16_tflops",
                                "fp8_tflops", "int8_tops")),
              "the GPU of a GH200 is an H100 (Hopper); figures as the H100 SXM; its 96 GB HBM3 is faster than "
              "the H100's, so the bandwidth is a lower bound"),
    "RTX4000-Ada": (("copy", "L4", ("memory_bandwidth_gbs", "fp32_tflops", "tf32_tflops", "fp16_tflops",
                                    "fp8_tflops", "int8_tops")),
                    "no figures in the sources; as the L4 (same AD104 chip, a 6,144-core card at 2.175 GHz "
                    "against the L4's 7,424 at 2.04 GHz: within about 10%)"),
    "RTXA5000": (("copy", "A10", ("memory_bandwidth_gbs", "fp32_tflops", "fp16_tflops", "int8_tops")),
                 "no figures in the sources; as the A10 (same GA102 chip and the same 24 GB)"),
    "RTXA4500": (("copy", "RTXA4000", ("memory_bandwidth_gbs", "fp32_tflops", "fp16_tflops")),
                 "no figures in the sources; as the RTX A4000, the nearest documented smaller card (a lower "
                 "bound: the A4500 has more cores and bandwidth)"),
}
DERIVED_ORDER = ("A10G", "A800-40GB", "A800-80GB", "H800", "A6000", "RTX6000-Ada", "RTXPRO6000", "RTX6000",
                 "GH200", "RTX4000-Ada", "RTXA5000", "RTXA4500")


def _dec_str(x: Decimal, places: int = 2) -> str:
    return num(str(x.quantize(Decimal(1).scaleb(-places)))) if x else "0"


# GPUs that only the Chinese clouds' instance docs use: (vendor, family, form factor, aliases).
NEW_GPUS = {"L20": ("nvidia", "ada", "pcie", "NVIDIA L20;L20 48GB")}


def apply_gpu_figures(ref: Path, rows: list[dict]) -> None:
    """Fill figures of catalog-only GPUs from gpu-datasheet.csv or cited pages, then the derivations."""
    sheet_rows = read_ref(ref / "gpu-datasheet.csv")
    for gpu, (vendor, family, form, aliases) in NEW_GPUS.items():
        rows.append({c: "" for c in TABLES["gpus"].column_names} | dict(
            gpu=gpu, aliases=aliases, vendor=vendor, family=family, form_factor=form, interconnect=form,
            bf16="false" if family in NO_BF16_FAMILIES else "true"))
    colmap = {"memory_gb": "memory_gb", "memory_bandwidth_gbs": "mem_bw_gbs", "fp32_tflops": "fp32_tflops",
              "tf32_tflops": "tf32_tflops_dense", "fp16_tflops": "fp16_bf16_tflops_dense",
              "fp8_tflops": "fp8_tflops_dense", "int8_tops": "int8_tops_dense"}
    by = {r["gpu"]: r for r in rows}
    for gpu, spec in GPU_FIGURES.items():
        row = by[gpu]
        if "datasheet" in spec:
            d = next(r for r in sheet_rows if (r["gpu"], r["variant"]) == spec["datasheet"]
                     and r["source"].startswith(spec.get("source_prefix", "")))
            for c in spec["cols"]:
                if d[colmap[c]]:
                    row[c] = num(d[colmap[c]])
            src = d["source"]
            note = f"figures as the cited source gives them for '{' '.join(spec['datasheet'])}'" + (
                f" ({d['notes']})" if d["notes"] else "")
        else:
            row.update(spec["figures"])
            src, note = spec["page"], spec.get("note", "")
        row["source"] = BOOK.ref(src)
        row["confidence"] = "secondary"
        row["as_of"] = CATALOG_MONTH
        row["notes"] = join_notes(note, "memory_gb from the instance catalog" if "memory_gb" not in
                                  spec.get("cols", ()) else "", UNDATED_NOTE)
    for gpu in DERIVED_ORDER:
        how, why = GPU_DERIVED[gpu]
        row = by[gpu]
        if how[0] == "copy":
            base = by[how[1]]
            for c in how[2]:
                if base[c] and not row[c]:
                    row[c] = base[c]
            cites = [by[how[1]]["source"]]
        elif how[0] == "ratio":
            base, of, cols = by[how[1]], how[2], how[3]
            for c in cols:
                if base[c] and base[of] and row[of] and not row[c]:
                    row[c] = _dec_str(Decimal(row[of]) * Decimal(base[c]) / Decimal(base[of]), 1)
            cites = [base["source"]]
        else:
            cites = []
        row["confidence"] = "derived"
        row["source"] = "; ".join(dict.fromkeys(["gpu-advisor-derivation", row["source"], *cites]))
        row["notes"] = join_notes(f"derived: {why}", row["notes"])
    # Every priced GPU needs a compute figure; this build refuses a catalog where one has none.


def check_gpu_aliases(gpus: list[dict]) -> list[str]:
    """Every alias must resolve to exactly one GPU (case-insensitive, ignoring spaces/-/_)."""
    owner: dict[str, str] = {}
    problems = []
    for g in gpus:
        owner[norm_name(g["gpu"])] = g["gpu"]
    for g in gpus:
        for a in filter(None, (x.strip() for x in g["aliases"].split(";"))):
            key = norm_name(a)
            if owner.get(key, g["gpu"]) != g["gpu"]:
                problems.append(f"alias {a!r} of {g['gpu']} clashes with {owner[key]}")
            owner.setdefault(key, g["gpu"])
    return problems


# --------------------------------------------------------------------------------------------
# gpu_names.csv: provider-specific GPU names (one naming rule, used by this build and the importers)
# --------------------------------------------------------------------------------------------

# (provider, instance pattern, name as the price file writes it, canonical GPU, basis). Rules with a
# pattern are tried before general ones; then gpus.csv's aliases decide. The basis is the evidence:
# instance names (sxm/pcie), the provider's own wording, well-documented instance families.
GPU_NAME_RULES = [
    ("aws", "", "T4g", "T4", "AWS T4g (g5g, Graviton host) is the same T4 GPU"),
    ("aws", "", "V100", "V100", "AWS p3 = V100 SXM2 16GB (NVLink)"),
    ("aws", "", "V100-32GB", "V100-32GB", "AWS p3dn = V100 SXM2 32GB (NVLink)"),
    ("aws", "", "A100", "A100", "AWS p4d = A100 40GB SXM4 (NVSwitch)"),
    ("aws", "", "A100-80GB", "A100-80GB", "AWS p4de = A100 80GB SXM4 (NVSwitch)"),
    ("aws", "", "H100", "H100", "AWS p5 = H100 SXM5"),
    ("aws", "", "H200", "H200", "AWS p5e/p5en = H200 (SXM)"),
    ("gcp", r"^a2-(highgpu|megagpu)", "A100", "A100", "GCP A2 highgpu/megagpu = A100 40GB SXM4 (NVSwitch)"),
    ("gcp", r"^a2-ultragpu", "A100-80GB", "A100-80GB", "GCP A2 ultragpu = A100 80GB SXM4 (NVSwitch)"),
    ("gcp", r"^a3-", "H100", "H100", "GCP A3 = H100 SXM"),
    ("gcp", "", "H100-MEGA", "H100", "SkyPilot's H100-MEGA is GCP a3-megagpu, an H100 SXM"),
    ("azure", r"^Standard_NC\d+r?s_v3$", "V100", "V100-PCIE", "Azure NCv3 (NC*s_v3) = V100 16GB PCIe"),
    ("azure", r"^Standard_NC", "A100-80GB", "A100-80GB-PCIE", "Azure NC A100 v4 (NC*ads_A100_v4) = A100 80GB PCIe"),
    ("azure", r"^Standard_ND", "A100-80GB", "A100-80GB", "Azure NDm A100 v4 = A100 80GB SXM4 (NVLink)"),
    ("azure", "", "A100", "A100", "Azure ND A100 v4 = A100 40GB SXM4 (NVLink)"),
    ("azure", "", "V100-32GB", "V100-32GB", "Azure NDv2 = 8x V100 32GB SXM2 (NVLink)"),
    ("azure", r"^Standard_ND", "H100", "H100", "Azure ND H100 v5 = H100 SXM5 (NVLink)"),
    ("azure", r"^Standard_NC", "H100", "H100-PCIE",
     "Azure NC H100 v5 is an NC (PCIe) series, so the PCIe H100; Azure sells it as H100 NVL (94 GB), which the "
     "reference data does not cover; memory 80 is SkyPilot metadata"),
    ("lambda", r"_sxm4$", "A100", "A100", "Lambda name says SXM4"),
    ("lambda", r"^gpu_8x_a100$", "A100", "A100",
     "name has no form factor; Lambda's 8x A100 40GB type is an SXM4 (HGX) node per Lambda's type description "
     "(not in the reference data) - verify"),
    ("lambda", "", "A100", "A100-PCIE",
     "the catalog lists a separate gpu_1x_a100_sxm4 type, so the unsuffixed 1x/2x/4x A100 types are the 40GB "
     "PCIe card"),
    ("lambda", r"_pcie$", "H100", "H100-PCIE", "Lambda name says PCIe"),
    ("lambda", "", "H100", "H100", "Lambda name says SXM5"),
    ("lambda", "", "A100-80GB", "A100-80GB", "Lambda name says SXM4"),
    ("lambda", "", "B200", "B200", "Lambda name says SXM (sxm6)"),
    ("lambda", "", "V100", "V100",
     "Lambda 8x V100 16GB; form factor not in the name, mapped to the SXM2 part (8-GPU V100 servers use NVLink "
     "SXM2 boards) - verify"),
    ("nebius", r"-sxm", "H100", "H100", "Nebius preset name says SXM"),
    ("nebius", r"-sxm", "H200", "H200", "Nebius preset name says SXM"),
    ("nebius", r"-sxm", "B200", "B200", "Nebius preset name says SXM"),
    ("runpod", "", "A100-80GB", "A100-80GB-PCIE",
     "RunPod 'A100-80GB' is the PCIe card (SXM is listed as A100-80GB-SXM)"),
    ("runpod", "", "A100-80GB-SXM", "A100-80GB", "RunPod name says SXM"),
    ("runpod", "", "H100", "H100-PCIE", "RunPod 'H100' is the PCIe card (SXM is listed as H100-SXM)"),
    ("runpod", "", "H100-SXM", "H100", "RunPod name says SXM"),
    ("runpod", "", "RTXA6000", "A6000", "RunPod RTXA6000 = NVIDIA RTX A6000"),
    ("alibaba", r"^ecs\.(ebm)?gn7e[-.]", "*", "A100-80GB",
     "Alibaba gn7e/ebmgn7e = A100 80GB SXM4 with NVSwitch (third-party reports call the China part A800)"),
    ("alibaba", r"^ecs\.(ebm)?gn7[-.]", "*", "A100", "Alibaba gn7/ebmgn7 = A100 40GB SXM4 with NVSwitch"),
    ("alibaba", r"^ecs\.(ebm)?gn6v[-.]", "*", "V100", "Alibaba gn6v/ebmgn6v = V100 16GB SXM2 (NVLink)"),
    ("alibaba", r"^ecs\.(ebm)?gn6e[-.]", "*", "V100-32GB", "Alibaba gn6e/ebmgn6e = V100 32GB SXM2 (NVLink)"),
    ("alibaba", r"^ecs\.(ebm)?gn8v[-.]", "*", "H20",
     "Alibaba's doc does not name the gn8v GPU; its figures (96 GB HBM3, 4 TB/s, NVLink 900 GB/s) match "
     "third-party descriptions of the H20"),
    ("alibaba", r"^ecs\.(ebm)?gn8i[as][-.]", "*", "L20", "Alibaba gn8is/ebmgn8is/ebmgn8ia = NVIDIA L20 (the doc)"),
    ("tencent", r"^GT4\.", "*", "A100", "Tencent GT4 = A100 40GB with NVLink (price page), i.e. the SXM4 part"),
    ("tencent", r"^GN10Xp?\.", "*", "V100-32GB",
     "Tencent GN10X/GN10Xp = V100 32GB NVLink (price page), i.e. SXM2"),
]
GPU_NAMES_SOURCE = "gpu-advisor-derivation"


def build_gpu_names() -> list[dict]:
    return [dict(provider=p, instance_pattern=pat, name=n, gpu=g, basis=b, source=GPU_NAMES_SOURCE,
                 as_of=CATALOG_MONTH, notes="the basis is the evidence; see the instances' price files")
            for p, pat, n, g, b in GPU_NAME_RULES]


def namer(gpus: list[dict]):
    return GpuNamer(pd.DataFrame(gpus, dtype=object), pd.DataFrame(build_gpu_names(), dtype=object))


# --------------------------------------------------------------------------------------------
# instances.csv
# --------------------------------------------------------------------------------------------

def read_price_files(ref: Path) -> dict[str, list[dict]]:
    prices = ref / "cloud-gpu-prices"
    out: dict[str, list[dict]] = {}
    for prov, (fname, *_rest) in PRICE_FILES.items():
        out[prov] = [r for r in read_ref(prices / fname) if r["provider"] == prov]
    return out


def map_gpu(names, prov: str, it: str, model: str) -> tuple[str, str]:
    """Canonical GPU of one instance row and the basis of that choice (for ``notes``), by the one
    naming rule (``core.names.GpuNamer``: gpu_names.csv rules, then gpus.csv aliases)."""
    gpu, basis = names.resolve(prov, it, model)
    basis = f"GPU: {basis}" if basis else ""
    if model.startswith("L4 ("):
        basis = join_notes(basis, "fractional L4 slice (g6f); gpu_count is the fraction of one L4")
    if model.startswith("T4 ("):
        basis = join_notes(basis, "gpu_count is the fraction of one T4")
    return gpu, basis


def instance_store_disks(ref: Path) -> dict[str, int]:
    """AWS instance type -> included local NVMe in GB, from the 'N x M GB' layout in the notes."""
    return {it: gb for it, (gb, _) in instance_store_layouts(ref).items()}


def instance_store_layouts(ref: Path) -> dict[str, tuple[int, str]]:
    """AWS instance type -> (included local NVMe in GB, source of the layout)."""
    out = {}
    for r in read_ref(ref / "storage-prices.csv"):
        if r["provider"] == "aws" and r["tier"] == "local-nvme":
            m = re.search(r"(\d+) x (\d+) GB", r["notes"])
            if m:  # p5.48xlarge has no confirmed layout and is left empty
                out[r["product"].removeprefix("instance store ")] = (int(m[1]) * int(m[2]), r["source"])
    return out


def bandwidth_rows(ref: Path) -> list[dict]:
    """Instance bandwidth rows of network-prices.csv with the instance type pulled out of ``item``."""
    out = []
    for r in read_ref(ref / "network-prices.csv"):
        if r["price_per_gb"]:
            continue
        m = re.search(r"instance network bandwidth(?: / EFA)?: (\S+)", r["item"]) or \
            re.search(r"\((Standard_\w+)\)", r["item"])
        out.append(dict(r, instance_type=m[1] if m else ""))
    return out


RUNPOD_NOTE = ("Secure Cloud; v6 catalog has no host RAM (its MemoryGiB column is GPU memory); same "
               "price listed for CA,CZ,IS,NL,NO,RO,SE,US; spot = interruptible price where present; "
               "newer v8 catalog shows lower prices (e.g. 1x_A100-80GB_SECURE 1.39/h, 8 vCPU, "
               "117 GiB RAM)")
TENCENT_NOTE = ("standard list price (标准刊例价), compute part only (CPU+RAM+GPU; disks/network "
                "extra); price page covers mainland China regions; no region named")
ALIBABA_NOTE = ("third-party transcription (ArthurChiao blog) of Alibaba ECS buy-page prices; whether "
                "system disk/bandwidth were included is not stated")
MI25_NOTE = ("the only whole-GPU size of the NVv4 series; the NV4/8/16as_v4 sizes are 1/8, 1/4 and 1/2 of one "
             "MI25 (2/4/8 GiB) and are left out; NVv4 supports Windows guests only (Microsoft Learn, "
             "NVv4-series, 2020-02)")
NVV4_PARTIAL = ("Standard_NV4as_v4", "Standard_NV8as_v4", "Standard_NV16as_v4")


def skip_reason(prov: str, r: dict) -> str:
    """Why a price row cannot be a whole-instance row ('' = keep). First matching reason wins."""
    if r.get("price_basis") == "gpu_only_add_n1_host":
        return "GCP GPU-only row (price of the GPU to add to an N1 host; host not included)"
    if prov == "gcp" and r["instance_type"].startswith("g4-standard"):
        return "GCP g4-standard row (no accelerator fields; unclear whether the GPU is in the price)"
    if not r["gpu_count"] or not r["gpu_model"] or "not named in catalog" in r["gpu_model"]:
        return "no accelerator count or no GPU name in the catalog row"
    if prov == "azure" and r["instance_type"] in NVV4_PARTIAL:
        return "Azure NVv4 partial GPU (1/8-1/2 of an MI25; the price file lists it as 1 GPU)"
    if prov in ("alibaba", "tencent"):
        prices = (r["price_per_hour_cny_min"], r["price_per_month_cny_min"])
    else:
        prices = (r["price_per_hour_usd"], r["spot_price_per_hour_usd"])
    if not any(prices):
        return "no on-demand, spot or monthly price"
    return ""


def build_instances(ref: Path, price_rows: dict[str, list[dict]], names) -> tuple[list[dict], Counter]:
    layouts = instance_store_layouts(ref)
    disks = {it: gb for it, (gb, _) in layouts.items()}
    bw = {(r["provider"], r["instance_type"]): r for r in bandwidth_rows(ref) if r["bandwidth_gbps"]}
    rows, skipped = [], Counter()
    for prov, items in price_rows.items():
        _, source, as_of, as_of_note = PRICE_FILES[prov]
        for r in items:
            reason = skip_reason(prov, r)
            if reason:
                skipped[(prov, reason)] += 1
                continue
            it = r["instance_type"]
            gpu, basis = map_gpu(names, prov, it, r["gpu_model"])
            gpu_count = r["gpu_count"]
            notes = [basis]
            row = dict(provider=prov, instance_type=it, gpu=gpu, gpu_memory_gb=num(r["gpu_memory_gb"]),
                       vcpus=num(r["vcpus"]), ram_gb=num(r["memory_gib"]), interconnect="",
                       reserved_1y_hour="", reserved_3y_hour="", source=BOOK.ref(source), as_of=as_of)
            if prov in ("alibaba", "tencent"):
                row.update(currency="CNY", spot_hour="")
                lo, hi = r["price_per_hour_cny_min"], r["price_per_hour_cny_max"]
                mlo, mhi = r["price_per_month_cny_min"], r["price_per_month_cny_max"]
                row["on_demand_hour"] = num(lo)
                row["monthly"] = num(mlo)
                if hi and dec(hi) != dec(lo):
                    notes.append(f"range {num(lo)}–{num(hi)} CNY/h across regions; lowest used")
                if mhi and dec(mhi) != dec(mlo):
                    notes.append(f"monthly range {num(mlo)}–{num(mhi)} CNY across regions; "
                                 "lowest used")
                if prov == "tencent":
                    row["region"] = "cn-mainland"
                    # keep the row-specific part of the source note (e.g. 'inference type GI3X')
                    notes += [r["notes"].split("standard list price")[0].strip("; "), TENCENT_NOTE]
                else:
                    row["region"] = r["region"]
                    notes += [ALIBABA_NOTE, r["notes"]]
            else:
                row.update(currency="USD", region=r["region"], monthly="",
                           on_demand_hour=num(r["price_per_hour_usd"]),
                           spot_hour=num(r["spot_price_per_hour_usd"]))
                src_note = r["notes"]
                if prov == "runpod":
                    src_note = RUNPOD_NOTE
                if prov == "aws" and r["spot_price_min_usd"]:
                    notes.append(f"spot = median over the region's AZs; cheapest AZ "
                                 f"{num(r['spot_price_min_usd'])}")
                if prov == "azure" and it == "Standard_ND96isr_H100_v5":
                    gpu_count = "8"
                    notes.append("catalog says 12; the reference notes the real figure is 8")
                    src_note = src_note.replace("; catalog AcceleratorCount=12 looks wrong (Azure ND "
                                                "H100 v5 VMs have 8 GPUs); kept as in catalog", "")
                if prov == "azure" and "catalog spot == on-demand" in src_note:
                    # A spot price equal to on-demand is a placeholder, not a spot market price.
                    row["spot_hour"] = ""
                    src_note = src_note.replace("; catalog spot == on-demand (no real spot price)", "")
                    notes.append("catalog spot equals on-demand (no real spot price), so spot "
                                 "left empty")
                if prov == "azure" and r["gpu_model"] == "Radeon MI25":
                    notes.append(MI25_NOTE)
                notes.append(src_note)
            row["gpu_count"] = num(gpu_count)
            row["local_disk_gb"] = num(disks.get(it, "")) if prov == "aws" else ""
            if prov == "aws" and it in disks:
                notes.append("local_disk_gb: instance-store layout of the AWS user guide (2023-05-31)")
                row["source"] = "; ".join(dict.fromkeys([row["source"], BOOK.ref(layouts[it][1])]))
            b = bw.get((prov, it))
            row["network_gbps"] = num(b["bandwidth_gbps"]) if b else ""
            if b:
                notes.append(f"network_gbps: {b['item']} ({b['as_of'] or 'undated'})")
                row["source"] = "; ".join(dict.fromkeys([row["source"], BOOK.ref(b["source"])]))
            notes.append(as_of_note)
            row["notes"] = join_notes(*notes)
            rows.append(row)
    return rows, skipped


# --------------------------------------------------------------------------------------------
# Committed-use prices (committed-prices-gcp.csv): GCP 1- and 3-year resource-based CUDs
# --------------------------------------------------------------------------------------------

COMMIT_TERMS = {"1yr": "reserved_1y_hour", "3yr": "reserved_3y_hour"}
# A committed price is taken only where the same file's on-demand price agrees with the row's own within this
# share: the file is another snapshot (2026-07) than the price file (2025-09), and a commitment priced against
# a different list price would not be a price of this row (GCP cut some A2/A3 prices in between).
COMMIT_OD_TOLERANCE = Decimal("0.01")


def add_committed_prices(ref: Path, instances: list[dict]) -> None:
    """GCP rows get the published 1- and 3-year committed-use prices per hour of their machine type and region
    (a2-ultragpu has none in the source: left empty). No other cloud's commitment price was found."""
    by_key: dict[tuple[str, str], dict[str, RefRow]] = {}
    for r in read_ref(ref / "committed-prices-gcp.csv"):
        by_key.setdefault((r["instance_type"], r["region"]), {})[r["term"]] = r
    for row in instances:
        terms = by_key.get((row["instance_type"], row["region"])) if row["provider"] == "gcp" else None
        if not terms or not row["on_demand_hour"]:
            continue
        od = terms.get("on-demand")
        if od is None or not od["price_hour"]:
            continue
        gap = abs(dec(od["price_hour"]) / dec(row["on_demand_hour"]) - 1)
        priced = [t for t in COMMIT_TERMS if t in terms and terms[t]["price_hour"]]
        if not priced:
            row["notes"] = join_notes(row["notes"], "no committed-use price in the CUD source for this machine "
                                                    "type (reserved columns empty)")
            continue
        if gap > COMMIT_OD_TOLERANCE:
            row["notes"] = join_notes(row["notes"], f"committed-use prices left out: the CUD source's on-demand "
                                                    f"price {num(od['price_hour'])} differs from this row's "
                                                    f"{row['on_demand_hour']} by more than 1%")
            continue
        for t in priced:
            row[COMMIT_TERMS[t]] = num(terms[t]["price_hour"])
        parts = ", ".join(f"{t} {num(terms[t]['price_hour'])}/h ({terms[t]['discount_vs_on_demand_pct']}% off)"
                          for t in priced)
        row["notes"] = join_notes(row["notes"], f"reserved = GCP resource-based committed-use price, billed monthly "
                                                f"for the whole term ({parts}; as of {od['as_of']})")
        row["source"] = "; ".join(dict.fromkeys([row["source"], BOOK.ref(od["source"])]))


# --------------------------------------------------------------------------------------------
# Chinese clouds' current shapes (cn-instance-specs.csv): specs only, no official price
# --------------------------------------------------------------------------------------------

CN_PROVIDERS = {"Alibaba Cloud": "alibaba", "Tencent Cloud": "tencent"}
PRICE_NEEDED_NOTE = ("price needed: the provider publishes no price for this shape in any readable source; "
                     "enter the price you were quoted")


def cn_skip_reason(r: dict) -> str:
    prov = CN_PROVIDERS.get(r["provider"])
    if prov is None:
        if r["provider"].startswith("Huawei"):
            return "Huawei Cloud: family-to-GPU mapping only, no shapes; not a catalog provider"
        if r["provider"].startswith("Open Telekom"):
            return "Open Telekom Cloud (T-Systems), not Huawei Cloud; flagged in the reference data"
        return f"{r['provider']}: low-confidence third-party source; not a catalog provider"
    if not r["gpu_count"] or "(family)" in r["instance_type"]:
        return "a family without shapes (no GPU count)"
    it = r["instance_type"]
    if re.search(r"\.(ebm)?gn9g", it):
        return "Alibaba gn9g*/ebmgn9g* (invitational preview; the Blackwell GPU is unnamed and its figures are not " \
               "stated as dense or sparse)"
    if re.search(r"\.gn7s", it):
        return "Alibaba gn7s (legacy, 'not recommended'; the A30 has no figures in the sources)"
    return ""


# Alibaba's current gn7/gn7e shapes (ebm too) as the doc lists them for mainland China: the doc leaves their 40 GB and
# 80 GB Ampere GPU unnamed; since the export rules of October 2022 the part sold there is reported as the A800 (the
# reference data's notes; the seed article's 4 x A800-40G and 8 x A800-80G servers). They become their own
# "price needed" rows in cn-mainland with that GPU, beside the 2021-23 price file's A100 rows (cn-shanghai), so a
# quoted A800 price is entered in one step (core/prices/quotes.py).
CN_A800 = ((re.compile(r"^ecs\.(ebm)?gn7e[-.]"), "A800-80GB"), (re.compile(r"^ecs\.(ebm)?gn7[-.]"), "A800-40GB"))
CN_A800_BASIS = ("GPU: the doc does not name the {mem} GB Ampere GPU of this shape; in mainland China it is reported "
                 "as the A800 (third-party reports, reference-data notes; the seed article's A800-40G/A800-80G "
                 "servers); the older price file's row of this type (cn-shanghai) is the A100 it was sold with")


def cn_a800(prov: str, it: str) -> str:
    """The A800 part of a current Alibaba gn7/gn7e shape in mainland China (CN_A800), else ''."""
    if prov != "alibaba":
        return ""
    return next((gpu for rx, gpu in CN_A800 if rx.search(it)), "")


def build_cn_shapes(ref: Path, names, instances: list[dict]) -> tuple[list[dict], Counter]:
    """Unpriced rows for the shapes that no price file covers; network bandwidth for those it does."""
    priced = {(r["provider"], r["instance_type"].lower()): r for r in instances}
    rows, skipped = [], Counter()
    for r in read_ref(ref / "cloud-gpu-prices" / "cn-instance-specs.csv"):
        reason = cn_skip_reason(r)
        if reason:
            skipped[reason] += 1
            continue
        prov, it = CN_PROVIDERS[r["provider"]], r["instance_type"]
        m = re.match(r"([\d.]+) Gbit/s", r["network"])
        gbps = num(m[1]) if m else ""
        same = [p for (pp, t), p in priced.items() if pp == prov and t == it.lower()]
        a800 = cn_a800(prov, it)
        if a800:  # its own mainland row with the part sold there, whether or not an older price file has the type
            as_of, date_note = split_as_of(r["as_of"])
            rows.append(dict(
                provider=prov, region="cn-mainland", instance_type=it, gpu=a800, gpu_count=num(r["gpu_count"]),
                gpu_memory_gb=num(r["gpu_memory_gb"]), vcpus=num(r["vcpus"]), ram_gb=num(r["memory_gib"]),
                local_disk_gb="", network_gbps=gbps, interconnect="", currency="CNY", on_demand_hour="",
                spot_hour="", monthly="", reserved_1y_hour="", reserved_3y_hour="",
                source="; ".join(dict.fromkeys([BOOK.ref(r["source"]), "seed-000"])), as_of=as_of or CATALOG_MONTH,
                notes=join_notes(PRICE_NEEDED_NOTE, CN_A800_BASIS.format(mem=num(r["gpu_memory_gb"])),
                                 f"regions: {r['region']}" if r["region"] else "", f"network: {r['network']}",
                                 f"interconnect: {r['interconnect']}" if r["interconnect"] else "",
                                 date_note or UNDATED_NOTE)))
        if same:
            for p in same:  # a priced shape: the doc adds its network bandwidth
                if gbps and not p["network_gbps"]:
                    p["network_gbps"] = gbps
                    p["notes"] = join_notes(p["notes"], f"network_gbps from the provider's instance documentation "
                                                        f"({r['network']})")
                    p["source"] = "; ".join(dict.fromkeys([p["source"], BOOK.ref(r["source"])]))
            skipped["already priced (network bandwidth added to the priced row)"] += 1
            continue
        if a800:
            continue
        gpu, basis = names.resolve(prov, it, r["gpu_model"])
        as_of, date_note = split_as_of(r["as_of"])
        rows.append(dict(
            provider=prov, region="cn-mainland", instance_type=it, gpu=gpu, gpu_count=num(r["gpu_count"]),
            gpu_memory_gb=num(r["gpu_memory_gb"]), vcpus=num(r["vcpus"]), ram_gb=num(r["memory_gib"]),
            local_disk_gb="", network_gbps=gbps, interconnect="", currency="CNY", on_demand_hour="",
            spot_hour="", monthly="", reserved_1y_hour="", reserved_3y_hour="", source=BOOK.ref(r["source"]),
            as_of=as_of or CATALOG_MONTH,
            notes=join_notes(PRICE_NEEDED_NOTE, f"GPU: {basis}" if basis else "",
                             f"regions: {r['region']}" if r["region"] else "", f"network: {r['network']}",
                             r["notes"], date_note or UNDATED_NOTE)))
    return rows, skipped


# --------------------------------------------------------------------------------------------
# storage.csv
# --------------------------------------------------------------------------------------------

STORAGE_TIERS = {"parallel-fs": "parallel_fs", "local-nvme": "local_nvme"}


def build_storage(ref: Path) -> tuple[list[dict], list[str]]:
    rows, left_out = [], []
    for r in read_ref(ref / "storage-prices.csv"):
        price, read, iops = r["price_per_gb_month"], r["max_throughput_mb_s"], r["max_iops"]
        if not (price or read or iops):
            # A row with no price and no performance figure carries no data (many of these also
            # name no source); it is listed in catalogs/README.md instead.
            left_out.append(f"{r['provider']} {r['product']} ({r['region'] or 'no region'})")
            continue
        tier = STORAGE_TIERS.get(r["tier"], r["tier"])
        if tier == "local_nvme":
            basis = "per_instance"
        elif r["product"].startswith("FSx for Lustre"):
            basis = "per_tib"
        elif tier == "block" and read:
            basis = "per_volume"
        else:
            basis = ""
        as_of, date_note = dated(r["as_of"])
        rows.append(dict(provider=r["provider"], product=r["product"], region=r["region"], tier=tier,
                         price_gb_month=num(price), currency=r["currency"], read_mb_s=num(read),
                         throughput_basis=basis, max_iops=num(iops), source=BOOK.ref(r["source"]),
                         as_of=as_of,
                         notes=join_notes(r["notes"], date_note)))
    # Typical figures from the seed articles (provider 'generic', no price).
    rows.append(dict(provider="generic", product="local NVMe SSD (typical)", region="",
                     tier="local_nvme", price_gb_month="", currency="USD", read_mb_s="7000",
                     throughput_basis="typical", max_iops="", source=SEED001, as_of=CATALOG_MONTH,
                     notes=join_notes("seed: 本地NVMe读取带宽可达7GB/s (local NVMe read up to 7 GB/s)",
                                      "no price in the seed; currency only fills the required column",
                                      SEED_UNDATED_NOTE)))
    rows.append(dict(provider="generic", product="network storage (typical)", region="",
                     tier="block", price_gb_month="", currency="USD", read_mb_s="1000",
                     throughput_basis="typical", max_iops="", source=SEED001, as_of=CATALOG_MONTH,
                     notes=join_notes("seed: 网络存储的典型值1-2GB/s (network storage typically "
                                      "1000–2000 MB/s); lower end used",
                                      "the seed does not name the storage type; filed as block "
                                      "(cloud disk), the usual network storage of a VM",
                                      "no price in the seed; currency only fills the required column",
                                      SEED_UNDATED_NOTE)))
    apply_azure_disk_prices(ref, rows)
    return rows, left_out


# Azure managed disks: disk-prices-azure.csv prices one disk of a size tier; its size (GiB) is Azure's
# documented tier size (azure-docs disk-storage-*-sizes: P4 and S4 32 GiB, E30 1,024 GiB), or the capacity
# the row states ('capacity 2048 GiB'). The per-GiB price is that disk's price over its size.
AZURE_DISKS = {"Managed Disk Premium SSD": "Premium SSD (P-series)", "Managed Disk Standard SSD": "Standard SSD (E-series)",
               "Managed Disk Standard HDD": "Standard HDD", "Ultra Disk": "Ultra Disk"}
AZURE_TIER_GIB = {"P4": 32, "S4": 32, "E30": 1024}
STORAGE_PAGES = "storage_pages.csv"  # catalog_inputs: storage prices read from public price pages (sources cited)
TRANSFER_PAGES = "transfer_pages.csv"  # catalog_inputs: transfer prices read from public pages (sources cited)


def apply_azure_disk_prices(ref: Path, rows: list[dict]) -> None:
    """Price the Azure disk rows from disk-prices-azure.csv (per disk-month -> per GiB-month)."""
    for r in read_ref(ref / "disk-prices-azure.csv"):
        product = AZURE_DISKS.get(r["product"])
        if product is None:
            raise BuildError(f"{where(r['product'])}unknown Azure disk {r['product']!r} (known: {', '.join(AZURE_DISKS)})")
        m = re.search(r"capacity (\d+) GiB", r["tier"])
        tier = r["tier"].split()[0]
        gib = int(m.group(1)) if m else AZURE_TIER_GIB.get(tier)
        if not gib:
            raise BuildError(f"{where(r['tier'])}no size known for Azure disk tier {r['tier']!r}")
        hits = [x for x in rows if x["provider"] == "azure" and x["product"] == product]
        if len(hits) != 1:
            raise BuildError(f"{where(r['product'])}storage-prices.csv has {len(hits)} rows for azure {product!r}")
        row = hits[0]
        price = dec(r["price"]) / Decimal(gib)
        as_of, date_note = dated(r["as_of"])
        row.update(price_gb_month=num(str(price.quantize(Decimal("0.000001")).normalize())), currency=r["currency"],
                   as_of=as_of, source="; ".join(dict.fromkeys([*row["source"].split("; "), BOOK.ref(r["source"])])),
                   notes=join_notes(_unpriced_note_gone(row["notes"]),
                                    f"price: {r['tier']} in {r['region']}, {num(r['price'])} {r['currency']} "
                                    f"{r['unit']} / {gib} GiB (the tier's size)",
                                    "a smaller tier costs more per GiB than a larger one" if gib <= 64 else "",
                                    r["notes"], date_note))


def _unpriced_note_gone(notes: str) -> str:
    """A built row's notes once a price is added: no 'price not found/confirmed', and its undated-source
    remark (about the performance figures) no longer read as the date of the row's price."""
    for gone in ("price not confirmed", "price not found"):
        notes = notes.replace(f"; {gone}", "").replace(gone, "")
    return notes.replace(UNDATED_NOTE, "performance figures' source undated")


def apply_page_rows(path: Path, rows: list[dict], key: tuple[str, ...]) -> None:
    """Rows of a catalog_inputs file of prices read from public pages: a row with the key of a built row
    prices it (its figures kept, the page's source added), another row is added. Every source id must be
    a curated one (curated_sources.csv); an empty as_of means undated."""
    for r in read_ref(path):
        at = where(r[key[0]])
        ids = [c.strip().split()[0] for c in r["source"].split(";") if c.strip()]
        unknown = [i for i in ids if i not in BOOK.records]
        if not ids or unknown:
            raise BuildError(f"{at}{path.name}: source {', '.join(unknown) or '(empty)'} is not in {CURATED_SOURCES}")
        as_of, date_note = dated(r["as_of"])
        new = {k: v for k, v in r.items() if v != "" and k not in ("as_of", "notes", "source")}
        hits = [x for x in rows if tuple(x[k] for k in key) == tuple(r[k] for k in key)]
        if len(hits) > 1:
            raise BuildError(f"{at}{path.name}: {len(hits)} built rows with the key {tuple(r[k] for k in key)}")
        if hits:
            row = hits[0]
            row.update(new)
            old = [c for c in row["source"].split("; ") if c]
            row["source"] = "; ".join(dict.fromkeys([*r["source"].split("; "), *old]))
            row["as_of"] = as_of
            row["notes"] = join_notes(_unpriced_note_gone(row["notes"]) if "price_gb_month" in new or
                                      "price_per_gb" in new else row["notes"], r["notes"], date_note)
        else:
            rows.append(dict(r, as_of=as_of, notes=join_notes(r["notes"], date_note)))


# --------------------------------------------------------------------------------------------
# Chinese clouds' disks and transfer (storage-network-cn.csv)
# --------------------------------------------------------------------------------------------

CBS_TIERS = {"高性能云硬盘 (Premium Cloud Disk)": "CBS Premium Cloud Disk (高性能云硬盘)",
             "增强型 SSD 云硬盘 (Enhanced SSD)": "CBS Enhanced SSD (增强型 SSD 云硬盘)",
             "极速型 SSD 云硬盘 (Tremendous SSD)": "CBS Tremendous SSD (极速型 SSD 云硬盘)"}
CN_MAINLAND_CBS = "Guangzhou/Shanghai/Nanjing/Beijing"
HOURS_PER_MONTH = Decimal(730)  # defaults.csv hours_per_month, the convention of cloud price pages


def build_cn_storage_transfer(ref: Path, existing_transfer: list[dict]) -> tuple[list[dict], list[dict]]:
    """Tencent CBS block storage (mainland list prices, both billing modes) and the internet-egress
    rows the data allows. Low-confidence third-party rows and providers outside the catalog are left out."""
    storage, transfer = [], []
    have = {(t["provider"], t["item"], t["region"]) for t in existing_transfer}
    for r in read_ref(ref / "storage-network-cn.csv"):
        try:
            as_of, date_note = dated(r["as_of"])
        except ValueError:  # wording without any date ('undated snapshot (commit ...)')
            as_of, date_note = CATALOG_MONTH, join_notes(f"date: {r['as_of']}", UNDATED_NOTE)
        if r["category"] == "block storage" and r["tier"] in CBS_TIERS and r["region"] == CN_MAINLAND_CBS:
            monthly = "subscription" in r["price_basis"]
            price = dec(r["price"]) if monthly else dec(r["price"]) * HOURS_PER_MONTH
            storage.append(dict(
                provider="tencent", region="cn-mainland", tier="block", currency=r["currency"],
                product=f"{CBS_TIERS[r['tier']]}, {'monthly subscription' if monthly else 'pay-as-you-go'}",
                price_gb_month=num(str(price)), read_mb_s="", throughput_basis="", max_iops="",
                source=BOOK.ref(r["source"]), as_of=as_of,
                notes=join_notes(f"regions: {r['region']}", r["price_basis"],
                                 "" if monthly else f"{num(r['price'])} CNY/GB/hour x 730 h (hours_per_month)",
                                 r["notes"], date_note)))
        elif r["category"] == "internet egress":
            if r["provider"].startswith("Tencent Cloud (international"):
                item = "COS internet downstream (egress) traffic"
                region = r["region"].replace("/", ", ")
                note = "international-site USD list price; CVM public bandwidth pricing not found"
            elif r["provider"] == "Alibaba Cloud":
                item, region = "ECS internet egress (pay-by-traffic)", ""
                note = ("an example cost line in an Alibaba Cloud ROS template (likely 2019-2021), not the price "
                        "page; the only Alibaba traffic price in the sources")
            else:
                continue  # Huawei: not a catalog provider; Tencent CNY row: low-confidence transcription
            prov = "tencent" if r["provider"].startswith("Tencent") else "alibaba"
            if (prov, item, region) in have:
                continue
            have.add((prov, item, region))
            transfer.append(dict(provider=prov, item=item, region=region, price_per_gb=num(r["price"]),
                                 currency=r["currency"], tier_from_gb="", tier_to_gb="",
                                 source=BOOK.ref(r["source"]), as_of=as_of,
                                 notes=join_notes(note, r["notes"], date_note)))
    return storage, transfer


# --------------------------------------------------------------------------------------------
# network.csv (seed 000 §3.1)
# --------------------------------------------------------------------------------------------

def build_network(seeds: Path | None) -> list[dict]:
    if seeds is not None:
        # Guard against the seed changing under us: the figures below are copied from §3.1.
        text = (seeds / "000_dd72d296154beb21.txt").read_text(encoding="utf-8")
        for needle in ("'bandwidth': '100Gbps', 'latency': '1-2us', 'cost_factor': 2.5",
                       "'bandwidth': '25Gbps', 'latency': '10-20us', 'cost_factor': 1.5",
                       "'bandwidth': '10Gbps', 'latency': '50-100us', 'cost_factor': 1.0",
                       "cluster_size >= 8 and budget_factor > 2",
                       "cluster_size >= 4 and budget_factor > 1.5"):
            if needle not in text:
                raise BuildError(f"seed 000 no longer contains {needle!r}")
    src = f"{SEED000} §3.1 (NetworkArchitecture)"
    common = SEED_UNDATED_NOTE
    return [
        dict(option="standard", bandwidth_gbps="10", latency_us_min="50", latency_us_max="100",
             cost_factor="1", min_gpus="", min_budget_factor="", source=src, as_of=CATALOG_MONTH,
             notes=join_notes("seed: 'Small-scale training'; the fallback (else branch) of "
                              "recommend_network, so no minimum GPUs or budget", common)),
        dict(option="tcp_25g", bandwidth_gbps="25", latency_us_min="10", latency_us_max="20",
             cost_factor="1.5", min_gpus="4", min_budget_factor="1.5", source=src, as_of=CATALOG_MONTH,
             notes=join_notes("seed name 'tcp_direct', 'Medium-scale training'; suggested when "
                              "cluster_size >= 4 and budget_factor > 1.5 (strictly greater in the "
                              "seed)", common)),
        dict(option="rdma", bandwidth_gbps="100", latency_us_min="1", latency_us_max="2",
             cost_factor="2.5", min_gpus="8", min_budget_factor="2", source=src, as_of=CATALOG_MONTH,
             notes=join_notes("seed: 'Large-scale distributed training'; suggested when "
                              "cluster_size >= 8 and budget_factor > 2 (strictly greater in the "
                              "seed)", common)),
    ]


# --------------------------------------------------------------------------------------------
# transfer.csv and instance_network.csv (network-prices.csv)
# --------------------------------------------------------------------------------------------

# SkyPilot's get_egress_cost (the source of the egress tiers) counts 1 TB as 1024 GB.
GB_PER_TB = 1024
_TIER_RE = re.compile(r"(\d+)\s*(GB|TB)?\s*-\s*(?:(\d+)\s*(GB|TB)|and above)")


def parse_tier(item: str) -> tuple[str, str]:
    """'... tier 1 GB-10 TB per month' -> ('1', '10240'); '150 TB-and above' -> ('153600', '')."""
    if "tier" not in item and "per month" not in item:
        return "", ""
    m = _TIER_RE.search(item)
    if not m:
        return "", ""
    lo, lo_unit, hi, hi_unit = m.groups()
    lo_unit = lo_unit or hi_unit or "GB"  # '0-1 TB': the lower bound shares the upper unit

    def gb(v, unit):
        return v * GB_PER_TB if unit == "TB" else v
    lo_gb = gb(int(lo), lo_unit)
    hi_gb = gb(int(hi), hi_unit) if hi else None
    return str(lo_gb), "" if hi_gb is None else str(hi_gb)


def build_transfer(ref: Path) -> list[dict]:
    rows = []
    for r in read_ref(ref / "network-prices.csv"):
        if not r["price_per_gb"]:
            continue
        lo, hi = parse_tier(r["item"])
        as_of, date_note = dated(r["as_of"])
        tier_note = ("tier bounds in GB of cumulative monthly volume, 1 TB = 1024 GB as the "
                     "source code counts it") if lo else ""
        rows.append(dict(provider=r["provider"], item=r["item"], region=r["region"],
                         price_per_gb=num(r["price_per_gb"]), currency=r["currency"] or "USD",
                         tier_from_gb=lo, tier_to_gb=hi, source=BOOK.ref(r["source"]), as_of=as_of,
                         notes=join_notes(r["notes"], tier_note, date_note)))
    return rows


def build_instance_network(ref: Path) -> tuple[list[dict], list[str]]:
    rows, missing = [], []
    for r in bandwidth_rows(ref):
        if not r["bandwidth_gbps"]:
            missing.append(f"{r['provider']}: {r['item']}")
            continue
        text = f"{r['item']} {r['notes']}"
        if "no EFA" in text:
            rdma, fabric = "false", "ethernet"
        elif re.search(r"EFA|InfiniBand|RoCE", text):
            rdma, fabric = "true", fabric_of(text)
        else:
            rdma, fabric = "", ""  # the source says nothing about RDMA
        as_of, date_note = dated(r["as_of"])
        rows.append(dict(provider=r["provider"], instance_type=r["instance_type"],
                         bandwidth_gbps=num(r["bandwidth_gbps"]), rdma=rdma, fabric=fabric,
                         source=BOOK.ref(r["source"]),
                         as_of=as_of, notes=join_notes(r["item"], r["notes"], date_note)))
    return rows, missing


CLUSTER_PROVIDERS = {"AWS": "aws", "Google Cloud": "gcp", "Microsoft Azure": "azure", "Alibaba Cloud": "alibaba",
                     "Nebius": "nebius"}
# cluster-networks.csv rows that name a family or a cluster, not an instance type: the catalog's instance types
# of that family (same GPUs per node), and machine types that are another type without its local SSD.
CLUSTER_FAMILY_TYPES = {
    ("Microsoft Azure", "NDm A100 v4"): ("Standard_ND96amsr_A100_v4",),
    ("Nebius", "8xH200 (Soperator/Slurm cluster)"): ("gpu-h200-sxm_8gpu-128vcpu-1600gb",),
    ("Nebius", "8xB200"): ("gpu-b200-sxm_8gpu-160vcpu-1792gb", "gpu-b200-sxm-a_8gpu-160vcpu-1792gb"),
}
CLUSTER_VARIANTS = {"a3-ultragpu-8g": ("a3-ultragpu-8g-nolssd",)}


def fabric_of(text: str) -> str:
    """The fabric code (core.schema.FABRICS) a source's wording names; empty when it names none."""
    for pattern, code in ((r"eRDMA support not recorded", "ethernet"), (r"TCPXO", "tcpxo"), (r"TCPX", "tcpx"),
                          (r"eRDMA|ERI\b", "erdma"), (r"InfiniBand", "infiniband"),
                          (r"EFA|Elastic Fabric Adapter", "efa"), (r"RoCE", "roce"), (r"RDMA", "rdma"),
                          (r"^VPC\b|Ethernet|ENA only", "ethernet")):
        if re.search(pattern, text):
            return code
    return ""


def cluster_network_rows(ref: Path, have: set[tuple[str, str]]) -> tuple[list[dict], list[str]]:
    """Inter-node fabrics of cluster-networks.csv for instance types instance_network lacks: the
    per-node bandwidth and whether it is RDMA (EFA, InfiniBand, RoCE, eRDMA: yes; GPUDirect-TCPX(O)
    and plain VPC: no; not stated: empty)."""
    rows, left = [], []
    for r in read_ref(ref / "cluster-networks.csv"):
        prov = next((v for k, v in CLUSTER_PROVIDERS.items() if r["provider"].startswith(k)), None)
        if prov is None:
            continue
        types = CLUSTER_FAMILY_TYPES.get((r["provider"], r["instance_family"]),
                                         (r["instance_type"], *CLUSTER_VARIANTS.get(r["instance_type"], ()))
                                         if r["instance_type"] else ())
        for it in types:
            if (prov, it) not in have:
                row = _cluster_row(r, prov, it, left)
                if row is not None:
                    rows.append(row)
                    have.add((prov, it))
    return rows, left


def _cluster_row(r: dict, prov: str, it: str, left: list[str]) -> dict | None:
    """One instance_network row from a cluster-networks.csv row (None: no bandwidth figure)."""
    bw = r["bandwidth_per_node_gbps"]
    if not re.fullmatch(r"[\d.]+", bw or ""):
        left.append(f"{prov}: {it} (bandwidth '{bw}')")
        return None
    net = r["inter_node_network"]
    if re.search(r"TCPX|^VPC$|eRDMA support not recorded", net):
        rdma = "false" if "not recorded" not in net else ""
    elif re.search(r"EFA|InfiniBand|RoCE|RDMA", net):
        rdma = "true"
    else:
        rdma = ""
    try:
        as_of, date_note = dated(r["as_of"])
    except ValueError:
        as_of, date_note = CATALOG_MONTH, join_notes(f"date: {r['as_of']}", UNDATED_NOTE)
    family = "" if it == r["instance_type"] else (
        f"{r['instance_family']} as recorded ({r['instance_type'] or 'no instance type named'}): "
        f"the catalog's {it} is of that family")
    return dict(provider=prov, instance_type=it, bandwidth_gbps=num(bw), rdma=rdma, fabric=fabric_of(net),
                source=BOOK.ref(r["source"]), as_of=as_of,
                notes=join_notes(f"fabric: {net}", f"NICs: {r['nic_layout']}" if r["nic_layout"] else "",
                                 family, r["notes"], date_note))


# --------------------------------------------------------------------------------------------
# fx_rates.csv
# --------------------------------------------------------------------------------------------

def build_fx(ref: Path) -> list[dict]:
    rows = []
    for r in read_ref(ref / "fx-rates.csv"):
        as_of, date_note = split_as_of(r["as_of"])
        rows.append(dict(base=r["base"], quote=r["quote"], rate=num(r["rate"]), source=BOOK.ref(r["source"]),
                         as_of=as_of, notes=join_notes(r["notes"], date_note)))
    return rows


# --------------------------------------------------------------------------------------------
# models.csv
# --------------------------------------------------------------------------------------------

# Commit dates of the cited files are not known, so as_of is the publication date of the paper
# (year-month from the arXiv number where the reference cites one) or the release year of the model
# card. preset_id -> (as_of, basis)
MODEL_DATES = {
    "llama-2": ("2023", "Llama 2 release year"),
    "llama-3.1": ("2024", "Llama 3.1 release year"),
    "llama-3": ("2024", "Llama 3 release year"),
    "qwen2.5": ("2024", "Qwen2.5 release year"),
    "mistral-7b": ("2023", "Mistral 7B v0.1 release year"),
    "mixtral-8x7b": ("2023", "Mixtral 8x7B release year"),
    "deepseek-v3": ("2024", "DeepSeek-V3 release year"),
    "chatglm3-6b": ("2023", "ChatGLM3 release year"),
    "glm-4-9b": ("2024", "GLM-4-9B release year"),
    "baichuan2": ("2023-09", "Baichuan 2 technical report, arXiv 2309.10305"),
    "yi-34b": ("2024-03", "Yi technical report, arXiv 2403.04652 (model released 2023)"),
    "gpt2": ("2019", "GPT-2 release year"),
    "phi-3-mini": ("2024-04", "Phi-3 technical report, arXiv 2404.14219"),
    "bert": ("2018-10", "BERT paper, arXiv 1810.04805"),
    "resnet-50": ("2015-12", "ResNet paper, arXiv 1512.03385"),
    "vit": ("2020-10", "ViT paper, arXiv 2010.11929"),
    "sd-v1.5": ("2022", "Stable Diffusion v1 release year"),
    "yolov8": ("2023", "YOLOv8 release year"),
}
OTHER_FAMILIES = {"bert": "bert", "resnet": "resnet", "vit": "vit", "sd-": "stable-diffusion",
                  "yolov8": "yolov8"}
# BERT dimensions stated in the source column of models-other.csv (llm-analysis configs).
BERT_DIMS = {
    "bert-base": dict(n_layers="12", hidden_size="768", n_heads="12", ffn_hidden_size="3072",
                      vocab_size="30522", max_seq_len="512"),
    "bert-large": dict(n_layers="24", hidden_size="1024", n_heads="16", ffn_hidden_size="4096",
                       vocab_size="30522", max_seq_len="512"),
}
MODEL_INT_COLS = ("n_layers", "hidden_size", "n_heads", "n_kv_heads", "head_dim", "ffn_hidden_size",
                  "vocab_size", "max_seq_len", "moe_experts", "moe_active_experts")


def model_date(preset_id: str) -> tuple[str, str]:
    for prefix, value in MODEL_DATES.items():
        if preset_id.startswith(prefix):
            return value
    raise BuildError(f"no publication date known for model {preset_id}")


def build_models(ref: Path) -> list[dict]:
    rows = []
    for r in read_ref(ref / "models-llm.csv"):
        as_of, basis = model_date(r["preset_id"])
        row = dict(preset_id=r["preset_id"], display_name=r["display_name"], kind="llm",
                   family=r["family"], params_total=num(r["params_total"]),
                   params_active=num(r["params_active"]), forward_gflops="", gflops_convention="",
                   input="", source=BOOK.ref(r["source"]), as_of=as_of,
                   notes=join_notes(r["notes"], f"as_of: {basis} (commit dates of the cited files "
                                                f"unknown)"))
        row.update({c: num(r[c]) for c in MODEL_INT_COLS})
        rows.append(row)
    for r in read_ref(ref / "models-other.csv"):
        pid = r["preset_id"]
        as_of, basis = model_date(pid)
        family = next(v for k, v in OTHER_FAMILIES.items() if pid.startswith(k))
        gflops = r["forward_gflops_per_sample"]
        # Conventions per the reference README: torchvision and the ResNet paper count multiply-adds,
        # Ultralytics reports true FLOPs (2 x MACs).
        convention = ("flops" if family == "yolov8" else "macs") if gflops else ""
        extra = ""
        if pid in BERT_DIMS:
            extra = "architecture columns from the llm-analysis config named in source"
        row = dict(preset_id=pid, display_name=r["display_name"], kind=r["task"], family=family,
                   params_total=num(r["params_total"]), params_active="", forward_gflops=num(gflops),
                   gflops_convention=convention, input=r["input"], source=BOOK.ref(r["source"]), as_of=as_of,
                   notes=join_notes(r["notes"], extra, f"as_of: {basis} (commit dates of the cited "
                                                       f"files unknown)"))
        row.update({c: "" for c in MODEL_INT_COLS})
        row.update(BERT_DIMS.get(pid, {}))
        rows.append(row)
    return rows


# --------------------------------------------------------------------------------------------
# spot_interruption.csv
# --------------------------------------------------------------------------------------------

# AWS Spot Instance Advisor buckets -> (low, high) % per month. The feed's upper bounds are
# 5/11/16/22/100, so '5-10%' really means up to about 11% (reference README).
AWS_BUCKETS = {"<5%": ("0", "5"), "5-10%": ("5", "11"), "10-15%": ("11", "16"),
               "15-20%": ("16", "22"), ">20%": ("22", "100")}
BUCKET_NOTE = ("rates from the bucket; the feed's upper bounds are 5/11/16/22/100, so '5-10%' "
               "means up to about 11%")


def build_spot(ref: Path) -> list[dict]:
    rows = []
    for r in read_ref(ref / "spot-interruption.csv"):
        value = r["interruption_bucket_or_rate"]
        as_of, date_note = dated(r["as_of"])
        row = dict(provider=r["provider"], instance_type=r["instance_type"], region=r["region"],
                   bucket="", rate_low_pct="", rate_high_pct="", savings_pct="", policy="",
                   source=BOOK.ref(r["source"]), as_of=as_of)
        notes = []
        if value in AWS_BUCKETS:
            row["bucket"] = value
            row["rate_low_pct"], row["rate_high_pct"] = AWS_BUCKETS[value]
            row["savings_pct"] = num(r["savings_vs_on_demand_pct"])
            notes.append(BUCKET_NOTE)
        elif r["provider"] == "aws" and value == "<10%":
            # feed global_rate: not one of the advisor buckets, and an average over every instance type (mostly
            # CPU types), so it is kept as a statement, not as a rate for GPU instances (spot_rules.csv
            # fallback_pct_month is used where no GPU figure is published)
            row["policy"] = "average interruption frequency <10% across all regions and instance types"
            notes.append(AWS_AVERAGE_NOTE)
        else:
            row["policy"] = value
            savings = r["savings_vs_on_demand_pct"]
            if savings:
                # GCP 'up to 91' is a documented maximum, not a typical saving like AWS's figure.
                row["policy"] = f"{value}; discount {savings}% off the default price"
                notes.append("savings_pct left empty: the source gives only a maximum")
            if r["provider"] == "alibaba" and "release rate below 3%" in r["notes"]:
                row["rate_high_pct"] = "3"
                notes.append("rate_high_pct 3 from the '<3%' release rate in the note below")
        row["notes"] = join_notes(*notes, r["notes"], date_note)
        rows.append(row)
    return rows + build_eviction_rules(ref)


AWS_AVERAGE_NOTE = ("not used as a rate: an average over every instance type (mostly CPU types); GPU spot "
                    "capacity is scarcer (56 of the feed's 78 GPU rows are in the >20% band)")
# spot-eviction-rules.csv rows -> (instance_type, policy) of spot_interruption.csv; rows not listed (the portal
# preview date, context only) are left out.
AZURE_BANDS = "all Spot VM sizes (bands shown per size in portal)"
AZURE_BAND_NOTE = ("ASSUMPTION (no GPU size's band is published in any source read): the top band, 20+%, read "
                   "per month like AWS's bands (20-100), so an Azure spot job is planned at the same rate as the "
                   "median AWS GPU row; the blog's 'per hour' wording would make it higher still")


def build_eviction_rules(ref: Path) -> list[dict]:
    """Azure's published eviction-rate bands (with the conservative reading stated as an assumption), Azure's
    notice, and GCP's Spot VM pricing statement, from spot-eviction-rules.csv."""
    rows = []
    for r in read_ref(ref / "spot-eviction-rules.csv"):
        prov, scope, value = r["provider"], r["instance_or_family"], r["band_or_rate"]
        undated = r["as_of"].startswith("undated")  # 'undated (copy)', 'undated blog'
        as_of, date_note = dated("" if undated else r["as_of"])
        row = dict(provider=prov, region="(all regions)", bucket="", rate_low_pct="", rate_high_pct="",
                   savings_pct="", source=BOOK.ref(r["source"]), as_of=as_of)
        notes = []
        if prov == "azure" and scope == AZURE_BANDS:
            row.update(instance_type="Azure Spot VMs (eviction-rate bands)", rate_low_pct="20",
                       rate_high_pct="100", policy=f"eviction-rate {value} per size and region; "
                                                   f"period: {r['period']}")
            row["source"] = f"{row['source']}; gpu-advisor-assumption"
            notes.append(AZURE_BAND_NOTE)
        elif prov == "azure" and value.startswith("eviction notice"):
            row.update(instance_type="Azure Spot VMs (eviction notice)", policy=value)
        elif prov == "gcp":
            row.update(instance_type="Spot VMs (pricing)", policy=value)
        else:
            continue
        row["notes"] = join_notes(*notes, r["notes"], date_note)
        rows.append(row)
    return rows


# --------------------------------------------------------------------------------------------
# Writing and checking
# --------------------------------------------------------------------------------------------

_ISO_RE = re.compile(r"^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$")


def validate(name: str, rows: list[dict]) -> list[str]:
    """Check rows against core.schema: required, enum, number, range, date, bool, unique key."""
    table = TABLES[name]
    problems = []
    seen = set()
    for i, row in enumerate(rows):
        extra = set(row) - set(table.column_names)
        if extra:
            problems.append(f"{name} row {i}: unknown columns {sorted(extra)}")
        for col in table.columns:
            v = row.get(col.name, "")
            where = f"{name} row {i} ({row.get(table.key[0], '')}) {col.name}={v!r}"
            if v == "":
                if col.required:
                    problems.append(f"{where}: required value missing")
                continue
            if col.kind == ENUM and v not in col.allowed:
                problems.append(f"{where}: not in {col.allowed}")
            elif col.kind == BOOL and v not in ("true", "false"):
                problems.append(f"{where}: not true/false")
            elif col.kind == DATE and not _ISO_RE.match(v):
                problems.append(f"{where}: not an ISO date")
            elif col.kind in (INT, FLOAT):
                try:
                    x = Decimal(v)
                except InvalidOperation:
                    problems.append(f"{where}: not a number")
                    continue
                if col.kind == INT and (x != x.to_integral_value() or "." in v):
                    problems.append(f"{where}: not a whole number")
                if col.min is not None and (x < Decimal(str(col.min)) or
                                            (col.min_exclusive and x == Decimal(str(col.min)))):
                    problems.append(f"{where}: below minimum {col.min}")
                if col.max is not None and x > Decimal(str(col.max)):
                    problems.append(f"{where}: above maximum {col.max}")
        key = tuple(row.get(k, "") for k in table.key)
        if key in seen:
            problems.append(f"{name}: duplicate key {key}")
        seen.add(key)
    return problems


def apply_overrides(inputs: Path, tables: dict[str, list[dict]]) -> int:
    """Fixes of built rows that the reference data does not carry (``catalog_inputs/overrides.csv``).

    One row per cell: ``table``, ``key`` (the row's key values in the table's key order, separated by
    ``|``), ``column``, the new ``value``, the ``source`` cell that backs it (ids of sources.csv with a
    locator) and ``notes`` (why; appended to the row's notes). An id the row already cites takes the
    override's locator; other ids are added. Returns how many overrides changed a value (one that equals
    the built value is reported: the reference data has caught up, so it can go)."""
    path = inputs / OVERRIDES
    changed = 0
    for o in read_ref(path):
        at = where(o["table"]).split(", column")[0]
        name = o["table"]
        if name not in tables or name == "sources":
            raise BuildError(f"{at}: table {name!r} is not built by this script (built: "
                             f"{', '.join(t for t in BUILT_TABLES if t != 'sources')})")
        table = TABLES[name]
        if o["column"] not in table.column_names or o["column"] in (*table.key, "source", "notes"):
            raise BuildError(f"{at}: {name}.csv has no column {o['column']!r} an override may set")
        if not o["source"]:
            raise BuildError(f"{at}: an override needs a source")
        key = tuple(k.strip() for k in o["key"].split("|"))
        hits = [r for r in tables[name] if tuple(r.get(k, "") for k in table.key) == key]
        if len(hits) != 1:
            raise BuildError(f"{at}: {name}.csv has no row with key {' | '.join(table.key)} = {o['key']!r}")
        row = hits[0]
        if row.get(o["column"], "") == o["value"]:
            print(f"note: {at}: {name} {o['key']} {o['column']} is already {o['value']!r} in the build; "
                  "the override can go", file=sys.stderr)
        else:
            changed += 1
        row[o["column"]] = o["value"]
        bad = [p.split(": ", 1)[1] for p in validate(name, [row]) if f") {o['column']}=" in p]
        if bad:
            raise BuildError(f"{at}: {o['column']}={o['value']!r}: {bad[0]}")
        cites = [c.strip() for c in row["source"].split(";") if c.strip()]
        for c in (c.strip() for c in o["source"].split(";") if c.strip()):
            ids = [x.split()[0] for x in cites]
            if c.split()[0] not in ids:
                cites.append(c)
            elif " " in c:  # the id with the override's locator
                cites[ids.index(c.split()[0])] = c
        row["source"] = "; ".join(cites)
        row["notes"] = join_notes(row.get("notes", ""), o["notes"])
    return changed


def write_table(out_dir: Path, name: str, rows: list[dict]) -> None:
    table = TABLES[name]
    cols = list(table.column_names)
    rows = sorted(rows, key=lambda r: tuple(r.get(k, "") for k in table.key))
    df = pd.DataFrame([{c: r.get(c, "") for c in cols} for r in rows], columns=cols, dtype=object)
    df.to_csv(out_dir / table.filename, index=False, lineterminator="\n", encoding="utf-8")


def check_and_canonicalise(folder: Path, out: Path, hand: Path) -> None:
    """Load ``folder`` as the app loads a catalog (core.catalog.load_dir: schema, keys, references between
    tables, every cited source id known) and rewrite every table as the app writes it, so a user's first copy
    is byte-identical to the bundled files and later diffs show only edits. A BuildError lists the problems,
    naming a hand-kept file where it was read (``hand``) and a built one where it would be written (``out``)."""
    from gpu_advisor.core.catalog.load import load_dir
    from gpu_advisor.core.catalog.tableio import to_csv_bytes
    from gpu_advisor.messages import describe
    cat, problems = load_dir(folder)
    if cat is None:
        lines = []
        for p in (p for p in problems if p.severity == "error"):
            text = describe(p)
            for name in HAND_KEPT:
                text = text.replace(str(folder / TABLES[name].filename), str(hand / TABLES[name].filename))
            lines.append(text.replace(str(folder), str(out)))
        raise BuildError("the new catalog fails the app's own check (core.catalog.load_dir):\n  " + "\n  ".join(lines))
    for name, df in cat.tables.items():
        (folder / TABLES[name].filename).write_bytes(to_csv_bytes(df, TABLES[name]))


def _frame_cells(path: Path, column: str) -> list[str]:
    """The non-empty cells of one column of a catalog CSV (as written; for the summary)."""
    df = pd.read_csv(path, dtype=str, keep_default_na=False, encoding="utf-8")
    return [c for c in df.get(column, pd.Series(dtype=str)) if c]


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def replace_dir(new: Path, target: Path) -> None:
    """Put the finished folder ``new`` in place of ``target`` by two renames on one file system: a reader
    sees the old folder or the new one, never a mix (for an instant between the renames, none)."""
    if not target.exists():
        os.rename(new, target)
        return
    old = target.with_name(f".{target.name}.old-{os.getpid()}")
    if old.exists():
        shutil.rmtree(old)
    os.rename(target, old)
    try:
        os.rename(new, target)
    except BaseException:
        os.rename(old, target)
        raise
    shutil.rmtree(old, ignore_errors=True)


# Every table this script does not build is kept by hand: read from the hand-kept folder, checked and
# written in canonical form with the built ones. (The manifest and any other file are copied as they are.)
HAND_KEPT = tuple(n for n in TABLES if n not in BUILT_TABLES)
MANIFEST = "catalog.json"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ref", type=Path, default=REPO_ROOT.parent / "shared" / "reference-data",
                    help="reference-data folder (default: ../shared/reference-data)")
    ap.add_argument("--seeds", type=Path, default=None,
                    help="seed articles folder, used to re-check the copied seed figures "
                         "(default: 'seeds' beside the reference-data folder, if present)")
    ap.add_argument("--out", type=Path, default=REPO_ROOT / "catalogs",
                    help="output folder (default: catalogs/); replaced as a whole once the new catalog is "
                         "complete and valid, never left half-written")
    ap.add_argument("--hand", type=Path, default=None,
                    help="folder of the hand-kept tables and catalog.json (default: the output folder when it "
                         "holds a catalog.json, else catalogs/ of this repository)")
    ap.add_argument("--inputs", type=Path, default=INPUTS,
                    help="the build's own tables: curated_sources.csv and overrides.csv "
                         "(default: scripts/catalog_inputs)")
    args = ap.parse_args(argv)
    out = args.out.resolve()
    try:
        return build(args, out)
    except BuildError as exc:
        print(f"build_catalog: error: {exc}", file=sys.stderr)
        print(f"build_catalog: nothing written; {out} is unchanged" if out.exists() else
              f"build_catalog: nothing written; {out} not created", file=sys.stderr)
        return 1


def build(args: argparse.Namespace, out: Path) -> int:
    global BOOK
    ref = args.ref.resolve()
    if not ref.is_dir():
        raise BuildError(f"{ref}: reference-data folder not found (give it with --ref)")
    seeds = args.seeds or (ref.parent / "seeds")
    if args.seeds is not None and not seeds.is_dir():
        raise BuildError(f"{seeds}: seeds folder not found")
    seeds = seeds if seeds.is_dir() else None
    if seeds is None:
        print("note: seeds folder not found; seed figures are not re-checked", file=sys.stderr)
    hand = (args.hand or (out if (out / MANIFEST).is_file() else REPO_ROOT / "catalogs")).resolve()
    missing = [f for f in (MANIFEST, *(TABLES[n].filename for n in HAND_KEPT)) if not (hand / f).is_file()]
    if missing:
        raise BuildError(f"{hand}: the hand-kept catalog files {', '.join(missing)} are missing "
                         "(give their folder with --hand)")
    inputs = args.inputs.resolve()
    BOOK = load_curated(inputs)

    price_rows = read_price_files(ref)
    gpus = build_gpus(ref, price_rows)
    apply_gpu_figures(ref, gpus)
    names = namer(gpus)
    instances, skipped = build_instances(ref, price_rows, names)
    add_committed_prices(ref, instances)
    cn_rows, cn_skipped = build_cn_shapes(ref, names, instances)
    instances += cn_rows
    storage, storage_left_out = build_storage(ref)
    apply_page_rows(inputs / STORAGE_PAGES, storage, ("provider", "product", "region"))
    transfer = build_transfer(ref)
    cn_storage, cn_transfer = build_cn_storage_transfer(ref, transfer)
    storage += cn_storage
    transfer += cn_transfer
    apply_page_rows(inputs / TRANSFER_PAGES, transfer, ("provider", "item", "region"))
    instance_network, bw_missing = build_instance_network(ref)
    fabrics, fabrics_left = cluster_network_rows(ref, {(r["provider"], r["instance_type"]) for r in instance_network})
    instance_network += fabrics
    bw_missing += fabrics_left
    tables = {
        "providers": build_providers(),
        "gpus": gpus,
        "gpu_names": build_gpu_names(),
        # A price file's own ANOMALY remark in the notes becomes the row's anomaly column (core.migrations).
        "instances": [dict(r, anomaly=anomaly_of(r.get("notes", ""))) for r in instances],
        "storage": storage,
        "network": build_network(seeds),
        "transfer": transfer,
        "instance_network": instance_network,
        "fx_rates": build_fx(ref),
        "models": build_models(ref),
        "spot_interruption": build_spot(ref),
    }
    overridden = apply_overrides(inputs, tables)
    tables["sources"] = BOOK.rows()  # last: every table above has registered what it cites

    # ---- checks: schema, references between tables, aliases ----
    problems = []
    for name, rows in tables.items():
        problems += validate(name, rows)
    gpu_names = {g["gpu"] for g in tables["gpus"]}
    provider_ids = {p["provider"] for p in tables["providers"]}
    for r in instances:
        if r["gpu"] not in gpu_names:
            problems.append(f"instance {r['provider']}/{r['instance_type']}: unknown gpu {r['gpu']}")
        if r["provider"] not in provider_ids:
            problems.append(f"instance {r['instance_type']}: unknown provider {r['provider']}")
    for name in ("transfer", "instance_network", "spot_interruption"):
        for r in tables[name]:
            if r["provider"] not in provider_ids:
                problems.append(f"{name}: unknown provider {r['provider']}")
    problems += check_gpu_aliases(tables["gpus"])
    if problems:
        raise BuildError("the built tables break the schema:\n  " + "\n  ".join(problems))

    # ---- write: the whole catalog into a new folder beside the output, check it as the app does,
    # then put it in place of the output folder (which is never half-written) ----
    if out.exists() and not out.is_dir():
        raise BuildError(f"{out}: not a folder")
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.build-", dir=out.parent))
    try:
        if out.is_dir():
            shutil.copytree(out, tmp, dirs_exist_ok=True, symlinks=True,
                            ignore=shutil.ignore_patterns("__pycache__"))
        if hand != out:  # the hand-kept files (tables, manifest, README...) of another folder
            for f in hand.iterdir():
                if f.is_file() and f.name not in {TABLES[n].filename for n in BUILT_TABLES}:
                    shutil.copy2(f, tmp / f.name)
        for name in BUILT_TABLES:
            write_table(tmp, name, tables[name])
        check_and_canonicalise(tmp, out, hand)
        os.chmod(tmp, out.stat().st_mode & 0o7777 if out.is_dir() else 0o777 & ~_umask())
        replace_dir(tmp, out)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    # ---- summary ----
    print(f"wrote {len(BUILT_TABLES)} built tables and {len(HAND_KEPT)} hand-kept tables (from {hand}) to {out}")
    for name in BUILT_TABLES:
        print(f"  {name + '.csv':24} {len(tables[name]):4d} rows")
    print(f"overrides applied (catalog_inputs/{OVERRIDES}): {overridden}")
    cells = [r.get("source", "") for rows in tables.values() for r in rows]
    cells += [c for name in HAND_KEPT for c in _frame_cells(hand / TABLES[name].filename, "source")]
    cited = {part.split()[0] for cell in cells for part in cell.split(";") if part.strip()}
    uncited = sorted(set(BOOK.records) - cited - {"user"})
    print(f"curated sources that no table cites (kept in sources.csv): {', '.join(uncited) or '-'}")
    print("instances per provider:")
    per_prov = Counter(r["provider"] for r in instances)
    for p in sorted(per_prov):
        print(f"  {p:8} {per_prov[p]:4d}")
    print("priced instances per GPU (rows, providers):")
    per_gpu: dict[str, set] = defaultdict(set)
    gpu_rows = Counter()
    for r in instances:
        gpu_rows[r["gpu"]] += 1
        per_gpu[r["gpu"]].add(r["provider"])
    for g in sorted(gpu_rows):
        print(f"  {g:16} {gpu_rows[g]:4d}  {','.join(sorted(per_gpu[g]))}")
    unused = sorted(gpu_names - set(gpu_rows))
    print(f"GPUs without an instance: {', '.join(unused) or '-'}")
    print(f"coverage: {len(per_prov)} providers, {len(gpu_rows)} GPU models with a priced instance")
    print("skipped price rows:")
    for (p, reason), n in sorted(skipped.items()):
        print(f"  {p:8} {n:3d}  {reason}")
    print(f"Chinese-cloud shapes added without a price: {len(cn_rows)}; spec rows not added:")
    for reason, n in sorted(cn_skipped.items()):
        print(f"  {n:3d}  {reason}")
    print("storage rows left out (no price and no performance figure):")
    for s in storage_left_out:
        print(f"  {s}")
    print("network rows without a bandwidth figure (not in instance_network):")
    for s in bw_missing:
        print(f"  {s}")
    # memory of the instance vs the GPU row, for the report (AWS reports usable GiB, slices etc.)
    gpu_mem = {g["gpu"]: Decimal(g["memory_gb"]) for g in tables["gpus"]}
    odd = Counter((r["provider"], r["gpu"], r["gpu_memory_gb"]) for r in instances
                  if r["gpu_memory_gb"] and Decimal(r["gpu_memory_gb"]) != gpu_mem[r["gpu"]])
    if odd:
        print("instance per-GPU memory differing from gpus.csv (provider, gpu, memory): rows")
        for k, n in sorted(odd.items()):
            print(f"  {k}: {n}  (gpus.csv {num(gpu_mem[k[1]])})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
