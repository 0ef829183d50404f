"""Settings: language, music and effects volumes, fullscreen, button layout, animation speed, reduced motion,
text size, high contrast, bot think time. Language and look changes show at once, no restart.
Phones: how long a phone may be away before the TV offers its seat, where the phone server listens."""

from __future__ import annotations

from typing import Literal

import pygame

from game import i18n
from game.app import theme
from game.app.place import Aside
from game.app.widgets import Item, Menu, MenuScene
from game.i18n import _, pgettext
from game.persist.settings import Settings
from game.phones import DEFAULT_PORT, local_addresses

from .phonelink import PhoneLink

AWAY_STEPS = (15, 30, 45, 60, 90, 120, 180, 240, 300)  # seconds
PORTS = (0, DEFAULT_PORT, 8080, 8000, 8888, 9000)  # 0: automatic; common ports a firewall may already allow
# The settings this screen steps or switches by name (mypy checks the names against these)
Stepped = Literal["volume", "music_volume", "animation_speed", "bot_think_s"]
Switched = Literal["fullscreen", "swap_confirm", "reduced_motion", "high_contrast", "word_filter", "explain_clues"]
WHOLE = ("volume", "music_volume")  # stepped in whole numbers


class SettingsScene(MenuScene):
    name = "settings"
    aside = Aside.MENU

    def __init__(self) -> None:
        super().__init__()
        self.time = 0.0
        self.menu = Menu([], pygame.Rect(theme.W // 2 - 480, 200, 960, 760))
        self.addresses: list[str] = []
        self.s = Settings()

    def enter(self, app) -> None:
        super().enter(app)
        self.s = app.settings
        self.menu.set_items(self.build_items())

    def build_items(self) -> list[Item]:
        operator = self.app.operator
        cap = operator.volume_cap if operator else 100
        if operator:  # a café: the operator sets the music (operator.toml, or the operator menu)
            music = Item(_("Music volume"), value=lambda: f"{min(operator.music_volume, cap)}",
                         enabled=False, key="music_volume", hint=_("set by the café"))
        else:
            music = Item(_("Music volume"), value=lambda: f"{self.s.music_volume}",
                         on_left=lambda: self.step("music_volume", -10, 0, 100),
                         on_right=lambda: self.step("music_volume", 10, 0, 100), key="music_volume")
        return [
            Item(self.language_label(), value=lambda: i18n.LANGUAGES[i18n.language()], on_left=lambda: self.language(-1),
                 on_right=lambda: self.language(1), key="language", hint=_("every screen changes at once")),
            music,
            Item(_("Effects volume"), value=lambda: f"{self.s.volume}",
                 on_left=lambda: self.step("volume", -10, 0, cap), on_right=lambda: self.step("volume", 10, 0, cap),
                 key="volume", hint=_("the ticks, chimes and card sounds")),
            Item(_("Fullscreen"), value=lambda: self.on_off("fullscreen"), on_left=self.fullscreen,
                 on_right=self.fullscreen, key="fullscreen", hint=_("F11 also toggles it")),
            Item(_("Confirm button"), value=lambda: _("B (Nintendo)") if self.s.swap_confirm else _("A (Xbox)"),
                 on_left=self.swap, on_right=self.swap, key="swap_confirm"),
            Item(_("Animation speed"), value=lambda: "x" + i18n.decimal(self.s.animation_speed),
                 on_left=lambda: self.step("animation_speed", -0.5, 0.5, 3.0),
                 on_right=lambda: self.step("animation_speed", 0.5, 0.5, 3.0), key="animation_speed"),
            Item(_("Reduced motion"), value=lambda: self.on_off("reduced_motion"),
                 on_left=lambda: self.toggle("reduced_motion"), on_right=lambda: self.toggle("reduced_motion"),
                 key="reduced_motion", hint=_("cards and rabbits jump to their places; nothing drifts or pulses")),
            Item(_("Text size"), value=lambda: pgettext("text size", "large") if self.s.text_size == "large"
                 else pgettext("text size", "normal"), on_left=self.text_size, on_right=self.text_size, key="text_size",
                 hint=_("larger words everywhere, for a big room or tired eyes")),
            Item(_("High contrast"), value=lambda: self.on_off("high_contrast"),
                 on_left=lambda: self.toggle("high_contrast"), on_right=lambda: self.toggle("high_contrast"),
                 key="high_contrast", hint=_("white on black with bright outlines")),
            self._filter_item(),
            Item(_("Computer players think for"),
                 value=lambda: _("{s} s").format(s=i18n.decimal(self.s.bot_think_s, ".1f")),
                 on_left=lambda: self.step("bot_think_s", -0.4, 0.0, 4.0),
                 on_right=lambda: self.step("bot_think_s", 0.4, 0.0, 4.0), key="bot_think_s"),
            Item(_("Computer clues explained"), value=lambda: self.on_off("explain_clues"),
                 on_left=lambda: self.toggle("explain_clues"), on_right=lambda: self.toggle("explain_clues"),
                 key="explain_clues", hint=_("at the scoring, a computer storyteller says what its clue was about")),
            Item(_("Phone away for"), value=lambda: _("{s} s").format(s=i18n.decimal(self.s.phone_away_s)),
                 on_left=lambda: self.away(-1), on_right=lambda: self.away(1), key="phone_away_s",
                 hint=_("then the TV offers to play that seat with a pad or the computer")),
            Item(_("Phone address"), value=self.host_label, on_left=lambda: self.host(-1), on_right=lambda: self.host(1),
                 key="phone_host", hint=_("where phones find the game; automatic picks this computer's Wi-Fi address")),
            self._port_item(),
            Item(_("Back"), lambda: self.app.stack.pop(), key="back"),
        ]

    @staticmethod
    def language_label() -> str:
        """'Language' in the current language, and in English too: findable by anyone lost in a language."""
        label = _("Language")
        return label if label == "Language" else f"{label} \u00b7 Language"

    def on_off(self, key: Switched) -> str:
        return pgettext("setting", "on") if getattr(self.s, key) else pgettext("setting", "off")

    def language(self, step: int) -> None:
        """The next language; every screen follows at once (the app relabels open menus) and it is kept."""
        codes = list(i18n.LANGUAGES)
        code = codes[(codes.index(i18n.language()) + step) % len(codes)]
        i18n.set_language(code)
        self.s.language = code
        self._save()

    def _filter_item(self) -> Item:
        fixed = self.app.operator.word_filter if self.app.operator else None
        if fixed is not None:  # the café's operator.toml decides
            return Item(_("Word filter"), value=lambda: pgettext("setting", "on") if fixed else pgettext("setting", "off"), enabled=False,
                        key="word_filter",
                        hint=_("set by the café"))
        return Item(_("Word filter"), value=lambda: self.on_off("word_filter"), on_left=lambda: self.toggle("word_filter"),
                    on_right=lambda: self.toggle("word_filter"), key="word_filter",
                    hint=_("rude words in names and clues shown as asterisks, on the TV and phones"))

    def _port_item(self) -> Item:
        fixed = self.app.operator.phone_port if self.app.operator else None
        if fixed is not None:  # the café's operator.toml decides
            shown = _("{port} (operator)").format(port=fixed) if fixed else _("automatic (operator)")
            return Item(_("Phone port"), value=lambda: shown, enabled=False, key="phone_port", hint=_("set by the café"))
        return Item(_("Phone port"), value=self.port_label, on_left=lambda: self.port(-1), on_right=lambda: self.port(1),
                    key="phone_port", hint=_("the TCP port phones connect to: open it in a firewall if phones cannot"))

    # -- phones --------------------------------------------------------------------------------
    def away(self, step: int) -> None:
        now = self.s.phone_away_s
        i = min(range(len(AWAY_STEPS)), key=lambda k: abs(AWAY_STEPS[k] - now))
        self.s.phone_away_s = AWAY_STEPS[max(0, min(len(AWAY_STEPS) - 1, i + step))]
        self._save()

    def host_label(self) -> str:
        host = self.s.phone_host
        if not host:
            return _("automatic")
        if not self.addresses:
            self.addresses = local_addresses()
        return host if host in self.addresses else _("{host} (not found)").format(host=host)

    def host(self, step: int) -> None:
        """Cycle through automatic and this machine's own IPv4 addresses (read again each time:
        a laptop may have changed networks)."""
        self.addresses = local_addresses()
        choices = [""] + self.addresses
        current = self.s.phone_host
        if current not in choices:
            choices.append(current)
        self.s.phone_host = choices[(choices.index(current) + step) % len(choices)]
        self._save()
        self._move_server()

    def port_label(self) -> str:
        port = self.s.phone_port
        return _("automatic ({port} or a free one)").format(port=DEFAULT_PORT) if not port else str(port)

    def port(self, step: int) -> None:
        choices = list(PORTS)
        current = self.s.phone_port
        if current not in choices:
            choices.append(current)
        self.s.phone_port = choices[(choices.index(current) + step) % len(choices)]
        self._save()
        self._move_server()

    def _move_server(self) -> None:
        """A running phone server moves to the new address now, unless a phone holds a seat
        (then it moves once no phone does, so nobody loses their seat mid-game)."""
        link = self.app.services.get("phones")
        if isinstance(link, PhoneLink):
            link.follow_settings()

    def _save(self) -> None:
        save = self.app.services.get("save_settings")
        if save:
            try:
                save()
            except OSError as e:
                self.app.services.setdefault("notices", []).append(
                    i18n.Message("Settings could not be saved ({error}).", error=e))

    def step(self, key: Stepped, delta: float, low: float, high: float) -> None:
        value = round(min(high, max(low, float(getattr(self.s, key)) + delta)), 2)
        setattr(self.s, key, int(value) if key in WHOLE else value)
        self._save()

    def toggle(self, key: Switched) -> None:
        setattr(self.s, key, not getattr(self.s, key))
        theme.apply(self.s)
        if key == "word_filter":
            theme.set_word_filter(self.s.word_filter)
        self._save()

    def text_size(self) -> None:
        self.s.text_size = "normal" if self.s.text_size == "large" else "large"
        theme.apply(self.s)
        self._save()

    def swap(self) -> None:
        self.toggle("swap_confirm")
        if self.app.input is not None:
            self.app.input.swap_confirm = self.s.swap_confirm

    def fullscreen(self) -> None:
        self.toggle("fullscreen")
        if self.app.on_fullscreen is not None:
            self.app.on_fullscreen()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(1), (0, 0))
        theme.blit_text(surface, _("Settings"), (theme.W // 2, 130), theme.TITLE, theme.INK, True, anchor="center",
                        shadow=True)
        self.menu.draw(surface)
