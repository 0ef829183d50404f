"""The café operator's PIN and menu (kiosk mode only; reached with the exit chord)."""

from __future__ import annotations

import datetime
from functools import partial
from typing import Literal

import pygame

from game import i18n
from game.app import intents as I
from game.app import theme
from game.app.place import Aside
from game.app.scene import Scene
from game.app.textentry import OnScreenKeyboard, TextField
from game.app.widgets import Item, Menu, MenuScene
from game.engine.rulesets import RULESETS
from game.i18n import N_, Message, _, pgettext, tr
from game.kiosk.config import DEFAULT_PIN, Operator, expected_pin
from game.rules_text import ruleset_title

from .ourpictures import OurPictures
from .pace import next_pace, pace_name

# The operator's numbers this menu steps by name (mypy checks the names against these)
Stepped = Literal["volume_cap", "music_volume", "default_players", "attract_after_s", "still_playing_after_min"]


class PinScene(Scene):
    name = "pin"
    aside = Aside.OPERATOR
    typing = True
    transparent = True
    pauses_below = True

    def animating(self) -> bool:
        return False  # changes on input only

    def __init__(self, kiosk) -> None:
        super().__init__()
        self.kiosk = kiosk
        self.field = TextField("", 8, N_("operator PIN"))
        self.osk = OnScreenKeyboard(self.field, (theme.W // 2 - OnScreenKeyboard.width() // 2, 430))
        self.osk.row = 0
        self.error = ""
        self.time = 0.0

    def _check(self) -> None:
        if self.field.value == expected_pin(self.kiosk.operator):
            self.app.stack.replace(OperatorScene(self.kiosk))
        else:
            self.error = Message("Wrong PIN")
            self.field.value = ""

    def handle(self, intent) -> None:
        if intent.kind == I.BACK:
            self.app.stack.pop()
            return
        if intent.kind == I.CONFIRM and intent.device == "keyboard":
            self._check()
            return
        if intent.kind == I.TEXT:
            intent = type(intent)(I.TEXT, text="".join(c for c in intent.text if c in "0123456789"))
        if self.field.handle(intent):
            return
        self.osk.handle(intent)
        if self.osk.done:
            self.osk.done = False
            self._check()

    def update(self, dt: float) -> None:
        self.time += dt
        self.osk.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.veil(230), (0, 0))
        theme.blit_text(surface, _("Operator"), (theme.W // 2, 200), theme.TITLE, theme.INK, True, anchor="center")
        w = OnScreenKeyboard.width()
        self.field.draw(surface, pygame.Rect(theme.W // 2 - w // 2, 300, w, 92), self.time)
        self.osk.draw(surface)
        if self.error:
            theme.blit_text(surface, tr(self.error), (theme.W // 2, 970), theme.BODY, theme.BAD, True, anchor="center")


class OperatorScene(MenuScene):
    name = "operator"
    aside = Aside.OPERATOR
    transparent = True
    pauses_below = True

    def __init__(self, kiosk) -> None:
        super().__init__()
        self.kiosk = kiosk
        self.op: Operator = kiosk.operator
        self.message = ""
        self.time = 0.0
        self.menu = Menu([], pygame.Rect(theme.W // 2 - 520, 170, 1040, 760))  # 9 rows: the hint stays clear

    def enter(self, app) -> None:
        super().enter(app)
        self.menu.set_items(self.build_items())
        if self.warnings():  # room for the warning line under the title
            self.menu.rect = pygame.Rect(self.menu.rect.left, 240, self.menu.rect.w, 690)

    def build_items(self) -> list[Item]:
        op = self.op
        items = [
            Item(_("End the current game"), self.end_game, key="end_game", hint=_("the unfinished game is discarded")),
            Item(_("Reset to the title"), self.reset, key="reset"),
            Item(_("Volume cap"), value=lambda: str(op.volume_cap), on_left=lambda: self.num("volume_cap", -10, 0, 100),
                 on_right=lambda: self.num("volume_cap", 10, 0, 100), key="volume_cap"),
            Item(_("Music volume"), value=lambda: str(op.music_volume),
                 on_left=lambda: self.num("music_volume", -10, 0, 100), on_right=lambda: self.num("music_volume", 10, 0, 100),
                 key="music_volume", hint=_("0 turns the game's music off; the volume cap still applies")),
            Item(_("Default rule set"), value=lambda: ruleset_title(RULESETS[op.default_ruleset]),
                 on_left=lambda: self.cycle_default(-1), on_right=lambda: self.cycle_default(1), key="default_ruleset"),
            Item(_("Default table size"), value=lambda: str(op.default_players),
                 on_left=lambda: self.num("default_players", -1, 3, 12),
                 on_right=lambda: self.num("default_players", 1, 3, 12), key="default_players"),
            Item(_("Language at start"), value=self.language_label, on_left=lambda: self.cycle_language(-1),
                 on_right=lambda: self.cycle_language(1), key="language",
                 hint=_("the language every start of the game opens in; players may change it in Settings")),
            Item(_("Demo after idle (s)"), value=lambda: str(op.attract_after_s),
                 on_left=lambda: self.num("attract_after_s", -30, 30, 3600),
                 on_right=lambda: self.num("attract_after_s", 30, 30, 3600), key="attract_after_s"),
            Item(_("'Still playing?' after (min)"), value=lambda: i18n.decimal(op.still_playing_after_min),
                 on_left=lambda: self.num("still_playing_after_min", -1, 1, 240),
                 on_right=lambda: self.num("still_playing_after_min", 1, 1, 240), key="still_playing_after_min"),
            Item(_("Time limits"), value=lambda: pace_name(op.step_timer or "off"), key="step_timer",
                 on_left=lambda: self.cycle_pace(-1), on_right=lambda: self.cycle_pace(1),
                 hint=_("a calm countdown per step; when it runs out the computer plays that step")),
            Item(_("Players may change the time limits"), value=lambda: self.yes_no(op.step_timer_players),
                 on_left=lambda: self.flip("step_timer_players"), on_right=lambda: self.flip("step_timer_players"),
                 key="step_timer_players"),
            Item(_("Offer 'How to play' before each game"), value=lambda: self.yes_no(op.how_to_play),
                 on_left=lambda: self.flip("how_to_play"), on_right=lambda: self.flip("how_to_play"),
                 key="how_to_play"),
            Item(_("Audience phones"), value=lambda: self.yes_no(op.audience is not False),
                 on_left=self.flip_audience, on_right=self.flip_audience, key="audience",
                 hint=_("phones without a seat watch and guess; no closes them, with a message on each")),
            Item(_("Show our stories in the demo"), value=lambda: self.yes_no(op.show_stories),
                 on_left=lambda: self.flip("show_stories"), on_right=lambda: self.flip("show_stories"),
                 key="show_stories", hint=_("the posters of the last games: they name the players")),
        ]

        def allowed(name: str) -> str:
            return pgettext("allowed", "yes") if name in op.allowed_rulesets else pgettext("allowed", "no")

        for name, rules in RULESETS.items():
            items.append(Item(_("Allow {ruleset}").format(ruleset=ruleset_title(rules)),
                              value=partial(allowed, name), on_left=partial(self.allow, name),
                              on_right=partial(self.allow, name), key=f"allow_{name}"))
        ours = OurPictures.of(self.app) if self.app is not None else None
        if ours is not None and ours.count():  # a café's pictures from phones are forgotten unless kept here
            items.append(Item(_("Keep the players' pictures ({n})").format(n=ours.count()), self.keep_pictures,
                              key="keep_pictures", hint=_("a deck in the decks folder; otherwise forgotten at the "
                                                          "end of the game")))
        items += [Item(_("Save these settings"), self.save, key="save"),
                  Item(_("Exit the game"), self.exit_game, key="exit", hint=_("closes the game until it is started again")),
                  Item(_("Back to the game"), lambda: self.app.stack.pop(), key="back")]
        return items

    def keep_pictures(self) -> None:
        ours = OurPictures.of(self.app)
        if ours is not None and ours.count():
            try:
                deck = ours.keep(_("Our pictures, {date}").format(date=datetime.date.today().isoformat()))
            except OSError as e:
                self.message = _("The pictures could not be kept ({error}); they are still here.").format(
                    error=e.strerror or e)
                return
            self.message = _("Kept as {name}.").format(name=deck.name)
            self.menu.set_items(self.build_items())

    def num(self, key: Stepped, delta: float, low: float, high: float) -> None:
        now = getattr(self.op, key)
        setattr(self.op, key, type(now)(min(high, max(low, now + delta))))  # a whole number stays whole

    def cycle_pace(self, step: int) -> None:
        self.op.step_timer = next_pace(self.op.step_timer or "off", step)

    def flip(self, key: str) -> None:
        setattr(self.op, key, not getattr(self.op, key))

    def flip_audience(self) -> None:
        """operator.toml `audience`: absent or true is on; the phone link closes the room at the next frame."""
        self.op.audience = self.op.audience is False

    @staticmethod
    def yes_no(on: bool) -> str:
        return pgettext("allowed", "yes") if on else pgettext("allowed", "no")

    def language_label(self) -> str:
        code = self.op.language
        return i18n.LANGUAGES[code] if code in i18n.LANGUAGES else _("players' choice")

    def cycle_language(self, step: int) -> None:
        """None (the players' choice in Settings, else the system's), then each language."""
        codes = [None, *i18n.LANGUAGES]
        code = self.op.language
        self.op.language = codes[(codes.index(code) + step) % len(codes) if code in codes else 0]

    def cycle_default(self, step: int) -> None:
        allowed = self.op.allowed_rulesets
        i = allowed.index(self.op.default_ruleset) if self.op.default_ruleset in allowed else 0
        self.op.default_ruleset = allowed[(i + step) % len(allowed)]

    def allow(self, name: str) -> None:
        allowed = list(self.op.allowed_rulesets)
        if name in allowed:
            if len(allowed) == 1:
                self.message = Message("At least one rule set must stay allowed.")
                return
            allowed.remove(name)
        else:
            allowed.append(name)
        self.op.allowed_rulesets = [r for r in RULESETS if r in allowed]
        if self.op.default_ruleset not in self.op.allowed_rulesets:
            self.op.default_ruleset = self.op.allowed_rulesets[0]

    def save(self) -> None:
        from game.kiosk.config import operator_path, write_operator

        try:
            write_operator(self.op, operator_path())
            self.message = Message("Saved to {path}", path=operator_path())
        except OSError as e:
            self.message = Message("Could not save: {error}", error=e)

    def end_game(self) -> None:
        saver = self.app.services.get("autosaver")
        if saver is not None:
            saver.clear()
        self.reset()

    def reset(self) -> None:
        self.app.services.pop("flow", None)
        self.app.nav.home()

    def exit_game(self) -> None:
        self.app.exit_code = 0
        self.app.running = False

    def warnings(self) -> list[str]:
        """What the operator must fix: no PIN set, an operator.toml that could not be read..."""
        out: list[str] = []
        if not self.op.pin:
            out.append(Message("No PIN is set, so the PIN is the default {pin}: set pin = \"...\" (4 to 8 digits) "
                               "in operator.toml.", pin=DEFAULT_PIN))
        problems = self.app.services.get("operator_problems", []) if self.app else []
        out += [p for p in problems if "'pin'" not in p]
        return out

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.veil(235), (0, 0))
        theme.blit_text(surface, _("Operator menu"), (theme.W // 2, 110), theme.TITLE, theme.GOLD, True,
                        anchor="center")
        warnings = self.warnings()
        if warnings:
            first = tr(warnings[0])
            if len(warnings) > 1:
                first = _("{warning} (+{n} more in the log)").format(warning=first, n=len(warnings) - 1)
            theme.blit_wrapped(surface, first, pygame.Rect(theme.SAFE.left, 150, theme.SAFE.w, 70), 24, theme.BAD,
                               centre=True)
        self.menu.draw(surface)
        if self.message:
            theme.blit_fit(surface, tr(self.message), (theme.W // 2, 1040), theme.SAFE.w, theme.SECONDARY, theme.INK,
                           anchor="center")
