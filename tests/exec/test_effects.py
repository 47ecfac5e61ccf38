"""Effects decide for code the classifier cannot read: a copy-on-write run (kernel overlayfs in a
user namespace, under real bubblewrap), its change rated and approved, then applied as observed."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ncurator_cli.exec import CommandExec
from ncurator_cli.exec.effects import Effect, opaque
from ncurator_cli.policy import Policy, assess
from ncurator_cli.sandbox import CommandLimits
from ncurator_cli.sandbox import overlay as overlay_mod
from ncurator_cli.sandbox.bwrap import BwrapSandbox, probe

from .test_exec_path import make_ctx

L = CommandLimits(timeout_s=30)
EXAMPLE_POLICY = Path(__file__).resolve().parents[2] / "examples" / "policy.toml"


@pytest.fixture
def bwrap() -> BwrapSandbox:
    ok, _v, reason = probe()
    if not ok:
        pytest.skip(f"bubblewrap is not usable here: {reason}")
    ok, reason = overlay_mod.probe()
    if not ok:
        pytest.skip(reason)
    return BwrapSandbox()


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    w = tmp_path / "w"
    (w / "d").mkdir(parents=True)
    (w / "a.txt").write_text("a\n")
    (w / "b.txt").write_text("b\n")
    (w / "d" / "c.txt").write_text("c\n")
    return w


def py(body: str) -> str:
    return f"python3 - <<'EOF'\n{body}\nEOF"


def tree(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): (p.read_text() if p.is_file() else "dir") + f":{oct(p.stat().st_mode & 0o777)}"
            for p in sorted(root.rglob("*"))}  # fmt: skip


def test_only_code_the_classifier_cannot_read_is_judged_by_effects(tmp_path: Path) -> None:
    for c in [py("print(1)"), "python3 x.py", "node -e 'console.log(1)'", "bash x.sh", "./run", "cd d && python3 x.py"]:
        assert opaque(assess(c, tmp_path)), c
    for c in ["ls", "rm -rf d", "python3 - > out.txt <<'EOF'\nprint(1)\nEOF", "pip install x", "make", "echo x > f"]:
        assert not opaque(assess(c, tmp_path)), c


def test_a_script_that_deletes_is_high_and_denied_where_rm_would_be(bwrap: BwrapSandbox, ws: Path) -> None:
    before = tree(ws)
    ex = CommandExec(make_ctx(Policy.load(EXAMPLE_POLICY), bwrap))
    s = ex.screen(py("import os, shutil\nos.remove('a.txt')\nshutil.rmtree('d')\nprint('gone')"), ws)
    assert s.risk_level == "medium" and ex.previewable(s, bwrap)
    preview = ex.preview(s, L, sandbox=bwrap)
    assert tree(ws) == before  # the real workspace is untouched
    assert preview.result.stdout == "gone\n"
    assert preview.effect.deleted == ["a.txt", "d"]
    rated = ex.rerate(s, preview)
    assert rated.risk_level == "high" and rated.decision.decision == "deny"
    assert "the script deletes a.txt" in rated.decision.reasons
    approved = ex.approve(rated, task_id="t", key="k", sandbox=bwrap)
    assert approved.verdict.approved is False
    ex.discard(preview)
    assert tree(ws) == before and not preview.base.exists()


def test_an_approved_change_is_applied_exactly_as_observed_without_a_second_run(bwrap: BwrapSandbox, ws: Path) -> None:
    body = ("import os\nopen('new.txt','w').write('n\\n')\nopen('b.txt','w').write('B\\n')\nos.chmod('a.txt', 0o600)\n"
            "os.makedirs('e/f')\nopen('e/f/g.txt','w').write('g\\n')\nos.remove('d/c.txt')\n"
            "open('runs.log','a').write('ran\\n')\nprint('done')")
    ex = CommandExec(make_ctx(Policy.loads('version = 1\n[defaults]\nhigh = "allow"\n'), bwrap))
    s = ex.screen(py(body), ws)
    preview = ex.preview(s, L, sandbox=bwrap)
    e = preview.effect
    assert (e.created, e.overwritten, e.deleted, e.modes) == (
        ["e/", "e/f/", "e/f/g.txt", "new.txt", "runs.log"], ["b.txt"], ["d/c.txt"], ["a.txt"])
    rated = ex.rerate(s, preview)
    assert rated.risk_level == "high" and rated.decision.decision == "allow"
    res, observed = ex.commit_tracked(preview, ws)
    assert res.stdout == "done\n"
    assert (ws / "new.txt").read_text() == "n\n" and (ws / "b.txt").read_text() == "B\n"
    assert (ws / "a.txt").stat().st_mode & 0o777 == 0o600 and (ws / "a.txt").read_text() == "a\n"
    assert (ws / "e/f/g.txt").read_text() == "g\n" and not (ws / "d/c.txt").exists() and (ws / "d").is_dir()
    assert (ws / "runs.log").read_text() == "ran\n"  # once: the script did not run again
    assert {c.path for c in observed.changes} >= {"new.txt", "b.txt", "e/f/g.txt", "d/c.txt"}
    assert not [p for p in ws.rglob(".ncurator-apply-*")]


def test_a_script_that_changes_nothing_is_low_and_runs_unasked(bwrap: BwrapSandbox, ws: Path) -> None:
    ex = CommandExec(make_ctx(Policy.default(), bwrap))
    s = ex.screen(py("print(open('a.txt').read().upper())"), ws)
    preview = ex.preview(s, L, sandbox=bwrap)
    rated = ex.rerate(s, preview)
    assert not preview.effect and rated.risk_level == "low" and rated.decision.decision == "allow"
    assert ex.approve(rated, task_id="t", key="k", sandbox=bwrap).verdict.approved
    assert preview.result.stdout == "A\n\n"
    ex.discard(preview)


def test_a_creating_script_is_medium_and_a_deny_rule_on_the_command_still_holds(bwrap: BwrapSandbox, ws: Path) -> None:
    policy = Policy.loads('version = 1\n[defaults]\nmedium = "allow"\n[[rules]]\nid = "no-node"\ndecision = "deny"\n'
                          'command_prefix = ["node"]\n')  # fmt: skip
    ex = CommandExec(make_ctx(policy, bwrap))
    s = ex.screen(py("open('n.txt','w').write('x')"), ws)
    preview = ex.preview(s, L, sandbox=bwrap)
    rated = ex.rerate(s, preview)
    assert (rated.risk_level, rated.decision.decision) == ("medium", "allow")
    ex.discard(preview)
    s = ex.screen("node -e \"require('fs').writeFileSync('n.txt','x')\"", ws)
    if ex.previewable(s, bwrap):
        preview = ex.preview(s, L, sandbox=bwrap)
        assert ex.rerate(s, preview).decision.decision == "deny"
        ex.discard(preview)
    assert not (ws / "n.txt").exists()


def test_effect_rating_follows_the_equivalent_shell_command() -> None:
    assert Effect().rating()[0] == "low"
    assert Effect(created=["x"]).rating()[0] == "medium"
    assert Effect(modes=["x"]).rating()[0] == "medium"
    assert Effect(overwritten=["x"]).rating()[0] == "high"
    # A file the same task created earlier, written again: like creating it.
    assert Effect(overwritten=["x"]).rating(frozenset({"x"})) == ("medium", ["the script writes x again, which this task created"])
    assert Effect(overwritten=["x", "y"]).rating(frozenset({"x"}))[0] == "high"
    assert Effect(edited=["x"]).rating()[0] == "medium"
    assert Effect(moved=["a -> b"]).rating()[0] == "medium"
    assert Effect(deleted=["x"]).rating()[0] == "high"
    assert Effect(replaced_dirs=["d"]).rating()[0] == "high"


def test_writes_outside_the_workspace_still_fail_in_the_copy_on_write_run(bwrap: BwrapSandbox, ws: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    ex = CommandExec(make_ctx(Policy.default(), bwrap))
    s = ex.screen(py(f"open({str(outside)!r}, 'w').write('x')"), ws)
    if s.refusal:  # the classifier saw the path: refused before anything ran
        return
    preview = ex.preview(s, L, sandbox=bwrap)
    assert not os.path.exists(outside) and not preview.effect  # /tmp is the sandbox's own tmpfs
    ex.discard(preview)
    s = ex.screen(py("open('/usr/ncurator-probe', 'w').write('x')"), ws)
    if not s.refusal:
        preview = ex.preview(s, L, sandbox=bwrap)
        assert preview.result.exit_code != 0 and not os.path.exists("/usr/ncurator-probe")
        assert any("tried to write where it may not" in r for r in ex.rerate(s, preview).decision.reasons)
        ex.discard(preview)


def test_an_edit_that_keeps_most_lines_is_medium_a_rewrite_high(bwrap: BwrapSandbox, ws: Path) -> None:
    (ws / "calc.py").write_text("def add(a, b):\n    return a - b\n\n\ndef sub(a, b):\n    return a - b\n")
    ex = CommandExec(make_ctx(Policy.load(EXAMPLE_POLICY), bwrap))
    fix = py("import pathlib\np = pathlib.Path('calc.py')\np.write_text(p.read_text().replace('return a - b', 'return a + b', 1))")
    s = ex.screen(fix, ws)
    preview = ex.preview(s, L, sandbox=bwrap)
    assert preview.effect.edited == ["calc.py"] and not preview.effect.overwritten
    rated = ex.rerate(s, preview)
    assert (rated.risk_level, rated.decision.decision) == ("medium", "allow")
    assert "the script edits calc.py" in rated.decision.reasons
    ex.discard(preview)
    s = ex.screen(py("open('calc.py', 'w').write('print(1)\\n')"), ws)
    preview = ex.preview(s, L, sandbox=bwrap)
    assert preview.effect.overwritten == ["calc.py"]
    assert ex.rerate(s, preview).decision.decision == "deny"
    ex.discard(preview)


def test_a_rename_is_a_move_like_mv_and_applied(bwrap: BwrapSandbox, ws: Path) -> None:
    ex = CommandExec(make_ctx(Policy.load(EXAMPLE_POLICY), bwrap))
    s = ex.screen(py("import os\nos.rename('a.txt', 'a.md')"), ws)
    preview = ex.preview(s, L, sandbox=bwrap)
    assert preview.effect.moved == ["a.txt -> a.md"] and not preview.effect.deleted
    rated = ex.rerate(s, preview)
    assert (rated.risk_level, rated.decision.decision) == ("medium", "allow")
    ex.commit(preview, ws)
    assert (ws / "a.md").read_text() == "a\n" and not (ws / "a.txt").exists()


def test_kept_share_reads_layout_and_words_not_only_whole_lines() -> None:
    import json

    from ncurator_cli.exec.effects import EDIT_KEPT, kept_share

    data = {"service": {"name": "billing", "limits": {"rpm": 600, "burst": 40}}, "owners": ["ops", "payments"]}
    four = json.dumps(data, indent=4).encode()
    data["service"]["limits"]["rpm"] = 1200
    # re-dumped with another indent: every line differs byte for byte, the content does not
    assert kept_share(four, json.dumps(data, indent=2).encode()) >= EDIT_KEPT
    assert kept_share(json.dumps(data).encode(), json.dumps(data, indent=2).encode()) >= EDIT_KEPT  # one line
    assert kept_share(b"release_version = 2.14.3\n", b"release_version = 2.14.4\n") >= EDIT_KEPT
    assert kept_share(b"a,b\r\nc,d\r\n", b"a,b\nc,d\n") == 1.0
    # what stays an overwrite: other content, an emptied file, a file cut to a small part of itself
    src = b"def add(a, b):\n    return a - b\n\n\ndef sub(a, b):\n    return a - b\n"
    assert kept_share(src, b"print(1)\n") < EDIT_KEPT
    assert kept_share(b"alpha beta gamma\ndelta epsilon\n", b"") == 0.0
    rows = b"".join(b"order-%04d,customer-%03d,%d.50\n" % (i, i % 7, i) for i in range(40))
    assert kept_share(b"id,customer,total\n" + rows, b"id,customer,total\n" + rows[:100]) < EDIT_KEPT
    assert kept_share(b"", b"anything") == 1.0
    assert kept_share(b"\x00\x01binary\n", b"\x00\x02binary\n") == 0.0  # binary: whole lines only


def test_a_json_file_dumped_back_with_another_indent_is_an_edit(bwrap: BwrapSandbox, ws: Path) -> None:
    import json

    (ws / "settings.json").write_text(json.dumps({"api": {"timeout": 10, "retries": 3}, "debug": False}, indent=4))
    ex = CommandExec(make_ctx(Policy.load(EXAMPLE_POLICY), bwrap))
    s = ex.screen(py("import json\nd = json.load(open('settings.json'))\nd['api']['timeout'] = 30\n"
                     "json.dump(d, open('settings.json', 'w'), indent=2)"), ws)
    preview = ex.preview(s, L, sandbox=bwrap)
    assert preview.effect.edited == ["settings.json"] and not preview.effect.overwritten
    rated = ex.rerate(s, preview)
    assert (rated.risk_level, rated.decision.decision) == ("medium", "allow")
    ex.commit(preview, ws)
    assert json.loads((ws / "settings.json").read_text())["api"]["timeout"] == 30


def test_a_change_that_breaks_a_settings_file_is_seen_before_it_is_applied(bwrap: BwrapSandbox, ws: Path) -> None:
    """`formats_broken`: files that read as their kind before the copy-on-write run and not after;
    a file that did not read before is not judged, nor a valid change."""
    (ws / "cfg.json").write_text('{"a": 1,\n "b": 2}\n')
    (ws / "draft.json").write_text('{"a": \n')  # not JSON before
    (ws / ".env").write_text("APP=x\n")
    ex = CommandExec(make_ctx(Policy.load(EXAMPLE_POLICY), bwrap))
    s = ex.screen(py("open('cfg.json', 'w').write('{\"a\": 1,\\n \"b\": 2,\\n}\\n')\n"
                     "open('draft.json', 'a').write('oops')\n"
                     "open('.env', 'a').write('PORT=8080\\n')"), ws)
    preview = ex.preview(s, L, sandbox=bwrap)
    assert sorted(preview.effect.edited + preview.effect.overwritten) == [".env", "cfg.json", "draft.json"]
    assert list(preview.effect.formats_broken) == ["cfg.json"]
    assert "cfg.json is not valid JSON" in preview.effect.formats_broken["cfg.json"]
    ex.discard(preview)
    assert (ws / "cfg.json").read_text() == '{"a": 1,\n "b": 2}\n'  # nothing applied
