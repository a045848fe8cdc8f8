"""The image-size field's messages: a size too small quotes what was typed with the limit in words ("“1 B” is too
small (minimum 100 bytes)"; it read "1 bytes is too small (minimum 100 bytes)"), and a control character typed is
shown escaped, never raw ("3□MB")."""

from __future__ import annotations

import pytest

from gpu_advisor.core.base import CatalogError
from gpu_advisor.core.scenario import LIMITS
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.text import describe_problem, describe_what, file_size, too_small_text, using_language

PATH = "data.image_mb"


def _problem(cat, value):
    with pytest.raises(CatalogError) as e:
        parse_scenario({"schema_version": 1, "task": "train", "workload": "cv",
                        "data": {"dataset_gb": 50, "image_mb": value}}, cat)
    return e.value.problems[0]


def test_one_byte_is_singular():
    with using_language("en"):
        assert file_size(1e-6) == "1 byte"
        assert file_size(1e-4) == "100 bytes"


def test_too_small_quotes_what_was_typed():
    with using_language("en"):
        assert too_small_text(PATH, LIMITS[PATH][0], "1 B") == "“1 B” is too small (minimum 100 bytes)"
    with using_language("zh_CN"):
        zh = too_small_text(PATH, LIMITS[PATH][0], "1 B")
        assert "“1 B”" in zh and "100 字节" in zh and "bytes" not in zh


def test_a_scenario_size_as_text_is_quoted(cat):
    p = _problem(cat, "1 B")
    with using_language("en"):
        assert describe_what(p) == "“1 B” is too small (minimum 100 bytes)"
    p = _problem(cat, 0.000001)  # a number in the file: its size in words, singular
    with using_language("en"):
        assert describe_what(p) == "1 byte is too small (minimum 100 bytes)"


def test_a_control_character_is_shown_escaped(cat):
    p = _problem(cat, "3\x01MB")
    with using_language("en"):
        text = describe_problem(p)
    assert "\x01" not in text and "3\\u0001MB" in text


def test_the_wizard_field_quotes_and_escapes():
    """The wizard's own reading of the field (gui/wizard_image.py read_size; QCoreApplication.translate needs no
    application): too small quoted as typed; a control character named, not echoed raw."""
    from gpu_advisor.gui.wizard_image import read_size
    with using_language("en"):
        assert read_size("1 B") == (None, "“1 B” is too small (minimum 100 bytes)")
        value, error = read_size("3\x01MB")
    assert value is None and "\x01" not in error and "U+0001" in error and "“3MB”" in error
    assert read_size("3 MB") == (pytest.approx(3.0), "")
