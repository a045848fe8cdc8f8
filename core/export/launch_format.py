"""How values reach the launch files (core/export/launch.py): the escaping of each format (shell words, comments,
Markdown, YAML) and the filling of the templates in ``resources/launch/``."""

from __future__ import annotations

import re
import shlex
from typing import Any

import yaml

# --------------------------------------------------------------------------- escaping
#
# A value from the catalog or the scenario reaches a file only through the writer of the file's format: shell
# words through shlex.quote, comments (shell and YAML) and Markdown text through ``one_line``, YAML through
# yaml.safe_dump, JSON through json.dumps. Numbers are written as numbers. The templates (ours) decide where a
# value stands; ``fill_template`` picks the writer from that place: in a script, a line starting with ``#`` is a comment,
# any other line is shell code; in a README, a value inside backticks is code, any other is Markdown text.

_ESCAPES = {"\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def one_line(value: Any) -> str:
    """``value`` as one line of printable text that cannot end a comment or a line: a backslash is written
    ``\\\\``, a tab, line feed or carriage return ``\\t``, ``\\n``, ``\\r``, and every other character that is not
    printable (``str.isprintable``: control characters, U+0085, the line and paragraph separators U+2028/2029 and
    every other Unicode line break ``str.splitlines`` knows, format characters such as bidi overrides, unassigned
    code points) ``\\xNN``, ``\\uNNNN`` or ``\\UNNNNNNNN``, as Python writes them. Ordinary text (letters of any
    script, digits, punctuation, spaces) stays as it is."""
    text = "" if value is None else str(value)
    if text.isprintable() and "\\" not in text:
        return text
    out = []
    for ch in text:
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif ch.isprintable():
            out.append(ch)
        else:
            n = ord(ch)
            out.append(f"\\x{n:02x}" if n < 0x100 else f"\\u{n:04x}" if n < 0x10000 else f"\\U{n:08x}")
    return "".join(out)


_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>&|~])")
# What opens a block at the start of a line (CommonMark): a heading, a list item, a setext underline, a quote.
_MD_BLOCK_START = re.compile(r"^(?:([#=+*-])(?=[#=+*-]*(?:\s|$))|(>)|(\d{1,9})([.)])(?=\s|$))")


def md_text(value: Any, line_start: bool = False) -> str:
    """``value`` as Markdown text that shows as written: one line (``one_line``), the characters that make
    emphasis, links, code, tables or HTML (``\\ ` * _ [ ] < > & | ~``) backslash-escaped (CommonMark); at the
    start of a line also a start that could open a block (``#``, ``-``, ``+``, ``=``, ``>``, ``1.``). Markup of the
    template around it (``**@{x}**``) keeps its meaning."""
    # Spaces at either end are dropped (a renderer shows none), so ``**@{x}**`` stays bold whatever ``x`` ends with.
    text = _MD_SPECIAL.sub(r"\\\1", one_line(value).strip(" "))
    if not line_start:
        return text
    return _MD_BLOCK_START.sub(lambda m: "\\" + (m.group(1) or m.group(2)) if m.group(1) or m.group(2)
                               else m.group(3) + "\\" + m.group(4), text)


def md_code(value: Any) -> str:
    """``value`` inside a Markdown code span or block: one line, a backtick written ``\\x60`` so the span
    cannot end (a code span shows backslashes as they are)."""
    return one_line(value).replace("`", "\\x60")


def sh_words(value: Any) -> str:
    """``value`` as shell words: a number as written, a string as one quoted word (``shlex.quote``), a tuple or
    list as one quoted word per item (an empty one as nothing)."""
    if isinstance(value, (tuple, list)):
        return " ".join(sh_words(v) for v in value)
    if isinstance(value, (bool, int, float)):
        return str(value)
    return shlex.quote("" if value is None else str(value))


class RawText(str):
    """Text already written by its format's writer (json.dumps), placed as it is."""


_BLOCK = re.compile(r"^[ \t]*@if (!?)(\w+)\n(.*?)^[ \t]*@end \2\n", re.S | re.M)
_PLACEHOLDER = re.compile(r"@(?:(@)|\{(\w+)\}|(\w+))")


def value_for(value: Any, fmt: str, line: str, at: int, fenced: bool) -> str:
    if isinstance(value, RawText):
        return str(value)
    if fmt == "sh":
        if line.lstrip().startswith("#"):
            return one_line(value)
        before = line[:at]
        if not isinstance(value, (bool, int, float)) and (before.count('"') - before.count('\\"')) % 2:
            # a quoted word inside "..." would not be one: the shell still expands $(...) there
            raise ValueError(f"template places a text value inside double quotes: {line.strip()}")
        return sh_words(value)
    if fmt == "md":
        if isinstance(value, (tuple, list)):
            value = " ".join(map(str, value))
        if fenced or line.count("`", 0, at) % 2:
            return md_code(value)
        return md_text(value, line_start=not line[:at].strip())
    raise ValueError(f"unknown template format {fmt!r}")


def fill_template(text: str, values: dict[str, Any], flags: dict[str, bool], fmt: str) -> str:
    """``@if NAME`` ... ``@end NAME`` blocks kept where ``flags[NAME]`` (``@if !NAME``: where not), then each
    ``@{x}`` written for its place (``fmt``: ``sh`` for scripts and comment headers, ``md`` for READMEs, see
    ``value_for``); ``@@`` is a literal ``@``."""
    while True:
        new = _BLOCK.sub(lambda m: m.group(3) if bool(flags.get(m.group(2))) != bool(m.group(1)) else "", text)
        if new == text:
            break
        text = new
    out: list[str] = []
    fenced = False
    for line in text.split("\n"):
        if fmt == "md" and line.lstrip().startswith("```"):
            fenced = not fenced

        def place(m: re.Match, line: str = line) -> str:
            if m.group(1):
                return "@"
            if m.group(3):
                raise ValueError(f"template placeholder without braces: @{m.group(3)}")
            return value_for(values[m.group(2)], fmt, line, m.start(), fenced)

        out.append(_PLACEHOLDER.sub(place, line))
    return "\n".join(out)


def tidy_lines(text: str) -> str:
    """No trailing blanks, no continuation line left empty by an unused flag."""
    lines = [ln.rstrip() for ln in text.splitlines()]
    return "\n".join(ln for ln in lines if ln.strip() != "\\") + "\n"


class LiteralBlock(str):
    pass


class LaunchDumper(yaml.SafeDumper):
    pass


def _yaml_str(dumper: yaml.SafeDumper, s: str) -> yaml.Node:
    """A string as YAML: double-quoted, where PyYAML escapes every character, when it holds anything not printable
    (PyYAML's own choice writes U+0085 raw in a quoted scalar, which reads back as a line break); a ``LiteralBlock``
    script as a ``|`` block."""
    if not s.replace("\n", "").isprintable():
        return dumper.represent_scalar("tag:yaml.org,2002:str", s, style='"')
    return dumper.represent_scalar("tag:yaml.org,2002:str", s, style="|" if isinstance(s, LiteralBlock) else None)


LaunchDumper.add_representer(str, _yaml_str)
LaunchDumper.add_representer(LiteralBlock, _yaml_str)


def yaml_text(doc: dict, header: str) -> str:
    body = yaml.dump(doc, Dumper=LaunchDumper, sort_keys=False, allow_unicode=True, default_flow_style=False, width=1000)
    return header + body
