"""The oracle in CI: a few hundred generated commands; every one rated `low` runs in real
bubblewrap with the workspace writable and must change nothing there and print no outside canary.
A failure shrinks (Hypothesis) to a minimal command: add it to tests/policy/cases.py and fix the
classifier.  bench/oracle.py runs thousands."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from ncurator_cli.policy import assess
from ncurator_cli.sandbox import CommandLimits
from ncurator_cli.sandbox.bwrap import BwrapSandbox, probe

from .grammar import CANARY, Canary, changes, command, make_canary, snapshot

LIMITS = CommandLimits(timeout_s=5, max_output_bytes=64 * 1024)


@pytest.fixture(scope="module")
def canary() -> Iterator[Canary]:
    ok, _v, reason = probe()
    if not ok:
        pytest.skip(f"bubblewrap is not usable here: {reason}")
    c = make_canary()
    # bubblewrap shows the commands an empty /tmp, /var/tmp and home: a checkout under one of them
    # puts the canary where no command can see it, and the oracle would prove nothing.
    hiding = [h for h in ("/tmp", "/var/tmp", os.path.realpath(os.path.expanduser("~")))
              if c.base == Path(h) or Path(h) in c.base.parents]
    if hiding:
        shutil.rmtree(c.base, ignore_errors=True)
        pytest.skip(f"the checkout is under {hiding[0]}, which the sandbox hides; clone it elsewhere to run the oracle")
    yield c
    shutil.rmtree(c.base, ignore_errors=True)


def judge(c: Canary, sandbox: BwrapSandbox, cmd: str, planted: dict[str, str]) -> str | None:
    """None when `cmd` is not low or behaved; else what it did."""
    a = assess(cmd, c.ws, c.ws)
    if not a.is_low:
        return None
    res = sandbox.run(cmd, cwd=c.ws, workspace=c.ws, limits=LIMITS, access="workspace_write")
    changed = changes(planted, snapshot(c.ws))
    leaked = CANARY in res.stdout or CANARY in res.stderr
    if not changed and not leaked:
        return None
    c.reset()
    return f"rated low but {'changed ' + '; '.join(changed[:5]) if changed else ''}" + (" printed the canary" if leaked else "")


def test_the_canary_workspace_catches_what_it_should(canary: Canary) -> None:
    """The oracle's own check: a writing command and a canary read are seen (run as if low)."""
    sandbox = BwrapSandbox()
    planted = snapshot(canary.ws)
    sandbox.run("rm a.txt; cat link_secret", cwd=canary.ws, workspace=canary.ws, limits=LIMITS, access="workspace_write")
    assert changes(planted, snapshot(canary.ws)) == [f"a.txt: {planted['a.txt']} -> absent"]
    res = sandbox.run("cat link_secret", cwd=canary.ws, workspace=canary.ws, limits=LIMITS)
    assert CANARY in res.stdout
    canary.reset()
    assert snapshot(canary.ws) == planted


@settings(max_examples=300, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])  # fmt: skip
@given(cmd=command())
def test_no_low_command_changes_the_workspace_or_reads_outside(canary: Canary, cmd: str) -> None:
    planted = snapshot(canary.ws)
    finding = judge(canary, BwrapSandbox(), cmd, planted)
    assert finding is None, f"{cmd!r}: {finding}"
