"""How knowledge-base passages are quoted to a model: in their document's order, whole, bounded."""

from __future__ import annotations

from ncurator_cli.kb.passages import format_passages, reading_order, unseen_passages


def _hit(doc: str, n: int, heading: str, text: str) -> dict:
    return {"chunk_id": f"{doc}#{n}", "document_id": doc, "document_name": f"{doc}.md",
            "heading_path": ["Runbook", heading], "text": text}


def test_a_documents_passages_come_in_reading_order_documents_by_their_best_passage() -> None:
    """Retrieval ranked a runbook's rollback above its procedure; a model asked for the steps in
    order took the first list it saw (a probe trace)."""
    hits = [_hit("a", 5, "Rollback", "1. undo"), _hit("b", 0, "Intro", "other"), _hit("a", 2, "Procedure", "1. do"),
            _hit("a", 1, "Prerequisites", "- access")]
    assert [h["chunk_id"] for h in reading_order(hits)] == ["a#1", "a#2", "a#5", "b#0"]
    text = format_passages(hits, with_doc=True)
    assert text.splitlines()[0] == "[a.md › Runbook › Prerequisites] (doc a) - access"
    assert text.index("Procedure") < text.index("Rollback") < text.index("Intro")


def test_passages_are_kept_whole_and_past_the_budget_only_cited() -> None:
    steps = "\n".join(f"{i}. step number {i} of the procedure, with enough words to take room" for i in range(1, 13))
    assert 700 < len(steps) < 1200
    hits = [_hit("a", 0, "Procedure", steps), _hit("a", 1, "Rollback", "x" * 900), _hit("a", 2, "Contacts", "y" * 900)]
    text = format_passages(hits, budget=2000)
    assert steps in text and "characters omitted" not in text.split("[a.md › Runbook › Rollback]")[0]
    assert text.endswith("Also found, not quoted here (read them with the knowledge-base tools): [a.md › Runbook › Contacts]")


def test_a_kb_tasks_passages_already_quoted_are_not_repeated() -> None:
    details = "2 passages found\nPassages:\n[a.md › P] one\ntwo lines\n[a.md › Q] three"
    assert unseen_passages(details, "[a.md › P] (doc a) one") == "2 passages found\nPassages:\n[a.md › Q] three"
    assert unseen_passages(details, "[a.md › P] one\n[a.md › Q] three") == "2 passages found\n(its passages are the ones quoted above)"
    # Another passage under the same heading is not the one quoted: it stays.
    assert unseen_passages(details, "[a.md › P] x\n[a.md › Q] three") == "2 passages found\nPassages:\n[a.md › P] one\ntwo lines"
    assert unseen_passages("no passages", "[a.md › P]") == "no passages"
