"""Query side: full-text, vector and hybrid retrieval over the chunks table, with fusion.

Hybrid retrieval fuses at the *document* level, because the question a KB search answers first
is "which page", and a page with several matching chunks is better evidence than one lucky chunk:

1. candidates: the top ``candidates`` chunks by BM25 (native FTS over title + headings + text)
   and, separately, by cosine similarity (exact scan over the MiniLM vectors);
2. per side, each document's score is its best chunk plus decayed next best ones
   (``s1 + d*s2 + d^2*s3``): the decay rewards breadth without letting long pages win by length;
3. per side, document scores are min-max normalised over the candidate documents (BM25 scores
   are unbounded and query-dependent, cosines live in a narrow band: both become [0, 1]);
4. the document score is ``w * fts + (1 - w) * vector``.

Chunk hits (``search``) are ranked by an equal mix of their document's fused score and their own
fused score, so the best passages of the best page come first. The weights were chosen in the
middle of a broad plateau on the dev set (see docs/kb.md), not at its single best point.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np
import pyarrow as pa

from .base import MAX_LIMIT, KBError
from .relevance import cosine, coverage, is_match, relevance, terms

__all__ = ["DEFAULT_FUSION", "MODES", "FusionConfig", "search_chunks", "search_documents"]

MODES = ("hybrid", "vector", "fts")


class ChunkIndex(Protocol):
    """What retrieval needs of a knowledge base (``store.KnowledgeBase`` is one)."""

    def count_chunks(self) -> int: ...

    def fts_candidates(self, query: str, k: int, document_ids: list[str] | None = None) -> pa.Table | None: ...

    def vector_candidates(
        self, vector: np.ndarray, k: int, document_ids: list[str] | None = None
    ) -> pa.Table | None: ...

    def fetch_chunks(self, row_ids: Sequence[int]) -> dict[int, dict[str, Any]]: ...

    def embed_query(self, query: str) -> np.ndarray: ...


@dataclass(frozen=True)
class FusionConfig:
    candidates: int = 200  # chunks fetched from each side
    fts_weight: float = 0.45  # weight of the normalised BM25 side; the vector side gets 1 - it
    fts_decay: float = 0.5  # page aggregation: weight of a page's 2nd best BM25 chunk (3rd: squared)
    vector_decay: float = 0.35  # the same for cosine similarity
    doc_chunks: int = 3  # chunks per page that count towards its score
    chunk_doc_weight: float = 0.5  # in chunk ranking, the share that comes from the chunk's page


DEFAULT_FUSION = FusionConfig()


def _check(mode: str, limit: int) -> int:
    if mode not in MODES:
        raise KBError(f"unknown search mode {mode!r}; use one of {', '.join(MODES)}")
    return max(1, min(MAX_LIMIT, int(limit)))


def _hit(row: dict[str, Any], score: float) -> dict[str, Any]:
    return {
        "chunk_id": row["chunk_id"],
        "document_id": row["document_id"],
        "document_name": row["document_name"],
        "text": row["text"],
        "score": round(float(score), 6) if math.isfinite(score) else 0.0,
        "heading_path": list(row.get("heading_path") or []),
        "page": row.get("page"),
    }


def _minmax(scores: dict[str, float]) -> dict[str, float]:
    if not scores:
        return {}
    hi, lo = max(scores.values()), min(scores.values())
    if hi - lo <= 1e-12:
        return dict.fromkeys(scores, 1.0)
    return {k: (v - lo) / (hi - lo) for k, v in scores.items()}


@dataclass
class _Candidates:
    doc: dict[str, str]  # chunk_id -> document_id
    rowid: dict[str, int]  # chunk_id -> row id, to fetch the text of the chunks that are shown
    fts: dict[str, float]  # chunk_id -> BM25
    vec: dict[str, float]  # chunk_id -> cosine similarity

    def doc_scores(self, side: dict[str, float], decay: float, n: int) -> dict[str, float]:
        per_doc: dict[str, list[float]] = defaultdict(list)
        for cid, s in side.items():
            per_doc[self.doc[cid]].append(s)
        return {
            did: sum(s * decay**i for i, s in enumerate(sorted(ss, reverse=True)[:n]))
            for did, ss in per_doc.items()
        }


def _columns(table: pa.Table | None, score: str) -> list[tuple[str, str, int, float]]:
    if table is None or not table.num_rows:
        return []
    return list(
        zip(
            table["chunk_id"].to_pylist(),
            table["document_id"].to_pylist(),
            table["_rowid"].to_pylist(),
            table[score].to_pylist(),
            strict=True,
        )
    )


# BM25 and the query embedding + vector scan are independent: in hybrid mode they run side by
# side (both spend their time in native code without the GIL).
_POOL = ThreadPoolExecutor(max_workers=2, thread_name_prefix="ncurator-kb-query")


def _candidates(
    kb: ChunkIndex,
    query: str,
    mode: str,
    k: int,
    document_ids: list[str] | None,
    query_vector: np.ndarray | None,
) -> _Candidates:
    fts_future: Future[pa.Table | None] | None = None
    fts_rows: list[tuple[str, str, int, float]] = []
    vec_rows: list[tuple[str, str, int, float]] = []
    if mode == "hybrid":
        fts_future = _POOL.submit(kb.fts_candidates, query, k, document_ids)
    elif mode == "fts":
        fts_rows = _columns(kb.fts_candidates(query, k, document_ids), "_score")
    if mode in ("vector", "hybrid"):
        qv = query_vector if query_vector is not None else kb.embed_query(query)
        vec_rows = _columns(kb.vector_candidates(qv, k, document_ids), "_distance")
    if fts_future is not None:
        fts_rows = _columns(fts_future.result(), "_score")
    doc: dict[str, str] = {}
    rowid: dict[str, int] = {}
    for cid, did, rid, _ in fts_rows + vec_rows:
        doc[cid] = did
        rowid[cid] = rid
    fts = {cid: float(s) for cid, _, _, s in fts_rows}
    vec = {cid: 1.0 - float(d) for cid, _, _, d in vec_rows}
    return _Candidates(doc, rowid, fts, vec)


def _fuse(c: _Candidates, mode: str, cfg: FusionConfig) -> tuple[dict[str, float], dict[str, float]]:
    """(document scores, chunk scores) for ``mode``."""
    if mode == "fts":
        return c.doc_scores(c.fts, cfg.fts_decay, cfg.doc_chunks), c.fts
    if mode == "vector":
        return c.doc_scores(c.vec, cfg.vector_decay, cfg.doc_chunks), c.vec
    w = cfg.fts_weight
    fd = _minmax(c.doc_scores(c.fts, cfg.fts_decay, cfg.doc_chunks))
    vd = _minmax(c.doc_scores(c.vec, cfg.vector_decay, cfg.doc_chunks))
    docs = {d: w * fd.get(d, 0.0) + (1 - w) * vd.get(d, 0.0) for d in fd.keys() | vd.keys()}
    fc, vc = _minmax(c.fts), _minmax(c.vec)
    chunks = {cid: w * fc.get(cid, 0.0) + (1 - w) * vc.get(cid, 0.0) for cid in c.doc}
    return docs, chunks


def search_chunks(
    kb: ChunkIndex,
    query: str,
    *,
    mode: str = "hybrid",
    limit: int = 10,
    document_ids: list[str] | None = None,
    fusion: FusionConfig = DEFAULT_FUSION,
    query_vector: np.ndarray | None = None,
    with_relevance: bool = False,
) -> list[dict[str, Any]]:
    """Chunk hits for ``query``; ``query_vector`` skips embedding the query (it must match the KB's model).

    Scores (for ranking, relative to this query's candidates): BM25 for ``fts``, cosine similarity
    for ``vector``, a [0, 1] fused score for ``hybrid``. ``with_relevance`` adds each hit's
    calibrated ``relevance`` (0..1, comparable across queries) and ``match`` (relevance at least
    ``relevance.FLOOR``); it needs the query's embedding, so it loads the model even for ``fts``.
    """
    limit = _check(mode, limit)
    if not query.strip() or kb.count_chunks() == 0:
        return []
    if query_vector is None and (with_relevance or mode != "fts"):
        query_vector = kb.embed_query(query)
    c = _candidates(kb, query, mode, max(fusion.candidates, limit), document_ids, query_vector)
    docs, chunks = _fuse(c, mode, fusion)
    if mode == "hybrid":
        top = max(docs.values(), default=0.0) or 1.0
        a = fusion.chunk_doc_weight
        chunks = {cid: a * docs[c.doc[cid]] / top + (1 - a) * s for cid, s in chunks.items()}
    ranked = sorted(chunks.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]
    rows = kb.fetch_chunks([c.rowid[cid] for cid, _ in ranked], extra=("vector", "fts_text") if with_relevance else ())
    hits = []
    for cid, s in ranked:
        row = rows.get(c.rowid[cid])
        if row is None:
            continue
        hit = _hit(row, s)
        if with_relevance:
            hit["relevance"] = round(hit_relevance(query, query_vector, row), 4)
            hit["match"] = is_match(hit["relevance"])
        hits.append(hit)
    return hits


def hit_relevance(query: str, query_vector: np.ndarray | None, row: dict[str, Any]) -> float:
    """Calibrated relevance of one chunk row (with its ``vector`` and ``fts_text``) to ``query``."""
    return relevance(cosine(query_vector, row.get("vector")), coverage(terms(query), row.get("fts_text") or row["text"]))


def search_documents(
    kb: ChunkIndex,
    query: str,
    *,
    mode: str = "hybrid",
    limit: int = 10,
    document_ids: list[str] | None = None,
    fusion: FusionConfig = DEFAULT_FUSION,
    chunks_per_document: int = 3,
    query_vector: np.ndarray | None = None,
) -> list[dict[str, Any]]:
    """Documents ranked by their evidence: ``{document_id, document_name, title, score, hits}``."""
    limit = _check(mode, limit)
    if not query.strip() or kb.count_chunks() == 0:
        return []
    c = _candidates(kb, query, mode, max(fusion.candidates, limit * 5), document_ids, query_vector)
    docs, chunks = _fuse(c, mode, fusion)
    by_doc: dict[str, list[str]] = defaultdict(list)
    for cid, _ in sorted(chunks.items(), key=lambda kv: (-kv[1], kv[0])):
        by_doc[c.doc[cid]].append(cid)
    top_docs = sorted(docs.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]
    shown = {did: by_doc[did][:chunks_per_document] for did, _ in top_docs}
    rows = kb.fetch_chunks([c.rowid[cid] for cids in shown.values() for cid in cids])
    out = []
    for did, score in top_docs:
        hits = [_hit(rows[c.rowid[cid]], chunks[cid]) for cid in shown[did] if c.rowid[cid] in rows]
        first = rows.get(c.rowid[shown[did][0]], {}) if shown[did] else {}
        out.append(
            {
                "document_id": did,
                "document_name": first.get("document_name", did),
                "title": first.get("title"),
                "score": round(float(score), 6),
                "hits": hits,
            }
        )
    return out
