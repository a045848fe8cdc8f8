"""Photos resized once before training are read as their small copies in every pass after it (walk 21c): the data
feed, the disk check and its warning, and the page-cache test counted the 3 MB photos in every one of 90 passes (a
million photos read at 2,810 MB/s a server picked 256 GPUs on 64 servers), while the copy onto the servers and the
resize pass itself read the full-size photos once. The size of a copy is derived from ImageNet's average file and
the 256 px recipe (defaults.csv image_reference_short_side_px, an assumption); the launch README says to resize
first and how, and ``gpu-advisor estimate`` says the pass is assumed and what it takes."""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from gpu_advisor.core import estimate as E
from gpu_advisor.core.base import ImagesResized, IoBound, RunStartup
from gpu_advisor.core.export.launch import launch_bundle
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.candidates import disk_read_share, job_for
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.text import describe_note
from gpu_advisor.text.language import using_language

ROOT = Path(__file__).resolve().parents[2]
TODAY = dt.date(2026, 12, 6)
MILLION = {"schema_version": 1, "task": "train", "workload": "cv", "model": {"preset": "resnet-50"},
           "data": {"samples": 1000000, "epochs": 90, "image_mb": 3},
           "preferences": {"providers": ["azure"], "gpus": ["A100-80GB-PCIE"], "spot": "avoid", "currency": "USD"}}


def _default(cat, name: str) -> float:
    d = cat["defaults"]
    return float(d.loc[d["name"] == name, "value"].iloc[0])


def _copy_bytes(cat) -> float:
    """ImageNet's average file scaled to the pixels of a 256 px short side (the row's stated assumption)."""
    return _default(cat, "image_bytes_per_sample") * (
        _default(cat, "image_resize_short_side_px") / _default(cat, "image_reference_short_side_px")) ** 2


def _job(cat, image_mb):
    data = {**MILLION["data"], "image_mb": image_mb} if image_mb is not None else {
        k: v for k, v in MILLION["data"].items() if k != "image_mb"}
    return job_for(cat, parse_scenario({**MILLION, "data": data}, cat))


def test_every_pass_reads_the_small_copies(cat):
    """The data feed of 3 MB photos is that of their copies (~51 KB), not 27 x ImageNet's; the photos' own size
    still sizes the copy onto the servers (``stored_bytes``)."""
    assert 40e3 < _copy_bytes(cat) < 60e3
    photos = E.estimate_config(cat, _job(cat, 3), "A100-80GB", 8, 1)
    imagenet = E.estimate_config(cat, _job(cat, None), "A100-80GB", 8, 1)
    assert photos.wall_hours == pytest.approx(imagenet.wall_hours)  # the same images, the same work
    assert photos.data_read_mb_s == pytest.approx(
        imagenet.data_read_mb_s * _copy_bytes(cat) / _default(cat, "image_bytes_per_sample"))  # was 27 x
    said = photos.assumptions["image_resized_bytes"]
    assert said.value == pytest.approx(_copy_bytes(cat)) and "image_reference_short_side_px" in said.source
    assert "image_reference_short_side_px" in photos.assumptions
    info = E.job_info(E.prepare(cat), _job(cat, 3))
    assert info.stored_bytes == pytest.approx(1e6 * 3e6)
    assert info.bytes_read == pytest.approx(1e6 * _copy_bytes(cat) * 90)
    # a storage rate the full-size photos would overrun, the copies not: no longer I/O-bound
    slow = E.estimate_config(cat, _job(cat, 3), "A100-80GB", 8, 1, storage_read_mb_s=2000)
    assert not slow.io_bound and slow.wall_hours == pytest.approx(photos.wall_hours)
    # photos of ImageNet's size are not resized: read as they are
    small = E.job_info(E.prepare(cat), _job(cat, 0.2))
    assert small.bytes_read == pytest.approx(1e6 * 0.2e6 * 90) and small.stored_bytes == pytest.approx(1e6 * 0.2e6)


def test_the_answer_waits_for_no_disk_the_copies_do_not_need(cat):
    """A million 3 MB photos on Azure A100s: the answer was 64 servers waiting on their disks (the warning said each
    server's GPUs read 2,810 MB/s); the copies feed the GPUs from a P-series disk. The data disk still holds the
    full-size photos, copied in at its rate, and the resize pass reads them once."""
    sc = parse_scenario(MILLION, cat)
    rec = recommend(cat, sc, today=TODAY)
    opt = rec.recommendation
    assert opt.nodes < 8
    assert not any(isinstance(n, IoBound) for n in rec.warnings)
    w = next(n for n in rec.warnings if isinstance(n, ImagesResized))
    assert w.resized_gb == pytest.approx(1e6 * _copy_bytes(cat) / 1e9)
    assert opt.host.data_disk_gb >= 3000  # (3 TB of photos)
    start = next(n for n in rec.reasons if isinstance(n, RunStartup))
    read_h = 3000e9 / (opt.estimate["read_mb_s"] * 1e6) / 3600
    assert start.staging_hours >= read_h * 0.99  # the copy: the full-size photos
    assert w.hours == pytest.approx(start.resize_hours) and w.hours >= read_h * 0.99  # read once more to resize
    assert w.read_mb_s == opt.estimate["read_mb_s"]
    with using_language("en"):
        en = describe_note(w, "USD")
        assert "reading the full-size photos from its data disk at 250 MB/s" in en
        assert "reads the resized copies (about 51.3 GB in all, assumed)" in en
    with using_language("zh_CN"):
        zh = describe_note(w, "USD")
        assert "250 MB/s" in zh and "51.3 GB" in zh and "Every pass" not in zh


class _T:
    """A priced table's few parts ``disk_read_share`` reads: one server of ``ram`` GB."""

    def __init__(self, cat, sc, ram: float, gb: float):
        self.cat, self.sc = cat, sc
        self.d = {"page_cache_ram_share": 0.5}
        self.offers = {"ram_gb": np.array([ram]), "host_ram_gb": np.array([np.nan])}
        self.memo = {"data_gb": gb}


def test_the_page_cache_holds_the_copies(cat):
    """500 GB of 3 MB photos do not fit in half of 64 GB of RAM; their ~8.5 GB of copies do: the disk serves the
    first of the 90 passes only."""
    sc = parse_scenario({**MILLION, "data": {"dataset_gb": 500, "epochs": 90, "image_mb": 3}}, cat)
    job = job_for(cat, sc)
    one = np.array([0])
    assert disk_read_share(_T(cat, sc, 64.0, 500.0), job, one, np.array([1]))[0] == pytest.approx(1 / 90)
    full = replace(sc, image_mb=0.2)  # photos read as they are: 500 GB, larger than the page cache
    assert disk_read_share(_T(cat, full, 64.0, 500.0), job_for(cat, full), one, np.array([1]))[0] == 1.0


def test_the_resize_pass_reads_the_full_size_photos_once(cat):
    rp = E.resize_pass(cat, _job(cat, 3))
    cpu = rp.images * rp.vcpu_s_per_image / 96
    assert rp.image_bytes == 3e6 and rp.resized_bytes == pytest.approx(_copy_bytes(cat))
    assert float(rp.read_seconds(250.0)) == pytest.approx(3000e9 / 250e6)
    assert float(rp.pass_seconds(96, 250.0)) == pytest.approx(max(cpu, 3000e9 / 250e6))
    assert float(rp.pass_seconds(96, 1e6)) == pytest.approx(cpu)  # a fast disk: the vCPUs set the pace
    assert float(rp.pass_seconds(np.nan, 250.0)) == 0.0  # vCPUs not known: not timed


def test_the_launch_readme_says_to_resize_first(cat):
    """Both READMEs give the step and a command, with the short side, the copies' GB and the pass's time the card's
    start-up counts; photos of ImageNet's size get no such step."""
    sc = parse_scenario(MILLION, cat)
    rec = recommend(cat, sc, today=TODAY)
    w = next(n for n in rec.warnings if isinstance(n, ImagesResized))
    bundle = launch_bundle(cat, sc, rec, today=TODAY)
    plan = bundle.plan
    assert plan.resize_side_px == 256 and plan.resize_side == "short" and plan.resize_hours == pytest.approx(w.hours)
    assert plan.resized_gb == pytest.approx(w.resized_gb)
    en, zh = bundle.file("README.md").text, bundle.file("README.zh-CN.md").text
    command = "mogrify -auto-orient -resize '256x256^' -quality 90"
    for text in (en, zh):
        assert command in text and "xargs -0 -P \"$(nproc)\"" in text and "51 GB" in text
    assert "**Resize the photos first.**" in en and "256 px on their" in en
    assert f"about {plan.resize_hours:.1f} h" in en or "3.3 h" in en
    assert "**先把照片缩小。**" in zh and "256 像素" in zh
    assert en.index("Resize the photos first") < en.index("## Start it with SkyPilot")
    small = parse_scenario({**MILLION, "data": {**MILLION["data"], "image_mb": 0.2}}, cat)
    plain = launch_bundle(cat, small, recommend(cat, small, today=TODAY), today=TODAY)
    assert plain.plan.resize_side_px == 0
    assert "mogrify" not in plain.file("README.md").text and "mogrify" not in plain.file("README.zh-CN.md").text


ESTIMATE = ("estimate", "--preset", "resnet-50", "--samples", "1000000", "--epochs", "90", "--gpu", "A100-80GB",
            "--gpus", "8")


def _estimate(*extra: str) -> subprocess.CompletedProcess:
    """The real command, a process of its own."""
    return subprocess.run([sys.executable, "-m", "gpu_advisor", *ESTIMATE, *extra],
                          capture_output=True, text=True, timeout=300, cwd=ROOT)


def _estimated(capsys, *extra: str) -> str:
    """What the command prints, run in this process (``main``: the same code, without a new Python's start)."""
    from gpu_advisor.cli import main
    capsys.readouterr()
    code = main([*ESTIMATE, *extra])
    out = capsys.readouterr()
    assert code == 0, out.err
    return out.out


def test_the_estimate_command_says_the_pass_is_assumed(cat, capsys):
    """No server, so no time of its own in the estimate: it says the photos are taken as resized once, the pass's
    vCPU-hours and its hours on the vCPUs the host rule asks at least (a stated assumption), and that every pass
    reads the copies."""
    out = _estimate("--image-mb", "3")
    assert out.returncode == 0, out.stderr
    text = out.stdout
    assert "resize      images 27.3 x ImageNet's size: taken as resized once to 256 px" in text
    assert "not in the time above" in text and "vCPU-hours on each server" in text
    assert "on 64 vCPUs (assumed: the least vCPUs host_rules.csv seed001_formula asks of a server of 8 x A100-80GB)" \
        in text
    assert "every pass then reads the copies, 51.3 GB" in text
    doc = json.loads(_estimated(capsys, "--image-mb", "3", "--json"))["resize_pass"]
    rp = E.resize_pass(cat, _job(cat, 3))
    assert doc["in_wall_hours"] is False and doc["assumed_vcpus_per_server"] == 64
    assert doc["vcpu_hours_per_server"] == pytest.approx(rp.images * rp.vcpu_s_per_image / 3600)
    assert doc["hours_on_assumed_vcpus"] == pytest.approx(doc["vcpu_hours_per_server"] / 64)
    assert "resize " not in _estimated(capsys, "--image-mb", "0.2")
    assert "resize_pass" not in json.loads(_estimated(capsys, "--image-mb", "0.2", "--json"))
