"""Retrieval quality on the BEIR-format dev set over the Python 3.11 docs.

    python bench/retrieval.py [--threads N] [--build-only] [--sweep]

Builds (once, cached under bench/.cache/ keyed by the code that shapes the index) the KB through
the real ingest path, and a plain LanceDB baseline table; then scores page rankings for our fts,
vector and hybrid modes next to two baselines computed in the same run:

* BM25: rank_bm25 BM25Okapi, lowercase \\w+ tokens, title + body, one document per page.
* plain LanceDB hybrid: fixed 200-word-piece chunks of the page text, same embedder, LanceDB's
  native FTS + vector search fused by its default RRF reranker; pages ranked by best chunk.

Metrics (trec_eval conventions): nDCG@10 with gain = grade and log2(rank+1) discount, ideal DCG
from all judged pages; Recall@10 = share of judged pages in the top 10; MRR@10 of the grade-2 page.
The report goes to stdout; build progress to stderr.
"""

from __future__ import annotations

import argparse
import hashlib
import inspect
import json
import math
import os
import re
import shutil
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from ncurator_cli.kb import chunking, embedder, ingest, parsers, store  # noqa: E402
from ncurator_cli.kb.embedder import MiniLMEmbedder  # noqa: E402
from ncurator_cli.kb.ingest import ingest as run_ingest  # noqa: E402
from ncurator_cli.kb.retrieval import DEFAULT_FUSION, FusionConfig, search_documents  # noqa: E402
from ncurator_cli.kb.store import KnowledgeBase  # noqa: E402

DEV = Path(os.environ.get("NCURATOR_RETRIEVAL_DEV", "/work/shared/eval/retrieval-dev"))
HTML_ROOT = Path(os.environ.get("NCURATOR_PYDOC_ROOT", "/usr/share/doc/python3.11/html"))
CACHE = ROOT / "bench" / ".cache"
K = 10


def eprint(*args: object) -> None:
    print(*args, file=sys.stderr, flush=True)


# ----------------------------------------------------------------------------- data


def load_dev() -> tuple[list[dict], dict[str, dict[str, int]], list[str]]:
    queries = [json.loads(line) for line in (DEV / "queries.jsonl").read_text().splitlines() if line.strip()]
    qrels: dict[str, dict[str, int]] = defaultdict(dict)
    for i, line in enumerate((DEV / "qrels.tsv").read_text().splitlines()):
        if i == 0 or not line.strip():
            continue
        qid, did, score = line.split("\t")
        qrels[qid][did] = int(score)
    pages = [p.strip() for p in (DEV / "corpus_pages.txt").read_text().splitlines() if p.strip()]
    return queries, dict(qrels), pages


def code_key(*modules: object, extra: str = "") -> str:
    h = hashlib.sha256(extra.encode())
    for m in modules:
        h.update(Path(m.__file__).read_bytes())  # type: ignore[attr-defined]
    return h.hexdigest()[:12]


def kb_key(pages: list[str]) -> str:
    """The code that decides what is indexed: parsing, chunking, the model, the indexed text."""
    extra = inspect.getsource(ingest.embed_text) + store.SCHEMA_VERSION + "\n".join(pages)
    return code_key(parsers, chunking, embedder, extra=extra)


def staging_dir(pages: list[str]) -> Path:
    """A tree of symlinks to the corpus pages, so that document ids are the page paths."""
    stage = CACHE / "corpus"
    marker = stage / ".pages"
    listing = "\n".join(pages)
    if marker.exists() and marker.read_text() == listing:
        return stage
    shutil.rmtree(stage, ignore_errors=True)
    for page in pages:
        target = stage / page
        target.parent.mkdir(parents=True, exist_ok=True)
        target.symlink_to(HTML_ROOT / page)
    marker.write_text(listing)
    return stage


# ----------------------------------------------------------------------------- builds


def build_kb(pages: list[str], emb: MiniLMEmbedder, rebuild: bool = False) -> tuple[Path, dict]:
    key = kb_key(pages)
    kb_dir = CACHE / f"kb-{key}"
    stats_file = kb_dir / ".bench-build.json"
    if stats_file.exists() and not rebuild:
        return kb_dir, json.loads(stats_file.read_text())
    shutil.rmtree(kb_dir, ignore_errors=True)
    stage = staging_dir(pages)
    eprint(f"building KB {kb_dir.name} from {len(pages)} pages (cached afterwards) ...")
    t0 = time.monotonic()
    last = [0.0]

    def progress(done: int, total: int, path: str) -> None:
        if time.monotonic() - last[0] > 15 or done == total:
            last[0] = time.monotonic()
            eprint(f"  {done}/{total} pages, {time.monotonic() - t0:.0f}s")

    completed: dict = {}
    for event in run_ingest([stage], str(kb_dir), embedder=emb, progress=progress):
        if event["type"] == "document_ingested" and event["status"] == "failed":
            eprint("  failed:", event["document_id"], event["error"])
        if event["type"] == "ingest_completed":
            completed = event
    kb = KnowledgeBase.open(str(kb_dir))
    stats = {
        "seconds": time.monotonic() - t0,
        "chunks": kb.count_chunks(),
        "documents": kb.count_documents(),
        **completed,
    }
    stats_file.write_text(json.dumps(stats))
    eprint(f"  built: {stats['chunks']} chunks in {stats['seconds']:.0f}s")
    return kb_dir, stats


def page_texts(pages: list[str]) -> dict[str, tuple[str, str]]:
    out = {}
    for page in pages:
        doc = parsers.parse_file(HTML_ROOT / page)
        out[page] = (doc.title, doc.text)
    return out


def build_plain(pages: list[str], texts: dict[str, tuple[str, str]], emb: MiniLMEmbedder):
    """The naive LanceDB setup: fixed 200-word-piece chunks, native FTS, no metadata."""
    import lancedb
    import numpy as np
    import pyarrow as pa
    from lancedb.index import FTS

    key = code_key(parsers, embedder, chunking, extra="plain-v1\n" + "\n".join(pages))
    path = CACHE / f"plain-{key}"
    db = lancedb.connect(str(path))
    if (path / ".complete").exists():
        return db.open_table("chunks")
    eprint("building the plain LanceDB baseline (fixed 200-word-piece chunks) ...")
    tok = embedder.load_minilm_tokenizer()
    rows_text: list[str] = []
    rows_doc: list[str] = []
    for page in pages:
        for piece in chunking.fixed_chunks(texts[page][1], tok, 200):
            rows_text.append(piece)
            rows_doc.append(page)
    t0 = time.monotonic()
    vecs = []
    for i in range(0, len(rows_text), 256):
        vecs.append(emb.embed(rows_text[i : i + 256]))
        eprint(f"  {min(i + 256, len(rows_text))}/{len(rows_text)} chunks, {time.monotonic() - t0:.0f}s")
    v = np.concatenate(vecs).astype(np.float32)
    table = pa.table(
        {
            "text": rows_text,
            "document_id": rows_doc,
            "vector": pa.FixedSizeListArray.from_arrays(pa.array(v.reshape(-1)), emb.dim),
        }
    )
    tbl = db.create_table("chunks", data=table, mode="overwrite")
    tbl.create_index("text", config=FTS())
    (path / ".complete").write_text("ok")
    return tbl


# ----------------------------------------------------------------------------- metrics


def ndcg(ranked: list[str], judged: dict[str, int], k: int = K) -> float:
    dcg = sum(judged.get(d, 0) / math.log2(i + 2) for i, d in enumerate(ranked[:k]))
    ideal = sorted(judged.values(), reverse=True)
    idcg = sum(g / math.log2(i + 2) for i, g in enumerate(ideal[:k]))
    return dcg / idcg if idcg else 0.0


def recall(ranked: list[str], judged: dict[str, int], k: int = K) -> float:
    rel = {d for d, g in judged.items() if g > 0}
    return len(rel & set(ranked[:k])) / len(rel) if rel else 0.0


def mrr(ranked: list[str], judged: dict[str, int], k: int = K) -> float:
    for i, d in enumerate(ranked[:k]):
        if judged.get(d, 0) == 2:
            return 1.0 / (i + 1)
    return 0.0


def evaluate(rank: Callable[[str], list[str]], queries: list[dict], qrels: dict) -> dict:
    per_cat: dict[str, list[tuple[float, float, float]]] = defaultdict(list)
    per_query = {}
    for q in queries:
        ranked = rank(q["text"])
        judged = qrels.get(q["_id"], {})
        m = (ndcg(ranked, judged), recall(ranked, judged), mrr(ranked, judged))
        per_cat[q["metadata"]["category"]].append(m)
        per_cat["all"].append(m)
        per_query[q["_id"]] = (m[0], ranked[:3])
    return {
        "by_cat": {
            c: tuple(statistics.fmean(x[i] for x in ms) for i in range(3)) for c, ms in per_cat.items()
        },
        "per_query": per_query,
    }


def dedupe(ids: list[str]) -> list[str]:
    return list(dict.fromkeys(ids))


# ----------------------------------------------------------------------------- main


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--threads", type=int, default=int(os.environ.get("NCURATOR_EMBED_THREADS", "1")))
    ap.add_argument("--build-only", action="store_true")
    ap.add_argument("--rebuild", action="store_true", help="ingest the corpus again even if it is cached")
    ap.add_argument("--sweep", action="store_true", help="also print a small grid of fusion settings")
    ap.add_argument("--show-misses", action="store_true")
    args = ap.parse_args()

    queries, qrels, pages = load_dev()
    missing = [p for p in pages if not (HTML_ROOT / p).exists()]
    if missing:
        sys.exit(f"corpus pages missing under {HTML_ROOT} (apt-get install python3.11-doc): {missing[:3]}")
    CACHE.mkdir(parents=True, exist_ok=True)
    emb = MiniLMEmbedder(threads=args.threads)
    kb_dir, build = build_kb(pages, emb, rebuild=args.rebuild)
    texts = page_texts(pages)
    plain = build_plain(pages, texts, emb)
    if args.build_only:
        return

    kb = KnowledgeBase.open(str(kb_dir), embedder=emb)
    # Query embeddings are shared by every vector-based system; caching them keeps the sweep fast.
    qcache: dict[str, object] = {}
    orig_embed = kb.embed_query

    def cached_embed(text: str):
        if text not in qcache:
            qcache[text] = orig_embed(text)
        return qcache[text]

    kb.embed_query = cached_embed  # type: ignore[method-assign]
    # Embed every query once up front, so the ms/q column compares retrieval, not the model.
    t0 = time.perf_counter()
    for q in queries:
        cached_embed(q["text"])
    embed_ms = (time.perf_counter() - t0) / len(queries) * 1000

    systems: dict[str, Callable[[str], list[str]]] = {}
    for mode in ("fts", "vector", "hybrid"):
        systems[f"ncurator {mode}"] = lambda q, m=mode: [
            d["document_id"] for d in search_documents(kb, q, mode=m, limit=K)
        ]
    # What an agent sees through kb_hybrid_search_chunks: pages in order of their first chunk hit.
    systems["ncurator hybrid (chunk hits)"] = lambda q: dedupe(
        [h["document_id"] for h in kb.search(q, mode="hybrid", limit=50)]
    )[:K]

    from rank_bm25 import BM25Okapi

    tokenize = lambda s: re.findall(r"\w+", s.lower())  # noqa: E731
    bm25_ids = list(pages)
    bm25 = BM25Okapi([tokenize(texts[p][0] + "\n" + texts[p][1]) for p in bm25_ids])

    def bm25_rank(q: str) -> list[str]:
        scores = bm25.get_scores(tokenize(q))
        order = sorted(range(len(bm25_ids)), key=lambda i: -scores[i])
        return [bm25_ids[i] for i in order[:K]]

    def plain_rank(q: str) -> list[str]:
        qv = cached_embed(q)
        rows = plain.search(query_type="hybrid").vector(qv).text(q).limit(50).to_list()
        return dedupe([r["document_id"] for r in rows])[:K]

    systems["baseline BM25 (page)"] = bm25_rank
    systems["baseline LanceDB hybrid (RRF)"] = plain_rank

    results = {}
    latency = {}
    for name, fn in systems.items():
        t0 = time.perf_counter()
        results[name] = evaluate(fn, queries, qrels)
        latency[name] = (time.perf_counter() - t0) / len(queries) * 1000

    cats = sorted({q["metadata"]["category"] for q in queries})
    print(
        f"Retrieval dev set: {len(queries)} queries, {len(pages)} pages; KB {build['chunks']} chunks "
        f"(built in {build['seconds']:.0f}s, cached as {kb_dir.name})"
    )
    print("category legend: a how-to w/o module name, b keyword/identifier, c conceptual, d faq/tutorial")
    header = (
        f"{'system':32} {'nDCG@10':>8} {'R@10':>6} {'MRR@10':>7} "
        + " ".join(f"{'nDCG ' + c:>7}" for c in cats)
        + f" {'ms/q':>6}"
    )
    print(header)
    print("-" * len(header))
    for name, res in results.items():
        a = res["by_cat"]["all"]
        print(
            f"{name:32} {a[0]:8.3f} {a[1]:6.3f} {a[2]:7.3f} "
            + " ".join(f"{res['by_cat'][c][0]:7.3f}" for c in cats)
            + f" {latency[name]:6.0f}"
        )
    print(
        f"ms/q: retrieval only; embedding a query takes {embed_ms:.1f} ms more (vector, hybrid, LanceDB hybrid)"
    )
    hyb = results["ncurator hybrid"]["by_cat"]["all"][0]
    best_base = max(results[n]["by_cat"]["all"][0] for n in results if n.startswith("baseline"))
    print(
        f"\nhybrid nDCG@10 {hyb:.3f}; best baseline {best_base:.3f}; ratio {hyb / best_base:.3f}; target >= 0.93"
    )

    if args.show_misses:
        print("\nhybrid queries with nDCG@10 < 0.8:")
        for q in queries:
            score, top = results["ncurator hybrid"]["per_query"][q["_id"]]
            if score < 0.8:
                best = [d for d, g in qrels[q["_id"]].items() if g == 2]
                print(
                    f"  {q['_id']} [{q['metadata']['category']}] {score:.2f} {q['text']!r} want {best} got {top}"
                )

    if args.sweep:
        print(
            "\nfusion sweep, hybrid nDCG@10 (all a b c d); rows fts_weight, columns fts_decay/vector_decay:"
        )
        for w in (0.35, 0.45, 0.55):
            for fd, vd in ((0.3, 0.3), (0.5, 0.35), (0.5, 0.5), (0.0, 0.0)):
                cfg = FusionConfig(
                    **{**DEFAULT_FUSION.__dict__, "fts_weight": w, "fts_decay": fd, "vector_decay": vd}
                )
                res = evaluate(
                    lambda q, c=cfg: [
                        d["document_id"] for d in search_documents(kb, q, mode="hybrid", limit=K, fusion=c)
                    ],
                    queries,
                    qrels,
                )
                row = " ".join(f"{res['by_cat'][c][0]:.3f}" for c in ["all", *cats])
                print(f"  fts_weight={w:.2f} fts_decay={fd:.2f} vector_decay={vd:.2f}: {row}")


if __name__ == "__main__":
    main()
