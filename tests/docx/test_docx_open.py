"""Opening: hostile and foreign files are refused with a typed error, and the source is never touched."""

from __future__ import annotations

import os
import zipfile
from pathlib import Path

import pytest

from ncurator_cli.docx import DocxDocument, DocxError, PackageLimits, inspect

BAD_CASES = [
    ("not_a_zip", "NOT_A_ZIP"),
    ("empty", "NOT_A_ZIP"),
    ("no_document", "NO_DOCUMENT"),
    ("zip_bomb", "ZIP_BOMB"),
    ("encrypted", "ENCRYPTED"),
    ("legacy_doc", "LEGACY_DOC"),
    ("corrupt_xml", "CORRUPT_XML"),
    ("dtd_entities", "CORRUPT_XML"),
    ("deep_nesting", "CORRUPT_XML"),  # libxml2's depth cap stays on: hostile nesting never reaches us
]


@pytest.mark.parametrize(("name", "code"), BAD_CASES)
def test_bad_input_is_a_typed_error_and_source_untouched(fixture_dir: Path, name: str, code: str) -> None:
    path = sorted((fixture_dir / "bad").glob("*.docx"))
    target = {p.stem: p for p in path}[{"legacy_doc": "legacy"}.get(name, name)]
    before = (target.read_bytes(), target.stat().st_mtime_ns)
    with pytest.raises(DocxError) as info:
        DocxDocument.open(target)
    assert info.value.code == code, info.value.to_dict()
    assert info.value.message
    as_dict = info.value.to_dict()
    assert set(as_dict) == {"code", "message", "details"}
    assert (target.read_bytes(), target.stat().st_mtime_ns) == before
    with pytest.raises(DocxError):
        inspect(target)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(DocxError) as info:
        DocxDocument.open(tmp_path / "nope.docx")
    assert info.value.code == "FILE_NOT_FOUND"


def test_size_cap(simple: Path) -> None:
    with pytest.raises(DocxError) as info:
        DocxDocument.open(simple, limits=PackageLimits(max_file_bytes=1000))
    assert info.value.code == "TOO_LARGE"


def test_total_uncompressed_cap(simple: Path) -> None:
    with pytest.raises(DocxError) as info:
        DocxDocument.open(simple, limits=PackageLimits(max_total_uncompressed=10_000))
    assert info.value.code == "ZIP_BOMB"


def test_macro_enabled_document_is_refused(simple: Path, tmp_path: Path) -> None:
    docm = tmp_path / "macro.docx"
    with zipfile.ZipFile(simple) as src, zipfile.ZipFile(docm, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info)
            if info.filename == "[Content_Types].xml":
                data = data.replace(b"wordprocessingml.document.main+xml", b"ms-word.document.macroEnabled.main+xml")
            dst.writestr(info, data)
    with pytest.raises(DocxError) as info:
        DocxDocument.open(docm)
    assert info.value.code == "UNSUPPORTED_TYPE"


def test_editing_and_saving_never_touch_the_source(rich: Path, tmp_path: Path) -> None:
    before = (rich.read_bytes(), rich.stat().st_mtime_ns)
    doc = DocxDocument.open(rich)
    doc.inspect()
    doc.apply_edits([{"type": "replace_text", "find": "The end.", "replace": "Fin."}])
    doc.save(tmp_path / "out.docx")
    assert (rich.read_bytes(), rich.stat().st_mtime_ns) == before
    assert sorted(os.listdir(rich.parent)) == ["out.docx", "rich.docx"]  # no temp files left behind
