"""The README's commands stay true: the deterministic demo runs as written (minus the install)."""

from __future__ import annotations

import json
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from tests.conftest import REPO, cli_env


def _commands() -> list[str]:
    text = (REPO / "README.md").read_text()
    return re.findall(r"```bash\n(.*?)\n```", text, flags=re.S)


def test_readme_opens_with_the_two_fresh_machine_commands() -> None:
    text = (REPO / "README.md").read_text()
    first_blocks = re.findall(r"```bash\n(.*?)\n```", text[: text.index("The first command")], flags=re.S)
    assert len(first_blocks) == 2
    main_job, tests = first_blocks
    assert "ncurator run" in main_job and "examples/" in main_job
    ci = (REPO / ".ci" / "run").read_text()
    assert tests.strip() in ci, ".ci/run must run exactly the README's test command"


@pytest.mark.parametrize("sandbox", ["auto", "none"])
def test_scripted_demo_command_runs_and_its_answer_is_true(home, tmp_path, sandbox) -> None:
    """The README's demo, exactly as written (minus the install), with and without a sandbox: it
    completes, and every file its answer names exists in the workspace it ran on."""
    demo = next(c for c in _commands() if "script:examples/demo.script.jsonl" in c)
    assert demo.startswith("pip install -e . && ")
    command = demo.removeprefix("pip install -e . && ").replace("ncurator run", f"{shlex.quote(sys.executable)} -m ncurator_cli.cli run")
    env = cli_env({"NCURATOR_SANDBOX": sandbox})
    proc = subprocess.run(["bash", "-c", command], cwd=REPO, capture_output=True, text=True, env=env, timeout=180)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "north 2630" in proc.stdout and "completed" in proc.stdout
    run_id = re.search(r"▶ run (\S+)", proc.stdout).group(1)
    events = subprocess.run([sys.executable, "-m", "ncurator_cli.cli", "events", run_id], capture_output=True, text=True,
                            env=env, check=True).stdout
    lines = [json.loads(x) for x in events.splitlines()]
    root = Path(lines[0]["workspace"]["root_path"])
    answer = next(e["text"] for e in lines if e["type"] == "answer_completed")
    named = set(re.findall(r"[\w./-]*\w\.[A-Za-z]\w*", answer))
    assert len(named) >= 3, answer
    missing = sorted(n for n in named if not (root / n).is_file())
    assert not missing, f"the answer names files that do not exist: {missing}"
    assert lines[-1]["type"] == "run_completed"


# --- README command 1: scripts/setup.sh ----------------------------------------------------------

SETUP_PREFIX = "bash scripts/setup.sh && . .venv/bin/activate && "


def test_readme_command_one_sets_up_then_runs_the_main_job() -> None:
    text = (REPO / "README.md").read_text()
    main_job = re.findall(r"```bash\n(.*?)\n```", text, flags=re.S)[0]
    assert main_job.startswith(SETUP_PREFIX)
    rest = main_job.removeprefix(SETUP_PREFIX)
    assert rest.startswith('d=$(mktemp -d) && cp -r examples/workspace/. "$d" && ncurator run ')
    assert "--policy examples/policy.toml" in rest


def _stub(path: Path, body: str) -> None:
    path.write_text("#!/bin/bash\n" + body)
    path.chmod(0o755)


def _setup_world(tmp_path: Path, *, uid: int, sudo_ok: bool) -> tuple[Path, Path, dict[str, str]]:
    """A checkout copy and a PATH of stubs: `id`, `sudo`, `apt-get` and a `python3` that makes a
    fake virtual environment (no network, no real package install); everything is logged."""
    checkout = tmp_path / "checkout"
    (checkout / "scripts").mkdir(parents=True)
    shutil.copy(REPO / "scripts" / "setup.sh", checkout / "scripts" / "setup.sh")
    bin_ = tmp_path / "bin"
    bin_.mkdir()
    log = tmp_path / "calls.log"
    for tool in ("dirname", "rm", "env", "cat", "chmod", "mkdir", "ln"):
        (bin_ / tool).symlink_to(shutil.which(tool))
    _stub(bin_ / "id", f'echo {uid}\n')
    if sudo_ok:
        _stub(bin_ / "sudo", f'echo "sudo $*" >> {log}\n[ "$1" = -n ] && shift\n[ "$1" = true ] && exit 0\nexec "$@"\n')
    else:
        _stub(bin_ / "sudo", f'echo "sudo $*" >> {log}\n[ "$1" = -n ] && {{ echo "sudo: a password is required" >&2; exit 1; }}\nexit 1\n')
    # apt-get: only a root caller may install; installing bubblewrap provides a working bwrap
    _stub(bin_ / "apt-get", f'echo "apt-get $* (uid $(id -u), via ${{SUDO_USER:-direct}})" >> {log}\n'
          f'if [[ " $* " == *" bubblewrap "* ]]; then printf "#!/bin/bash\\nexit 0\\n" > {bin_}/bwrap; chmod +x {bin_}/bwrap; fi\n')
    real = sys.executable
    _stub(bin_ / "python3", f'''echo "python3 $*" >> {log}
if [ "$1" = -m ] && [ "$2" = venv ]; then
  mkdir -p "$3/bin"
  printf '#!/bin/bash\\necho "venv-python $*" >> {log}\\n[ "$1" = -c ] && exec {real} "$@"\\nexit 0\\n' > "$3/bin/python"
  printf '#!/bin/bash\\necho "venv-ncurator $*" >> {log}\\n' > "$3/bin/ncurator"
  chmod +x "$3/bin/python" "$3/bin/ncurator"
  exit 0
fi
exec {real} "$@"
''')
    env = {"PATH": str(bin_), "HOME": str(tmp_path), "PYTHONPATH": str(REPO / "src")}
    return checkout, log, env


def _setup(checkout: Path, env: dict[str, str], **extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["/bin/bash", "scripts/setup.sh"], cwd=checkout, env={**env, **extra},
                          capture_output=True, text=True, timeout=120)


def _no_sandbox_lines(stderr: str) -> list[str]:
    return [ln for ln in stderr.splitlines() if ln.startswith("ncurator: no sandbox")]


@pytest.mark.parametrize("uid,sudo_ok,via", [(0, False, "apt-get update"), (1000, True, "sudo -n env DEBIAN_FRONTEND")])
def test_setup_installs_bubblewrap_as_root_or_with_sudo_then_ncurator_local_into_its_venv(
    tmp_path: Path, uid: int, sudo_ok: bool, via: str
) -> None:
    checkout, log, env = _setup_world(tmp_path, uid=uid, sudo_ok=sudo_ok)
    proc = _setup(checkout, env)
    assert proc.returncode == 0, proc.stderr
    calls = log.read_text()
    assert via in calls and "install -y -qq --no-install-recommends bubblewrap" in calls
    assert "python3 -m venv .venv" in calls
    assert "venv-python -m pip install -q --disable-pip-version-check -e .[local]" in calls
    assert "venv-ncurator --version" in calls
    assert _no_sandbox_lines(proc.stderr) == []  # bubblewrap works after the install


def test_setup_without_root_or_sudo_says_once_that_runs_are_unconfined_and_still_installs(tmp_path: Path) -> None:
    checkout, log, env = _setup_world(tmp_path, uid=1000, sudo_ok=False)
    proc = _setup(checkout, env, NCURATOR_EXTRAS="")
    assert proc.returncode == 0, proc.stderr
    calls = log.read_text()
    assert "apt-get" not in calls.replace("sudo", "")  # never tried to install without rights
    assert "venv-python -m pip install -q --disable-pip-version-check -e ." in calls and "[local]" not in calls
    (line,) = _no_sandbox_lines(proc.stderr)
    assert "bubblewrap" in line and "apt-get install bubblewrap" in line


def test_setup_refuses_an_old_python_with_the_remedy(tmp_path: Path) -> None:
    checkout, log, env = _setup_world(tmp_path, uid=0, sudo_ok=False)
    old = tmp_path / "bin" / "python3.9"
    _stub(old, 'case "$2" in *version_info*\\<*) exit 1;; *python_version*) echo 3.9.2;; esac\n')
    proc = _setup(checkout, env, PYTHON=str(old))
    assert proc.returncode == 1
    assert "3.11" in proc.stderr and "PYTHON=" in proc.stderr
    assert not (checkout / ".venv").exists()
