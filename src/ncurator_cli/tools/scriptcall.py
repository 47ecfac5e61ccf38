"""A workspace script a question asks the output of ("what does our hall price script give for
that?"), run by the host with the options the question's case gives.

The script's command-line options are read from its `argparse` calls (never by running or
importing it): each option's name, type (an int, a float, a flag, text), its choices (a list, or
the keys of a module-level dict: `choices=sorted(VILLAGES)`), its default and help. One short
constrained model call fills them from the question (a JSON object whose schema is those options:
integers, booleans, enums), and the host builds the command (`script_call_command`), which runs
through the ordinary command path (policy, sandbox, events); its output is the answer. A probe's
1.5B model, told the task, read a bookings note for the price instead and answered "0".
"""

from __future__ import annotations

import ast
import json
import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import Field

from .base import Tool, ToolArgs, ToolEnv, ToolError

#: Folders of retired copies: a script there is not the one in use, unless the question names it.
_RETIRED = frozenset("old archive archived legacy deprecated backup backups obsolete previous attic".split())
#: A question asking what a script gives: "what does our hall price script give", "what does
#: report.py print for", "what would the calculator come to".
_GIVES = re.compile(r"\b(?:give|gives|say|says|print|prints|return|returns|output|outputs|come\s+(?:out\s+)?(?:to|at|with)|"
                    r"produce|produces|quote|quotes|calculate|calculates|compute|computes|work\s+out|make)\b", re.I)
#: The most options a script's call is built from, and the most bytes of a script read.
MAX_OPTIONS = 16
MAX_SCRIPT_BYTES = 64 * 1024


@dataclass
class Option:
    flag: str                      # "--bird-guards", or a positional's name
    dest: str                      # "bird_guards"
    kind: str                      # "int", "float", "flag", "text"
    required: bool = False
    choices: list[str] = field(default_factory=list)
    default: Any = None
    help: str = ""
    positional: bool = False


def _literal(node: ast.AST, names: dict[str, Any]) -> Any:
    """A literal value, a module-level name bound to one, or `sorted(X)`/`list(X)` of one (a dict's keys)."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("sorted", "list", "tuple") \
            and len(node.args) == 1:
        inner = _literal(node.args[0], names)
        return sorted(inner) if node.func.id == "sorted" and inner is not None else list(inner) if inner is not None else None
    if isinstance(node, ast.Name):
        return names.get(node.id)
    try:
        return ast.literal_eval(node)
    except ValueError:
        return None


def script_options(source: str) -> tuple[str, list[Option]] | None:
    """(the script's docstring, its options) from its `add_argument` calls; None when it has none
    or one the host cannot read (a type other than int, float or str; an action other than
    store_true)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return None
    names: dict[str, Any] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            try:
                names[node.targets[0].id] = ast.literal_eval(node.value)
            except ValueError:
                pass
    options: list[Option] = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "add_argument"):
            continue
        flags = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
        if not flags:
            return None
        kw = {k.arg: k.value for k in node.keywords if k.arg}
        long = next((f for f in flags if f.startswith("--")), flags[0])
        if long in ("-h", "--help"):
            continue
        positional = not long.startswith("-")
        dest = _literal(kw["dest"], names) if "dest" in kw else long.lstrip("-").replace("-", "_")
        action = _literal(kw["action"], names) if "action" in kw else None
        typ = kw.get("type")
        kind = ("flag" if action == "store_true" else
                "int" if isinstance(typ, ast.Name) and typ.id == "int" else
                "float" if isinstance(typ, ast.Name) and typ.id == "float" else
                "text" if typ is None or (isinstance(typ, ast.Name) and typ.id == "str") else "")
        if not kind or (action is not None and action != "store_true"):
            return None
        choices = _literal(kw["choices"], names) if "choices" in kw else None
        if choices is not None and not (isinstance(choices, (list, tuple)) and all(isinstance(c, (str, int)) for c in choices)):
            return None
        required = positional or ("required" in kw and bool(_literal(kw["required"], names)))
        options.append(Option(
            flag=long, dest=str(dest), kind=kind, positional=positional, required=required,
            choices=[str(c) for c in choices or []],
            default=_literal(kw["default"], names) if "default" in kw else None,
            help=str(_literal(kw["help"], names) or "") if "help" in kw else ""))
    if not options or len(options) > MAX_OPTIONS:
        return None
    return ast.get_docstring(tree) or "", options


def asks_script_output(objective: str) -> bool:
    """Whether a question asks what a script gives ("what does our hall price script give for ...")."""
    return bool(re.search(r"\bscript\b|\.py\b|\bcalculator\b", objective, re.I)) and bool(_GIVES.search(objective))


def question_script(root: Path, files: list[str], objective: str) -> str | None:
    """The one workspace script with options a question asks the output of: a .py file named in the
    objective, else one whose name shares a word with it; not a test, and not in a folder of retired
    copies (old/, archive/) unless the objective names that folder."""
    if not asks_script_output(objective):
        return None
    low = objective.lower()
    said = {w for w in re.findall(r"[a-z]{3,}", low)}
    named = [f for f in files if f.endswith(".py") and (f.lower() in low or f.rsplit("/", 1)[-1].lower() in low)]
    found = named or [f for f in files if f.endswith(".py")
                      and set(re.findall(r"[a-z]{3,}", f.rsplit("/", 1)[-1].lower().removesuffix(".py"))) & said]
    # A retired folder the question asks for ("use the old one"), not one it turns away ("not the old one").
    asked = said - {m.group(1) for m in re.finditer(r"\bnot\s+(?:the\s+|an?\s+|any\s+)?([a-z]{3,})", low)}
    found = [f for f in found if not re.match(r"(?:test_|conftest)", f.rsplit("/", 1)[-1])
             and not ({p.lower() for p in f.split("/")[:-1]} & _RETIRED - asked)]
    usable = []
    for f in found:
        try:
            text = (root / f).read_text(encoding="utf-8", errors="replace")[:MAX_SCRIPT_BYTES]
        except OSError:
            continue
        if "add_argument" in text and script_options(text) is not None:
            usable.append(f)
    return usable[0] if len(usable) == 1 else None


#: The reply's first key: the case restated as counts, before any option is chosen.
CASE_KEY = "case"


def options_schema(options: list[Option]) -> dict[str, Any]:
    """The JSON Schema a reply fills: the case first (`CASE_KEY`: each thing the question names, with
    how many; written before the numbers it settles), then one property per option, each required."""
    props: dict[str, Any] = ({} if any(o.dest == CASE_KEY for o in options)
                             else {CASE_KEY: {"type": "string", "maxLength": 240}})
    for o in options:
        if o.choices:
            props[o.dest] = {"type": "string", "enum": o.choices}
        elif o.kind == "flag":
            props[o.dest] = {"type": "boolean"}
        elif o.kind == "int":
            props[o.dest] = {"type": "integer", "minimum": 0}
        elif o.kind == "float":
            props[o.dest] = {"type": "number"}
        else:
            props[o.dest] = {"type": "string", "maxLength": 80}
    return {"type": "object", "properties": props, "required": list(props), "additionalProperties": False}


SYSTEM = ("You choose the command-line options of a script so that it answers the question for the case the "
          "question describes. First write the case: each thing the question names that an option counts, with how "
          "many (\"2 of X: A and B; 1 Y\"). Then give each option its value from that. Reply with the JSON object only.")


#: The most of a script's commented settings lines a prompt shows.
SETTING_LINES = 12


def commented_settings(source: str) -> list[str]:
    """A script's module-level settings with a comment after them ("TABLE = 2.50  # per trestle
    table"): what its options count, in its author's words."""
    out = []
    for line in source.splitlines():
        if re.match(r"[A-Z][A-Z0-9_]*\s*=\s*[^=].*#\s*\S", line):
            out.append(" ".join(line.split()))
        if len(out) >= SETTING_LINES:
            break
    return out


def _stems(name: str) -> set[str]:
    return {w[:-1] if len(w) > 3 and w.endswith("s") else w for w in re.findall(r"[a-z]{3,}", name.lower())}


def _setting_comments(settings: list[str] | tuple[str, ...]) -> list[tuple[str, str]]:
    """(NAME, its comment) of each commented settings line."""
    out = []
    for line in settings:
        m = re.match(r"([A-Z][A-Z0-9_]*)\s*=.*?#\s*(.+)$", line)
        if m:
            out.append((m.group(1), m.group(2).strip()))
    return out


def options_prompt(rel: str, doc: str, options: list[Option], objective: str,
                   settings: list[str] | tuple[str, ...] = ()) -> str:
    lines = [f"Question: {objective}", "", f"Script: {rel}"]
    if doc.strip():
        lines.append(doc.strip()[:800])
    if settings:
        lines += ["", "Its settings:", *settings]
    lines.append("")
    lines.append("Options (JSON key: option - what it is):")
    for o in options:
        what = o.help or {"flag": "a yes/no switch", "int": "a whole number", "float": "a number"}.get(o.kind, "text")
        extra = f"; one of: {', '.join(o.choices)}" if o.choices else ""
        default = f"; default {o.default}" if o.default is not None and o.kind != "flag" else ""
        # The settings named like the option say what it counts ("tables": TABLE, "per trestle table").
        said = [c for name, c in _setting_comments(settings) if _stems(name) & _stems(o.dest)]
        counts = f" (counts: {'; '.join(said[:2])})" if said else ""
        lines.append(f"- {o.dest}: {o.flag} - {what}{extra}{default}{counts}")
    return "\n".join(lines)


def command_of(rel: str, options: list[Option], values: dict[str, Any]) -> str:
    """`python3 REL --opt value ...` from the reply's values (a flag given when true; an option at its
    default or an int 0 with a default left out). Raises ToolError on a value of the wrong kind."""
    parts = ["python3", shlex.quote(rel)]
    for o in options:
        v = values.get(o.dest)
        if o.kind == "flag":
            if v is True:
                parts.append(o.flag)
            continue
        if v is None or v == "":
            if o.required:
                raise ToolError(f"no value for {o.flag}")
            continue
        if o.kind == "int" and (not isinstance(v, int) or isinstance(v, bool)):
            raise ToolError(f"{o.flag} takes a whole number, not {v!r}")
        if o.choices and str(v) not in o.choices:
            raise ToolError(f"{o.flag} takes one of {', '.join(o.choices)}, not {v!r}")
        if not o.required and o.default is not None and v == o.default:
            continue
        parts += ([shlex.quote(str(v))] if o.positional else [o.flag, shlex.quote(str(v))])
    return " ".join(parts)


class ScriptCallArgs(ToolArgs):
    question: str = Field(description="the question, in its own words")
    script: str = Field(description="the workspace script whose output answers it")


def script_call_command(env: ToolEnv, a: ScriptCallArgs) -> str:
    if env.ask is None:
        raise ToolError("choosing the script's options needs a model")
    path = env.resolve(a.script)
    source = path.read_text(encoding="utf-8", errors="replace")[:MAX_SCRIPT_BYTES]
    read = script_options(source)
    if read is None:
        raise ToolError(f"{a.script} has no command-line options the host can read")
    doc, options = read
    schema = options_schema(options)
    reply = env.ask(SYSTEM, options_prompt(a.script, doc, options, a.question, commented_settings(source)), schema)
    try:
        values = json.loads(reply or "{}")
    except ValueError as exc:
        raise ToolError(f"the options chosen for {a.script} are not JSON: {str(reply)[:120]!r}") from exc
    if not isinstance(values, dict):
        raise ToolError(f"the options chosen for {a.script} are not an object")
    return command_of(a.script, options, values)


#: Host-only: a question that asks what a workspace script gives, before the first turn.
SCRIPT_CALL = Tool(
    "script_call",
    "Run a workspace script with the command-line options the question's case gives (chosen by one constrained "
    "model call from the script's argparse options).",
    ScriptCallArgs, command_fn=script_call_command,
)
