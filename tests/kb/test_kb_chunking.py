"""Chunking: bounded in word pieces, overlapping, never across a heading, offsets exact."""

from __future__ import annotations

import random

import pytest

from ncurator_cli.kb.chunking import chunk_document, context_prefix, fixed_chunks
from ncurator_cli.kb.embedder import load_minilm_tokenizer
from ncurator_cli.kb.parsers import ParsedDocument, Section


@pytest.fixture(scope="module")
def tok():
    return load_minilm_tokenizer()


def _prose(n_sentences: int, seed: int) -> str:
    rng = random.Random(seed)
    words = "river mountain quickly library function parameter asynchronous eruption basalt lantern".split()
    paras = []
    for _ in range(n_sentences // 6 + 1):
        sents = [
            " ".join(rng.choice(words) for _ in range(rng.randint(6, 18))).capitalize() + "."
            for _ in range(6)
        ]
        paras.append(" ".join(sents))
    return "\n\n".join(paras)


def _n(tok, text: str) -> int:
    return len(tok.encode(text, add_special_tokens=False).ids)


def test_long_section_is_split_within_bounds_with_overlap(tok) -> None:
    text = _prose(120, 1)
    doc = ParsedDocument("T", "txt", [Section(["H"], text)])
    chunks = chunk_document(doc, tok, max_tokens=200, overlap=40)
    assert len(chunks) >= 4
    for c in chunks:
        assert c.tokens <= 200
        assert _n(tok, c.text) <= 200
        assert c.heading_path == ["H"]
        assert doc.text[c.start : c.end] == c.text
        # Ends on a word boundary: never in the middle of a word.
        assert c.end == len(doc.text) or not doc.text[c.end].isalnum() or not doc.text[c.end - 1].isalnum()
    for a, b in zip(chunks, chunks[1:], strict=False):
        assert b.start < a.end, "neighbours overlap"
        overlap_tokens = _n(tok, doc.text[b.start : a.end])
        assert 20 <= overlap_tokens <= 60
        assert b.start > a.start
    assert chunks[0].start == 0 and chunks[-1].end == len(text)
    # Most chunks use most of the budget (no degenerate tiny windows).
    assert sum(c.tokens for c in chunks[:-1]) / (len(chunks) - 1) > 120


def test_chunks_prefer_paragraph_breaks(tok) -> None:
    para = "Alpha beta gamma delta epsilon. " * 12  # ~60 word pieces per paragraph
    text = "\n\n".join(para.strip() for _ in range(8))
    doc = ParsedDocument("T", "txt", [Section([], text)])
    chunks = chunk_document(doc, tok, max_tokens=200, overlap=40)
    for c in chunks[:-1]:
        assert text[c.end : c.end + 2] == "\n\n", "a chunk ends at a paragraph break when one is in reach"


def test_never_across_headings_and_pages_kept(tok) -> None:
    doc = ParsedDocument(
        "Doc",
        "pdf",
        [
            Section(["A"], "short text under A", page=1),
            Section(["A", "B"], "short text under B", page=1),
            Section(["C"], _prose(60, 2), page=2),
        ],
    )
    chunks = chunk_document(doc, tok, max_tokens=120, overlap=20)
    assert [c.heading_path for c in chunks[:2]] == [["A"], ["A", "B"]]
    assert chunks[0].text == "short text under A" and chunks[1].text == "short text under B"
    assert all(c.heading_path == ["C"] and c.page == 2 for c in chunks[2:])
    assert len(chunks) > 3
    for c in chunks:
        assert doc.text[c.start : c.end] == c.text


def test_overlap_must_leave_progress(tok) -> None:
    doc = ParsedDocument("T", "txt", [Section([], "x")])
    with pytest.raises(ValueError):
        chunk_document(doc, tok, max_tokens=50, overlap=30)


def test_unbreakable_text_still_bounded(tok) -> None:
    text = "a" * 5000 + " " + "b" * 3000  # no spaces to break at for a long way
    doc = ParsedDocument("T", "txt", [Section([], text)])
    chunks = chunk_document(doc, tok, max_tokens=100, overlap=20)
    assert all(c.tokens <= 100 for c in chunks)
    assert chunks[-1].end == len(text)


def test_context_prefix_dedupes_title() -> None:
    assert context_prefix("pathlib", ["pathlib", "Basic use"]) == "pathlib > Basic use"
    assert context_prefix("Guide", []) == "Guide"
    assert context_prefix("", ["A", "B"]) == "A > B"


def test_fixed_chunks(tok) -> None:
    text = _prose(60, 3)
    pieces = fixed_chunks(text, tok, 50)
    assert all(_n(tok, p) <= 52 for p in pieces)
    assert len(pieces) >= 5
