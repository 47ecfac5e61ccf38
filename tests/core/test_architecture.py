"""The import structure is part of the design: no import circle anywhere under src/ (imports inside
functions and under TYPE_CHECKING count too: hiding an import does not remove the dependency), and
the protocol package depends on nothing of the project."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src"
PACKAGE = "ncurator_cli"


def _modules() -> dict[str, Path]:
    out = {}
    for path in sorted((SRC / PACKAGE).rglob("*.py")):
        parts = list(path.relative_to(SRC).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = path
    return out


MODULES = _modules()


def _imports(name: str, path: Path) -> set[str]:
    """Project modules that ``name`` imports, wherever the import statement stands."""
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if is_package else name.split(".")[:-1]
                base = base[: len(base) - (node.level - 1)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            # `from pkg import sub` imports the submodule when there is one
            targets = [f"{source}.{a.name}" if f"{source}.{a.name}" in MODULES else source for a in node.names]
        else:
            continue
        for target in targets:
            while target and target not in MODULES:
                target = target.rpartition(".")[0]
            if target.startswith(PACKAGE) and target != name:
                found.add(target)
    return found


GRAPH = {name: _imports(name, path) for name, path in MODULES.items()}


def _circles() -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(GRAPH[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in sorted(GRAPH):
        if v not in index:
            visit(v)
    return out


def test_no_import_circle() -> None:
    circles = []
    for component in _circles():
        ties = [f"{a} -> {b}" for a in component for b in sorted(GRAPH[a]) if b in component]
        circles.append(", ".join(ties))
    assert not circles, "import circles:\n" + "\n".join(circles)


def test_protocol_depends_on_nothing_of_the_project() -> None:
    bad = {
        name: sorted(t for t in targets if not t.startswith(f"{PACKAGE}.protocol"))
        for name, targets in GRAPH.items()
        if name.startswith(f"{PACKAGE}.protocol")
    }
    bad = {k: v for k, v in bad.items() if v}
    assert not bad, f"protocol/ imports the project: {bad}"


def test_imports_inside_functions_and_type_checking_blocks_count(tmp_path) -> None:
    # The check would be blind if an import moved into a function or under TYPE_CHECKING were missed.
    path = tmp_path / "mod.py"
    path.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from .runtime.context import RunContext\n"
        "def f():\n    from .capabilities import terminal\n    from . import workspace\n"
    )
    found = _imports(f"{PACKAGE}.mod", path)
    assert {f"{PACKAGE}.runtime.context", f"{PACKAGE}.capabilities.terminal", f"{PACKAGE}.workspace"} <= found
