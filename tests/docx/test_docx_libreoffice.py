"""Word-compatibility smoke test: LibreOffice must open what we write and show the expected text.

Skipped (with the reason) when ``soffice`` is not installed; CI installs libreoffice-writer-nogui.
"""

from __future__ import annotations

import subprocess
import zipfile
from pathlib import Path

import pytest
from docx_testlib import SOFFICE, libreoffice_text
from lxml import etree

from ncurator_cli.docx import DocxDocument

pytestmark = pytest.mark.skipif(
    SOFFICE is None,
    reason="LibreOffice (soffice) is not installed; apt-get install -y --no-install-recommends libreoffice-writer-nogui",
)


def test_libreoffice_opens_direct_and_tracked_outputs(rich: Path, tmp_path: Path) -> None:
    outputs: list[Path] = []
    for mode in ("direct", "tracked"):
        doc = DocxDocument.open(rich)
        report = doc.inspect()
        revenue = next(b["id"] for b in report["blocks"] if b.get("text", "").startswith("Revenue grew"))
        end = next(b["id"] for b in report["blocks"] if b.get("text") == "The end.")
        doc.apply_edits([
            {"type": "replace_text", "find": "quick brown", "replace": "slow crimson"},
            {"type": "replace_text", "find": "Lorem ipsum", "replace": "Dolor sit", "all": True},
            {"type": "insert_paragraph", "anchor_id": revenue, "text": "Costs fell sharply."},
            {"type": "delete_block", "block_id": end},
            {"type": "set_cell_text", "table": 0, "row": 2, "col": 0, "text": "Southwest"},
            {"type": "add_comment", "block_id": revenue, "find": "north", "text": "Which north?"},
            {"type": "append_paragraph", "text": "Appendix follows.", "style": "Heading 1"},
        ], mode=mode, author="LO Check")
        out = tmp_path / f"{mode}.docx"
        doc.save(out)
        outputs.append(out)
    texts = libreoffice_text(outputs, tmp_path / "txt", tmp_path / "lo-profile")

    direct = texts["direct"]
    for expected in ("slow crimson fox", "Dolor sit appears here. Dolor sit appears again.", "Costs fell sharply.",
                     "Southwest", "Appendix follows.", "Quarterly Report"):
        assert expected in direct, (expected, direct)
    for gone in ("quick brown", "Lorem ipsum", "The end."):
        assert gone not in direct

    tracked = texts["tracked"]
    # LibreOffice's text export shows tracked changes as displayed: the new text is there.
    for expected in ("slow crimson", "Dolor sit", "Costs fell sharply.", "Southwest", "Appendix follows."):
        assert expected in tracked, (expected, tracked)

    # And it reads them as tracked changes by our author: convert to ODF and look at its change list.
    assert SOFFICE is not None
    subprocess.run([SOFFICE, f"-env:UserInstallation=file://{tmp_path / 'lo-profile'}", "--headless", "--norestore",
                    "--convert-to", "odt", "--outdir", str(tmp_path / "odt"), str(outputs[1])],
                   capture_output=True, text=True, timeout=240, check=True)
    with zipfile.ZipFile(tmp_path / "odt" / "tracked.odt") as zf:
        content = etree.fromstring(zf.read("content.xml"))
    ns = {"text": "urn:oasis:names:tc:opendocument:xmlns:text:1.0",
          "office": "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
          "dc": "http://purl.org/dc/elements/1.1/"}
    changes = {"deletion": [], "insertion": []}
    for region in content.iterfind(".//text:tracked-changes/text:changed-region", ns):
        for kind in changes:
            change = region.find(f"text:{kind}", ns)
            if change is not None and change.findtext("office:change-info/dc:creator", namespaces=ns) == "LO Check":
                changes[kind].append("".join(change.itertext()))
    deleted = " ".join(changes["deletion"])
    assert "quick brown" in deleted, deleted  # deleted across the bold/italic run boundary
    assert "The end." in deleted and "Lorem ipsum" in deleted
    assert len(changes["insertion"]) >= 5  # replacements, new paragraphs, the cell text


HTML = """<html><body><h1>Annual Plan</h1>
<p>The <b>quick</b> brown fox <i>jumps</i> over <a href="https://example.org/">the lazy dog</a>.</p>
<ul><li>First item</li><li>Second item</li></ul>
<table border="1"><tr><th>Name</th><th>Value</th></tr><tr><td>Alpha</td><td>1</td></tr></table>
<h2>Budget</h2><p>The budget is 100 units.</p></body></html>"""


def test_documents_written_by_another_producer(tmp_path: Path) -> None:
    """LibreOffice writes its own flavour of WordprocessingML: read, edit and write it back."""
    assert SOFFICE is not None
    html = tmp_path / "plan.html"
    html.write_text(HTML, encoding="utf-8")
    proc = subprocess.run(
        [SOFFICE, f"-env:UserInstallation=file://{tmp_path / 'lo-profile'}", "--headless", "--norestore",
         "--convert-to", "docx:MS Word 2007 XML", "--outdir", str(tmp_path), str(html)],
        capture_output=True, text=True, timeout=240, check=False)
    src = tmp_path / "plan.docx"
    assert src.exists(), proc.stderr
    outputs = []
    for mode in ("direct", "tracked"):
        doc = DocxDocument.open(src)
        report = doc.inspect()
        assert [o["text"] for o in report["outline"]] == ["Annual Plan", "Budget"]
        budget = next(b["id"] for b in report["blocks"] if b.get("text", "").startswith("The budget"))
        doc.apply_edits([
            {"type": "replace_text", "find": "quick brown fox", "replace": "slow red fox"},
            {"type": "replace_text", "find": "100 units", "replace": "120 units"},
            {"type": "set_cell_text", "table": 0, "row": 1, "col": 1, "text": "2"},
            {"type": "insert_paragraph", "anchor_id": budget, "text": "Approved in March."},
        ], mode=mode)
        out = tmp_path / f"plan-{mode}.docx"
        doc.save(out)
        outputs.append(out)
    texts = libreoffice_text(outputs, tmp_path / "txt", tmp_path / "lo-profile")
    direct = texts["plan-direct"]
    assert "The slow red fox jumps over the lazy dog." in direct
    assert "The budget is 120 units." in direct and "Approved in March." in direct
    assert "quick" not in direct
    assert "120 units" in texts["plan-tracked"]
