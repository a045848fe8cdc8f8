"""`gpu-advisor catalog ...`: exit codes, one line per problem, nothing changed on bad input."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from gpu_advisor.cli import main
from gpu_advisor.core import catalog as cm
from gpu_advisor.core.catalog.store import CatalogStore
from gpu_advisor.core.catalog.schema import TABLES

from ..support import tree_digest


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_path_prints_the_catalog_folder(capsys, advisor_home, seeded_home):
    code, out, _ = run(capsys, "catalog", "path")
    assert code == 0 and out.strip() == str(advisor_home / "catalog")


def test_validate_passes_on_the_bundled_and_the_users_catalog(capsys, seeded_home):
    code, out, err = run(capsys, "catalog", "validate", "--bundled")
    assert code == 0 and "OK" in out, err
    code, out, err = run(capsys, "catalog", "validate")
    assert code == 0 and "OK" in out, err


def test_validate_a_bad_file_names_row_and_column(capsys, tmp_path, seeded_home):
    store = CatalogStore()
    df = store.ensure()["instances"].head(3).copy()
    text = cm.to_csv_bytes(df, TABLES["instances"]).decode().replace(f",{df['currency'].iat[1]},", ",EUR,", 1)
    bad = tmp_path / "bad.csv"
    bad.write_text(text)
    code, out, err = run(capsys, "catalog", "validate", str(bad))
    assert code == 2
    assert f"{bad}, row 2, column currency: “EUR” is not one of the allowed values (use one of: CNY, USD)" in err


def test_import_with_errors_exits_2_and_changes_nothing(capsys, tmp_path, seeded_home):
    store = CatalogStore()
    cat = store.ensure()
    before = tree_digest(store.root)
    df = cat["instances"].head(3).copy()
    text = cm.to_csv_bytes(df, TABLES["instances"]).decode()
    lines = text.splitlines()
    cells = lines[1].split(",")
    cells[TABLES["instances"].column_names.index("on_demand_hour")] = "-3"
    lines[1] = ",".join(cells)
    bad = tmp_path / "prices.csv"
    bad.write_text("\n".join(lines) + "\n", encoding="gbk")
    code, out, err = run(capsys, "catalog", "import", str(bad))
    assert code == 2
    assert f"{bad}, row 2, column on_demand_hour: a price cannot be negative" in err  # prices: at least PRICE_MIN
    assert "your catalog is unchanged" in err
    assert tree_digest(store.root) == before


def test_import_a_good_file_then_dry_run(capsys, tmp_path, seeded_home):
    store = CatalogStore()
    cat = store.ensure()
    df = cat["instances"].head(2).copy()
    df["on_demand_hour"] = [1.5, 2.5]
    f = tmp_path / "negotiated.csv"
    f.write_bytes(b"\xef\xbb\xbf" + cm.to_csv_bytes(df, TABLES["instances"]))
    before = tree_digest(store.root)
    code, out, _ = run(capsys, "catalog", "import", str(f), "--dry-run")
    assert code == 0 and "0 added, 2 changed" in out and tree_digest(store.root) == before
    code, out, _ = run(capsys, "catalog", "import", str(f))
    assert code == 0 and "saved as gen-000002" in out
    assert sorted(store.load()["instances"]["on_demand_hour"].head(2)) == [1.5, 2.5]


@pytest.mark.parametrize("args,fragment", [
    (["catalog", "import", "/nonexistent/x.csv"], "/nonexistent/x.csv: no such file"),
    (["catalog", "import", "README.md", "--table", "nope"], "“nope” is not a catalog table"),
    (["catalog", "reset"], "add --yes to confirm"),
])
def test_bad_requests_exit_2_with_one_clear_line(capsys, args, fragment, monkeypatch, seeded_home):
    monkeypatch.setattr(sys, "stdin", open(os.devnull))
    code, out, err = run(capsys, *args)
    assert code == 2 and fragment in err
    assert len(err.strip().splitlines()) == 1


def test_export_then_refuse_to_overwrite(capsys, tmp_path, seeded_home):
    code, out, _ = run(capsys, "catalog", "export", str(tmp_path / "out"))
    assert code == 0 and f"wrote {len(TABLES)} files" in out
    code, _, err = run(capsys, "catalog", "export", str(tmp_path / "out"))
    assert code == 2 and "exists already" in err
    code, _, _ = run(capsys, "catalog", "export", str(tmp_path / "out"), "--force")
    assert code == 0


def test_reset_and_merge(capsys):
    code, out, _ = run(capsys, "catalog", "reset", "--yes")
    assert code == 0 and "reset to the bundled one" in out
    code, out, _ = run(capsys, "catalog", "merge")
    assert code == 0 and "nothing to add" in out


def test_the_app_without_a_display_fails_with_one_clear_line(advisor_home):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    p = subprocess.run([sys.executable, "-m", "gpu_advisor"], capture_output=True, text=True, env=env, timeout=60)
    assert p.returncode == 2
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1 and "no display" in lines[0] and "gpu-advisor catalog" in lines[0]
    env["DISPLAY"] = ":97"
    p = subprocess.run([sys.executable, "-m", "gpu_advisor"], capture_output=True, text=True, env=env, timeout=60)
    assert p.returncode == 2 and "no X server answers on DISPLAY=:97" in p.stderr


def test_catalog_lines_in_the_language_asked_for(capsys, tmp_path, seeded_home):
    """`catalog import` had no --lang and printed English f-strings; every catalog action takes --lang now, as
    recommend does, its lines and problems in that language (minor25)."""
    from gpu_advisor.cli_catalog import catalog_parser
    for action in ("path", "validate", "import x.csv", "export d", "reset", "merge", "restore-previous", "update"):
        assert catalog_parser().parse_args([*action.split(), "--lang", "zh_CN"]).lang == "zh_CN"
    store = CatalogStore()
    df = store.ensure()["instances"].head(2).copy()
    df["on_demand_hour"] = [1.5, 2.5]
    f = tmp_path / "negotiated.csv"
    f.write_bytes(cm.to_csv_bytes(df, TABLES["instances"]))
    code, out, _ = run(capsys, "catalog", "import", str(f), "--dry-run", "--lang", "zh_CN")
    assert code == 0 and out.strip() == "试运行，未做任何更改：表 instances（utf-8）：新增 0 行，修改 2 行，未变 0 行"
    code, out, _ = run(capsys, "catalog", "import", str(f), "--dry-run")  # English stays the default
    assert out.strip() == "dry run, nothing changed: table instances (utf-8): 0 added, 2 changed, 0 unchanged"
    code, out, err = run(capsys, "catalog", "import", str(f), "--provider", "aws", "--lang", "zh_CN")
    assert code == 2 and err.strip() == "gpu-advisor: --provider 只适用于 SkyPilot 的 vms.csv 文件"


def test_the_catalog_words_in_chinese():
    """The other actions' lines, in Chinese through the text layer (no catalog needed)."""
    from gpu_advisor import text as W
    from gpu_advisor.text import catalog_cli as cw
    with W.using_language("zh_CN"):
        assert cw.merge_nothing() == "无需添加：您的价格目录已包含内置目录的每一行"
        assert cw.table_file_ok("a.csv", "instances", 2, "utf-8") == "a.csv：正常（表 instances，2 行，utf-8）"
        assert cw.exported(30, "d") == "已将 30 个文件写入 d"
        assert cw.gone_line("us-east-1", "p5.48xlarge", "H100") == \
            "  已下架   us-east-1 p5.48xlarge（H100）：文件中已没有；保留您的这一行"
    with W.using_language("en"):
        assert cw.exported(1, "d") == "wrote 1 file to d" and cw.exported(30, "d") == "wrote 30 files to d"
        assert cw.gone_line("us-east-1", "p5.48xlarge", "H100") == \
            "  gone     us-east-1 p5.48xlarge (H100): not in the file; your row is kept"  # (the columns as before)
