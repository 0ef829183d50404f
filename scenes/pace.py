"""The TV's side of a pace (game/table/pace.py): a calm countdown over the table, "+30 s" from any
pad (Select, F2, or a click on the countdown), and the pace a new table gets (setup, operator).

The deadline lives on the session; this only shows it and asks the flow for more time."""

from __future__ import annotations

import math

import pygame

from game.app import intents as I
from game.app import theme
from game.app.place import Place
from game.i18n import _, pgettext
from game.table.pace import EXTRA_S, LOW_S, PACES

PILL = pygame.Rect(theme.W - 96 - 300, 48, 292, 80)  # the header's right end, kept free (table/header.py)


def pace_name(level: str) -> str:
    names = {"relaxed": pgettext("pace", "relaxed"), "normal": pgettext("pace", "normal"),
             "quick": pgettext("pace", "quick")}
    return names.get(level) or pgettext("pace", "off")


def table_pace(app) -> str:
    """The pace a new table starts with: the operator's in kiosk mode (if set), else the player's last."""
    op = app.operator
    if op is not None and op.step_timer is not None:
        return op.step_timer
    return app.settings.step_timer


def players_may_change(app) -> bool:
    op = app.operator
    return op is None or op.step_timer_players


def save_settings(app) -> None:
    """Keep a changed setting in settings.json (a full disk only loses the remembering)."""
    save = app.services.get("save_settings")
    if save is not None:
        try:
            save()
        except OSError:
            pass


def next_pace(level: str, step: int) -> str:
    return PACES[(PACES.index(level) + step) % len(PACES)] if level in PACES else "off"


def _running(app):
    """The flow whose deadline shows now, or None (no game on screen, no deadline, a menu open)."""
    flow = app.services.get("flow")
    if flow is None or not app.at(Place.GAME) or flow.coach is not None:
        return None
    pace = flow.session.pace
    if pace.current is None or pace.paused_at is not None:
        return None
    return flow


def shown_left(app) -> int | None:
    """Whole seconds left, as the TV shows them (None: no countdown)."""
    flow = _running(app)
    if flow is None:
        return None
    left = flow.session.pace.left(flow.now)
    return None if left is None else int(math.ceil(left))


def draw(app, surface: pygame.Surface) -> bool | list[pygame.Rect]:
    """The countdown, if a step's time limit runs; False: nothing drawn, else where (App.overlays)."""
    flow = _running(app)
    if flow is None:
        return False
    pace = flow.session.pace
    left = pace.left(flow.now) or 0.0
    secs = int(math.ceil(left))
    low = left <= LOW_S
    theme.panel(surface, PILL, fill=(70, 40, 60) if low else theme.PANEL, edge=theme.GOLD if low else theme.PANEL_EDGE,
                alpha=220, radius=PILL.h // 2)
    # a calm ring that empties: no ticking sound, no flashing
    centre = (PILL.left + 34, PILL.centery)
    share = left / pace.current.total if pace.current is not None and pace.current.total else 0.0
    pygame.draw.circle(surface, theme.DIM, centre, 20, 3)
    if share > 0:
        arc = pygame.Rect(0, 0, 40, 40)
        arc.center = centre
        pygame.draw.arc(surface, theme.GOLD if low else theme.GOOD, arc, math.pi / 2, math.pi / 2 + math.tau * share, 4)
    theme.blit_text(surface, f"{secs // 60}:{secs % 60:02d}", (PILL.left + 70, PILL.centery - 12), theme.BODY,
                    theme.INK, True, anchor="midleft")
    more = pace.current is not None and not pace.current.extended
    hint = _("Select / F2: +{s} s").format(s=int(EXTRA_S)) if more else _("time limit")
    theme.blit_fit(surface, hint, (PILL.left + 70, PILL.centery + 22), PILL.w - 86, 20, theme.MUTED, anchor="midleft")
    return [PILL.copy()]


def catch(app, intent) -> bool:
    """Select / F2 / a click on the countdown: +30 s (once per step). Taken only while a countdown shows."""
    if intent.kind == I.CLICK and intent.pos is not None and not PILL.collidepoint(intent.pos):
        return False
    if intent.kind not in (I.SELECT, I.CLICK):
        return False
    flow = _running(app)
    if flow is None:
        return False
    flow.more_time()
    return True


def install(app) -> None:
    """The countdown over every table screen, redrawn when its second changes."""
    seen: list[int | None] = [None]

    def moved() -> bool:
        now = shown_left(app)
        if now != seen[0]:
            seen[0] = now
            return True
        return False

    app.overlays.append(lambda surface: draw(app, surface))
    app.catchers.append(lambda intent: catch(app, intent))
    app.movers.append(moved)
    app.wakers.append(lambda: 0.25 if shown_left(app) is not None else None)
