"""Query side: full-text, vector and hybrid retrieval over the chunks table, with fusion.

Hybrid = two candidate lists (BM25 over title+headings+text, cosine over MiniLM vectors), each
normalised to [0, 1] and combined linearly per chunk, then aggregated per document so that a page
with several good chunks beats one lucky chunk. See docs/kb.md for the figures behind the weights.
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pyarrow as pa

from .store import MAX_LIMIT, KBError

if TYPE_CHECKING:
    from .store import KnowledgeBase

__all__ = ["FusionConfig", "MODES", "DEFAULT_FUSION", "search_chunks", "search_documents", "normalize_query"]

MODES = ("hybrid", "vector", "fts")


@dataclass(frozen=True)
class FusionConfig:
    candidates: int = 100  # chunks fetched from each side before fusion
    fts_weight: float = 0.5  # linear weight of the normalised BM25 score (vector gets 1 - it)
    doc_decay: float = 0.3  # weight of a document's 2nd best chunk relative to its best (3rd: squared)
    doc_chunks: int = 3
    chunk_doc_weight: float = 0.5  # how much a chunk's rank borrows from its document's score


DEFAULT_FUSION = FusionConfig()

_IDENT = re.compile(r"\b[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)+\b|\b\w+_\w+\b|\b[a-z]+[A-Z]\w*\b")


def normalize_query(query: str) -> str:
    """Expand identifiers so both their parts and their joined form can match.

    ``os.path.join`` → ``os.path.join os path join``; ``snake_case`` → also ``snake case``. The
    FTS tokenizer splits on punctuation anyway; the vector side benefits from seeing the words.
    """
    query = " ".join(query.split())
    extra: list[str] = []
    for ident in _IDENT.findall(query):
        parts = [p for p in re.split(r"[._]|(?<=[a-z])(?=[A-Z])", ident) if p]
        extra.extend(p.lower() for p in parts)
    if extra:
        query = f"{query} {' '.join(dict.fromkeys(extra))}"
    return query


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
        "score": round(float(score), 6),
        "heading_path": list(row.get("heading_path") or []),
        "page": row.get("page"),
    }


@dataclass
class _Scored:
    rows: dict[str, dict[str, Any]]
    chunk: dict[str, float]  # chunk_id -> fused chunk score in [0, 1]


def _score_chunks(
    kb: KnowledgeBase,
    query: str,
    mode: str,
    k: int,
    document_ids: list[str] | None,
    cfg: FusionConfig,
) -> _Scored:
    rows: dict[str, dict[str, Any]] = {}
    fts: dict[str, float] = {}
    vec: dict[str, float] = {}
    if mode in ("fts", "hybrid"):
        for r in _rows(kb.fts_candidates(query, k, document_ids)):
            rows[r["chunk_id"]] = r
            fts[r["chunk_id"]] = float(r["_score"])
    if mode in ("vector", "hybrid"):
        qv = kb.embed_query(normalize_query(query))
        for r in _rows(kb.vector_candidates(qv, k, document_ids)):
            rows.setdefault(r["chunk_id"], r)
            vec[r["chunk_id"]] = 1.0 - float(r["_distance"])
    if mode == "fts":
        return _Scored(rows, fts)
    if mode == "vector":
        return _Scored(rows, vec)
    # BM25 scores are unbounded and query-dependent: divide by the best. Cosine similarities live
    # in a narrow band: map [floor, best] to [0, 1], with the floor the k-th similarity so a
    # chunk outside the vector top-k scores 0 on that side.
    fused: dict[str, float] = {}
    f_max = max(fts.values(), default=0.0)
    v_max = max(vec.values(), default=0.0)
    v_min = min(vec.values(), default=0.0)
    v_span = (v_max - v_min) or 1.0
    w = cfg.fts_weight
    for cid in rows:
        f = fts.get(cid, 0.0) / f_max if f_max > 0 else 0.0
        v = (vec[cid] - v_min) / v_span if cid in vec else 0.0
        fused[cid] = w * f + (1 - w) * v
    return _Scored(rows, fused)


def _documents(scored: _Scored, cfg: FusionConfig) -> list[tuple[str, float, list[str]]]:
    by_doc: dict[str, list[str]] = defaultdict(list)
    for cid, _ in sorted(scored.chunk.items(), key=lambda kv: -kv[1]):
        by_doc[scored.rows[cid]["document_id"]].append(cid)
    docs = []
    for did, cids in by_doc.items():
        top = [scored.chunk[c] for c in cids[: cfg.doc_chunks]]
        score = sum(s * cfg.doc_decay**i for i, s in enumerate(top))
        docs.append((did, score, cids))
    docs.sort(key=lambda d: (-d[1], d[0]))
    return docs


def search_chunks(
    kb: KnowledgeBase,
    query: str,
    *,
    mode: str = "hybrid",
    limit: int = 10,
    document_ids: list[str] | None = None,
    fusion: FusionConfig = DEFAULT_FUSION,
) -> list[dict[str, Any]]:
    limit = _check(mode, limit)
    if not query.strip() or kb.count_chunks() == 0:
        return []
    k = max(fusion.candidates, limit)
    scored = _score_chunks(kb, query, mode, k, document_ids, fusion)
    if mode != "hybrid":
        ranked = sorted(scored.chunk.items(), key=lambda kv: -kv[1])[:limit]
        return [_hit(scored.rows[cid], s) for cid, s in ranked]
    # A chunk's rank also reflects its page: the best passage of the best page first, and a
    # stray chunk of an off-topic page below a second chunk of a strong page.
    docs = _documents(scored, fusion)
    best_doc = docs[0][1] if docs else 1.0
    doc_score = {did: s / best_doc for did, s, _ in docs} if best_doc > 0 else {}
    a = fusion.chunk_doc_weight
    final = {
        cid: (1 - a) * s + a * doc_score.get(scored.rows[cid]["document_id"], 0.0)
        for cid, s in scored.chunk.items()
    }
    ranked = sorted(final.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]
    return [_hit(scored.rows[cid], s) for cid, s in ranked]


def search_documents(
    kb: KnowledgeBase,
    query: str,
    *,
    mode: str = "hybrid",
    limit: int = 10,
    document_ids: list[str] | None = None,
    fusion: FusionConfig = DEFAULT_FUSION,
    chunks_per_document: int = 3,
) -> list[dict[str, Any]]:
    """Documents ranked by their best chunks: ``{document_id, document_name, title, score, hits}``."""
    limit = _check(mode, limit)
    if not query.strip() or kb.count_chunks() == 0:
        return []
    scored = _score_chunks(kb, query, mode, max(fusion.candidates, limit * 5), document_ids, fusion)
    out = []
    for did, score, cids in _documents(scored, fusion)[:limit]:
        first = scored.rows[cids[0]]
        out.append(
            {
                "document_id": did,
                "document_name": first["document_name"],
                "title": first.get("title"),
                "score": round(score, 6) if not math.isnan(score) else 0.0,
                "hits": [_hit(scored.rows[c], scored.chunk[c]) for c in cids[:chunks_per_document]],
            }
        )
    return out
