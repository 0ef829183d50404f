"""The table's header: the turn, the rule set, the storyteller, the pile and the clue."""

from __future__ import annotations

import pygame

from game.app import theme
from game.engine.rulesets import END_PILE
from game.i18n import _
from game.rules_text import ruleset_title


def draw_header(surface: pygame.Surface, session, clue_hint: str = "", record=None) -> None:
    """Turn, rule set, storyteller and the clue (the typed clue stays up through submit and vote).

    With a round record (results, recap), the header shows that round rather than the next one."""
    st = session.state
    view = session.public()
    teller = session.seats[record.storyteller if record is not None else st.storyteller]
    turn = record.turn if record is not None else st.turn
    phase = "scored" if record is not None else view.phase
    clue_text = record.clue if record is not None else view.clue
    theme.panel(surface, pygame.Rect(96, 40, theme.W - 192, 96), alpha=200, radius=28)
    theme.blit_fit(surface, _("Turn {n}").format(n=turn + 1), (130, 60), 262, theme.SECONDARY, theme.MUTED)
    theme.blit_fit(surface, ruleset_title(st.rules), (130, 96), 262, 24, theme.DIM)
    badge = theme.pawn(teller.colour, teller.pawn, 52, teller.letter)
    surface.blit(badge, (400, 62))
    theme.blit_fit(surface, _("{name} tells the story").format(name=teller.name), (464, 88), 480, theme.BODY,
                   theme.INK, anchor="midleft")
    if session.pace.on and st.rules.end != END_PILE:
        room = theme.W - 96 - 300 - 24 - 960  # the countdown (scenes/pace.py) takes the pile's place
    else:
        clock = 300 if session.pace.on else 0  # an ending pile still shows, beside the countdown
        pile = theme.blit_text(surface, _("Pile {n}").format(n=view.draw_count), (theme.W - 130 - clock, 88),
                               theme.SECONDARY, theme.MUTED, anchor="midright")
        room = pile.left - 30 - 960
    mimes = session.config.options.get("mimes")
    if phase != "clue":
        clue = clue_text.strip()
        if clue:
            label = _("\u201c{clue}\u201d").format(clue=clue)
        else:
            label = _("a mime or a song (see the storyteller)") if mimes else _("the clue was said aloud")
        size = 44 if clue else 30
        colour = theme.GOLD if clue else theme.MUTED
        theme.blit_fit(surface, label, (960, 88), room, size, colour, True, anchor="midleft", shadow=True)
    elif clue_hint:
        theme.blit_fit(surface, clue_hint, (960, 88), room, theme.BODY, theme.MUTED, anchor="midleft")
