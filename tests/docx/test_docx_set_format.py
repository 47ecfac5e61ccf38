"""set_format: bold, italic, underline or strike set on or taken off words, the text unchanged, on real files."""

from __future__ import annotations

from pathlib import Path

import docx
import pytest
from docx_testlib import part_xml

from ncurator_cli.docx import DocxDocument, DocxError
from ncurator_cli.docx.edits.format import RPR_ORDER
from ncurator_cli.docx.ooxml import W_NS

W = f"{{{W_NS}}}"


def _doc(path: Path) -> Path:
    d = docx.Document()
    p = d.add_paragraph("The ")
    p.add_run("Kitti").bold = True  # a name split over two runs, half of it bold
    p.add_run("wake sails at dawn; Kittiwakes nest on the cliff.")
    d.add_paragraph("Ask at the Kittiwake desk. Kittiwake returns at six.")
    t = d.add_table(rows=2, cols=1)
    t.cell(0, 0).text = "Vessel"
    t.cell(1, 0).text = "Kittiwake"
    d.save(str(path))
    return path


def _runs(path: Path) -> list[list[tuple[str, bool | None, bool | None]]]:
    d = docx.Document(str(path))
    paras = [*d.paragraphs, *(p for c in d.tables[0]._cells for p in c.paragraphs)]
    return [[(r.text, r.bold, r.italic) for r in p.runs if r.text] for p in paras]


def test_every_whole_word_place_is_formatted_across_runs_and_nothing_else_changes(tmp_path: Path) -> None:
    src = _doc(tmp_path / "a.docx")
    doc = DocxDocument.open(src)
    result = doc.apply_edits([{"type": "set_format", "find": "Kittiwake", "italic": True}])
    assert result["results"][0]["count"] == 4 and result["results"][0]["found"] == 4  # not "Kittiwakes"
    out = tmp_path / "b.docx"
    doc.save(out)
    runs = _runs(out)
    # The split name keeps each half's bold and is italic whole; the text of every paragraph is unchanged.
    assert runs[0] == [("The ", None, None), ("Kitti", True, True), ("wake", None, True),
                       (" sails at dawn; Kittiwakes nest on the cliff.", None, None)]
    assert runs[1] == [("Ask at the ", None, None), ("Kittiwake", None, True), (" desk. ", None, None),
                       ("Kittiwake", None, True), (" returns at six.", None, None)]
    assert runs[2] == [("Vessel", None, None)] and runs[3] == [("Kittiwake", None, True)]
    # Run properties stay in the schema's order (Word refuses a file whose w:rPr is out of order).
    order = {f"{W}{n}": i for i, n in enumerate(RPR_ORDER)}
    for rpr in part_xml(out).iter(f"{W}rPr"):
        ranks = [order[c.tag] for c in rpr if c.tag in order]
        assert ranks == sorted(ranks)


def test_one_occurrence_a_block_and_taking_formatting_off(tmp_path: Path) -> None:
    src = _doc(tmp_path / "a.docx")
    doc = DocxDocument.open(src)
    second = next(b["id"] for b in doc.inspect()["blocks"] if b.get("text", "").startswith("Ask at"))
    doc.apply_edits([{"type": "set_format", "find": "Kittiwake", "underline": True, "block_id": second,
                      "occurrence": 2},
                     {"type": "set_format", "find": "Kitti", "bold": False, "whole_word": False, "occurrence": 1}])
    out = tmp_path / "b.docx"
    doc.save(out)
    d = docx.Document(str(out))
    assert [(r.text, r.underline) for r in d.paragraphs[1].runs] == [
        ("Ask at the Kittiwake desk. ", None), ("Kittiwake", True), (" returns at six.", None)]
    assert [(r.text, r.bold) for r in d.paragraphs[0].runs][:3] == [("The ", None), ("Kitti", False),
                                                                    ("wake sails at dawn; Kittiwakes nest on the cliff.", None)]


def test_what_set_format_refuses(tmp_path: Path) -> None:
    src = _doc(tmp_path / "a.docx")
    doc = DocxDocument.open(src)
    with pytest.raises(DocxError, match="give at least one of bold, italic, underline, strike"):
        doc.apply_edits([{"type": "set_format", "find": "Kittiwake"}])
    with pytest.raises(DocxError, match=r"text not found: 'Kitti' as a whole word \(it is part of a longer word 5 time"):
        doc.apply_edits([{"type": "set_format", "find": "Kitti", "italic": True}])
    with pytest.raises(DocxError, match="not made as a tracked change"):
        doc.apply_edits([{"type": "set_format", "find": "Kittiwake", "italic": True}], mode="tracked")
    with pytest.raises(DocxError, match="expected 2 occurrence"):
        doc.apply_edits([{"type": "set_format", "find": "Kittiwake", "italic": True, "expected_count": 2}])
    # Nothing was applied by a refused batch: the source reads as before.
    assert _runs(src)[1] == [("Ask at the Kittiwake desk. Kittiwake returns at six.", None, None)]
