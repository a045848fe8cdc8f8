"""spot_interruption.csv: interruption rates and the providers' eviction rules."""

from __future__ import annotations

from pathlib import Path

from .common import dated, join_notes, num, read_ref
from .sources import BOOK


# --------------------------------------------------------------------------------------------
# spot_interruption.csv
# --------------------------------------------------------------------------------------------

# AWS Spot Instance Advisor buckets -> (low, high) % per month. The feed's upper bounds are
# 5/11/16/22/100, so '5-10%' really means up to about 11% (reference README).
AWS_BUCKETS = {"<5%": ("0", "5"), "5-10%": ("5", "11"), "10-15%": ("11", "16"),
               "15-20%": ("16", "22"), ">20%": ("22", "100")}
BUCKET_NOTE = ("rates from the bucket; the feed's upper bounds are 5/11/16/22/100, so '5-10%' "
               "means up to about 11%")


def build_spot(ref: Path) -> list[dict]:
    rows = []
    for r in read_ref(ref / "spot-interruption.csv"):
        value = r["interruption_bucket_or_rate"]
        as_of, date_note = dated(r["as_of"])
        row = dict(provider=r["provider"], instance_type=r["instance_type"], region=r["region"],
                   bucket="", rate_low_pct="", rate_high_pct="", savings_pct="", policy="",
                   source=BOOK.ref(r["source"]), as_of=as_of)
        notes = []
        if value in AWS_BUCKETS:
            row["bucket"] = value
            row["rate_low_pct"], row["rate_high_pct"] = AWS_BUCKETS[value]
            row["savings_pct"] = num(r["savings_vs_on_demand_pct"])
            notes.append(BUCKET_NOTE)
        elif r["provider"] == "aws" and value == "<10%":
            # feed global_rate: not one of the advisor buckets, and an average over every instance type (mostly
            # CPU types), so it is kept as a statement, not as a rate for GPU instances (spot_rules.csv
            # fallback_pct_month is used where no GPU figure is published)
            row["policy"] = "average interruption frequency <10% across all regions and instance types"
            notes.append(AWS_AVERAGE_NOTE)
        else:
            row["policy"] = value
            savings = r["savings_vs_on_demand_pct"]
            if savings:
                # GCP 'up to 91' is a documented maximum, not a typical saving like AWS's figure.
                row["policy"] = f"{value}; discount {savings}% off the default price"
                notes.append("savings_pct left empty: the source gives only a maximum")
            if r["provider"] == "alibaba" and "release rate below 3%" in r["notes"]:
                row["rate_high_pct"] = "3"
                notes.append("rate_high_pct 3 from the '<3%' release rate in the note below")
        row["notes"] = join_notes(*notes, r["notes"], date_note)
        rows.append(row)
    return rows + build_eviction_rules(ref)


AWS_AVERAGE_NOTE = ("not used as a rate: an average over every instance type (mostly CPU types); GPU spot "
                    "capacity is scarcer (56 of the feed's 78 GPU rows are in the >20% band)")
# spot-eviction-rules.csv rows -> (instance_type, policy) of spot_interruption.csv; rows not listed (the portal
# preview date, context only) are left out.
AZURE_BANDS = "all Spot VM sizes (bands shown per size in portal)"
AZURE_BAND_NOTE = ("ASSUMPTION (no GPU size's band is published in any source read): the top band, 20+%, read "
                   "per month like AWS's bands (20-100), so an Azure spot job is planned at the same rate as the "
                   "median AWS GPU row; the blog's 'per hour' wording would make it higher still")


def build_eviction_rules(ref: Path) -> list[dict]:
    """Azure's published eviction-rate bands (with the conservative reading stated as an assumption), Azure's
    notice, and GCP's Spot VM pricing statement, from spot-eviction-rules.csv."""
    rows = []
    for r in read_ref(ref / "spot-eviction-rules.csv"):
        prov, scope, value = r["provider"], r["instance_or_family"], r["band_or_rate"]
        undated = r["as_of"].startswith("undated")  # 'undated (copy)', 'undated blog'
        as_of, date_note = dated("" if undated else r["as_of"])
        row = dict(provider=prov, region="(all regions)", bucket="", rate_low_pct="", rate_high_pct="",
                   savings_pct="", source=BOOK.ref(r["source"]), as_of=as_of)
        notes = []
        if prov == "azure" and scope == AZURE_BANDS:
            row.update(instance_type="Azure Spot VMs (eviction-rate bands)", rate_low_pct="20",
                       rate_high_pct="100", policy=f"eviction-rate {value} per size and region; "
                                                   f"period: {r['period']}")
            row["source"] = f"{row['source']}; gpu-advisor-assumption"
            notes.append(AZURE_BAND_NOTE)
        elif prov == "azure" and value.startswith("eviction notice"):
            row.update(instance_type="Azure Spot VMs (eviction notice)", policy=value)
        elif prov == "gcp":
            row.update(instance_type="Spot VMs (pricing)", policy=value)
        else:
            continue
        row["notes"] = join_notes(*notes, r["notes"], date_note)
        rows.append(row)
    return rows
