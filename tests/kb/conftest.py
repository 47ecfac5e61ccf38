"""Fixtures for the KB tests: one real MiniLM embedder per session and small generated documents."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ncurator_cli.kb.embedder import MiniLMEmbedder
from ncurator_cli.kb.ingest import ingest

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def embedder() -> MiniLMEmbedder:
    return MiniLMEmbedder(threads=1)


def run_ingest(paths: list[Path], kb: Path | str, **kwargs: Any) -> list[dict[str, Any]]:
    return list(ingest([Path(p) for p in paths], str(kb), **kwargs))


def by_id(events: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {e["document_id"]: e for e in events if e["type"] == "document_ingested"}


def completed(events: list[dict[str, Any]]) -> dict[str, Any]:
    assert events[-1]["type"] == "ingest_completed", events[-1]
    return events[-1]


def make_docx(path: Path, *, title: str | None, blocks: list[tuple[str, Any]]) -> Path:
    """blocks: ("h1"/"h2"/"h3", text) | ("p", text) | ("table", [[cell, ...], ...]) | ("title", text)."""
    import docx

    document = docx.Document()
    if title is not None:
        document.core_properties.title = title
    for kind, value in blocks:
        if kind == "title":
            document.add_heading(value, level=0)
        elif kind.startswith("h"):
            document.add_heading(value, level=int(kind[1]))
        elif kind == "p":
            document.add_paragraph(value)
        elif kind == "table":
            table = document.add_table(rows=len(value), cols=len(value[0]))
            for r, row in enumerate(value):
                for c, cell in enumerate(row):
                    table.cell(r, c).text = cell
    document.save(str(path))
    return path


def _pdf_escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def make_pdf(
    path: Path,
    pages: list[list[str]],
    *,
    title: str | None = None,
    outline: list[tuple[str, int]] | None = None,
) -> Path:
    """A minimal valid PDF written by hand: one Helvetica text line per entry, correct xref."""
    objects: list[bytes] = []
    n_pages = len(pages)
    # 1 catalog, 2 pages, 3 font, then per page: page obj + content obj, then info, then outline.
    page_ids = [4 + 2 * i for i in range(n_pages)]
    info_id = 4 + 2 * n_pages
    outline_root = info_id + 1 if outline else None
    catalog = b"<< /Type /Catalog /Pages 2 0 R"
    if outline_root:
        catalog += f" /Outlines {outline_root} 0 R /PageMode /UseOutlines".encode()
    objects.append(catalog + b" >>")
    kids = " ".join(f"{pid} 0 R" for pid in page_ids)
    objects.append(f"<< /Type /Pages /Kids [{kids}] /Count {n_pages} >>".encode())
    objects.append(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    for i, lines in enumerate(pages):
        stream = (
            "BT /F1 12 Tf 72 720 Td 14 TL "
            + " ".join(f"({_pdf_escape(line)}) Tj T*" for line in lines)
            + " ET"
        )
        data = stream.encode("latin-1")
        objects.append(
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents {page_ids[i] + 1} 0 R >>".encode()
        )
        objects.append(f"<< /Length {len(data)} >>\nstream\n".encode() + data + b"\nendstream")
    objects.append(f"<< /Title ({_pdf_escape(title or '')}) >>".encode())
    if outline:
        first = outline_root + 1
        last = outline_root + len(outline)
        objects.append(
            f"<< /Type /Outlines /First {first} 0 R /Last {last} 0 R /Count {len(outline)} >>".encode()
        )
        for j, (label, page_no) in enumerate(outline):
            oid = outline_root + 1 + j
            links = ""
            if j > 0:
                links += f" /Prev {oid - 1} 0 R"
            if j < len(outline) - 1:
                links += f" /Next {oid + 1} 0 R"
            objects.append(
                f"<< /Title ({_pdf_escape(label)}) /Parent {outline_root} 0 R /Dest [{page_ids[page_no - 1]} 0 R /Fit]{links} >>".encode()
            )
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for i, obj in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{i} 0 obj\n".encode() + obj + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    for off in offsets:
        out += f"{off:010d} 00000 n \n".encode()
    trailer = (
        f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R /Info {info_id} 0 R >>\nstartxref\n{xref}\n%%EOF\n"
    )
    out += trailer.encode()
    path.write_bytes(bytes(out))
    return path


SPHINX_HTML = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>volcano — Eruptions and lava — Example Docs</title></head>
<body>
<div class="related" role="navigation"><ul><li><a href="index.html">NAVIGATIONTOKEN index</a></li></ul></div>
<header>HEADERTOKEN site banner</header>
<div class="document"><div class="bodywrapper"><div class="body" role="main">
<section id="volcano">
<h1>volcano — Eruptions and lava<a class="headerlink" href="#volcano">¶</a></h1>
<p>Volcanoes erupt when magma rises through the crust and escapes as lava and ash.</p>
<section id="kinds"><h2>Kinds of volcanoes<a class="headerlink" href="#kinds">¶</a></h2>
<p>Shield volcanoes have gentle slopes; stratovolcanoes are steep and explosive.</p>
<table class="docutils"><thead><tr><th>Name</th><th>Country</th></tr></thead>
<tbody><tr><td>Etna</td><td>Italy</td></tr><tr><td>Fuji</td><td>Japan</td></tr></tbody></table>
<dl class="py function"><dt class="sig" id="volcano.erupt"><span class="pre">volcano.</span><span class="pre">erupt</span>(<em>force</em>)<a class="headerlink" href="#volcano.erupt">¶</a></dt>
<dd><p>Start an eruption with the given force.</p></dd></dl>
</section>
<section id="example"><h2>Example<a class="headerlink" href="#example">¶</a></h2>
<pre>import volcano
volcano.erupt(force=3)</pre>
</section></section>
</div></div>
<div class="sphinxsidebar" role="navigation"><h3>Table of Contents</h3><p>SIDEBARTOKEN</p></div>
</div>
<div class="footer">FOOTERTOKEN copyright</div>
<script>var SCRIPTTOKEN = 1;</script>
</body></html>
"""


@pytest.fixture
def python_subprocess() -> Iterator[Any]:
    """Run `python -c CODE` with the repository's src on the path; yields a Popen factory."""
    procs: list[subprocess.Popen[bytes]] = []

    def start(code: str, **kwargs: Any) -> subprocess.Popen[bytes]:
        env = dict(os.environ)
        env["PYTHONPATH"] = str(REPO / "src") + os.pathsep + env.get("PYTHONPATH", "")
        env["PYTHONUNBUFFERED"] = "1"
        p = subprocess.Popen(
            [sys.executable, "-c", code], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kwargs
        )
        procs.append(p)
        return p

    yield start
    for p in procs:
        if p.poll() is None:
            p.kill()
            p.wait()
