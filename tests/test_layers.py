"""The import graph points one way and has no circles (every import counts: inside functions and
type-only ones too). A new module must be given a layer here, which is the point: say where it sits."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Longest prefix wins. Lower numbers are lower layers; a module may import its own layer or below.
LAYERS: dict[str, int] = {
    "assets": 0, "game.engine": 0, "game.paths": 0, "game.program": 0, "game.i18n": 0,
    "game.shape": 0, "game.typedfile": 0, "game.safefile": 0, "game.stopping": 0, "game.pictures": 0,
    "game.bytecache": 0,
    "game.deck": 1, "game.music": 1, "game.bots": 1, "game.persist": 1, "game.table": 1, "game.credits": 1,
    "game.rules_text": 1,
    "game.kiosk.config": 1, "game.kiosk.supervisor": 1, "game.phones": 1, "game.locale": 1,
    "game.app": 2, "game.kiosk.runtime": 2, "game.kiosk.stories": 2,
    "scenes": 3,
    "game.root": 4, "game.cli": 4, "game.bench": 4, "main": 4,
}


# Packages whose __init__ only names the package (the prefixes above would be too wide).
EXACT: dict[str, int] = {"game": 0, "game.kiosk": 1}


def layer_of(module: str) -> int | None:
    if module in EXACT:
        return EXACT[module]
    best = None
    for prefix, layer in LAYERS.items():
        if (module == prefix or module.startswith(prefix + ".")) and (best is None or len(prefix) > len(best[0])):
            best = (prefix, layer)
    return None if best is None else best[1]


def modules() -> dict[str, Path]:
    out = {"main": ROOT / "main.py"}
    for top in ("game", "scenes", "assets"):
        for path in (ROOT / top).rglob("*.py"):
            rel = path.relative_to(ROOT).with_suffix("")
            parts = list(rel.parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = path
    return out


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """Project modules this file imports, anywhere in it."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            targets = [f"{base}.{a.name}" for a in node.names] + [base]
        for target in targets:
            # the deepest project module this names (a name imported from a module is not a module)
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imports(name, path, known) for name, path in known.items()}


def test_every_module_has_a_layer():
    missing = sorted(m for m in modules() if layer_of(m) is None)
    assert not missing, f"give these modules a layer in tests/test_layers.py: {missing}"


def test_no_import_runs_up_a_layer():
    upward = [f"{a} (layer {layer_of(a)}) imports {b} (layer {layer_of(b)})"
              for a, targets in graph().items() for b in targets
              if layer_of(a) is not None and layer_of(b) is not None and layer_of(b) > layer_of(a)]
    assert not upward, "\n".join(sorted(upward))


def test_no_import_circle_between_files():
    g = graph()
    # a package's __init__ importing its own submodules is not a circle between files
    edges = {a: {b for b in targets if not b.startswith(a + ".")} for a, targets in g.items()}
    state: dict[str, int] = {}
    stack: list[str] = []
    circles: list[list[str]] = []

    def visit(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                circles.append(stack[stack.index(nxt):] + [nxt])
            elif nxt not in state:
                visit(nxt)
        stack.pop()
        state[node] = 2

    for node in sorted(edges):
        if node not in state:
            visit(node)
    assert not circles, "\n".join(" -> ".join(c) for c in circles)


def test_engine_is_pure():
    g = graph()
    for name, path in modules().items():
        if name.startswith("game.engine"):
            text = path.read_text(encoding="utf-8")
            assert "import pygame" not in text and "from pygame" not in text, name
            assert not any(layer_of(t) and layer_of(t) > 0 for t in g[name]), name


def test_the_checker_sees_a_planted_upward_import(tmp_path):
    fake = tmp_path / "mod.py"
    fake.write_text("def f():\n    from scenes.title import TitleScene\n", encoding="utf-8")
    known = {**modules(), "game.persist.fake": fake}
    assert "scenes.title" in imports("game.persist.fake", fake, known)
