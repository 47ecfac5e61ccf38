"""Helpers of the docx end-to-end tests: documents, script lines, stream checks."""

from __future__ import annotations

import hashlib
import os
import struct
import subprocess
import sys
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import docx
import orjson
from docx.shared import RGBColor
from lxml import etree
from tests.conftest import CliResult  # noqa: F401  (re-exported for the test modules)

from ncurator_cli.docx import DocxDocument, inspect
from ncurator_cli.protocol.events import parse_event

W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
NS = {"w": W}
RED = RGBColor(0xC0, 0x00, 0x00)

RESPOND = {"node": "host_plan", "tool_calls": [{"name": "respond_directly", "args": {}}]}


# --- script lines ----------------------------------------------------------------------------------


def plan_docx(objective: str = "edit the report", **task: Any) -> dict[str, Any]:
    t = {"kind": "docx", "title": "Edit the report", "objective": objective, **task}
    return {"node": "host_plan", "tool_calls": [{"name": "plan_tasks", "args": {"tasks": [t]}}]}


def call(name: str, **args: Any) -> dict[str, Any]:
    """One docx model turn with one tool call."""
    return {"node": "docx", "tool_calls": [{"name": name, "args": args}]}


def finish(success: bool = True, summary: str = "edited the report") -> dict[str, Any]:
    return call("docx_finish", success=success, summary=summary)


def final(text: str = "Done.") -> dict[str, Any]:
    return {"node": "finalize", "content": text}


# --- documents -------------------------------------------------------------------------------------


def build_report(path: Path, *, title: str = "Quarterly Report") -> Path:
    """A small report: a header, headings, formatting that changes mid-word, a table.

    Paragraph 1 has `north` as a bold red run inside `northern`; paragraph 4 has `budget` split
    across an italic `bud` and a plain `get`, so a replacement across runs takes the italic.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    d = docx.Document()
    d.sections[0].header.paragraphs[0].text = "Kestrel north division (confidential)"
    d.add_heading(title, level=1)  # body/p0
    p = d.add_paragraph()  # body/p1
    p.add_run("Revenue in the ")
    r = p.add_run("north")
    r.bold = True
    r.font.color.rgb = RED
    p.add_run("ern region grew. The north team celebrated.")
    d.add_heading("Details", level=2)  # body/p2
    d.add_paragraph("The north office opened in March.")  # body/p3
    p = d.add_paragraph()  # body/p4
    p.add_run("The ")
    r = p.add_run("bud")
    r.italic = True
    p.add_run("get was approved.")
    t = d.add_table(rows=3, cols=2)  # body/t0
    for row, (region, sales) in enumerate([("Region", "Sales"), ("North", "100"), ("South", "80")]):
        t.cell(row, 0).text = region
        t.cell(row, 1).text = sales
    d.add_paragraph("The end.")  # body/p5
    d.save(path)
    return path


def table_doc(path: Path, *tables: list[tuple[str, ...]], paragraphs: tuple[str, ...] = ()) -> Path:
    """A document of `paragraphs`, then one table per list of rows (the first its header)."""
    d = docx.Document()
    for text in paragraphs:
        d.add_paragraph(text)
    for rows in tables:
        t = d.add_table(rows=len(rows), cols=len(rows[0]))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                t.cell(r, c).text = text
    d.save(str(path))
    return path


def block_id(path: Path, text: str) -> str:
    """The id of the block whose visible text is `text`, as `docx_inspect` gives it."""
    return next(b["id"] for b in inspect(path)["blocks"] if b.get("text") == text)


def block_id_after(path: Path, edits: list[dict[str, Any]], text: str) -> str:
    """The id a block has after `edits` were applied (what a model sees when it inspects again)."""
    doc = DocxDocument.open(path)
    doc.apply_edits(edits)
    return next(b["id"] for b in doc.inspect()["blocks"] if b.get("text") == text)


def write_legacy_doc(path: Path) -> Path:
    """A Word 97-2003 file as Word writes it: an OLE compound file (CFB v3, 512-byte sectors) with a
    `WordDocument` stream that starts with the FIB magic. Sector 0 holds the FAT, sector 1 the
    directory, sectors 2..9 the stream."""
    end, free, fat_sect, nostream = 0xFFFFFFFE, 0xFFFFFFFF, 0xFFFFFFFD, 0xFFFFFFFF
    header = bytearray(512)
    header[0:8] = bytes.fromhex("D0CF11E0A1B11AE1")
    struct.pack_into("<HHHHH", header, 24, 0x003E, 0x0003, 0xFFFE, 9, 6)
    struct.pack_into("<IIIIIIIII", header, 40, 0, 1, 1, 0, 4096, end, 0, end, 0)
    struct.pack_into("<109I", header, 76, 0, *([free] * 108))
    fat = [fat_sect, end, *range(3, 10), end] + [free] * (128 - 10)

    def entry(name: str, kind: int, child: int, start: int, size: int) -> bytes:
        raw = (name + "\0").encode("utf-16-le")
        e = bytearray(128)
        e[: len(raw)] = raw
        struct.pack_into("<HBBIII", e, 64, len(raw), kind, 1, nostream, nostream, child)
        struct.pack_into("<IQ", e, 116, start, size)
        return bytes(e)

    directory = (
        entry("Root Entry", 5, 1, end, 0) + entry("WordDocument", 2, nostream, 2, 4096) + bytes(128) * 2
    )
    stream = struct.pack("<HH", 0xA5EC, 0x00C1) + bytes(4092)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(bytes(header) + struct.pack("<128I", *fat) + directory + stream)
    return path


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def document_xml(path: Path, part: str = "word/document.xml") -> etree._Element:
    with zipfile.ZipFile(path) as zf:
        return etree.fromstring(zf.read(part))


def body_texts(path: Path) -> list[str]:
    return [p.text for p in docx.Document(str(path)).paragraphs]


def snapshot(*roots: Path) -> dict[str, str]:
    """sha256 of every file under the roots: to prove a run left them alone."""
    out = {}
    for root in roots:
        for p in sorted(root.rglob("*")):
            if p.is_file():
                out[str(p)] = sha256(p)
    return out


# --- the CLI ---------------------------------------------------------------------------------------


def cli_for(home: Path) -> Callable[..., CliResult]:
    """A runner of the real CLI with its own NCURATOR_HOME (for module-scoped fixtures, where the
    function-scoped `run_cli` of tests/conftest.py cannot be used)."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("NCURATOR_MODEL", "NCURATOR_KB", "NCURATOR_POLICY", "OPENAI_API_KEY", "OPENAI_BASE_URL")
    }
    env.update(
        {
            "NCURATOR_HOME": str(home),
            "XDG_CONFIG_HOME": str(home / "xdg"),
            "NCURATOR_NO_LOCAL_MODEL": "1",
            "PYTHONUNBUFFERED": "1",
        }
    )
    home.mkdir(parents=True, exist_ok=True)

    def _run(*args: str, cwd: Path | None = None) -> CliResult:
        proc = subprocess.run(
            [sys.executable, "-m", "ncurator_cli.cli", *args],
            input=b"",
            capture_output=True,
            env=env,
            timeout=120,
            cwd=cwd,
        )
        return CliResult(proc.returncode, proc.stdout, proc.stderr.decode(errors="replace"))

    return _run


def write_script_to(path: Path, lines: list[dict[str, Any]]) -> Path:
    path.write_bytes(b"".join(orjson.dumps(line) + b"\n" for line in lines))
    return path


def check_stream(res: CliResult, start: int = 0) -> list[dict[str, Any]]:
    """Every stdout line is a valid event of one run; seq runs gap-free from `start`."""
    lines = res.lines
    assert lines, res.stderr
    for line in lines:
        parse_event(line)
    assert [e["seq"] for e in lines] == list(range(start, start + len(lines)))
    assert len({e["run_id"] for e in lines}) == 1
    return lines


def tool_results(res: CliResult, name: str | None = None) -> list[dict[str, Any]]:
    return [e for e in res.of_type("tool_call_result") if name is None or e["tool_name"] == name]
