"""An output re-read by the parser its name implies: where a CSV, JSON, JSON lines, TOML or YAML
file a run wrote breaks, in one line."""

from __future__ import annotations

from pathlib import Path

import pytest

from ncurator_cli.workspace.formats import format_problem


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        ("a.csv", "project,hours\nHale & Co, refit,9.25\nB,3\n", "a.csv row 2 has 3 fields but the first row has 2"),
        ("a.csv", 'project,hours\n"Hale & Co, refit",9.25\n', None),
        ("a.tsv", "a\tb\nx\ty\tz\n", "a.tsv row 2 has 3 fields"),
        ("a.json", '{"project": "K", "budget": 184,250}', "a.json is not valid JSON"),
        ("a.json", '{"project": "K", "budget": 184250}', None),
        ("a.jsonl", '{"a": 1}\n{"a": 2\n', "a.jsonl line 2 is not a JSON value"),
        ("a.toml", "[db]\nport = 1\nport = 2\n", "a.toml is not valid TOML"),
        ("a.yaml", "a: [1, 2\n", "a.yaml is not valid YAML"),
        ("a.yaml", "a: 1\n", None),
        ("a.txt", "anything, at, all\nx\n", None),
        ("a.csv", "", None),
    ],
)
def test_a_written_file_is_read_back_by_its_kind(tmp_path: Path, name: str, text: str, expected: str | None) -> None:
    (tmp_path / name).write_text(text)
    got = format_problem(tmp_path / name, name)
    assert (got is None) if expected is None else (got is not None and got.startswith(expected)), got


def test_a_ragged_csv_says_how_to_write_it(tmp_path: Path) -> None:
    (tmp_path / "out.csv").write_text("a,b\n1,2,3\n")
    assert format_problem(tmp_path / "out.csv", "out.csv").endswith("write the file with csv.writer")
    assert format_problem(tmp_path / "missing.csv", "missing.csv") is None


def test_the_workspace_listing_gives_each_folders_files_and_bytes(tmp_path: Path) -> None:
    """Folder sizes are apparent file sizes added up at any depth (not a directory's own st_size),
    so a question about which folder holds most data can be answered from numbers the host read."""
    from ncurator_cli.workspace import workspace_overview
    from ncurator_cli.workspace.scan import folder_totals

    (tmp_path / "assets" / "sounds" / "deep").mkdir(parents=True)
    (tmp_path / "assets" / "icons").mkdir()
    (tmp_path / "assets" / "sounds" / "a.wav").write_bytes(b"x" * 9001)
    (tmp_path / "assets" / "sounds" / "deep" / "b.ogg").write_bytes(b"x" * 1000)
    for i in range(3):
        (tmp_path / "assets" / "icons" / f"{i}.png").write_bytes(b"x" * 600)
    (tmp_path / "assets" / "link").symlink_to(tmp_path / "assets" / "sounds")
    listing, files = workspace_overview(tmp_path)
    lines = listing.splitlines()
    assert "assets/ (5 files, 11801 B in all)" in lines
    assert "assets/sounds/ (2 files, 10001 B in all)" in lines and "assets/icons/ (3 files, 1800 B in all)" in lines
    assert "assets/sounds/deep/ (1 file, 1000 B in all)" in lines
    assert "assets/sounds/a.wav" in files and not any(f.startswith("assets/link/") for f in files)
    # A caller that wants the file list alone skips the second walk.
    assert "assets/" in workspace_overview(tmp_path, totals=False)[0].splitlines()
    # Past the bound, folders are listed without totals.
    assert folder_totals(tmp_path, max_files=2) is None


def test_an_ini_file_with_a_section_or_key_written_twice_is_named(tmp_path: Path) -> None:
    """A change appended as a second copy of its section (a probe trace: the file grew from 26 to
    45 lines over three turns) is a file a strict INI reader refuses; a file without section headers
    is not judged as INI."""
    p = tmp_path / "app.ini"
    p.write_text("; settings\n[db]\nhost = a\ntimeout = 45\n\n[cache]\nttl = 5\n")
    assert format_problem(p, "app.ini") is None
    p.write_text(p.read_text() + "\n[db]\ntimeout = 90\n")
    assert format_problem(p, "app.ini") == (
        "app.ini has the section [db] twice (again at line 9): change the value in the section where it is, "
        "with an ```edit block, instead of adding the section again")
    p.write_text("[db]\ntimeout = 45\ntimeout = 90\n")
    assert "has the key 'timeout' twice in [db] (again at line 3)" in (format_problem(p, "app.ini") or "")
    (tmp_path / "setup.cfg").write_text("not an ini file at all\n")
    assert format_problem(tmp_path / "setup.cfg", "setup.cfg") is None


def test_a_key_value_settings_file_with_a_line_that_is_no_setting_is_named(tmp_path: Path) -> None:
    """A value appended as a script printed it (`KEY value`) is no setting a dotenv reader takes;
    comments, blank lines and `export KEY=value` are."""
    p = tmp_path / ".env"
    p.write_text("# local\nexport SHOP_URL=http://shop.test\n\nRETRIES=3\n")
    assert format_problem(p, ".env") is None
    p.write_text(p.read_text() + "QUEUE_SIZE 40\n")
    assert format_problem(p, ".env") == (
        ".env line 5 is not KEY=value ('QUEUE_SIZE 40'): write each setting as KEY=value")
    (tmp_path / "staging.env").write_text("RETRIES=3\nnot a setting\n")
    assert "staging.env line 2 is not KEY=value" in (format_problem(tmp_path / "staging.env") or "")
    (tmp_path / "memo.txt").write_text("QUEUE_SIZE 40\n")
    assert format_problem(tmp_path / "memo.txt") is None


def test_a_run_of_files_named_alike_is_one_listing_line_and_every_file_stays_known(tmp_path: Path) -> None:
    from ncurator_cli.workspace import workspace_overview
    from ncurator_cli.workspace.scan import SERIES_MIN

    frames = tmp_path / "scans"
    frames.mkdir()
    for i in range(1, 13):
        (frames / f"page_{i:03d}.tif").write_bytes(b"x" * (100 + i))
    (frames / "index.txt").write_text("pages\n")
    for i in range(SERIES_MIN - 1):  # one short of a run: listed one by one
        (tmp_path / f"note{i}.md").write_text("n\n")
    listing, files = workspace_overview(tmp_path)
    lines = listing.splitlines()
    assert "scans/page_001.tif … page_012.tif (12 files named alike, 101–112 B, 1278 B in all)" in lines
    assert "scans/index.txt (6 B)" in lines and "scans/ (13 files, 1284 B in all)" in lines
    assert sum(line.startswith("note") for line in lines) == SERIES_MIN - 1
    # The host still knows each file (previews, scope checks, typed tools).
    assert len(files) == 13 + SERIES_MIN - 1 and "scans/page_007.tif" in files
    for i in range(1, 13):  # equal sizes say so once
        (frames / f"page_{i:03d}.tif").write_bytes(b"x" * 64)
    assert "scans/page_001.tif … page_012.tif (12 files named alike, 64 B each)" in workspace_overview(tmp_path)[0].splitlines()
