"""Settings precedence: defaults < user config < workspace ncurator.toml < env < flags."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

from ncurator_cli.config import ConfigError, RunConfig, RunLimits, load_settings


def test_precedence(tmp_path: Path) -> None:
    xdg = tmp_path / "xdg"
    (xdg / "ncurator").mkdir(parents=True)
    (xdg / "ncurator" / "config.toml").write_text('model = "openai:user"\nmax_steps = 7\ntimeout = 11\nsandbox = "none"\n')
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "ncurator.toml").write_text('model = "openai:workspace"\nmax_steps = 8\npolicy = "pol.toml"\n[terminal]\ncommand_timeout = 5\n')
    env = {"XDG_CONFIG_HOME": str(xdg), "NCURATOR_HOME": str(tmp_path / "h"), "NCURATOR_MODEL": "openai:env"}

    s = load_settings(workspace=ws, env=env, flags={"model": None, "max_steps": None})
    assert s.model == "openai:env" and s.sources["model"] == "env:NCURATOR_MODEL"
    assert s.max_steps == 8 and s.sources["max_steps"].endswith("ws/ncurator.toml")
    assert s.timeout == 11 and s.sandbox == "none"
    assert s.policy == str(ws / "pol.toml")  # relative to the config file
    assert s.terminal == {"command_timeout": 5}
    assert s.kb_uri == str(tmp_path / "h" / "kb")

    s = load_settings(workspace=ws, env=env, flags={"model": "script:x", "max_steps": 3})
    assert s.model == "script:x" and s.max_steps == 3 and s.sources["model"] == "flag"

    s = load_settings(workspace=ws, env={k: v for k, v in env.items() if k != "NCURATOR_MODEL"})
    assert s.model == "openai:workspace"


@pytest.mark.parametrize(
    "content",
    ['model = ', 'unknown_key = 1', 'max_steps = "many"', 'sandbox = "docker"', '[terminal]\nbogus = 1', 'max_steps = 0'],
)
def test_invalid_config_is_a_clear_error(tmp_path: Path, content: str) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "ncurator.toml").write_text(content)
    with pytest.raises(ConfigError) as exc:
        load_settings(workspace=ws, env={"XDG_CONFIG_HOME": str(tmp_path / "none")})
    assert "ncurator.toml" in str(exc.value)


def test_unreadable_config(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "ncurator.toml").write_bytes(b"\xff\xfe not utf8")
    with pytest.raises(ConfigError):
        load_settings(workspace=ws, env={"XDG_CONFIG_HOME": str(tmp_path / "none")})


def test_run_config_is_built_once_from_the_settings_and_kept_with_the_run(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "ncurator.toml").write_text(
        'max_steps = 9\ntask_timeout = 30\nprobe = false\n[terminal]\ncommand_timeout = 5\nvote_samples = 0\n'
        '[capabilities.docx]\nmax_turns = 4\n'
    )
    settings = load_settings(workspace=ws, env={"XDG_CONFIG_HOME": str(tmp_path / "none"), "NCURATOR_HOME": str(tmp_path / "h")},
                             flags={"timeout": 60.0, "planner": "guided"})
    config = RunConfig.from_settings(settings, objective="do it", workspace=str(ws), doc_ids=["d1"])
    assert config.limits == RunLimits(max_steps=9, timeout_s=60.0, task_timeout=30.0, terminal_command_timeout=5.0,
                                      terminal_vote_samples=0, capability_turns={"docx": 4})
    assert config.no_probe and config.planner == "guided" and config.doc_ids == ("d1",)
    with pytest.raises(dataclasses.FrozenInstanceError):
        config.objective = "other"  # type: ignore[misc]
    # Stored with the run as JSON-able data; a resumed run reads back the same configuration.
    assert RunConfig.from_stored(config.to_stored()) == config


def test_run_config_of_a_run_stored_with_flat_limits() -> None:
    stored = {"objective": "x", "max_steps": 5, "timeout": 10.0, "task_timeout": 180.0, "max_turns": None, "max_tokens": 7,
              "capabilities": {"kb": {"max_turns": 3}}, "terminal": {"max_steps": 9}, "doc_ids": [], "sandbox": "none"}
    config = RunConfig.from_stored(stored)
    assert config.limits == RunLimits(max_steps=5, timeout_s=10.0, max_tokens=7, capability_turns={"kb": 3},
                                      terminal_max_steps=9)
    assert config.sandbox == "none"


def test_a_task_budget_is_a_share_of_the_run_only_when_configured_so(tmp_path: Path) -> None:
    """`task_timeout = "share"`: a task may use its share of what the run has left. Not implied by
    `--timeout` (measured side by side, the share passed no more tasks and let each failing one
    use its run's whole limit)."""
    env = {"XDG_CONFIG_HOME": str(tmp_path / "none"), "NCURATOR_HOME": str(tmp_path / "h")}
    ws = tmp_path / "ws"
    ws.mkdir()

    def limits(**flags: Any) -> RunLimits:
        return RunConfig.from_settings(load_settings(workspace=ws, env=env, flags=flags), objective="x").limits

    assert not limits(timeout=480.0).task_share and limits(timeout=480.0).task_timeout == 180.0
    (ws / "ncurator.toml").write_text('task_timeout = "share"\n')
    given = limits(timeout=480.0)
    assert given.task_share and given.task_timeout == 180.0  # the default stays the floor
    assert given.task_budget(180.0, 470.0, 1) == 470.0
    assert given.task_budget(180.0, 470.0, 2) == 235.0
    assert given.task_budget(180.0, 300.0, 2) is None  # a share under the default: the default
    assert not limits(timeout=480.0, task_timeout=60.0).task_share  # a budget given on top wins
    (ws / "ncurator.toml").write_text('task_timeout = "share"\n[terminal]\nloop_timeout = 90\n')
    assert not limits(timeout=480.0).task_share
    # A later layer's number turns a user config's "share" off.
    user = tmp_path / "cfg" / "ncurator"
    user.mkdir(parents=True)
    (user / "config.toml").write_text('task_timeout = "share"\n')
    (ws / "ncurator.toml").write_text("task_timeout = 120\n")
    env["XDG_CONFIG_HOME"] = str(tmp_path / "cfg")
    assert not limits(timeout=480.0).task_share and limits().task_timeout == 120.0
    (ws / "ncurator.toml").write_text('task_timeout = "half"\n')
    with pytest.raises(ConfigError, match='task_timeout: Value error, seconds \\(a number\\) or "share", not \'half\''):
        limits()
