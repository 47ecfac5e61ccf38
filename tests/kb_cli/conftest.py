"""Fixtures of the KB end-to-end tests: one CLI home and one ingested KB shared by the package."""

from __future__ import annotations

from typing import Any

import pytest

from .kb_cli_lib import Cli, build_corpus


@pytest.fixture(scope="package")
def cli(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    return Cli(tmp_path_factory.mktemp("kb_cli"))


@pytest.fixture(scope="package")
def shared(cli: Cli, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The corpus ingested once through `ncurator ingest DIR --kb KB` (tests must not change it)."""
    root = tmp_path_factory.mktemp("shared")
    corpus = build_corpus(root / "corpus")
    kb = root / "kb"
    res = cli("ingest", str(corpus), "--kb", str(kb))
    return {"corpus": corpus, "kb": kb, "kb_arg": str(kb), "ingest": res}
