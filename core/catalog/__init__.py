"""The catalog: the immutable ``Catalog`` and its cache, the table schema, reading and validating tables, sources,
names, migrations, the user's stored catalog (generations, lock, repair), import, export and merge, edits,
recovery copies, money (currencies, billing, cost lines) and the host rule.

This is the package's one door: other packages import only the names listed here (``__all__``);
each is loaded from its module on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import lazy_door

if TYPE_CHECKING:
    from . import bundled_base, cost, disk_tiers, edits, model_search, price_cites
    from .cost import CostLine, defaults, price_age_days, PRICE_COLUMN
    from .host import host_columns, host_spec, HostSpec, size_host
    from .load import load_bundled, load_dir, price_needed_rows, validate_catalog, validate_table
    from .load import files_key
    from .model import cached, Catalog, catalog_of, content_key, CURRENT, gen_no, MANIFEST
    from .names import GpuNamer, near_names, normalise, resolve_gpu, resolve_provider, UnknownName
    from .recovery import RecoveryStore
    from .schema import BOOL, FLOAT, INT, NAME_LENGTH, PRICE_MIN, STR, Table, TABLE_ORDER, TABLES
    from .sources import add_quote, add_source, cite_any, parse_cell
    from .stamp import catalog_stamp, CatalogStamp
    from .store import catalog_files, CatalogStore, DAMAGED, LOCK_FILE, MAX_TABLE_BYTES
    from .tableimport import (apply_bundled_merge, export_dir, plan_bundled_merge, plan_import, reset_to_bundled,
                              row_keys)
    from .tableimport import ImportPlan
    from .train_scripts import train_script_of
    from .tableio import (ANOMALY_FLAG, as_float, closest, coerce_table, col_pos, decode, format_number,
                          format_numbers, format_table, FORMULA_PREFIXES, guard, has_errors, no_gc, parse_csv,
                          RawTable, read_table_bytes, to_csv_bytes)
else:
    __getattr__, __dir__ = lazy_door(__name__, {"add_quote": "sources", "add_source": "sources",
                                               "ANOMALY_FLAG": "tableio", "apply_bundled_merge": "tableimport",
                                               "as_float": "tableio", "BOOL": "schema", "cached": "model",
                                               "Catalog": "model", "catalog_files": "store", "catalog_of": "model",
                                               "catalog_stamp": "stamp", "CatalogStamp": "stamp",
                                               "CatalogStore": "store", "cite_any": "sources", "closest": "tableio",
                                               "coerce_table": "tableio", "col_pos": "tableio",
                                               "content_key": "model", "CostLine": "cost", "CURRENT": "model",
                                               "DAMAGED": "store", "decode": "tableio", "defaults": "cost",
                                               "export_dir": "tableimport", "files_key": "load", "FLOAT": "schema",
                                               "format_number": "tableio", "format_numbers": "tableio",
                                               "format_table": "tableio", "FORMULA_PREFIXES": "tableio",
                                               "gen_no": "model", "GpuNamer": "names", "guard": "tableio",
                                               "has_errors": "tableio", "host_columns": "host", "host_spec": "host",
                                               "HostSpec": "host", "ImportPlan": "tableimport", "INT": "schema",
                                               "load_bundled": "load", "load_dir": "load", "LOCK_FILE": "store",
                                               "MANIFEST": "model", "MAX_TABLE_BYTES": "store",
                                               "NAME_LENGTH": "schema", "near_names": "names", "no_gc": "tableio",
                                               "normalise": "names", "parse_cell": "sources", "parse_csv": "tableio",
                                               "plan_bundled_merge": "tableimport", "plan_import": "tableimport",
                                               "price_age_days": "cost", "PRICE_COLUMN": "cost",
                                               "PRICE_MIN": "schema", "price_needed_rows": "load",
                                               "RawTable": "tableio", "read_table_bytes": "tableio",
                                               "RecoveryStore": "recovery", "reset_to_bundled": "tableimport",
                                               "resolve_gpu": "names", "resolve_provider": "names",
                                               "row_keys": "tableimport", "size_host": "host", "STR": "schema",
                                               "Table": "schema", "TABLE_ORDER": "schema", "TABLES": "schema",
                                               "to_csv_bytes": "tableio", "train_script_of": "train_scripts",
                                               "UnknownName": "names", "validate_catalog": "load",
                                               "validate_table": "load"}, modules=("bundled_base", "cost", "disk_tiers", "edits", "model_search", "price_cites"))

__all__ = ["add_quote", "add_source", "ANOMALY_FLAG", "apply_bundled_merge", "as_float", "BOOL", "bundled_base",
           "cached", "Catalog", "catalog_files", "catalog_of", "catalog_stamp", "CatalogStamp", "CatalogStore",
           "cite_any", "closest", "coerce_table", "col_pos", "content_key", "cost", "CostLine", "CURRENT", "DAMAGED",
           "decode", "defaults", "disk_tiers", "edits", "export_dir", "files_key", "FLOAT", "format_number",
           "format_numbers", "format_table", "FORMULA_PREFIXES", "gen_no", "GpuNamer", "guard", "has_errors",
           "host_columns", "host_spec", "HostSpec", "ImportPlan", "INT", "load_bundled", "load_dir", "LOCK_FILE",
           "MANIFEST", "MAX_TABLE_BYTES", "model_search", "NAME_LENGTH", "near_names", "no_gc", "normalise",
           "parse_cell", "parse_csv", "plan_bundled_merge", "plan_import", "price_age_days", "price_cites",
           "PRICE_COLUMN", "PRICE_MIN", "price_needed_rows", "RawTable", "read_table_bytes", "RecoveryStore",
           "reset_to_bundled", "resolve_gpu", "resolve_provider", "row_keys", "size_host", "STR", "Table",
           "TABLE_ORDER", "TABLES", "to_csv_bytes", "train_script_of", "UnknownName", "validate_catalog",
           "validate_table"]
