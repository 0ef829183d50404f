from __future__ import annotations

import asyncio
import functools
import inspect

import aiohttp
import pytest

from game.phones import PhoneHub


@pytest.fixture
def hub():
    h = PhoneHub()
    h.start("127.0.0.1", 0)
    yield h
    h.stop()


def run_async(fn):
    """Run an async test body in a fresh event loop (the hub's server has its own, in its thread)."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        async def body():
            async with aiohttp.ClientSession() as http:
                return await asyncio.wait_for(fn(http, *args, **kwargs), 180)

        return asyncio.run(body())

    sig = inspect.signature(fn)
    wrapper.__signature__ = sig.replace(parameters=list(sig.parameters.values())[1:])  # pytest: no 'http' fixture
    return wrapper
