"""pypdf's reading of the app's PDFs, the same operations in a fraction of the time.

``page.extract_text()`` first splits the page's content stream into operations (operands, operator), one byte at a
time in Python: ~60% of the ~0.3 s a page takes, and the GUI tests read a few hundred pages. The app's PDFs (Qt's
writer) hold only numbers, names, hex strings, flat arrays of numbers and operators, one glyph a ``Td``/``Tj``
pair. ``parse_content_stream`` splits such a stream with one regular expression into the very objects pypdf's own
parser makes (same classes, built by the same constructors from the same bytes); anything else in a stream (a
literal string, a dictionary, a comment, an inline image, a name with ``#``, ``R``, any other byte) and the whole
stream goes to pypdf's own parser. Text extraction after the split is pypdf's, untouched.
``tests/gui/test_pdf_reading.py`` checks both parsers give the same operations on the app's PDFs."""

from __future__ import annotations

import io
import re

from pypdf._configuration import get_configuration
from pypdf.generic import ArrayObject, ContentStream, FloatObject, NameObject, NumberObject, read_object
from pypdf.generic._utils import create_string_object

PYPDF_PARSE = ContentStream._parse_content_stream

_WS = rb"[ \t\n\r]"
_TOKEN = re.compile(
    _WS + rb"*(?:"
    rb"(?P<num>[+\-.0-9]+)"
    rb"|(?P<name>/[^ \t\n\r\f\x0b\x00()<>\[\]{}/%#]*)(?=[ \t\n\r()<>\[\]{}/%]|\Z)"
    rb"|(?P<dict><<(?:[^<>]|<[0-9A-Fa-f \t\n\r]*>)*>>)"
    rb"|<(?!<)(?P<hex>[0-9A-Fa-f \t\n\r]*)>"
    rb"|\[(?P<arr>" + _WS + rb"*(?:[+\-.0-9]+" + _WS + rb"*)*)\]"
    rb"|(?P<op>[A-Za-z'\"][^ \t\n\r\f\x0b()<>\[\]{}/%]*)"
    rb"|(?P<end>\Z))")
_NUMBER = re.compile(rb"[+\-.0-9]+")
_HEX_WS = re.compile(rb"[ \t\n\r]")


def _number(raw: bytes):
    return FloatObject(raw) if b"." in raw else NumberObject(raw)


def quick_operations(data: bytes, forced_encoding) -> list | None:
    """The operations of ``data`` as pypdf's parser gives them, or None where the stream holds anything else."""
    ops: list = []
    operands: list = []
    budget = get_configuration().stream_parsing_work_maximum_count
    tokens = 0
    pos = 0
    match = _TOKEN.match
    while True:
        m = match(data, pos)
        if m is None:
            return None
        pos = m.end()
        kind = m.lastgroup
        if kind == "end":
            break
        tokens += 1
        if kind == "num":
            operands.append(_number(m.group("num")))
        elif kind == "op":
            op = m.group("op")
            if op in (b"BI", b"R", b"stream"):
                return None
            ops.append((operands, op))
            operands = []
        elif kind == "name":
            try:
                operands.append(NameObject(m.group("name").decode("utf-8")))
            except UnicodeDecodeError:
                return None
        elif kind == "hex":
            digits = _HEX_WS.sub(b"", m.group("hex"))
            if len(digits) % 2:
                digits += b"0"
            operands.append(create_string_object(bytes.fromhex(digits.decode("ascii")), forced_encoding))
        elif kind == "dict":  # (a marked-content span's properties: "<< /ActualText <...> >>", pypdf's reading)
            operands.append(read_object(io.BytesIO(m.group("dict")), None, forced_encoding))
        else:  # a flat array of numbers
            items = _NUMBER.findall(m.group("arr"))
            tokens += len(items)
            operands.append(ArrayObject(_number(x) for x in items))
        if tokens > budget:
            return None  # (pypdf's parser raises its limit)
    if operands:
        return None  # (operands with no operator after them: as pypdf leaves them, not worth copying)
    return ops


def parse_content_stream(self, stream) -> None:
    """``ContentStream._parse_content_stream``: the regular-expression split where it applies, else pypdf's."""
    stream.seek(0, 0)
    ops = quick_operations(stream.read(), self.forced_encoding)
    if ops is None:
        self._operations = []
        PYPDF_PARSE(self, stream)
    else:
        self._operations = ops
