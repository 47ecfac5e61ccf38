"""Without a confining sandbox the run says so on its first stderr line (with the remedy) and
`ncurator doctor` too; `[sandbox] require = true` turns such a run into exit 2."""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest

from ncurator_cli.config import ConfigError, load_settings
from ncurator_cli.sandbox.bwrap import probe

RESPOND = {"node": "host_plan", "tool_calls": [{"name": "respond_directly", "args": {}}]}
FINAL = {"node": "finalize", "content": "hello"}
NO_BWRAP = {"PATH": "/nonexistent"}  # bubblewrap is found on PATH: without it, `auto` is unconfined


def config(tmp_path: Path, text: str) -> None:
    p = tmp_path / "xdg" / "ncurator" / "config.toml"
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text)


def test_doctor_says_low_commands_are_trusted_on_the_classifiers_word(run_cli) -> None:
    res = run_cli("doctor", "--model", "script:/dev/null", env=NO_BWRAP)
    info = orjson.loads(res.stdout.splitlines()[0])["sandbox"]
    assert info["backend"] == "none" and not info["confined"]
    assert "classifier's word alone" in info["warning"] and "install bubblewrap" in info["warning"]


def test_an_unconfined_run_says_so_first_and_still_ends_truthfully(run_cli, write_script, workspace) -> None:
    script = write_script([RESPOND, FINAL])
    res = run_cli("run", "say hello", "-w", str(workspace), "--model", f"script:{script}", "--no-probe", env=NO_BWRAP)
    assert res.code == 0, res.stderr
    first = res.stderr.splitlines()[0]
    assert first.startswith("ncurator: no sandbox (bwrap (bubblewrap) is not installed)")
    assert "classifier's word alone" in first and "install bubblewrap" in first
    assert res.of_type("run_completed")


def test_sandbox_none_says_so_too(run_cli, write_script, workspace) -> None:
    script = write_script([RESPOND, FINAL])
    res = run_cli("run", "say hello", "-w", str(workspace), "--model", f"script:{script}", "--no-probe",
                  "--sandbox", "none")  # fmt: skip
    assert res.code == 0 and res.stderr.startswith("ncurator: no sandbox (sandbox mode is none)")


def test_require_refuses_a_run_without_a_sandbox(run_cli, write_script, workspace, tmp_path) -> None:
    config(tmp_path, "[sandbox]\nrequire = true\n")
    script = write_script([RESPOND, FINAL])
    res = run_cli("run", "say hello", "-w", str(workspace), "--model", f"script:{script}", "--no-probe", env=NO_BWRAP)
    assert res.code == 2 and res.stdout == b""
    assert "require = true" in res.stderr and "install bubblewrap" in res.stderr
    assert len(res.stderr.strip().splitlines()) == 1


def test_require_lets_a_confined_run_go(run_cli, write_script, workspace, tmp_path) -> None:
    ok, _v, reason = probe()
    if not ok:
        pytest.skip(f"bubblewrap is not usable here: {reason}")
    config(tmp_path, '[sandbox]\nrequire = true\nmode = "auto"\n')
    script = write_script([RESPOND, FINAL])
    res = run_cli("run", "say hello", "-w", str(workspace), "--model", f"script:{script}", "--no-probe")
    assert res.code == 0 and "no sandbox" not in res.stderr


def test_the_sandbox_table_and_the_plain_key_both_load(tmp_path: Path) -> None:
    xdg = tmp_path / "xdg"
    env = {"XDG_CONFIG_HOME": str(xdg), "NCURATOR_HOME": str(tmp_path / "h")}
    config(tmp_path, '[sandbox]\nmode = "none"\nrequire = true\n')
    s = load_settings(env=env, cwd=tmp_path)
    assert (s.sandbox, s.sandbox_require) == ("none", True)
    config(tmp_path, 'sandbox = "bwrap"\n')
    s = load_settings(env=env, cwd=tmp_path)
    assert (s.sandbox, s.sandbox_require) == ("bwrap", False)
    config(tmp_path, "[sandbox]\nrequire = 1.5\n")
    with pytest.raises(ConfigError, match="sandbox"):
        load_settings(env=env, cwd=tmp_path)
