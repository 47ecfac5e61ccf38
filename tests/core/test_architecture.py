"""The import structure is part of the design.

* No import circle anywhere under src/: imports inside functions and under TYPE_CHECKING count too
  (hiding an import does not remove the dependency).
* No arrow back up between the packages: collapsed to its top-level package (``runtime``,
  ``capabilities``, ``guided``, ...), the import graph has no circle either, so the packages stack
  in layers (docs/architecture.md).
* The protocol package depends on nothing of the project.
* A project import inside a function is the exception, each with its reason in ``LAZY``: a module
  that loads a heavy library at import (so the command line's ``--help`` and the first event of a
  run stay fast, bench/startup.py) or the command line itself.
"""

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


def _import_statements(name: str, path: Path) -> list[tuple[str, int, bool]]:
    """Project modules that ``name`` imports, wherever the import statement stands: each with its
    line and whether the statement stands inside a function."""
    is_package = path.name == "__init__.py"
    tree = ast.parse(path.read_text(), str(path))
    in_function = {
        id(node)
        for fn in ast.walk(tree)
        if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef))
        for node in ast.walk(fn)
    }
    found: list[tuple[str, int, bool]] = []
    for node in ast.walk(tree):
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
                found.append((target, node.lineno, id(node) in in_function))
    return found


def _imports(name: str, path: Path) -> set[str]:
    return {target for target, _, _ in _import_statements(name, path)}


GRAPH = {name: _imports(name, path) for name, path in MODULES.items()}


def _package(module: str) -> str:
    """The top-level package (or module) of ``module``: ``ncurator_cli.runtime.loop`` → ``ncurator_cli.runtime``."""
    return ".".join(module.split(".")[:2])


PACKAGES = {
    pkg: {_package(t) for name, targets in GRAPH.items() if _package(name) == pkg for t in targets} - {pkg}
    for pkg in {_package(name) for name in MODULES}
}


def _circles(graph: dict[str, set[str]] = GRAPH) -> list[list[str]]:
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
        for w in sorted(graph[v]):
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

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_no_import_circle() -> None:
    circles = []
    for component in _circles():
        ties = [f"{a} -> {b}" for a in component for b in sorted(GRAPH[a]) if b in component]
        circles.append(", ".join(ties))
    assert not circles, "import circles:\n" + "\n".join(circles)


def test_no_arrow_back_up_between_packages() -> None:
    circles = []
    for component in _circles(PACKAGES):
        ties = [
            f"{a} -> {b}"
            for a in sorted(MODULES)
            for b in sorted(GRAPH[a])
            if _package(a) in component and _package(b) in component and _package(a) != _package(b)
        ]
        circles.append(", ".join(ties))
    assert not circles, "packages importing each other (an arrow back up):\n" + "\n".join(circles)


#: Imports that must not be, though no circle shows them yet: the runtime never names a capability
#: (it asks the registry the composition root built) and a capability sees the run only through
#: ``protocol.context``.
APART = [("runtime", "capabilities"), ("capabilities", "runtime")]

def test_runtime_and_capabilities_meet_only_in_the_composition_root() -> None:
    ties = [
        f"{a} -> {b}"
        for a in sorted(MODULES)
        for b in sorted(GRAPH[a])
        for low, high in APART
        if _package(a) == f"{PACKAGE}.{low}" and _package(b) == f"{PACKAGE}.{high}"
    ]
    assert not ties, "the runtime and the capabilities import each other:\n" + "\n".join(ties)


#: The only modules with project imports inside functions, each with its reason.
LAZY_IMPORTERS = {
    f"{PACKAGE}.cli": "each command imports what it runs: `--help` and a run's first event stay fast",
    f"{PACKAGE}.doctor": "each check imports the part it checks",
    f"{PACKAGE}.models": "a provider's module loads when a model spec names it",
    f"{PACKAGE}.runtime.runner": "run_started is out before the graph (LangGraph) and the policy load",
}
#: Modules that load a heavy library at import: importing one inside a function is allowed anywhere.
HEAVY = {
    f"{PACKAGE}.docx": "python-docx and lxml",
    f"{PACKAGE}.kb.store": "LanceDB and pyarrow",
    f"{PACKAGE}.tools.docx_impl": "the OOXML stack (lxml), loaded when a docx tool is first called",
}


def test_project_imports_inside_functions_have_a_reason() -> None:
    hidden = sorted({
        f"{MODULES[name].relative_to(SRC)}:{line} imports {target}"
        for name, path in MODULES.items()
        if name not in LAZY_IMPORTERS
        for target, line, inside in _import_statements(name, path)
        if inside and target not in HEAVY
    })
    assert not hidden, (
        "project imports inside functions (move them to the top of the module, or name the reason in "
        "LAZY_IMPORTERS / HEAVY):\n" + "\n".join(hidden)
    )


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
