"""The per-address limits (game/phones/guard.py), on a clock the test moves by hand."""

from __future__ import annotations

import pytest

from game.phones.guard import FIRST_WAIT, FREE_MISSES, MAX_WAIT, Guard, address_key

A, B = "192.168.1.20", "192.168.1.21"


def misses(g: Guard, n: int, now: float, address: str = A) -> list[float]:
    return [g.miss(address, now) for _ in range(n)]


def test_ten_wrong_codes_a_minute_are_free_then_the_wait_doubles():
    g = Guard()
    waits = misses(g, FREE_MISSES, 0.0)
    assert waits[:-1] == [0.0] * (FREE_MISSES - 1)  # typing mistakes cost nothing
    assert waits[-1] == FIRST_WAIT and g.wait(A, 0.0) == FIRST_WAIT and g.wait(A, 4.0) == FIRST_WAIT - 4
    now, seen = FIRST_WAIT, []
    for _ in range(10):  # a guesser that tries again the moment it may
        assert g.wait(A, now) == 0
        seen.append(g.miss(A, now))
        now += seen[-1]
    assert seen == [12, 24, 48, 96, 192, 384, MAX_WAIT, MAX_WAIT, MAX_WAIT, MAX_WAIT]
    assert g.wait(B, now) == 0 and g.miss(B, now) == 0  # another address is never slowed by it


def test_a_quiet_minute_after_the_wait_starts_the_count_again():
    g = Guard()
    misses(g, FREE_MISSES, 0.0)
    waits = misses(g, FREE_MISSES - 1, FIRST_WAIT + 60.0)
    assert waits == [0.0] * (FREE_MISSES - 1)
    assert g.miss(A, FIRST_WAIT + 60.0) == FIRST_WAIT  # the wait starts small again


def test_the_bucket_refills_one_code_every_six_seconds():
    g = Guard()
    misses(g, FREE_MISSES - 1, 0.0)  # one free code left
    assert g.miss(A, 6.0) == 0  # one more came back after 6 s: this one is still free
    assert g.miss(A, 6.0) == FIRST_WAIT


def test_a_right_code_forgives_the_address():
    g = Guard()
    for _ in range(4):
        misses(g, FREE_MISSES, 1000.0 * _)
    assert g.wait(A, 3000.0) > 0
    g.hit(A, 3100.0)
    assert g.wait(A, 3100.0) == 0 and misses(g, FREE_MISSES - 1, 3100.0) == [0.0] * (FREE_MISSES - 1)


def test_long_run_rate_stays_under_ten_a_minute_whatever_the_timing():
    """The best a guesser can do over a day: never more than the free codes plus the refill."""
    for pause in (0.5, 5.9, 6.0, 30.0, 66.0, 200.0):
        g, now, looked = Guard(), 0.0, 0
        while now < 86400:
            if g.wait(A, now) == 0:
                g.miss(A, now)
                looked += 1
            now += pause
        assert looked <= FREE_MISSES + 86400 / 6, (pause, looked)


def test_connections_per_address():
    g = Guard(max_connections=3)
    assert [g.open(A, 0.0) for _ in range(4)] == [True, True, True, False]
    assert g.open(B, 0.0) and g.connections(A) == 3 and g.connections(B) == 1
    g.close(A)
    assert g.open(A, 0.0) and not g.open(A, 0.0)
    for _ in range(10):
        g.close(A)  # more closes than opens never go below zero
    assert g.connections(A) == 0


def test_memory_is_bounded_and_addresses_with_connections_are_kept():
    g = Guard(max_addresses=8)
    g.open("10.0.0.1", 0.0)
    misses(g, FREE_MISSES, 0.0, "10.0.0.2")  # waiting
    for i in range(1000):
        g.miss(f"10.1.{i // 250}.{i % 250}", float(i))
        assert len(g) <= 8
    assert g.connections("10.0.0.1") == 1


@pytest.mark.parametrize(("peer", "key"), [
    (("192.168.1.20", 51000), "192.168.1.20"),
    (("::ffff:192.168.1.20", 51000, 0, 0), "192.168.1.20"),
    (("fe80::1%wlan0", 51000, 0, 2), "fe80::1"),
    (("::1", 1, 0, 0), "::1"),
    (None, "?"),
    ("not an address", "?"),
])
def test_address_key(peer, key):
    assert address_key(peer) == key
