"""The telling-room report (tests/bots/telling_room.py) only watches: its overall figure is simulate's."""

from __future__ import annotations

from game.bots import player
from game.bots.simulate import simulate
from tests.bots.telling_room import LEVELS, watch


def test_the_report_watches_without_changing_the_play():
    tell, rollouts = player.tell, player._rollouts
    seen = watch("reveries", 4, ["1"], games=6, precise=400)
    assert (player.tell, player._rollouts) == (tell, rollouts)  # unwrapped afterwards
    r = simulate("revised", 4, 6, "1", LEVELS[:4], ("reveries",))
    whole = seen["all"]
    assert whole["turns"] > 0 and whole["success"] == round(r["storyteller_success_by_level"]["hard"], 3)
    kinds = [k for k in seen if k != "all"]
    assert sum(seen[k]["turns"] for k in kinds) == whole["turns"]
    assert all(0 <= seen[k]["estimate"] <= 1 and seen[k]["clues_weighed"] >= 1 for k in seen)
    # the chosen clue is among those weighed: the best of them forecasts at least as well
    assert all(0 < seen[k]["precise"] <= seen[k]["ceiling"] <= 1 for k in seen)
