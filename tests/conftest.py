"""Shared fixtures: an isolated NCURATOR_HOME and a runner for the real CLI in a subprocess."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson
import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"


@dataclass
class CliResult:
    code: int
    stdout: bytes
    stderr: str

    @property
    def lines(self) -> list[dict[str, Any]]:
        return [orjson.loads(line) for line in self.stdout.splitlines() if line.strip()]

    def of_type(self, type_: str) -> list[dict[str, Any]]:
        return [e for e in self.lines if e["type"] == type_]

    def types(self) -> list[str]:
        return [e["type"] for e in self.lines]


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    h = tmp_path / "home"
    h.mkdir()
    monkeypatch.setenv("NCURATOR_HOME", str(h))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    # The embedded model may be installed on a developer machine; tests never start it implicitly.
    monkeypatch.setenv("NCURATOR_NO_LOCAL_MODEL", "1")
    for var in ("NCURATOR_MODEL", "NCURATOR_KB", "NCURATOR_POLICY", "OPENAI_API_KEY", "OPENAI_BASE_URL", "NO_COLOR"):
        monkeypatch.delenv(var, raising=False)
    return h


def cli_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("PYTHONUNBUFFERED", "1")
    env.update(extra or {})
    return env


@pytest.fixture
def run_cli(home: Path) -> Callable[..., CliResult]:
    def _run(*args: str, input: str | bytes | None = None, env: dict[str, str] | None = None,
             timeout: float = 120, cwd: Path | None = None) -> CliResult:
        data = input.encode() if isinstance(input, str) else input
        proc = subprocess.run(
            [sys.executable, "-m", "ncurator_cli.cli", *args], input=data if data is not None else b"",
            capture_output=True, env=cli_env(env), timeout=timeout, cwd=cwd,
        )
        return CliResult(proc.returncode, proc.stdout, proc.stderr.decode(errors="replace"))

    return _run


@pytest.fixture
def write_script(tmp_path: Path) -> Callable[[list[dict[str, Any]]], Path]:
    counter = {"n": 0}

    def _write(lines: list[dict[str, Any]]) -> Path:
        counter["n"] += 1
        p = tmp_path / f"script{counter['n']}.jsonl"
        p.write_bytes(b"".join(orjson.dumps(line) + b"\n" for line in lines))
        return p

    return _write


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "hello.txt").write_text("hello world\n")
    return ws


@pytest.fixture
def allow_policy(tmp_path: Path) -> Path:
    p = tmp_path / "allow.toml"
    p.write_text('version = 1\n[defaults]\nlow = "allow"\nmedium = "allow"\nhigh = "deny"\nnoninteractive_ask = "deny"\n')
    return p
