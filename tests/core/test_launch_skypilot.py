"""The launch files of every example's recommendation and alternatives, parsed by SkyPilot's own code.

SkyPilot (a test extra) runs in a child process (one for all the checks of a test process) whose HOME is a temporary folder: the test writes SkyPilot
catalog files there (``~/.sky/catalogs/v8/<cloud>/vms.csv`` and ``common/accelerators.csv``) from the rows of
SkyPilot's public catalog kept in tests/data/launch, so nothing is fetched; HTTP(S) proxies point at a closed
port on 127.0.0.1 so that a fetch would fail instead of leaving the machine. SkyPilot then checks each task
and service YAML: the schemas, the region and instance type against the catalog, the accelerators against
what the instance type has (a mismatch is an error), and that the resources can be launched."""

from __future__ import annotations

import atexit
import contextlib
import datetime as dt
import importlib.util
import json
import os
import re
import select
import subprocess
import sys
import time
from pathlib import Path

import pandas as pd
import pytest
import yaml

from gpu_advisor.core.export import launch as L
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import load_scenario, parse_scenario
from gpu_advisor.core.select.recommendation import recommend

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "launch"
CHECK = Path(__file__).with_name("skypilot_check.py")
TODAY = dt.date(2026, 12, 2)
SKY_CATALOG_VERSION = "v8"  # sky.skylet.constants.CATALOG_SCHEMA_VERSION of skypilot 0.14


def sky_home(tmp: Path, extra: list[dict] | tuple = ()) -> Path:
    """A HOME whose ~/.sky holds SkyPilot's catalog files for the rows of tests/data/launch (plus ``extra`` rows):
    SkyPilot's parser then finds the instance types offline. CRLF line ends, so that the csv module quotes a
    field holding a lone CR too (test_launch_hostile.py adds hostile rows)."""
    rows = pd.read_csv(DATA / "skypilot-catalog-rows.csv", dtype=str, keep_default_na=False)
    if len(extra):
        rows = pd.concat([rows, pd.DataFrame(list(extra))], ignore_index=True)
    base = tmp / "home" / ".sky" / "catalogs" / SKY_CATALOG_VERSION
    for cloud, g in rows.groupby("cloud"):
        (base / cloud).mkdir(parents=True, exist_ok=True)
        g.drop(columns=["cloud", "catalog_path"]).assign(GpuInfo="").to_csv(base / cloud / "vms.csv", index=False,
                                                                             lineterminator="\r\n")
    (base / "common").mkdir(parents=True, exist_ok=True)
    names = sorted(set(rows["AcceleratorName"]))
    pd.DataFrame({"AcceleratorName": names, "Clouds": ["AWS, Azure, GCP, Lambda, Nebius, RunPod"] * len(names)}).to_csv(
        base / "common" / "accelerators.csv", index=False, lineterminator="\r\n")
    return tmp / "home"


# One SkyPilot process per catalog (the extra rows) in a test process, started on first use and asked check after
# check (``skypilot_check.py --serve``): SkyPilot's import (~2 s) is a check's cost. Stopped when the tests end.
_SKY: dict[str, tuple[subprocess.Popen, Path]] = {}


def _stop_sky() -> None:
    for proc, _ in _SKY.values():
        with contextlib.suppress(OSError):
            proc.stdin.close()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()


atexit.register(_stop_sky)


def sky_ask(tmp: Path, request: dict, extra: list[dict] | tuple = (), timeout: float = 600) -> list[dict]:
    """SkyPilot's answers to ``request`` (files and their ``envs``, or ``commands``; see skypilot_check.py), from the
    process for the catalog with ``extra`` rows (``tmp``: where a new one keeps its HOME and log), offline: its
    HOME holds the catalog files, and HTTP(S) proxies point at a closed port on 127.0.0.1."""
    key = json.dumps(list(extra), sort_keys=True)
    proc, log = _SKY.get(key, (None, tmp))
    if proc is None or proc.poll() is not None:
        where = tmp / f"sky-{len(_SKY)}"
        home = sky_home(where, extra)
        env = {k: v for k, v in os.environ.items() if k.upper() not in ("HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY",
                                                                         "ALL_PROXY", "SKY_RUNTIME_DIR")}
        env.update(HOME=str(home), HTTP_PROXY="http://127.0.0.1:9", HTTPS_PROXY="http://127.0.0.1:9",
                   http_proxy="http://127.0.0.1:9", https_proxy="http://127.0.0.1:9")
        log = where / "stderr.log"
        with open(log, "wb") as err:
            proc = subprocess.Popen([sys.executable, str(CHECK), "--serve"], stdin=subprocess.PIPE,
                                    stdout=subprocess.PIPE, stderr=err, env=env)
        _SKY[key] = (proc, log)
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write((json.dumps(request) + "\n").encode())
    proc.stdin.flush()
    out: list[dict] = []
    buf, deadline = b"", time.monotonic() + timeout
    while True:
        while b"\n" not in buf:
            left = deadline - time.monotonic()
            ready = select.select([proc.stdout], [], [], max(0.0, left))[0] if left > 0 else []
            chunk = os.read(proc.stdout.fileno(), 1 << 16) if ready else b""
            if not chunk:  # ended or timed out: what it said
                proc.kill()
                pytest.fail(f"SkyPilot's check stopped ({'timed out' if ready == [] else 'exited'}): "
                            f"{log.read_text(errors='replace')[-3000:]}")
            buf += chunk
        line, buf = buf.split(b"\n", 1)
        if not line.startswith(b"{"):
            continue  # something SkyPilot printed
        doc = json.loads(line)
        if set(doc) == {"done"}:
            assert doc["done"] == len(out) and buf == b"", (doc, out)
            return out
        out.append(doc)


def run_sky(tmp: Path, files: list[Path], extra: list[dict] | tuple = (), data_uri: str | None = None) -> list[dict]:
    """SkyPilot's own parser (skypilot_check.py, in a process of its own, offline) on each YAML file; the data a
    local folder unless ``data_uri`` says otherwise (a bucket)."""
    (tmp / "code").mkdir(exist_ok=True)
    (tmp / "data").mkdir(exist_ok=True)
    envs = [f"CODE_DIR={tmp / 'code'}", "TRAIN_SCRIPT=train.py", f"DATA_URI={data_uri or tmp / 'data'}",
            "CHECKPOINT_URI=s3://my-bucket/checkpoints", "MODEL=org/model"]
    out = sky_ask(tmp, {"envs": envs, "files": [str(f) for f in files]}, extra)
    assert len(out) == len(files) and [r["file"] for r in out] == [str(f) for f in files], out
    return out


@pytest.fixture(scope="module")
def checked(tmp_path_factory):
    if importlib.util.find_spec("sky") is None:  # the test extra installs it; never skip silently
        pytest.fail("SkyPilot is not installed: run `make setup` (pip install -e '.[test]')")
    tmp = tmp_path_factory.mktemp("sky")
    cat = load_bundled()
    cases = []
    scenarios = [(f.stem, load_scenario(f, cat)) for f in sorted((ROOT / "examples").glob("*.json"))]
    # The examples never land on GCP or AWS: the same scenarios restricted to them.
    for f in sorted((ROOT / "examples").glob("*.json")):
        for cloud in ("gcp", "aws"):
            if cloud == "aws" and not any(k in f.stem for k in ("lora", "qwen")):
                continue
            obj = json.loads(f.read_text(encoding="utf-8"))
            obj.setdefault("preferences", {})["providers"] = [cloud]
            scenarios.append((f"{f.stem}-{cloud}", parse_scenario(obj, cat, f.name)))
    for stem, sc in scenarios:
        rec = recommend(cat, sc, today=TODAY)
        for i, opt in enumerate([rec.recommendation, *rec.alternatives]):
            if not opt.fits:  # refused (test_launch.py): the model does not fit on it
                continue
            b = L.launch_bundle(cat, sc, rec, opt, today=TODAY)
            folder = tmp / f"{stem}-{i}"
            L.write_bundle(b, folder)
            for name in ("skypilot-task.yaml", "skypilot-service.yaml"):
                if (folder / name).exists():
                    cases.append((stem, opt, b.plan, folder / name))
    # A wrong file, to show the check can fail: the recommendation's accelerators halved.
    bad = tmp / "bad.yaml"
    doc = yaml.safe_load(cases[0][3].read_text(encoding="utf-8"))
    acc, n = doc["resources"]["accelerators"].split(":")
    doc["resources"]["accelerators"] = f"{acc}:{max(1, int(n) // 2) if int(n) > 1 else 3}"
    bad.write_text(yaml.safe_dump(doc), encoding="utf-8")
    results = run_sky(tmp, [c[3] for c in cases] + [bad])
    return cases, results[:-1], results[-1]


def test_skypilot_accepts_every_launch_file(checked):
    cases, results, _ = checked
    assert len(cases) >= 15
    for (name, opt, plan, path), res in zip(cases, results):
        assert res["ok"], (name, path.name, res.get("error"))
        assert res["feasible"], (name, res)  # SkyPilot finds launchable resources for it


def test_skypilot_gets_a_disk_tier_of_each_cloud(checked):
    """The disk_tier of every cloud the examples reach, as SkyPilot reads it: AWS medium (gp3), GCP high (pd-ssd),
    Azure medium (Premium SSD); no disk_tier where SkyPilot chooses none (Lambda, RunPod)."""
    cases, results, _ = checked
    seen = {(L.SKYPILOT_CLOUDS[opt.provider], res["disk_tier"]) for (name, opt, plan, path), res in zip(cases, results)}
    assert {("aws", "medium"), ("gcp", "high"), ("azure", "medium")} <= seen, seen
    assert not {c for c, t in seen if c in ("lambda", "runpod") and t is not None}, seen


def test_skypilot_reads_the_cluster_we_priced(checked):
    cases, results, _ = checked
    for (name, opt, plan, path), res in zip(cases, results):
        (acc, count), = res["accelerators"].items()
        assert res["instance_accelerators"] == res["accelerators"], name  # the instance type has those GPUs
        assert res["cloud"] == L.SKYPILOT_CLOUDS[opt.provider] and res["region"] == opt.region
        assert res["instance_type"] == opt.instance_type
        assert res["use_spot"] == (opt.billing == "spot")
        # the disk: its size, and the tier whose disk is the product the price counts (none where SkyPilot has none)
        assert res["disk_size"] == plan.disk_gb, name
        assert res["disk_tier"] == (plan.skypilot_disk_tier or None), name
        # the fast network between the servers, where SkyPilot sets it up (test_launch_fabric.py), else none
        assert res["network_tier"] == ("best" if plan.network_tier_best else None), name
        if plan.kind == "train":
            assert res["num_nodes"] * count == opt.gpu_count, name
            assert "SKYPILOT_NODE_RANK" in res["run"] and res["envs"]["CHECKPOINT_EVERY_STEPS"]
            # SkyPilot reads the data as a copy (short form) onto the cloud disk the price counts, or as a bucket
            # mounted where the price counts it on the local NVMe (setup copies it there: a copy landed on the system
            # disk), and the checkpoints as a bucket in MOUNT_CACHED mode, where the run command writes them and
            # looks for one to resume from (it wrote them to the copied /data, lost with the cluster, and passed no
            # resume argument; plain MOUNT takes no renames or random writes)
            ck = {"/checkpoints": ["s3://my-bucket/checkpoints", "MOUNT_CACHED"]}
            if plan.data_local:
                assert res["file_mounts"] == {}, name
                source, mode = res["storage_mounts"].pop("/data")
                assert source.endswith("data") and mode == "MOUNT", name
                assert res["storage_mounts"] == ck, name
            else:
                assert list(res["file_mounts"]) == ["/data"] and res["file_mounts"]["/data"].endswith("data"), name
                assert res["storage_mounts"] == ck, name
            assert res["disk_size"] == plan.disk_gb, name
            if plan.script == "torchvision":  # an image classifier: torchvision's reference script
                assert "--output-dir /checkpoints" in res["run"] and "--resume /checkpoints/checkpoint.pth" in res["run"]
            else:
                assert "--output_dir /checkpoints" in res["run"] and "--resume_from_checkpoint" in res["run"], name
        else:
            assert count == opt.gpus_per_node, name
            # a replica per copy of the model: one server, or num_nodes servers where a copy spans them
            assert res["service_replicas"] * res["num_nodes"] == opt.instances, name


def test_every_cloud_is_checked(checked):
    cases, _, _ = checked
    assert {L.SKYPILOT_CLOUDS[opt.provider] for _, opt, _, _ in cases} == set(L.SKYPILOT_CLOUDS.values())


def test_skypilot_rejects_a_mismatch(checked):
    _, _, bad = checked
    assert not bad["ok"]
    assert "Infeasible" in bad["error"] or "accelerator" in bad["error"].lower()


def _sky_commands(readme: str) -> list[str]:
    """The ``sky ...`` command lines a README tells the user to run (code spans and blocks, continuations
    joined, placeholders filled)."""
    text = re.sub(r"\\\n\s*", " ", readme)
    lines = re.findall(r"`(sky [^`]+)`", text) + re.findall(r"^\s*(sky .+)$", text, re.M)
    out = []
    for line in lines:
        line = re.sub(r"<[^>]+>", "org/model", line).replace("--env ...", "--env A=b").strip()
        out.append(line)
    return sorted(set(out))


def test_the_readme_commands_are_skypilots(tmp_path):
    """Every ``sky`` command the READMEs give parses with SkyPilot's own command line (click), options and
    all; nothing is run."""
    cat = load_bundled()
    lines: set[str] = set()
    for f in ("h100-8x-training-host.json", "lora-7b-finetune.json", "llama-70b-inference-high-qps.json"):
        sc = load_scenario(ROOT / "examples" / f, cat)
        rec = recommend(cat, sc, today=TODAY)
        b = L.launch_bundle(cat, sc, rec, today=TODAY)
        for name in ("README.md", "README.zh-CN.md"):
            lines.update(_sky_commands(b.file(name).text))
    assert {"sky launch", "sky jobs launch", "sky serve up", "sky down", "sky check"} <= {
        " ".join(x.split()[:3 if x.split()[1] in ("jobs", "serve") else 2]) for x in lines}
    # The README lines, then a line with an unknown option (SkyPilot's process of the other checks).
    bad = "sky launch x.yaml --nodes-please 2"
    assert bad not in lines
    results = sky_ask(tmp_path, {"commands": [*sorted(lines), bad]}, timeout=300)
    assert len(results) == len(lines) + 1 and [r["line"] for r in results] == [*sorted(lines), bad]
    for res in results[:-1]:
        assert res["ok"], res
    assert not results[-1]["ok"]  # an unknown option is caught


def test_the_readme_example_buckets_are_in_the_servers_own_cloud(tmp_path):
    """Walk 21: the README of an Azure pick read DATA_URI=s3://my-bucket/... — a bucket of another cloud, read
    across clouds and billed as its data transfer out, which the proposal does not count. The example buckets are
    now the servers' cloud's own, and the README says to keep them there; SkyPilot's parser takes the Azure one."""
    cat = load_bundled()
    seen = {}
    for f, cloud in (("lora-7b-finetune.json", "azure"), ("lora-7b-finetune.json", "aws"),
                     ("lora-7b-finetune.json", "gcp")):
        obj = json.loads((ROOT / "examples" / f).read_text(encoding="utf-8"))
        obj.setdefault("preferences", {})["providers"] = [cloud]
        sc = parse_scenario(obj, cat, f)
        rec = recommend(cat, sc, today=TODAY)
        assert rec.recommendation.provider == cloud
        b = L.launch_bundle(cat, sc, rec, today=TODAY)
        en, zh = b.file("README.md").text, b.file("README.zh-CN.md").text
        uri = re.search(r"DATA_URI=(\S+)", en).group(1)
        assert re.search(r"DATA_URI=(\S+)", zh).group(1) == uri
        assert "servers' own cloud and region" in en and "服务器所在的云和地域" in zh
        seen[cloud] = uri
        if cloud == "azure":
            folder = tmp_path / "azure"
            L.write_bundle(b, folder)
            task = folder / "skypilot-task.yaml"
    assert seen == {"azure": "https://myaccount.blob.core.windows.net/my-container/my-dataset",
                    "aws": "s3://my-bucket/my-dataset", "gcp": "gs://my-bucket/my-dataset"}
    out = run_sky(tmp_path, [task], data_uri=seen["azure"])
    assert out[0]["ok"], out
    assert seen["azure"] in json.dumps(out[0])  # the bucket as SkyPilot read it (mounted at /data or copied)
