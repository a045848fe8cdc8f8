"""Cell-level checks of one CSV table: every kind of error, named by row and column."""

from __future__ import annotations

import datetime as dt

from gpu_advisor.core.catalog.schema import TABLES
from gpu_advisor.core.catalog.tableio import detect_table, parse_csv, read_table_bytes, to_csv_bytes

TODAY = dt.date(2026, 12, 2)
INST = TABLES["instances"]
GOOD = {
    "provider": "alibaba", "region": "cn-shanghai", "instance_type": "ecs.test", "gpu": "A100", "gpu_count": "1",
    "gpu_memory_gb": "40", "vcpus": "12", "ram_gb": "94", "local_disk_gb": "", "network_gbps": "",
    "interconnect": "", "currency": "CNY", "on_demand_hour": "31.58", "spot_hour": "", "monthly": "15160",
    "reserved_1y_hour": "", "reserved_3y_hour": "", "source": "test", "as_of": "2023-06", "notes": "",
}


def csv_bytes(rows: list[dict], header=None, encoding="utf-8") -> bytes:
    header = header or list(INST.column_names)
    lines = [",".join(header)]
    for r in rows:
        lines.append(",".join(str(r.get(h, "")) for h in header))
    return ("\n".join(lines) + "\n").encode(encoding)


def row(i: int, **over) -> dict:
    r = dict(GOOD, instance_type=f"ecs.test{i}")
    r.update(over)
    return r


def check(rows, **kw):
    return read_table_bytes(csv_bytes(rows, **kw), "instances.csv", "instances", TODAY)


def codes(problems):
    return sorted((p.code, p.row, p.column) for p in problems)


def test_good_table_has_no_problems():
    name, df, enc, problems = check([row(1), row(2)])
    assert problems == []
    assert name == "instances" and enc == "utf-8"
    assert df["on_demand_hour"].tolist() == [31.58, 31.58]
    assert str(df["vcpus"].dtype) == "Int64"


def test_every_kind_of_cell_error_is_named_by_row_and_column():
    rows = [
        row(1, on_demand_hour="abc"),  # row 2
        row(2, on_demand_hour="-5"),  # row 3
        row(3, currency="EUR"),  # row 4
        row(4, as_of="June 2023"),  # row 5
        row(5, vcpus="8.5"),  # row 6
        row(6, gpu=""),  # row 7
        row(7, as_of="2031-01-01"),  # row 8
        row(8, gpu_count="0"),  # row 9
        row(9, interconnect="infiniband"),  # row 10
        row(10, monthly="1e400"),  # row 11: overflows to inf: a number too large, as the wizard says (walk 22)
    ]
    _, _, _, problems = check(rows)
    assert codes(problems) == sorted([
        ("not_a_number", 2, "on_demand_hour"),
        ("below_min", 3, "on_demand_hour"),
        ("not_allowed", 4, "currency"),
        ("bad_date", 5, "as_of"),
        ("not_an_integer", 6, "vcpus"),
        ("required", 7, "gpu"),
        ("date_in_future", 8, "as_of"),
        ("below_min", 9, "gpu_count"),
        ("not_allowed", 10, "interconnect"),
        ("above_max", 11, "monthly"),
    ])
    p = next(p for p in problems if p.code == "not_a_number" and p.row == 2)
    assert p.value == "abc"
    p = next(p for p in problems if p.code == "not_allowed" and p.row == 4)
    assert p.detail["allowed"] == ["CNY", "USD"]


def test_impossible_calendar_date_is_rejected():
    _, _, _, problems = check([row(1, as_of="2023-02-30"), row(2, as_of="2023-13")])
    assert codes(problems) == [("bad_date", 2, "as_of"), ("bad_date", 3, "as_of")]


def test_all_rows_with_wrong_field_count_are_reported_not_just_the_first():
    data = csv_bytes([row(1), row(2), row(3)]).decode()
    lines = data.splitlines()
    lines[1] += ",extra"
    lines[3] = lines[3].rsplit(",", 2)[0]
    _, df, _, problems = read_table_bytes(("\n".join(lines) + "\n").encode(), "x.csv", "instances", TODAY)
    assert codes(problems) == [("field_count", 2, None), ("field_count", 4, None)]
    assert problems[0].detail == {"expected": len(INST.columns), "found": len(INST.columns) + 1}


def test_header_problems_unknown_and_missing_columns():
    header = [c if c != "on_demand_hour" else "on_demand_hr" for c in INST.column_names]
    header.remove("currency")
    rows = [{**row(1), "on_demand_hr": "1"}]
    _, _, _, problems = check(rows, header=header)
    got = {(p.code, p.column) for p in problems}
    assert ("unknown_column", "on_demand_hr") in got
    assert ("missing_column", "currency") in got
    unknown = next(p for p in problems if p.code == "unknown_column")
    assert "on_demand_hour" in unknown.detail["closest"]


def test_optional_columns_may_be_left_out():
    header = [c for c in INST.column_names if c not in ("reserved_1y_hour", "reserved_3y_hour", "notes")]
    _, df, _, problems = check([row(1)], header=header)
    assert problems == []
    assert df["reserved_1y_hour"].isna().all()


def test_duplicate_keys_point_at_the_first_row_case_insensitively():
    _, _, _, problems = check([row(1), row(2), row(1, region="CN-SHANGHAI")])
    assert codes(problems) == [("duplicate_key", 4, "provider,region,instance_type")]
    assert problems[0].detail == {"first_row": 2}


def test_booleans_accept_common_spellings():
    t = TABLES["instance_network"]
    header = list(t.column_names)
    text = ",".join(header) + "\n" + "\n".join(
        f"aws,t{i},100,{b},,src,2023-05-31," for i, b in enumerate(["true", "Yes", "0", "否", "maybe"])) + "\n"
    _, df, _, problems = read_table_bytes(text.encode(), "n.csv", "instance_network", TODAY)
    assert codes(problems) == [("not_a_boolean", 6, "rdma")]
    assert df["rdma"].tolist()[:4] == [True, True, False, False]


def test_the_three_encodings_read_the_same_chinese_text():
    rows = [row(1, notes="按量付费，价格来自阿里云购买页"), row(2, notes="包年包月")]
    frames = []
    for enc in ("utf-8", "utf-8-sig", "gbk"):
        name, df, got_enc, problems = read_table_bytes(csv_bytes(rows, encoding=enc), f"i-{enc}.csv", None, TODAY)
        assert problems == [], enc
        assert name == "instances"
        assert got_enc == ("gbk" if enc == "gbk" else "utf-8")
        frames.append(df)
    for df in frames[1:]:
        assert df.equals(frames[0])
    assert frames[0]["notes"].tolist()[0] == "按量付费，价格来自阿里云购买页"


def test_undecodable_and_empty_files():
    _, _, _, problems = read_table_bytes("provider,region\n".encode("utf-16"), "u16.csv", "instances", TODAY)
    assert [p.code for p in problems] == ["encoding"]
    _, _, _, problems = read_table_bytes(b"", "empty.csv", "instances", TODAY)
    assert [p.code for p in problems] == ["empty_file"]
    _, _, _, problems = read_table_bytes(b"\xff\xfe\xfa\x00garbage", "bin.csv", "instances", TODAY)
    assert [p.code for p in problems] == ["encoding"]


def test_table_is_detected_from_the_header():
    raw, _ = parse_csv(csv_bytes([row(1)]), "anything.csv")
    assert detect_table(raw.header, "anything.csv") == "instances"
    raw, _ = parse_csv(b"base,quote,rate,source,as_of,notes\nUSD,CNY,7.1,x,2024-12-31,\n", "rates.csv")
    assert detect_table(raw.header, "rates.csv") == "fx_rates"
    raw, _ = parse_csv(b"foo,bar\n1,2\n", "x.csv")
    assert detect_table(raw.header, "x.csv") is None


def test_writing_then_reading_round_trips_exactly():
    _, df, _, _ = check([row(1, on_demand_hour="0.1"), row(2, vcpus="96", monthly="1e22")])
    data = to_csv_bytes(df, INST)
    _, df2, _, problems = read_table_bytes(data, "again.csv", "instances", TODAY)
    assert problems == []
    assert df2.equals(df)
    assert to_csv_bytes(df2, INST) == data
    assert b",96," in data and b"8.0" not in data
