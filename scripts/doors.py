"""Write the lazy part of each package door in core/ from its ``if TYPE_CHECKING:`` imports.

A door (``core/<package>/__init__.py``) lists what other packages may use as plain imports under
``if TYPE_CHECKING:`` (what mypy and readers see); the ``else:`` branch (the name → module table PEP 562's
``__getattr__`` loads from) and ``__all__`` are written from that list by this script. Add or remove a name
in the ``if TYPE_CHECKING:`` block, then run::

    .venv/bin/python scripts/doors.py          # rewrite the doors
    .venv/bin/python scripts/doors.py --check  # exit 1 if a door is out of date (make test runs the tests' check)
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path

CORE = Path(__file__).resolve().parents[1] / "core"
WIDTH = 118


def door_names(tree: ast.Module) -> tuple[dict[str, str], list[str], ast.If]:
    """(name → module, whole modules, the TYPE_CHECKING ``if``) of a door."""
    for node in tree.body:
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            names: dict[str, str] = {}
            modules: list[str] = []
            for imp in node.body:
                if not isinstance(imp, ast.ImportFrom) or imp.level != 1:
                    raise SystemExit(f"a door imports only from its own modules: line {imp.lineno}")
                for a in imp.names:
                    if a.asname not in (None, a.name):
                        raise SystemExit(f"line {imp.lineno}: no renaming in a door ({a.name} as {a.asname})")
                    if imp.module is None:
                        modules.append(a.name)
                    else:
                        if a.name in names:
                            raise SystemExit(f"line {imp.lineno}: {a.name} twice")
                        names[a.name] = imp.module
            return names, modules, node
    raise SystemExit("no 'if TYPE_CHECKING:' block")


def wrapped(head: str, items: list[str], tail: str, indent: int) -> list[str]:
    lines, cur = [], head
    for i, it in enumerate(items):
        piece = it + ("," if i < len(items) - 1 else tail)
        if len(cur) + len(piece) + 1 > WIDTH and not cur.endswith(("{", "[", "(")):
            lines.append(cur.rstrip())
            cur = " " * indent + piece
        else:
            cur += ("" if cur.endswith(("{", "[", "(")) else " ") + piece
    if not items:
        cur += tail
    lines.append(cur)
    return lines


def render(path: Path) -> str:
    src = path.read_text(encoding="utf-8")
    tree = ast.parse(src)
    names, modules, node = door_names(tree)
    head = src.split("\n")[: node.body[-1].end_lineno]
    table = [f'"{n}": "{m}"' for n, m in sorted(names.items(), key=lambda x: x[0].lower())]
    call = "    __getattr__, __dir__ = lazy_door(__name__, {"
    body = wrapped(call, table, "}", len(call) - 1)
    body[-1] += ", modules=(" + ", ".join(f'"{m}"' for m in modules) + ("," if len(modules) == 1 else "") + "))"
    everything = sorted([*names, *modules], key=str.lower)
    alls = wrapped("__all__ = [", [f'"{n}"' for n in everything], "]", len("__all__ = ["))
    return "\n".join([*head, "else:", *body, "", *alls]) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="only say which doors are out of date")
    args = ap.parse_args(argv)
    stale = []
    for path in sorted(CORE.glob("*/__init__.py")):
        new = render(path)
        if new != path.read_text(encoding="utf-8"):
            stale.append(path)
            if not args.check:
                path.write_text(new, encoding="utf-8")
    for p in stale:
        print(f"{p.relative_to(CORE.parent)}: {'out of date' if args.check else 'rewritten'}")
    return 1 if stale and args.check else 0


if __name__ == "__main__":
    sys.exit(main())
