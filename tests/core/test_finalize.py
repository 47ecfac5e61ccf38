"""What the finalize prompt holds."""

from __future__ import annotations

from ncurator_cli.runtime.host import finalize_messages


def test_finalize_prompt_keeps_kb_passages_and_drops_the_workspace_overview_after_tasks() -> None:
    probe = {"evidence": [
        {"source": "workspace", "summary": "workspace overview (3 files listed)", "text": "alpha.txt\nbeta.txt"},
        {"source": "kb", "summary": "passage", "text": "[guide.md › Ports] The proxy listens on 3128."},
    ], "gaps": ["nothing about beta"]}
    results = [{"task_id": "t1", "kind": "terminal_exec", "code": "ok", "message": "beta.txt has 2 lines."}]
    before = finalize_messages(None, {"objective": "q?", "probe": probe})[1].content
    after = finalize_messages(None, {"objective": "q?", "probe": probe, "results": results})[1].content
    # Before any task ran, all the evidence is the basis of the answer.
    assert "alpha.txt" in before and "3128" in before and "nothing about beta" in before
    # After, the tasks' results are; knowledge-base passages stay for the citations.
    assert "alpha.txt" not in after and "nothing about beta" not in after
    assert "3128" in after and "beta.txt has 2 lines." in after


def test_a_retrieval_tasks_passages_the_evidence_quotes_are_said_once() -> None:
    """The probe's passages and the retrieval task's are mostly the same ones: each is prompt to
    process, so one the evidence quotes already is not repeated; a new one is."""
    probe = {"evidence": [{"source": "kb", "summary": "2 passages",
                           "text": "[guide.md › Ports] (doc guide.md) The proxy listens on 3128."}]}
    details = ("2 passages found\nPassages:\n[guide.md › Ports] The proxy listens on 3128.\n"
               "[guide.md › Limits] Each client may open 40 connections.")
    results = [{"task_id": "t1", "kind": "local_kb_retrieval", "code": "ok", "message": "2 passages found",
                "details": details}]
    text = finalize_messages(None, {"objective": "q?", "probe": probe, "results": results})[1].content
    assert text.count("3128") == 1 and "40 connections" in text
