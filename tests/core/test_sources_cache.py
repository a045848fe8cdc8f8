"""The sources table's records are built once per catalog (each citation of a result's assumptions used to
rebuild them from the whole table)."""

from __future__ import annotations

from gpu_advisor.core.catalog import sources
from gpu_advisor.core.catalog.load import load_bundled


def test_the_records_of_a_catalog_are_built_once_and_follow_a_new_catalog():
    cat = load_bundled()
    first = sources._records(cat)
    assert first and sources._records(cat) is first
    sid = next(iter(first))
    assert sources.cite(cat, sid)[0].known
    t = cat["sources"]
    t = t[t["source_id"] != sid]
    other = cat.with_table("sources", t)
    assert sid not in sources._records(other)  # another catalog: its own records
    assert sources._records(cat) is first
