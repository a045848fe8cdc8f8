"""What every part of the catalog build shares: the built tables' names, the dates and notes used where a
source gives none, reading an input CSV cell by cell (each cell remembers its file, line and column), numbers
and dates as text, and the price files' provenance."""

from __future__ import annotations

import csv
import io
import re
from collections import Counter
from decimal import Decimal, InvalidOperation
from pathlib import Path

from gpu_advisor.core.catalog.schema import TABLES

REPO_ROOT = Path(__file__).resolve().parents[2]  # scripts/catalog_build/common.py


def default_ref() -> Path:
    """``shared/reference-data`` beside the repository (where every developer and CI have it); in a git worktree
    kept elsewhere, the one beside the main checkout the worktree belongs to."""
    beside = REPO_ROOT.parent / "shared" / "reference-data"
    git = REPO_ROOT / ".git"
    if not beside.is_dir() and git.is_file():  # a worktree's ".git" file: "gitdir: <main>/.git/worktrees/<name>"
        text = git.read_text(encoding="utf-8").strip()
        if text.startswith("gitdir:"):
            main_ref = Path(text.split(":", 1)[1].strip()).resolve().parents[2].parent / "shared" / "reference-data"
            if main_ref.is_dir():
                return main_ref
    return beside


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

# Every table this script does not build is kept by hand: read from the hand-kept folder, checked and
# written in canonical form with the built ones. (The manifest and any other file are copied as they are.)
HAND_KEPT = tuple(n for n in TABLES if n not in BUILT_TABLES)
MANIFEST = "catalog.json"


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
