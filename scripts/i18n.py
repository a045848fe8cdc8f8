#!/usr/bin/env python3
"""Update the translations: lupdate the sources, optionally fill translations in, lrelease, report gaps.

    .venv/bin/python scripts/i18n.py                 # update .ts from gui/*.py and gpu_advisor/*.py, build .qm
    .venv/bin/python scripts/i18n.py --fill zh.json  # also take translations from a JSON file (see below)
    .venv/bin/python scripts/i18n.py --check         # change nothing; exit 1 if anything is untranslated/stale

Files: ``resources/translations/gpu_advisor_<lang>.ts`` (sources, committed) and
``resources/i18n/gpu_advisor_<lang>.qm`` (compiled, committed; ``gui/app.py`` loads them). English is
the source language: its .ts holds plural forms only (``-pluralonly``). Idempotent: running it twice
changes nothing the second time. Every string still untranslated is printed as ``context | source``,
so whoever added it knows what to translate; ``--fill`` takes a JSON object
``{"Context": {"source text": "译文", ...}, ...}`` and marks those entries finished.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "resources" / "translations"
QM_DIR = ROOT / "resources" / "i18n"
LANGS = ("zh_CN", "en")
SOURCE_GLOBS = ("gui/*.py", "gpu_advisor/*.py", "text/*.py")


def tool(name: str) -> str:
    """pyside6-lupdate / pyside6-lrelease next to this Python, else on PATH."""
    here = Path(sys.executable).parent / name
    if here.exists():
        return str(here)
    found = shutil.which(name)
    if not found:
        sys.exit(f"i18n: {name} not found (pip install PySide6-Essentials)")
    return found


def sources() -> list[str]:
    files = sorted({str(p.relative_to(ROOT)) for g in SOURCE_GLOBS for p in ROOT.glob(g)})
    return [f for f in files if not f.endswith("__init__.py")]


def ts_path(lang: str) -> Path:
    return TS_DIR / f"gpu_advisor_{lang}.ts"


def qm_path(lang: str) -> Path:
    return QM_DIR / f"gpu_advisor_{lang}.qm"


def lupdate(lang: str, target: Path) -> None:
    cmd = [
        tool("pyside6-lupdate"),
        *sources(),
        "-no-obsolete",
        "-locations",
        "none",
        "-source-language",
        "en",
        "-target-language",
        lang,
        "-ts",
        str(target),
    ]
    if lang == "en":
        cmd.insert(-2, "-pluralonly")
    subprocess.run(cmd, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run(
        [tool("pyside6-lrelease"), "-silent", "-nounfinished", str(ts), "-qm", str(qm)], cwd=ROOT, check=True
    )


def messages(ts: Path):
    """(context, message element) for every message of a .ts file."""
    tree = ET.parse(ts)
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name", "")
        for msg in ctx.iter("message"):
            yield name, msg


def untranslated(ts: Path) -> list[tuple[str, str]]:
    """(context, source) of every entry that is unfinished or empty."""
    out = []
    for ctx, msg in messages(ts):
        tr = msg.find("translation")
        if tr is None:
            out.append((ctx, msg.findtext("source", "")))
            continue
        forms = tr.findall("numerusform")
        empty = not any((f.text or "").strip() for f in forms) if forms else not (tr.text or "").strip()
        if tr.get("type") == "unfinished" or empty:
            out.append((ctx, msg.findtext("source", "")))
    return out


def fill(ts: Path, table: dict[str, dict[str, str]]) -> int:
    """Write translations from ``table`` into ``ts`` (marking them finished); returns how many changed."""
    tree = ET.parse(ts)
    changed = 0
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name", "")
        for msg in ctx.iter("message"):
            src = msg.findtext("source", "")
            text = (table.get(name) or {}).get(src)
            if text is None:
                continue
            tr = msg.find("translation")
            if tr is None:
                tr = ET.SubElement(msg, "translation")
            if msg.get("numerus") == "yes":
                for f in list(tr):
                    tr.remove(f)
                ET.SubElement(tr, "numerusform").text = text
                tr.text = None
            else:
                if tr.text == text and tr.get("type") is None:
                    continue
                tr.text = text
            tr.attrib.pop("type", None)
            changed += 1
    if changed:
        write_ts(tree, ts)
    return changed


def fill_english_plurals(ts: Path) -> int:
    """English is the source language: its only entries are plural forms, derived from the source text
    ("%n row(s)" -> "%n row" / "%n rows", "cop(y|ies)" -> "copy" / "copies"). Entries someone already wrote
    are left alone."""
    tree = ET.parse(ts)
    changed = 0
    for _, msg in messages_of(tree):
        if msg.get("numerus") != "yes":
            continue
        tr = msg.find("translation")
        if tr is None:
            continue
        src = msg.findtext("source", "")
        forms = [f.text or "" for f in tr.findall("numerusform")]
        if tr.get("type") != "unfinished" and forms != [src.replace("(s)", ""), src.replace("(s)", "s")]:
            continue  # written by someone (or derived already)
        derived = [english_form(src, 1), english_form(src, 2)]
        if tr.get("type") == "unfinished" and any(f.strip() for f in forms) and forms != derived:
            continue  # (forms lupdate carried over from the same source in another context, as derived: finished)
        if forms == derived and tr.get("type") != "unfinished":
            continue
        for f in list(tr):
            tr.remove(f)
        ET.SubElement(tr, "numerusform").text = derived[0]
        ET.SubElement(tr, "numerusform").text = derived[1]
        tr.text = None
        tr.attrib.pop("type", None)
        changed += 1
    if changed:
        write_ts(tree, ts)
    return changed


_ALT = re.compile(r"\((\w*)\|(\w*)\)")


def english_form(source: str, n: int) -> str:
    """The English singular (n == 1) or plural of a plural source: "(s)" -> ""/"s", "(y|ies)" -> "y"/"ies".
    (The same rule as ``gpu_advisor.text.english_plural``, used when no translation is loaded.)"""
    one = n == 1
    return _ALT.sub(lambda m: m.group(1) if one else m.group(2), source.replace("(s)", "" if one else "s"))


def messages_of(tree: ET.ElementTree):
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name", "")
        for msg in ctx.iter("message"):
            yield name, msg


def write_ts(tree: ET.ElementTree, ts: Path) -> None:
    """Write a .ts the way Qt's tools lay it out (so lupdate's next run changes nothing)."""
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode", short_empty_elements=True)
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    # One more lupdate pass normalises the formatting to lupdate's own.


def update(fill_table: dict | None = None, quiet: bool = False) -> int:
    TS_DIR.mkdir(parents=True, exist_ok=True)
    QM_DIR.mkdir(parents=True, exist_ok=True)
    missing_total = 0
    for lang in LANGS:
        ts = ts_path(lang)
        lupdate(lang, ts)
        if fill_table and lang != "en":
            n = fill(ts, fill_table)
            if n:
                lupdate(lang, ts)  # back to lupdate's layout
                print(f"{ts.relative_to(ROOT)}: {n} translation(s) filled in")
        if lang == "en" and fill_english_plurals(ts):
            lupdate(lang, ts)
        lrelease(ts, qm_path(lang))
        gaps = untranslated(ts)
        missing_total += len(gaps)
        if gaps:
            print(f"{ts.relative_to(ROOT)}: {len(gaps)} untranslated:")
            for ctx, src in gaps:
                print(f"  {ctx} | {src}")
        elif not quiet:
            print(f"{ts.relative_to(ROOT)}: complete; {qm_path(lang).relative_to(ROOT)} built")
    return missing_total


def check() -> int:
    """Exit status 1 when a .ts lacks strings of the sources or translations, or a .qm is not current."""
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        for lang in LANGS:
            ts = ts_path(lang)
            if not ts.exists():
                print(f"{ts.relative_to(ROOT)} is missing")
                bad += 1
                continue
            fresh = Path(tmp) / ts.name
            shutil.copy(ts, fresh)
            lupdate(lang, fresh)
            if fresh.read_bytes() != ts.read_bytes():
                print(f"{ts.relative_to(ROOT)} is not up to date with the sources: run scripts/i18n.py")
                bad += 1
            for ctx, src in untranslated(ts):
                print(f"untranslated ({lang}): {ctx} | {src}")
                bad += 1
            qm = Path(tmp) / f"{lang}.qm"
            lrelease(ts, qm)
            if not qm_path(lang).exists() or qm_path(lang).read_bytes() != qm.read_bytes():
                print(f"{qm_path(lang).relative_to(ROOT)} is not what lrelease makes of the .ts: run scripts/i18n.py")
                bad += 1
    return 1 if bad else 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    p.add_argument("--fill", type=Path, metavar="JSON", help='translations to add: {"Context": {"source": "译文"}}')
    p.add_argument("--check", action="store_true", help="change nothing; exit 1 if anything is missing or stale")
    args = p.parse_args(argv)
    if args.check:
        return check()
    table = json.loads(args.fill.read_text(encoding="utf-8")) if args.fill else None
    missing = update(table)
    del missing  # gaps are reported above, not fatal: whoever added the strings fills them in
    return 0


if __name__ == "__main__":
    sys.exit(main())
