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
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np
import pyarrow as pa

from .store import MAX_LIMIT, KBError

if TYPE_CHECKING:
    from .store import KnowledgeBase

__all__ = ["DEFAULT_FUSION", "MODES", "FusionConfig", "search_chunks", "search_documents"]

MODES = ("hybrid", "vector", "fts")


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


def _rows(table: pa.Table | None) -> list[dict[str, Any]]:
    return table.to_pylist() if table is not None and table.num_rows else []


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
    rows: dict[str, dict[str, Any]]  # chunk_id -> row
    fts: dict[str, float]  # chunk_id -> BM25
    vec: dict[str, float]  # chunk_id -> cosine similarity

    def doc_of(self, chunk_id: str) -> str:
        return self.rows[chunk_id]["document_id"]

    def doc_scores(self, side: dict[str, float], decay: float, n: int) -> dict[str, float]:
        per_doc: dict[str, list[float]] = defaultdict(list)
        for cid, s in side.items():
            per_doc[self.doc_of(cid)].append(s)
        return {
            did: sum(s * decay**i for i, s in enumerate(sorted(ss, reverse=True)[:n]))
            for did, ss in per_doc.items()
        }


def _candidates(
    kb: KnowledgeBase,
    query: str,
    mode: str,
    k: int,
    document_ids: list[str] | None,
    query_vector: np.ndarray | None,
) -> _Candidates:
    rows: dict[str, dict[str, Any]] = {}
    fts: dict[str, float] = {}
    vec: dict[str, float] = {}
    if mode in ("fts", "hybrid"):
        for r in _rows(kb.fts_candidates(query, k, document_ids)):
            rows[r["chunk_id"]] = r
            fts[r["chunk_id"]] = float(r["_score"])
    if mode in ("vector", "hybrid"):
        qv = query_vector if query_vector is not None else kb.embed_query(query)
        for r in _rows(kb.vector_candidates(qv, k, document_ids)):
            rows.setdefault(r["chunk_id"], r)
            vec[r["chunk_id"]] = 1.0 - float(r["_distance"])
    return _Candidates(rows, fts, vec)


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
    chunks = {cid: w * fc.get(cid, 0.0) + (1 - w) * vc.get(cid, 0.0) for cid in c.rows}
    return docs, chunks


def search_chunks(
    kb: KnowledgeBase,
    query: str,
    *,
    mode: str = "hybrid",
    limit: int = 10,
    document_ids: list[str] | None = None,
    fusion: FusionConfig = DEFAULT_FUSION,
    query_vector: np.ndarray | None = None,
) -> list[dict[str, Any]]:
    """Chunk hits for ``query``; ``query_vector`` skips embedding the query (it must match the KB's model).

    Scores: BM25 for ``fts``, cosine similarity for ``vector``, a [0, 1] fused score for ``hybrid``.
    """
    limit = _check(mode, limit)
    if not query.strip() or kb.count_chunks() == 0:
        return []
    c = _candidates(kb, query, mode, max(fusion.candidates, limit), document_ids, query_vector)
    docs, chunks = _fuse(c, mode, fusion)
    if mode == "hybrid":
        top = max(docs.values(), default=0.0) or 1.0
        a = fusion.chunk_doc_weight
        chunks = {cid: a * docs[c.doc_of(cid)] / top + (1 - a) * s for cid, s in chunks.items()}
    ranked = sorted(chunks.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]
    return [_hit(c.rows[cid], s) for cid, s in ranked]


def search_documents(
    kb: KnowledgeBase,
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
        by_doc[c.doc_of(cid)].append(cid)
    out = []
    for did, score in sorted(docs.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]:
        first = c.rows[by_doc[did][0]]
        out.append(
            {
                "document_id": did,
                "document_name": first["document_name"],
                "title": first.get("title"),
                "score": round(float(score), 6),
                "hits": [_hit(c.rows[cid], chunks[cid]) for cid in by_doc[did][:chunks_per_document]],
            }
        )
    return out
