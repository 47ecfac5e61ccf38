"""One writer at a time, and a KB that survives kill -9 and half-written commits."""

from __future__ import annotations

import json
import signal
import time
from pathlib import Path

import pytest

from ncurator_cli.kb.store import KBError, KnowledgeBase

from .conftest import by_id, completed, run_ingest

TOPICS = [
    "harbour",
    "glacier",
    "orchard",
    "violin",
    "comet",
    "desert",
    "bakery",
    "subway",
    "falcon",
    "quartz",
]


def make_files(root: Path, n: int, words: int = 60) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    for i in range(n):
        topic = TOPICS[i % len(TOPICS)]
        body = " ".join(f"{topic} note {i} line {j} about the {topic}." for j in range(words // 8))
        (root / f"doc{i:03d}.txt").write_text(f"Document {i} on {topic}.\n{body}\n")
    return root


INGEST_CHILD = """
import json, sys
from pathlib import Path
from ncurator_cli.kb.ingest import ingest
for event in ingest([Path({src!r})], {kb!r}, commit_chunks={commit}):
    print(json.dumps(event), flush=True)
"""


def assert_consistent(kb_dir: Path, n_docs: int) -> KnowledgeBase:
    kb = KnowledgeBase.open(str(kb_dir))
    assert kb.list_documents()["total"] == n_docs
    documents = [
        d
        for page in range(1, n_docs // 50 + 2)
        for d in kb.list_documents(page=page, page_size=50)["documents"]
    ]
    assert len(documents) == n_docs
    ids = set()
    for d in documents:
        chunks = kb.get_chunks(d["document_id"])
        assert len(chunks) == d["chunks"] >= 1
        ids.update(c["chunk_id"] for c in chunks)
    assert len(ids) == kb.count_chunks(), "no duplicate or orphan chunks"
    return kb


def test_lock_blocks_a_second_writer_and_dies_with_its_holder(
    tmp_path: Path, python_subprocess, embedder
) -> None:
    kb_dir = tmp_path / "kb"
    src = make_files(tmp_path / "src", 2)
    holder = python_subprocess(
        "import time\n"
        "from ncurator_cli.kb.store import KnowledgeBase\n"
        f"kb = KnowledgeBase.open({str(kb_dir)!r}, create=True)\n"
        "with kb.writer():\n"
        "    print('locked', flush=True)\n"
        "    time.sleep(60)\n"
    )
    assert holder.stdout.readline().strip() == b"locked"
    started = time.monotonic()
    with pytest.raises(KBError, match="locked by another ingest"):
        run_ingest([src], kb_dir, embedder=embedder, lock_timeout=0.5)
    assert time.monotonic() - started < 10
    holder.send_signal(signal.SIGKILL)
    holder.wait()
    events = run_ingest([src], kb_dir, embedder=embedder, lock_timeout=5)
    assert completed(events)["added"] == 2


def test_two_concurrent_ingests_serialise(tmp_path: Path, python_subprocess) -> None:
    kb_dir = tmp_path / "kb"
    src = make_files(tmp_path / "src", 12)
    code = INGEST_CHILD.format(src=str(src), kb=str(kb_dir), commit=4)
    procs = [python_subprocess(code), python_subprocess(code)]
    outputs = []
    for p in procs:
        out, err = p.communicate(timeout=180)
        assert p.returncode == 0, err.decode()
        outputs.append([json.loads(line) for line in out.decode().splitlines()])
    summaries = sorted((completed(ev)["added"], completed(ev)["unchanged"]) for ev in outputs)
    assert summaries == [(0, 12), (12, 0)], "the second ingest waited for the first and found nothing to do"
    assert_consistent(kb_dir, 12)


def test_kill_9_mid_ingest_then_reingest_completes(tmp_path: Path, python_subprocess, embedder) -> None:
    kb_dir = tmp_path / "kb"
    n = 60
    src = make_files(tmp_path / "src", n, words=160)
    child = python_subprocess(INGEST_CHILD.format(src=str(src), kb=str(kb_dir), commit=3))
    seen = 0
    while seen < 6:
        line = child.stdout.readline()
        assert line, child.stderr.read().decode()
        if json.loads(line)["type"] == "document_ingested":
            seen += 1
    child.send_signal(signal.SIGKILL)
    child.wait()
    assert child.returncode == -signal.SIGKILL

    # Killed mid-way: still queryable, and holds only complete documents.
    kb = KnowledgeBase.open(str(kb_dir), embedder=embedder)
    committed = kb.count_documents()
    assert 6 <= committed < n
    assert kb.list_documents()["total"] == committed
    assert kb.search("glacier", mode="fts")
    assert kb.search("glacier", mode="hybrid")

    events = run_ingest([src], kb_dir, embedder=embedder)
    done = completed(events)
    assert done["unchanged"] == committed and done["added"] == n - committed and done["failed"] == 0
    assert_consistent(kb_dir, n)


def test_crash_between_chunks_and_row_is_redone(tmp_path: Path, embedder, monkeypatch) -> None:
    """Chunks committed but the documents row (the commit marker) not: the next ingest redoes it."""
    kb_dir = tmp_path / "kb"
    src = make_files(tmp_path / "src", 3)
    original = KnowledgeBase.write_documents

    def crash_after_chunks(self, docs, chunks, **kwargs):
        original(self, [], chunks, **kwargs)
        raise KeyboardInterrupt("simulated crash")

    monkeypatch.setattr(KnowledgeBase, "write_documents", crash_after_chunks)
    with pytest.raises(KeyboardInterrupt):
        run_ingest([src], kb_dir, embedder=embedder)
    monkeypatch.setattr(KnowledgeBase, "write_documents", original)
    kb = KnowledgeBase.open(str(kb_dir))
    assert kb.count_documents() == 0 and kb.count_chunks() == 3  # leftovers without rows

    events = run_ingest([src], kb_dir, embedder=embedder)
    assert {e["status"] for e in by_id(events).values()} == {"added"}
    assert_consistent(kb_dir, 3)


def test_orphan_chunks_of_a_vanished_file_are_pruned(tmp_path: Path, embedder, monkeypatch) -> None:
    kb_dir = tmp_path / "kb"
    src = make_files(tmp_path / "src", 2)
    original = KnowledgeBase.write_documents

    def crash_after_chunks(self, docs, chunks, **kwargs):
        original(self, [], chunks, **kwargs)
        raise KeyboardInterrupt("simulated crash")

    monkeypatch.setattr(KnowledgeBase, "write_documents", crash_after_chunks)
    with pytest.raises(KeyboardInterrupt):
        run_ingest([src], kb_dir, embedder=embedder)
    monkeypatch.setattr(KnowledgeBase, "write_documents", original)
    (src / "doc001.txt").unlink()
    events = run_ingest([src], kb_dir, embedder=embedder, prune=True)
    assert set(by_id(events)) == {"doc000.txt"}
    assert_consistent(kb_dir, 1)
