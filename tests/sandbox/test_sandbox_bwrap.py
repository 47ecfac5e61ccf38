"""What bubblewrap confinement guarantees, checked against the real kernel."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from ncurator_cli.sandbox import BwrapSandbox, CommandLimits, UnconfinedSandbox
from ncurator_cli.sandbox.bwrap import python_prefixes

L = CommandLimits(timeout_s=15)


def test_writes_outside_workspace_fail(bwrap: BwrapSandbox, ws: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    home_probe = Path(os.path.expanduser("~")) / f".ncurator-sandbox-probe-{os.getpid()}"
    r = bwrap.run(
        f"echo x > {outside}/f; echo x > /etc/ncurator-probe; echo x > /usr/ncurator-probe; echo x > {home_probe}; "
        "echo ok > inside.txt",
        cwd=ws, workspace=ws, limits=L,
    )  # fmt: skip
    assert (ws / "inside.txt").read_text() == "ok\n"
    assert not (outside / "f").exists()
    assert not Path("/etc/ncurator-probe").exists() and not Path("/usr/ncurator-probe").exists()
    assert not home_probe.exists()
    assert "Read-only file system" in r.stderr


def test_a_read_only_run_reads_the_workspace_and_changes_nothing(bwrap: BwrapSandbox, ws: Path) -> None:
    (ws / "data.txt").write_text("42\n")
    (ws / "sub").mkdir()
    before = sorted(p.name for p in ws.iterdir())
    r = bwrap.run("cat data.txt; echo x > new.txt; echo y >> data.txt; rm -f data.txt; mkdir d; touch sub/f; "
                  "echo scratch > /tmp/t && cat /tmp/t",
                  cwd=ws, workspace=ws, limits=L, access="read_only")  # fmt: skip
    assert r.stdout.startswith("42\n") and "scratch" in r.stdout  # /tmp stays a writable scratch space
    assert r.stderr.count("Read-only file system") >= 4
    assert sorted(p.name for p in ws.iterdir()) == before and (ws / "data.txt").read_text() == "42\n"
    assert not any((ws / "sub").iterdir())
    # the same command without read_only writes
    bwrap.run("echo x > new.txt", cwd=ws, workspace=ws, limits=L)
    assert (ws / "new.txt").exists()


def test_protected_paths_are_read_only_and_writable_ones_on_top_stay_writable(bwrap: BwrapSandbox, ws: Path) -> None:
    (ws / "tests").mkdir()
    (ws / "tests" / "test_a.py").write_text("assert True\n")
    (ws / "notes").mkdir()
    (ws / "app.py").write_text("x = 1\n")
    ro_tests = [(str(ws / "tests"), False)]
    r = bwrap.run("sed -i 's/True/False/' tests/test_a.py; rm tests/test_a.py; touch tests/new.py; echo y > app.py",
                  cwd=ws, workspace=ws, limits=L, protect=ro_tests)  # fmt: skip
    assert (ws / "tests" / "test_a.py").read_text() == "assert True\n" and not (ws / "tests" / "new.py").exists()
    assert "Read-only file system" in r.stderr and (ws / "app.py").read_text() == "y\n"
    # everything but notes/: the root read-only, notes/ writable on top
    only_notes = [(str(ws), False), (str(ws / "notes"), True)]
    r = bwrap.run("touch notes/a.md && mv notes/a.md notes/b.md; echo z > app.py; touch top.txt",
                  cwd=ws, workspace=ws, limits=L, protect=only_notes)  # fmt: skip
    assert (ws / "notes" / "b.md").exists() and (ws / "app.py").read_text() == "y\n" and not (ws / "top.txt").exists()
    # a read-only run stays read-only under a writable bind
    bwrap.run("touch notes/c.md", cwd=ws, workspace=ws, limits=L, access="read_only", protect=only_notes)
    assert not (ws / "notes" / "c.md").exists()
    with pytest.raises(ValueError, match="outside the workspace"):
        bwrap.argv("true", cwd=ws, workspace=ws, protect=[("/etc", False)])


def test_git_dir_is_read_only(bwrap: BwrapSandbox, ws: Path) -> None:
    r = bwrap.run("echo 'touch pwned' > .git/hooks/pre-commit; echo x >> .git/config; rm -rf .git/hooks",
                  cwd=ws, workspace=ws, limits=L)  # fmt: skip
    assert not (ws / ".git" / "hooks" / "pre-commit").exists()
    assert (ws / ".git" / "hooks").is_dir()
    assert r.exit_code != 0


def test_symlink_escape_writes_fail(bwrap: BwrapSandbox, ws: Path, tmp_path: Path) -> None:
    outside = tmp_path / "victim"
    outside.mkdir()
    (outside / "keep.txt").write_text("original\n")
    os.symlink(outside, ws / "link")
    os.symlink(outside / "keep.txt", ws / "file_link")
    bwrap.run("echo pwned > link/new.txt; echo pwned > file_link; echo pwned >> link/keep.txt",
              cwd=ws, workspace=ws, limits=L)  # fmt: skip
    assert not (outside / "new.txt").exists()
    assert (outside / "keep.txt").read_text() == "original\n"


def test_tcp_is_blocked(bwrap: BwrapSandbox, ws: Path) -> None:
    srv = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    srv.bind(("127.0.0.1", 0))
    srv.listen(1)
    srv.settimeout(1.0)
    port = srv.getsockname()[1]
    try:
        r = bwrap.run(f"exec 3<>/dev/tcp/127.0.0.1/{port} && echo connected", cwd=ws, workspace=ws, limits=L)
        assert "connected" not in r.stdout and r.exit_code != 0
        with pytest.raises(OSError):
            srv.accept()
    finally:
        srv.close()


def test_udp_is_blocked(bwrap: BwrapSandbox, ws: Path) -> None:
    srv = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    srv.bind(("127.0.0.1", 0))
    srv.settimeout(1.0)
    port = srv.getsockname()[1]
    try:
        bwrap.run(f"echo leak > /dev/udp/127.0.0.1/{port}", cwd=ws, workspace=ws, limits=L)
        with pytest.raises(OSError):
            srv.recvfrom(100)
    finally:
        srv.close()


def test_dns_fails(bwrap: BwrapSandbox, ws: Path) -> None:
    r = bwrap.run("getent ahosts example.com || echo no-dns; ip -o link 2>/dev/null | wc -l || true",
                  cwd=ws, workspace=ws, limits=L)  # fmt: skip
    assert "no-dns" in r.stdout


def test_secrets_and_processes_are_hidden(bwrap: BwrapSandbox, ws: Path) -> None:
    home = os.path.realpath(os.path.expanduser("~"))
    secret = Path(home) / f".ncurator-secret-probe-{os.getpid()}"
    secret.write_text("key")
    try:
        r = bwrap.run(f"ls -A ~; echo ---; cat {secret} 2>/dev/null | wc -c; cat /etc/shadow 2>/dev/null | wc -c; "
                      "ls /proc | grep -c '^[0-9]'", cwd=ws, workspace=ws, limits=L)  # fmt: skip
    finally:
        secret.unlink()
    listing, rest = r.stdout.split("---\n")
    secret_bytes, shadow_bytes, procs = (int(x) for x in rest.split())
    # Home is empty but for the path down to the running Python's installation (pyenv, a venv).
    allowed = {os.path.relpath(p, home).split("/")[0] for p in python_prefixes() if p.startswith(home + "/")}
    assert set(listing.split()) <= allowed
    assert secret_bytes == 0 and shadow_bytes == 0
    assert procs < 10  # own PID namespace


def test_commands_run_the_python_that_runs_ncurator(bwrap: BwrapSandbox, ws: Path) -> None:
    r = bwrap.run("python3 -c 'import sys, docx; print(sys.prefix)'", cwd=ws, workspace=ws, limits=L)
    assert r.exit_code == 0, r.stderr
    assert os.path.realpath(r.stdout.strip()) == os.path.realpath(sys.prefix)


def _hostile_repo(root: Path) -> Path:
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    w = root / "repo"
    w.mkdir()
    env = {**os.environ, "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"}
    run = lambda *a: subprocess.run(["git", *a], cwd=w, env=env, check=True, capture_output=True)  # noqa: E731
    run("init", "-q", ".")
    (w / "a.txt").write_text("hello\n")
    (w / ".gitattributes").write_text("*.txt diff=evil filter=evil\n")
    run("add", ".")
    run("-c", "user.email=a@b", "-c", "user.name=a", "commit", "-qm", "init")
    (w / "a.txt").write_text("hello\nchanged\n")
    with (w / ".git" / "config").open("a") as fh:
        fh.write(f"""[core]
\tfsmonitor = "touch {w}/pwned_fsmonitor; false"
\tpager = "touch {w}/pwned_pager; cat"
[diff "evil"]
\ttextconv = "touch {w}/pwned_textconv; cat"
[filter "evil"]
\tclean = "touch {w}/pwned_clean; cat"
\tsmudge = "touch {w}/pwned_smudge; cat"
[pager]
\tlog = "touch {w}/pwned_pagerlog; cat"
[log]
\tshowSignature = true
[gpg]
\tprogram = "touch {w}/pwned_gpg; false"
""")
    return w


@pytest.mark.parametrize("backend", ["bwrap", "none"])
def test_hostile_git_config_runs_nothing(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    w = _hostile_repo(tmp_path)
    sb = request.getfixturevalue("bwrap") if backend == "bwrap" else UnconfinedSandbox()
    for cmd in (
        "git status",
        "git diff",
        "git log -p | cat",
        "git log",
        "git show",
        "git -p log",
        "git diff --stat",
    ):
        sb.run(cmd, cwd=w, workspace=w, limits=L)
    assert sorted(p.name for p in w.glob("pwned*")) == []


@pytest.mark.parametrize("backend", ["bwrap", "none"])
def test_hostile_config_of_a_nested_repository_runs_nothing(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    ws = tmp_path / "ws"
    (ws / "vendor").mkdir(parents=True)
    w = _hostile_repo(ws / "vendor")  # ws/vendor/repo, the workspace itself is no repository
    sb = request.getfixturevalue("bwrap") if backend == "bwrap" else UnconfinedSandbox()
    for cmd in ("cd vendor/repo && git status", "git -C vendor/repo diff", "cd vendor/repo && git log -p | cat"):
        r = sb.run(cmd, cwd=ws, workspace=ws, limits=L)
        assert r.exit_code == 0, (cmd, r.stderr)
    assert sorted(p.name for p in w.glob("pwned*")) == []


def test_nested_repository_search_is_bounded_and_follows_no_symlinks(tmp_path: Path) -> None:
    from ncurator_cli.sandbox.git_config import nested_repositories

    (tmp_path / "a" / "b" / ".git").mkdir(parents=True)
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / ".git").write_text("gitdir: ../.git/modules/sub\n")
    (tmp_path / "node_modules" / "x" / ".git").mkdir(parents=True)
    outside = tmp_path.parent / f"{tmp_path.name}-outside"
    (outside / ".git").mkdir(parents=True)
    (tmp_path / "link").symlink_to(outside, target_is_directory=True)
    found = sorted(str(p.relative_to(tmp_path)) for p in nested_repositories(tmp_path))
    assert found == ["a/b", "sub"]


def test_hostile_git_config_control(tmp_path: Path) -> None:
    """Without the sandbox environment the same repository does run code (so the test above can fail)."""
    w = _hostile_repo(tmp_path)
    env = {**os.environ, "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"}
    subprocess.run("git status; git diff", shell=True, cwd=w, env=env, capture_output=True)
    assert list(w.glob("pwned*"))


def test_a_python_installed_under_tmp_works_in_the_sandbox(bwrap: BwrapSandbox, tmp_path: Path) -> None:
    """A venv under /tmp (as CI runners make) is bound back read-only over the /tmp tmpfs: the
    commands' `python3` is that venv's, with its packages, while the rest of /tmp stays hidden."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", "--without-pip", str(venv)],
                   check=True, timeout=120)  # fmt: skip
    site = next((venv / "lib").glob("python3*/site-packages"))
    (site / "ncurator_probe_pkg.py").write_text("VALUE = 'from the venv'\n")
    secret = tmp_path / "secret.txt"
    secret.write_text("not for the sandbox\n")
    w = tmp_path / "w"
    w.mkdir()
    src = str(Path(__file__).resolve().parents[2] / "src")
    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "from ncurator_cli.sandbox import BwrapSandbox, CommandLimits\n"
        "w = Path(sys.argv[1])\n"
        "r = BwrapSandbox().run('python3 -c \"import sys, ncurator_probe_pkg as p; print(sys.prefix); print(p.VALUE)\";'\n"
        "                      ' cat ' + sys.argv[2], cwd=w, workspace=w, limits=CommandLimits(timeout_s=30))\n"
        "print(r.stdout, end=''); print(r.stderr, end='', file=sys.stderr)\n"
    )
    env = {**os.environ, "PYTHONPATH": src}
    r = subprocess.run([str(venv / "bin" / "python"), "-c", script, str(w), str(secret)], capture_output=True,
                       text=True, env=env, timeout=60)  # fmt: skip
    lines = r.stdout.splitlines()
    assert lines[:2] == [str(venv), "from the venv"], (r.stdout, r.stderr)
    assert "not for the sandbox" not in r.stdout
    assert "No such file" in r.stderr
