"""The pages an answer needs attention on while a field refuses what was typed (walk 19). The fields' own checks
("-5", "abc") stop the answers before the core's scenario check, so its problems at other fields went unsaid: a
past run without its hours was marked on the "Past run" page until "-5" was typed as the amount of data, and then
the message named the "Data" page only. Now the answers the fields take are checked by the core as well, each of
its problems is marked at its field (a field's own message comes first), and every page marked is named."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gpu_advisor.core.base import CatalogError
from gpu_advisor.gui.app import engine_answers
from gpu_advisor.text import describe_what

if TYPE_CHECKING:
    from gpu_advisor.gui.main_window import MainWindow


def marked_pages(win: MainWindow) -> list[str]:
    """The titles of the pages that hold a field marked in red, the core's problems with the answers the fields take
    marked first (nothing is computed: an answer is refused at its field)."""
    wz = win.wizard
    if win.catalog is not None:
        from gpu_advisor.core.scenario import parse_scenario
        try:
            parse_scenario(engine_answers(wz.scenario_dict()), win.catalog, "scenario")
        except CatalogError as exc:
            wz.show_problems(exc.problems, describe_what)
    return wz.pages_with_errors()
