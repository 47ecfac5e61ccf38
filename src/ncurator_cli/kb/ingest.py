"""Ingest files into a knowledge base: discover → read/hash → parse → chunk → embed → write.

Reading, parsing and chunking run on a producer thread while the caller's thread embeds and
writes, so the (GIL-free) model run overlaps with the (GIL-bound) HTML/PDF parsing: the whole
ingest runs at close to the bare embedder's speed. Writes are batched into few Lance commits.
"""

from __future__ import annotations

import hashlib
import os
import queue
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa

from .chunking import (
    DEFAULT_MAX_TOKENS,
    DEFAULT_OVERLAP,
    Chunk,
    WordPieceTokenizer,
    chunk_document,
    context_prefix,
)
from .embedder import Embedder, EmbedderError, load_minilm_tokenizer
from .parsers import (
    DEFAULT_MAX_FILE_BYTES,
    Candidate,
    ParsedDocument,
    ParseError,
    discover,
    parse_bytes,
    read_limited,
)
from .store import DocState, KBError, KnowledgeBase, chunks_schema

__all__ = ["ingest", "embed_text", "ProgressCallback"]

ProgressCallback = Callable[[int, int, str], None]

DEFAULT_LOCK_TIMEOUT = float(os.environ.get("NCURATOR_KB_LOCK_TIMEOUT", "300"))
# A commit per ~this many chunks or seconds: few Lance fragments, and a crash loses little work.
COMMIT_CHUNKS = 512
COMMIT_SECONDS = 20.0


def embed_text(title: str, heading_path: list[str], text: str) -> str:
    """What gets embedded and full-text indexed for a chunk: its title/heading line, then its text.

    The context line lets a chunk deep in a page match a query about the page's subject, both for
    the vector (MiniLM sees "tempfile > Examples") and for BM25 (title terms in every chunk).
    """
    prefix = context_prefix(title, heading_path)
    return f"{prefix}\n{text}" if prefix else text


def tokenizer_for(embedder: Embedder) -> WordPieceTokenizer:
    """The embedder's own tokenizer if it exposes one, else MiniLM's (only used to size chunks)."""
    tok = getattr(embedder, "tokenizer", None)
    if tok is not None and hasattr(tok, "encode"):
        # The embedder's tokenizer truncates at the model's length; the chunker needs all of it.
        from tokenizers import Tokenizer

        if isinstance(tok, Tokenizer):
            tok = Tokenizer.from_str(tok.to_str())
            tok.no_truncation()
            tok.no_padding()
        return tok
    return load_minilm_tokenizer()


@dataclass
class _Prepared:
    cand: Candidate
    sha256: str
    size: int
    mtime: float
    doc: ParsedDocument
    chunks: list[Chunk]
    status: str  # added | updated
    replace: bool  # chunk rows of this document exist already and must go in the same commit


@dataclass
class _Finished:
    """A document that needs no embedding: unchanged, failed, or only its row changes."""

    event: dict[str, Any]
    row: dict[str, Any] | None = None


@dataclass
class _Pending:
    rows: list[dict[str, Any]] = field(default_factory=list)
    vectors: list[np.ndarray] = field(default_factory=list)
    docs: list[dict[str, Any]] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)
    replace_ids: list[str] = field(default_factory=list)
    since: float = 0.0

    def __len__(self) -> int:
        return len(self.rows)


def _event(cand: Candidate, status: str, chunks: int = 0, error: str | None = None) -> dict[str, Any]:
    return {
        "type": "document_ingested",
        "document_id": cand.document_id,
        "path": str(cand.path),
        "status": status,
        "chunks": chunks,
        "error": error,
    }


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _doc_row(
    cand: Candidate, doc_title: str, fmt: str, sha: str, size: int, mtime: float, chunks: int, embedder: str
) -> dict[str, Any]:
    return {
        "document_id": cand.document_id,
        "path": str(cand.path),
        "name": cand.path.name,
        "title": doc_title,
        "format": fmt,
        "sha256": sha,
        "size": size,
        "mtime": mtime,
        "chunks": chunks,
        "embedder": embedder,
        "ingested_at": _now(),
    }


def ingest(
    paths: list[Path],
    kb_uri: str,
    *,
    prune: bool = False,
    glob: str | None = None,
    embedder: Embedder | None = None,
    progress: ProgressCallback | None = None,
    max_file_bytes: int = DEFAULT_MAX_FILE_BYTES,
    lock_timeout: float = DEFAULT_LOCK_TIMEOUT,
    max_tokens: int = DEFAULT_MAX_TOKENS,
    overlap: int = DEFAULT_OVERLAP,
    commit_chunks: int = COMMIT_CHUNKS,
    commit_seconds: float = COMMIT_SECONDS,
) -> Iterator[dict[str, Any]]:
    """Ingest ``paths`` into the KB at ``kb_uri``, yielding event dicts (no envelope) as it goes.

    Raises :class:`KBError` before the first event for a bad KB URI or a missing path, and later
    only for whole-ingest problems (lock held too long, the KB cannot be written, the model cannot
    run). Problems with single files are ``document_ingested`` events with ``status: "failed"``.
    """
    paths = [Path(p) for p in paths]
    if not paths:
        raise KBError("nothing to ingest: give at least one file or folder")
    for p in paths:
        if not os.path.lexists(p):
            raise KBError(f"path does not exist: {p}")
    started = time.monotonic()
    kb = KnowledgeBase.open(kb_uri, create=True, embedder=embedder)
    with kb.writer(timeout=lock_timeout):
        emb = embedder or kb.embedder
        stored = kb.stored_embedder
        if stored and stored != emb.name:
            # Vectors of two models in one table would be compared with each other: refuse.
            raise KBError(
                f"the knowledge base {kb_uri} was built with embedder {stored!r}, not {emb.name!r}; "
                "use another --kb for another model"
            )
        yield {"type": "ingest_started", "kb": kb_uri}
        states = kb.document_states()
        candidates = list(discover(paths, glob))
        counts = {"added": 0, "updated": 0, "unchanged": 0, "failed": 0, "removed": 0}
        total = len(candidates)
        done = 0
        seen_ids: set[str] = set()
        written = 0
        commit = (max(1, commit_chunks), commit_seconds)
        for event in _run(kb, emb, candidates, states, max_file_bytes, max_tokens, overlap, commit):
            if event["type"] == "document_ingested":
                counts[event["status"]] += 1
                seen_ids.add(event["document_id"])
                if event["status"] in ("added", "updated"):
                    written += event["chunks"]
                done += 1
                if progress is not None:
                    progress(done, total, event["path"])
            yield event
        if prune:
            counts["removed"] = _prune(kb, states, seen_ids)
        kb.finalize(changed_rows=written)
        yield {
            "type": "ingest_completed",
            **counts,
            "duration_ms": int((time.monotonic() - started) * 1000),
        }


def _prune(kb: KnowledgeBase, states: dict[str, DocState], seen_ids: set[str]) -> int:
    """Remove documents whose file is gone, and chunk leftovers of documents that never committed."""
    gone = [
        did for did, st in states.items() if st.path and did not in seen_ids and not os.path.exists(st.path)
    ]
    orphans = [did for did, st in states.items() if not st.path and did not in seen_ids]
    kb.delete_documents(gone + orphans)
    return len(gone)


def _run(
    kb: KnowledgeBase,
    emb: Embedder,
    candidates: list[Candidate],
    states: dict[str, DocState],
    max_file_bytes: int,
    max_tokens: int,
    overlap: int,
    commit: tuple[int, float],
) -> Iterator[dict[str, Any]]:
    tokenizer = tokenizer_for(emb)
    work: queue.Queue[_Prepared | _Finished | None] = queue.Queue(maxsize=16)
    stop = threading.Event()
    crashed: list[BaseException] = []

    def put(item: _Prepared | _Finished | None) -> bool:
        while not stop.is_set():
            try:
                work.put(item, timeout=0.2)
                return True
            except queue.Full:
                continue
        return False

    def produce() -> None:
        try:
            for cand in candidates:
                if stop.is_set():
                    return
                if not put(_prepare(cand, states, emb.name, tokenizer, max_file_bytes, max_tokens, overlap)):
                    return
        except BaseException as exc:  # noqa: BLE001 - re-raised on the consumer side
            crashed.append(exc)
        finally:
            put(None)

    producer = threading.Thread(target=produce, name="ncurator-ingest-parse", daemon=True)
    producer.start()
    pending = _Pending()
    try:
        while True:
            item = work.get()
            if item is None:
                break
            if isinstance(item, _Finished):
                if item.row is None:
                    yield item.event
                else:
                    pending.docs.append(item.row)
                    pending.events.append(item.event)
            else:
                _embed_into(pending, item, emb)
            if len(pending) >= commit[0] or (pending.events and time.monotonic() - pending.since > commit[1]):
                yield from _flush(kb, emb, pending)
                pending = _Pending()
        if crashed:
            raise KBError(f"ingest failed: {crashed[0]}") from crashed[0]
        yield from _flush(kb, emb, pending)
    finally:
        stop.set()
        producer.join(timeout=5)


def _prepare(
    cand: Candidate,
    states: dict[str, DocState],
    embedder_name: str,
    tokenizer: WordPieceTokenizer,
    max_file_bytes: int,
    max_tokens: int,
    overlap: int,
) -> _Prepared | _Finished:
    if cand.error:
        return _Finished(_event(cand, "failed", error=cand.error))
    try:
        data = read_limited(cand.path, max_file_bytes)
        st = cand.path.stat()
    except ParseError as exc:
        return _Finished(_event(cand, "failed", error=str(exc)))
    except OSError as exc:
        return _Finished(_event(cand, "failed", error=exc.strerror or str(exc)))
    sha = hashlib.sha256(data).hexdigest()
    prev = states.get(cand.document_id)
    complete = prev is not None and prev.chunks > 0 and prev.chunks == prev.stored_chunks
    if prev is not None and complete and prev.sha256 == sha and prev.embedder == embedder_name:
        event = _event(cand, "unchanged", prev.chunks)
        if prev.path != str(cand.path):
            # Same content found at another path (a moved folder): only the row changes, so that
            # --prune later checks the file that really exists.
            try:
                doc = parse_bytes(data, cand.path.name)
            except ParseError:
                return _Finished(event)
            row = _doc_row(
                cand, doc.title, doc.format, sha, len(data), st.st_mtime, prev.chunks, embedder_name
            )
            return _Finished(event, row)
        return _Finished(event)
    try:
        doc = parse_bytes(data, cand.path.name)
        chunks = chunk_document(doc, tokenizer, max_tokens=max_tokens, overlap=overlap)
    except ParseError as exc:
        return _Finished(_event(cand, "failed", error=str(exc)))
    if not chunks:
        return _Finished(_event(cand, "failed", error="no text found"))
    # A document with chunks but no row is a leftover of an interrupted ingest: to the user it
    # was never in the KB, so it is "added", but its leftover chunks are replaced all the same.
    status = "updated" if prev is not None and prev.chunks >= 0 else "added"
    replace = prev is not None and prev.stored_chunks > 0
    return _Prepared(cand, sha, len(data), st.st_mtime, doc, chunks, status, replace)


def _embed_into(pending: _Pending, item: _Prepared, emb: Embedder) -> None:
    doc = item.doc
    texts = [embed_text(doc.title, c.heading_path, c.text) for c in item.chunks]
    try:
        vectors = np.asarray(emb.embed(texts), dtype=np.float32)
    except EmbedderError as exc:
        raise KBError(f"embedding failed: {exc}") from exc
    if vectors.shape != (len(texts), emb.dim):
        raise KBError(
            f"embedder {emb.name!r} returned shape {vectors.shape}, expected ({len(texts)}, {emb.dim})"
        )
    did = item.cand.document_id
    name = item.cand.path.name
    for ordinal, (chunk, text) in enumerate(zip(item.chunks, texts, strict=True)):
        pending.rows.append(
            {
                "chunk_id": f"{did}#{ordinal}",
                "document_id": did,
                "document_name": name,
                "title": doc.title,
                "ordinal": ordinal,
                "text": chunk.text,
                "heading_path": chunk.heading_path,
                "page": chunk.page,
                "start": chunk.start,
                "end": chunk.end,
                "sha256": item.sha256,
                "fts_text": text,
            }
        )
    pending.vectors.append(vectors)
    pending.docs.append(
        _doc_row(
            item.cand, doc.title, doc.format, item.sha256, item.size, item.mtime, len(item.chunks), emb.name
        )
    )
    pending.events.append(_event(item.cand, item.status, len(item.chunks)))
    if item.replace:
        pending.replace_ids.append(did)
    if not pending.since:
        pending.since = time.monotonic()


def _flush(kb: KnowledgeBase, emb: Embedder, pending: _Pending) -> Iterator[dict[str, Any]]:
    if not pending.events:
        return
    schema = chunks_schema(emb.dim, emb.name)
    if pending.rows:
        vectors = np.concatenate(pending.vectors).astype(np.float32, copy=False)
        columns = {name: [r[name] for r in pending.rows] for name in schema.names if name != "vector"}
        arrays = [pa.array(columns[f.name], type=f.type) for f in schema if f.name != "vector"]
        arrays.append(pa.FixedSizeListArray.from_arrays(pa.array(vectors.reshape(-1)), emb.dim))
        table = pa.Table.from_arrays(arrays, schema=schema)
    else:
        table = schema.empty_table()
    # Documents with chunk rows from before (an update, or leftovers of an interrupted ingest)
    # have their old chunks replaced atomically; brand-new documents are a plain append.
    kb.write_documents(
        pending.docs, table, replace_ids=pending.replace_ids, dim=emb.dim, embedder_name=emb.name
    )
    yield from pending.events
