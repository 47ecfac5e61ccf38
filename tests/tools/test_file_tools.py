"""The file tools on a real workspace: find, read ranges, grep/count, Python facts, bounds."""

from __future__ import annotations

import gzip
import os
import time
from pathlib import Path

import pytest

from ncurator_cli.tools import ALL, ToolEnv, ToolError, toolset


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    (root / "logs").mkdir(parents=True)
    (root / "src" / "pkg").mkdir(parents=True)
    (root / "big").mkdir()
    (root / ".git").mkdir()
    (root / ".git" / "config").write_text("secret stuff\n")
    (root / "logs" / "web.log").write_text("INFO start\nERROR disk full\nINFO ok\nERROR disk full again ERROR\n")
    with gzip.open(root / "logs" / "web.log.1.gz", "wt") as fh:
        fh.write("ERROR old failure\nINFO old\n")
    (root / "big" / "blob.bin").write_bytes(b"\x00" * 5000)
    (root / "big" / "notes.txt").write_text("x" * 3000)
    (root / "readme.md").write_text("\n".join(f"line {i}" for i in range(1, 501)) + "\n")
    (root / "src" / "pkg" / "core.py").write_text(
        "import os\nfrom collections import Counter as C\n\n"
        "def main(argv=None, *rest, flag: bool = False, **kw):\n    return helper(1)\n\n"
        "def helper(x, /, y=2):\n    return x\n\n"
        "class Thing(Base):\n    @property\n    def size(self):\n        return helper(3)\n\n"
        "    async def fetch(self, *, url):\n        pass\n"
    )
    (root / "src" / "broken.py").write_text("def oops(:\n")
    return root


def run(ws: Path, name: str, **args: object) -> str:
    return ALL[name].run(ToolEnv(ws), args).text


def test_find_files_by_glob_size_and_recursion(ws: Path) -> None:
    out = run(ws, "find_files", glob="*.log*")
    assert "logs/web.log\n" in out + "\n" and "logs/web.log.1.gz" in out
    assert ".git" not in run(ws, "find_files")
    big = ALL["find_files"].run(ToolEnv(ws), {"min_size": 2000, "sort": "size", "descending": True}).data
    assert [f["path"] for f in big["files"]] == ["big/blob.bin", "readme.md", "big/notes.txt"]
    mid = ALL["find_files"].run(ToolEnv(ws), {"min_size": 2000, "max_size": 4000}).data
    assert [f["path"] for f in mid["files"]] == ["big/notes.txt"]
    flat = run(ws, "find_files", path="src", recursive=False)
    assert "core.py" not in flat and "src/broken.py" in flat
    totals = ALL["find_files"].run(ToolEnv(ws), {"folder_totals": True}).data["folders"]
    assert totals[0] == {"folder": "big", "bytes": 8000, "files": 2}
    assert "src/pkg/core.py" in run(ws, "find_files", glob="src/**/*.py")
    # A folder glob with recursive (the default) means that name at any depth under the folder;
    # without recursive, only the folder's own files.
    assert "src/pkg/core.py" in run(ws, "find_files", glob="src/*") and "src/broken.py" in run(ws, "find_files", glob="src/*")
    assert "src/pkg/core.py" in run(ws, "find_files", glob="src/*.py")
    assert "src/pkg/core.py" not in run(ws, "find_files", glob="src/*", recursive=False)


def test_read_file_ranges_gzip_and_binary(ws: Path) -> None:
    out = run(ws, "read_file", path="readme.md", start_line=10, end_line=12)
    assert out.splitlines()[1:] == ["10: line 10", "11: line 11", "12: line 12", "… lines 13-500 not shown"]
    assert "1: ERROR old failure" in run(ws, "read_file", path="logs/web.log.1.gz")
    with pytest.raises(ToolError, match="binary"):
        run(ws, "read_file", path="big/blob.bin")
    with pytest.raises(ToolError, match="outside the workspace"):
        run(ws, "read_file", path="../secret")
    with pytest.raises(ToolError, match="no such file"):
        run(ws, "read_file", path="nope.txt")


def test_read_file_refuses_a_symlink_out_of_the_workspace(ws: Path, tmp_path: Path) -> None:
    (tmp_path / "outside.txt").write_text("private\n")
    os.symlink(tmp_path / "outside.txt", ws / "link.txt")
    with pytest.raises(ToolError, match="outside the workspace"):
        run(ws, "read_file", path="link.txt")


def test_grep_counts_lines_and_matches_per_file(ws: Path) -> None:
    res = ALL["grep"].run(ToolEnv(ws), {"pattern": "ERROR", "path": "logs"})
    files = {f["path"]: (f["lines"], f["matches"]) for f in res.data["files"]}
    assert files == {"logs/web.log": (2, 3), "logs/web.log.1.gz": (1, 1)}
    assert "logs/web.log:2: ERROR disk full" in res.text
    counted = run(ws, "grep", pattern="error", ignore_case=True, glob="*.log", count_only=True)
    assert "2\t3\tlogs/web.log" in counted and "web.log:2:" not in counted and ".gz" not in counted
    with pytest.raises(ToolError, match="invalid regular expression"):
        run(ws, "grep", pattern="(")
    assert "1 matching lines" in run(ws, "grep", pattern="(:", literal=True, path="src")


def test_python_facts_functions_params_imports_usages(ws: Path) -> None:
    res = ALL["python_facts"].run(ToolEnv(ws), {"path": "src", "name": "helper"})
    core = next(f for f in res.data["files"] if f["path"] == "src/pkg/core.py")
    by = {f["qualname"]: f for f in core["functions"]}
    assert by["main"]["params"] == ["argv=None", "*rest", "flag=False", "**kw"]
    assert by["main"]["param_count"] == 4
    assert by["helper"]["params"] == ["x", "/", "y=2"] and by["helper"]["param_count"] == 2
    assert by["Thing.size"]["method"] and by["Thing.size"]["decorators"] == ["property"]
    assert by["Thing.fetch"]["async"] and by["Thing.fetch"]["params"] == ["self", "*", "url"]
    assert core["imports"] == ["os", "collections.Counter as C"]
    assert [(u["line"], u["kind"], u["in"]) for u in core["usages"]] == [(5, "call", "main"), (13, "call", "Thing.size")]
    assert {u["in"] for u in core["usages"] if u["kind"] == "call"} == {"main", "Thing.size"}
    assert "does not parse" in res.text and "src/broken.py" in res.text


def test_output_is_bounded_and_deadline_stops_walks(ws: Path) -> None:
    env = ToolEnv(ws, max_output_chars=300)
    res = ALL["grep"].run(env, {"pattern": "line", "path": "readme.md"})
    assert res.truncated and len(res.text) < 450 and "output cut" in res.text
    late = ToolEnv(ws, deadline=time.monotonic() - 1)
    with pytest.raises(ToolError, match="no time left"):
        ALL["find_files"].run(late, {})
    few = ToolEnv(ws, max_files=2)
    assert "stopped after 2 files" in ALL["find_files"].run(few, {}).text


def test_arguments_are_validated_by_the_pydantic_model(ws: Path) -> None:
    with pytest.raises(ToolError, match="invalid arguments for read_file: path: Field required"):
        run(ws, "read_file")
    with pytest.raises(ToolError, match="lines"):
        run(ws, "read_file", path="readme.md", lines=3)
    with pytest.raises(ToolError, match="start_line"):
        run(ws, "read_file", path="readme.md", start_line=0)


def test_schema_offered_is_derived_from_the_arguments_model() -> None:
    spec = ALL["grep"].spec()
    props = spec.parameters["properties"]
    assert spec.parameters["required"] == ["pattern"] and spec.parameters["additionalProperties"] is False
    assert props["ignore_case"] == {"default": False, "type": "boolean"}
    assert "anyOf" not in str(spec.parameters) and "title" not in props["pattern"]


def test_read_only_toolset_has_no_writer() -> None:
    ro = toolset(read_only=True)
    assert all(t.read_only for t in ro)
    assert {"write_file", "move_path"} <= {t.name for t in toolset()}
    assert not {"write_file", "move_path"} & {t.name for t in ro}


def test_write_tools_become_commands(ws: Path) -> None:
    cmd = ALL["write_file"].command(ToolEnv(ws), {"path": "out/new.txt", "content": "a\nb"})
    assert cmd.startswith("mkdir -p -- out && cat > out/new.txt <<'NCURATOR_EOF_")
    assert "\na\nb\nNCURATOR_EOF_" in cmd
    import subprocess

    subprocess.run(["bash", "-c", cmd], cwd=ws, check=True)
    assert (ws / "out" / "new.txt").read_text() == "a\nb\n"
    mv = ALL["move_path"].command(ToolEnv(ws), {"source": "out/new.txt", "destination": "arch/"})
    subprocess.run(["bash", "-c", mv], cwd=ws, check=True)
    assert (ws / "arch" / "new.txt").exists()
    (ws / "taken.txt").write_text("x")
    with pytest.raises(ToolError, match="already exists"):
        ALL["move_path"].command(ToolEnv(ws), {"source": "readme.md", "destination": "taken.txt"})
    with pytest.raises(ToolError, match="outside the workspace"):
        ALL["write_file"].command(ToolEnv(ws), {"path": "../x.txt", "content": "x"})
    with pytest.raises(ToolError, match="read tool"):
        ALL["grep"].command(ToolEnv(ws), {"pattern": "x"})


def test_name_facts_count_the_files_that_define_call_or_import_a_name_the_question_gives(tmp_path: Path) -> None:
    """"How many files define a function named run?": the .py files with a def of that exact name
    outside a class, apart from methods, classes, calls and imports of it; a longer name holding it
    (run_all) is no match; a question without a given name, or about no Python thing, gets nothing."""
    from ncurator_cli.tools.data import question_facts
    from ncurator_cli.tools.pycode import name_facts

    (tmp_path / "pkg").mkdir()
    (tmp_path / "a.py").write_text("def run():\n    pass\n\nif __name__ == '__main__':\n    run()\n")
    (tmp_path / "pkg" / "b.py").write_text("from a import run\n\nclass Job:\n    def run(self):\n        return 1\n")
    (tmp_path / "pkg" / "c.py").write_text("def run_all():\n    return [run() for _ in range(2)]\n")
    (tmp_path / "broken.py").write_text("def run(:\n")
    (tmp_path / "notes.txt").write_text("def run(): not code\n")
    files = ["a.py", "broken.py", "notes.txt", "pkg/b.py", "pkg/c.py"]
    env = ToolEnv(tmp_path)
    facts = name_facts(env, files, "How many Python files define a function named run?")
    assert facts == ["1 of the 4 .py files define a function named run (a def outside any class): a.py",
                     "1 of the 4 .py files define a method named run (a def in a class): pkg/b.py",
                     "2 of the 4 .py files call run(...): a.py, pkg/c.py",
                     "1 of the 4 .py files import run: pkg/b.py"]
    assert name_facts(env, files, "Which modules call `tidy()`?") == ["none of the 4 .py files defines, calls or imports tidy"]
    assert name_facts(env, files, "How many functions are there?") == []  # no name given
    assert name_facts(env, files, "Which guest is named Ruth?") == []  # not about Python
    # A question's host facts carry them.
    assert facts[0] in question_facts(env, files, "How many Python files define a function named run?")
