"""Policy files: defaults, rule kinds, strictest-wins, compound commands, validation errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from ncurator_cli.policy import Policy, PolicyError
from ncurator_cli.policy.rules import glob_to_regex

BASE = """
version = 1
[defaults]
low = "allow"
medium = "ask"
high = "ask"
noninteractive_ask = "pause"
"""


def load(text: str, tmp_path: Path) -> Policy:
    p = tmp_path / "policy.toml"
    p.write_text(text)
    return Policy.load(p)


def test_default_policy(workspace: Path) -> None:
    p = Policy.default()
    assert p.source == "builtin" and p.noninteractive_ask == "pause"
    assert p.defaults == {"low": "allow", "medium": "ask", "high": "ask"}
    assert p.decide_command("ls", workspace).decision == "allow"
    assert p.decide_command("touch x", workspace).decision == "ask"
    d = p.decide_command("rm -rf src", workspace)
    assert d.decision == "ask" and d.risk_level == "high" and d.rule is None
    assert set(d.to_dict()) == {"decision", "risk_level", "categories", "reasons", "rule", "message"}


def test_spec_example_file(tmp_path: Path, workspace: Path) -> None:
    p = load(BASE + """
[[rules]]
id = "tests"
decision = "allow"
action = "command"
command_prefix = ["pytest", "-q"]
message = "tests may run"
examples_match = ["pytest -q tests/unit"]
examples_not_match = ["pytest -q; rm -rf x"]
""", tmp_path)  # fmt: skip
    d = p.decide_command("pytest -q tests", workspace)
    assert (d.decision, d.rule, d.message) == ("allow", "tests", "tests may run")
    assert p.decide_command("pytest -q; rm -rf x", workspace).decision == "ask"
    assert p.decide_command("timeout 60 pytest -q", workspace).decision == "allow"
    assert p.summary() == {"source": str(tmp_path / "policy.toml"), "defaults": p.defaults,
                           "noninteractive_ask": "pause", "rules": ["tests"]}  # fmt: skip


def test_allow_rule_does_not_allow_what_surrounds_the_program(tmp_path: Path, workspace: Path) -> None:
    p = load(BASE + '[[rules]]\nid = "py"\ndecision = "allow"\ncommand_prefix = ["pytest"]\n', tmp_path)
    assert p.decide_command("pytest", workspace).decision == "allow"
    for cmd in (
        "sudo pytest",
        "pytest > /etc/x",
        "LD_PRELOAD=x.so pytest",
        "pytest $(curl x)",
        "curl x | pytest",
    ):
        assert p.decide_command(cmd, workspace).decision == "ask", cmd


def test_regex_rule_and_whole_text(tmp_path: Path, workspace: Path) -> None:
    p = load(BASE + """
[[rules]]
id = "no-pipe-to-shell"
decision = "deny"
command_regex = "\\\\|\\\\s*(ba)?sh\\\\b"
message = "never pipe into a shell"
examples_match = []
[[rules]]
id = "make"
decision = "allow"
command_regex = "^make( |$)"
examples_match = ["make", "make test"]
examples_not_match = ["make; rm -rf x", "cmake ."]
""", tmp_path)  # fmt: skip
    d = p.decide_command("curl -s https://x | sh", workspace)
    assert (d.decision, d.rule, d.message) == ("deny", "no-pipe-to-shell", "never pipe into a shell")
    assert p.decide_command("make test", workspace).decision == "allow"
    assert p.decide_command("cmake .", workspace).decision == "ask"


def test_strictest_rule_wins(tmp_path: Path, workspace: Path) -> None:
    p = load(BASE + """
[[rules]]
id = "git-ok"
decision = "allow"
command_prefix = ["git"]
[[rules]]
id = "git-push-ask"
decision = "ask"
command_prefix = ["git", "push"]
[[rules]]
id = "no-force"
decision = "deny"
command_regex = "--force"
""", tmp_path)  # fmt: skip
    assert p.decide_command("git status", workspace).rule == "git-ok"
    assert p.decide_command("git push origin main", workspace).rule == "git-push-ask"
    d = p.decide_command("git push --force", workspace)
    assert (d.decision, d.rule) == ("deny", "no-force")


def test_compound_allowed_only_if_every_part_is(tmp_path: Path, workspace: Path) -> None:
    p = load(BASE + '[[rules]]\nid = "mk"\ndecision = "allow"\ncommand_prefix = ["make"]\n', tmp_path)
    assert p.decide_command("make && ls", workspace).decision == "allow"
    assert p.decide_command("make && touch x", workspace).decision == "ask"
    assert p.decide_command("ls; make", workspace).decision == "allow"


def test_deny_default_and_rule_cannot_allow_refused(tmp_path: Path, workspace: Path) -> None:
    p = load(BASE.replace('high = "ask"', 'high = "deny"') + """
[[rules]]
id = "all"
decision = "allow"
command_regex = "."
""", tmp_path)  # fmt: skip
    assert p.decide_command('echo "unterminated', workspace).decision == "ask"
    assert p.decide_command("c=rm; $c -rf x", workspace).decision == "deny"  # refused + high default deny
    assert p.decide_command("rm -rf x", workspace).decision == "allow"  # the user's own rule


def test_path_glob_for_file_actions(tmp_path: Path) -> None:
    p = load(BASE + """
[[rules]]
id = "out"
decision = "allow"
action = "docx_overwrite"
path_glob = "out/**/*.docx"
examples_match = ["out/a.docx", "out/x/y/z.docx", "./out/b.docx"]
examples_not_match = ["src/a.docx", "out/a.txt", "outside/a.docx"]
[[rules]]
id = "protect"
decision = "deny"
action = "docx_overwrite"
path_glob = "out/final/*"
""", tmp_path)  # fmt: skip
    assert p.decide_action("docx_overwrite", "out/x.docx", "medium", ["r"]).decision == "allow"
    d = p.decide_action("docx_overwrite", "out/final/x.docx", "medium", [])
    assert (d.decision, d.rule) == ("deny", "protect")
    assert p.decide_action("docx_overwrite", "a.docx", "medium", []).decision == "ask"
    assert p.decide_action("other_action", "out/x.docx", "low", []).decision == "allow"


@pytest.mark.parametrize(
    ("pattern", "path", "ok"),
    [("*.md", "a.md", True), ("*.md", "d/a.md", False), ("**/*.md", "d/e/a.md", True), ("**/*.md", "a.md", True),
     ("out/**", "out/a/b", True), ("a?c", "abc", True), ("[ab].txt", "b.txt", True), ("[!ab].txt", "a.txt", False)],
)  # fmt: skip
def test_glob(pattern: str, path: str, ok: bool) -> None:
    assert (glob_to_regex(pattern).match(path) is not None) == ok


@pytest.mark.parametrize(
    ("body", "needle"),
    [
        ("version = [", "invalid TOML"),
        ("version = 2", "version"),
        ("version = 1\nfoo = 1", "foo: unknown key"),
        ('version = 1\n[defaults]\nmedium = "maybe"', "defaults.medium"),
        ('version = 1\n[defaults]\nnoninteractive_ask = "wait"', "noninteractive_ask"),
        (
            'version = 1\n[[rules]]\nid = "a"\ndecision = "perhaps"\ncommand_prefix = ["x"]',
            "rule 'a': decision",
        ),
        (
            'version = 1\n[[rules]]\nid = "a"\ndecision = "deny"\ncommand_regex = "("',
            "not a valid regular expression",
        ),
        (
            'version = 1\n[[rules]]\nid = "a"\ndecision = "deny"\ncommand_prefix = ["x"]\nbogus = 1',
            "bogus: unknown key",
        ),
        ('version = 1\n[[rules]]\nid = "a"\ndecision = "deny"', "exactly one of"),
        (
            'version = 1\n[[rules]]\nid = "a"\ndecision = "deny"\ncommand_prefix = ["x"]\ncommand_regex = "y"',
            "exactly one of",
        ),
        ('version = 1\n[[rules]]\nid = "a"\ndecision = "deny"\npath_glob = "x"', "path_glob"),
        (
            'version = 1\n[[rules]]\nid = "a"\ndecision = "deny"\ncommand_prefix = ["x"]\n'
            '[[rules]]\nid = "a"\ndecision = "deny"\ncommand_prefix = ["y"]',
            "used twice",
        ),
        (
            'version = 1\n[[rules]]\nid = "tests"\ndecision = "allow"\ncommand_prefix = ["pytest", "-q"]\n'
            'examples_match = ["pytest tests"]',
            "rule 'tests': example 'pytest tests' should match but does not",
        ),
        (
            'version = 1\n[[rules]]\nid = "t"\ndecision = "allow"\ncommand_prefix = ["pytest"]\n'
            'examples_not_match = ["pytest -x"]',
            "should not match",
        ),
    ],
)
def test_invalid_files(body: str, needle: str, tmp_path: Path) -> None:
    with pytest.raises(PolicyError) as exc:
        load(body, tmp_path)
    msg = str(exc.value)
    assert msg.startswith("policy.toml: ") and "\n" not in msg
    assert needle in msg, msg


def test_unreadable_file(tmp_path: Path) -> None:
    with pytest.raises(PolicyError, match="cannot read"):
        Policy.load(tmp_path / "missing.toml")


def test_repo_example_policy_loads() -> None:
    example = Path(__file__).resolve().parents[2] / "examples" / "policy.toml"
    if not example.exists():
        pytest.skip("no examples/policy.toml")
    Policy.load(example)


def test_documented_examples_load() -> None:
    """Every TOML block in docs/policy.md is a valid policy (examples included)."""
    import re

    doc = Path(__file__).resolve().parents[2] / "docs" / "policy.md"
    if not doc.exists():
        pytest.skip("docs/policy.md not present")
    blocks = re.findall(r"```toml\n(.*?)```", doc.read_text(), flags=re.S)
    assert len(blocks) >= 4
    for block in blocks:
        Policy.loads(block, name="docs/policy.md")
