"""A real virtual game controller, through SDL_JoystickAttachVirtual in the SDL bundled with pygame-ce.

SDL maps it itself, so plugging, pressing and unplugging go through the same path as a real pad.
"""

from __future__ import annotations

import ctypes
import glob
import os

import pygame

SDL_JOYSTICK_TYPE_GAMECONTROLLER = 1
# SDL's virtual controller layout: buttons follow SDL_GameControllerButton (A=0, B=1, X=2, Y=3, BACK=4,
# GUIDE=5, START=6, ..., DPAD_UP=11, DPAD_DOWN=12, DPAD_LEFT=13, DPAD_RIGHT=14).


def _sdl() -> ctypes.CDLL:
    base = os.path.dirname(pygame.__file__)
    libs = glob.glob(os.path.join(base, "..", "pygame_ce.libs", "libSDL2-*")) + \
        glob.glob(os.path.join(base, ".dylibs", "libSDL2*")) + glob.glob(os.path.join(base, "SDL2.dll"))
    lib = ctypes.CDLL(libs[0])
    lib.SDL_JoystickAttachVirtual.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int]
    lib.SDL_JoystickAttachVirtual.restype = ctypes.c_int
    lib.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
    lib.SDL_JoystickDetachVirtual.restype = ctypes.c_int
    lib.SDL_JoystickOpen.argtypes = [ctypes.c_int]
    lib.SDL_JoystickOpen.restype = ctypes.c_void_p
    lib.SDL_JoystickClose.argtypes = [ctypes.c_void_p]
    lib.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
    lib.SDL_JoystickSetVirtualButton.restype = ctypes.c_int
    lib.SDL_JoystickUpdate.argtypes = []
    return lib


class VirtualPad:
    def __init__(self) -> None:
        self.sdl = _sdl()
        self.index = self.sdl.SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, 6, 15, 0)
        if self.index < 0:
            raise RuntimeError("SDL could not attach a virtual joystick")
        self.handle = self.sdl.SDL_JoystickOpen(self.index)

    def press(self, button: int) -> None:
        self.sdl.SDL_JoystickSetVirtualButton(self.handle, button, 1)
        self.sdl.SDL_JoystickUpdate()

    def release(self, button: int) -> None:
        self.sdl.SDL_JoystickSetVirtualButton(self.handle, button, 0)
        self.sdl.SDL_JoystickUpdate()

    def unplug(self) -> None:
        self.sdl.SDL_JoystickClose(self.handle)
        self.sdl.SDL_JoystickDetachVirtual(self.index)
