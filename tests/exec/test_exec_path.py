"""The one exec path: validation, least privilege by decision, the probe through the policy.
Real bubblewrap, real policy; the context is the few services the path uses."""

from __future__ import annotations

import io
import threading
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from ncurator_cli.exec import CommandExec, access_for
from ncurator_cli.policy import Policy
from ncurator_cli.policy.rules import Decision
from ncurator_cli.runtime.approvals import ApprovalService
from ncurator_cli.sandbox import CommandLimits
from ncurator_cli.sandbox.bwrap import BwrapSandbox, probe

L = CommandLimits(timeout_s=20)


class _Emitter:
    class redactor:  # noqa: N801 - mirrors the emitter's attribute
        @staticmethod
        def value(v: Any) -> Any:
            return v

        @staticmethod
        def text(v: str) -> str:
            return v


def make_ctx(policy: Policy, sandbox: Any, approvals: ApprovalService | None = None) -> Any:
    events: list[tuple[str, dict[str, Any]]] = []
    return SimpleNamespace(
        policy=policy, sandbox=sandbox, run_id="run_test",
        approvals=approvals or ApprovalService(mode="none", noninteractive_ask="deny"),
        cancel=SimpleNamespace(event=threading.Event()),
        store=SimpleNamespace(add_approval=lambda *a, **k: None, decide_approval=lambda *a, **k: None),
        emitter=_Emitter(), emit=lambda t, **f: events.append((t, f)), events=events,
    )  # fmt: skip


class MissPolicy(Policy):
    """A classifier miss, simulated: every command is rated `low` and allowed unasked."""

    def decide_command(self, command: str, workspace: Path | None, cwd: Path | None = None) -> Decision:
        d = super().decide_command(command, workspace, cwd)
        return Decision("allow", "low", ["read"], [], None, None, d.assessment)


@pytest.fixture
def bwrap() -> BwrapSandbox:
    ok, _v, reason = probe()
    if not ok:
        pytest.skip(f"bubblewrap is not usable here: {reason}")
    return BwrapSandbox()


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    w = tmp_path / "w"
    w.mkdir()
    (w / "keep.txt").write_text("keep\n")
    return w


def test_a_low_command_allowed_unasked_cannot_change_the_workspace(bwrap: BwrapSandbox, ws: Path) -> None:
    ctx = make_ctx(MissPolicy(), bwrap)
    ex = CommandExec(ctx)
    s = ex.screen("rm keep.txt; echo new > new.txt", ws)
    approved = ex.approve(s, task_id="t", key="k", sandbox=bwrap)
    assert approved.verdict.approved and approved.access == "read_only"
    res, observed = ex.run_tracked(s, approved.access, L, sandbox=bwrap)
    assert (ws / "keep.txt").read_text() == "keep\n" and not (ws / "new.txt").exists()
    assert "Read-only file system" in res.stderr and res.exit_code != 0
    assert not observed.changes


def test_a_command_approved_as_a_change_gets_the_workspace_writable(bwrap: BwrapSandbox, ws: Path) -> None:
    allow_medium = Policy.loads('version = 1\n[defaults]\nmedium = "allow"\nnoninteractive_ask = "deny"\n')
    ex = CommandExec(make_ctx(allow_medium, bwrap))
    s = ex.screen("echo new > new.txt", ws)
    assert s.risk_level == "medium"
    approved = ex.approve(s, task_id="t", key="k", sandbox=bwrap)
    assert approved.access == "workspace_write"
    res = ex.run(s, approved.access, L, sandbox=bwrap)
    assert res.exit_code == 0 and (ws / "new.txt").read_text() == "new\n"


def test_a_person_approving_a_low_command_the_policy_asks_about_makes_it_a_change(bwrap: BwrapSandbox, ws: Path) -> None:
    ask_all = Policy.loads('version = 1\n[defaults]\nlow = "ask"\n')
    approvals = ApprovalService(mode="stdin", noninteractive_ask="deny", stdin=io.StringIO('{"approved": true}\n'))
    ex = CommandExec(make_ctx(ask_all, bwrap, approvals))
    s = ex.screen("ls", ws)
    approved = ex.approve(s, task_id="t", key="k", sandbox=bwrap)
    assert (approved.verdict.source, approved.access) == ("stdin", "workspace_write")


def test_access_is_decided_by_rule_source_and_risk() -> None:
    def screened(risk: str, rule: str | None) -> Any:
        return SimpleNamespace(risk_level=risk, decision=SimpleNamespace(rule=rule))

    def verdict(source: str) -> Any:
        return SimpleNamespace(source=source)

    assert access_for(screened("low", None), verdict("policy")) == "read_only"
    assert access_for(screened("low", "make"), verdict("policy")) == "workspace_write"
    assert access_for(screened("low", None), verdict("tty")) == "workspace_write"
    assert access_for(screened("medium", None), verdict("policy")) == "workspace_write"


@pytest.mark.parametrize(
    ("command", "why"),
    [
        ("echo a\x00b", "NUL byte"),
        ("echo \udcff", "not valid UTF-8"),
        ("echo " + "x" * 70_000, "longer than"),
        ("echo $(( 1 +", "could not parse"),
        ("   ", "empty"),
    ],
)
def test_bad_input_is_refused_with_a_reason_and_never_runs(bwrap: BwrapSandbox, ws: Path, command: str, why: str) -> None:
    ex = CommandExec(make_ctx(Policy.default(), bwrap))
    s = ex.screen(command, ws)
    assert s.refusal and why in s.refusal
    with pytest.raises(ValueError):
        ex.run(s, "workspace_write", L, sandbox=bwrap)
    assert isinstance(ex.run_unasked(command, ws, ws, L, purpose="trial"), str)


def test_the_probe_observes_read_only_and_obeys_the_policy(bwrap: BwrapSandbox, ws: Path) -> None:
    deny_cat = Policy.loads('version = 1\n[[rules]]\nid = "no-cat"\ndecision = "deny"\ncommand_prefix = ["cat"]\n')
    ex = CommandExec(make_ctx(deny_cat, bwrap))
    assert isinstance(ex.run_unasked("cat keep.txt", ws, ws, L, purpose="probe"), str)
    res = ex.run_unasked("ls", ws, ws, L, purpose="probe")
    assert not isinstance(res, str) and "keep.txt" in res.stdout
    # medium is not for the probe, even where the policy allows it
    allow_medium = Policy.loads('version = 1\n[defaults]\nmedium = "allow"\n')
    assert isinstance(CommandExec(make_ctx(allow_medium, bwrap)).run_unasked("touch x", ws, ws, L, purpose="probe"), str)
    assert not (ws / "x").exists()
    # a classifier miss in the probe still cannot write
    res = CommandExec(make_ctx(MissPolicy(), bwrap)).run_unasked("touch x", ws, ws, L, purpose="probe")
    assert not isinstance(res, str) and res.exit_code != 0 and not (ws / "x").exists()
