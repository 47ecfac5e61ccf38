"""Helpers of the KB end-to-end tests: an isolated CLI runner, small documents, stream checks.

The runner is not tied to pytest's function-scoped `home` fixture, so one ingested KB can be shared
by every test of the package (embedding is the slow part: ~15 chunks/s on one core).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import orjson
from tests.conftest import CliResult

from ncurator_cli.protocol.events import parse_event

HIT_KEYS = {"chunk_id", "document_id", "document_name", "text", "score", "heading_path", "page", "relevance", "match"}

# Distinctive facts, one per document of the shared corpus.
ROCKET_FACT = "TANGO-7731"
VOLCANO_FACT = "Kelvarok"
BEES_FACT = "saffron honey"
LIGHTHOUSE_FACT = "Odalys Fenwick"

CLEARED = ("NCURATOR_MODEL", "NCURATOR_KB", "NCURATOR_POLICY", "OPENAI_API_KEY", "OPENAI_BASE_URL", "NO_COLOR", "FORCE_COLOR")


class Cli:
    """Runs `python -m ncurator_cli.cli` in a subprocess with its own NCURATOR_HOME and config dir."""

    def __init__(self, root: Path) -> None:
        self.home = root / "home"
        self.cwd = root / "cwd"  # no ncurator.toml here: the workspace config cannot leak in
        for d in (self.home, self.cwd, root / "xdg"):
            d.mkdir(parents=True, exist_ok=True)
        env = {k: v for k, v in os.environ.items() if k not in CLEARED}
        env.update({
            "NCURATOR_HOME": str(self.home), "XDG_CONFIG_HOME": str(root / "xdg"),
            "NCURATOR_NO_LOCAL_MODEL": "1", "PYTHONUNBUFFERED": "1",
        })
        self.env = env

    def __call__(self, *args: str, env: dict[str, str] | None = None, timeout: float = 180) -> CliResult:
        proc = subprocess.run(
            [sys.executable, "-m", "ncurator_cli.cli", *args], input=b"", capture_output=True,
            env={**self.env, **(env or {})}, timeout=timeout, cwd=self.cwd,
        )
        return CliResult(proc.returncode, proc.stdout, proc.stderr.decode(errors="replace"))


def check_stream(res: CliResult) -> list[dict[str, Any]]:
    """stdout is only JSON lines; each is a valid event; one run id; seq 0, 1, 2, ... without gaps."""
    raw = [line for line in res.stdout.split(b"\n") if line]
    assert res.stdout.endswith(b"\n"), res.stdout[-200:]
    lines = [orjson.loads(line) for line in raw]  # raises on anything that is not JSON
    for line in lines:
        parse_event(line)
    assert [e["seq"] for e in lines] == list(range(len(lines)))
    assert len({e["run_id"] for e in lines}) == 1
    return lines


def ingested(res: CliResult) -> dict[str, dict[str, Any]]:
    """document_id -> its document_ingested event."""
    return {e["document_id"]: e for e in res.of_type("document_ingested")}


def counts(res: CliResult) -> dict[str, int]:
    done = res.of_type("ingest_completed")
    assert len(done) == 1 and res.lines[-1]["type"] == "ingest_completed", res.stdout[-500:]
    return {k: done[0][k] for k in ("added", "updated", "unchanged", "failed", "removed")}


def hits(res: CliResult) -> list[dict[str, Any]]:
    """The JSONL hits of `ncurator search`, each checked for exactly the contract's keys."""
    assert res.code == 0, res.stderr
    out = res.lines
    for h in out:
        assert set(h) == HIT_KEYS, h
        assert isinstance(h["text"], str) and h["text"]
        assert isinstance(h["score"], float | int)
        assert 0.0 <= h["relevance"] <= 1.0 and isinstance(h["match"], bool)
        assert isinstance(h["heading_path"], list)
        assert h["chunk_id"].startswith(h["document_id"] + "#")
    scores = [h["score"] for h in out]
    assert scores == sorted(scores, reverse=True), scores
    return out


# --- documents -------------------------------------------------------------------------------------


def make_docx(path: Path, *, title: str, heading: str, paragraphs: list[str]) -> Path:
    import docx

    document = docx.Document()
    document.core_properties.title = title
    document.add_heading(heading, level=1)
    for p in paragraphs:
        document.add_paragraph(p)
    path.parent.mkdir(parents=True, exist_ok=True)
    document.save(str(path))
    return path


def build_corpus(root: Path) -> Path:
    """Four one-chunk documents (md in a sub-folder, txt, html, docx), one distinctive fact each."""
    root.mkdir(parents=True, exist_ok=True)
    (root / "guide").mkdir(exist_ok=True)
    (root / "guide" / "volcano.md").write_text(
        "# Zorbian Volcanoes\n\nNotes on the volcanoes of Zorbia.\n\n## Eruptions\n\n"
        "The Zorbian volcano Kelvarok last erupted in 1847 and its lava glowed purple.\n"
    )
    (root / "rocket.txt").write_text(
        "The secret launch code of the Quillfeather rocket is TANGO-7731. It launches from Mirabel Island.\n"
    )
    (root / "bees.html").write_text(
        "<!DOCTYPE html><html><head><title>Honey bees</title></head><body>"
        "<nav>NAVTOKEN menu</nav><main><h1>Honey bees</h1>"
        "<p>The Pellucid honey bee colony produces exactly 42 jars of saffron honey per summer.</p>"
        "</main><footer>FOOTERTOKEN</footer></body></html>\n"
    )
    make_docx(
        root / "lighthouse.docx", title="Lighthouse Ledger", heading="Keepers",
        paragraphs=["The Brightwater lighthouse keeper Odalys Fenwick logged 311 storms in one winter."],
    )
    return root


CORPUS_IDS = {"guide/volcano.md", "rocket.txt", "bees.html", "lighthouse.docx"}


def run_many(cli: Cli, commands: dict[str, tuple[str, ...]], workers: int = 3) -> dict[str, CliResult]:
    """Run independent commands concurrently (each CLI process spends ~2 s importing LanceDB)."""
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=workers) as pool:
        futures = {name: pool.submit(cli, *args) for name, args in commands.items()}
        return {name: f.result() for name, f in futures.items()}
