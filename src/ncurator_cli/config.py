"""Settings: defaults < user config < workspace `ncurator.toml` < environment < flags.

Every source is validated with the same pydantic model so a typo in any of them is a clear
configuration error (exit 2) instead of a silently ignored key.
"""

from __future__ import annotations

import os
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

WORKSPACE_CONFIG = "ncurator.toml"


class ConfigError(Exception):
    """Unusable configuration: reported on one line, exit 2, nothing run."""


class TerminalSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")
    max_steps: int | None = Field(default=None, ge=1, le=500)
    command_timeout: float | None = Field(default=None, gt=0, le=3600)
    max_output_bytes: int | None = Field(default=None, ge=1024, le=64 * 1024 * 1024)
    loop_timeout: float | None = Field(default=None, gt=0, le=86400)
    vote_samples: int | None = Field(default=None, ge=0, le=8)


class ModelSettings(BaseModel):
    """`[models.NAME]`: a model's profile (see docs/models.md). Unset keys come from the
    built-in profile or the endpoint probe."""

    model_config = ConfigDict(extra="forbid")
    tool_mode: Literal["native", "json_schema", "text"] | None = None
    prompt_style: Literal["standard", "guided"] | None = None
    tool_choice_required: bool | None = None
    grammar: bool | None = None
    max_tokens_tool: int | None = Field(default=None, ge=16, le=1_000_000)
    max_tokens_answer: int | None = Field(default=None, ge=16, le=1_000_000)
    context_size: int | None = Field(default=None, ge=256, le=10_000_000)
    temperature: float | None = Field(default=None, ge=0, le=2)
    stall_timeout: float | None = Field(default=None, gt=0, le=3600)
    first_token_timeout: float | None = Field(default=None, gt=0, le=7200)


class CapabilitySettings(BaseModel):
    """`[capabilities.KIND]`: limits of one capability's model ⇄ tool loop."""

    model_config = ConfigDict(extra="forbid")
    max_turns: int | None = Field(default=None, ge=1, le=1000)


class PriceSettings(BaseModel):
    """`[prices."SPEC"]`: what a model costs, per million tokens (any currency; USD by convention)."""

    model_config = ConfigDict(extra="forbid")
    input: float = Field(ge=0)
    output: float = Field(ge=0)
    cached_input: float | None = Field(default=None, ge=0)


class McpServerSettings(BaseModel):
    """`[mcp_servers.NAME]`: an MCP server whose tools the `mcp` capability offers.

    Either `command` (+ `args`, `env`, `cwd`: a stdio server, started for the run) or `url` (a
    streamable-HTTP endpoint)."""

    model_config = ConfigDict(extra="forbid")
    command: str | None = Field(default=None, min_length=1)
    args: list[str] = Field(default_factory=list)
    env: dict[str, str] = Field(default_factory=dict)
    cwd: str | None = None
    url: str | None = Field(default=None, pattern=r"^https?://")
    timeout: float = Field(default=60.0, gt=0, le=3600)  # seconds per tool call
    connect_timeout: float = Field(default=30.0, gt=0, le=600)

    @model_validator(mode="after")
    def _one_transport(self) -> McpServerSettings:
        if (self.command is None) == (self.url is None):
            raise ValueError("give exactly one of command (stdio) or url (streamable HTTP)")
        return self


class SandboxSettings(BaseModel):
    """`[sandbox]`: the backend, and whether a run without a confining one is refused."""

    model_config = ConfigDict(extra="forbid")
    mode: Literal["auto", "bwrap", "none"] | None = None
    #: true: a run that would have no confining sandbox (bubblewrap missing, or mode none) exits 2.
    require: bool | None = None


class ConfigFile(BaseModel):
    """The keys a config file (user or workspace) may set."""

    model_config = ConfigDict(extra="forbid")
    model: str | None = None
    kb: str | None = None
    policy: str | None = None
    max_steps: int | None = Field(default=None, ge=1, le=10_000)
    timeout: float | None = Field(default=None, gt=0, le=7 * 86400)
    task_timeout: float | None = Field(default=None, gt=0, le=7 * 86400)
    max_turns: int | None = Field(default=None, ge=1, le=100_000)
    max_tokens: int | None = Field(default=None, ge=1)
    #: `sandbox = "auto"` or a `[sandbox]` table (`mode`, `require`).
    sandbox: Literal["auto", "bwrap", "none"] | SandboxSettings | None = None
    approvals: Literal["auto", "tty", "stdin", "none"] | None = None
    probe: bool | None = None
    planner: Literal["auto", "model", "guided"] | None = None
    terminal: TerminalSettings = Field(default_factory=TerminalSettings)
    models: dict[str, ModelSettings] = Field(default_factory=dict)


    capabilities: dict[str, CapabilitySettings] = Field(default_factory=dict)
    prices: dict[str, PriceSettings] = Field(default_factory=dict)
    mcp_servers: dict[str, McpServerSettings] = Field(default_factory=dict)

    @field_validator("mcp_servers")
    @classmethod
    def _server_names(cls, v: dict[str, McpServerSettings]) -> dict[str, McpServerSettings]:
        for name in v:
            if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_-]{0,31}", name) or "__" in name:
                raise ValueError(f"MCP server name {name!r}: use letters, digits, - and _ (no '__'), at most 32")
        return v


@dataclass
class Settings:
    home: Path
    model: str | None = None
    kb: str | None = None
    policy: str | None = None
    max_steps: int = 100
    timeout: float = 1800.0
    task_timeout: float = 180.0  # the time budget of one task (model turns + tool calls)
    max_turns: int | None = None
    max_tokens: int | None = None
    sandbox: str = "auto"
    sandbox_require: bool = False
    approvals: str = "auto"
    probe: bool = True
    planner: str = "auto"
    terminal: dict[str, Any] = field(default_factory=dict)
    models: dict[str, dict[str, Any]] = field(default_factory=dict)  # [models.NAME] → profile keys


    capabilities: dict[str, dict[str, Any]] = field(default_factory=dict)  # kind -> {max_turns}
    prices: dict[str, dict[str, float]] = field(default_factory=dict)  # model spec or name -> {input, output, cached_input}
    mcp_servers: dict[str, dict[str, Any]] = field(default_factory=dict)  # name -> McpServerSettings fields
    openai_base_url: str | None = None
    openai_api_key: str | None = None
    sources: dict[str, str] = field(default_factory=dict)  # key -> where its value came from

    @property
    def kb_uri(self) -> str:
        return self.kb or str(self.home / "kb")

    @property
    def runs_db(self) -> Path:
        return self.home / "runs.db"

    @property
    def checkpoints_db(self) -> Path:
        return self.home / "checkpoints.db"


def ncurator_home(env: dict[str, str] | None = None) -> Path:
    env = os.environ if env is None else env
    raw = env.get("NCURATOR_HOME")
    if raw:
        return Path(raw).expanduser()
    return Path("~/.local/share/ncurator").expanduser()


def user_config_path(env: dict[str, str] | None = None) -> Path:
    env = os.environ if env is None else env
    base = env.get("XDG_CONFIG_HOME") or str(Path("~/.config").expanduser())
    return Path(base) / "ncurator" / "config.toml"


def read_config_file(path: Path) -> ConfigFile:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ConfigError(f"cannot read config file {path}: {exc.strerror or exc}") from None
    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"invalid config file {path}: {exc}") from None
    try:
        return ConfigFile.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "(root)"
        raise ConfigError(f"invalid config file {path}: {where}: {first['msg']}") from None


def _relative_to(path_value: str | None, base: Path) -> str | None:
    """Paths in a config file are relative to that file's folder (URIs are left alone)."""
    if path_value is None or "://" in path_value:
        return path_value
    p = Path(path_value).expanduser()
    return str(p if p.is_absolute() else (base / p))


def load_settings(
    *,
    workspace: Path | None = None,
    flags: dict[str, Any] | None = None,
    env: dict[str, str] | None = None,
    cwd: Path | None = None,
) -> Settings:
    """Resolve settings. `flags` holds only the flags the user actually gave (None = not given)."""
    env = dict(os.environ) if env is None else env
    settings = Settings(home=ncurator_home(env))

    layers: list[tuple[str, ConfigFile, Path]] = []
    user_path = user_config_path(env)
    if user_path.is_file():
        layers.append((str(user_path), read_config_file(user_path), user_path.parent))
    ws_dir = workspace if workspace is not None else (cwd or Path.cwd())
    ws_path = ws_dir / WORKSPACE_CONFIG
    if ws_path.is_file():
        layers.append((str(ws_path), read_config_file(ws_path), ws_path.parent))

    for source, cfg, base in layers:
        for key in ("model", "kb", "policy", "max_steps", "timeout", "task_timeout", "max_turns", "max_tokens", "sandbox", "approvals", "probe", "planner"):
            value = getattr(cfg, key)
            if isinstance(value, SandboxSettings):
                if value.require is not None:
                    settings.sandbox_require = value.require
                    settings.sources["sandbox.require"] = source
                value = value.mode
            if value is None:
                continue
            if key in ("kb", "policy"):
                value = _relative_to(value, base)
            setattr(settings, key, value)
            settings.sources[key] = source
        for key, value in cfg.terminal.model_dump(exclude_none=True).items():
            settings.terminal[key] = value
            settings.sources[f"terminal.{key}"] = source
        for name, model_cfg in cfg.models.items():
            for key, value in model_cfg.model_dump(exclude_none=True).items():
                settings.models.setdefault(name, {})[key] = value
                settings.sources[f"models.{name}.{key}"] = source


        for kind, cap in cfg.capabilities.items():
            settings.capabilities.setdefault(kind, {}).update(cap.model_dump(exclude_none=True))
            settings.sources[f"capabilities.{kind}"] = source
        for name, server in cfg.mcp_servers.items():
            entry = server.model_dump(exclude_none=True)
            if entry.get("cwd"):
                entry["cwd"] = _relative_to(entry["cwd"], base)
            settings.mcp_servers[name] = entry
            settings.sources[f"mcp_servers.{name}"] = source
        for spec, price in cfg.prices.items():
            settings.prices[spec] = price.model_dump(exclude_none=True)
            settings.sources[f"prices.{spec}"] = source

    env_map = {"NCURATOR_MODEL": "model", "NCURATOR_KB": "kb", "NCURATOR_POLICY": "policy"}
    for var, key in env_map.items():
        if env.get(var):
            setattr(settings, key, env[var])
            settings.sources[key] = f"env:{var}"
    if env.get("NCURATOR_SANDBOX"):
        if env["NCURATOR_SANDBOX"] not in ("auto", "bwrap", "none"):
            raise ConfigError(f"NCURATOR_SANDBOX must be auto, bwrap or none, not {env['NCURATOR_SANDBOX']!r}")
        settings.sandbox = env["NCURATOR_SANDBOX"]
        settings.sources["sandbox"] = "env:NCURATOR_SANDBOX"
    settings.openai_base_url = env.get("OPENAI_BASE_URL") or None
    settings.openai_api_key = env.get("OPENAI_API_KEY") or None

    for key, value in (flags or {}).items():
        if value is None:
            continue
        setattr(settings, key, value)
        settings.sources[key] = "flag"
    return settings
