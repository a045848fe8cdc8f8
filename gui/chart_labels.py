"""Where the cost chart's line labels sit: each slides along its line to the free place nearest its own.

The deadline's label sat at the top of its line, under the "N dearer options above the view" note in the view's
top-left corner (at 1280 x 720 it read "ne 100 h"); moved down to a fixed 0.8 of the height it sat on the budget
line and its label instead. Each label now keeps its usual place unless something is in the way there, and then
moves along its line to the nearest place clear of it:

* the note (down from the top-left corner) clears the budget line when that is dragged through it;
* the budget's label (along the budget line, left to right) clears the note, the deadline line and the pick's star;
* the deadline's label (along the deadline line, top to bottom) clears the note, the budget line, the budget's label
  (as just placed) and the star.

The boxes are worked out from the view's range and the labels' sizes, as pyqtgraph places them (a label beside a
vertical line is on its right in the view's left half, on its left in the right half; a label of a horizontal line
is under it in the view's upper half, over it in the lower half), not read back from the items: a view's range
changes before pyqtgraph moves its items, and the places are set as the fractions of the view pyqtgraph keeps.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF

DEADLINE_LABEL_AT = 0.93  # the deadline's label's usual place along its line (0 the view's bottom, 1 its top)
BUDGET_LABEL_AT = 0.08  # the budget's label's usual place along its line (0 the view's left, 1 its right)
CLEARANCE = 3.0  # pixels kept between a label and what it clears (a hovered line is 4 px wide)
STAR_SIZE = 20.0  # the pick's star, in pixels (CostHoursChart.choice)


def slide_clear(box: QRectF, vertical: bool, lo: float, hi: float, blocks: Sequence[QRectF],
                gap: float = CLEARANCE) -> float:
    """The shift of ``box`` (down if ``vertical``, else right; negative: up or left) nearest to none that keeps it
    clear of every one of ``blocks`` by ``gap`` and, once moved, between ``lo`` and ``hi`` along that direction.
    Nothing in the way: 0 (even if the box reaches a little past ``lo`` or ``hi`` where it is). No place clear:
    the shift that overlaps the blocks least."""
    # (plain numbers: along the slide a0..a1, across it c0..c1; a drag places the labels at each step)
    if vertical:
        a0, a1, c0, c1 = box.top(), box.bottom(), box.left(), box.right()
        spans = [(b.top() - gap, b.bottom() + gap, b.left() - gap, b.right() + gap) for b in blocks if not b.isEmpty()]
    else:
        a0, a1, c0, c1 = box.left(), box.right(), box.top(), box.bottom()
        spans = [(b.left() - gap, b.right() + gap, b.top() - gap, b.bottom() + gap) for b in blocks if not b.isEmpty()]
    spans = [s for s in spans if s[2] < c1 and c0 < s[3]]  # only what lies across the slide's way can be in it

    def overlap(d: float) -> float:
        return sum(max(min(a1 + d, s1) - max(a0 + d, s0), 0.0) * (min(c1, e1) - max(c0, e0))
                   for s0, s1, e0, e1 in spans)

    shifts = [0.0] + sorted((d for s0, s1, _e0, _e1 in spans for d in (s0 - a1, s1 - a0)
                             if lo - 1e-6 <= a0 + d and a1 + d <= hi + 1e-6), key=abs)
    for d in shifts:  # the nearest place clear of everything
        if not any(a0 + d < s1 and s0 < a1 + d for s0, s1, _e0, _e1 in spans):
            return d
    return min(shifts, key=lambda d: (overlap(d), abs(d)))


def label_box(rect: QRectF, at: QPointF, anchor: tuple[float, float]) -> QRectF:
    """The box of a label as wide and high as ``rect`` whose ``anchor`` (0 to 1 of its width and height) is at
    ``at``."""
    w, h = rect.width(), rect.height()
    return QRectF(at.x() - anchor[0] * w, at.y() - anchor[1] * h, w, h)


def place_line_labels(vb, note, deadline, budget, star: tuple[float, float] | None) -> None:
    """Put the labels of the ``deadline`` and ``budget`` lines (pyqtgraph InfiniteLines in the ViewBox ``vb``) where
    they cover neither the ``note`` above the view (a TextItem in its top-left corner, shown or not), the other
    line, nor the pick's ``star`` (its place in the view, or None), nor each other (see the module's words)."""
    (x0, x1), (y0, y1) = vb.viewRange()
    view = vb.mapRectToScene(vb.rect())
    if view.width() <= 1 or view.height() <= 1:
        return
    blocks: list[QRectF] = []
    by = vb.mapViewToScene(QPointF(x0, budget.value())).y()
    if note.isVisible():  # in the view's top-left corner; under the budget line when that is dragged through it
        box = label_box(note.boundingRect(), view.topLeft(), (0.0, 0.0))
        line = [QRectF(view.left(), by - 1.0, view.width(), 2.0)] if budget.isVisible() else []
        box.translate(0.0, slide_clear(box, True, view.top(), view.bottom(), line))
        top = QPointF(x0, vb.mapSceneToView(box.topLeft()).y())
        if (note.pos() - top).manhattanLength() > 1e-9:
            note.setPos(top)
        blocks.append(box)
    if star:
        c = vb.mapViewToScene(QPointF(*star))
        blocks.append(QRectF(c.x() - STAR_SIZE / 2, c.y() - STAR_SIZE / 2, STAR_SIZE, STAR_SIZE))
    # the budget's label, along its line
    if budget.isVisible():
        lines = list(blocks)
        if deadline.isVisible():
            dx = vb.mapViewToScene(QPointF(deadline.value(), y0)).x()
            lines.append(QRectF(dx - 1.0, view.top(), 2.0, view.height()))
        below = by < view.center().y()  # the line in the view's upper half: its label under it
        at = QPointF(view.left() + BUDGET_LABEL_AT * view.width(), by)
        box = label_box(budget.label.boundingRect(), at, (0.5, 0.0 if below else 1.0))
        shift = slide_clear(box, False, view.left(), view.right(), lines)
        _set_at(budget.label, (box.center().x() + shift - view.left()) / view.width())
        blocks.append(QRectF(view.left(), by - 1.0, view.width(), 2.0))  # the line itself
        blocks.append(box.translated(shift, 0.0))
    # the deadline's label, along its line
    if deadline.isVisible():
        dx = vb.mapViewToScene(QPointF(deadline.value(), y0)).x()
        right = dx < view.center().x()  # the line in the view's left half: its label on its right
        at = QPointF(dx, view.bottom() - DEADLINE_LABEL_AT * view.height())
        box = label_box(deadline.label.boundingRect(), at, (0.0 if right else 1.0, 0.5))
        # inside the view at its usual place too: in a low plot (a legend of two lines and the row of the greyed
        # points under it) its top was 1.4 px above the view's
        box.translate(0.0, max(view.top() - box.top(), min(view.bottom() - box.bottom(), 0.0)))
        shift = slide_clear(box, True, view.top(), view.bottom(), blocks)
        _set_at(deadline.label, (view.bottom() - box.center().y() - shift) / view.height())
    # a line outside the view shows no label: the deadline's read as a red sliver at the right edge (walk 17b)
    for line, lo, hi in ((deadline, x0, x1), (budget, y0, y1)):
        inside = lo <= line.value() <= hi
        if line.label.isVisible() != (line.isVisible() and inside):
            line.label.setVisible(line.isVisible() and inside)


def _set_at(label, at: float) -> None:
    """``label`` (an InfLineLabel) at ``at`` along its line; left alone if it is there (no move, no repaint).
    Its scale set for the view's too: the view's mapping, worked out here while the line may still be hidden (a
    first result), leaves a hidden label's scale as it was, and its box read before the next paint was the size of
    the old view's (a test of the legend's place read a label 2,500 pixels wide)."""
    at = min(max(at, 0.0), 1.0)
    if abs(label.orthoPos - at) > 1e-9:
        label.setPosition(at)
    label.updateTransform()  # (nothing to do unless the view's scale changed)
