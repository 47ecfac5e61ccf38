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


def test_a_document_another_says_it_replaces_is_left_out_of_what_is_in_force() -> None:
    """"This policy replaces the 2019 pets policy (version 2)": the 2019 document's passages go,
    though it says nothing of itself; not when the question asks about the old one, not a document
    of another year, and not the replacing document itself (its own id names no 2019)."""
    from ncurator_cli.kb.passages import in_force, replaced_documents

    new = {"document_id": "pets_2024.md", "text": "Cats: up to two per home.",
           "status": "In force from 1 May 2024. This policy replaces the 2019 pets policy (version 2) in full."}
    old = {"document_id": "pets_2019.md", "text": "Version 2 (2019). Flats: one cat per home."}
    other = {"document_id": "minutes_2021.md", "text": "Agreed in 2021: the bins move."}
    assert replaced_documents([new, old, other]) == {"pets_2019.md"}
    assert in_force([new, old, other], "Can we keep two cats?") == [new, other]
    assert in_force([new, old, other], "What did the old policy allow?") == [new, old, other]
    assert replaced_documents([{**new, "status": "In force from 1 May 2024."}, old]) == set()
    # Named by its version alone.
    v2 = {"document_id": "pets.md", "text": "Pets policy, version 2. One cat per flat."}
    assert replaced_documents([{**new, "status": "Replaces version 2."}, v2]) == {"pets.md"}
