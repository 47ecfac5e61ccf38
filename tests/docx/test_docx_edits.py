"""apply_edits + save, table-driven over every operation in both modes, on real files.

For every case the saved output is re-opened and checked three ways:
* direct mode: the visible text is the expected text;
* tracked mode: accepting our revisions gives the expected text, rejecting them gives the original;
* in both: python-docx opens it, and body blocks no edit targeted are byte-identical to the source.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from docx_testlib import (
    body_units,
    load_generator,
    part_bytes,
    part_xml,
    reopen_with_python_docx,
    revision_ids,
    texts,
)
from lxml import etree

from ncurator_cli.docx import DocxDocument, DocxError, inspect
from ncurator_cli.docx.ooxml import W_NS

W = f"{{{W_NS}}}"
AUTHOR = "Reviewer Bot"
DATE = "2025-05-05T12:00:00Z"


def bid(report: dict[str, Any], starts: str, story: str | None = None) -> str:
    hits = [b["id"] for b in report["blocks"] if b.get("text", "").startswith(starts)
            and (story is None or b["story"] == story) and b["kind"] != "table"]
    assert len(hits) == 1, (starts, hits)
    return hits[0]


def table_id(report: dict[str, Any]) -> str:
    return report["tables"][0]["id"]


Texts = list[str]


def sub(old: str, new: str, count: int = -1) -> Callable[[Texts], Texts]:
    def apply(t: Texts) -> Texts:
        out, left = [], count
        for s in t:
            if left != 0 and old in s:
                n = s.count(old) if left < 0 else min(left, s.count(old))
                s = s.replace(old, new, n)
                left -= n if left > 0 else 0
            out.append(s)
        return out
    return apply


def sub_nth(old: str, new: str, nth: int) -> Callable[[Texts], Texts]:
    def apply(t: Texts) -> Texts:
        seen = 0
        out = []
        for s in t:
            start = 0
            while (i := s.find(old, start)) != -1:
                seen += 1
                if seen == nth:
                    s = s[:i] + new + s[i + len(old):]
                    break
                start = i + len(old)
            out.append(s)
        return out
    return apply


def insert_after(anchor: str, new: str, before: bool = False) -> Callable[[Texts], Texts]:
    def apply(t: Texts) -> Texts:
        i = next(k for k, s in enumerate(t) if s.startswith(anchor))
        return t[: i + (0 if before else 1)] + [new] + t[i + (0 if before else 1):]
    return apply


def drop(*starts: str) -> Callable[[Texts], Texts]:
    return lambda t: [s for s in t if not any(s.startswith(x) for x in starts)]


def same(t: Texts) -> Texts:
    return list(t)


CELLS = ["Region", "Q1", "Q2", "North", "10", "12", "South", "7", "9"]


@dataclass
class Case:
    name: str
    edits: Callable[[dict[str, Any]], list[dict[str, Any]]]
    expect: Callable[[Texts], Texts]
    changed_units: int  # body units of the source that the edit may change (direct mode)
    story: str = "body"


CASES = [
    Case("replace_in_one_run", lambda r: [{"type": "replace_text", "find": "north region",
                                           "replace": "south-east region"}],
         sub("north region", "south-east region"), 1),
    Case("replace_across_runs_mid_word", lambda r: [{"type": "replace_text", "find": "quick brown",
                                                     "replace": "slow red"}],
         sub("quick brown", "slow red"), 1),
    Case("replace_all", lambda r: [{"type": "replace_text", "find": "Lorem ipsum", "replace": "Dolor",
                                    "all": True}], sub("Lorem ipsum", "Dolor"), 1),
    Case("replace_occurrence_2", lambda r: [{"type": "replace_text", "find": "Lorem ipsum", "replace": "X",
                                             "occurrence": 2}], sub_nth("Lorem ipsum", "X", 2), 1),
    Case("replace_expected_count", lambda r: [{"type": "replace_text", "find": "Lorem", "replace": "L",
                                               "expected_count": 2}], sub("Lorem", "L"), 1),
    Case("replace_with_tab_and_newline", lambda r: [{"type": "replace_text", "find": "lazy dog",
                                                     "replace": "lazy\tcat\nnext"}],
         sub("lazy dog", "lazy\tcat\nnext"), 1),
    Case("replace_in_table_cell", lambda r: [{"type": "replace_text", "find": "South", "replace": "West"}],
         sub("South", "West"), 1),
    Case("replace_in_header", lambda r: [{"type": "replace_text", "find": "Confidential",
                                          "replace": "Internal"}], sub("Confidential", "Internal"), 0,
         "header1"),
    Case("replace_in_footnote", lambda r: [{"type": "replace_text", "find": "about revenue",
                                            "replace": "about income"}], sub("about revenue", "about income"),
         0, "footnotes"),
    Case("replace_into_hyperlink", lambda r: [{"type": "replace_text", "find": "the project site",
                                               "replace": "our website"}],
         sub("the project site", "our website"), 1),
    Case("replace_field_result", lambda r: [{"type": "replace_text", "find": "2024-01-01",
                                             "replace": "2025-02-02"}], sub("2024-01-01", "2025-02-02"), 1),
    Case("replace_in_content_control", lambda r: [{"type": "replace_text", "find": "Vandelay Corp",
                                                   "replace": "Initech"}], sub("Vandelay Corp", "Initech"), 1),
    Case("replace_scoped_to_block", lambda r: [{"type": "replace_text", "find": "e", "replace": "E", "all": True,
                                                "block_id": bid(r, "The end")}],
         lambda t: [s.replace("e", "E") if s == "The end." else s for s in t], 1),
    Case("replace_with_empty", lambda r: [{"type": "replace_text", "find": "Lorem ipsum appears here. ",
                                           "replace": ""}], sub("Lorem ipsum appears here. ", ""), 1),
    Case("insert_after", lambda r: [{"type": "insert_paragraph", "anchor_id": bid(r, "Revenue grew"),
                                     "text": "Costs fell."}], insert_after("Revenue grew", "Costs fell."), 0),
    Case("insert_before_with_style", lambda r: [{"type": "insert_paragraph", "anchor_id": bid(r, "Details"),
                                                 "position": "before", "text": "Summary",
                                                 "style": "Heading 2"}],
         insert_after("Details", "Summary", before=True), 0),
    Case("insert_in_cell", lambda r: [{"type": "insert_paragraph", "anchor_id": bid(r, "North"),
                                       "text": "(estimated)"}], insert_after("North", "(estimated)"), 1),
    Case("append", lambda r: [{"type": "append_paragraph", "text": "Appendix A"}],
         lambda t: t + ["Appendix A"], 0),
    Case("delete_paragraph", lambda r: [{"type": "delete_block", "block_id": bid(r, "Revenue grew")}],
         drop("Revenue grew"), 1),
    Case("delete_table", lambda r: [{"type": "delete_block", "block_id": table_id(r)}],
         lambda t: [s for s in t if s not in CELLS], 1),
    Case("set_cell_by_table_row_col", lambda r: [{"type": "set_cell_text", "table": 0, "row": 1, "col": 1,
                                                  "text": "11"}],
         lambda t: [("11" if s == "10" else s) for s in t], 1),
    Case("set_cell_by_block_id", lambda r: [{"type": "set_cell_text", "block_id": bid(r, "South"),
                                             "text": "West\nand East"}],
         lambda t: [("West\nand East" if s == "South" else s) for s in t], 1),
    Case("comment_on_found_text", lambda r: [{"type": "add_comment", "block_id": bid(r, "Total revenue"),
                                              "find": "revenue", "text": "Source?"}], same, 1),
    Case("comment_on_paragraph", lambda r: [{"type": "add_comment", "block_id": bid(r, "The end"),
                                             "text": "Nice ending."}], same, 1),
    Case("batch_uses_ids_from_before_the_batch",
         lambda r: [{"type": "replace_text", "find": "north region", "replace": "whole country"},
                    {"type": "insert_paragraph", "anchor_id": bid(r, "Revenue grew"), "text": "Next."},
                    {"type": "delete_block", "block_id": bid(r, "The end")}],
         lambda t: drop("The end")(insert_after("Revenue grew", "Next.")(sub("north region", "whole country")(t))),
         2),
]


def _apply(src: Path, out: Path, case: Case, mode: str) -> dict[str, Any]:
    doc = DocxDocument.open(src)
    edits = case.edits(doc.inspect(limit=1000))
    result = doc.apply_edits(edits, mode=mode, author=AUTHOR, date=DATE)
    assert doc.dirty
    saved = doc.save(out)
    assert saved["path"] == str(out) and saved["size"] == out.stat().st_size
    assert not doc.dirty
    return result


def _changed_source_units(src: Path, out: Path) -> int:
    a, b = body_units(src), body_units(out)
    matched = sum(block.size for block in difflib.SequenceMatcher(None, a, b, autojunk=False).get_matching_blocks())
    return len(a) - matched


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_direct(case: Case, rich: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.docx"
    result = _apply(rich, out, case, "direct")
    assert result["applied"] == len(result["results"]) and not result["dry_run"]
    assert texts(out, case.story) == case.expect(texts(rich, case.story))
    reopen_with_python_docx(out)
    assert _changed_source_units(rich, out) == case.changed_units
    assert not revision_ids(out, AUTHOR), "direct mode must not write revisions"


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_tracked(case: Case, rich: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.docx"
    _apply(rich, out, case, "tracked")
    ours = revision_ids(out, AUTHOR)
    original = texts(rich, case.story)
    if case.expect is not same:
        assert ours, "tracked mode must record the change as revisions"
    assert texts(out, case.story, accept_ids=ours) == case.expect(original)
    assert texts(out, case.story, reject_ids=ours) == original
    reopen_with_python_docx(out)
    assert _changed_source_units(rich, out) <= max(case.changed_units, 1 if case.story == "body" else 0)
    for el in part_xml(out).iter(W + "ins", W + "del"):
        if el.get(W + "author") == AUTHOR:
            assert el.get(W + "date") == DATE
    # Alice's revisions are untouched.
    alice = [etree.tostring(e) for e in part_xml(rich).iter(W + "ins", W + "del") if e.get(W + "author") == "Alice"]
    assert alice == [etree.tostring(e) for e in part_xml(out).iter(W + "ins", W + "del")
                     if e.get(W + "author") == "Alice"]


def _run_of(root: etree._Element, text: str) -> etree._Element:
    for t in root.iter(W + "t"):
        if t.text == text:
            return t.getparent()
    raise AssertionError(f"no w:t {text!r}")


def test_cross_run_replace_keeps_first_run_formatting_direct(rich: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.docx"
    _apply(rich, out, CASES[1], "direct")
    root = part_xml(out)
    run = _run_of(root, "The slow red")
    assert run.find(f"{W}rPr/{W}b") is not None
    assert run.find(f"{W}rPr/{W}i") is None
    tail = _run_of(root, " fox")  # the rest of the italic red run keeps its own formatting
    assert tail.find(f"{W}rPr/{W}i") is not None and tail.find(f"{W}rPr/{W}color").get(W + "val") == "C00000"


def test_cross_run_replace_keeps_first_run_formatting_tracked(rich: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.docx"
    _apply(rich, out, CASES[1], "tracked")
    root = part_xml(out)
    ins_run = _run_of(root, "slow red")
    assert ins_run.getparent().tag == W + "ins"
    assert ins_run.find(f"{W}rPr/{W}b") is not None
    deleted = [(t.text, t.getparent().find(f"{W}rPr/{W}b") is not None) for t in root.iter(W + "delText")
               if t.text in ("quick br", "own")]
    assert deleted == [("quick br", True), ("own", False)]


@pytest.mark.parametrize("mode", ["direct", "tracked"])
def test_newline_and_tab_become_br_and_tab(rich: Path, tmp_path: Path, mode: str) -> None:
    out = tmp_path / "out.docx"
    _apply(rich, out, CASES[5], mode)
    root = part_xml(out)
    for t in root.iter(W + "t"):
        assert "\n" not in (t.text or "") and "\t" not in (t.text or "")
    run = _run_of(root, "cat").getparent() if mode == "direct" else _run_of(root, "cat")
    xml = etree.tostring(run).decode()
    assert "<w:tab/>" in xml and "<w:br/>" in xml


def test_insert_defaults_to_normal_style_after_a_heading(rich: Path, tmp_path: Path) -> None:
    doc = DocxDocument.open(rich)
    report = doc.inspect()
    doc.apply_edits([{"type": "insert_paragraph", "anchor_id": bid(report, "Introduction"), "text": "Plain."}])
    new = next(b for b in doc.inspect()["blocks"] if b.get("text") == "Plain.")
    assert new["style"] == "Normal" and "level" not in new


def test_insert_after_body_text_copies_its_paragraph_look(tmp_path: Path) -> None:
    import docx
    from docx.enum.text import WD_ALIGN_PARAGRAPH

    src = tmp_path / "body.docx"
    d = docx.Document()
    p = d.add_paragraph("Justified body text.", style="Body Text")
    p.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
    d.save(str(src))
    doc = DocxDocument.open(src)
    doc.apply_edits([{"type": "insert_paragraph", "anchor_id": bid(doc.inspect(), "Justified"), "text": "More."}])
    doc.save(tmp_path / "out.docx")
    out = reopen_with_python_docx(tmp_path / "out.docx")
    new = next(p for p in out.paragraphs if p.text == "More.")
    assert new.style.name == "Body Text" and new.alignment == WD_ALIGN_PARAGRAPH.JUSTIFY


def test_unknown_style_lists_available_styles(rich: Path) -> None:
    doc = DocxDocument.open(rich)
    with pytest.raises(DocxError) as info:
        doc.apply_edits([{"type": "append_paragraph", "text": "x", "style": "Fancy Heading"}])
    assert info.value.code == "INVALID_EDIT"
    assert "Heading 1" in info.value.details["available"]
    assert not doc.dirty


# ---------------------------------------------------------------------------------------------------
# Atomicity, stale ids, counts, dry runs


def _assert_nothing_applied(doc: DocxDocument, src: Path, tmp_path: Path) -> None:
    assert not doc.dirty
    out = tmp_path / "unchanged.docx"
    doc.save(out)
    assert part_bytes(out) == part_bytes(src)


def test_stale_id_fails_the_whole_batch(rich: Path, tmp_path: Path) -> None:
    doc = DocxDocument.open(rich)
    report = doc.inspect()
    stale = bid(report, "Revenue grew").split("#")[0] + "#0000"
    with pytest.raises(DocxError) as info:
        doc.apply_edits([
            {"type": "replace_text", "find": "The end.", "replace": "Fin."},
            {"type": "delete_block", "block_id": stale},
        ])
    err = info.value
    assert err.code == "STALE_REF"
    assert err.details["block_id"] == stale
    assert err.details["current_id"] == bid(report, "Revenue grew")
    assert err.details["current_preview"].startswith("Revenue grew")
    assert err.details["edit_index"] == 1
    _assert_nothing_applied(doc, rich, tmp_path)


def test_id_goes_stale_after_an_applied_batch(rich: Path) -> None:
    doc = DocxDocument.open(rich)
    old = bid(doc.inspect(), "Revenue grew")
    doc.apply_edits([{"type": "replace_text", "find": "north", "replace": "south"}])
    with pytest.raises(DocxError) as info:
        doc.apply_edits([{"type": "delete_block", "block_id": old}])
    assert info.value.code == "STALE_REF"
    assert "south" in info.value.details["current_preview"]


@pytest.mark.parametrize(
    ("edit", "code"),
    [
        ({"type": "delete_block", "block_id": "body/p999#abcd"}, "UNKNOWN_BLOCK"),
        ({"type": "delete_block", "block_id": "nowhere/p0#abcd"}, "UNKNOWN_BLOCK"),
        ({"type": "delete_block", "block_id": "body/p3"}, "INVALID_EDIT"),
        ({"type": "delete_block", "block_id": "p3 please"}, "UNKNOWN_BLOCK"),
        ({"type": "replace_text", "find": "Lorem ipsum", "replace": "x", "expected_count": 3}, "EXPECTED_COUNT"),
        ({"type": "replace_text", "find": "Lorem ipsum", "replace": "x"}, "AMBIGUOUS_MATCH"),
        ({"type": "replace_text", "find": "no such text", "replace": "x"}, "NOT_FOUND"),
        ({"type": "replace_text", "find": "Lorem ipsum", "replace": "x", "occurrence": 3}, "NOT_FOUND"),
        ({"type": "replace_text", "find": "a", "replace": "b", "occurrence": 1, "all": True}, "INVALID_EDIT"),
        ({"type": "replace_text", "find": "", "replace": "b"}, "INVALID_EDIT"),
        ({"type": "replace_text", "find": "end", "replace": "bad\x01char"}, "INVALID_EDIT"),
        ({"type": "replace_text", "find": "end", "replace": "x", "colour": "red"}, "INVALID_EDIT"),
        ({"type": "rewrite_everything"}, "INVALID_EDIT"),
        ({"type": "set_cell_text", "table": 0, "row": 9, "col": 0, "text": "x"}, "UNKNOWN_BLOCK"),
        ({"type": "set_cell_text", "table": 0, "text": "x"}, "INVALID_EDIT"),
        ({"type": "add_comment", "block_id": "header1/p0#f2e8", "text": "x"}, "INVALID_EDIT"),
    ],
)
def test_bad_edits_fail_the_batch_and_apply_nothing(rich: Path, tmp_path: Path, edit: dict, code: str) -> None:
    doc = DocxDocument.open(rich)
    with pytest.raises(DocxError) as info:
        doc.apply_edits([{"type": "replace_text", "find": "The end.", "replace": "Fin."}, edit])
    assert info.value.code == code, info.value.to_dict()
    _assert_nothing_applied(doc, rich, tmp_path)


def test_expected_count_mismatch_reports_matches(rich: Path) -> None:
    doc = DocxDocument.open(rich)
    with pytest.raises(DocxError) as info:
        doc.apply_edits([{"type": "replace_text", "find": "Lorem ipsum", "replace": "x", "expected_count": 1}])
    assert info.value.details["found"] == 2 and info.value.details["expected"] == 1
    assert len(info.value.details["matches"]) == 2


@pytest.mark.parametrize("mode", ["direct", "tracked"])
def test_dry_run_touches_nothing(rich: Path, tmp_path: Path, mode: str) -> None:
    doc = DocxDocument.open(rich)
    before = doc.inspect()
    result = doc.apply_edits(
        [{"type": "replace_text", "find": "Lorem ipsum", "replace": "Dolor", "all": True},
         {"type": "delete_block", "block_id": bid(before, "Revenue grew")}],
        mode=mode, dry_run=True)
    assert result["dry_run"] is True
    assert result["results"][0]["count"] == 2
    assert "[-Lorem-]{+Dolor+}" in result["redline"] or "[-Lorem ipsum-]{+Dolor+}" in result["redline"]
    assert "[-Revenue grew by 10 percent in the north region.-]" in result["redline"]
    assert doc.inspect() == before
    _assert_nothing_applied(doc, rich, tmp_path)


def test_redline_format() -> None:
    from ncurator_cli.docx.edits import redline_text

    assert redline_text("the old text", "the new text") == "the [-old-]{+new+} text"
    assert redline_text("same", "same") == "same"


# ---------------------------------------------------------------------------------------------------
# Other authors' revisions, comments, ids


@pytest.mark.parametrize("mode", ["direct", "tracked"])
def test_text_inside_another_authors_insertion_is_not_rewritten(rich: Path, mode: str) -> None:
    doc = DocxDocument.open(rich)
    with pytest.raises(DocxError) as info:
        doc.apply_edits([{"type": "replace_text", "find": "inserted by", "replace": "added by"}], mode=mode)
    assert info.value.code == "INVALID_EDIT"
    assert "Alice" in info.value.message
    assert not doc.dirty


@pytest.mark.parametrize("mode", ["direct", "tracked"])
def test_replace_all_skips_matches_in_foreign_revisions_with_a_reason(rich: Path, tmp_path: Path, mode: str) -> None:
    doc = DocxDocument.open(rich)
    result = doc.apply_edits([{"type": "replace_text", "find": " by ", "replace": " per ", "all": True}], mode=mode)
    (res,) = result["results"]
    assert (res["count"], res["found"]) == (2, 3)  # "grew by", "approved by"; not "inserted by Alice"
    (skip,) = res["skipped"]
    assert skip["block_id"].startswith("body/p8#") and "Alice" in skip["reason"]
    doc.save(tmp_path / "out.docx")


@pytest.mark.parametrize("mode", ["direct", "tracked"])
def test_deleting_a_block_with_foreign_revisions_is_refused(rich: Path, mode: str) -> None:
    doc = DocxDocument.open(rich)
    with pytest.raises(DocxError) as info:
        doc.apply_edits([{"type": "delete_block", "block_id": bid(doc.inspect(), "Terms:")}], mode=mode)
    assert info.value.code == "INVALID_EDIT" and info.value.details["authors"] == ["Alice"]


def test_only_paragraph_of_a_cell_cannot_be_deleted(rich: Path) -> None:
    doc = DocxDocument.open(rich)
    with pytest.raises(DocxError) as info:
        doc.apply_edits([{"type": "delete_block", "block_id": bid(doc.inspect(), "North")}])
    assert info.value.code == "INVALID_EDIT" and "set_cell_text" in info.value.message


@pytest.mark.parametrize("mode", ["direct", "tracked"])
def test_comment_creates_the_comments_part_when_missing(simple: Path, tmp_path: Path, mode: str) -> None:
    assert "word/comments.xml" not in part_bytes(simple)
    doc = DocxDocument.open(simple)
    result = doc.apply_edits([{"type": "add_comment", "block_id": bid(doc.inspect(), "Beta"), "find": "Beta",
                               "text": "Why beta?"}], mode=mode, author="Carol Danvers")
    out = tmp_path / "out.docx"
    doc.save(out)
    parts = part_bytes(out)
    assert "word/comments.xml" in parts
    assert b"comments.xml" in parts["word/_rels/document.xml.rels"]
    assert b'PartName="/word/comments.xml"' in parts["[Content_Types].xml"]
    comments = list(reopen_with_python_docx(out).comments)
    assert [(c.author, c.initials, c.text) for c in comments] == [("Carol Danvers", "CD", "Why beta?")]
    root = part_xml(out)
    cid = result["results"][0]["comment_id"]
    p = next(p for p in root.iter(W + "p") if "Beta" in "".join(p.itertext()))
    tags = [etree.QName(c).localname for c in p]
    assert tags.index("commentRangeStart") < tags.index("r") < tags.index("commentRangeEnd")
    assert [e.get(W + "id") for e in p.iter(W + "commentReference")] == [cid]
    report = inspect(out)
    assert report["comments"][0]["anchor_block"] == bid(report, "Beta")


def test_comment_ids_are_unique_across_revisions_comments_and_bookmarks(rich: Path, tmp_path: Path) -> None:
    doc = DocxDocument.open(rich)
    r = doc.inspect()
    doc.apply_edits([
        {"type": "add_comment", "block_id": bid(r, "The end"), "text": "one"},
        {"type": "replace_text", "find": "north", "replace": "south"},
        {"type": "add_comment", "block_id": bid(r, "Total revenue"), "find": "17", "text": "two"},
    ], mode="tracked")
    out = tmp_path / "out.docx"
    doc.save(out)
    ids: list[str] = []
    for name in ("word/document.xml", "word/comments.xml"):
        root = part_xml(out, name)
        ids += [e.get(W + "id") for e in root.iter(W + "ins", W + "del", W + "bookmarkStart", W + "comment")]
    assert len(ids) == len(set(ids))
    assert len(list(reopen_with_python_docx(out).comments)) == 3


def test_deleting_a_commented_paragraph_removes_its_comment(rich: Path, tmp_path: Path) -> None:
    doc = DocxDocument.open(rich)
    doc.apply_edits([{"type": "delete_block", "block_id": bid(doc.inspect(), "Budget approved")}])
    out = tmp_path / "out.docx"
    doc.save(out)
    assert list(reopen_with_python_docx(out).comments) == []
    root = part_xml(out)
    assert not list(root.iter(W + "commentRangeStart", W + "commentRangeEnd", W + "commentReference"))


def test_tracked_ids_are_new(rich: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.docx"
    _apply(rich, out, CASES[0], "tracked")
    ours = revision_ids(out, AUTHOR)
    assert ours and min(int(i) for i in ours) > 902  # above every id the source used


# ---------------------------------------------------------------------------------------------------
# Saving and validation


def test_save_refuses_to_overwrite_unless_asked(rich: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.docx"
    out.write_bytes(b"keep me")
    doc = DocxDocument.open(rich)
    doc.apply_edits([{"type": "replace_text", "find": "The end.", "replace": "Fin."}])
    with pytest.raises(DocxError) as info:
        doc.save(out)
    assert info.value.code == "EXISTS" and out.read_bytes() == b"keep me"
    doc.save(out, overwrite=True)
    assert "Fin." in texts(out)


def test_save_over_the_source_with_overwrite(rich: Path) -> None:
    doc = DocxDocument.open(rich)
    doc.apply_edits([{"type": "replace_text", "find": "The end.", "replace": "Fin."}])
    doc.save(rich, overwrite=True)
    assert texts(rich)[-1] == "Fin."


def test_save_needs_a_docx_path(rich: Path, tmp_path: Path) -> None:
    with pytest.raises(DocxError) as info:
        DocxDocument.open(rich).save(tmp_path / "out.txt")
    assert info.value.code == "INVALID_PATH"


def test_save_without_edits_keeps_every_part(rich: Path, tmp_path: Path) -> None:
    out = tmp_path / "same.docx"
    DocxDocument.open(rich).save(out)
    assert part_bytes(out) == part_bytes(rich)


def test_untouched_parts_keep_their_bytes(rich: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.docx"
    _apply(rich, out, CASES[0], "direct")
    a, b = part_bytes(rich), part_bytes(out)
    assert a.keys() == b.keys()
    assert [n for n in a if a[n] != b[n]] == ["word/document.xml"]


def test_validation_catches_a_change_to_an_untargeted_block(rich: Path, tmp_path: Path) -> None:
    doc = DocxDocument.open(rich)
    doc.apply_edits([{"type": "replace_text", "find": "The end.", "replace": "Fin."}])
    # Simulate a bug: an edit that also changed a paragraph it did not target.
    root = doc._states["word/document.xml"].root
    next(t for t in root.iter(W + "t") if t.text == "Introduction").text = "Intro"
    out = tmp_path / "out.docx"
    with pytest.raises(DocxError) as info:
        doc.save(out)
    assert info.value.code == "VALIDATION_FAILED"
    assert any("not targeted" in p for p in info.value.details["problems"])
    assert not out.exists() and list(tmp_path.iterdir()) == [rich]


def test_validation_catches_a_tracked_change_that_does_not_reject_cleanly(rich: Path, tmp_path: Path) -> None:
    doc = DocxDocument.open(rich)
    doc.apply_edits([{"type": "replace_text", "find": "north region", "replace": "south"}], mode="tracked")
    root = doc._states["word/document.xml"].root
    next(t for t in root.iter(W + "delText") if t.text == "north region").text = "north regime"
    with pytest.raises(DocxError) as info:
        doc.save(tmp_path / "out.docx")
    assert info.value.code == "VALIDATION_FAILED"
    assert any("rejecting" in p for p in info.value.details["problems"])


def test_direct_then_tracked_batches_reject_to_the_direct_state(rich: Path, tmp_path: Path) -> None:
    doc = DocxDocument.open(rich)
    doc.apply_edits([{"type": "replace_text", "find": "The end.", "replace": "Fin."}])
    doc.apply_edits([{"type": "replace_text", "find": "north", "replace": "south"}], mode="tracked",
                    author=AUTHOR)
    doc.apply_edits([{"type": "replace_text", "find": "Quarterly", "replace": "Annual"}])
    out = tmp_path / "out.docx"
    doc.save(out)
    rejected = texts(out, reject_ids=revision_ids(out, AUTHOR))
    assert rejected == [s.replace("The end.", "Fin.").replace("Quarterly", "Annual") for s in texts(rich)]


@pytest.mark.parametrize(("kwargs", "code"), [({"mode": "sneaky"}, "INVALID_ARGUMENT"),
                                             ({"author": ""}, "INVALID_ARGUMENT"),
                                             ({"author": "a\nb"}, "INVALID_ARGUMENT")])
def test_bad_arguments(rich: Path, kwargs: dict, code: str) -> None:
    with pytest.raises(DocxError) as info:
        DocxDocument.open(rich).apply_edits([{"type": "append_paragraph", "text": "x"}], **kwargs)
    assert info.value.code == code


def test_validation_on_a_big_rewrite_still_checks_the_few_untouched_blocks(tmp_path: Path) -> None:
    import docx

    src = tmp_path / "many.docx"
    d = docx.Document()
    for i in range(30):
        d.add_paragraph(f"item {i} needs work")
    d.add_paragraph("leave me alone")
    d.save(str(src))
    doc = DocxDocument.open(src)
    doc.apply_edits([{"type": "replace_text", "find": "needs work", "replace": "done", "all": True}],
                    mode="tracked")
    root = doc._states["word/document.xml"].root
    next(t for t in root.iter(W + "t") if t.text == "leave me alone").text = "changed"
    with pytest.raises(DocxError) as info:
        doc.save(tmp_path / "out.docx")
    assert any("not targeted" in p for p in info.value.details["problems"])


def test_validation_catches_reordered_blocks(rich: Path, tmp_path: Path) -> None:
    doc = DocxDocument.open(rich)
    doc.apply_edits([{"type": "replace_text", "find": "The end.", "replace": "Fin."}])
    body = doc._states["word/document.xml"].root.find(W + "body")
    first, second = body[0], body[1]
    body.remove(first)
    second.addnext(first)
    with pytest.raises(DocxError) as info:
        doc.save(tmp_path / "out.docx")
    assert info.value.code == "VALIDATION_FAILED"


def test_stale_id_suggests_where_the_block_went(rich: Path) -> None:
    doc = DocxDocument.open(rich)
    old = bid(doc.inspect(), "Revenue grew")
    doc.apply_edits([{"type": "insert_paragraph", "anchor_id": bid(doc.inspect(), "Quarterly"), "text": "New."}])
    with pytest.raises(DocxError) as info:
        doc.apply_edits([{"type": "delete_block", "block_id": old}])
    assert info.value.code == "STALE_REF"
    moved = bid(doc.inspect(), "Revenue grew")
    assert info.value.details["candidates"] == [moved] and moved.startswith("body/p4#")


def test_not_found_hints_at_whitespace_and_case(tmp_path: Path) -> None:
    src = load_generator().build_simple(tmp_path / "nbsp.docx", ["Total\u00a0revenue is high."])
    doc = DocxDocument.open(src)
    with pytest.raises(DocxError) as info:
        doc.apply_edits([{"type": "replace_text", "find": "total revenue", "replace": "x"}])
    assert info.value.code == "NOT_FOUND"
    with pytest.raises(DocxError) as info:
        doc.apply_edits([{"type": "replace_text", "find": "Total revenue", "replace": "x"}])
    assert info.value.details["whitespace_insensitive_matches"] == 1


def test_text_not_in_the_named_block_says_which_blocks_have_it(tmp_path: Path) -> None:
    """A guessed block id (the paragraph after the one meant): the error names where the text is."""
    src = load_generator().build_simple(tmp_path / "blank.docx", ["Notice period", "Give XX weeks of notice."])
    doc = DocxDocument.open(src)
    heading, body = bid(doc.inspect(), "Notice"), bid(doc.inspect(), "Give")
    with pytest.raises(DocxError) as info:
        doc.apply_edits([{"type": "replace_text", "find": "XX", "replace": "4", "block_id": heading}])
    assert info.value.code == "NOT_FOUND"
    assert info.value.details["found_in"] == [{"block_id": body, "offset": 5, "context": "Give XX weeks of notice."}]
    assert "is not in block body/p0 ('Notice period'); the document has it in " + body in info.value.message
    # Not anywhere: the plain message, no places.
    with pytest.raises(DocxError) as info:
        doc.apply_edits([{"type": "replace_text", "find": "***", "replace": "4", "block_id": heading}])
    assert "found_in" not in info.value.details and info.value.message.endswith("text not found: '***'")


def test_deleting_the_only_paragraph_of_a_content_control_removes_the_control(rich: Path, tmp_path: Path) -> None:
    doc = DocxDocument.open(rich)
    doc.apply_edits([{"type": "delete_block", "block_id": bid(doc.inspect(), "Controlled")}])
    out = tmp_path / "out.docx"
    doc.save(out)
    body = part_xml(out).find(W + "body")
    assert body.find(W + "sdt") is None
    assert "Controlled paragraph text." not in texts(out)


def test_replacing_a_whole_simple_field_result_removes_the_field(rich: Path, tmp_path: Path) -> None:
    doc = DocxDocument.open(rich)
    doc.apply_edits([{"type": "replace_text", "find": "Page 3 printed", "replace": "Printed"}])
    out = tmp_path / "out.docx"
    doc.save(out)
    assert not list(part_xml(out).iter(W + "fldSimple"))
    assert "Printed on 2024-01-01." in texts(out)


def test_bad_date_is_refused(rich: Path) -> None:
    with pytest.raises(DocxError) as info:
        DocxDocument.open(rich).apply_edits([{"type": "append_paragraph", "text": "x"}], date="yesterday")
    assert info.value.code == "INVALID_ARGUMENT"


@pytest.mark.parametrize("mode", ["direct", "tracked"])
def test_nested_table_ids_resolve_and_edit(tmp_path: Path, mode: str) -> None:
    import docx

    src = tmp_path / "nested.docx"
    d = docx.Document()
    d.add_paragraph("Before.")
    outer = d.add_table(rows=1, cols=2)
    outer.cell(0, 0).paragraphs[0].text = "outer left"
    inner = outer.cell(0, 1).add_table(rows=2, cols=1)
    inner.cell(1, 0).paragraphs[0].text = "inner bottom"
    d.save(str(src))
    doc = DocxDocument.open(src)
    report = doc.inspect()
    target = bid(report, "inner bottom")
    assert target.startswith("body/t0/r0c1/t0/r1c0/p0#")
    doc.apply_edits([{"type": "set_cell_text", "block_id": target, "text": "inner changed"},
                     {"type": "replace_text", "find": "outer left", "replace": "outer L"}], mode=mode)
    out = tmp_path / "out.docx"
    doc.save(out)
    ours = revision_ids(out, "ncurator")
    shown = texts(out, accept_ids=ours) if mode == "tracked" else texts(out)
    assert "inner changed" in shown and "outer L" in shown
    if mode == "tracked":
        assert texts(out, reject_ids=ours) == texts(src)


@pytest.mark.parametrize("mode", ["direct", "tracked"])
def test_header_blocks_can_be_inserted_and_deleted(rich: Path, tmp_path: Path, mode: str) -> None:
    doc = DocxDocument.open(rich)
    header = bid(doc.inspect(), "Company Confidential", story="header1")
    doc.apply_edits([{"type": "insert_paragraph", "anchor_id": header, "text": "Draft"}], mode=mode)
    doc.apply_edits([{"type": "delete_block", "block_id": header}], mode=mode)
    out = tmp_path / "out.docx"
    doc.save(out)
    ours = revision_ids(out, "ncurator")
    assert (texts(out, "header1", accept_ids=ours) if mode == "tracked" else texts(out, "header1")) == ["Draft"]
    if mode == "tracked":
        assert texts(out, "header1", reject_ids=ours) == ["Company Confidential"]
    assert part_bytes(out)["word/footer1.xml"] == part_bytes(rich)["word/footer1.xml"]


@pytest.mark.parametrize("mode", ["direct", "tracked"])
def test_set_cell_text_to_empty(rich: Path, tmp_path: Path, mode: str) -> None:
    doc = DocxDocument.open(rich)
    doc.apply_edits([{"type": "set_cell_text", "table": table_id(doc.inspect()), "row": 0, "col": 0, "text": ""}],
                    mode=mode)
    doc.save(tmp_path / "out.docx")
    assert doc.inspect()["tables"][0]["cells"][0][0] == ""


def test_inspect_shows_this_sessions_tracked_changes(rich: Path) -> None:
    doc = DocxDocument.open(rich)
    doc.apply_edits([{"type": "replace_text", "find": "north", "replace": "south"}], mode="tracked", author="Zed",
                    date=DATE)
    revs = [r for r in doc.inspect()["revisions"] if r["author"] == "Zed"]
    assert sorted((r["type"], r["text"]) for r in revs) == [("del", "north"), ("ins", "south")]
    assert all(r["date"] == DATE and r["block_id"].startswith("body/p3#") for r in revs)
