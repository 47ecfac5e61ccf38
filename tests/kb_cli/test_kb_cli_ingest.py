"""`ncurator ingest` through the real CLI: the event stream, re-ingest, prune, glob, failures, exit codes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson

from .kb_cli_lib import CORPUS_IDS, Cli, check_stream, counts, ingested, make_docx


def test_ingest_folder_streams_one_event_per_file(shared: dict[str, Any]) -> None:
    res = shared["ingest"]
    assert res.code == 0, res.stderr
    lines = check_stream(res)
    assert lines[0]["type"] == "ingest_started" and lines[0]["kb"] == shared["kb_arg"]
    assert [e["type"] for e in lines[1:-1]] == ["document_ingested"] * len(CORPUS_IDS)
    docs = ingested(res)
    assert set(docs) == CORPUS_IDS  # ids are relative to the root given, '/'-separated
    for doc_id, ev in docs.items():
        assert ev["status"] == "added" and ev["error"] is None and ev["chunks"] >= 1, ev
        assert Path(ev["path"]) == shared["corpus"] / doc_id
    assert counts(res) == {"added": 4, "updated": 0, "unchanged": 0, "failed": 0, "removed": 0}
    assert isinstance(lines[-1]["duration_ms"], int) and lines[-1]["duration_ms"] >= 0


def test_reingest_update_and_prune(cli: Cli, tmp_path: Path) -> None:
    src = tmp_path / "notes"
    src.mkdir()
    (src / "alpha.md").write_text("# Alpha\n\nThe alpha station tracks the comet Verrinax.\n")
    (src / "beta.txt").write_text("The beta station brews nettle tea on Tuesdays.\n")
    kb = str(tmp_path / "kb")

    first = cli("ingest", str(src), "--kb", kb)
    assert first.code == 0, first.stderr
    check_stream(first)
    assert counts(first)["added"] == 2

    again = cli("ingest", str(src), "--kb", kb)
    assert again.code == 0, again.stderr
    check_stream(again)
    assert {d: e["status"] for d, e in ingested(again).items()} == {"alpha.md": "unchanged", "beta.txt": "unchanged"}
    assert counts(again) == {"added": 0, "updated": 0, "unchanged": 2, "failed": 0, "removed": 0}
    assert again.lines[0]["run_id"] != first.lines[0]["run_id"]

    (src / "alpha.md").write_text("# Alpha\n\nThe alpha station now tracks the comet Quorvane instead.\n")
    changed = cli("ingest", str(src), "--kb", kb)
    assert changed.code == 0, changed.stderr
    check_stream(changed)
    assert {d: e["status"] for d, e in ingested(changed).items()} == {"alpha.md": "updated", "beta.txt": "unchanged"}
    assert counts(changed) == {"added": 0, "updated": 1, "unchanged": 1, "failed": 0, "removed": 0}

    # A deleted file stays in the KB without --prune (text rendering, for a person) ...
    (src / "beta.txt").unlink()
    text = cli("ingest", str(src), "--kb", kb, "--format", "text")
    assert text.code == 0, text.stderr
    out = text.stdout.decode()
    assert out.strip() and not out.lstrip().startswith("{")
    for line in out.splitlines():
        try:
            orjson.loads(line)
        except orjson.JSONDecodeError:
            continue
        raise AssertionError(f"--format text printed a JSON line: {line}")
    assert "alpha.md" in out and "unchanged" in out and "removed 0" in out, out

    # ... and --prune removes it.
    pruned = cli("ingest", str(src), "--kb", kb, "--prune")
    assert pruned.code == 0, pruned.stderr
    check_stream(pruned)
    assert counts(pruned) == {"added": 0, "updated": 0, "unchanged": 1, "failed": 0, "removed": 1}
    listed = cli("docs", "--kb", kb)
    assert listed.code == 0, listed.stderr
    assert [d["document_id"] for d in listed.lines] == ["alpha.md"]
    found = cli("search", "comet", "--mode", "fts", "--kb", kb)
    assert found.code == 0, found.stderr
    texts = " ".join(h["text"] for h in found.lines)
    assert "Quorvane" in texts and "Verrinax" not in texts  # the update replaced the old chunk


def test_glob_selects_markdown_only(cli: Cli, tmp_path: Path) -> None:
    src = tmp_path / "mixed"
    (src / "deep").mkdir(parents=True)
    (src / "top.md").write_text("# Top\n\nA markdown note about otters.\n")
    (src / "deep" / "nested.md").write_text("# Nested\n\nA nested markdown note about badgers.\n")
    (src / "plain.txt").write_text("A text note about herons.\n")
    (src / "page.html").write_text("<html><body><p>An html note about voles.</p></body></html>\n")
    res = cli("ingest", str(src), "--kb", str(tmp_path / "kb"), "--glob", "*.md")
    assert res.code == 0, res.stderr
    check_stream(res)
    assert set(ingested(res)) == {"top.md", "deep/nested.md"}
    assert counts(res)["added"] == 2


def test_bad_files_fail_alone_and_exit_1(cli: Cli, tmp_path: Path) -> None:
    src = tmp_path / "batch"
    src.mkdir()
    (src / "good.txt").write_text("The good file says the ferry leaves at 06:40.\n")
    good_docx = make_docx(src / "fine.docx", title="Fine", heading="Ferry", paragraphs=["The ferry has 12 cabins."])
    data = good_docx.read_bytes()
    (src / "broken.docx").write_bytes(data[: len(data) // 2])  # a truncated zip
    (src / "empty.md").write_bytes(b"")
    res = cli("ingest", str(src), "--kb", str(tmp_path / "kb"))
    assert res.code == 1, (res.code, res.stderr)
    check_stream(res)
    docs = ingested(res)
    assert set(docs) == {"good.txt", "fine.docx", "broken.docx", "empty.md"}
    for bad in ("broken.docx", "empty.md"):
        assert docs[bad]["status"] == "failed", docs[bad]
        assert isinstance(docs[bad]["error"], str) and docs[bad]["error"].strip(), docs[bad]
    assert docs["good.txt"]["status"] == "added" and docs["fine.docx"]["status"] == "added"
    assert counts(res) == {"added": 2, "updated": 0, "unchanged": 0, "failed": 2, "removed": 0}
    listed = cli("docs", "--kb", str(tmp_path / "kb"))
    assert {d["document_id"] for d in listed.lines} == {"good.txt", "fine.docx"}


def test_missing_path_exits_2_before_touching_the_kb(cli: Cli, tmp_path: Path) -> None:
    real = tmp_path / "real.txt"
    real.write_text("exists\n")
    kb = tmp_path / "kb"
    res = cli("ingest", str(real), str(tmp_path / "no-such-folder"), "--kb", str(kb))
    assert res.code == 2
    assert res.stdout == b""
    assert len(res.stderr.strip().splitlines()) == 1 and "no-such-folder" in res.stderr, res.stderr
    assert not kb.exists()


def test_bad_arguments_exit_2(cli: Cli, tmp_path: Path) -> None:
    res = cli("ingest", "--kb", str(tmp_path / "kb"))  # no PATH
    assert res.code == 2 and res.stdout == b""
    res = cli("ingest", str(tmp_path), "--format", "yaml", "--kb", str(tmp_path / "kb"))
    assert res.code == 2 and res.stdout == b""
