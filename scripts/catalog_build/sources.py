"""sources.csv: the curated sources and one record per other citation of the reference data (``SourceBook``)."""

from __future__ import annotations

import re
from pathlib import Path

from gpu_advisor.core.catalog.schema import TABLES

from .common import REPO_ROOT, BuildError, read_ref, where


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
        self.clear()

    def clear(self) -> None:
        """Forget every record (a new build starts from the curated sources alone)."""
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


def load_curated(inputs: Path, book: SourceBook | None = None) -> SourceBook:
    """The curated sources (``catalog_inputs/curated_sources.csv``): the price files, the seed articles, the
    papers and pages behind the hand-kept tables and the estimate defaults, and this product's own setting,
    assumption and derivation rows. Columns: those of sources.csv plus ``cites``, the reference data's
    citations (';'-separated prefixes) that mean this record. Every row is written to sources.csv.
    ``book``, when given, is emptied and filled (the build's one ``BOOK``, which every table module cites into)."""
    path = inputs / CURATED_SOURCES
    book = SourceBook() if book is None else book
    book.clear()
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


BOOK = SourceBook()  # the build's one book: run.build() empties it and loads the curated sources at the start
