"""Fixtures for the OS-level sandbox tests (real bubblewrap where it works, else skipped)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ncurator_cli.sandbox import BwrapSandbox, Sandbox, UnconfinedSandbox
from ncurator_cli.sandbox.bwrap import probe


def bwrap_or_skip() -> BwrapSandbox:
    ok, _version, reason = probe()
    if not ok:
        pytest.skip(f"bubblewrap is not usable here: {reason}")
    return BwrapSandbox()


@pytest.fixture
def bwrap() -> BwrapSandbox:
    return bwrap_or_skip()


@pytest.fixture(params=["bwrap", "none"])
def sandbox(request: pytest.FixtureRequest) -> Sandbox:
    if request.param == "bwrap":
        return bwrap_or_skip()
    return UnconfinedSandbox()


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    w = tmp_path / "ws"
    (w / ".git" / "hooks").mkdir(parents=True)
    (w / "src").mkdir()
    (w / "README.md").write_text("hello\n")
    return w
