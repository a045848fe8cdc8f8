"""The note and problem classes are frozen dataclasses made on first use (core/base/record.py ``lazy_dataclass``,
issue 32: importing the ~220 classes cost ~45 ms of a command's CPU). What must hold: importing them makes none;
building, reading fields, unpickling in a fresh process (the trusted catalog cache keeps problems) and subclasses
behave as the eager dataclasses did.
"""

from __future__ import annotations

import dataclasses
import json
import pickle
import subprocess
import sys

import pytest

from gpu_advisor.core.base.note_registry import NOTE_CLASSES
from gpu_advisor.core.base.problem_details import AboveMax, BadJson, ProblemDetail
from gpu_advisor.core.base.problem_details_prices import UpdateProblem, UpdateTimeout
from gpu_advisor.core.base.problem_registry import PROBLEM_CLASSES
from gpu_advisor.core.base.problems import Problem
from gpu_advisor.core.base.record import LazyDataclass, lazy_dataclass


def _fresh(code: str) -> dict:
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(done.stdout.splitlines()[-1])


def test_importing_the_classes_makes_none_of_them():
    out = _fresh(
        "import json\n"
        "from gpu_advisor.core.base.problem_registry import PROBLEM_CLASSES\n"
        "from gpu_advisor.core.base.note_registry import NOTE_CLASSES\n"
        "made = [c.__name__ for c in PROBLEM_CLASSES + NOTE_CLASSES if '__dataclass_params__' in c.__dict__]\n"
        "print(json.dumps({'made': made, 'n': len(PROBLEM_CLASSES + NOTE_CLASSES)}))\n")
    assert out["n"] > 200
    assert out["made"] == []


def test_first_build_makes_the_class_and_it_behaves_as_a_frozen_dataclass():
    a = AboveMax(max=3)
    assert "__dataclass_params__" in AboveMax.__dict__
    assert a == AboveMax(max=3) and hash(a) == hash(AboveMax(max=3)) and a != AboveMax(max=4)
    assert repr(a) == "AboveMax(max=3, min=None)"
    assert a.detail == {"max": 3}
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.max = 4  # type: ignore[misc]
    with pytest.raises(TypeError):
        AboveMax(3)  # type: ignore[misc]  # keyword-only, as declared
    with pytest.raises(TypeError):
        AboveMax(maxx=3)  # type: ignore[call-arg]


@pytest.mark.parametrize("cls", PROBLEM_CLASSES + NOTE_CLASSES, ids=lambda c: c.__name__)
def test_fields_read_from_the_class_are_its_own(cls):
    """``fields(cls)`` before any instance: the class's declared fields (annotations without ClassVars), not its
    base's empty list."""
    names = [f.name for f in dataclasses.fields(cls)]
    declared = [n for c in reversed(cls.__mro__) for n, t in vars(c).get("__annotations__", {}).items()
                if "ClassVar" not in str(t)]
    assert names == list(dict.fromkeys(declared))
    assert dataclasses.is_dataclass(cls)
    assert cls.__dataclass_params__.frozen


def test_a_lazy_subclass_of_a_lazy_base_makes_the_base_first():
    t = UpdateTimeout(provider="nebius", seconds=10.0, address="1.2.3.4", host="example.org")
    assert "__dataclass_params__" in UpdateProblem.__dict__
    assert t.detail == {"provider": "nebius", "seconds": 10.0, "address": "1.2.3.4", "host": "example.org"}
    assert isinstance(t, ProblemDetail) and isinstance(t, LazyDataclass)


def test_a_problem_pickled_in_one_process_is_whole_in_a_fresh_one(tmp_path):
    """The trusted catalog cache pickles the load's problems: unpickling builds the class without calling it."""
    data = pickle.dumps(Problem(file="gpus.csv", what=BadJson(reason="x", column=3), row=4))
    (tmp_path / "p.pickle").write_bytes(data)
    out = _fresh(
        "import json, pickle\n"
        f"p = pickle.loads(open({str(tmp_path / 'p.pickle')!r}, 'rb').read())\n"
        "from gpu_advisor.core.base.problem_details import BadJson\n"
        "print(json.dumps({'d': p.to_dict(), 'eq': p.what == BadJson(reason='x', column=3), 'r': repr(p.what)}))\n")
    assert out["d"]["detail"] == {"reason": "x", "column": 3} and out["d"]["row"] == 4
    assert out["eq"] is True
    assert out["r"] == "BadJson(reason='x', column=3, char=None)"


def test_a_note_read_back_from_json_equals_the_one_built():
    """The JSON boundary (``from_json``: fields and type hints read from the class) on a class first made there."""
    out = _fresh(
        "import json\n"
        "from gpu_advisor.core.base.note_registry import from_json\n"
        "from gpu_advisor.core.base.notes import Objective\n"
        "n = from_json({'code': 'objective', 'detail': {'objective': 'cost', 'feasible_options': 3, 'candidates': 9}})\n"
        "print(json.dumps({'eq': n == Objective(objective='cost', feasible_options=3, candidates=9),"
        " 'd': n.to_dict()}))\n")
    assert out["eq"] is True
    assert out["d"] == {"code": "objective", "detail": {"objective": "cost", "feasible_options": 3, "candidates": 9}}


def test_the_decorator_refuses_a_class_without_the_lazy_base():
    with pytest.raises(TypeError, match="LazyDataclass"):
        @lazy_dataclass(frozen=True, kw_only=True)
        class Plain:
            x: int


def test_threads_building_a_class_first_at_once_all_get_whole_instances():
    """The GUI thread and the engine's worker may build the same class first together: it is made once."""
    out = _fresh(
        "import json, sys, threading\n"
        "sys.setswitchinterval(1e-6)  # threads switch inside dataclass(): without the lock, 2 of 3 runs fail\n"
        "from gpu_advisor.core.base.problem_details_prices import UpdateTimeout\n"
        "from gpu_advisor.core.base.notes import Objective\n"
        "go = threading.Barrier(8); got, errors = [], []\n"
        "def build():\n"
        "    go.wait()\n"
        "    try:\n"
        "        got.append((UpdateTimeout(seconds=1.0, address='a', host='h').detail,\n"
        "                    Objective(objective='cost', feasible_options=1, candidates=2).detail))\n"
        "    except Exception as exc:\n"
        "        errors.append(repr(exc))\n"
        "ts = [threading.Thread(target=build) for _ in range(8)]\n"
        "[t.start() for t in ts]; [t.join() for t in ts]\n"
        "print(json.dumps({'errors': errors, 'distinct': len({json.dumps(g) for g in got}), 'n': len(got)}))\n")
    assert out == {"errors": [], "distinct": 1, "n": 8}


def test_materialize_some_makes_the_classes_left_a_slice_at_a_time():
    """The app makes the classes not made yet while idle (gui/result_view.py), a few ms at a time: a slice of no
    time makes at most one; slices go on until every class is made, and then answer at once."""
    out = _fresh(
        "import json\n"
        "from gpu_advisor.core.base.problem_registry import PROBLEM_CLASSES\n"
        "from gpu_advisor.core.base.note_registry import NOTE_CLASSES\n"
        "from gpu_advisor.core.base.record import materialize_some\n"
        "made = lambda: sum('__dataclass_params__' in c.__dict__ for c in PROBLEM_CLASSES + NOTE_CLASSES)\n"
        "first = materialize_some(0.0); one = made()\n"
        "slices = 1\n"
        "while not materialize_some(0.002): slices += 1\n"
        "print(json.dumps({'first': first, 'one': one, 'slices': slices, 'made': made(),\n"
        "                  'n': len(PROBLEM_CLASSES + NOTE_CLASSES), 'again': materialize_some(0.0)}))\n")
    assert out["first"] is False and out["one"] <= 2  # (a class and its lazy base)
    assert out["slices"] > 2 and out["made"] == out["n"] and out["again"] is True


def test_threads_meeting_many_classes_first_never_see_half_made_ones():
    """dataclass() writes ``__dataclass_params__`` before ``__init__``, and the fields descriptor was deleted before
    the fields were written: a thread that met the class meanwhile built it with its base's ``__init__`` or read its
    base's fields (about 360 of 960 builds in this run before, one full test run in ten under load)."""
    out = _fresh(
        "import dataclasses, json, sys, threading\n"
        "sys.setswitchinterval(1e-6)\n"
        "from gpu_advisor.core.base.problem_registry import PROBLEM_CLASSES\n"
        "from gpu_advisor.core.base.note_registry import NOTE_CLASSES\n"
        "errors = []\n"
        "for cls in (PROBLEM_CLASSES + NOTE_CLASSES)[:120]:\n"
        "    go = threading.Barrier(8)\n"
        "    def build(cls=cls, go=go):\n"
        "        go.wait()\n"
        "        try:\n"
        "            flds = cls.__dataclass_fields__\n"
        "            cls(**{k: None for k, f in flds.items() if f._field_type is dataclasses._FIELD and f.init\n"
        "                   and f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING})\n"
        "        except TypeError as exc:\n"
        "            errors.append(f'{cls.__name__}: {exc}')\n"
        "    ts = [threading.Thread(target=build) for _ in range(8)]\n"
        "    [t.start() for t in ts]; [t.join() for t in ts]\n"
        "print(json.dumps({'errors': errors[:3], 'n': len(errors)}))\n")
    assert out == {"errors": [], "n": 0}
