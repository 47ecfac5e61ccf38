"""Calibrate the knowledge base's relevance floor (src/ncurator_cli/kb/relevance.py) on real data.

    python bench/kb_relevance.py [--threads N] [--pages all|subset]

Two real KBs, built through the real ingest with the real MiniLM embeddings:

* DOCS: Python 3.11 documentation pages (`apt-get install python3.11-doc`; the pages of
  /work/shared/eval/retrieval-dev — by default every judged page plus every 10th other page, cached
  under bench/.cache by bench/retrieval.py's builder; `--pages all` for the whole corpus);
* NOTES: the short notes on everyday topics below, with questions of their own.

Examples, each a (query, KB) pair and its top 10 hybrid hits:

* positives: the 50 dev queries against DOCS (hits on a judged page are relevant), and the notes'
  questions against NOTES (hits on the asked note are relevant);
* negatives: the notes' questions against DOCS, the dev queries against NOTES, unrelated work
  objectives against NOTES, greetings and general-knowledge questions against both (no hit is
  relevant). The work objectives against DOCS are reported but
  not scored: a command-line task often is about something the Python docs do describe.

Per hit: `cos` (query/chunk cosine) and `cov` (share of the query's content words in the chunk).
A logistic model of hit relevance is fitted (Newton steps, light L2), then the decision "this KB
serves this query" (any of the top 5 hits at or above the threshold, what the probe asks) picks the
threshold: the highest recall with precision >= 0.95 on that KB-level decision. The threshold is
folded into the bias so that relevance 0.5 is the floor. Held-out figures come from a 2-fold split
by query. The chosen weights and the precision/recall are printed to stdout.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "bench"))

import retrieval as rbench  # noqa: E402

from ncurator_cli.kb import relevance as rel  # noqa: E402
from ncurator_cli.kb.embedder import MiniLMEmbedder  # noqa: E402
from ncurator_cli.kb.ingest import ingest as run_ingest  # noqa: E402
from ncurator_cli.kb.store import KnowledgeBase, _in_filter  # noqa: E402

TOP_K = 10
KB_LEVEL_K = 5
MIN_PRECISION = 0.95

NOTES: dict[str, tuple[str, list[str]]] = {
    "sourdough.md": (
        "# Sourdough starter\n\nFeed the starter every morning with equal weights of rye flour and water. "
        "Keep it at room temperature near 24 degrees; in the fridge it only needs feeding once a week. "
        "A healthy starter doubles within six hours and smells mildly sour, like yoghurt. "
        "Hooch, the grey liquid on top, means it is hungry: pour it off and feed it.",
        ["how often should the sourdough starter be fed", "what does the grey liquid on my starter mean"],
    ),
    "bicycle.md": (
        "# Bicycle maintenance\n\nLubricate the chain every 300 kilometres or after riding in rain. "
        "Tyre pressure for the road bike is 6.5 bar at the front and 7 bar at the back. "
        "Brake pads are worn when the grooves are gone; replace both sides together. "
        "The gears skip when the cable has stretched: turn the barrel adjuster a quarter turn.",
        ["what tyre pressure does the road bike need", "why do my bike gears skip"],
    ),
    "travel-policy.md": (
        "# Travel expenses\n\nTrain travel is second class unless the journey is longer than four hours. "
        "Hotel nights are reimbursed up to 140 euros in capital cities and 110 euros elsewhere. "
        "Submit receipts within thirty days of returning; meals are covered by a daily allowance of 35 euros. "
        "Taxis need a written reason such as late arrival or heavy luggage.",
        ["how much can I spend on a hotel night in a capital", "when do travel receipts have to be submitted"],
    ),
    "plants.md": (
        "# Office plants\n\nThe fiddle-leaf fig by the window wants water once the top two centimetres of soil are dry. "
        "The snake plant in reception tolerates low light and should be watered only every three weeks. "
        "Yellow leaves on the peace lily usually mean overwatering. Repot in spring, one size up.",
        ["how often should the snake plant be watered", "why are the peace lily leaves turning yellow"],
    ),
    "router.md": (
        "# Home network\n\nThe router's admin page is at 192.168.1.1; the guest network is called Lantern-Guest. "
        "Firmware updates install automatically on Sundays at 03:00. "
        "If the wifi drops, restart the mesh satellite in the hallway first, then the main router. "
        "Port forwarding for the game server uses port 25565.",
        ["what is the name of the guest wifi network", "the wifi keeps dropping, what should I restart"],
    ),
    "chess.md": (
        "# Chess openings\n\nThe Italian Game starts 1.e4 e5 2.Nf3 Nc6 3.Bc4 and aims at the weak f7 square. "
        "Against the Sicilian Defence, the Alapin variation 2.c3 avoids long theory. "
        "The Queen's Gambit offers a pawn on c4 that Black usually should not try to keep.",
        ["which move order is the Italian Game", "a quiet answer to the Sicilian Defence"],
    ),
    "compost.md": (
        "# Garden compost\n\nMix green waste (grass clippings, vegetable peel) with brown waste (dry leaves, cardboard) "
        "roughly one to two. Turn the heap every two weeks so it gets air. "
        "A smelly heap is too wet: add cardboard. Compost is ready when it is dark and crumbly, after six to nine months.",
        ["what ratio of green and brown waste goes into compost", "my compost heap smells bad"],
    ),
    "first-aid.md": (
        "# First aid: burns\n\nCool a burn under lukewarm running water for twenty minutes. "
        "Do not use ice, butter or creams. Cover it loosely with cling film. "
        "Call emergency services for burns larger than the casualty's hand or on the face.",
        ["how long should a burn be cooled with water", "should I put butter on a burn"],
    ),
    "piano.md": (
        "# Piano practice\n\nWarm up with C major scales, hands separately, at 80 beats per minute. "
        "Practise the hard bars of the nocturne slowly with a metronome before playing the piece through. "
        "Thirty focused minutes a day beat a two-hour session on Sunday.",
        ["what tempo for piano scale warm ups", "how long should daily piano practice be"],
    ),
    "coffee.md": (
        "# Coffee machine\n\nDescale the office espresso machine every two months with citric acid, never vinegar. "
        "The drip tray sensor fails when the tray is not pushed fully in. "
        "Grind size 12 suits the house blend; finer grinds choke the machine.",
        ["how do I descale the espresso machine", "what grind size for the house coffee blend"],
    ),
    "birds.md": (
        "# Bird notes\n\nA robin sang in the hawthorn at dawn on 3 March. "
        "Two grey herons fished at the pond most mornings in April. "
        "The feeder attracts blue tits and goldfinches; sunflower hearts work better than mixed seed.",
        ["which birds visit the feeder", "what seed works best in the bird feeder"],
    ),
    "wine.md": (
        "# Wine pairing\n\nA dry Riesling goes with spicy Thai dishes; Pinot Noir with roast duck or mushrooms. "
        "Serve light reds slightly chilled, around 14 degrees. "
        "Sauvignon Blanc and goat's cheese are a classic pair.",
        ["which wine goes with roast duck", "what temperature to serve light red wine"],
    ),
}

# Everyday command-line work, none about the notes above (negatives against NOTES).
WORK_OBJECTIVES = [
    "Rename every .jpeg file in photos/ to .jpg",
    "Run the unit tests and fix the one that fails",
    "Count the lines of all log files in logs/ and write the totals to counts.txt",
    "Summarise the changes between the two versions of the contract document",
    "Which function in helpers.py has the most parameters?",
    "Find all TODO comments in the source tree and list them with file and line",
    "Convert data.csv to JSON with one object per row",
    "Add a table of contents to the report and save it as report-v2.docx",
    "What is the total of the amount column in invoices.csv grouped by customer?",
    "Delete the build folder and rebuild the project",
    "Make the title of the memo bold and change the date to tomorrow",
    "How many errors per day are in the rotated server logs?",
    "Sort the names in people.txt alphabetically and remove duplicates",
    "Check which Python files import requests",
    "Replace every occurrence of the old company name in the docs folder",
    "Compress the reports folder into a zip archive",
    "List the ten largest files in this workspace",
    "Write a short README for this project based on its files",
    "What port does the web server in config.yaml listen on?",
    "Extract the email addresses from contacts.txt",
    "What are the sales totals per region? Run report.py to compute them.",
    "Fix the failing build: the linter complains about unused imports",
    "Merge the three quarterly spreadsheets into one CSV",
    "Which commit changed the version number last?",
    "Translate the headings of the manual into French",
    "hello",
    "What time is it in Tokyo?",
    "Write a haiku about autumn",
]


# Greetings, chit-chat and general knowledge: negatives against both KBs.
GENERAL_NEGATIVES = [
    "hello",
    "thanks, that is all",
    "What time is it in Tokyo?",
    "Write a haiku about autumn",
    "Who won the football world cup in 2014?",
    "What is the capital of Australia?",
    "Tell me a joke about cats",
    "How tall is Mount Everest?",
    "Recommend a good science fiction novel",
    "What is the weather like tomorrow?",
]


def eprint(*args: object) -> None:
    print(*args, file=sys.stderr, flush=True)


def build_notes(tmp: Path, emb: MiniLMEmbedder) -> KnowledgeBase:
    src = tmp / "notes"
    src.mkdir()
    for name, (text, _qs) in NOTES.items():
        (src / name).write_text(text + "\n")
    kb_dir = tmp / "notes-kb"
    for ev in run_ingest([src], str(kb_dir), embedder=emb):
        if ev["type"] == "document_ingested" and ev["status"] == "failed":
            raise SystemExit(f"notes ingest failed: {ev}")
    return KnowledgeBase.open(str(kb_dir), embedder=emb)


def hit_features(kb: KnowledgeBase, query: str) -> list[tuple[str, float, float]]:
    """(document_id, cos, cov) of the top hybrid hits."""
    hits = kb.search(query, mode="hybrid", limit=TOP_K)
    if not hits:
        return []
    ids = [h["chunk_id"] for h in hits]
    table = kb._chunks.search().where(_in_filter("chunk_id", ids)).select(["chunk_id", "vector", "fts_text"]).limit(len(ids)).to_arrow()
    rows = {r["chunk_id"]: r for r in table.to_pylist()}
    qv = kb.embed_query(query)
    qterms = rel.terms(query)
    out = []
    for h in hits:
        row = rows[h["chunk_id"]]
        out.append((h["document_id"], rel.cosine(qv, row["vector"]), rel.coverage(qterms, row["fts_text"])))
    return out


def fit(x: np.ndarray, y: np.ndarray, l2: float = 1.0) -> np.ndarray:
    """Logistic regression by Newton steps with an L2 penalty (the classes are nearly separable:
    without it the weights grow without bound); returns [w_cos, w_cov, bias]."""
    xb = np.hstack([x, np.ones((len(x), 1))])
    w = np.zeros(xb.shape[1])
    for _ in range(50):
        p = 1 / (1 + np.exp(-xb @ w))
        grad = xb.T @ (p - y) + l2 * np.r_[w[:-1], 0]
        h = xb.T @ (xb * (p * (1 - p))[:, None]) + l2 * np.diag(np.r_[np.ones(len(w) - 1), 0])
        step = np.linalg.solve(h, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return w


def score(w: np.ndarray, cos: float, cov: float) -> float:
    z = w[0] * cos + w[1] * cov + w[2]
    return 1 / (1 + math.exp(-z))


def kb_level(examples: list[dict], w: np.ndarray, threshold: float) -> tuple[float, float, int, int, int]:
    tp = fp = fn = 0
    for ex in examples:
        fired = any(score(w, c, v) >= threshold for _, c, v in ex["hits"][:KB_LEVEL_K])
        if ex["label"] and fired:
            tp += 1
        elif ex["label"]:
            fn += 1
        elif fired:
            fp += 1
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    return precision, recall, tp, fp, fn


def hit_level(examples: list[dict], w: np.ndarray, threshold: float) -> tuple[float, float]:
    tp = fp = fn = 0
    for ex in examples:
        for doc, c, v in ex["hits"]:
            good = doc in ex["relevant"]
            fired = score(w, c, v) >= threshold
            if ex["label"] and doc not in ex["relevant"] and ex["kb"] == "docs":
                continue  # an unjudged page of the Python docs: unknown, not counted
            tp += good and fired
            fp += (not good) and fired
            fn += good and not fired
    return (tp / (tp + fp) if tp + fp else 1.0), (tp / (tp + fn) if tp + fn else 0.0)


def training_set(examples: list[dict]) -> tuple[np.ndarray, np.ndarray]:
    xs, ys = [], []
    for ex in examples:
        for doc, c, v in ex["hits"]:
            if ex["label"] and doc not in ex["relevant"]:
                continue  # hits of a positive query on other pages: unknown relevance
            xs.append((c, v))
            ys.append(1.0 if ex["label"] else 0.0)
    return np.array(xs), np.array(ys)


def choose(examples: list[dict], w: np.ndarray) -> float:
    """The middle of the thresholds with the best (recall, precision) among those with precision
    >= MIN_PRECISION: the widest margin on both sides, not the edge of the plateau."""
    grid = [float(t) for t in np.linspace(0.02, 0.98, 193)]
    keys = []
    for t in grid:
        p, r, *_ = kb_level(examples, w, t)
        keys.append((round(r, 6), round(p, 6)) if p >= MIN_PRECISION else (-1.0, round(p, 6)))
    best = max(keys)
    plateau = [t for t, k in zip(grid, keys, strict=True) if k == best]
    return plateau[len(plateau) // 2]


def fold_floor(w: np.ndarray, threshold: float) -> np.ndarray:
    """Shift the bias so that relevance 0.5 sits at the chosen threshold."""
    out = w.copy()
    out[2] -= math.log(threshold / (1 - threshold))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--threads", type=int, default=int(os.environ.get("NCURATOR_EMBED_THREADS", "1")))
    ap.add_argument("--pages", choices=("subset", "all"), default="subset")
    args = ap.parse_args()

    queries, qrels, pages = rbench.load_dev()
    if args.pages == "subset":
        judged = sorted({d for m in qrels.values() for d in m})
        pages = sorted(judged + [p for p in pages if p not in judged][::10])
    missing = [p for p in pages if not (rbench.HTML_ROOT / p).exists()]
    if missing:
        sys.exit(f"corpus pages missing under {rbench.HTML_ROOT} (apt-get install python3.11-doc): {missing[:3]}")
    rbench.CACHE.mkdir(parents=True, exist_ok=True)
    emb = MiniLMEmbedder(threads=args.threads)
    kb_dir, build = rbench.build_kb(pages, emb)
    docs = KnowledgeBase.open(str(kb_dir), embedder=emb)
    t0 = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        notes = build_notes(Path(tmp), emb)
        examples: list[dict] = []
        for q in queries:
            relevant = set(qrels.get(q["_id"], {}))
            examples.append({"q": q["text"], "kb": "docs", "label": 1, "relevant": relevant, "hits": hit_features(docs, q["text"])})
            examples.append({"q": q["text"], "kb": "notes", "label": 0, "relevant": set(), "hits": hit_features(notes, q["text"])})
        for name, (_text, qs) in NOTES.items():
            for question in qs:
                examples.append({"q": question, "kb": "notes", "label": 1, "relevant": {name}, "hits": hit_features(notes, question)})
                examples.append({"q": question, "kb": "docs", "label": 0, "relevant": set(), "hits": hit_features(docs, question)})
        for text in GENERAL_NEGATIVES:
            for name, kb in (("docs", docs), ("notes", notes)):
                examples.append({"q": text, "kb": name, "label": 0, "relevant": set(), "hits": hit_features(kb, text)})
        work_docs = []
        for objective in WORK_OBJECTIVES:
            examples.append({"q": objective, "kb": "notes", "label": 0, "relevant": set(), "hits": hit_features(notes, objective)})
            work_docs.append({"q": objective, "kb": "docs", "label": 0, "relevant": set(), "hits": hit_features(docs, objective)})
    eprint(f"features of {len(examples) + len(work_docs)} (query, KB) pairs in {time.monotonic() - t0:.0f}s")

    x, y = training_set(examples)
    w = fit(x, y)
    threshold = choose(examples, w)
    final = fold_floor(w, threshold)
    p, r, tp, fp, fn = kb_level(examples, final, 0.5)
    hp, hr = hit_level(examples, final, 0.5)

    # 2-fold by query text: fit and choose on one half, measure on the other.
    held = {"tp": 0, "fp": 0, "fn": 0}
    texts = sorted({ex["q"] for ex in examples})
    for fold in (0, 1):
        train_q = {t for i, t in enumerate(texts) if i % 2 != fold}
        train = [ex for ex in examples if ex["q"] in train_q]
        test = [ex for ex in examples if ex["q"] not in train_q]
        wf = fit(*training_set(train))
        wf = fold_floor(wf, choose(train, wf))
        _, _, a, b, c = kb_level(test, wf, 0.5)
        held["tp"] += a
        held["fp"] += b
        held["fn"] += c
    hp_ = held["tp"] / max(1, held["tp"] + held["fp"])
    hr_ = held["tp"] / max(1, held["tp"] + held["fn"])

    cos_only = fit(x[:, :1], y)
    pos = [max((c for _, c, _ in ex["hits"][:KB_LEVEL_K]), default=0) for ex in examples if ex["label"]]
    neg = [max((c for _, c, _ in ex["hits"][:KB_LEVEL_K]), default=0) for ex in examples if not ex["label"]]
    work_fired = sum(any(score(final, c, v) >= 0.5 for _, c, v in ex["hits"][:KB_LEVEL_K]) for ex in work_docs)
    for ex in work_docs:
        best = max((score(final, c, v) for _, c, v in ex["hits"][:KB_LEVEL_K]), default=0)
        eprint(f"  work vs docs {best:.2f} {ex['q']}")
    margins = sorted(
        (max((score(final, c, v) for _, c, v in ex["hits"][:KB_LEVEL_K]), default=0), ex["label"]) for ex in examples
    )
    lowest_pos = min(m for m, lab in margins if lab)
    highest_neg = max(m for m, lab in margins if not lab)

    print(f"DOCS KB: {docs.count_documents()} pages, {docs.count_chunks()} chunks ({args.pages}); NOTES KB: {len(NOTES)} notes")
    print(f"examples: {sum(ex['label'] for ex in examples)} positive, {sum(1 - ex['label'] for ex in examples)} negative (query, KB) pairs; "
          f"{len(y)} labelled hits")
    print(f"best top-{KB_LEVEL_K} cosine: positives median {np.median(pos):.3f} (min {min(pos):.3f}); "
          f"negatives median {np.median(neg):.3f} (max {max(neg):.3f})")
    print(f"cosine-only logistic: w_cos {cos_only[0]:.3f} bias {cos_only[1]:.3f}")
    print(f"fitted: W_COS = {final[0]:.3f}  W_COV = {final[1]:.3f}  BIAS = {final[2]:.3f}  "
          f"(threshold {threshold:.3f} folded into the bias: FLOOR = 0.5)")
    print(f"KB-level 'this KB serves the query' (any top-{KB_LEVEL_K} hit >= floor): precision {p:.3f} recall {r:.3f} "
          f"(tp {tp}, fp {fp}, fn {fn})")
    print(f"  held out (2-fold by query): precision {hp_:.3f} recall {hr_:.3f}")
    print(f"hit-level (judged hits): precision {hp:.3f} recall {hr:.3f}")
    print(f"best relevance per pair: lowest positive {lowest_pos:.3f}, highest negative {highest_neg:.3f}")
    print(f"work objectives against the Python docs (not scored): {work_fired}/{len(work_docs)} consult the KB")
    for ex in examples:
        fired = any(score(final, c, v) >= 0.5 for _, c, v in ex["hits"][:KB_LEVEL_K])
        if fired != bool(ex["label"]):
            best = max((score(final, c, v) for _, c, v in ex["hits"][:KB_LEVEL_K]), default=0)
            eprint(f"  {'FP' if fired else 'FN'} {ex['kb']:5} {best:.2f} {ex['q']}")
    cur = np.array([rel.W_COS, rel.W_COV, rel.BIAS])
    cp, cr, *_ = kb_level(examples, cur, rel.FLOOR)
    print(f"weights in relevance.py now: W_COS {rel.W_COS} W_COV {rel.W_COV} BIAS {rel.BIAS}: precision {cp:.3f} recall {cr:.3f}")


if __name__ == "__main__":
    main()
