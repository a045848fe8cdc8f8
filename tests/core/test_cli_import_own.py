"""`gpu-advisor catalog import FILE` over the user's own prices (typed in the editor, or quoted): kept by default, one
line each and how many, as the editor's import of a price file and the Update dialog keep them unless ticked;
``--replace-own`` takes the file's; a bad file changes nothing (exit 2). Before, the command line overwrote them
silently ("0 added, 1 changed")."""

from __future__ import annotations

import datetime as _dt
from pathlib import Path

import pytest

from gpu_advisor.cli import main
from gpu_advisor.core import catalog as cm
from gpu_advisor.core.catalog import edits, price_cites
from gpu_advisor.core.catalog.schema import TABLES
from gpu_advisor.core.catalog.store import CatalogStore
from gpu_advisor.core.prices import keep_own_prices
from gpu_advisor.core.prices.quotes import set_quoted_price

from ..support import tree_digest

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "update"
TYPED = _dt.date(2026, 12, 1)


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def _typed(cat, j: int, column: str, price: float):
    """``cat`` with the instance at position ``j`` given the user's own ``price`` as the editor enters it."""
    inst = cat["instances"].copy()
    inst.iat[j, inst.columns.get_loc(column)] = price
    for c, v in edits.price_edit_cells("instances", column, TYPED, inst[price_cites.COLUMN].iat[j]).items():
        inst.iat[j, inst.columns.get_loc(c)] = v
    return cat.with_table("instances", inst)


def _row(cat, key):
    inst = cat["instances"]
    keys = list(zip(inst["provider"].str.lower(), inst["region"].str.lower(), inst["instance_type"].str.lower()))
    return inst.iloc[keys.index(tuple(k.lower() for k in key))]


@pytest.fixture
def own(seeded_home, tmp_path):
    """The store with the user's own on-demand price (20 USD) on the first AWS row, and a price list (instances CSV)
    that gives 25 USD for it and 1.5 USD for the next AWS row (no price of the user's)."""
    store = CatalogStore()
    cat = store.ensure()
    aws = [j for j, p in enumerate(cat["instances"]["provider"]) if p == "aws"][:2]
    cat = _typed(cat, aws[0], "on_demand_hour", 20.0)
    store.save(cat, reason="edit")
    df = cat["instances"].iloc[aws].copy()
    df["on_demand_hour"] = [25.0, 1.5]
    f = tmp_path / "prices.csv"
    f.write_bytes(cm.to_csv_bytes(df, TABLES["instances"]))
    keys = [tuple(str(cat["instances"][c].iat[j]) for c in ("provider", "region", "instance_type")) for j in aws]
    return store, f, keys


def test_an_import_keeps_the_users_own_price_and_says_so(capsys, own):
    store, f, (mine, other) = own
    code, out, err = run(capsys, "catalog", "import", str(f))
    assert code == 0, err
    lines = out.splitlines()
    assert (f"  your own price kept: aws / {mine[1]} / {mine[2]}, On-demand per hour 20 USD (entered by you); "
            "the file's: 25 USD") in lines
    assert "kept 1 of your own prices; --replace-own to take the file's" in lines
    # the row with the user's price is as it was: the file changes only the other one
    assert "0 added, 1 changed, 1 unchanged" in out
    cat = store.load()
    row = _row(cat, mine)
    assert row["on_demand_hour"] == 20.0 and price_cites.parse(row["user_prices"]) == {"on_demand_hour": "2026-12-01"}
    assert _row(cat, other)["on_demand_hour"] == 1.5


def test_replace_own_takes_the_files_price(capsys, own):
    store, f, (mine, other) = own
    code, out, err = run(capsys, "catalog", "import", str(f), "--replace-own")
    assert code == 0, err
    assert (f"  your own price replaced: aws / {mine[1]} / {mine[2]}, On-demand per hour 20 USD (entered by you) "
            "→ 25 USD") in out.splitlines()
    assert "took the file's price in place of 1 of your own prices (--replace-own)" in out
    assert "0 added, 2 changed" in out
    cat = store.load()
    assert _row(cat, mine)["on_demand_hour"] == 25.0 and _row(cat, other)["on_demand_hour"] == 1.5


def test_a_file_replacing_the_table_keeps_the_rows_of_your_own_prices_it_leaves_out(capsys, own, tmp_path):
    """`catalog import --replace` of a price list without the row of the user's negotiated price removed it with the
    rest, silently (minor25): the row stays, listed and counted as unchanged, not removed; --replace-own removes it."""
    store, _, (mine, other) = own
    cat = store.load()
    inst = cat["instances"]
    f = tmp_path / "others.csv"  # every row but the user's, one price changed
    rest = inst[inst["instance_type"] != mine[2]].copy()
    rest.loc[rest["instance_type"] == other[2], "on_demand_hour"] = 1.5
    f.write_bytes(cm.to_csv_bytes(rest, TABLES["instances"]))
    gone = int((inst["instance_type"] == mine[2]).sum())  # (its rows in other regions are the bundled ones)
    code, out, err = run(capsys, "catalog", "import", str(f), "--replace")
    assert code == 0, err
    lines = out.splitlines()
    assert f"  your own prices' row kept: aws / {mine[1]} / {mine[2]} (not in the file)" in lines
    assert "kept 1 row with prices of your own that the file leaves out; --replace-own to remove it" in lines
    assert f", {gone - 1} removed; saved as" in out
    after = store.load()
    assert _row(after, mine)["on_demand_hour"] == 20.0 and _row(after, other)["on_demand_hour"] == 1.5
    assert _row(after, mine).astype(str).to_dict() == _row(cat, mine).astype(str).to_dict()  # kept whole
    # --replace-own (keep=False): the file's table as it is, the user's row removed with the rest, and listed
    plan = cm.plan_import(cat, f.read_bytes(), str(f), "instances", "replace")
    taken = keep_own_prices(cat, plan.result, "instances", keep=False)
    assert taken.left_out == (mine,) and taken.catalog["instances"].equals(plan.result["instances"])
    with pytest.raises(ValueError):
        _row(taken.catalog, mine)


def test_a_dry_run_lists_the_own_prices_and_changes_nothing(capsys, own):
    store, f, (mine, _) = own
    before = tree_digest(store.root, skip_lock=True)
    code, out, _ = run(capsys, "catalog", "import", str(f), "--dry-run")
    assert code == 0 and "kept 1 of your own prices" in out and "dry run, nothing changed" in out
    assert tree_digest(store.root, skip_lock=True) == before


@pytest.mark.parametrize("flags", [(), ("--replace-own",)])
def test_a_bad_file_changes_nothing_whatever_the_flag(capsys, own, flags):
    store, f, _ = own
    before = tree_digest(store.root, skip_lock=True)
    text = f.read_text(encoding="utf-8").splitlines()
    cells = text[1].split(",")
    cells[TABLES["instances"].column_names.index("on_demand_hour")] = "25 dollars"
    f.write_text("\n".join([text[0], ",".join(cells), *text[2:]]) + "\n", encoding="utf-8")
    code, out, err = run(capsys, "catalog", "import", str(f), *flags)
    assert code == 2
    assert f"{f}, row 2, column on_demand_hour:" in err and "your catalog is unchanged" in err
    assert "your own price" not in out
    assert tree_digest(store.root, skip_lock=True) == before


def test_a_skypilot_price_file_keeps_own_prices_too(capsys, seeded_home, tmp_path):
    """A SkyPilot vms.csv (the file the Update dialog would read): the user's own on-demand price and quoted spot
    price are kept, the row's other prices are the file's; with --replace-own they are the file's, citing it."""
    store = CatalogStore()
    cat = store.ensure()
    f = tmp_path / "aws" / "vms.csv"
    f.parent.mkdir()
    f.write_bytes((FIXTURES / "changed" / "aws" / "vms.csv").read_bytes())
    a, b = ("aws", "us-east-1", "g4dn.16xlarge"), ("aws", "us-east-1", "g4dn.4xlarge")  # both repriced by the file
    pos = {tuple(str(cat["instances"][c].iat[j]) for c in ("provider", "region", "instance_type")): j
           for j in range(len(cat["instances"]))}
    cat = _typed(cat, pos[a], "on_demand_hour", 20.0)
    cat = set_quoted_price(cat, *b, 0.5, "spot", who="Acme reseller", date=TYPED)
    store.save(cat, reason="edit")
    code, out, err = run(capsys, "catalog", "import", str(f))
    assert code == 0, err
    assert ("  your own price kept: aws / us-east-1 / g4dn.16xlarge, On-demand per hour 20 USD (entered by you); "
            "the file's: 4.7872 USD") in out.splitlines()
    assert ("  your own price kept: aws / us-east-1 / g4dn.4xlarge, Spot per hour 0.5 USD (quoted); the file's: "
            "0.4031 USD") in out.splitlines()
    assert "kept 2 of your own prices" in out
    after = store.load()
    ra, rb = _row(after, a), _row(after, b)
    assert ra.astype(str).to_dict() == _row(cat, a).astype(str).to_dict()  # nothing else of the file for that row: kept whole
    assert rb["spot_hour"] == 0.5 and "spot_hour" in price_cites.parse(rb["user_prices"])
    assert rb["on_demand_hour"] == 1.1438 and rb["source"].startswith("skypilot-")  # the row's other price: the file's
    code, out, err = run(capsys, "catalog", "import", str(f), "--replace-own", "--accept-big-changes")
    assert code == 0, err
    assert "[your own price (entered by you): replaced]" in out and "took the file's price in place of 2" in out
    after = store.load()
    ra, rb = _row(after, a), _row(after, b)
    assert (ra["on_demand_hour"], rb["spot_hour"]) == (4.7872, 0.4031)
    assert not price_cites.parse(ra["user_prices"]) and not price_cites.parse(rb["user_prices"])  # the file's now


def test_a_row_the_user_added_keeps_its_prices_and_their_source(seeded_home):
    """A storage price of a row citing the user (typed in the editor): a file with another price and its own source
    leaves price, source and date alone; the file's other columns are taken."""
    store = CatalogStore()
    cat = store.ensure()
    st = cat["storage"].copy()
    st.iat[0, st.columns.get_loc("price_gb_month")] = 0.5
    for c, v in edits.provenance_after_edit("storage", "price_gb_month", TYPED).items():
        st.iat[0, st.columns.get_loc(c)] = v
    cat = cat.with_table("storage", st)
    new = st.copy()
    new.iat[0, new.columns.get_loc("price_gb_month")] = 0.7
    new.iat[0, new.columns.get_loc("source")] = str(cat["storage"]["source"].iat[1])
    new.iat[0, new.columns.get_loc("notes")] = "from the price list"
    got = keep_own_prices(cat, cat.with_table("storage", new), "storage")
    [hit] = got.hits
    assert (hit.column, hit.own, hit.mine, hit.file) == ("price_gb_month", "user", 0.5, 0.7)
    row = got.catalog["storage"].iloc[0]
    assert (row["price_gb_month"], row["source"], row["as_of"]) == (0.5, "user", "2026-12-01")
    assert row["notes"] == "from the price list" and got.rows_back == 0
    taken = keep_own_prices(cat, cat.with_table("storage", new), "storage", keep=False)
    assert taken.catalog["storage"]["price_gb_month"].iat[0] == 0.7 and len(taken.hits) == 1
