"""inspect: ids, outline, the text python-docx drops, tables, headers/footers, notes, revisions, comments."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ncurator_cli.docx import DocxDocument, DocxError, inspect
from ncurator_cli.docx.ooxml import short_hash

ID_RE = re.compile(r"^[a-z0-9_]+(/(p|t)\d+|/r\d+c\d+)+#[0-9a-f]{4}$")


def _by_text(report: dict) -> dict[str, dict]:
    return {b["text"]: b for b in report["blocks"]}


def test_ids_have_story_index_and_hash(rich: Path) -> None:
    report = inspect(rich)
    for block in report["blocks"]:
        assert ID_RE.match(block["id"]), block["id"]
        path, digest = block["id"].split("#")
        if block["kind"] != "table":
            assert digest == short_hash(block["text"])
    ids = [b["id"] for b in report["blocks"]]
    assert len(ids) == len(set(ids))
    assert ids[0].startswith("body/p0#")
    assert report["total_blocks"] == len(report["blocks"])


def test_outline_by_heading_style(rich: Path) -> None:
    outline = inspect(rich)["outline"]
    assert [(o["level"], o["text"]) for o in outline] == [(0, "Quarterly Report"), (1, "Introduction"),
                                                         (2, "Details")]
    assert outline[1]["id"].startswith("body/p1#")


@pytest.mark.parametrize(
    ("needle", "expected"),
    [
        ("brown", "The quick brown fox jumps over the lazy dog."),  # formatting split mid-word
        ("project site", "See the project site for more."),  # hyperlink
        ("Page 3", "Page 3 printed on 2024-01-01."),  # fldSimple + complex field result, not its code
        ("Vandelay", "Client: Vandelay Corp in Paris."),  # inline content control + smart tag
        ("inserted by Alice", "Terms: inserted by Alice and  apply."),  # w:ins visible, w:del not
        ("Controlled", "Controlled paragraph text."),  # block-level content control
    ],
)
def test_visible_text_includes_what_python_docx_drops(rich: Path, needle: str, expected: str) -> None:
    texts = [b["text"] for b in inspect(rich)["blocks"]]
    hits = [t for t in texts if needle in t]
    assert hits == [expected]
    assert not any("removed by Alice" in t for t in texts)
    assert not any("DATE" in t for t in texts)


def test_tables_cells_and_cell_paragraph_ids(rich: Path) -> None:
    report = inspect(rich)
    (table,) = report["tables"]
    assert table["id"].startswith("body/t0#")
    assert (table["rows"], table["cols"]) == (3, 3)
    assert table["cells"][1] == ["North", "10", "12"]
    north = _by_text(report)["North"]
    assert north["kind"] == "cell_paragraph"
    assert north["id"].startswith("body/t0/r1c0/p0#")
    assert (north["table"], north["row"], north["col"]) == ("body/t0", 1, 0)


def test_headers_footers_and_footnotes(rich: Path) -> None:
    report = inspect(rich)
    hf = {h["story"]: h for h in report["headers_footers"]}
    assert hf["header1"]["text"] == "Company Confidential"
    assert hf["header1"]["types"] == ["default"]
    assert hf["footer1"]["kind"] == "footer"
    (note,) = report["footnotes"]
    assert note["text"].strip() == "A footnote about revenue."
    assert note["block_ids"][0].startswith("footnotes/p0#")
    stories = {b["story"] for b in report["blocks"]}
    assert {"body", "header1", "footer1", "footnotes"} <= stories


def test_revisions_and_comments(rich: Path) -> None:
    report = inspect(rich)
    revs = {(r["type"], r["author"], r["text"], r["block_id"].split("#")[0]) for r in report["revisions"]}
    assert revs == {("ins", "Alice", "inserted by Alice", "body/p8"), ("del", "Alice", "removed by Alice", "body/p8"),
                    ("format", "Alice", "Lorem ipsum appears here. Lorem ipsum appears again.", "body/p12")}
    assert all(r["date"] == "2024-03-01T10:00:00Z" for r in report["revisions"])
    (comment,) = report["comments"]
    assert (comment["author"], comment["text"]) == ("Bob", "Check the figure.")
    assert comment["anchor_block"].startswith("body/p9#")


def test_pagination(rich: Path) -> None:
    full = inspect(rich)
    first = inspect(rich, offset=0, limit=5)
    assert first["next_offset"] == 5 and len(first["blocks"]) == 5
    pages = []
    offset: int | None = 0
    while offset is not None:
        page = inspect(rich, offset=offset, limit=7)
        pages.extend(page["blocks"])
        offset = page["next_offset"]
    assert pages == full["blocks"]
    assert full["next_offset"] is None


@pytest.mark.parametrize(("offset", "limit"), [(-1, 10), (0, 0)])
def test_bad_pagination_arguments(rich: Path, offset: int, limit: int) -> None:
    with pytest.raises(DocxError) as info:
        inspect(rich, offset=offset, limit=limit)
    assert info.value.code == "INVALID_ARGUMENT"


def test_ids_are_stable_across_opens_and_unrelated_edits(rich: Path) -> None:
    ids = [b["id"] for b in inspect(rich)["blocks"]]
    assert ids == [b["id"] for b in inspect(rich)["blocks"]]
    doc = DocxDocument.open(rich)
    before = {b["id"] for b in doc.inspect()["blocks"]}
    doc.apply_edits([{"type": "replace_text", "find": "The end.", "replace": "Fin."}])
    after = {b["id"] for b in doc.inspect()["blocks"]}
    changed = before - after
    assert len(changed) == 1 and next(iter(changed)).startswith("body/p13#")
