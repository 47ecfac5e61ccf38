"""Fixtures of the docx end-to-end tests: real .docx files, the real CLI, `script:` models.

The documents are written with python-docx in the test (mixed run formatting, a table, a header);
the helpers that the test modules import live in `docx_cli_lib.py`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .docx_cli_lib import build_report


@pytest.fixture
def report(workspace: Path) -> Path:
    """`docs/memo.docx` in the workspace."""
    return build_report(workspace / "docs" / "memo.docx")
