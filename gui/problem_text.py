"""Translated sentences for the core's problem codes, in the interface language.

The sentences themselves live in ``gui.words`` (the one registry of the app's, the command line's and
the PDF's words); these are the names the windows call.
"""

from __future__ import annotations

from gpu_advisor.core.base import Problem
from gpu_advisor.gui import words


def describe(p: Problem) -> str:
    """'file, row N, column C: what is wrong' in the interface language."""
    return words.describe_problem(p)


def describe_what(p: Problem) -> str:
    """Only what is wrong (for a message shown at the field itself)."""
    return words.problem_what(p.code, p.value, p.detail)
