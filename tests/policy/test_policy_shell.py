"""Parser facts: literal argv, dynamic words, redirections, wrappers, nesting, refusals."""

from __future__ import annotations

import pytest

from ncurator_cli.policy.shell import MAX_COMMAND_BYTES, decode_ansi_c, parse


def argvs(command: str) -> list[list[str]]:
    return [c.args for c in parse(command).commands if c.argv]


@pytest.mark.parametrize(
    ("command", "expected"),
    [
        ("\\rm -rf x", ["rm", "-rf", "x"]),
        ("r''m x", ["rm", "x"]),
        ('"r"m x', ["rm", "x"]),
        ("$'\\x72m' x", ["rm", "x"]),
        ("$'\\162\\155' x", ["rm", "x"]),
        ("$'\\u0072m' x", ["rm", "x"]),
        ("'a b' \"c d\" e\\ f", ["a b", "c d", "e f"]),
        ('echo "a\\"b" \'c\\d\'', ["echo", 'a"b', "c\\d"]),
        ("ls \\\n -la", ["ls", "-la"]),
        ("{rm,-rf,x}", None),  # parse error in tree-sitter; graded by the fallback tokeniser
        ("echo {a,b}.txt", ["echo", "a.txt", "b.txt"]),
        ('echo $"hello"', ["echo", "hello"]),
    ],
)
def test_unquoting(command: str, expected: list[str] | None) -> None:
    if expected is None:
        assert parse(command).refused
    else:
        assert argvs(command)[0] == expected


def test_ansi_c_escapes() -> None:
    assert decode_ansi_c(r"\t\n\\\'\x41\101\u00e9\cA") == "\t\n\\'AA\u00e9\x01"


def test_dynamic_words() -> None:
    cmd = parse('ls $x "$(id)" plain').commands[-1]
    assert [w.dynamic for w in cmd.argv] == [False, True, True, False]
    assert cmd.argv[2].substitution


def test_guess_from_earlier_assignment() -> None:
    cmd = parse("c=rm; $c -rf x").commands[-1]
    assert cmd.argv[0].dynamic and cmd.argv[0].guess == "rm"


def test_every_nested_command_is_seen() -> None:
    names = {c.name for c in parse(
        "a $(b) `c` <(d) >(e); f() { g; }; if h; then i; elif j; then k; else l; fi; "
        "while m; do n; done; for o in $(p); do q; done; case $(r) in x) s;; esac; (t); { u; }; v | w && x || y & z"
    ).commands if c.argv}  # fmt: skip
    assert set("abcdefghijklmnopqrstuvwxyz") - {"o"} <= names | {"f"}


def test_heredoc_body_substitution_is_walked() -> None:
    r = parse("cat <<EOF\nx $(id -un) y\nEOF")
    assert ["id", "-un"] in [c.args for c in r.commands]
    assert any("here-doc" in c.context for c in r.commands if c.name == "id")


def test_quoted_heredoc_is_literal() -> None:
    r = parse("cat <<'EOF'\n$(id)\nEOF")
    assert [c.name for c in r.commands] == ["cat"]
    assert r.commands[0].stdin_literal == "$(id)\n"


def test_heredoc_fed_to_shell_is_parsed() -> None:
    r = parse("bash <<'EOF'\nrm -rf x\nEOF")
    assert ["rm", "-rf", "x"] in [c.args for c in r.commands]


def test_redirections() -> None:
    cmd = parse("ls 2>/dev/null >out.txt 2>&1 <in.txt &>>log >&-").commands[0]
    ops = [(r.op, r.fd, r.target.value if r.target else None, r.dup) for r in cmd.redirects]
    assert ("2>", 2, "/dev/null", None) not in ops  # op excludes the fd
    assert (">", 2, "/dev/null", None) in ops
    assert (">", None, "out.txt", None) in ops
    assert (">&", 2, None, "1") in ops
    assert ("<", None, "in.txt", None) in ops
    assert ("&>>", None, "log", None) in ops
    assert any(r.dup == "-" for r in cmd.redirects)
    assert [r.writes for r in cmd.redirects].count(True) == 3


@pytest.mark.parametrize(
    ("command", "argv", "wrappers"),
    [
        ("env -i -u HOME A=1 rm x", ["rm", "x"], ["env"]),
        ("command rm x", ["rm", "x"], ["command"]),
        ("builtin echo x", ["echo", "x"], ["builtin"]),
        ("exec -a foo rm x", ["rm", "x"], ["exec"]),
        ("nice -n 5 rm x", ["rm", "x"], ["nice"]),
        ("nohup rm x", ["rm", "x"], ["nohup"]),
        ("time -p rm x", ["rm", "x"], ["time"]),
        ("timeout -s KILL -k 1 10 rm x", ["rm", "x"], ["timeout"]),
        ("stdbuf -oL -eL rm x", ["rm", "x"], ["stdbuf"]),
        ("setsid -f rm x", ["rm", "x"], ["setsid"]),
        ("sudo -u root -E -- rm x", ["rm", "x"], ["sudo"]),
        ("doas -u root rm x", ["rm", "x"], ["doas"]),
        ("busybox rm x", ["rm", "x"], ["busybox"]),
        ("flock /tmp/l rm x", ["rm", "x"], ["flock"]),
        ("xargs -0 -n 1 rm", ["rm"], ["xargs"]),
        ("sudo env timeout 5 nice rm x", ["rm", "x"], ["sudo", "env", "timeout", "nice"]),
    ],
)
def test_wrappers_are_unwrapped(command: str, argv: list[str], wrappers: list[str]) -> None:
    cmd = next(c for c in parse(command).commands if c.argv)
    assert cmd.args == argv
    assert cmd.wrappers == wrappers


def test_sudo_marks_privileged_and_env_prefix_kept() -> None:
    cmd = parse("FOO=1 sudo env BAR=2 ls").commands[0]
    assert cmd.privileged
    assert [k for k, _ in cmd.env] == ["FOO", "BAR"]


def test_xargs_marks_dynamic_args() -> None:
    cmd = parse("ls | xargs grep foo").commands[1]
    assert cmd.args == ["grep", "foo"] and cmd.dynamic_args and cmd.upstream == [0]


def test_command_v_is_a_lookup() -> None:
    assert parse("command -v rm").commands[0].args == ["command", "-v", "rm"]


@pytest.mark.parametrize("shell", ["sh", "bash", "dash", "zsh", "/bin/bash"])
def test_shell_c_is_reparsed(shell: str) -> None:
    r = parse(f"{shell} -c 'rm -rf x; ls'")
    assert ["rm", "-rf", "x"] in argvs(f"{shell} -c 'rm -rf x; ls'")
    assert any("-c" in " ".join(c.context) for c in r.commands if c.name == "rm")


def test_nested_shells_are_depth_limited() -> None:
    cmd = "bash -c " + "'bash -c " * 0 + "x"
    deep = "rm -rf x"
    for _ in range(7):
        deep = "bash -c " + "'" + deep.replace("'", "'\\''") + "'"
    r = parse(deep)
    assert r.refused and "nested" in (r.refusal or "")
    assert cmd  # keep linters quiet about the helper


def test_dynamic_shell_string_is_a_finding() -> None:
    r = parse('bash -c "$X"')
    assert any(risk == "high" for c in r.commands for risk, _, _ in c.findings)


def test_eval_literal_is_reparsed_and_dynamic_flagged() -> None:
    assert ["rm", "x"] in argvs("eval 'rm x'")
    r = parse('eval "$cmd"')
    assert any("eval" in reason for c in r.commands for _, _, reason in c.findings)


def test_find_exec_is_extracted() -> None:
    r = parse("find . -name '*.o' -exec rm -f {} \\;")
    inner = [c for c in r.commands if c.name == "rm"]
    assert inner and inner[0].dynamic_args and "find -exec" in inner[0].context


def test_background_and_pipeline_context() -> None:
    r = parse("sleep 5 & curl x | sh")
    sleep, curl, sh = r.commands
    assert sleep.background and not curl.background
    assert sh.upstream == [1] and sh.pipeline == curl.pipeline


def test_cd_chain_is_scoped() -> None:
    r = parse("cd a && (cd b; ls) ; ls | cd c; pwd")
    by_name = [(c.name, [w.value for w in c.cd_chain]) for c in r.commands]
    assert ("ls", ["a", "b"]) in by_name
    assert by_name[-1] == ("pwd", ["a"])


def test_fork_bomb_function_is_flagged() -> None:
    r = parse(":(){ :|:& };:")
    assert any("fork bomb" in reason for c in r.commands for _, _, reason in c.findings)


@pytest.mark.parametrize(
    ("command", "why"),
    [
        ('echo "unterminated', "could not parse"),
        ("ls (", "could not parse"),
        ("if true; then", "could not parse"),
        ("ls\x00; rm x", "NUL"),
        ("echo " + "a" * (MAX_COMMAND_BYTES + 1), "limit"),
    ],
)
def test_refusals(command: str, why: str) -> None:
    r = parse(command)
    assert r.refused and why in (r.refusal or "")


def test_deep_substitution_nesting_does_not_crash() -> None:
    r = parse("echo " + "$(" * 3000 + "x" + ")" * 3000)
    assert r.refused or r.commands
