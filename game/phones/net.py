"""Where the phone server listens: the LAN address (found without sending traffic), the room code.

`lan_address()` asks the operating system which local address a packet to a private address
would leave from: `connect()` on a UDP socket only reads the routing table, nothing is sent.
`local_addresses()` lists this machine's own IPv4 addresses (read from its network interfaces,
nothing is sent either), for the Settings screen to offer.
"""

from __future__ import annotations

import ipaddress
import secrets
import socket

DEFAULT_PORT = 8765  # a fixed default, so a restarted game keeps its address and phones find it again
ROOM_LETTERS = "BCDFGHJKLMNPQRSTVWXZ"  # consonants only: no words, nothing rude, no O/0 or I/1 confusion
ROOM_LENGTH = 4  # the default; the operator may choose up to ROOM_MAX (operator.toml `room_code_letters`)
ROOM_MIN, ROOM_MAX = 4, 6

# Private destinations to read the route to (RFC 1918); never contacted.
_PROBES = ("10.255.255.255", "192.168.255.255", "172.31.255.255")


def lan_address(probes: tuple[str, ...] = _PROBES) -> str:
    """The IPv4 address other devices on the local network reach this machine at (127.0.0.1 if none)."""
    for probe in probes:
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
                s.connect((probe, 9))  # UDP connect: picks the route, sends no packet
                address = s.getsockname()[0]
        except OSError:
            continue
        try:
            ip = ipaddress.IPv4Address(address)
        except ValueError:
            continue
        if not ip.is_unspecified and not ip.is_loopback:
            return address
    return "127.0.0.1"


def local_addresses() -> list[str]:
    """This machine's IPv4 addresses on interfaces that are up, the LAN address first, loopback
    last. Read from the interface table (psutil); no name is looked up, nothing is sent."""
    import psutil

    found: list[str] = []
    try:
        stats = psutil.net_if_stats()
        for name, addrs in psutil.net_if_addrs().items():
            if name in stats and not stats[name].isup:
                continue
            found += [a.address for a in addrs if a.family == socket.AF_INET]
    except (OSError, RuntimeError):
        pass  # no interface table here: the route to the LAN is still known below
    lan = lan_address()
    ordered = [lan] + [a for a in found if a != lan]

    def rank(a: str) -> tuple[int, int]:
        ip = ipaddress.IPv4Address(a)
        return (2 if ip.is_loopback else 1 if ip.is_link_local else 0, ordered.index(a))

    valid = []
    for a in dict.fromkeys(ordered + ["127.0.0.1"]):
        try:
            ipaddress.IPv4Address(a)
        except ValueError:
            continue
        valid.append(a)
    return sorted(valid, key=rank)


def room_code(letters: int = ROOM_LENGTH) -> str:
    """A new room code (one per game) of `letters` letters, 4-6 (20 ** letters codes: 160,000 for 4,
    64 million for 6); out-of-range lengths are clamped."""
    letters = min(ROOM_MAX, max(ROOM_MIN, int(letters)))
    return "".join(secrets.choice(ROOM_LETTERS) for _ in range(letters))


def normalise_room(text: object) -> str:
    """What a player typed as the room code, upper-cased and trimmed ('' if it is not text)."""
    return text.strip().upper()[:ROOM_MAX + 4] if isinstance(text, str) else ""


def url_for(host: str, port: int) -> str:
    """The address phones open (IPv6 literals in brackets)."""
    if ":" in host and not host.startswith("["):
        host = f"[{host}]"
    return f"http://{host}:{port}/"


def host_allowed(host_header: str | None) -> bool:
    """Accept only IP literals and localhost in the Host header.

    A web page from elsewhere can point a DNS name at a LAN address (DNS rebinding) and then
    pass a same-origin check; it cannot make the browser send an IP literal it does not own."""
    if not host_header:
        return False
    host = host_header.strip().lower()
    if host.startswith("["):  # [v6]:port
        end = host.find("]")
        if end < 0:
            return False
        name = host[1:end]
        rest = host[end + 1:]
        if rest and not (rest.startswith(":") and rest[1:].isdigit()):
            return False
    else:
        name, _, port = host.partition(":")
        if port and not port.isdigit():
            return False
    if name == "localhost":
        return True
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True
