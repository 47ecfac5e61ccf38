"""One plugin mechanism: built-ins and third-party entry points go through the same hook."""

from __future__ import annotations

from importlib.metadata import EntryPoint

import pytest

from ncurator_cli import plugins
from ncurator_cli.app import capability_registry
from ncurator_cli.models import BUILTIN_PROVIDERS, make_model
from ncurator_cli.models.base import ModelConfigError
from ncurator_cli.plugins import CAPABILITIES, Registry, builtins


class Echo:
    kind = "echo"
    requires_workspace = False


BROKEN = EntryPoint("broken", "ncurator_cli.no_such_module:Thing", CAPABILITIES)


def test_builtins_load_lazily_and_are_instantiated_once() -> None:
    reg = capability_registry(plugins=False)
    assert reg.kinds() == ["docx", "local_kb_retrieval", "terminal_exec"]
    first = reg.get("terminal_exec")
    assert type(first).__name__ == "TerminalCapability" and reg.get("terminal_exec") is first
    assert reg.requires_workspace("terminal_exec") and not reg.requires_workspace("local_kb_retrieval")


def test_a_plugin_registers_by_its_kind_and_never_replaces_a_builtin(monkeypatch: pytest.MonkeyPatch) -> None:
    own = EntryPoint("whatever", f"{__name__}:Echo", CAPABILITIES)
    impostor = EntryPoint("terminal_exec", f"{__name__}:Echo", CAPABILITIES)
    monkeypatch.setattr(plugins, "entry_points", lambda group: [own, impostor, BROKEN] if group == CAPABILITIES else [])
    reg = capability_registry()
    assert "echo" in reg and isinstance(reg.get("echo"), Echo)
    assert type(reg.get("terminal_exec")).__name__ == "TerminalCapability"
    assert "broken" not in reg and "ModuleNotFoundError" in reg.load_errors["broken"]


def test_model_providers_use_the_same_hook(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    assert sorted(ep.name for ep in BUILTIN_PROVIDERS) == ["local", "openai", "script"]
    seen: list[str] = []
    monkeypatch.setattr(plugins, "entry_points", lambda group: seen.append(group) or [])
    script = tmp_path / "s.jsonl"
    script.write_text("")
    make_model(f"script:{script}", None)
    assert seen == []  # a built-in spec never looks at the installed plugins
    with pytest.raises(ModelConfigError, match="expected one of local, openai, script"):
        make_model("nosuch:x", None)
    assert seen == [plugins.MODELS]


def test_provider_plugins_are_returned_as_they_are() -> None:
    reg = Registry(plugins.MODELS, instantiate=False)
    reg.add(builtins(plugins.MODELS, {"echo": f"{__name__}:Echo"}), eager=False)
    assert reg.get("echo") is Echo
