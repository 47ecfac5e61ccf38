"""Edits that only annotate text the task did not ask to annotate are left out (capabilities/docx.py)."""

from __future__ import annotations

from ncurator_cli.capabilities.docx import unasked_additions


def rep(find: str, replace: str) -> dict:
    return {"type": "replace_text", "find": find, "replace": replace}


def test_a_label_annotated_beside_the_real_fix_is_left_out() -> None:
    edits = [rep("Subtotal", "Subtotal (Revised)"), {"type": "set_cell_text", "row": 5, "col": 3, "text": "1,204.10"}]
    kept, dropped = unasked_additions(edits, "The subtotal in the parts table is wrong; fix the amount cell.")
    assert kept == [edits[1]]
    assert len(dropped) == 1 and "edit 0" in dropped[0] and "(Revised)" in dropped[0]


def test_a_sentence_appended_and_also_inserted_as_a_paragraph_is_left_out() -> None:
    edits = [rep("Fees are due in May.", "Fees are due in May. Reviewed by finance."),
             {"type": "insert_paragraph", "anchor_id": "body/p1#aa", "text": "Reviewed by finance."}]
    kept, dropped = unasked_additions(edits, "Add a paragraph 'Reviewed by finance.' after the first heading.")
    assert kept == [edits[1]] and "inserts as a paragraph" in dropped[0]


def test_a_paragraph_overwritten_with_the_text_also_inserted_is_left_out() -> None:
    edits = [rep("Fees are due in May.", "Reviewed by finance."),
             {"type": "insert_paragraph", "anchor_id": "body/p1#aa", "text": "Reviewed by finance."}]
    kept, dropped = unasked_additions(edits, "Add a paragraph 'Reviewed by finance.' after the first heading.")
    assert kept == [edits[1]] and "inserts as a new paragraph" in dropped[0]


def test_edits_the_task_asks_for_stay() -> None:
    objective = "Append ' (draft)' to the title and set the year to 2031."
    edits = [
        rep("Annual plan", "Annual plan (draft)"),  # the added word is in the objective
        rep("Year: 2030", "Year: 2030 → 2031"),  # it adds a number (a value the task computed)
        rep("2030", "2031"),  # a real replacement, not an addition
        rep("____", "3"),  # fills a blank
        rep("Summary", "Summary"),  # no addition at all (the NO_CHANGE check deals with it)
        {"type": "insert_paragraph", "anchor_id": "body/p0#aa", "text": "Prepared by the team."},
    ]
    kept, dropped = unasked_additions(edits, objective)
    assert kept == edits and dropped == []
    # A prefix counts as an addition too.
    kept, dropped = unasked_additions([rep("Budget", "Approved Budget")], "Fix the budget figure.")
    assert kept == [] and "'Approved'" in dropped[0]
