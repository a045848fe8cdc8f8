"""The result pane's split between the card's pane (card, "Launch files…" button, summary sentence, notes) and the
tabs of charts and tables below it (``ResultView._fit_card``).

Everything is measured from the card's pane's column as it will be laid out at the pane's width (``column_places``),
never from the widgets' current geometry: that is the last layout's, from before a line changed and wrapped (the
what-if line arriving on two lines moved the "Launch files…" button 15 px down after the split was fitted to where it
had been: the pane's edge then cut the button in half, walk 22).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLayout, QWidget

if TYPE_CHECKING:
    from gpu_advisor.gui.result_view import ResultView

# The top pane's largest share of the pane's height when the card needs more (the tabs keep the rest).
CARD_SHARE = 0.6
# With less room than this above the charts (a window 720 to 800 pixels high: 283 at 1280 x 720, 363 at 1280 x 800),
# the card is always compact, its what-if line below its figures. Decided by the card's height, the layout followed
# the language at 1280 x 720 (walk 22): the English card of a LoRA fine-tune is ~75 px taller than the Chinese one
# (its "abroad" line on four lines, not two; its figures two to a row, not three; its what-if line on three), so
# English went compact, the what-if line below the figures and a scroll away, while Chinese showed it on top; a
# Chinese service, with its "abroad" line (yuan prices), went compact where the English one (dollars) did not. The
# lines are now in the same order in both languages; how many are in view follows their length. A card with its
# what-if line on top needs up to ~400 px (English: an assumption, the abroad line and two what-if lines).
COMPACT_ROOM = 400


def column_places(layout: QLayout, width: int) -> dict[QWidget, tuple[int, int]]:
    """Where each widget of a vertical box ``layout`` (its own widgets, not those of nested layouts) will be once it
    is laid out ``width`` wide: widget -> (top, height), from its items' heights for that width (a word-wrapped
    label's lines at that width; the others' size hint) and the layout's spacing; hidden items take no room. As
    QBoxLayout places them when the column has at least the room they ask (the pane scrolls otherwise). The widgets
    are asked now, not their layout items: those keep the last answer until the layout request after a change is
    handled, on a later turn of the event loop (a what-if line just set on two lines still counted as one)."""
    margins = layout.contentsMargins()
    inner = max(width - margins.left() - margins.right(), 1)
    spacing = max(layout.spacing(), 0)
    places: dict[QWidget, tuple[int, int]] = {}
    y = margins.top()
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item is None or item.isEmpty():
            continue
        widget = item.widget()
        if widget is not None:  # asked of the widget: its layout item keeps what it said before the last change
            height = _height_for(widget, inner)
            places[widget] = (y, height)
        else:
            height = item.heightForWidth(inner) if item.hasHeightForWidth() else item.sizeHint().height()
        y += height + spacing
    return places


def _height_for(widget: QWidget, width: int) -> int:
    """The height a box layout gives ``widget`` ``width`` wide when it has the room (``QWidgetItem``'s rule): its
    height for that width (a word-wrapped label's lines) if it has one, else its size hint, within its least and
    largest heights."""
    if widget.hasHeightForWidth():
        height = widget.heightForWidth(width)
    else:
        height = max(widget.sizeHint().height(), widget.minimumSizeHint().height())
    return min(max(height, widget.minimumHeight()), widget.maximumHeight())


def fit_card(view: ResultView) -> None:
    """The split between the card and the tabs. The top pane gets the height the whole card needs while the
    charts below still get theirs (the rest goes to the top, as before). The card is compact, its what-if line below
    its figures, when that room is short of COMPACT_ROOM, or when that keeps its figures in view with every chart
    whole (the "abroad" line stays above them: it says whether the answer is usable at all, see
    ``Card.set_compact``); on a shorter pane (a 1024 x 640 screen) the charts' page scrolls, keeping the cost chart
    whole, and the top pane gets the whole card or, compact, at least what it needs down to its figures (at most
    CARD_SHARE of the pane). The pane's edge never runs through the summary sentence nor the "Launch files…"
    button. Done when the pane or what it holds changes height, so a split the user moved stays until then."""
    sizes = view.split.sizes()
    total = sum(sizes)
    if len(sizes) != 2 or total <= 0 or not view.isVisible() or view.dragging():
        return
    card = view.card
    width = view.top_scroll.viewport().width()
    places = column_places(view.top_layout, width)
    card_top, card_height = places.get(card, (card.y(), 0))
    full = card_top + max(card_height, card.minimumSizeHint().height())
    spacing = card.box.spacing()
    extra = sum(lab.heightForWidth(_inner_width(card, width)) + spacing for lab in (card.what_if,) if not lab.isHidden())
    overhead = view.tabs.height() - view.charts.height()
    if not 0 < overhead < view.tabs.height():  # (not laid out yet)
        overhead = view.tabs.tabBar().sizeHint().height() + 4
    free = total - overhead - view.chart_split.minimumSizeHint().height()  # the charts whole below
    summary = places.get(view.summary) if view.summary.text() else None
    words_start, words_end = (summary[0], summary[0] + summary[1]) if summary else (0, 0)
    button = places.get(view.launch_button)
    key = (total, width, full, extra, free, words_start, words_end, button)
    if key == view.fit_key:
        return
    view.fit_key = key
    # below COMPACT_ROOM the what-if line follows the figures whatever the card's height, so in either language
    compact, lo, hi = free < COMPACT_ROOM, full, free
    if full > free and full - extra <= free:  # the figures in view and every chart whole
        compact, lo = True, free
    elif full > free:  # the charts' page scrolls whatever is done: the cost chart at least stays whole
        cost = view.cost_chart.minimumHeight() if view.cost_chart is not None else 0
        room = max(min(int(total * CARD_SHARE), total - overhead - cost), 0)
        if full > room:
            compact, lo = True, max(room, min(full - extra, int(total * CARD_SHARE)))
    if full <= free and full < words_end <= free:  # the summary sentence whole too, when the charts stay whole
        lo = words_end
    card.set_compact(compact)
    if compact and lo == free:
        lo = hi = above_what_if(card, free, full, extra - spacing)
    top = min(max(sizes[0], lo), max(hi, lo))
    if words_end and words_start < top < words_end:  # not the sentence's first line alone, cut mid-word: whole, or
        top = words_start if words_end > free else words_end  # a scroll away when the charts need the room
    if button is not None and button[0] < top < sum(button):  # nor the "Launch files…" button cut in half
        top = sum(button) if sum(button) <= max(hi, lo) else button[0]
    if top != sizes[0]:
        view.split.setSizes([top, total - top])


def _inner_width(card: QWidget, width: int) -> int:
    """The width the card's lines wrap at when the card is ``width`` wide (its frame's and layout's margins off; the
    card's pane's column has none of its own)."""
    m = card.contentsMargins()
    lay = card.layout()
    lm = lay.contentsMargins() if lay is not None else m
    return max(width - m.left() - m.right() - lm.left() - lm.right(), 1)


def above_what_if(card, height: int, full: int, lines: int) -> int:
    """The compact card's top pane cut at ``height``, or, when that edge would run through the what-if text
    (``lines`` high, the card's last: it ends ``full`` down the pane), just above it, the whole of it a scroll
    away (a service's what-if line was cut mid-line at 1280 x 720: walk 19; cutting after whole lines was not sure,
    their height depending on the fonts the text falls back to)."""
    start = full - card.contentsMargins().bottom() - card.box.contentsMargins().bottom() - lines
    return start if not card.what_if.isHidden() and start < height < start + lines else height
