"""`ncurator search` and `ncurator docs` through the real CLI, over the shared ingested KB."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tests.conftest import CliResult

from ncurator_cli.kb.ingest import ingest

from .kb_cli_lib import BEES_FACT, CORPUS_IDS, ROCKET_FACT, VOLCANO_FACT, Cli, hits, run_many

# mode -> (a distinctive query, the document that must come first, a fact of its text). The docx
# document is searched by the run tests (`test_kb_cli_run.py`, run C).
FIRST_HITS = {
    "hybrid": ("Quillfeather rocket launch code", "rocket.txt", ROCKET_FACT),
    "vector": ("how many jars of honey does the bee colony make each summer", "bees.html", BEES_FACT),
    "fts": ("Kelvarok eruption", "guide/volcano.md", VOLCANO_FACT),
}


@pytest.fixture(scope="module")
def results(cli: Cli, shared: dict[str, Any], tmp_path_factory: pytest.TempPathFactory) -> dict[str, CliResult]:
    assert shared["ingest"].code == 0, shared["ingest"].stderr
    kb = shared["kb_arg"]
    empty_src = tmp_path_factory.mktemp("empty_src")
    empty_kb = tmp_path_factory.mktemp("empty_kb_parent") / "kb"
    # A KB folder without any document, made in-process (one CLI process fewer: each costs ~2 s).
    events = list(ingest([empty_src], str(empty_kb)))
    assert events[-1]["type"] == "ingest_completed" and empty_kb.is_dir(), events
    missing = tmp_path_factory.mktemp("missing_parent") / "no-kb-here"
    commands: dict[str, tuple[str, ...]] = {}
    for name, (query, _doc, _fact) in FIRST_HITS.items():
        commands[name] = ("search", query, "--mode", name, "--kb", kb)
    commands |= {
        "scoped": ("search", FIRST_HITS["hybrid"][0], "--doc", "guide/volcano.md", "--doc", "bees.html", "--kb", kb),
        "limit": ("search", FIRST_HITS["hybrid"][0], "--limit", "2", "--kb", kb),
        "empty_kb": ("search", "launch code", "--kb", str(empty_kb)),
        "missing_kb": ("search", "launch code", "--kb", str(missing)),
        "missing_kb_docs": ("docs", "--kb", str(missing)),
        "docs": ("docs", "--kb", kb),
        "docs_title": ("docs", "--keyword", "ZORBIAN", "--kb", kb),  # only in the title, other case
        "docs_folder": ("docs", "--keyword", shared["corpus"].name, "--kb", kb),
        "bad_mode": ("search", "x", "--mode", "fuzzy", "--kb", kb),
        "bad_limit": ("search", "x", "--limit", "0", "--kb", kb),
    }
    out = run_many(cli, commands)
    out["missing_path"] = missing  # type: ignore[assignment]
    return out


@pytest.mark.parametrize("name", list(FIRST_HITS))
def test_each_mode_puts_the_right_document_first(results: dict[str, CliResult], name: str) -> None:
    _query, doc_id, fact = FIRST_HITS[name]
    found = hits(results[name])
    assert found, results[name].stderr
    assert found[0]["document_id"] == doc_id, [(h["document_id"], h["score"]) for h in found]
    assert fact in found[0]["text"]
    assert found[0]["document_name"] == Path(doc_id).name
    assert found[0]["page"] is None
    assert len(found) <= 10  # the default limit


def test_hits_carry_heading_paths(results: dict[str, CliResult]) -> None:
    volcano = hits(results["fts"])[0]
    assert volcano["heading_path"] == ["Zorbian Volcanoes", "Eruptions"]
    assert hits(results["vector"])[0]["heading_path"] == ["Honey bees"]
    # Navigation and footer of the html page are not content.
    assert not any("NAVTOKEN" in h["text"] or "FOOTERTOKEN" in h["text"] for h in hits(results["hybrid"]))


def test_doc_scopes_the_search(results: dict[str, CliResult]) -> None:
    found = hits(results["scoped"])
    assert found, results["scoped"].stderr
    assert {h["document_id"] for h in found} <= {"guide/volcano.md", "bees.html"}
    assert not any(ROCKET_FACT in h["text"] for h in found)


def test_limit_is_respected(results: dict[str, CliResult]) -> None:
    unlimited = hits(results["hybrid"])  # the same query without --limit
    assert len(unlimited) >= 3, unlimited  # more than two hits to cut
    limited = hits(results["limit"])
    assert len(limited) == 2
    assert [h["chunk_id"] for h in limited] == [h["chunk_id"] for h in unlimited[:2]]


@pytest.mark.parametrize("name", ["empty_kb", "missing_kb", "missing_kb_docs"])
def test_empty_or_missing_kb_prints_nothing_and_exits_0(results: dict[str, CliResult], name: str) -> None:
    res = results[name]
    assert res.code == 0, res.stderr
    assert res.stdout == b""


def test_a_missing_kb_is_not_created_by_queries(results: dict[str, CliResult]) -> None:
    assert not Path(results["missing_path"]).exists()  # type: ignore[arg-type]


@pytest.mark.parametrize("name", ["bad_mode", "bad_limit"])
def test_bad_search_arguments_exit_2(results: dict[str, CliResult], name: str) -> None:
    assert results[name].code == 2 and results[name].stdout == b""


def test_docs_lists_every_document(results: dict[str, CliResult], shared: dict[str, Any]) -> None:
    res = results["docs"]
    assert res.code == 0, res.stderr
    docs = {d["document_id"]: d for d in res.lines}
    assert set(docs) == CORPUS_IDS
    assert [d["document_id"] for d in res.lines] == sorted(CORPUS_IDS)
    titles = {d: docs[d]["title"] for d in docs}
    assert titles["guide/volcano.md"] == "Zorbian Volcanoes"
    assert titles["lighthouse.docx"] == "Lighthouse Ledger"
    assert titles["bees.html"] == "Honey bees"
    formats = {d: docs[d]["format"] for d in docs}
    assert formats == {"guide/volcano.md": "md", "rocket.txt": "txt", "bees.html": "html", "lighthouse.docx": "docx"}
    for doc_id, d in docs.items():
        assert d["name"] == Path(doc_id).name and d["chunks"] >= 1
        assert Path(d["path"]) == shared["corpus"] / doc_id


def test_docs_keyword_filters(results: dict[str, CliResult]) -> None:
    res = results["docs_title"]
    assert res.code == 0, res.stderr
    assert [d["document_id"] for d in res.lines] == ["guide/volcano.md"]


def test_docs_keyword_does_not_match_the_folder_the_files_live_in(results: dict[str, CliResult]) -> None:
    """`--keyword` is documented as 'name or title'; the absolute path of the corpus folder (here
    `.../corpus/`) is in every document's path, so matching it would list the whole KB."""
    res = results["docs_folder"]
    assert res.code == 0, res.stderr
    assert [d["document_id"] for d in res.lines] == []
