"""ruff is part of the suite: style and import errors fail CI like any other test."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest
from tests.conftest import REPO


def test_ruff_clean() -> None:
    if shutil.which("ruff") is None:
        try:
            import ruff  # noqa: F401
        except ImportError:
            pytest.skip("ruff is not installed (pip install -e '.[test]')")
    proc = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "--output-format", "concise", "src", "tests", "bench"],
                          cwd=REPO, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
