"""Every code the core can report is declared in ``core/base/codes.py``, and the declaration matches the source.

The source is read with ``ast``: each call that makes a problem, a note or an estimate warning is found and
its code argument collected. A literal code must be declared; a code passed on in a variable may only happen
at the reviewed forwarding places listed below (a helper that takes the code from its caller, or a problem
re-labelled for another file), so a new place that makes codes some other way fails here until reviewed.
Every declared code must be made somewhere (no stale entries). The words for each code are checked in
``tests/gui/test_translations.py``.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

from gpu_advisor.core.base import codes, EstimateWarning, NOTE_CLASSES, NOTES, PROBLEM_CLASSES, PROBLEM_DETAILS

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted((ROOT / "core").rglob("*.py")) + [ROOT / "gpu_advisor" / "cli.py", ROOT / "gpu_advisor" / "cli_catalog.py", ROOT / "gpu_advisor" / "cli_update.py", ROOT / "gui" / "catalog_editor.py",
                                                   ROOT / "gui" / "catalog_model.py"]

# (callee, called as attribute?) -> (kind, position of the code argument)
# A problem is made as its typed detail (core/base/problem_details.py: BelowMin(min=0)), found by its class name
# below; ``problem_detail(code, detail)`` builds one from a code (the JSON boundary, a refused provider's status).
MAKERS = {
    ("problem_detail", False): ("problem", 0),
    ("Note", False): ("note", 0),
    ("note", False): ("note", 0),  # core/base/note_registry.py: the typed note of a code and its figures
    ("warn", True): ("estimate_warning", 0),  # core/estimate/training.py ctx.warn
}

# The typed notes (core/base/notes.py): a class name -> the code(s) it carries; the engine constructs them directly.
NOTE_CLASS_CODES = {cls.__name__: sorted(c for c, classes in NOTES.items() if cls in classes) for cls in NOTE_CLASSES
                    if not issubclass(cls, EstimateWarning)}
# The typed problem details: a class name -> its code.
PROBLEM_CLASS_CODES = {cls.__name__: cls.code for cls in PROBLEM_CLASSES}

# Places that pass on a code they were given (reviewed): (file, enclosing function, kind).
FORWARDERS = {
    ("core/select/explanation.py", "estimate_warning_notes", "note"),
    ("core/prices/update.py", "_what", "problem"),  # a refused provider's detail from its status code
}


def _options(node: ast.AST) -> list[str] | None:
    """The code(s) an expression can be when it is made of literals: "x", a if c else b, f"unknown_{'a' if c else 'b'}"."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        a, b = _options(node.body), _options(node.orelse)
        return a + b if a is not None and b is not None else None
    if isinstance(node, ast.JoinedStr):
        out = [""]
        for part in node.values:
            if isinstance(part, ast.Constant):
                out = [o + part.value for o in out]
            elif isinstance(part, ast.FormattedValue):
                opts = _options(part.value)
                if opts is None:
                    return None
                out = [o + x for o in out for x in opts]
        return out
    return None


@functools.cache
def collect():
    """({kind: {code: [places]}}, {(file, function, kind) of every call passing a code it did not spell out})

    Parsed once per process (cached): three tests read the same result of the same sources, none changes it."""
    found: dict[str, dict[str, list[str]]] = {"problem": {}, "note": {}, "estimate_warning": {}}
    forwarded: dict[tuple[str, str, str], list[str]] = {}
    for path in SOURCES:
        rel = str(path.relative_to(ROOT))
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parents = {}
        for node in ast.walk(tree):
            for child in ast.iter_child_nodes(node):
                parents[child] = node
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            if isinstance(f, ast.Name) and f.id in PROBLEM_CLASS_CODES:  # a typed problem: BelowMin(min=0)
                found["problem"].setdefault(PROBLEM_CLASS_CODES[f.id], []).append(f"{rel}:{node.lineno}")
                continue
            if isinstance(f, ast.Name) and f.id in NOTE_CLASS_CODES:  # a typed note made directly: DeadlineMet(...)
                for code in NOTE_CLASS_CODES[f.id]:
                    found["note"].setdefault(code, []).append(f"{rel}:{node.lineno}")
                continue
            key = (f.id, False) if isinstance(f, ast.Name) else (f.attr, True) if isinstance(f, ast.Attribute) else None
            if key not in MAKERS:
                continue
            kind, pos = MAKERS[key]
            arg = next((k.value for k in node.keywords if k.arg == "code"), None)
            if arg is None and len(node.args) > pos:
                arg = node.args[pos]
            if arg is None:
                continue
            where = f"{rel}:{node.lineno}"
            opts = _options(arg)
            if opts is None and isinstance(arg, ast.JoinedStr) and rel.startswith("core/select/"):
                opts = [c for c in codes.NOTES if c.startswith("unpriced_")]  # f"unpriced_{item}": declared family
            if opts is None:
                fn = parents.get(node)
                while fn is not None and not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    fn = parents.get(fn)
                forwarded.setdefault((rel, fn.name if fn else "<module>", kind), []).append(where)
                continue
            for code in opts:
                found[kind].setdefault(code, []).append(where)
    return found, forwarded


def test_every_code_made_in_the_source_is_declared():
    found, _ = collect()
    declared = {"problem": codes.PROBLEMS, "note": codes.NOTES, "estimate_warning": codes.ESTIMATE_WARNINGS}
    missing = {f"{kind}: {code} ({places[0]})" for kind, by in found.items() for code, places in by.items()
               if code not in declared[kind]}
    assert not missing, f"codes made but not declared in core/base/codes.py: {sorted(missing)}"


def test_every_declared_code_is_made_somewhere():
    found, _ = collect()
    stale = (codes.PROBLEMS - set(found["problem"])) | (codes.NOTES - set(found["note"])) \
        | (codes.ESTIMATE_WARNINGS - set(found["estimate_warning"]))
    assert not stale, f"declared in core/base/codes.py but never made: {sorted(stale)}"


def test_codes_passed_on_in_variables_only_at_the_reviewed_places():
    _, forwarded = collect()
    assert set(forwarded) == FORWARDERS, {k: v for k, v in forwarded.items() if k not in FORWARDERS}


def test_estimate_warnings_reach_the_recommendation_as_notes():
    """core/select/ turns each estimate warning into a Note of the same code: words must exist for both."""
    assert codes.ESTIMATE_WARNINGS <= codes.ALL


def test_the_collector_sees_what_it_should():
    """The test itself can fail: a made-up call is found, declared or not."""
    tree = ast.parse('Problem(f, "no_such_code")\nctx.warn("made_up")\n')
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call)]
    assert [_options(c.args[1] if isinstance(c.func, ast.Name) else c.args[0]) for c in calls] == \
        [["no_such_code"], ["made_up"]]
    assert _options(ast.parse("f\"unknown_{'gpu' if x else 'provider'}\"").body[0].value) == \
        ["unknown_gpu", "unknown_provider"]
    assert _options(ast.parse("f'unpriced_{x}'").body[0].value) is None


def test_every_declared_problem_code_has_its_class():
    """One typed detail class per declared problem code, and no class for a code that is not declared."""
    assert set(PROBLEM_DETAILS) == set(codes.PROBLEMS), set(PROBLEM_DETAILS) ^ set(codes.PROBLEMS)
    assert len(PROBLEM_CLASSES) == len(PROBLEM_DETAILS)  # no two classes for one code
