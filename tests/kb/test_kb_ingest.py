"""Ingest and query a real LanceDB KB: statuses, re-ingest, prune, scoping, each search mode."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from ncurator_cli.kb.ingest import ingest
from ncurator_cli.kb.store import KBError, KnowledgeBase

from .conftest import SPHINX_HTML, by_id, completed, make_docx, make_pdf, run_ingest

BREAD = """# Sourdough Bread

## Starter
A sourdough starter is a culture of wild yeast and lactic acid bacteria. Feed the starter
with flour and water every day until it doubles and smells pleasantly sour.

## Proofing
Let the shaped dough rise slowly in the fridge overnight; cold fermentation develops flavour.
"""

CHESS = """Chess openings

The Ruy Lopez begins 1.e4 e5 2.Nf3 Nc6 3.Bb5 and is one of the oldest openings for White.
The Sicilian Defence, 1.e4 c5, is Black's most popular answer to the king's pawn.
Control the centre, develop knights before bishops and castle early.
"""


def write_corpus(root: Path) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    (root / "volcano.html").write_text(SPHINX_HTML)
    (root / "bread.md").write_text(BREAD)
    (root / "games").mkdir(exist_ok=True)
    (root / "games" / "chess.txt").write_text(CHESS)
    make_docx(
        root / "taxes.docx",
        title="Income Tax Guide",
        blocks=[
            ("h1", "Deductions"),
            ("p", "Charitable donations and mortgage interest can be deducted from taxable income."),
            (
                "table",
                [
                    ["Deduction", "Limit"],
                    ["Donations", "60% of income"],
                    ["Mortgage interest", "750000 dollars"],
                ],
            ),
            ("h1", "Filing"),
            ("p", "File the return before the April deadline to avoid penalties."),
        ],
    )
    make_pdf(
        root / "manual.pdf",
        [
            ["Installing the gizmo", "Unpack the box and mount the bracket."],
            ["Maintenance of the gizmo", "Lubricate the gears with oil once a year."],
        ],
        title="Gizmo Manual",
    )
    return root


IDS = {"volcano.html", "bread.md", "games/chess.txt", "taxes.docx", "manual.pdf"}


@pytest.fixture(scope="module")
def built(tmp_path_factory, embedder):
    base = tmp_path_factory.mktemp("kb")
    src = write_corpus(base / "src")
    kb_dir = base / "kb"
    events = list(ingest([src], str(kb_dir), embedder=embedder))
    return src, kb_dir, events


@pytest.fixture(scope="module")
def kb(built, embedder) -> KnowledgeBase:
    return KnowledgeBase.open(str(built[1]), embedder=embedder)


def test_first_ingest_events(built) -> None:
    src, kb_dir, events = built
    assert events[0] == {"type": "ingest_started", "kb": str(kb_dir)}
    docs = by_id(events)
    assert set(docs) == IDS
    for e in docs.values():
        assert e["status"] == "added" and e["chunks"] >= 1 and e["error"] is None
        assert Path(e["path"]).is_absolute()
    done = completed(events)
    assert (done["added"], done["updated"], done["unchanged"], done["failed"], done["removed"]) == (
        5,
        0,
        0,
        0,
        0,
    )
    assert isinstance(done["duration_ms"], int)
    assert set(events[-1]) == {"type", "added", "updated", "unchanged", "failed", "removed", "duration_ms"}


def test_listing_and_get(kb: KnowledgeBase) -> None:
    page = kb.list_documents()
    assert page["total"] == 5 and page["page"] == 1 and page["page_size"] == 20
    assert [d["document_id"] for d in page["documents"]] == sorted(IDS)
    taxes = kb.get_document("taxes.docx")
    assert taxes is not None and taxes["title"] == "Income Tax Guide" and taxes["name"] == "taxes.docx"
    assert {"document_id", "name", "title", "path", "chunks", "size", "ingested_at"} <= set(taxes)
    assert kb.get_document("nope") is None
    assert [d["document_id"] for d in kb.list_documents(keyword="GIZMO")["documents"]] == ["manual.pdf"]
    assert [d["document_id"] for d in kb.list_documents(keyword="games")["documents"]] == ["games/chess.txt"]
    p2 = kb.list_documents(page=2, page_size=2)
    assert [d["document_id"] for d in p2["documents"]] == sorted(IDS)[2:4] and p2["total"] == 5
    assert kb.list_documents(page_size=500)["page_size"] == 50
    scoped = kb.list_documents(document_ids=["bread.md", "unknown"])
    assert scoped["total"] == 1
    assert kb.count_documents() == 5


@pytest.mark.parametrize(
    ("mode", "query", "expected"),
    [
        ("fts", "stratovolcanoes", "volcano.html"),
        ("fts", "volcano.erupt", "volcano.html"),
        ("fts", "Ruy Lopez", "games/chess.txt"),
        ("vector", "how do I make dough rise with wild yeast", "bread.md"),
        ("vector", "what can I subtract from my taxable earnings", "taxes.docx"),
        ("hybrid", "opening moves for white in chess", "games/chess.txt"),
        ("hybrid", "how often should the gears be greased", "manual.pdf"),
        ("hybrid", "lava and ash", "volcano.html"),
    ],
)
def test_each_mode_finds_the_right_document(kb: KnowledgeBase, mode: str, query: str, expected: str) -> None:
    hits = kb.search(query, mode=mode, limit=5)
    assert hits, f"no hits for {query!r}"
    assert hits[0]["document_id"] == expected, [h["document_id"] for h in hits]
    top = hits[0]
    assert set(top) == {"chunk_id", "document_id", "document_name", "text", "score", "heading_path", "page"}
    assert top["chunk_id"].startswith(expected + "#")
    scores = [h["score"] for h in hits]
    assert scores == sorted(scores, reverse=True)


def test_hit_metadata_heading_and_page(kb: KnowledgeBase) -> None:
    hit = kb.search("gears oil once a year", mode="fts", limit=1)[0]
    assert hit["document_id"] == "manual.pdf" and hit["page"] == 2
    hit = kb.search("Etna Fuji", mode="fts", limit=1)[0]
    assert hit["heading_path"] == ["volcano — Eruptions and lava", "Kinds of volcanoes"]
    assert "Etna | Italy" in hit["text"]
    assert hit["page"] is None and hit["document_name"] == "volcano.html"


def test_scoping_by_document_ids(kb: KnowledgeBase) -> None:
    for mode in ("fts", "vector", "hybrid"):
        hits = kb.search(
            "volcano lava eruption", mode=mode, limit=10, document_ids=["bread.md", "taxes.docx"]
        )
        assert {h["document_id"] for h in hits} <= {"bread.md", "taxes.docx"}, mode
        assert kb.search("volcano", mode=mode, document_ids=[]) == []
    quoted = kb.search("lava", mode="fts", document_ids=["it's'; DROP", "volcano.html"])
    assert {h["document_id"] for h in quoted} == {"volcano.html"}


def test_limit_and_mode_validation(kb: KnowledgeBase) -> None:
    assert len(kb.search("the", mode="vector", limit=500)) <= 50
    assert len(kb.search("gizmo", mode="vector", limit=2)) == 2
    assert kb.search("   ", mode="hybrid") == []
    with pytest.raises(KBError, match="mode"):
        kb.search("x", mode="semantic")


def test_search_documents_groups_by_page(kb: KnowledgeBase) -> None:
    docs = kb.search_documents("volcano eruption lava", limit=3)
    assert docs[0]["document_id"] == "volcano.html"
    assert len({d["document_id"] for d in docs}) == len(docs)
    assert docs[0]["hits"] and all(h["document_id"] == "volcano.html" for h in docs[0]["hits"])


def test_reingest_unchanged_updated_prune(tmp_path: Path, embedder) -> None:
    src = write_corpus(tmp_path / "src")
    kb_dir = tmp_path / "kb"
    run_ingest([src], kb_dir, embedder=embedder)
    again = run_ingest([src], kb_dir, embedder=embedder)
    assert {e["status"] for e in by_id(again).values()} == {"unchanged"}
    assert completed(again)["unchanged"] == 5

    (src / "bread.md").write_text("# Rye Bread\n\nRye flour makes a dense, dark loaf with caraway seeds.\n")
    (src / "games" / "chess.txt").unlink()
    events = run_ingest([src], kb_dir, embedder=embedder)
    statuses = {k: v["status"] for k, v in by_id(events).items()}
    assert statuses["bread.md"] == "updated"
    assert completed(events)["removed"] == 0, "without --prune nothing is removed"
    kb = KnowledgeBase.open(str(kb_dir), embedder=embedder)
    assert kb.get_document("bread.md")["title"] == "Rye Bread"
    assert kb.search("sourdough starter", mode="fts", document_ids=["bread.md"]) == [], "old chunks are gone"
    assert kb.search("caraway", mode="fts")[0]["document_id"] == "bread.md"
    assert kb.get_document("games/chess.txt") is not None

    pruned = run_ingest([src], kb_dir, embedder=embedder, prune=True)
    assert completed(pruned)["removed"] == 1
    kb = KnowledgeBase.open(str(kb_dir), embedder=embedder)
    assert kb.get_document("games/chess.txt") is None
    assert kb.search("Ruy Lopez", mode="fts") == []
    assert kb.count_documents() == 4
    # chunk counts in rows match the chunk table
    for d in kb.list_documents()["documents"]:
        assert len(kb.get_chunks(d["document_id"])) == d["chunks"]


def test_single_file_id_is_its_name_and_glob(tmp_path: Path, embedder) -> None:
    src = write_corpus(tmp_path / "src")
    kb_dir = tmp_path / "kb"
    events = run_ingest([src / "games" / "chess.txt"], kb_dir, embedder=embedder)
    assert set(by_id(events)) == {"chess.txt"}
    events = run_ingest([src], kb_dir, embedder=embedder, glob="*.md")
    assert set(by_id(events)) == {"bread.md"}
    progress: list[tuple[int, int, str]] = []
    run_ingest([src], kb_dir, embedder=embedder, glob="*.md", progress=lambda *a: progress.append(a))
    assert progress == [(1, 1, str(src / "bread.md"))]


def test_moved_folder_is_unchanged_and_prune_keeps_it(tmp_path: Path, embedder) -> None:
    src = tmp_path / "a"
    src.mkdir()
    (src / "note.txt").write_text("The lighthouse keeper logs every passing ship.")
    kb_dir = tmp_path / "kb"
    run_ingest([src], kb_dir, embedder=embedder)
    moved = tmp_path / "b"
    shutil.move(str(src), str(moved))
    events = run_ingest([moved], kb_dir, embedder=embedder, prune=True)
    assert by_id(events)["note.txt"]["status"] == "unchanged"
    assert completed(events)["removed"] == 0
    kb = KnowledgeBase.open(str(kb_dir))
    assert kb.get_document("note.txt")["path"] == str(moved / "note.txt")


def test_missing_and_empty_kb(tmp_path: Path) -> None:
    missing = tmp_path / "no-kb-here"
    kb = KnowledgeBase.open(str(missing))
    assert kb.count_documents() == 0
    assert kb.search("anything") == [] and kb.search("anything", mode="fts") == []
    assert kb.list_documents() == {"documents": [], "page": 1, "page_size": 20, "total": 0}
    assert kb.get_document("x") is None
    assert not missing.exists(), "opening for reading must not create the KB"
    empty = tmp_path / "empty"
    empty.mkdir()
    assert KnowledgeBase.open(str(empty)).search("x", mode="vector") == []


def test_whole_ingest_errors(tmp_path: Path, embedder) -> None:
    with pytest.raises(KBError, match="does not exist"):
        run_ingest([tmp_path / "missing"], tmp_path / "kb", embedder=embedder)
    afile = tmp_path / "file"
    afile.write_text("x")
    (tmp_path / "d").mkdir()
    (tmp_path / "d" / "a.txt").write_text("hello")
    with pytest.raises(KBError, match="not a folder"):
        run_ingest([tmp_path / "d"], afile, embedder=embedder)
    with pytest.raises(KBError, match="not a folder"):
        KnowledgeBase.open(str(afile))


def test_fts_and_listing_do_not_load_the_model(built, python_subprocess) -> None:
    kb_dir = built[1]
    p = python_subprocess(
        "import sys\n"
        "from ncurator_cli.kb.store import KnowledgeBase\n"
        f"kb = KnowledgeBase.open({str(kb_dir)!r})\n"
        "assert kb.list_documents()['total'] == 5\n"
        "assert kb.search('stratovolcanoes', mode='fts')[0]['document_id'] == 'volcano.html'\n"
        "assert 'onnxruntime' not in sys.modules, 'model loaded'\n"
        "print('ok')\n"
    )
    out, err = p.communicate(timeout=60)
    assert p.returncode == 0, err.decode()
    assert out.decode().strip() == "ok"
    assert sys.modules  # keep the fixture imported in this process unaffected


def test_vector_index_path_keeps_answers(tmp_path: Path, embedder, monkeypatch) -> None:
    """Big KBs get an IVF index (threshold lowered here); results and scoping stay right."""
    from ncurator_cli.kb import store

    monkeypatch.setattr(store, "VECTOR_INDEX_MIN_ROWS", 5)
    src = write_corpus(tmp_path / "src")
    kb_dir = tmp_path / "kb"
    run_ingest([src], kb_dir, embedder=embedder)
    kb = KnowledgeBase.open(str(kb_dir), embedder=embedder)
    indexed = {tuple(ix.columns): ix.index_type for ix in kb._chunks.list_indices()}
    assert indexed[("vector",)] == "IvfFlat"
    assert indexed[("fts_text",)] == "FTS" and indexed[("document_id",)] == "Bitmap"
    assert (
        kb.search("how do I make dough rise with wild yeast", mode="vector")[0]["document_id"] == "bread.md"
    )
    scoped = kb.search("dough", mode="vector", document_ids=["manual.pdf"])
    assert scoped and {h["document_id"] for h in scoped} == {"manual.pdf"}
    # A later ingest folds new rows into the index instead of failing or dropping it.
    (src / "extra.txt").write_text("Comets are icy bodies that grow tails near the sun.")
    assert completed(run_ingest([src], kb_dir, embedder=embedder))["added"] == 1
    kb = KnowledgeBase.open(str(kb_dir), embedder=embedder)
    assert kb.search("icy bodies with tails", mode="hybrid")[0]["document_id"] == "extra.txt"


def test_query_vector_skips_the_model(kb: KnowledgeBase, embedder) -> None:
    from ncurator_cli.kb.retrieval import search_chunks

    qv = embedder.embed(["lava and ash"])[0]
    hits = search_chunks(kb, "lava and ash", mode="vector", query_vector=qv, limit=3)
    assert hits[0]["document_id"] == "volcano.html"


def test_another_embedder_is_refused(tmp_path: Path, embedder) -> None:
    import numpy as np

    class Other:
        name = "other"
        dim = 384

        def embed(self, texts: list[str]) -> np.ndarray:
            v = np.ones((len(texts), 384), dtype=np.float32)
            return v / np.linalg.norm(v, axis=1, keepdims=True)

    src = tmp_path / "src"
    src.mkdir()
    (src / "a.txt").write_text("alpha")
    run_ingest([src], tmp_path / "kb", embedder=embedder)
    with pytest.raises(KBError, match="built with embedder 'minilm'"):
        run_ingest([src], tmp_path / "kb", embedder=Other())
    with pytest.raises(KBError, match="built with embedder 'minilm'"):
        KnowledgeBase.open(str(tmp_path / "kb"), embedder=Other()).search("alpha", mode="vector")
    assert KnowledgeBase.open(str(tmp_path / "kb")).stored_embedder == "minilm"


def test_a_document_of_headings_alone_is_added_and_found(tmp_path: Path, embedder) -> None:
    src = tmp_path / "src"
    src.mkdir()
    (src / "review.md").write_text("# Design review template\n\n## Goals\n## Risks\n## Open questions\n")
    events = list(ingest([src], str(tmp_path / "kb"), embedder=embedder))
    assert by_id(events)["review.md"]["status"] == "added"
    assert completed(events)["failed"] == 0
    hits = KnowledgeBase.open(str(tmp_path / "kb"), embedder=embedder).search("risks open questions", mode="fts")
    assert hits and hits[0]["document_id"] == "review.md" and "Open questions" in hits[0]["text"]
