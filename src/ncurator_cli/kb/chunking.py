"""Heading-aware chunking measured in the embedder's own word pieces.

Each section of a parsed document is cut into windows of at most ``max_tokens`` word pieces with
about ``overlap`` pieces shared between neighbours. A window never crosses a section (heading or
page) boundary, and inside a section it prefers to end where the text has a natural break: a blank
line (block), then a line end, then a sentence end, then any space; never inside a word.

Offsets (``start``/``end``) are character offsets into :attr:`ParsedDocument.text` (the sections
joined by blank lines), so a hit can be located in the document's plain text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from .parsers import ParsedDocument

__all__ = [
    "DEFAULT_MAX_TOKENS",
    "DEFAULT_OVERLAP",
    "Chunk",
    "chunk_document",
    "context_prefix",
    "fixed_chunks",
]

DEFAULT_MAX_TOKENS = 224
DEFAULT_OVERLAP = 40


class _Encoding(Protocol):
    offsets: list[tuple[int, int]]


class WordPieceTokenizer(Protocol):
    def encode(self, sequence: str, add_special_tokens: bool = ...) -> _Encoding: ...


@dataclass
class Chunk:
    text: str
    heading_path: list[str] = field(default_factory=list)
    page: int | None = None
    start: int = 0
    end: int = 0
    tokens: int = 0


def _break_score(text: str, prev_end: int, next_start: int) -> float:
    """How good a place the gap between two tokens is to end a chunk."""
    gap = text[prev_end:next_start]
    if not gap:
        return 0.0  # inside a word or between a word and its punctuation
    if "\n\n" in gap:
        return 4.0
    if "\n" in gap:
        return 3.0
    if prev_end > 0 and text[prev_end - 1] in ".!?;:":
        return 2.0
    return 1.0


def _windows(
    text: str, offsets: list[tuple[int, int]], max_tokens: int, overlap: int
) -> list[tuple[int, int]]:
    """Token index ranges [i, j) covering all tokens of one section."""
    n = len(offsets)
    if n <= max_tokens:
        return [(0, n)]
    min_len = max(1, max_tokens * 3 // 5)
    out: list[tuple[int, int]] = []
    i = 0
    while i < n:
        hard = i + max_tokens
        if hard >= n:
            out.append((i, n))
            break
        best_j, best = hard, -1.0
        for j in range(hard, i + min_len - 1, -1):
            s = _break_score(text, offsets[j - 1][1], offsets[j][0])
            # Prefer a strong break; among equals the longest chunk. A small bias keeps a blank
            # line from winning over a sentence end that is much further along.
            s -= (hard - j) / (max_tokens * 4)
            if s > best:
                best, best_j = s, j
        j = best_j
        out.append((i, j))
        # The next window starts ~overlap tokens back, on a word boundary close to that point.
        target = max(i + 1, j - overlap)
        nxt = target
        best = -1.0
        for k in range(max(i + 1, target - 10), min(j, target + 10) + 1):
            if k >= n:
                break
            s = _break_score(text, offsets[k - 1][1], offsets[k][0]) - abs(k - target) / 20
            if s > best:
                best, nxt = s, k
        i = nxt if nxt > i else i + 1
    return out


def chunk_document(
    doc: ParsedDocument,
    tokenizer: WordPieceTokenizer,
    *,
    max_tokens: int = DEFAULT_MAX_TOKENS,
    overlap: int = DEFAULT_OVERLAP,
) -> list[Chunk]:
    if overlap >= max_tokens // 2:
        raise ValueError("overlap must be less than half of max_tokens")
    chunks: list[Chunk] = []
    base = 0
    for section in doc.sections:
        text = section.text
        offsets = [o for o in tokenizer.encode(text, add_special_tokens=False).offsets if o[1] > o[0]]
        if offsets:
            for i, j in _windows(text, offsets, max_tokens, overlap):
                a, b = offsets[i][0], offsets[j - 1][1]
                piece = text[a:b]
                chunks.append(
                    Chunk(
                        text=piece,
                        heading_path=list(section.heading_path),
                        page=section.page,
                        start=base + a,
                        end=base + b,
                        tokens=j - i,
                    )
                )
        base += len(text) + 2  # the "\n\n" that ParsedDocument.text puts between sections
    return chunks


def context_prefix(title: str, heading_path: list[str]) -> str:
    """The title and headings of a chunk as one line ("Title > H2 > H3"), without repeats.

    Sphinx pages, Markdown and docx often repeat the title as the first heading; saying it twice
    would only shift the embedding and the BM25 term weights.
    """
    parts: list[str] = []
    for p in [title, *heading_path]:
        p = p.strip()
        if p and (not parts or p != parts[-1]) and p not in parts:
            parts.append(p)
    return " > ".join(parts)


def fixed_chunks(text: str, tokenizer: WordPieceTokenizer, size: int = 200) -> list[str]:
    """Naive fixed windows of ``size`` word pieces, no overlap and no structure (a bench baseline)."""
    offsets = [o for o in tokenizer.encode(text, add_special_tokens=False).offsets if o[1] > o[0]]
    return [
        text[offsets[i][0] : offsets[min(i + size, len(offsets)) - 1][1]]
        for i in range(0, len(offsets), size)
    ]
