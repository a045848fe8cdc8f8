"""The words for what failed on the way to a price file (core/prices/fetch.py's codes): each names the server or
the refused address, in English and in Chinese, and none of them is the offline sentence."""

from __future__ import annotations

import pytest

from gpu_advisor import messages
from gpu_advisor.core.prices import fetch as fx
from dataclasses import replace

from gpu_advisor.core.base import problem_detail
from gpu_advisor.core.base.problems import Problem

URL = "http://127.0.0.1:8765/bad/x"
HOST = "127.0.0.1:8765"
TARGET = "https://***@example.com/catalogs/v9/aws/vms.csv"
CASES = {
    fx.REFUSED: {},
    fx.RESET: {"received": 10961},
    fx.BAD_ANSWER: {"reason": "BadStatusLine"},
    fx.CONNECT_FAILED: {"reason": "EHOSTUNREACH"},
    fx.UNREACHABLE: {"reason": "DNS"},
    fx.TIMEOUT: {"seconds": 60},
    fx.TLS: {"reason": "SSLCertVerificationError"},
    fx.REDIRECT_NOT_HTTPS: {"target": TARGET},
    fx.REDIRECT_CREDENTIALS: {"target": TARGET},
    fx.REDIRECT_BAD: {"target": TARGET},
}


@pytest.mark.parametrize("code", sorted(CASES))
@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_each_failure_names_the_address_in_both_languages(code, lang):
    detail = {"address": URL, "host": HOST, "provider": "aws", **CASES[code]}
    line = messages.describe(Problem(URL, problem_detail(code, detail), value="aws"), lang)
    with messages.words_in(lang) as words:
        offline = words.problem_what("update_offline")
    assert HOST in line and "—" not in line  # every placeholder filled
    if "target" in CASES[code]:
        assert TARGET in line
    if code == fx.RESET:
        assert "10961" in line
    assert offline not in line and len(offline) > 10
    assert "problem “" not in line  # not the generic sentence of an unknown code
    if lang == "zh_CN":
        assert line != messages.describe(Problem(URL, problem_detail(code, detail), value="aws"), "en")
        assert any("\u4e00" <= ch <= "\u9fff" for ch in line)


def test_a_refused_first_address_is_named_not_the_cloud():
    """The preview's line had value=the cloud: “aws” is not an https:// address."""
    e = fx.url_problem("http://example.com/x.csv")
    line = messages.describe(Problem(e.url, replace(e.what, provider="aws"), value="aws"))
    assert "“http://example.com/x.csv” is not an https:// address" in line and "“aws”" not in line
