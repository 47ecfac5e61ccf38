"""Settings: defaults < user config < workspace `ncurator.toml` < environment < flags.

Every source is validated with the same pydantic model so a typo in any of them is a clear
configuration error (exit 2) instead of a silently ignored key.

`Settings` is what every command reads; `RunConfig` is one run's configuration, built once from
the settings and the run's own flags, frozen, and handed down (stored with the run, so a resumed
run goes on with the configuration it started with). Its `RunLimits` bound the run and its tasks.
"""

from __future__ import annotations

import os
import re
import tomllib
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal

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
    repair_search: bool | None = None


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
    #: Seconds, or "share": a task's share of the run's time left (`RunLimits.task_budget`).
    task_timeout: Annotated[float, Field(gt=0, le=7 * 86400)] | Literal["share"] | None = None
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

    @field_validator("task_timeout", mode="before")
    @classmethod
    def _task_timeout(cls, v: Any) -> Any:
        if isinstance(v, str) and v != "share":
            raise ValueError(f'seconds (a number) or "share", not {v!r}')
        return v

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
    task_share: bool = False  # `task_timeout = "share"`: a task's share of the run's time left, if more
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
            if key == "task_timeout":
                # "share" keeps the default as the floor; a number of a later layer turns it off.
                settings.task_share = value == "share"
                if settings.task_share:
                    settings.sources["task_share"] = source
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
        if key == "task_timeout":
            settings.task_share = False  # a budget given on top of a configured "share"
    return settings


@dataclass(frozen=True)
class RunLimits:
    """What bounds one run and its tasks: the run's steps, wall time, model calls and tokens; a
    task's time budget and model turns; a terminal command's time and output."""

    max_steps: int = 100
    timeout_s: float = 1800.0
    max_turns: int | None = None  # model calls in the whole run
    max_tokens: int | None = None  # prompt + completion tokens in the whole run
    capability_turns: dict[str, int] = field(default_factory=dict)  # kind -> model turns per task ([capabilities.KIND])
    max_rounds: int = 4
    terminal_max_steps: int = 24
    terminal_command_timeout: float = 60.0
    terminal_max_output_bytes: int = 256 * 1024
    #: The time budget of one task's loop (model turns + tool calls), `task_timeout` in the
    #: config: 180 s fits the embedded model on two cores; `[terminal] loop_timeout` overrides
    #: it for terminal tasks.
    task_timeout: float = 180.0
    terminal_loop_timeout: float | None = None
    #: `task_timeout = "share"` (and no `[terminal] loop_timeout`): a task's budget is its share of
    #: the run's time left, if that is more than the default (`task_budget`). Opt-in: measured side
    #: by side with a fixed 180 s (docs/evaluation.md, session 22), it passed no more tasks and made
    #: each failing one use its run's whole limit.
    task_share: bool = False
    terminal_vote_samples: int = 0  # guided tasks: sampled replies voted on beside the greedy one (0: off)
    #: guided fix tasks: one-place changes to the code a failing check calls, tried in a scratch copy
    #: (tools/repair.py) before the first turn
    terminal_repair_search: bool = True
    tool_output_chars: int = 6000
    #: ... and for a guided (small, local) model: each character of a result is prompt to process
    #: (~30 tokens/s on 2 cores), and a script printing every record it looked at filled 6,000.
    guided_tool_output_chars: int = 3000

    def output_chars(self, guided: bool) -> int:
        """The characters of one tool result a model is shown."""
        return min(self.tool_output_chars, self.guided_tool_output_chars) if guided else self.tool_output_chars

    @classmethod
    def from_config(
        cls, *, max_steps: int = 100, timeout: float = 1800.0, task_timeout: float = 180.0,
        max_turns: int | None = None, max_tokens: int | None = None,
        capabilities: dict[str, dict[str, Any]] | None = None, terminal: dict[str, Any] | None = None,
        task_share: bool = False,
    ) -> RunLimits:
        """The limits from the config's keys (`max_steps`, `timeout`, ..., `[capabilities.KIND]`,
        `[terminal]`); a key not given keeps its default."""
        t = terminal or {}
        extra: dict[str, Any] = {}
        if t.get("max_steps"):
            extra["terminal_max_steps"] = int(t["max_steps"])
        if t.get("command_timeout"):
            extra["terminal_command_timeout"] = float(t["command_timeout"])
        if t.get("max_output_bytes"):
            extra["terminal_max_output_bytes"] = int(t["max_output_bytes"])
        if t.get("loop_timeout"):
            extra["terminal_loop_timeout"] = float(t["loop_timeout"])
        if t.get("vote_samples") is not None:
            extra["terminal_vote_samples"] = int(t["vote_samples"])
        if t.get("repair_search") is not None:
            extra["terminal_repair_search"] = bool(t["repair_search"])
        turns = {kind: int(cap["max_turns"]) for kind, cap in (capabilities or {}).items() if cap.get("max_turns")}
        return cls(max_steps=max_steps, timeout_s=timeout, max_turns=max_turns, max_tokens=max_tokens,
                   task_timeout=task_timeout, capability_turns=turns, task_share=task_share, **extra)

    def task_budget(self, default_s: float, remaining_s: float, tasks_left: int) -> float | None:
        """A task's time budget as a share of the run's: the run's time left over the tasks left
        (this one included), when `task_timeout = "share"` was configured and that share is more
        than the default budget; None (the default) otherwise."""
        if not self.task_share or tasks_left < 1:
            return None
        share = remaining_s / tasks_left
        return share if share > default_s else None


@dataclass(frozen=True)
class RunConfig:
    """One run's configuration: built once (``from_settings``) by the command line, handed down to
    the runner and the run context, stored with the run (``to_stored`` / ``from_stored``)."""

    objective: str
    limits: RunLimits = field(default_factory=RunLimits)
    workspace: str | None = None
    session_id: str | None = None
    doc_ids: tuple[str, ...] = ()
    policy: str | None = None  # the policy file
    model: str | None = None  # the model spec
    output_schema: dict[str, Any] | None = None  # --output-schema: the answer is a JSON value valid against it
    no_probe: bool = False
    record: str | None = None  # --record FILE
    approvals: str = "auto"  # auto | tty | stdin | none
    sandbox: str = "auto"  # auto | bwrap | none
    kb: str | None = None  # the KB the run named (--kb, NCURATOR_KB, config `kb`); None: the default one
    planner: str = "auto"  # auto | model | guided

    @classmethod
    def from_settings(
        cls, settings: Settings, *, objective: str, workspace: str | None = None, session_id: str | None = None,
        doc_ids: list[str] | tuple[str, ...] = (), output_schema: dict[str, Any] | None = None,
        no_probe: bool = False, record: str | None = None,
    ) -> RunConfig:
        return cls(
            objective=objective, workspace=workspace, session_id=session_id, doc_ids=tuple(doc_ids),
            policy=settings.policy, model=settings.model, output_schema=output_schema,
            no_probe=no_probe or not settings.probe, record=record, approvals=settings.approvals,
            sandbox=settings.sandbox, kb=settings.kb, planner=settings.planner,
            limits=RunLimits.from_config(
                max_steps=settings.max_steps, timeout=settings.timeout, task_timeout=settings.task_timeout,
                max_turns=settings.max_turns, max_tokens=settings.max_tokens, capabilities=settings.capabilities,
                terminal=settings.terminal,
                task_share=settings.task_share and "terminal.loop_timeout" not in settings.sources,
            ),
        )

    def to_stored(self) -> dict[str, Any]:
        """The JSON-able form kept with the run."""
        return asdict(self)

    @classmethod
    def from_stored(cls, data: dict[str, Any]) -> RunConfig:
        """The configuration a stored run started with; a run stored before the limits had their
        own key keeps them as flat keys (`max_steps`, `timeout`, `terminal`, ...)."""
        data = dict(data)
        limits = data.pop("limits", None)
        flat = {k: data.pop(k) for k in ("max_steps", "timeout", "task_timeout", "max_turns", "max_tokens",
                                          "capabilities", "terminal") if k in data}
        run_limits = RunLimits(**limits) if limits is not None else RunLimits.from_config(
            **{k: v for k, v in flat.items() if v is not None})
        data["doc_ids"] = tuple(data.get("doc_ids") or ())
        return cls(limits=run_limits, **data)
