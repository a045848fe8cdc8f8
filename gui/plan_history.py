"""The Team plan window's memory: every change is one step on a ``QUndoStack`` (the whole plan before and after:
a plan is a few kilobytes of JSON), and the plan on screen is kept as a draft file after every change, so the next
start reopens it after a crash or a close (``<data folder>/drafts/team-plan.json``); "Don't save" at close leaves
the plan as saved instead (``discard_draft``)."""

from __future__ import annotations

import copy
import json
import math
from pathlib import Path
from typing import Any, Callable

from gpu_advisor.core.base import atomic_write, paths
from PySide6.QtGui import QUndoCommand

DRAFT_NAME = "team-plan.json"
DRAFT_MAX_BYTES = 4 * 1024 * 1024  # a larger file is not a draft this window wrote: ignored
MERGE_BUDGET = 1  # consecutive budget changes (each step of the spin box) are one undo step


class PlanEdit(QUndoCommand):
    """One change: the plan (as ``plan_obj()`` holds it) and the selected job, before and after."""

    def __init__(self, apply: Callable[..., None], before: tuple[dict, int], after: tuple[dict, int],
                 text: str, merge_id: int = -1, on_screen: bool = False):
        super().__init__(text)
        self.apply = apply
        self.before = copy.deepcopy(before)
        self.after = copy.deepcopy(after)
        self.merge_id = merge_id
        self.on_screen = on_screen  # the first redo: a field the user changed shows the new state already

    def id(self) -> int:
        return self.merge_id

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 (Qt's name)
        if not isinstance(other, PlanEdit) or other.merge_id != self.merge_id or self.merge_id < 0:
            return False
        self.after = other.after
        self.setObsolete(self.after[0] == self.before[0])  # (a budget typed and put back: no step to undo)
        return True

    def redo(self) -> None:
        self.apply(*self.after, self.on_screen)
        self.on_screen = False

    def undo(self) -> None:
        self.apply(*self.before)


def draft_path() -> Path:
    return paths.data_dir() / "drafts" / DRAFT_NAME


def keep_draft(plan: dict, path: Path | None, saved: bool) -> None:
    """Write the plan on screen as the draft, with the file it came from and whether it is that file's content
    (``saved``); a folder that cannot be written is passed over: the window works on, the plan is only not kept
    for the next start."""
    target = draft_path()
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        data = json.dumps({"plan": plan, "path": str(path) if path else None, "saved": bool(saved)},
                          ensure_ascii=False, indent=1)
        atomic_write(target, data.encode("utf-8"))
    except (OSError, TypeError, ValueError):
        pass


def discard_draft(saved: dict | None, path: Path | None) -> None:
    """"Don't save" at close: the changes are thrown away, as the button says, so the draft becomes the plan as last
    saved or opened (``saved``; else the file at ``path`` as it is on disk), which the next start reopens (the
    changed draft once came back, titled "plan.json[*]"); with nothing saved to go back to, no draft is left. A
    crash never gets here: its draft is the plan at the last change."""
    if saved is None and path is not None:
        try:
            on_disk = json.loads(Path(path).read_text(encoding="utf-8-sig"))
        except (OSError, UnicodeDecodeError, ValueError):
            on_disk = None
        saved = on_disk if isinstance(on_disk, dict) and _showable(on_disk) else None
    if saved is not None:
        keep_draft(saved, path, saved=True)
        return
    try:
        draft_path().unlink(missing_ok=True)
    except OSError:
        pass


def read_draft() -> tuple[dict, Path | None, bool] | None:
    """The kept draft: the plan, the file it came from (None when that file is gone) and whether the plan is that
    file's content; None when there is no draft or it is not one this window wrote."""
    target = draft_path()
    try:
        if target.is_symlink() or not target.is_file() or target.stat().st_size > DRAFT_MAX_BYTES:
            return None
        obj: Any = json.loads(target.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return None
    if not isinstance(obj, dict) or not isinstance(obj.get("plan"), dict):
        return None
    plan = obj["plan"]
    if not _showable(plan):
        return None
    path = obj.get("path")
    path = Path(path) if isinstance(path, str) and path and Path(path).is_file() else None
    return plan, path, obj.get("saved") is True


def _showable(plan: dict) -> bool:
    """The shape the window shows (the month checks the rest, as for a file): jobs a list of objects, preferences
    and budget objects, a number for the budget, text for the name and the clouds."""
    jobs, prefs, budget = plan.get("jobs", []), plan.get("preferences") or {}, plan.get("budget") or {}
    if not isinstance(jobs, list) or not all(isinstance(j, dict) for j in jobs):
        return False
    if not isinstance(prefs, dict) or not isinstance(budget, dict):
        return False
    amount = budget.get("amount", 0)
    if isinstance(amount, bool) or not isinstance(amount, (int, float)) or not math.isfinite(amount):
        return False
    providers = prefs.get("providers") or []
    return isinstance(providers, list) and isinstance(plan.get("name", ""), str)


def jobs_of(path: str | Path) -> list:
    """The jobs of a plan file that does not hold, to name them in its problems ([] when it cannot be read)."""
    try:
        obj = json.loads(Path(path).read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError, ValueError):
        return []
    jobs = obj.get("jobs") if isinstance(obj, dict) else None
    return jobs if isinstance(jobs, list) else []
