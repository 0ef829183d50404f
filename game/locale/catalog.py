"""The translation catalogues: find every text marked for players in the source, keep the .po
files in step with it, and compile them to the .mo files gettext reads. Pure Python (no msgfmt,
no Babel): the compiled .mo files are committed, so installing the game compiles nothing.

    python -m game.locale.catalog update    # add new texts to every .po (empty msgstr), drop gone ones
    python -m game.locale.catalog compile   # write every .mo from its .po
    python -m game.locale.catalog check     # exit 1 if a text lacks a translation or a .mo is stale

What counts as marked (see game/i18n.py): the first argument of `_`, `N_`, `Message`, and of the
file reasons that keep their template (`BadImage`, `BadFile`, `BadJSON`, `BadSave`), the engine's `Problem`; `ngettext`
(singular, plural); `pgettext` (context, text); the message of an engine refusal
(`IllegalAction`, `ConfigError`, `NotYourTurn`, `RulesError`: 2nd argument; `_refusal`: 4th);
the title and summary of every `RuleSet(...)`; and the phone page's texts (game/phones/web:
`t("...")` and `N_("...")` in app.js, `data-t` elements in index.html; see game/phones/words.py).
"""

from __future__ import annotations

import ast
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path

LOCALE_DIR = Path(__file__).resolve().parent
PROJECT = LOCALE_DIR.parent.parent
SOURCES = ("game", "scenes")
WEB = ("game/phones/web/app.js", "game/phones/web/index.html")  # the phone page, served by the game
DOMAIN = "oneira"

PLAIN = {"_": 0, "N_": 0, "Message": 0, "Problem": 0, "BadImage": 0, "BadFile": 0, "BadJSON": 0, "BadSave": 0}
ENGINE = {"IllegalAction": 1, "ConfigError": 1, "NotYourTurn": 1, "RulesError": 1, "_refusal": 3}
RULESET_FIELDS = (1, -1)  # RuleSet(name, title, ..., summary): the title and the last argument

HEADER = {
    "fr": ("Project-Id-Version: Oneira\n"
           "Language: fr\n"
           "MIME-Version: 1.0\n"
           "Content-Type: text/plain; charset=UTF-8\n"
           "Content-Transfer-Encoding: 8bit\n"
           "Plural-Forms: nplurals=2; plural=(n > 1);\n"),
}


@dataclass
class Entry:
    msgid: str
    plural: str | None = None
    context: str | None = None
    msgstr: list[str] = field(default_factory=lambda: [""])
    refs: list[str] = field(default_factory=list)  # the files that use it (no line numbers: fewer diffs)
    flags: set[str] = field(default_factory=set)
    comments: list[str] = field(default_factory=list)  # translator comments ("# ...")
    line: int = 0  # where extraction first met it (orders the catalogue like the source)

    @property
    def key(self) -> tuple[str | None, str]:
        return self.context, self.msgid

    @property
    def translated(self) -> bool:
        return "fuzzy" not in self.flags and all(self.msgstr) and len(self.msgstr) == (2 if self.plural else 1)


# -- extraction --------------------------------------------------------------------------------
def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _string(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def extract_file(path: Path, rel: str) -> tuple[list[Entry], list[str]]:
    """Entries marked in one file, and problems (a marker given something that cannot be a msgid)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    entries: list[Entry] = []
    problems: list[str] = []
    engine = rel.startswith("game/engine/")
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _name(node.func)
        where = f"{rel}:{node.lineno}"  # problems name the line; entries keep the file
        slots: list[tuple[int, str]] = []  # (argument index, role)
        if name in PLAIN:
            slots = [(PLAIN[name], "msgid")]
        elif name == "ngettext":
            slots = [(0, "msgid"), (1, "plural")]
        elif name == "pgettext":
            slots = [(0, "context"), (1, "msgid")]
        elif engine and name in ENGINE:
            slots = [(ENGINE[name], "msgid")]
        elif engine and name == "RuleSet":
            for i in RULESET_FIELDS:
                if len(node.args) > 2 and _string(node.args[i]) is not None:
                    entries.append(Entry(_string(node.args[i]), refs=[rel], line=node.lineno))  # type: ignore[arg-type]
            continue
        if not slots:
            continue
        got: dict[str, str] = {}
        for index, role in slots:
            if index >= len(node.args):
                break
            arg = node.args[index]
            value = _string(arg)
            if value is None:
                # a variable passes on a text marked elsewhere (N_); text built here cannot be a msgid
                built = isinstance(arg, (ast.JoinedStr, ast.BinOp)) or (
                    isinstance(arg, ast.Call) and isinstance(arg.func, ast.Attribute) and arg.func.attr == "format")
                if built and name not in ENGINE:  # the engine words type errors for developers in f-strings
                    problems.append(f"{where}: {name}() needs a plain string literal, not "
                                    f"{ast.unparse(arg)[:60]} (use a template and values)")
                break
            got[role] = value
        else:
            if got.get("msgid"):
                entries.append(Entry(got["msgid"], got.get("plural"), got.get("context"),
                                     ["", ""] if "plural" in got else [""], [rel], line=node.lineno))
    entries.sort(key=lambda e: e.line)
    return entries, problems


def extract_web(path: Path, rel: str) -> tuple[list[Entry], list[str]]:
    """The texts marked in one file of the phone page (app.js or index.html)."""
    from game.phones.words import html_msgids, js_msgids

    text = path.read_text(encoding="utf-8")
    if path.suffix == ".js":
        found, bad_lines = js_msgids(text)
        problems = [f"{rel}:{n}: t() needs a plain string literal, or N_() literals chosen by a condition"
                    for n in bad_lines]
    else:
        found, problems = html_msgids(text), []
    return [Entry(msgid, refs=[rel], line=n) for msgid, n in found if msgid], problems


def extract(root: Path = PROJECT) -> tuple[list[Entry], list[str]]:
    merged: dict[tuple[str | None, str], Entry] = {}
    problems: list[str] = []
    files = [(path, extract_file) for top in SOURCES for path in sorted((root / top).rglob("*.py"))]
    files += [(root / rel, extract_web) for rel in WEB if (root / rel).exists()]
    for path, read in files:
        rel = path.relative_to(root).as_posix()
        found, bad = read(path, rel)
        problems += bad
        for e in found:
            if e.key in merged:
                if e.refs[0] not in merged[e.key].refs:
                    merged[e.key].refs += e.refs
                merged[e.key].plural = merged[e.key].plural or e.plural
            else:
                merged[e.key] = e
    return list(merged.values()), problems


# -- .po files ---------------------------------------------------------------------------------
def _unquote(s: str) -> str:
    s = s.strip()
    if len(s) < 2 or s[0] != '"' or s[-1] != '"':
        raise ValueError(f"not a quoted PO string: {s!r}")
    out, i, body = [], 0, s[1:-1]
    escapes = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": "\r"}
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            out.append(escapes.get(body[i + 1], body[i + 1]))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def _quote(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'


def read_po(path: Path) -> tuple[str, list[Entry]]:
    """The header (msgstr of the empty msgid) and the entries, in file order."""
    header = ""
    entries: list[Entry] = []
    cur: Entry | None = None
    field_name = ""
    pending_refs: list[str] = []
    pending_flags: set[str] = set()
    pending_comments: list[str] = []

    def finish() -> None:
        nonlocal cur, header
        if cur is not None:
            if cur.msgid == "" and cur.context is None:
                header = cur.msgstr[0]
            else:
                entries.append(cur)
        cur = None

    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if cur is not None and field_name.startswith("msgstr"):
                finish()
            if line.startswith("#:"):
                pending_refs += line[2:].split()
            elif line.startswith("#,"):
                pending_flags |= {f.strip() for f in line[2:].split(",") if f.strip()}
            elif line.startswith("#~") or line.startswith("#.") or line.startswith("#|"):
                pass
            else:
                pending_comments.append(line[1:].strip())
            continue
        keyword, _, rest = line.partition(" ")
        if line.startswith('"'):
            value = _unquote(line)
            if cur is None:
                raise ValueError(f"{path}: a string outside an entry: {line}")
            if field_name == "msgctxt":
                cur.context = (cur.context or "") + value
            elif field_name == "msgid":
                cur.msgid += value
            elif field_name == "msgid_plural":
                cur.plural = (cur.plural or "") + value
            else:
                index = int(field_name[7:-1]) if field_name.startswith("msgstr[") else 0
                cur.msgstr[index] += value
            continue
        if keyword == "msgctxt" or (keyword == "msgid" and field_name != "msgctxt"):
            finish()
            cur = Entry("", refs=pending_refs, flags=pending_flags, comments=pending_comments)
            pending_refs, pending_flags, pending_comments = [], set(), []
        if cur is None:
            raise ValueError(f"{path}: unexpected line: {line}")
        field_name = keyword
        value = _unquote(rest)
        if keyword == "msgctxt":
            cur.context = value
        elif keyword == "msgid":
            cur.msgid = value
        elif keyword == "msgid_plural":
            cur.plural = value
            cur.msgstr = ["", ""]
        elif keyword == "msgstr":
            cur.msgstr = [value]
        elif keyword.startswith("msgstr["):
            index = int(keyword[7:-1])
            while len(cur.msgstr) <= index:
                cur.msgstr.append("")
            cur.msgstr[index] = value
        else:
            raise ValueError(f"{path}: unknown keyword {keyword!r}")
    finish()
    return header, entries


def _header_block(header: str) -> list[str]:
    lines = ['msgid ""', 'msgstr ""']
    lines += [_quote(part + "\n") for part in header.rstrip("\n").split("\n")] if header else []
    return lines


def write_po(path: Path, header: str, entries: list[Entry]) -> None:
    out = ["# Oneira: French translation. Edit the msgstr lines; see docs/translating.md.", *_header_block(header)]
    for e in entries:
        out.append("")
        out += [f"# {c}" if c else "#" for c in e.comments]
        if e.refs:
            out.append("#: " + " ".join(e.refs))
        if e.flags:
            out.append("#, " + ", ".join(sorted(e.flags)))
        if e.context is not None:
            out.append(f"msgctxt {_quote(e.context)}")
        out.append(f"msgid {_quote(e.msgid)}")
        if e.plural is not None:
            out.append(f"msgid_plural {_quote(e.plural)}")
            out += [f"msgstr[{i}] {_quote(s)}" for i, s in enumerate(e.msgstr)]
        else:
            out.append(f"msgstr {_quote(e.msgstr[0])}")
    path.write_text("\n".join(out) + "\n", encoding="utf-8")


def update(po: Path, found: list[Entry], language: str) -> tuple[int, int]:
    """Bring a .po in step with the source: keep translations, add new texts, drop gone ones.
    Returns (added, removed)."""
    header, old = read_po(po) if po.exists() else (HEADER.get(language, ""), [])
    by_key = {e.key: e for e in old}
    merged: list[Entry] = []
    for e in found:
        prev = by_key.get(e.key)
        if prev is not None:
            prev.refs = e.refs
            if e.plural is not None and prev.plural is None:
                prev.plural, prev.msgstr = e.plural, [prev.msgstr[0], ""]
            merged.append(prev)
        else:
            merged.append(e)
    removed = len({e.key for e in old} - {e.key for e in found})
    write_po(po, header or HEADER.get(language, ""), merged)
    return len(merged) - (len(old) - removed), removed


# -- .mo files ---------------------------------------------------------------------------------
def compile_mo(header: str, entries: list[Entry]) -> bytes:
    """GNU .mo bytes (the layout msgfmt writes; no hash table); fuzzy or untranslated entries are left out."""
    pairs: dict[bytes, bytes] = {b"": header.encode("utf-8")}
    for e in entries:
        if not e.translated:
            continue
        key = e.msgid if e.plural is None else f"{e.msgid}\0{e.plural}"
        if e.context is not None:
            key = f"{e.context}\x04{key}"
        pairs[key.encode("utf-8")] = "\0".join(e.msgstr).encode("utf-8")
    keys = sorted(pairs)
    ids = b""
    strs = b""
    offsets = []
    for k in keys:
        offsets.append((len(ids), len(k), len(strs), len(pairs[k])))
        ids += k + b"\0"
        strs += pairs[k] + b"\0"
    n = len(keys)
    key_start = 7 * 4 + 16 * n
    value_start = key_start + len(ids)
    koffsets: list[int] = []
    voffsets: list[int] = []
    for o1, l1, o2, l2 in offsets:
        koffsets += [l1, o1 + key_start]
        voffsets += [l2, o2 + value_start]
    head = struct.pack("Iiiiiii", 0x950412DE, 0, n, 7 * 4, 7 * 4 + n * 8, 0, 0)
    return head + struct.pack(f"{len(koffsets)}i", *koffsets) + struct.pack(f"{len(voffsets)}i", *voffsets) + ids + strs


def languages() -> list[str]:
    return sorted(p.name for p in LOCALE_DIR.iterdir() if (p / "LC_MESSAGES" / f"{DOMAIN}.po").exists())


def po_path(language: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(language: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.mo"


def problems(language: str) -> list[str]:
    """Everything `check` complains about for one language (empty: the catalogue is complete)."""
    found, bad = extract()
    header, entries = read_po(po_path(language))
    have = {e.key: e for e in entries}
    out = list(bad)
    for e in found:
        got = have.get(e.key)
        label = f"{e.msgid!r}" + (f" (context {e.context!r})" if e.context else "") + f" [{', '.join(e.refs[:2])}]"
        if got is None:
            out.append(f"{language}: not in the catalogue: {label}")
        elif not got.translated:
            out.append(f"{language}: not translated{' (fuzzy)' if 'fuzzy' in got.flags else ''}: {label}")
    gone = set(have) - {e.key for e in found}
    out += [f"{language}: in the catalogue but no longer in the source: {k[1]!r}" for k in sorted(gone, key=str)]
    mo = mo_path(language)
    if not mo.exists() or mo.read_bytes() != compile_mo(header, entries):
        out.append(f"{language}: {mo.relative_to(PROJECT)} is not the compiled {po_path(language).name}: "
                   "run python -m game.locale.catalog compile")
    return out


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "check"
    if command == "update":
        found, bad = extract()
        for problem in bad:
            print(problem, file=sys.stderr)
        for lang in languages():
            added, removed = update(po_path(lang), found, lang)
            print(f"{lang}: {added} new, {removed} removed")
        return 1 if bad else 0
    if command == "compile":
        for lang in languages():
            header, entries = read_po(po_path(lang))
            mo_path(lang).write_bytes(compile_mo(header, entries))
            print(f"{lang}: {sum(e.translated for e in entries)} of {len(entries)} translated")
        return 0
    if command == "check":
        out = [p for lang in languages() for p in problems(lang)]
        for p in out:
            print(p)
        return 1 if out else 0
    print("usage: python -m game.locale.catalog update|compile|check", file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
