"""One voice: every code the core declares (core/base/codes.py), every named figure, every catalog table and
column has its words in the text package, finished in Chinese; plurals read right; the command line prints words."""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gpu_advisor.core.base import codes
from gpu_advisor.core.catalog.schema import TABLES
from gpu_advisor import text as words
from gpu_advisor.text import assumptions, catalog_names, problems

ROOT = Path(__file__).resolve().parents[2]
ZH_TS = ROOT / "resources" / "translations" / "gpu_advisor_zh_CN.ts"
EXAMPLES = ROOT / "examples"
# Texts that are names or symbols in both languages (a Chinese text equal to the English is fine for these).
SAME_IN_BOTH = {"GPU", "BF16", "FP16 TFLOPS", "FP32 TFLOPS", "FP8 TFLOPS", "TF32 TFLOPS", "INT8 TOPS", "RDMA", "FLOPs",
                "LoRA", "FP8"}


def zh_table() -> dict[tuple[str, str], str]:
    """(context, source) -> finished Chinese text (numerus: its form)."""
    out = {}
    for ctx in ET.parse(ZH_TS).getroot().iter("context"):
        name = ctx.findtext("name", "")
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            forms = [f.text or "" for f in tr.findall("numerusform")]
            text = forms[0] if forms else (tr.text or "")
            if text.strip():
                out[(name, msg.findtext("source", ""))] = text
    return out


def note_sources() -> dict[str, list[tuple[str, str]]]:
    """code -> the (context, source) texts of the functions registered for its classes with ``@renders(Class)`` in
    ``text/note_*.py`` (and of the module's helpers they call), read with ast."""
    from gpu_advisor.core.base import NOTES

    code_of = {cls.__name__: code for code, classes in NOTES.items() for cls in classes}
    out: dict[str, list[tuple[str, str]]] = {}
    for path in sorted((ROOT / "text").glob("note_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        functions = {fn.name: fn for fn in tree.body if isinstance(fn, ast.FunctionDef)}

        def texts_of(fn: ast.FunctionDef, seen: set[str]) -> list[tuple[str, str]]:
            texts = []
            for c in ast.walk(fn):
                if not isinstance(c, ast.Call):
                    continue
                f = c.func
                if isinstance(f, ast.Name) and f.id in functions and f.id not in seen:
                    texts += texts_of(functions[f.id], seen | {f.id})
                if c.args and isinstance(c.args[0], ast.Constant):
                    name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
                    if name == "translate" and len(c.args) >= 2 and isinstance(c.args[1], ast.Constant):
                        texts.append((c.args[0].value, c.args[1].value))
                    elif name == "tr" and isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name):
                        texts.append((f.value.id, c.args[0].value))
            return texts

        for fn in functions.values():
            for dec in fn.decorator_list:
                if isinstance(dec, ast.Call) and isinstance(dec.func, ast.Name) and dec.func.id == "renders":
                    (cls,) = dec.args
                    assert isinstance(cls, ast.Name)
                    for code in [c for c, classes in NOTES.items() for k in classes if k.__name__ == cls.id]:
                        out.setdefault(code, []).extend(texts_of(fn, {fn.name}))
                    assert cls.id in code_of, cls.id
    return out


def test_every_note_class_has_its_sentence():
    """The table of sentences covers every note class the engine makes, and only those."""
    from gpu_advisor.core.base import NOTE_CLASSES, NOTES
    from gpu_advisor.text.note_table import RENDER

    assert set(RENDER) == set(NOTE_CLASSES)
    assert set(NOTES) == set(codes.ALL)


def _chinese_ok(zh: dict, ctx: str, source: str) -> str | None:
    """None when the Chinese is there, finished and not just the English; else what is wrong."""
    text = zh.get((ctx, source))
    if text is None:
        return f"{ctx} | {source}: no finished Chinese"
    if text == source and source not in SAME_IN_BOTH:
        return f"{ctx} | {source}: Chinese is the English"
    return None


def test_every_note_and_estimate_warning_code_has_a_sentence_in_both_languages():
    notes = note_sources()
    zh = zh_table()
    missing, bad = [], []
    for code in sorted(codes.ALL):
        texts = notes.get(code)
        if not texts:
            missing.append(code)
            continue
        bad += [e for ctx, src in texts if (e := _chinese_ok(zh, ctx, src))]
    assert not missing, f"no @renders sentence in text/note_*.py for: {missing}"
    assert not bad, bad


def test_every_problem_code_has_a_sentence_in_both_languages():
    zh = zh_table()
    assert codes.PROBLEMS <= words.problem_codes(), sorted(codes.PROBLEMS - words.problem_codes())
    bad = [e for code in sorted(codes.PROBLEMS) if (e := _chinese_ok(zh, "Problem", problems._PROBLEM[code]))]
    assert not bad, bad


def test_every_problem_sentence_reads_only_fields_of_its_class():
    """Each problem template (and command-line hint) names only ``value`` and fields of the code's typed detail
    (core/base/problem_details.py), so a renamed field fails here instead of printing '—'. The test can fail: a
    placeholder no class has is caught."""
    import dataclasses
    import string

    from gpu_advisor.core.base import PROBLEM_DETAILS

    def unknown(code: str, template: str) -> set[str]:
        names = {f for _, f, _, _ in string.Formatter().parse(template) if f}
        return names - {f.name for f in dataclasses.fields(PROBLEM_DETAILS[code])} - {"value"}

    bad = {code: unknown(code, t) for table in (problems._PROBLEM, problems._PROBLEM_CLI_HINT)
           for code, t in table.items() if unknown(code, t)}
    assert not bad, bad
    assert set(problems._PROBLEM) == set(PROBLEM_DETAILS), set(problems._PROBLEM) ^ set(PROBLEM_DETAILS)
    assert unknown("too_long", "{length} of {max} {needed_for}") == {"needed_for"}


def test_every_catalog_table_and_column_has_a_name_in_both_languages():
    zh = zh_table()
    columns = {c.name for t in TABLES.values() for c in t.columns}
    assert set(TABLES) <= words.table_names(), sorted(set(TABLES) - words.table_names())
    assert columns <= words.column_names(), sorted(columns - words.column_names())
    bad = [e for t in TABLES if (e := _chinese_ok(zh, "CatalogTables", catalog_names._TABLE[t]))]
    bad += [e for c in sorted(columns) if (e := _chinese_ok(zh, "CatalogColumns", catalog_names._COLUMN[c]))]
    assert not bad, bad


def test_every_named_figure_of_the_estimate_has_a_name_in_both_languages():
    """Every default of the bundled catalog and every figure the estimate notes itself (ctx.note) is named in
    words, not shown as its code ("Arch hidden per layer"), with a Chinese name and unit."""
    import re

    from gpu_advisor.core.catalog.load import load_bundled
    defaults = load_bundled()["defaults"]
    src = "\n".join(f.read_text(encoding="utf-8") for f in sorted((ROOT / "core").rglob("*.py")))
    names = set(defaults["name"].astype(str)) | set(re.findall(r'ctx\.note\("([a-z0-9_]+)"', src))
    names = {n for n in names if not n.startswith("roofline_compute_share_")}  # named from the workload
    missing = sorted(n for n in names if n not in assumptions._ASSUMPTION)
    assert not missing, f"no name in text/assumptions.py _ASSUMPTION for: {missing}"
    zh = zh_table()
    bad = [e for n in sorted(names) if (e := _chinese_ok(zh, "Words", assumptions._ASSUMPTION[n]))]
    units = set(defaults["unit"].astype(str)) | set(re.findall(r'ctx\.note\("[a-z0-9_]+",\s*[^,]+,\s*"([^"]*)"', src))
    plain = {"", "GB", "GB/s", "MB/s", "TFLOPS", "s", "µs"}
    bad += [f"unit {u!r} has no words" for u in sorted(units - plain) if u not in assumptions._VALUE_UNIT]
    bad += [e for u in sorted(units - plain) if u in assumptions._VALUE_UNIT
            and (e := _chinese_ok(zh, "Units", assumptions._VALUE_UNIT[u]))]
    assert not bad, bad


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_plurals_and_units_read_naturally(lang):
    with words.using_language(lang):
        one, two, frac = words.hours(1), words.hours(2), words.hours(0.96)
        copies = words.describe_note({"code": "capacity", "detail": {"replicas": 1, "servers": 1, "qps_per_replica": 3,
                                                                     "capacity_qps": 3, "qps": 2}})
        many = words.describe_note({"code": "capacity", "detail": {"replicas": 4, "servers": 1, "qps_per_replica": 3,
                                                                   "capacity_qps": 12, "qps": 10}})
        none = words.describe_note({"code": "spot_with_checkpoints", "detail": {"expected_interruptions": 0.01}})
        once = words.describe_note({"code": "spot_with_checkpoints", "detail": {"expected_interruptions": 1.0}})
        rows = dict((n, v) for n, v, _ in words.assumption_rows(
            {"assumptions": {"estimate": {"scenario_epochs": {"value": 1, "unit": "passes", "source": "x"}}}}))
        missing = words.problem_what("missing_field")
    text = " ".join([one, two, frac, copies, many, none, once, *rows, *rows.values(), missing])
    assert "{" not in text and "(s)" not in text and "|" not in text
    if lang == "en":
        assert (one, two, frac) == ("1 hour", "2 hours", "1 hour")
        assert "One copy of the model on 1 server," in copies and "4 copies of the model on 1 server," in many
        assert "unlikely" in none and "about 1 interruption on" in once
        assert rows["Default number of passes over the data"] == "1 pass"
        assert missing == "a value is needed here"
    else:
        assert (one, two) == ("1 小时", "2 小时") and "4 份模型副本" in many and "1 台服务器" in many
        assert rows["默认的数据遍历次数（轮数）"] == "1 轮"
        assert "interruption" not in once and "请给出" not in missing


def test_no_english_leaks_into_chinese_problem_sentences():
    from gpu_advisor.core.base import NotAllowed, UnknownTable
    from gpu_advisor.core.base.problems import Problem
    with words.using_language("zh_CN"):
        line = words.describe_problem(Problem("prices.csv", NotAllowed(allowed=["CNY", "USD"]), row=3,
                                              column="currency", value="EUR"), cli=True)
        table = words.describe_problem(Problem("x.csv", UnknownTable(tables=["gpus"]), row=1), cli=True)
    assert line == "prices.csv，第 3 行，“currency”（币种）列：“EUR”不是允许的取值（可选：CNY，USD）"
    assert "--table" in table and "无法从表头判断" in table


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gpu_advisor", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=120)


@pytest.fixture(scope="module")
def example_docs():
    """The JSON of every example (codes, no words: the same in both languages), from the command line's code in this
    process; the printed summaries below each run the real command."""
    import contextlib
    import io

    from gpu_advisor.cli import main
    docs = []
    for example in sorted(EXAMPLES.glob("*.json")):
        buf = io.StringIO()
        with contextlib.redirect_stdout(buf):
            assert main(["recommend", str(example), "--json"]) == 0
        docs.append(json.loads(buf.getvalue()))
    return docs


def _printed(*args: str) -> str:
    """What the command line prints, run in this process (``main``): the words, without a new Python's start."""
    import contextlib
    import io

    from gpu_advisor.cli import main
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        assert main(list(args)) == 0, err.getvalue()
    return out.getvalue()


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_recommend_prints_words_never_codes_or_dicts(lang, example_docs):
    """Every example, both languages: no note code, no dict, no unfilled placeholder in the summary. The first
    example runs as the real command (a process of its own, printing the same as ``main`` in this process); the
    others through ``main`` (a process's start is ~1 s, and the words are the same)."""
    docs = example_docs
    assert {n["code"] for d in docs for n in d.get("warnings", [])}  # the examples do show notes
    for k, example in enumerate(sorted(EXAMPLES.glob("*.json"))):
        text = _printed("recommend", str(example), "--lang", lang)
        if k == 0:
            out = _cli("recommend", str(example), "--lang", lang)
            assert out.returncode == 0, out.stderr
            assert out.stdout == text
        # (a possessive is words: "the app's default", "(Stanford Alpaca's)"; a quote mark elsewhere is a repr)
        assert "{" not in text and "'" not in re.sub(r"(?<=\w)'s\b", "", text).replace("n't", ""), text
        shown = {n["code"] for d in docs for n in d.get("warnings", [])} | {
            n["code"] for d in docs for a in d.get("alternatives", []) for n in a.get("lost", [])}
        leaked = [c for c in shown if "_" in c and c in text]
        assert not leaked, (example.name, leaked)
        if lang == "zh_CN":
            assert "费用明细" in text and "Warning" not in text
            # Chinese sentences run on: no space after a full-width mark ("。 多用"), none before "不到 1 秒"
            assert not re.search(r"[。，；：！？] ", text) and "需 不到" not in text, text


def test_qt_dialogs_follow_the_interface_language(qapp):
    """Qt's own file dialog, message box buttons and undo texts in Chinese when the interface is Chinese."""
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtGui import QUndoStack
    from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox, QPushButton

    from gpu_advisor.gui.app import install_language, qt_dialog_texts
    try:
        assert install_language(qapp, "zh_CN") == "zh_CN"
        assert qt_dialog_texts() == ["查找范围(&L)：", "文件类型(&T)：", "文件夹", "驱动器", "未知"]
        d = QFileDialog(None, "x")
        d.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        labels = [w.text() for w in d.findChildren(QLabel)]
        buttons = [w.text() for w in d.findChildren(QPushButton)]
        assert labels == ["查找范围(&L)：", "文件名称(&N)：", "文件类型(&T)："] and buttons == ["打开(&O)", "取消"]
        d.deleteLater()
        m = QMessageBox()
        m.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        assert sorted(b.text() for b in m.buttons()) == sorted(["是(&Y)", "否(&N)"])
        m.deleteLater()
        stack = QUndoStack()
        undo = stack.createUndoAction(stack)
        assert "撤" in undo.text()
        assert QCoreApplication.testAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs) == \
            (not __import__("PySide6.QtCore").QtCore.QLocale.system().name().startswith("zh"))
    finally:
        install_language(qapp, "en")
    d = QFileDialog(None, "x")
    d.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    assert "&Look in:" in [w.text() for w in d.findChildren(QLabel)]
    d.deleteLater()


def test_catalog_editor_speaks_chinese_tables_columns_providers_and_import_problems(qtbot, qapp, tmp_path, seeded_home):
    """The editor in Chinese: tab names, column headings (raw name in the tooltip), provider names, and the
    import dialog's problems (an unknown header, a repeated column) in words, never a code."""
    from PySide6.QtCore import Qt

    from gpu_advisor.gui.app import install_language
    from gpu_advisor.gui.catalog_editor import CatalogEditor
    install_language(qapp, "zh_CN")
    try:
        ed = CatalogEditor(offer_recovery=False)
        qtbot.addWidget(ed)
        tabs = [ed.tabs.tabText(i) for i in range(ed.tabs.count())]
        assert "实例" in tabs and "汇率" in tabs and not any(t in TABLES for t in tabs)
        m = ed.models["instances"]
        col = m.columns.index("on_demand_hour")
        assert m.headerData(col, Qt.Orientation.Horizontal) == "按量每小时"
        assert m.headerData(col, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole).startswith("on_demand_hour")
        pcol = m.columns.index("provider")
        row = next(r for r in range(m.rowCount()) if m.data(m.index(r, pcol), Qt.ItemDataRole.EditRole) == "alibaba")
        assert m.data(m.index(row, pcol)) == "阿里云"
        ed.show()  # a page fills its filters when it is first shown
        box = ed.pages["instances"].filters["provider"]
        assert box.itemText(box.findData("alibaba")) == "阿里云"
        seen = []
        ed.exec_dialog = lambda dlg: seen.append([dlg.problems.item(i).text() for i in range(dlg.problems.count())])
        unknown = tmp_path / "unknown.csv"
        unknown.write_text("foo,bar\n1,2\n", encoding="utf-8")
        twice = tmp_path / "twice.csv"
        twice.write_text("provider,provider,name_en\nx,x,y\n", encoding="utf-8")
        assert not ed.import_file(str(unknown)) and not ed.import_file(str(twice))
        texts = [t for batch in seen for t in batch]
        assert any("无法从表头判断" in t for t in texts) and any("出现了两次" in t for t in texts), texts
        assert not any(c in t for t in texts for c in ("unknown_table", "duplicate_column", "{")), texts
        ed.close()
    finally:
        install_language(qapp, "en")


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_figures_the_engine_writes_as_codes_read_as_words(lang):
    """A fine-tune's assumptions sheet: the range's reasons and the packing are named, not shown as the engine's
    codes ('finetune_stack', 'padded'); the fine-tune's checkpointing default reads yes/no (issue 28 v3.2)."""
    from gpu_advisor.core import estimate as E
    from gpu_advisor.core.catalog.load import load_bundled

    cat = load_bundled()
    est = E.estimate_config(cat, E.job_from_preset(E.prepare(cat), "llama-2-7b", method="lora", tokens=1e8),
                            "A10", 1)
    assert "finetune_stack" in est.assumptions["range_extrapolates"].value
    rec = {"assumptions": {"estimate": {n: {"value": a.value, "unit": a.unit, "source": a.source}
                                        for n, a in est.assumptions.items()}}}
    with words.using_language(lang):
        rows = {name: value for name, value, _ in assumptions.assumption_rows(rec)}
        reasons = rows[assumptions.assumption_name("range_extrapolates")]
        packing = rows[assumptions.assumption_name("packing")]
        ck = rows[assumptions.assumption_name("recompute_default")]
        default = rows[assumptions.assumption_name("finetune_recompute_default")]
    assert "finetune_stack" not in reasons and "_" not in reasons
    assert "padded" not in packing if lang == "zh_CN" else "padded per batch" in packing
    assert ck.startswith("是" if lang == "zh_CN" else "yes")
    # a yes/no default of the catalog reads yes or no, not "1 1 = yes, 0 = no"
    assert default == ("是" if lang == "zh_CN" else "yes")
