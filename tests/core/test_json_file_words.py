"""A scenario file that is not JSON says why in words: a control character by its code point and place (it read
"Invalid control character at, line 1, column 36"), a NUL byte as such (it read "Expecting property name enclosed in
double quotes"), an empty file as empty (it read "Expecting value, line 2, column 1")."""

from __future__ import annotations

import pytest

from gpu_advisor.cli import main
from gpu_advisor.core.base import CatalogError
from gpu_advisor.core.scenario.spec import decode_scenario
from gpu_advisor.text import describe_problem, using_language


def _problem(data: bytes):
    with pytest.raises(CatalogError) as exc:
        decode_scenario(data, "s.json")
    (p,) = exc.value.problems
    return p


def _said(data: bytes, lang: str = "en") -> str:
    with using_language(lang):
        return describe_problem(_problem(data), cli=True, field=True)


def test_a_control_character_inside_quotes_is_named_with_its_place():
    text = _said(b'{"schema_version": 1, "task": "fine\x07tune"}')
    assert "U+0007" in text and "line 1, column 36" in text and "\\u0007" in text
    assert "at," not in text and "Invalid control character" not in text


def test_a_nul_byte_between_fields_is_named_not_a_missing_name():
    p = _problem(b'{"schema_version": 1,\x00 "task": "finetune"}')
    assert p.code == "bad_json" and p.what.char == "U+0000" and p.row == 1 and p.what.column == 22
    text = _said(b'{"schema_version": 1,\x00 "task": "finetune"}')
    assert "U+0000" in text and "line 1, column 22" in text and "Expecting" not in text


def test_an_invisible_space_is_named_too():
    text = _said('{"task":\u00a0"train"}'.encode())
    assert "U+00A0" in text and "line 1, column 9" in text


@pytest.mark.parametrize("data", [b"", b"\n", b"  \r\n\t", b"\xef\xbb\xbf\n"])
def test_an_empty_file_is_said_to_be_empty(data):
    assert _problem(data).code == "empty_file"
    assert _said(data) == "s.json: the file is empty"
    assert "空" in _said(data, "zh_CN")


def test_the_decoders_messages_are_words_with_line_and_column():
    text = _said(b'{"task": "train" "workload": "llm"}')
    assert text == ("s.json: the file is not valid JSON (line 1, column 18: a comma is missing between two "
                    "entries)")
    assert "Expecting" not in _said(b"{'task': 'train'}") and "single quotes" in _said(b"{'task': 'train'}")
    assert "not closed" in _said(b'{"task": "train')


def test_in_chinese_the_reason_is_chinese():
    text = _said(b'{"schema_version": 1, "task": "fine\x07tune"}', "zh_CN")
    assert "U+0007" in text and "控制字符" in text and "第 1 行" in text and "line" not in text


def test_the_command_line_prints_it(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path / "home"))
    f = tmp_path / "empty.json"
    f.write_text("\n")
    assert main(["recommend", str(f)]) == 2
    assert capsys.readouterr().err.strip() == f"{f}: the file is empty"
