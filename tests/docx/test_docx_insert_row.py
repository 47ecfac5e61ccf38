"""insert_row: a new table row next to the one an edit names, a copy of that row's formatting with
its texts replaced; direct and tracked; saved and re-read from the bytes (python-docx, and the
package validation every save runs)."""

from __future__ import annotations

from pathlib import Path

import docx
import pytest
from docx.shared import Pt
from docx_testlib import SOFFICE, libreoffice_text

from ncurator_cli.docx import DocxDocument, DocxError
from ncurator_cli.docx.ooxml import W_NS

W = f"{{{W_NS}}}"
ROTA = [["Day", "Shift", "Name"], ["Mon", "Early", "Ola"], ["Tue", "Late", "Ben"], ["Total", "", "2 of 4"]]


def build(path: Path) -> Path:
    d = docx.Document()
    d.add_paragraph("Rota")
    t = d.add_table(rows=len(ROTA), cols=3)
    for r, row in enumerate(ROTA):
        for c, value in enumerate(row):
            run = t.cell(r, c).paragraphs[0].add_run(value)
            if c == 2 and r:
                run.bold = True
                run.font.size = Pt(13)
    d.save(str(path))
    return path


def rows(path: Path) -> list[list[str]]:
    return [[c.text for c in r.cells] for r in docx.Document(str(path)).tables[0].rows]


@pytest.mark.parametrize(("address", "position", "at"), [
    ("Tue", "after", 3), ({"Day": "Tue"}, "after", 3), ("Total", "before", 3), (1, "after", 2), ("row 2", "after", 3),
])
def test_a_row_goes_next_to_the_row_named_formatted_like_it(tmp_path: Path, address: object, position: str,
                                                           at: int) -> None:
    src = build(tmp_path / "rota.docx")
    doc = DocxDocument.open(src)
    report = doc.apply_edits([{"type": "insert_row", "row": address, "position": position,
                               "cells": {"Day": "Wed", "Name": "Kit", "1": "Early"}}])
    doc.save(tmp_path / "out.docx")
    got = rows(tmp_path / "out.docx")
    assert got[at] == ["Wed", "Early", "Kit"] and len(got) == len(ROTA) + 1
    assert [r for i, r in enumerate(got) if i != at] == ROTA
    assert report["results"][0]["row"] == at
    name = docx.Document(str(tmp_path / "out.docx")).tables[0].rows[at].cells[2].paragraphs[0].runs[0]
    anchor_row = 2 if position == "after" or address == "Total" else at
    if anchor_row != 3:  # copied from a body row: bold 13 pt like it
        assert name.bold and name.font.size == Pt(13)
    assert rows(src) == ROTA  # the source is never written


def test_tracked_insert_marks_the_row_and_its_text_inserted(tmp_path: Path) -> None:
    src = build(tmp_path / "rota.docx")
    doc = DocxDocument.open(src)
    doc.apply_edits([{"type": "insert_row", "row": "Tue", "cells": {"Day": "Wed", "Name": "Kit"}}],
                    mode="tracked", author="Rota bot")
    doc.save(tmp_path / "out.docx")
    tr = docx.Document(str(tmp_path / "out.docx")).tables[0].rows[3]._tr
    marks = tr.findall(f"{W}trPr/{W}ins")
    assert len(marks) == 1 and marks[0].get(f"{W}author") == "Rota bot"
    inserted = "".join(t.text for ins in tr.iter(f"{W}ins") for t in ins.iter(f"{W}t"))
    assert inserted == "WedKit"


def test_an_unknown_column_or_row_changes_nothing(tmp_path: Path) -> None:
    src = build(tmp_path / "rota.docx")
    doc = DocxDocument.open(src)
    with pytest.raises(DocxError) as info:
        doc.apply_edits([{"type": "insert_row", "row": "Tue", "cells": {"Room": "4"}}])
    assert info.value.code == "NOT_FOUND" and "Room" in info.value.message
    with pytest.raises(DocxError):
        doc.apply_edits([{"type": "insert_row", "row": "Fri", "cells": {"Day": "Wed"}}])
    with pytest.raises(DocxError, match="header"):
        doc.apply_edits([{"type": "insert_row", "row": 0, "position": "before", "cells": {"Day": "Wed"}}])
    assert not doc.dirty


@pytest.mark.skipif(SOFFICE is None,
                    reason="LibreOffice (soffice) is not installed; CI installs libreoffice-writer-nogui")
def test_libreoffice_opens_a_table_with_a_row_inserted_direct_and_tracked(tmp_path: Path) -> None:
    src = build(tmp_path / "rota.docx")
    outs = []
    for mode in ("direct", "tracked"):
        doc = DocxDocument.open(src)
        doc.apply_edits([{"type": "insert_row", "row": "Tue", "cells": {"Day": "Wed", "Name": "Kitterick"}}], mode=mode)
        outs.append(tmp_path / f"{mode}.docx")
        doc.save(outs[-1])
    texts = libreoffice_text(outs, tmp_path / "txt", tmp_path / "profile")
    for mode in ("direct", "tracked"):
        text = texts[mode]
        assert "Kitterick" in text and "Ben" in text and text.index("Ben") < text.index("Kitterick") < text.index("Total")
