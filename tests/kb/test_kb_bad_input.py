"""Bad files fail one by one with a reason; the rest of the ingest goes on."""

from __future__ import annotations

import os
import zipfile
from pathlib import Path

import pytest

from ncurator_cli.kb import parsers
from ncurator_cli.kb.store import KnowledgeBase

from .conftest import by_id, completed, make_docx, run_ingest


def _zip_bomb(path: Path, expanded_mb: int = 300) -> None:
    """A .docx-shaped zip whose document.xml expands to hundreds of MB of zeros (~300 KB on disk)."""
    block = b"\0" * (1 << 20)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("[Content_Types].xml", "<Types/>")
        with zf.open("word/document.xml", "w", force_zip64=True) as fh:
            for _ in range(expanded_mb):
                fh.write(block)


def test_each_bad_input_fails_alone(tmp_path: Path, embedder) -> None:
    src = tmp_path / "src"
    src.mkdir()
    (src / "good.md").write_text("# Good\n\nA perfectly fine document about lighthouses.")
    (src / "corrupt.pdf").write_bytes(b"%PDF-1.7\n" + os.urandom(4096))
    (src / "corrupt.docx").write_bytes(b"PK\x03\x04" + os.urandom(4096))
    _zip_bomb(src / "bomb.docx")
    (src / "huge.txt").write_bytes(b"word " * 120_000)  # over the 500 000-byte cap given below
    (src / "latin1.txt").write_bytes("Caf\xe9 au lait in a latin-1 file.".encode("latin-1"))
    (src / "binary.txt").write_bytes(bytes(range(256)) * 20)
    (src / "empty.txt").write_bytes(b"")
    (src / "loop-a.txt").symlink_to(src / "loop-b.txt")
    (src / "loop-b.txt").symlink_to(src / "loop-a.txt")
    (src / "dir-loop").symlink_to(src, target_is_directory=True)
    (src / "dangling.html").symlink_to(src / "gone.html")
    make_docx(src / "fine.docx", title="Fine", blocks=[("p", "A docx that works.")])

    events = run_ingest([src], tmp_path / "kb", embedder=embedder, max_file_bytes=500_000)
    docs = by_id(events)
    ok = {"good.md", "latin1.txt", "fine.docx"}
    assert {k for k, v in docs.items() if v["status"] == "added"} == ok
    reasons = {k: (v["error"] or "").lower() for k, v in docs.items() if v["status"] == "failed"}
    assert "pdf" in reasons["corrupt.pdf"]
    assert "docx" in reasons["corrupt.docx"]
    assert "zip bomb" in reasons["bomb.docx"]
    assert "too large" in reasons["huge.txt"]
    assert "binary" in reasons["binary.txt"]
    assert "empty" in reasons["empty.txt"]
    assert "loop" in reasons["loop-a.txt"] and "loop" in reasons["loop-b.txt"]
    assert "loop" in reasons["dir-loop"]
    assert "not found" in reasons["dangling.html"]
    for v in docs.values():
        if v["status"] == "failed":
            assert v["chunks"] == 0 and v["error"]
    done = completed(events)
    assert done["added"] == 3 and done["failed"] == len(reasons)
    kb = KnowledgeBase.open(str(tmp_path / "kb"), embedder=embedder)
    assert kb.count_documents() == 3
    assert kb.search("café au lait", mode="fts")[0]["document_id"] == "latin1.txt"


def test_unreadable_file_fails_with_permission_reason(tmp_path: Path, embedder, monkeypatch) -> None:
    src = tmp_path / "src"
    src.mkdir()
    (src / "secret.txt").write_text("top secret")
    (src / "open.txt").write_text("open text about harbours")
    real_open = open

    def guarded_open(path, *args, **kwargs):  # root ignores chmod 000, so deny it here instead
        if str(path).endswith("secret.txt"):
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(parsers, "open", guarded_open, raising=False)
    docs = by_id(run_ingest([src], tmp_path / "kb", embedder=embedder))
    assert docs["secret.txt"]["status"] == "failed"
    assert docs["secret.txt"]["error"] == "permission denied"
    assert docs["open.txt"]["status"] == "added"


@pytest.mark.skipif(os.geteuid() == 0, reason="root can read a chmod 000 file")
def test_chmod_000_file_fails(tmp_path: Path, embedder) -> None:
    src = tmp_path / "src"
    src.mkdir()
    p = src / "locked.txt"
    p.write_text("locked")
    p.chmod(0)
    try:
        docs = by_id(run_ingest([src], tmp_path / "kb", embedder=embedder))
    finally:
        p.chmod(0o644)
    assert docs["locked.txt"]["status"] == "failed" and "permission" in docs["locked.txt"]["error"]


def test_previous_version_survives_a_failed_reparse(tmp_path: Path, embedder) -> None:
    src = tmp_path / "src"
    src.mkdir()
    (src / "a.md").write_text("# Alpha\n\nThe alpha document mentions zeppelins.")
    run_ingest([src], tmp_path / "kb", embedder=embedder)
    (src / "a.md").write_bytes(b"\0\0\0 binary now")
    docs = by_id(run_ingest([src], tmp_path / "kb", embedder=embedder))
    assert docs["a.md"]["status"] == "failed"
    kb = KnowledgeBase.open(str(tmp_path / "kb"))
    assert kb.search("zeppelins", mode="fts")[0]["document_id"] == "a.md"
