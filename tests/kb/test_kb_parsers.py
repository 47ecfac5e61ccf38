"""Parsing: each format keeps its headings, pages and tables; chrome and bad bytes are handled."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ncurator_cli.kb.parsers import ParseError, decode_text, discover, parse_bytes, parse_file

from .conftest import SPHINX_HTML, make_docx, make_pdf


def test_html_sphinx_main_content_headings_tables(tmp_path: Path) -> None:
    p = tmp_path / "volcano.html"
    p.write_text(SPHINX_HTML)
    doc = parse_file(p)
    assert doc.format == "html"
    assert doc.title == "volcano — Eruptions and lava"
    text = doc.text
    for chrome in (
        "NAVIGATIONTOKEN",
        "HEADERTOKEN",
        "SIDEBARTOKEN",
        "FOOTERTOKEN",
        "SCRIPTTOKEN",
        "¶",
        "Table of Contents",
    ):
        assert chrome not in text
    paths = [s.heading_path for s in doc.sections]
    assert paths == [
        ["volcano — Eruptions and lava"],
        ["volcano — Eruptions and lava", "Kinds of volcanoes"],
        ["volcano — Eruptions and lava", "Example"],
    ]
    kinds = doc.sections[1].text
    assert "Name | Country\nEtna | Italy\nFuji | Japan" in kinds
    assert "volcano.erupt(force)" in kinds  # inline spans of a signature join without spaces
    assert doc.sections[2].text == "import volcano\nvolcano.erupt(force=3)"  # <pre> keeps its lines


def test_html_without_main_drops_nav_header_footer_aside(tmp_path: Path) -> None:
    html = (
        "<html><head><title>Plain page</title></head><body><nav>NAVX</nav><header>HEADX</header>"
        "<aside>ASIDEX</aside><p>Body text here.</p><h2>Part</h2><p>More.</p><footer>FOOTX</footer></body></html>"
    )
    doc = parse_bytes(html.encode(), "page.htm")
    assert doc.title == "Plain page"
    assert [s.heading_path for s in doc.sections] == [[], ["Part"]]
    assert (
        "NAVX" not in doc.text
        and "HEADX" not in doc.text
        and "ASIDEX" not in doc.text
        and "FOOTX" not in doc.text
    )


def test_markdown_headings_code_fences_and_title(tmp_path: Path) -> None:
    md = (
        "Intro line before any heading.\n\n"
        "# Baking Guide\n\nFlour and water.\n\n"
        "## Sourdough\n\nFeed the [starter](http://x) daily.\n\n"
        "```python\n# not a heading\nprint(1)\n```\n\n"
        "### Shaping\n\nFold gently.\n\n"
        "Proofing\n--------\n\nLet it rise.\n"
    )
    p = tmp_path / "bake.md"
    p.write_text(md)
    doc = parse_file(p)
    assert doc.title == "Baking Guide"
    paths = [s.heading_path for s in doc.sections]
    assert paths == [
        [],
        ["Baking Guide"],
        ["Baking Guide", "Sourdough"],
        ["Baking Guide", "Sourdough", "Shaping"],
        ["Baking Guide", "Proofing"],
    ]
    assert "# not a heading" in doc.sections[2].text
    assert "Feed the starter daily." in doc.sections[2].text  # link markup reduced to its label


def test_txt_title_is_file_name_and_non_utf8_decodes(tmp_path: Path) -> None:
    p = tmp_path / "notes.txt"
    p.write_bytes("Caf\xe9 cr\xe8me \x96 a latin-1/cp1252 file\r\nsecond line".encode("latin-1"))
    doc = parse_file(p)
    assert doc.title == "notes.txt"
    assert doc.text == "Café crème – a latin-1/cp1252 file\nsecond line"
    assert decode_text("\ufeffbom text".encode("utf-8")) == "bom text"
    assert decode_text("utf16 text".encode("utf-16")) == "utf16 text"


@pytest.mark.parametrize(
    ("name", "data", "reason"),
    [
        ("blob.txt", b"\x00\x01\x02binary\x00" * 50, "binary"),
        ("empty.txt", b"", "empty"),
        ("blank.md", b"  \n\n \t\n", "empty"),
        ("corrupt.pdf", b"%PDF-1.4\n" + os.urandom(2000), "pdf"),
        ("fake.pdf", b"hello, I am not a pdf", "not a PDF"),
        ("corrupt.docx", os.urandom(3000), "not a valid .docx"),
        ("image.png", b"\x89PNG....", "unsupported"),
        ("only-tags.html", b"<html><body><script>x</script></body></html>", "no text"),
    ],
)
def test_bad_bytes_raise_parse_error_with_reason(name: str, data: bytes, reason: str) -> None:
    with pytest.raises(ParseError) as info:
        parse_bytes(data, name)
    assert reason.lower() in str(info.value).lower()


def test_docx_headings_tables_and_core_title(tmp_path: Path) -> None:
    p = make_docx(
        tmp_path / "memo.docx",
        title="Quarterly Report",
        blocks=[
            ("p", "Preamble paragraph."),
            ("h1", "Revenue"),
            ("p", "Revenue grew in every region."),
            ("table", [["Region", "Q1"], ["North", "10"], ["South", "12"]]),
            ("h2", "Details"),
            ("p", "Detail paragraph."),
            ("h1", "Costs"),
            ("p", "Costs fell."),
        ],
    )
    doc = parse_file(p)
    assert doc.format == "docx"
    assert doc.title == "Quarterly Report"
    assert [s.heading_path for s in doc.sections] == [[], ["Revenue"], ["Revenue", "Details"], ["Costs"]]
    assert "Region | Q1\nNorth | 10\nSouth | 12" in doc.sections[1].text


def test_docx_title_falls_back_to_title_style_then_first_heading(tmp_path: Path) -> None:
    a = make_docx(
        tmp_path / "a.docx", title=None, blocks=[("title", "Styled Title"), ("h1", "One"), ("p", "x")]
    )
    b = make_docx(
        tmp_path / "b.docx", title=None, blocks=[("p", "lead"), ("h2", "First Heading"), ("p", "x")]
    )
    assert parse_file(a).title == "Styled Title"
    assert parse_file(b).title == "First Heading"


def test_pdf_pages_outline_and_title(tmp_path: Path) -> None:
    p = make_pdf(
        tmp_path / "manual.pdf",
        [
            ["Installing the gizmo", "Unpack the box."],
            ["Maintenance of the gizmo", "Oil it yearly."],
            ["Appendix"],
        ],
        title="Gizmo Manual",
        outline=[("Installation", 1), ("Maintenance", 2)],
    )
    doc = parse_file(p)
    assert doc.format == "pdf"
    assert doc.title == "Gizmo Manual"
    assert [s.page for s in doc.sections] == [1, 2, 3]
    assert [s.heading_path for s in doc.sections] == [["Installation"], ["Maintenance"], ["Maintenance"]]
    assert "Oil it yearly." in doc.sections[1].text


def test_pdf_without_title_uses_file_name(tmp_path: Path) -> None:
    p = make_pdf(tmp_path / "untitled.pdf", [["Some text"]])
    assert parse_file(p).title == "untitled.pdf"


def test_file_size_cap(tmp_path: Path) -> None:
    p = tmp_path / "big.txt"
    p.write_text("x" * 5000)
    with pytest.raises(ParseError, match="too large"):
        parse_file(p, max_bytes=1000)


def test_discover_ids_recursion_glob_and_skips(tmp_path: Path) -> None:
    root = tmp_path / "docs"
    (root / "sub" / "deep").mkdir(parents=True)
    (root / ".hidden").mkdir()
    (root / "a.md").write_text("# A")
    (root / "sub" / "b.txt").write_text("b")
    (root / "sub" / "deep" / "c.html").write_text("<p>c</p>")
    (root / "sub" / "image.png").write_bytes(b"png")
    (root / ".hidden" / "h.txt").write_text("hidden")
    single = tmp_path / "single.txt"
    single.write_text("s")
    ids = [c.document_id for c in discover([root, single])]
    assert ids == ["a.md", "sub/b.txt", "sub/deep/c.html", "single.txt"]
    assert [c.document_id for c in discover([root], glob="*.txt")] == ["sub/b.txt"]
    assert [c.document_id for c in discover([root], glob="sub/deep/*")] == ["sub/deep/c.html"]
    assert all(c.error is None for c in discover([root]))


def test_discover_symlink_loops_are_reported_not_followed(tmp_path: Path) -> None:
    root = tmp_path / "r"
    root.mkdir()
    (root / "ok.txt").write_text("fine")
    (root / "loop").symlink_to(root, target_is_directory=True)  # folder loop
    (root / "x.txt").symlink_to(root / "y.txt")  # file loop
    (root / "y.txt").symlink_to(root / "x.txt")
    (root / "dangling.md").symlink_to(root / "missing.md")
    cands = {c.document_id: c for c in discover([root])}
    assert cands["ok.txt"].error is None
    assert "loop" in (cands["loop"].error or "")
    assert "loop" in (cands["x.txt"].error or "") and "loop" in (cands["y.txt"].error or "")
    assert "not found" in (cands["dangling.md"].error or "")


def test_headings_without_text_are_kept_and_parent_headings_are_not_repeated(tmp_path: Path) -> None:
    # A template or outline is all headings: it is a document, not "no text found".
    outline = "# Release plan\n\n## Tag the commit\n## Build\n### Wheels\n## Announce\n"
    doc = parse_bytes(outline.encode(), "release.md")
    assert [(s.heading_path, s.text) for s in doc.sections] == [
        (["Release plan"], "Tag the commit\nBuild > Wheels\nAnnounce")
    ]
    html = b"<html><body><h1>Menu</h1><h2>Soup</h2><h2>Bread</h2><h2>Pie</h2><p>Apple, warm.</p></body></html>"
    doc = parse_bytes(html, "menu.html")
    assert [(s.heading_path, s.text) for s in doc.sections] == [
        (["Menu"], "Soup\nBread"),
        (["Menu", "Pie"], "Apple, warm."),
    ]
    path = make_docx(tmp_path / "form.docx", title=None, blocks=[("h1", "Visit form"), ("h2", "Name"), ("h2", "Date")])
    assert [(s.heading_path, s.text) for s in parse_file(path).sections] == [(["Visit form"], "Name\nDate")]
    # A heading whose text sits under its subheadings adds nothing of its own.
    nested = "# Guide\n## Install\n### Linux\nRun make.\n## Use\nCall it.\n"
    assert [(s.heading_path, s.text) for s in parse_bytes(nested.encode(), "guide.md").sections] == [
        (["Guide", "Install", "Linux"], "Run make."),
        (["Guide", "Use"], "Call it."),
    ]
    with pytest.raises(ParseError, match="no text found"):
        parse_bytes(b"<html><body><p>   </p></body></html>", "blank.html")
