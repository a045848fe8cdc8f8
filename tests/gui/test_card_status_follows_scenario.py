"""A tester ticked "No deadline" with the article's case on screen: the pick stayed the same, and the card kept
"✓ meets the deadline, within budget" (the card was not written again for the same configuration), while the
summary had dropped the deadline. A ✓ is only for a requirement the user gave: the status follows the scenario."""

from __future__ import annotations


def test_taking_the_deadline_away_takes_its_check_mark_away(win, qtbot):
    wz = win.wizard
    qtbot.waitUntil(lambda: win.result.rec is not None and win.result.settled(), timeout=30000)
    assert win.result.scenario.deadline_hours
    assert "meets the deadline" in win.result.card.status.text()
    before = win.result.rec.recommendation
    wz.fields["deadline_hours"].unknown.setChecked(True)
    qtbot.waitUntil(lambda: win.result.scenario is not None and win.result.scenario.deadline_hours is None
                    and win.result.settled(), timeout=30000)
    win.result.flush()
    assert win.result.rec.recommendation == before  # the same configuration: the case the card skipped
    status = win.result.card.status.text()
    assert "meets the deadline" not in status and status.startswith("✓ within budget")
    wz.fields["deadline_hours"].unknown.setChecked(False)
    wz.deadline.setText("100")
    qtbot.waitUntil(lambda: win.result.scenario.deadline_hours is not None and win.result.settled(), timeout=30000)
    win.result.flush()
    assert "meets the deadline" in win.result.card.status.text()
