"""Where the game is comes from the table's step (game/table/step.py) and the app's place
(game/app/place.py), never from the screen stack: outside the stack itself and the routes, no code
compares anything with a screen's name (`top.name == "title"`, `scene.name in ("pin", ...)`)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ALLOWED = {"game/app/scene.py", "game/app/navigation.py", "scenes/routes.py"}


def _sources() -> list[Path]:
    files = [ROOT / "main.py"]
    for top in ("game", "scenes"):
        files += sorted((ROOT / top).rglob("*.py"))
    return [f for f in files if f.relative_to(ROOT).as_posix() not in ALLOWED]


def screen_names() -> set[str]:
    """Every screen's name: the `name = "..."` of each class in scenes/ (and the framework's)."""
    names: set[str] = set()
    for path in [*sorted((ROOT / "scenes").glob("*.py")), ROOT / "game/app/widgets.py", ROOT / "game/app/scene.py"]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                for item in node.body:
                    if isinstance(item, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "name"
                                                            for t in item.targets) \
                            and isinstance(item.value, ast.Constant) and isinstance(item.value.value, str):
                        names.add(item.value.value)
    return names


def _strings(node: ast.AST) -> set[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return {s for e in node.elts for s in _strings(e)}
    return set()


def _names_a_screen(node: ast.AST) -> bool:
    """`x.name`, `getattr(x, "name")` or a screen's `.history`: what a screen is called."""
    if isinstance(node, ast.Attribute) and node.attr == "name":
        return True
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "getattr" \
        and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant) and node.args[1].value == "name"


def comparisons(path: Path, screens: set[str]) -> list[str]:
    """Every comparison in the file between something's name and a screen's name."""
    found = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        operands = [node.left, *node.comparators]
        named = any(_names_a_screen(o) for o in operands)
        constants = set().union(*(_strings(o) for o in operands))
        if named and constants & screens:
            where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name
            found.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_the_screen_names_are_found():
    names = screen_names()
    assert {"title", "setup", "game_over", "curtain", "pause", "waiting", "pin", "operator"} <= names


def test_the_check_sees_the_comparisons_it_forbids(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('if top.name == "title" or app.stack.top.name in ("pin", "operator"):\n    pass\n'
                      'ok = seat.name == "Noor"\nbad = getattr(top, "name", "") != "pause"\n')
    screens = screen_names()
    found = sorted(line.split(": ", 1)[1] for line in comparisons(sample, screens))
    assert found == ["app.stack.top.name in ('pin', 'operator')", "getattr(top, 'name', '') != 'pause'",
                     "top.name == 'title'"]


def test_no_code_outside_the_screen_stack_and_the_routes_compares_screen_names():
    screens = screen_names()
    found = [hit for path in _sources() for hit in comparisons(path, screens)]
    assert not found, "ask the table's step (Session.step) or the app's place (App.place) instead:\n" \
        + "\n".join(found)
