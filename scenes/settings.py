"""Settings: music and effects volumes, fullscreen, button layout, animation speed, reduced motion,
text size, high contrast, bot think time. Look changes (text, contrast, motion) show at once, no restart."""

from __future__ import annotations

import pygame

from game.app import theme
from game.app.widgets import Item, Menu, MenuScene


class SettingsScene(MenuScene):
    name = "settings"

    def __init__(self) -> None:
        super().__init__()
        self.time = 0.0
        self.menu = Menu([], pygame.Rect(theme.W // 2 - 480, 220, 960, 700))

    def enter(self, app) -> None:
        super().enter(app)
        self.s = app.services.setdefault("settings", {})
        operator = app.services.get("operator")
        cap = (operator or {}).get("volume_cap", 100)
        if operator:  # a café: the operator sets the music (operator.toml, or the operator menu)
            music = Item("Music volume", value=lambda: f"{min(operator.get('music_volume', 60), cap)}", enabled=False,
                         key="music_volume", hint="set by the café")
        else:
            music = Item("Music volume", value=lambda: f"{self.s.get('music_volume', 60)}",
                         on_left=lambda: self.step("music_volume", -10, 0, 100),
                         on_right=lambda: self.step("music_volume", 10, 0, 100), key="music_volume")
        self.menu.set_items([
            music,
            Item("Effects volume", value=lambda: f"{self.s.get('volume', 80)}",
                 on_left=lambda: self.step("volume", -10, 0, cap), on_right=lambda: self.step("volume", 10, 0, cap),
                 key="volume", hint="the ticks, chimes and card sounds"),
            Item("Fullscreen", value=lambda: "on" if self.s.get("fullscreen") else "off", on_left=self.fullscreen,
                 on_right=self.fullscreen, key="fullscreen", hint="F11 also toggles it"),
            Item("Confirm button", value=lambda: "B (Nintendo)" if self.s.get("swap_confirm") else "A (Xbox)",
                 on_left=self.swap, on_right=self.swap, key="swap_confirm"),
            Item("Animation speed", value=lambda: f"x{self.s.get('animation_speed', 1.0):g}",
                 on_left=lambda: self.step("animation_speed", -0.5, 0.5, 3.0),
                 on_right=lambda: self.step("animation_speed", 0.5, 0.5, 3.0), key="animation_speed"),
            Item("Reduced motion", value=lambda: "on" if self.s.get("reduced_motion") else "off",
                 on_left=lambda: self.toggle("reduced_motion"), on_right=lambda: self.toggle("reduced_motion"),
                 key="reduced_motion", hint="cards and rabbits jump to their places; nothing drifts or pulses"),
            Item("Text size", value=lambda: "large" if self.s.get("text_size") == "large" else "normal",
                 on_left=self.text_size, on_right=self.text_size, key="text_size",
                 hint="larger words everywhere, for a big room or tired eyes"),
            Item("High contrast", value=lambda: "on" if self.s.get("high_contrast") else "off",
                 on_left=lambda: self.toggle("high_contrast"), on_right=lambda: self.toggle("high_contrast"),
                 key="high_contrast", hint="white on black with bright outlines"),
            Item("Computer players think for", value=lambda: f"{self.s.get('bot_think_s', 1.2):.1f} s",
                 on_left=lambda: self.step("bot_think_s", -0.4, 0.0, 4.0),
                 on_right=lambda: self.step("bot_think_s", 0.4, 0.0, 4.0), key="bot_think_s"),
            Item("Back", lambda: self.app.stack.pop(), key="back"),
        ])

    def _save(self) -> None:
        save = self.app.services.get("save_settings")
        if save:
            try:
                save()
            except OSError as e:
                self.app.services.setdefault("notices", []).append(f"Settings could not be saved ({e}).")

    def step(self, key: str, delta: float, low: float, high: float) -> None:
        value = round(min(high, max(low, float(self.s.get(key, 0)) + delta)), 2)
        self.s[key] = int(value) if key in ("volume", "music_volume") else value
        self._save()

    def toggle(self, key: str) -> None:
        self.s[key] = not self.s.get(key)
        theme.apply(self.s)
        self._save()

    def text_size(self) -> None:
        self.s["text_size"] = "normal" if self.s.get("text_size") == "large" else "large"
        theme.apply(self.s)
        self._save()

    def swap(self) -> None:
        self.toggle("swap_confirm")
        if self.app.input is not None:
            self.app.input.swap_confirm = bool(self.s["swap_confirm"])

    def fullscreen(self) -> None:
        self.toggle("fullscreen")
        if self.app.on_fullscreen is not None:
            self.app.on_fullscreen()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(1), (0, 0))
        theme.blit_text(surface, "Settings", (theme.W // 2, 130), theme.TITLE, theme.INK, True, anchor="center",
                        shadow=True)
        self.menu.draw(surface)
