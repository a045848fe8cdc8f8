#!/usr/bin/env python3
"""Build the bundled price/spec catalog (``catalogs/*.csv``) from the shared reference data.

Usage::

    .venv/bin/python scripts/build_catalog.py [--ref PATH] [--seeds PATH] [--out PATH] [--hand PATH]
                                              [--inputs PATH]

``--ref`` defaults to ``../shared/reference-data`` next to the repository root (in a git worktree kept
elsewhere: the one beside its main checkout), ``--seeds`` to the ``seeds`` folder beside it, ``--out`` to
``catalogs/`` in the repository, ``--hand`` (the folder the hand-kept tables and ``catalog.json`` are read
from) to the output folder when it holds a catalog, else ``catalogs/``, and ``--inputs`` to
``scripts/catalog_inputs``.

The build itself lives in ``scripts/catalog_build/``, one module per family of tables (``gpus``: providers,
GPUs and their names; ``instances``; ``storage_network``: storage, network, transfer, fabrics, FX; ``models``;
``spot``; ``sources``: the source book; ``write``: checks, overrides, writing; ``run``: one build in order).

What it reads:

* the reference data (every file with its sources) for the tables in ``BUILT_TABLES``;
* ``catalog_inputs/curated_sources.csv``: the sources the reference data does not cite itself (price
  files, seed articles, papers, the pages behind the hand-kept tables, this product's own setting,
  assumption and derivation rows); each is written to ``sources.csv``;
* ``catalog_inputs/overrides.csv``: fixes of built cells that the reference data does not carry, one
  cell per row, each with the source that backs it (e.g. B300 is an SXM part on NVLink 5);
* the hand-kept tables (every table not in ``BUILT_TABLES``: calibration, efficiency, throughput,
  defaults, answers, ...), ``catalog.json`` and ``README.md``, copied as they are (tables in canonical
  form).

The script is deterministic: the same inputs give byte-identical files, and from the committed inputs it
gives the committed ``catalogs/`` (tests/core/test_build_catalog.py). It builds the whole catalog in a
folder beside the output, checks it with the app's own loader (schema, keys, references, every cited
source id known) and only then puts it in place of the output folder. Bad input (a missing file, a
malformed CSV, a cell that is not a number, a hand-kept row citing an unknown source) stops it with one
message saying where and what; nothing is written.

Rules followed throughout (see catalogs/README.md for the reasoning):

* real data only: a figure that is not in the reference files or the seeds stays empty;
* every row carries ``source`` — ids of ``sources.csv``, which this script writes from its curated
  list and from the citations of the reference data (``SourceBook``) — and an ISO ``as_of`` (YYYY,
  YYYY-MM or YYYY-MM-DD); any wording the reference attached to a date goes into ``notes``;
* GPU names of every price file go through the one naming rule (``gpu_names.csv`` rules, then
  ``gpus.csv`` aliases: ``core.names.GpuNamer``), the same code the importers use;
* numbers are copied as text from the reference files (no float round trips), written plainly
  (``8`` not ``8.0``); booleans are ``true``/``false``;
* columns and their order come from ``core.schema``; rows are sorted by the table key.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

# The build's own modules (scripts/catalog_build/, by table family) sit beside this script; it imports the app
# only as the installed package (gpu_advisor.core...), never its folders through sys.path.
HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from catalog_build.common import REPO_ROOT, BuildError, default_ref  # noqa: E402
from catalog_build.run import build  # noqa: E402
from catalog_build.sources import INPUTS  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ref", type=Path, default=default_ref(),
                    help="reference-data folder (default: ../shared/reference-data, or the one beside the main "
                         "checkout of a git worktree)")
    ap.add_argument("--seeds", type=Path, default=None,
                    help="seed articles folder, used to re-check the copied seed figures "
                         "(default: 'seeds' beside the reference-data folder, if present)")
    ap.add_argument("--out", type=Path, default=REPO_ROOT / "catalogs",
                    help="output folder (default: catalogs/); replaced as a whole once the new catalog is "
                         "complete and valid, never left half-written")
    ap.add_argument("--hand", type=Path, default=None,
                    help="folder of the hand-kept tables and catalog.json (default: the output folder when it "
                         "holds a catalog.json, else catalogs/ of this repository)")
    ap.add_argument("--inputs", type=Path, default=INPUTS,
                    help="the build's own tables: curated_sources.csv and overrides.csv "
                         "(default: scripts/catalog_inputs)")
    args = ap.parse_args(argv)
    out = args.out.resolve()
    try:
        return build(args, out)
    except BuildError as exc:
        print(f"build_catalog: error: {exc}", file=sys.stderr)
        print(f"build_catalog: nothing written; {out} is unchanged" if out.exists() else
              f"build_catalog: nothing written; {out} not created", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
