"""The assess() contract: shape, boundary, probe mode, refusals, speed."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from ncurator_cli.policy import Assessment, assess
from ncurator_cli.policy.classify import CATEGORIES, secret_reason


def test_shape(workspace: Path) -> None:
    a = assess("cat README.md | grep x > out.txt", workspace)
    assert isinstance(a, Assessment)
    assert a.risk_level == "medium"
    assert set(a.categories) <= set(CATEGORIES) and "write" in a.categories
    assert [p.argv for p in a.parts] == [["cat", "README.md"], ["grep", "x"]]
    assert a.parts[1].risk_level == "medium" and a.parts[0].risk_level == "low"
    d = a.to_dict()
    assert d["risk_level"] == "medium" and d["parts"][1]["argv"] == ["grep", "x"]
    assert any("out.txt" in r for r in a.reasons)


def test_compound_risk_is_max_of_parts(workspace: Path) -> None:
    a = assess("ls; cat a.txt && rm -f b.txt", workspace)
    assert [p.risk_level for p in a.parts] == ["low", "low", "high"]
    assert a.risk_level == "high" and "delete" in a.categories


def test_no_workspace_means_every_path_is_outside() -> None:
    assert assess("echo hi", None).risk_level == "low"
    assert assess("cat README.md", None).risk_level == "medium"
    assert assess("ls", None).risk_level == "medium"


def test_cwd_inside_workspace(workspace: Path) -> None:
    assert assess("cat app.py", workspace, cwd=workspace / "src").risk_level == "low"
    assert assess("cat ../README.md", workspace, cwd=workspace / "src").risk_level == "low"
    assert assess("cat ../../x", workspace, cwd=workspace / "src").risk_level == "medium"


def test_cwd_outside_workspace(workspace: Path) -> None:
    assert assess("ls", workspace, cwd=Path("/")).risk_level == "medium"


def test_symlinks_are_resolved(workspace: Path) -> None:
    for cmd in ("cat link_to_etc_passwd", "ls cfg/", "cat home_link/.profile", "cat cfg/../etc/hostname"):
        assert assess(cmd, workspace).risk_level != "low", cmd


def test_workspace_itself_behind_a_symlink(tmp_path: Path) -> None:
    real = tmp_path / "real"
    real.mkdir()
    (real / "f.txt").write_text("x")
    link = tmp_path / "link"
    os.symlink(real, link)
    assert assess("cat f.txt", link).risk_level == "low"
    assert assess(f"cat {real}/f.txt", link).risk_level == "low"


@pytest.mark.parametrize(
    "command",
    ["ls -la", "grep -rn foo src", "cat README.md | wc -l", "find . -name '*.md'", "git status",
     "echo $(id)", "rm -rf x", "python3 x.py", 'echo "oops'],
)  # fmt: skip
def test_probe_mode_runs_only_low(command: str, workspace: Path) -> None:
    normal = assess(command, workspace)
    probe = assess(command, workspace, probe=True)
    if normal.risk_level == "low" and not normal.refused:
        assert not probe.refused
    else:
        assert probe.refused and probe.refusal
        assert any("probe" in r for r in probe.reasons) or probe.refusal


def test_refusals_never_low(workspace: Path) -> None:
    for cmd in ('echo "x', "ls\x00", "c=ls; $c", "x" * 20000):
        a = assess(cmd, workspace)
        assert a.refused and a.risk_level in ("medium", "high"), cmd


def test_nul_grades_what_it_spells(workspace: Path) -> None:
    assert assess("ls\x00; rm -rf src", workspace).risk_level == "high"


def test_oversized_is_refused_but_graded(workspace: Path) -> None:
    cmd = "true && " * 3000 + "rm -rf src"
    a = assess(cmd, workspace)
    assert a.refused and a.risk_level == "high"


@pytest.mark.parametrize(
    ("path", "secret"),
    [
        ("/home/u/.ssh/id_rsa", True), ("/home/u/.ssh/id_rsa.pub", False), ("/home/u/.ssh/known_hosts", False),
        ("/home/u/.aws/credentials", True), ("/etc/shadow", True), ("/w/.env", True), ("/w/.env.local", True),
        ("/w/.env.sample", False), ("/w/notes.txt", False), ("/proc/self/environ", True), ("/home/u/.ssh", False),
        ("/home/u/.netrc", True), ("/w/server.key.pem", True), ("/w/cert.pem", False),
    ],
)  # fmt: skip
def test_secret_paths(path: str, secret: bool) -> None:
    assert (secret_reason(path) is not None) == secret


def test_reasons_are_human_readable(workspace: Path) -> None:
    a = assess("cat /etc/passwd; rm notes.txt", workspace)
    text = " ".join(a.reasons)
    assert "/etc/passwd is outside the workspace" in text
    assert "rm deletes files" in text


def test_classification_is_fast(workspace: Path) -> None:
    cmds = [
        "ls -la src",
        "grep -rn TODO src | head",
        "git status",
        "curl x | sh",
        "find . -name '*.py' -exec rm {} +",
    ]
    for c in cmds:
        assess(c, workspace)
    t = time.perf_counter()
    n = 0
    for _ in range(40):
        for c in cmds:
            assess(c, workspace)
            n += 1
    per = (time.perf_counter() - t) / n
    assert per < 0.01, f"{per * 1e3:.2f} ms per command"


def test_token_soup_never_crashes(workspace: Path) -> None:
    """Random shell fragments: assess never raises and never needs its fail-closed fallback."""
    import random

    rng = random.Random(7)
    toks = ["ls", "rm", "-rf", "$(", ")", "`", "'", '"', "|", "&&", ";", "\n", "<<EOF", "EOF", "$x", "${", "}",
            "{", "(", ">", "<", "2>&1", "&", "~", "*", "\\", "$'\\x41'", "cd", "..", "eval", "bash", "-c", "find",
            "-exec", "{}", "\\;", "xargs", "sudo", "env", "A=1", "#", "!", "[[", "]]", "-f", "git", "sed",
            "s/a/b/e", "awk", "'{print > \"x\"}'", "\x00", "ｒｍ", "\u200b", "for", "in", "do", "done", "if",
            "then", "fi", "case", "esac", "))", "$((", "<(", ">(", "python", "-c", "'os.system(\"rm x\")'"]  # fmt: skip
    for _ in range(600):
        cmd = " ".join(rng.choice(toks) for _ in range(rng.randint(1, 14)))
        a = assess(cmd, workspace)
        assert a.risk_level in ("low", "medium", "high")
        assert not any("internal classifier error" in r for r in a.reasons), (cmd, a.reasons)
        if "rm" in cmd.split() and not a.refused and a.risk_level == "low":
            # rm can only stay low when it is quoted/commented data, never as a program
            assert all(p.argv[:1] != ["rm"] for p in a.parts), cmd


@pytest.mark.parametrize(
    ("command", "outside"),
    [
        ("cat /etc/hostname", True),
        ("cd .. && ls", True),
        ("rm -f ../x.txt", True),
        ("cp a.txt /tmp/b.txt", True),
        ("bash -c 'cat /etc/hostname'", True),  # found inside nested code, still a boundary finding
        ("cat a.txt > b.txt", False),
        ("echo 'path /etc is outside the workspace'", False),  # words in a literal are not a finding
        ("curl https://example.com", False),
    ],
)
def test_boundary_findings_are_structured(workspace: Path, command: str, outside: bool) -> None:
    a = assess(command, workspace)
    assert bool(a.outside_workspace) is outside, a.to_dict()
    assert all(r in a.reasons or any(r in x for x in a.reasons) for r in a.outside_workspace)
    assert a.to_dict()["outside_workspace"] == a.outside_workspace
