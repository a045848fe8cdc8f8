"""Guard of the lean command line (issue 32): a command imports only what it needs.

Each case runs ``gpu_advisor.cli.main()`` (arguments from ``sys.argv``, as the command does) in a fresh
interpreter with its own user data folder and reads ``sys.modules`` afterwards. No timing is asserted here; ``bench/cli.py`` prints the CPU times.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "examples" / "lora-7b-finetune.json"
ESTIMATE = ["estimate", "--params", "7e9", "--tokens", "2e12", "--gpu", "A100-80GB", "--gpus", "2048", "--json"]

CODE = """
import contextlib, gc, io, json, os, sys
from gpu_advisor.cli import main
out = io.StringIO()
with contextlib.redirect_stdout(out):
    code = main()  # as the command does: arguments from sys.argv
print(json.dumps({"code": code, "stdout": out.getvalue(), "modules": sorted(sys.modules),
                  "openblas": os.environ.get("OPENBLAS_NUM_THREADS"), "gc": gc.isenabled(),
                  "frozen": gc.get_freeze_count()}))
"""

# Heavy pieces a machine-readable answer never needs: Qt (sentences, PDF), the app, YAML (launch files).
NOT_FOR_JSON = ("PySide6", "shiboken6", "pyqtgraph", "yaml", "gpu_advisor.gui", "gpu_advisor.core.export.launch",
                "gpu_advisor.core.export.proposal", "gpu_advisor.messages")


def _run(args: list[str], tmp_path: Path, **extra_env: str) -> dict:
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    env.update(GPU_ADVISOR_HOME=str(tmp_path / "home"), **extra_env)
    done = subprocess.run([sys.executable, "-c", CODE, *args], capture_output=True, text=True, env=env, check=True)
    return json.loads(done.stdout.splitlines()[-1])


def _heavy(modules: list[str]) -> list[str]:
    return [m for m in modules if any(m == h or m.startswith(h + ".") for h in NOT_FOR_JSON)]


def test_recommend_json_imports_no_qt_pdf_yaml_or_sentences(tmp_path):
    res = _run(["recommend", str(SCENARIO), "--json"], tmp_path)
    assert res["code"] == 0
    assert json.loads(res["stdout"])["recommendation"]["total_cost"] > 0  # the command did its work
    assert _heavy(res["modules"]) == []


def test_estimate_json_imports_no_qt_pdf_yaml_or_engine_of_recommend(tmp_path):
    res = _run(ESTIMATE, tmp_path)
    assert res["code"] == 0
    assert json.loads(res["stdout"])["gpu_count"] == 2048
    heavy = _heavy(res["modules"]) + [m for m in res["modules"] if m.startswith("gpu_advisor.core.select")]
    assert heavy == []


def test_help_imports_neither_pandas_nor_the_core(tmp_path):
    res = _run(["--help"], tmp_path)
    assert res["code"] == 0 and "gpu-advisor recommend" in res["stdout"]
    assert [m for m in res["modules"] if m.split(".")[0] in ("numpy", "pandas") or m.startswith("gpu_advisor.core")] == []


def test_headless_commands_ask_one_blas_thread_unless_the_user_chose(tmp_path):
    res = _run(ESTIMATE, tmp_path)
    assert res["openblas"] == "1"
    assert res["gc"] and res["frozen"] > 10000  # start-up objects set aside, the collector on again
    assert _run(ESTIMATE, tmp_path, OPENBLAS_NUM_THREADS="3")["openblas"] == "3"


def test_a_program_calling_main_keeps_its_process_settings(tmp_path):
    """main([...]) called by a program (tests, scripts) changes neither its environment nor its collector."""
    code = ("import gc, os, sys; from gpu_advisor.cli import main; "
            f"main({ESTIMATE!r}); print(os.environ.get('OPENBLAS_NUM_THREADS'), gc.isenabled(), gc.get_freeze_count())")
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    env["GPU_ADVISOR_HOME"] = str(tmp_path / "home")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    assert done.stdout.splitlines()[-1] == "None True 0"


def test_the_line_for_a_written_file_is_in_the_language_asked():
    from gpu_advisor.messages import wrote
    assert wrote("p.pdf") == "wrote p.pdf"
    assert wrote("p.pdf", "zh_CN") == "已写入 p.pdf"
