"""The KB serves only where it is asked for: calibrated relevance in `search`, probe gating in `run`.

Real ingest into a real LanceDB folder, real MiniLM embeddings; only the chat model is scripted.
The default KB (under NCURATOR_HOME, not named by the run) holds two notes unrelated to the
workspace objective.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import orjson
import pytest
from tests.conftest import CliResult

from .kb_cli_lib import Cli, check_stream, hits

NOTES = {
    "aquarium.md": "# Aquarium care\n\nChange a fifth of the aquarium water every week and rinse the filter sponge in "
                   "the old tank water, never under the tap. The neon tetras eat flakes twice a day; feed only what "
                   "they finish in two minutes.\n",
    "kayak.md": "# Kayak club\n\nPaddling sessions are on Thursday evenings at the boathouse. Life jackets are "
                "compulsory on the water, and beginners stay inside the harbour wall until they pass the capsize drill.\n",
}
UNRELATED = "Count the words in hello.txt and write the number to count.txt"
RELATED = "How much of the aquarium water should be changed each week?"
SCRIPT = [
    {"node": "host_plan", "tool_calls": [{"name": "respond_directly", "args": {}}]},
    {"node": "finalize", "content": "done"},
]


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    root = tmp_path_factory.mktemp("relevance")
    cli, bare = Cli(root / "with-kb"), Cli(root / "no-kb")
    notes = root / "notes"
    notes.mkdir()
    for name, text in NOTES.items():
        (notes / name).write_text(text)
    ws = root / "ws"
    ws.mkdir()
    (ws / "hello.txt").write_text("hello there world\n")
    script = root / "script.jsonl"
    script.write_bytes(b"".join(orjson.dumps(x) + b"\n" for x in SCRIPT))
    ingested = cli("ingest", str(notes))  # the default KB: NCURATOR_HOME/kb
    assert ingested.code == 0, ingested.stderr
    empty = root / "empty-kb"
    empty.mkdir()
    model = f"script:{script}"
    with ThreadPoolExecutor(max_workers=3) as pool:
        jobs = {
            "unrelated": pool.submit(cli, "run", UNRELATED, "-w", str(ws), "--model", model),
            "baseline": pool.submit(bare, "run", UNRELATED, "-w", str(ws), "--model", model),
            "related": pool.submit(cli, "run", RELATED, "--model", model),
            "named": pool.submit(cli, "run", UNRELATED, "-w", str(ws), "--kb", str(cli.home / "kb"), "--model", model),
            "search_related": pool.submit(cli, "search", "aquarium water change"),
            "search_nonsense": pool.submit(cli, "search", "quantum pretzel tax of the moon"),
            "search_empty": pool.submit(cli, "search", "aquarium", "--kb", str(empty)),
        }
        return {name: job.result() for name, job in jobs.items()}


def _sources(res: CliResult) -> list[str]:
    return [e["source"] for e in res.of_type("probe_evidence")]


def _confidence(res: CliResult) -> float:
    (done,) = res.of_type("probe_completed")
    return done["confidence"]


def test_an_unrelated_default_kb_stays_silent_in_the_probe(world: dict[str, CliResult]) -> None:
    res, baseline = world["unrelated"], world["baseline"]
    for r in (res, baseline):
        assert r.code == 0, r.stderr
        check_stream(r)
    assert "kb" not in _sources(res) and _sources(res) == _sources(baseline)
    # not cited, no gap about it, and the confidence is what it is without any KB
    assert _confidence(res) == _confidence(baseline)
    assert res.of_type("probe_completed")[0]["gaps"] == baseline.of_type("probe_completed")[0]["gaps"]
    assert "aquarium" not in res.stdout.decode().lower() and "kayak" not in res.stdout.decode().lower()


def test_a_related_objective_gets_the_kb_evidence(world: dict[str, CliResult]) -> None:
    res = world["related"]
    assert res.code == 0, res.stderr
    kb = [e for e in res.of_type("probe_evidence") if e["source"] == "kb"]
    assert kb and "aquarium.md" in kb[0]["preview"] and "fifth of the aquarium water" in kb[0]["preview"]
    assert "kayak.md" not in kb[0]["preview"]  # only the passages that match are evidence
    assert res.of_type("probe_completed")[0]["planning_basis"] == "probe_enriched"


def test_a_kb_the_run_names_is_always_consulted(world: dict[str, CliResult]) -> None:
    res = world["named"]
    assert res.code == 0, res.stderr
    assert "kb" in _sources(res)


def test_search_reports_calibrated_relevance_and_says_no_match(world: dict[str, CliResult]) -> None:
    good = hits(world["search_related"])
    assert good[0]["document_id"] == "aquarium.md" and good[0]["match"] is True and good[0]["relevance"] >= 0.5
    assert "no match" not in world["search_related"].stderr
    bad = hits(world["search_nonsense"])
    assert bad, "hits are still listed, each marked"
    assert all(h["match"] is False and h["relevance"] < 0.5 for h in bad), [(h["document_id"], h["relevance"]) for h in bad]
    assert max(h["relevance"] for h in bad) < good[0]["relevance"]
    (line,) = [ln for ln in world["search_nonsense"].stderr.splitlines() if ln.strip()]
    assert line.startswith("ncurator: no match")


def test_search_on_an_empty_kb_prints_a_one_line_hint(world: dict[str, CliResult]) -> None:
    res = world["search_empty"]
    assert res.code == 0 and res.stdout == b""
    (line,) = [ln for ln in res.stderr.splitlines() if ln.strip()]
    assert "is empty" in line and "ncurator ingest" in line
