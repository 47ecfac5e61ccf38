"""Settings: defaults < user config < workspace `ncurator.toml` < environment < flags.

Every source is validated with the same pydantic model so a typo in any of them is a clear
configuration error (exit 2) instead of a silently ignored key.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

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
    #: `sandbox = "auto"` or a `[sandbox]` table (`mode`, `require`).
    sandbox: Literal["auto", "bwrap", "none"] | SandboxSettings | None = None
    approvals: Literal["auto", "tty", "stdin", "none"] | None = None
    probe: bool | None = None
    planner: Literal["auto", "model", "guided"] | None = None
    terminal: TerminalSettings = Field(default_factory=TerminalSettings)


@dataclass
class Settings:
    home: Path
    model: str | None = None
    kb: str | None = None
    policy: str | None = None
    max_steps: int = 100
    timeout: float = 1800.0
    sandbox: str = "auto"
    sandbox_require: bool = False
    approvals: str = "auto"
    probe: bool = True
    planner: str = "auto"
    terminal: dict[str, Any] = field(default_factory=dict)
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
        for key in ("model", "kb", "policy", "max_steps", "timeout", "sandbox", "approvals", "probe", "planner"):
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
