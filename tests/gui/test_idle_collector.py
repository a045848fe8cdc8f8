"""At idle moments the app keeps what survives out of the collector's full passes (gui/worker.py
``freeze_survivors``, issue 32: full passes over the engine's caches, ~40 ms each on the worker, paused typing in the
big serving job). What must hold: the garbage among the young is freed first, the survivors are frozen, a paused
collector is left alone, and a cycle that dies after being frozen is freed by the full pass made when the answers
rest and the frozen objects doubled (``full_pass_if_grown``). Each case runs in a fresh interpreter (the
collector's state is the process's)."""

from __future__ import annotations

import json
import subprocess
import sys

_SETUP = (
    "import gc, json, weakref\n"
    "import gpu_advisor.gui.worker as W\n"
    "class Node:\n"
    "    pass\n"
    "def cycle():\n"
    "    a, b = Node(), Node(); a.b, b.a = b, a\n"
    "    return a\n"
    "start = [Node() for _ in range(1000)]\n"
    "gc.freeze()  # what resume_gc does once the first result is drawn\n")


def _run(code: str) -> dict:
    done = subprocess.run([sys.executable, "-c", _SETUP + code], capture_output=True, text=True, check=True)
    return json.loads(done.stdout.splitlines()[-1])


def test_the_young_garbage_is_freed_and_the_survivors_frozen():
    out = _run(
        "dead = weakref.ref(cycle())  # garbage in a cycle: only the collector frees it\n"
        "kept = [Node() for _ in range(500)]\n"
        "before = gc.get_freeze_count()\n"
        "W.freeze_survivors()\n"
        "print(json.dumps({'dead': dead() is None, 'grew': gc.get_freeze_count() - before, 'young': gc.get_count()[0]}))\n")
    assert out["dead"] and out["grew"] >= 500 and out["young"] < 50


def test_a_paused_collector_is_left_alone():
    out = _run(
        "gc.disable()\n"
        "dead = weakref.ref(cycle())\n"
        "before = gc.get_freeze_count()\n"
        "W.freeze_survivors()\n"
        "print(json.dumps({'dead': dead() is None, 'grew': gc.get_freeze_count() - before}))\n")
    assert not out["dead"] and out["grew"] == 0


def test_a_cycle_that_dies_once_frozen_is_freed_by_the_full_pass_once_the_frozen_objects_doubled():
    out = _run(
        "first = W.full_pass_if_grown()  # the start's objects: the measure\n"
        "held = [cycle()]\n"
        "W.freeze_survivors()  # the cycle, alive, frozen\n"
        "dead = weakref.ref(held.pop())  # it dies frozen: no pass of the collector sees it\n"
        "gc.collect()\n"
        "frozen_dead = dead() is None\n"
        "not_grown = W.full_pass_if_grown()  # (not doubled: no pass)\n"
        "more = [Node() for _ in range(gc.get_freeze_count() + 1000)]  # the frozen objects more than doubled\n"
        "W.freeze_survivors()\n"
        "grown = W.full_pass_if_grown()\n"
        "print(json.dumps({'first': first, 'frozen_dead': frozen_dead, 'not_grown': not_grown, 'grown': grown,\n"
        "                  'dead': dead() is None, 'again': W.full_pass_if_grown()}))\n")
    assert out["first"] is False and out["not_grown"] is False and not out["frozen_dead"]
    assert out["grown"] is True and out["dead"] and out["again"] is False
