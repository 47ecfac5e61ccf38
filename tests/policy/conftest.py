"""Fixtures for the command-safety tests: a workspace shaped like the eval README describes."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

FILES = [
    "README.md", "notes.txt", "a.txt", "b.txt", "a.bin", "b.bin", "setup.cfg", "data.json", "package.json",
    "access.log", "stats.txt", "data.csv", "numbers.txt", "data.txt", "data.bin", "Makefile", "list.txt",
    "files.txt", "cmds.txt", "fix.diff", "payload.hex", "payload.b64", "data.yaml", "a.xml", "x.zip",
    "script.py", "index.js", "patterns.txt", "-notes.txt", ".env", ".env.sample",
    "src/app.py", "src/util.py", "lib/lib.py", "docs/guide.md", "logs/web.log", "assets/logo.png",
    "dist/app.tar.gz", "scripts/run.sh", "scripts/build.sh", "scripts/env.sh", "tests/test_x.py",
]  # fmt: skip
DIRS = ["src", "lib", "docs", "logs", "assets", "dist", "scripts", "build", "backup", "node_modules", "tests",
        ".git/hooks"]  # fmt: skip
HOSTILE_GIT_CONFIG = """[core]
\trepositoryformatversion = 0
\tfsmonitor = "touch /tmp/ncurator-pwned-fsmonitor"
\tpager = "sh -c 'touch /tmp/ncurator-pwned-pager'"
[diff "evil"]
\ttextconv = "touch /tmp/ncurator-pwned-textconv; cat"
"""


def make_workspace(root: Path) -> Path:
    for d in DIRS:
        (root / d).mkdir(parents=True, exist_ok=True)
    for f in FILES:
        p = root / f
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text("x\n")
    (root / ".git" / "config").write_text(HOSTILE_GIT_CONFIG)
    os.symlink("/etc/passwd", root / "link_to_etc_passwd")
    os.symlink("/etc", root / "cfg")
    os.symlink(os.path.expanduser("~"), root / "home_link")
    return root


@pytest.fixture(scope="session")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_workspace(tmp_path_factory.mktemp("ws"))
