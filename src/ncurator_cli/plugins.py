"""One plugin mechanism for capabilities and model providers, built-ins included.

A plugin is an entry point: a name and ``module:attribute`` in a group (``ncurator.capabilities``,
``ncurator.models``). Third-party packages declare theirs in their package metadata; the built-ins
are a list of the same entry points, loaded through the same hook. A built-in always wins a name
(a plugin cannot replace ``terminal_exec``), and a plugin that fails to load is reported once and
left out: it never breaks a run that does not use it.

This module imports nothing of the project: what a plugin is (a capability class, a provider
function) is said by the group's contract, not here.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from importlib.metadata import EntryPoint, entry_points
from typing import Any

CAPABILITIES = "ncurator.capabilities"
MODELS = "ncurator.models"


def builtins(group: str, targets: dict[str, str]) -> list[EntryPoint]:
    """Built-ins as entry points of ``group``: ``{name: "module:attribute"}``."""
    return [EntryPoint(name, value, group) for name, value in targets.items()]


class Registry:
    """Named factories; ``get`` builds each once.

    ``instantiate``: a loaded class is called to make the instance (capabilities); otherwise the
    loaded object is the instance itself (a provider function, a capability object).
    """

    def __init__(self, group: str, *, instantiate: bool = True) -> None:
        self.group = group
        self.instantiate = instantiate
        self._factories: dict[str, Callable[[], Any]] = {}
        self._instances: dict[str, Any] = {}
        self.load_errors: dict[str, str] = {}
        self._closers: list[Callable[[], None]] = []
        #: Tool sets offered in every capability loop beside the capability's own tools (the
        #: composition root adds the MCP servers' tools here).
        self.tool_sets: list[Any] = []

    def register(self, kind: str, factory: Callable[[], Any]) -> None:
        self._factories[kind] = factory

    def on_close(self, closer: Callable[[], None]) -> None:
        """Something to release when the run that used this registry ends (a connection)."""
        self._closers.append(closer)

    def close(self) -> None:
        """Release what the registered parts hold; each closer is called once, failures ignored."""
        closers, self._closers = self._closers, []
        for closer in reversed(closers):
            try:
                closer()
            except Exception:
                pass

    def kinds(self) -> list[str]:
        return sorted(self._factories)

    def __contains__(self, kind: object) -> bool:
        return kind in self._factories

    def get(self, kind: str) -> Any:
        if kind not in self._instances:
            self._instances[kind] = self._factories[kind]()
        return self._instances[kind]

    def requires_workspace(self, kind: str) -> bool:
        return bool(getattr(self.get(kind), "requires_workspace", False))

    def add(self, points: Iterable[EntryPoint], *, eager: bool) -> None:
        """Register entry points that are not registered yet (the first to claim a name keeps it).

        Built-ins load lazily (``eager=False``: a run that never uses docx never imports it);
        plugins load at once so that a broken one is reported before the run, not in its middle.
        """
        for ep in points:
            if ep.name in self._factories:
                continue
            if eager:
                try:
                    obj = ep.load()
                except Exception as exc:  # a broken plugin must not break every run
                    self.load_errors[ep.name] = f"{type(exc).__name__}: {exc}"
                    sys.stderr.write(f"ncurator: plugin {ep.name!r} ({self.group}) failed to load: {exc}\n")
                    continue
                kind = (getattr(obj, "kind", None) or ep.name) if self.instantiate else ep.name
                if kind in self._factories:
                    continue
                self.register(kind, self._factory(lambda o=obj: o))
            else:
                self.register(ep.name, self._factory(ep.load))

    def _factory(self, load: Callable[[], Any]) -> Callable[[], Any]:
        if not self.instantiate:
            return load
        return lambda: (lambda obj: obj() if isinstance(obj, type) else obj)(load())

    def load_entry_points(self) -> None:
        """The plugins installed for this group."""
        self.add(entry_points(group=self.group), eager=True)
