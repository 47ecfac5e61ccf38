"""Calibrated relevance: how well one KB hit answers one query, comparable across queries and KBs.

The ranking scores of ``retrieval.py`` are relative: hybrid scores are min-max normalised over the
candidates, so the best hit of any query, even a nonsense one, scores high. Relevance instead
looks at the hit alone, with two absolute signals:

* ``cos``: cosine similarity of the query's and the chunk's MiniLM embeddings;
* ``cov``: the share of the query's content words (lower-cased, stop words dropped, a light suffix
  stem) that occur in the chunk's indexed text (title, headings, text), counted over at least
  three words so that a one- or two-word query cannot reach full coverage by one lucky word.

``relevance = sigmoid(W_COS * cos + W_COV * cov + BIAS)`` — a logistic model fitted by
``bench/kb_relevance.py`` on real embeddings: the Python 3.11 docs with the 50 dev queries of
``/work/shared/eval/retrieval-dev`` and a set of short notes with their own questions as
positives; questions of the other corpus and unrelated work objectives as negatives. A hit
*matches* when its relevance is at least ``FLOOR``. The weights belong to the ``minilm`` embedder;
another embedder's cosines live on another scale (re-run the bench for it).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable

import numpy as np

from ..words import STOPWORDS

# Fitted by bench/kb_relevance.py (see its output in docs/kb.md).
W_COS = 9.937
W_COV = 5.595
BIAS = -5.575
FLOOR = 0.5

_WORD = re.compile(r"[^\W_]+", re.UNICODE)


def _stem(word: str) -> str:
    for suffix in ("ing", "ies", "es", "ed", "ly", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return word


def terms(text: str) -> list[str]:
    """Content words of ``text``: lower-cased, stop words and single letters dropped, stemmed."""
    out: list[str] = []
    for w in _WORD.findall(text.lower()):
        if (len(w) > 1 or w.isdigit()) and w not in STOPWORDS:
            out.append(_stem(w))
    return out


MIN_TERMS = 3


def coverage(query_terms: Iterable[str], text: str) -> float:
    """Share of the distinct query terms that occur in ``text``, counted over at least
    ``MIN_TERMS`` terms: a one-word query ("hello") found in a chunk is weak evidence, not full."""
    wanted = set(query_terms)
    if not wanted:
        return 0.0
    have = set(terms(text))
    return len(wanted & have) / max(len(wanted), MIN_TERMS)


def cosine(query_vector: np.ndarray | None, vector: object) -> float:
    if query_vector is None or vector is None:
        return 0.0
    v = np.asarray(vector, dtype=np.float32)
    q = np.asarray(query_vector, dtype=np.float32)
    nv, nq = float(np.linalg.norm(v)), float(np.linalg.norm(q))
    if nv == 0.0 or nq == 0.0:
        return 0.0
    return float(np.dot(v, q) / (nv * nq))


def relevance(cos: float, cov: float) -> float:
    z = W_COS * cos + W_COV * cov + BIAS
    return 1.0 / (1.0 + math.exp(-z)) if z > -60 else 0.0


def is_match(value: float | None) -> bool:
    return value is not None and value >= FLOOR
