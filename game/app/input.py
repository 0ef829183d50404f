"""Devices -> intents. Keyboard, mouse, gamepads (SDL GameController API) and raw joysticks.

Any device acts for whoever's turn it is. Pads are opened and closed as SDL reports them
(hot-plug at any moment); a mapped pad sends both controller and joystick events, so joystick
events are only used for devices SDL cannot map. Held directions auto-repeat here (pads) or
through SDL key repeat (keyboard).
"""

from __future__ import annotations

import pygame

from ..i18n import Message
from . import intents as I
from .intents import Intent

STICK_DEADZONE = 0.5  # of full deflection
REPEAT_DELAY, REPEAT_EVERY = 0.35, 0.11

KEYS = {
    pygame.K_UP: I.UP, pygame.K_DOWN: I.DOWN, pygame.K_LEFT: I.LEFT, pygame.K_RIGHT: I.RIGHT,
    pygame.K_RETURN: I.CONFIRM, pygame.K_KP_ENTER: I.CONFIRM, pygame.K_ESCAPE: I.BACK,
    pygame.K_TAB: I.ZOOM, pygame.K_BACKSPACE: I.BACKSPACE, pygame.K_F11: I.FULLSCREEN,
    pygame.K_PAUSE: I.MENU, pygame.K_F1: I.MENU, pygame.K_F2: I.SELECT,
}
PAD_BUTTONS = {
    pygame.CONTROLLER_BUTTON_A: I.CONFIRM, pygame.CONTROLLER_BUTTON_B: I.BACK,
    pygame.CONTROLLER_BUTTON_X: I.HURRY, pygame.CONTROLLER_BUTTON_Y: I.ZOOM,
    pygame.CONTROLLER_BUTTON_START: I.MENU, pygame.CONTROLLER_BUTTON_BACK: I.SELECT,
    pygame.CONTROLLER_BUTTON_DPAD_UP: I.UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN: I.DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: I.LEFT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT: I.RIGHT,
}
# Unmapped pads: the common layout of cheap USB pads (0 = south face button).
JOY_BUTTONS = {0: I.CONFIRM, 1: I.BACK, 2: I.HURRY, 3: I.ZOOM, 6: I.SELECT, 7: I.MENU, 8: I.SELECT, 9: I.MENU}
DIRECTIONS = (I.UP, I.DOWN, I.LEFT, I.RIGHT)


class InputMapper:
    def __init__(self) -> None:
        self.controllers: dict[int, object] = {}  # instance id -> Controller
        self.joysticks: dict[int, pygame.joystick.JoystickType] = {}  # unmapped pads only
        self.swap_confirm = False  # Nintendo layout: B confirms, A goes back
        self.typing = False  # a scene is taking text: letters and space are text, not commands
        self._held: dict[tuple[str, str], float] = {}  # (device, direction) -> time to next repeat
        self._stick: dict[tuple[str, int], str | None] = {}
        self._controller_module = None
        self.events_seen = 0
        self.notices: list[str] = []  # "Pad connected" etc., for a toast
        self.pointer_scale = 1.0  # logical pixels per window pixel (see launch.Display)
        self.pointer: tuple[int, int] | None = None  # last known mouse position (logical), for the wheel
        try:
            import pygame._sdl2.controller as controller

            controller.init()
            self._controller_module = controller
        except (ImportError, pygame.error):
            self._controller_module = None

    def _logical(self, pos) -> tuple[int, int]:
        """Window pixels -> logical 1080p canvas (only differs in a window smaller than 1080p)."""
        k = self.pointer_scale
        return (int(pos[0] * k), int(pos[1] * k)) if k != 1.0 else (int(pos[0]), int(pos[1]))

    # -- devices --------------------------------------------------------------------------
    def _attach(self, device_index: int) -> None:
        ctl = self._controller_module
        try:
            if ctl is not None and ctl.is_controller(device_index):
                pad = ctl.Controller(device_index)
                iid = pad.as_joystick().get_instance_id()
                if iid not in self.controllers:
                    self.controllers[iid] = pad
                    self.notices.append(Message("{device} connected", device=pad.name) if pad.name else
                                        Message("Gamepad connected"))
                return
            joy = pygame.joystick.Joystick(device_index)
            iid = joy.get_instance_id()
            if iid not in self.joysticks and iid not in self.controllers:
                self.joysticks[iid] = joy
                self.notices.append(Message("{device} connected", device=joy.get_name()) if joy.get_name() else
                                    Message("Joystick connected"))
        except pygame.error:
            pass  # it vanished between the event and the open: nothing to do

    def _detach(self, instance_id: int) -> None:
        pad = self.controllers.pop(instance_id, None) or self.joysticks.pop(instance_id, None)
        if pad is not None:
            self.notices.append(Message("Gamepad disconnected - any other pad, the keyboard or the mouse can go on"))
        device = f"pad:{instance_id}"
        for key in [k for k in self._held if k[0] == device]:
            del self._held[key]

    # -- translation ----------------------------------------------------------------------
    def _press(self, out: list[Intent], kind: str, device: str) -> None:
        if self.swap_confirm and device.startswith("pad:"):
            kind = {I.CONFIRM: I.BACK, I.BACK: I.CONFIRM}.get(kind, kind)
        if kind == I.ZOOM and self.typing:
            kind = I.TAB  # on the on-screen keyboard, Y is the quick delete
        out.append(Intent(kind, device=device))
        if kind in DIRECTIONS:
            self._held[(device, kind)] = REPEAT_DELAY

    def _release(self, kind: str, device: str) -> None:
        self._held.pop((device, kind), None)

    def translate(self, events: list[pygame.event.Event], dt: float = 0.0) -> list[Intent]:
        out: list[Intent] = []
        for e in events:
            self.events_seen += 1
            t = e.type
            if t == pygame.QUIT:
                out.append(Intent(I.QUIT))
            elif t == pygame.KEYDOWN:
                mods = e.mod
                if e.key == pygame.K_RETURN and mods & pygame.KMOD_ALT:
                    out.append(Intent(I.FULLSCREEN))
                elif e.key in KEYS:
                    kind = KEYS[e.key]
                    out.append(Intent(I.TAB if kind == I.ZOOM and self.typing else kind))
                elif e.key == pygame.K_z and not self.typing and not mods & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                    out.append(Intent(I.ZOOM))
                elif e.key == pygame.K_SPACE and not self.typing:
                    out.append(Intent(I.HURRY))
                elif e.key == pygame.K_F4 and mods & pygame.KMOD_ALT:
                    out.append(Intent(I.QUIT))
                elif e.key == pygame.K_q and mods & pygame.KMOD_CTRL:
                    out.append(Intent(I.QUIT))
                out.append(Intent(I.ANY))
            elif t == pygame.TEXTINPUT:
                out.append(Intent(I.TEXT, text=e.text))
            elif t == pygame.MOUSEMOTION:
                self.pointer = self._logical(e.pos)
                out.append(Intent(I.POINTER_MOVE, pos=self.pointer, device="mouse"))
            elif t == pygame.MOUSEBUTTONDOWN:
                self.pointer = self._logical(e.pos)
                if e.button == 1:
                    out.append(Intent(I.CLICK, pos=self.pointer, device="mouse"))
                elif e.button == 3:
                    # Back; over a card a table scene takes it as "look closer" (see scenes/zoom.py)
                    out.append(Intent(I.BACK, pos=self.pointer, device="mouse"))
                out.append(Intent(I.ANY, device="mouse"))
            elif t == pygame.MOUSEWHEEL:
                # SDL also sends buttons 4/5 for the wheel on some systems: only this event is used.
                up = -e.y if getattr(e, "flipped", False) else e.y  # "natural" scrolling reports it reversed
                if up:
                    out.append(Intent(I.ZOOM if up > 0 else I.UNZOOM, pos=self.pointer, device="mouse"))
                out.append(Intent(I.ANY, device="mouse"))
            elif t == pygame.CONTROLLERDEVICEADDED:
                self._attach(e.device_index)
            elif t == pygame.CONTROLLERDEVICEREMOVED:
                self._detach(e.instance_id)
            elif t == pygame.JOYDEVICEADDED:
                self._attach(e.device_index)
            elif t == pygame.JOYDEVICEREMOVED:
                self._detach(e.instance_id)
            elif t == pygame.CONTROLLERBUTTONDOWN:
                pressed = PAD_BUTTONS.get(e.button)
                if pressed:
                    self._press(out, pressed, f"pad:{e.instance_id}")
                out.append(Intent(I.ANY, device=f"pad:{e.instance_id}"))
            elif t == pygame.CONTROLLERBUTTONUP:
                released = PAD_BUTTONS.get(e.button)
                if released in DIRECTIONS:
                    self._release(released, f"pad:{e.instance_id}")
            elif t == pygame.CONTROLLERAXISMOTION:
                if e.axis in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY):
                    self._stick_motion(out, f"pad:{e.instance_id}", e.axis == pygame.CONTROLLER_AXIS_LEFTX,
                                       e.value / 32767)
                elif e.axis == pygame.CONTROLLER_AXIS_TRIGGERRIGHT and e.value > 20000:
                    out.append(Intent(I.HURRY, device=f"pad:{e.instance_id}"))
            elif t in (pygame.JOYBUTTONDOWN, pygame.JOYHATMOTION, pygame.JOYAXISMOTION, pygame.JOYBUTTONUP):
                if getattr(e, "instance_id", None) in self.joysticks:
                    self._raw_joystick(out, e)
        # auto-repeat of held pad directions
        for key in list(self._held):
            self._held[key] -= dt
            if self._held[key] <= 0:
                self._held[key] += REPEAT_EVERY
                out.append(Intent(key[1], device=key[0], repeat=True))
        return out

    def _stick_motion(self, out: list[Intent], device: str, horizontal: bool, value: float) -> None:
        axis = 0 if horizontal else 1
        new = None
        if value <= -STICK_DEADZONE:
            new = I.LEFT if horizontal else I.UP
        elif value >= STICK_DEADZONE:
            new = I.RIGHT if horizontal else I.DOWN
        old = self._stick.get((device, axis))
        if new == old:
            return
        if old:
            self._release(old, device)
        self._stick[(device, axis)] = new
        if new:
            self._press(out, new, device)
            out.append(Intent(I.ANY, device=device))

    def _raw_joystick(self, out: list[Intent], e: pygame.event.Event) -> None:
        device = f"joystick:{e.instance_id}"
        if e.type == pygame.JOYBUTTONDOWN:
            kind = JOY_BUTTONS.get(e.button)
            if kind:
                self._press(out, kind, device)
            out.append(Intent(I.ANY, device=device))
        elif e.type == pygame.JOYHATMOTION:
            x, y = e.value
            for d in DIRECTIONS:
                self._release(d, device)
            if y == 1:
                self._press(out, I.UP, device)
            elif y == -1:
                self._press(out, I.DOWN, device)
            if x == -1:
                self._press(out, I.LEFT, device)
            elif x == 1:
                self._press(out, I.RIGHT, device)
        elif e.type == pygame.JOYAXISMOTION and e.axis in (0, 1):
            self._stick_motion(out, device, e.axis == 0, e.value)

    def open_present_devices(self) -> None:
        """Open every pad already plugged in at start (SDL also sends ADDED events for them)."""
        for i in range(pygame.joystick.get_count()):
            self._attach(i)
