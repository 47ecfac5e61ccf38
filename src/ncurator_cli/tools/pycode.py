"""Python code facts from `ast`: functions (with parameters), classes, imports, usages of a name.
Nothing is imported or run."""

from __future__ import annotations

import ast
import re
from typing import Any

from pydantic import Field

from ..words import STOPWORDS
from .base import Tool, ToolArgs, ToolEnv, ToolError, ToolResult, glob_match

MAX_SOURCE_BYTES = 1024 * 1024


class PythonFactsArgs(ToolArgs):
    path: str = Field(".", description="a .py file or a folder (searched recursively)")
    glob: str = Field("*.py", description="which files of a folder, e.g. *.py or src/**/*.py")
    name: str | None = Field(None, description="also list where this name is used (calls, references, attributes)")
    include_tests: bool = Field(True, description="include test files (test_*.py, *_test.py, tests/)")


def _params(args: ast.arguments) -> list[str]:
    out: list[str] = []
    positional = [*args.posonlyargs, *args.args]
    defaults: list[ast.expr | None] = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
    for i, (arg, default) in enumerate(zip(positional, defaults, strict=True)):
        out.append(arg.arg + (f"={ast.unparse(default)}" if default is not None else ""))
        if args.posonlyargs and i == len(args.posonlyargs) - 1:
            out.append("/")
    if args.vararg:
        out.append("*" + args.vararg.arg)
    elif args.kwonlyargs:
        out.append("*")
    for arg, kd in zip(args.kwonlyargs, args.kw_defaults, strict=True):
        out.append(arg.arg + (f"={ast.unparse(kd)}" if kd is not None else ""))
    if args.kwarg:
        out.append("**" + args.kwarg.arg)
    return out


def _is_test(rel: str) -> bool:
    name = rel.rsplit("/", 1)[-1]
    parts = rel.split("/")[:-1]
    return name.startswith("test_") or name.endswith("_test.py") or name == "conftest.py" or any(
        p in ("tests", "test") for p in parts)


def file_facts(tree: ast.Module, name: str | None) -> dict[str, Any]:
    functions: list[dict[str, Any]] = []
    classes: list[dict[str, Any]] = []
    imports: list[str] = []
    usages: list[dict[str, Any]] = []

    def visit(node: ast.AST, scope: list[str], in_class: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                params = _params(child.args)
                functions.append({
                    "name": child.name, "qualname": ".".join([*scope, child.name]), "line": child.lineno,
                    "params": params,
                    "param_count": len([p for p in params if p not in ("/", "*")]),
                    "method": in_class, "async": isinstance(child, ast.AsyncFunctionDef),
                    "decorators": [ast.unparse(d) for d in child.decorator_list],
                    "returns": ast.unparse(child.returns) if child.returns is not None else None,
                })
                visit(child, [*scope, child.name], False)
            elif isinstance(child, ast.ClassDef):
                classes.append({"name": child.name, "qualname": ".".join([*scope, child.name]), "line": child.lineno,
                                "bases": [ast.unparse(b) for b in child.bases]})
                visit(child, [*scope, child.name], True)
            else:
                if isinstance(child, ast.Import):
                    imports.extend(a.name + (f" as {a.asname}" if a.asname else "") for a in child.names)
                elif isinstance(child, ast.ImportFrom):
                    mod = "." * child.level + (child.module or "")
                    imports.extend(f"{mod}.{a.name}" + (f" as {a.asname}" if a.asname else "") for a in child.names)
                if name is not None:
                    kind = None
                    if isinstance(child, ast.Call):
                        f = child.func
                        if (isinstance(f, ast.Name) and f.id == name) or (isinstance(f, ast.Attribute) and f.attr == name):
                            kind = "call"
                    elif isinstance(child, ast.Name) and child.id == name:
                        kind = "assign" if isinstance(child.ctx, ast.Store) else "reference"
                    elif isinstance(child, ast.Attribute) and child.attr == name:
                        kind = "attribute"
                    if kind:
                        usages.append({"line": child.lineno, "kind": kind, "in": ".".join(scope) or "<module>"})
                visit(child, scope, in_class)

    visit(tree, [], False)
    # A call's func node is also a Name/Attribute: keep one entry per line and kind "call".
    calls = {(u["line"], u["in"]) for u in usages if u["kind"] == "call"}
    usages = [u for u in usages if u["kind"] == "call" or (u["line"], u["in"]) not in calls
              or u["kind"] == "assign"]
    seen: set[tuple[int, str, str]] = set()
    unique = []
    for u in sorted(usages, key=lambda u: (u["line"], u["kind"])):
        k = (u["line"], u["kind"], u["in"])
        if k not in seen:
            seen.add(k)
            unique.append(u)
    return {"functions": functions, "classes": classes, "imports": imports, "usages": unique}


def _facts(env: ToolEnv, a: PythonFactsArgs) -> ToolResult:
    start = env.resolve(a.path)
    out: list[str] = []
    files: list[dict[str, Any]] = []
    for f in env.walk(start):
        rel = env.rel(f)
        if start.is_dir() and not (f.suffix == ".py" and (glob_match(rel, a.glob))):
            continue
        if not a.include_tests and _is_test(rel):
            continue
        try:
            if f.stat().st_size > MAX_SOURCE_BYTES:
                out.append(f"== {rel}: skipped (over {MAX_SOURCE_BYTES} bytes)")
                continue
            source = f.read_text(encoding="utf-8", errors="replace")
            tree = ast.parse(source, filename=rel)
        except SyntaxError as exc:
            out.append(f"== {rel}: does not parse ({exc.msg}, line {exc.lineno})")
            continue
        except OSError as exc:
            raise ToolError(f"cannot read {rel}: {exc}") from exc
        facts = file_facts(tree, a.name)
        files.append({"path": rel, **facts})
        fn = facts["functions"]
        out.append(f"== {rel}: {len(fn)} functions ({sum(1 for x in fn if not x['method'])} top-level or nested, "
                   f"{sum(1 for x in fn if x['method'])} methods), {len(facts['classes'])} classes")
        for x in fn:
            deco = "".join(f"@{d} " for d in x["decorators"])
            kind = "method" if x["method"] else "function"
            out.append(f"  {kind} {deco}{x['qualname']}({', '.join(x['params'])}) line {x['line']}, "
                       f"{x['param_count']} params")
        for c in facts["classes"]:
            out.append(f"  class {c['qualname']}({', '.join(c['bases'])}) line {c['line']}")
        if facts["imports"]:
            out.append("  imports: " + ", ".join(facts["imports"]))
        if a.name is not None:
            us = facts["usages"]
            out.append(f"  uses of {a.name}: {len(us)}" + ("" if not us else " — " + ", ".join(
                f"line {u['line']} {u['kind']} in {u['in']}" for u in us[:40])))
    if start.is_dir():
        total = sum(len(f["functions"]) for f in files)
        out.insert(0, f"{len(files)} Python files, {total} functions and methods in all")
    if a.name is not None:
        out.append(f"Total uses of {a.name}: {sum(len(f['usages']) for f in files)}")
    return ToolResult("\n".join(out) if out else "no Python files found", {"files": files})


PYTHON_FACTS = Tool(
    "python_facts",
    "Facts about Python source read with ast (nothing is run): per file its functions and methods with "
    "parameters, decorators and line numbers, classes, imports, and where a given name is used.",
    PythonFactsArgs, _facts,
)


#: "a function named main", "the class called Ledger", "calls to parse_date()": a name a question
#: gives a Python thing exactly.
_GIVEN_NAME = re.compile(r"\b(?:named|called)\s+[`'\"]?([A-Za-z_]\w*)|[`'\"]?\b([A-Za-z_]\w*)\(\)", re.I)
#: A question about Python code: its words, or a .py file.
_PYTHON_WORDS = re.compile(r"\b(?:python|functions?|methods?|class(?:es)?|defs?|define[sd]?|imports?|modules?|calls?)\b|"
                           r"\.py\b", re.I)
#: The most .py files read for name facts, and the most files named on one line.
NAME_FACT_FILES = 400
NAME_FACT_SHOWN = 12


def _shown(files: list[str]) -> str:
    more = len(files) - NAME_FACT_SHOWN
    return ", ".join(files[:NAME_FACT_SHOWN]) + (f" and {more} more" if more > 0 else "")


def name_facts(env: ToolEnv, files: list[str], objective: str) -> list[str]:
    """For a question that names a Python function, method or class exactly ("How many files
    define a function named main?"), the workspace's .py files that define it (function, method or
    class by that exact name), call it, or import it, counted by file: read with `ast`, nothing
    run. A development trace's scripts tested `'main' in record['in']` and counted calls as
    definitions, four turns over. [] when the question names no such thing or is not about Python."""
    if not _PYTHON_WORDS.search(objective):
        return []
    names = list(dict.fromkeys(m.group(1) or m.group(2) for m in _GIVEN_NAME.finditer(objective)))
    names = [n for n in names if n.lower() not in STOPWORDS][:3]
    py = [f for f in files if f.endswith(".py")][:NAME_FACT_FILES]
    if not names or not py:
        return []
    found: dict[tuple[str, str], list[str]] = {}
    for rel in py:
        path = env.resolve(rel)
        try:
            if path.stat().st_size > MAX_SOURCE_BYTES:
                continue
            tree = ast.parse(path.read_text(encoding="utf-8", errors="replace"), filename=rel)
        except (SyntaxError, OSError, ValueError):
            continue
        for name in names:
            facts = file_facts(tree, name)
            kinds = {("method" if f["method"] else "function") for f in facts["functions"] if f["name"] == name}
            kinds |= {"class" for c in facts["classes"] if c["name"] == name}
            if any(u["kind"] == "call" for u in facts["usages"]):
                kinds.add("call")
            if any(i.split(" as ")[0].rsplit(".", 1)[-1] == name for i in facts["imports"]):
                kinds.add("import")
            for kind in kinds:
                found.setdefault((name, kind), []).append(rel)
    lines = []
    what = {"function": "define a function named {n} (a def outside any class)",
            "method": "define a method named {n} (a def in a class)", "class": "define a class named {n}",
            "call": "call {n}(...)", "import": "import {n}"}
    for name in names:
        for kind in ("function", "method", "class", "call", "import"):
            hit = sorted(found.get((name, kind), []))
            if hit:
                lines.append(f"{len(hit)} of the {len(py)} .py files {what[kind].format(n=name)}: {_shown(hit)}")
        if not any((name, k) in found for k in what):
            lines.append(f"none of the {len(py)} .py files defines, calls or imports {name}")
    return lines
