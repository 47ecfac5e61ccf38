"""No development task's names, files, values or answers in the product: code, prompts, tests, docs.

The development suite (`shared/eval/agent-dev/tasks/*`, outside this repository) measures the
agent; code that knows its tasks measures tuning instead, and tests, docs or benchmarks that use
them carry the answers next to the code. This test reads the suite's files and fails when a
distinctive literal of theirs appears in the product's files: everything under `src/`, the tests
(`tests/**/*.py`), the docs (`docs/**/*.md`, `README.md`, `CHANGELOG.md`) and the benchmark scripts
(`bench/*.py`; not `bench/tasks/`, a separate validation suite kept as it is):

* every value an objective quotes (`'...'` or backticks), every figure it writes out (with a
  decimal part, or of four or more digits: a price, a port) and every file name it mentions;
* the distinctive string constants of each task's `setup.py` (the documents' contents, which hold
  the answers): texts of several words, texts with a digit, and file names with a hyphen or digit;
* inside longer texts of a setup (whole documents, logs, code), the identifiers and figures that
  are answers: codes like `AB-123` or `E1234` and numbers of five or more digits.

Single common words (`Total`, `docs`) are not distinctive and are not checked. The suite is found
through `NCURATOR_DEV_TASKS`, else `shared/eval/agent-dev/tasks` in a folder above the repository;
the test is skipped where it is absent (CI has no copy).
"""

from __future__ import annotations

import ast
import json
import os
import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SRC = REPO / "src"
#: Third-party data shipped in the package (a tokenizer's vocabulary), not ours.
SKIP = ("data/minilm/",)

_QUOTED = re.compile(r"'([^']{2,})'|`([^`]{2,})`")
_TOKEN = re.compile(r"(?<![\w-])(?:[A-Z][A-Za-z]*-\d[\w-]*|[A-Z]+\d+[A-Z\d]*|\d{5,})(?![\w-])")
#: A figure an objective writes out unquoted: with a decimal part, or of four or more digits.
_FIGURE = re.compile(r"(?<![\w.,-])(?:\d[\d,]*\.\d+|\d{4,})(?![\w-])")
_FILE = re.compile(r"[\w./-]*\w\.(?:docx|txt|md|csv|tsv|py|log|json|jsonl|ya?ml|toml|ini|cfg|conf|example)\b")


def dev_tasks() -> Path | None:
    env = os.environ.get("NCURATOR_DEV_TASKS")
    if env:
        return Path(env)
    for parent in REPO.parents:
        cand = parent / "shared" / "eval" / "agent-dev" / "tasks"
        if cand.is_dir():
            return cand
    return None


def distinctive(text: str) -> bool:
    text = text.strip()
    if "\n" in text or not 4 <= len(text) <= 80:
        return False
    words = re.findall(r"[A-Za-z]+", text)
    if len(text.split()) >= 2 and len(text) >= 8 and words:
        return True  # a phrase: a name, a sentence of a document
    if re.search(r"\d", text) and re.search(r"[\w$€£]", text):
        return True  # a figure, an id, a port, a date
    return bool(_FILE.fullmatch(text) and re.search(r"[-\d]", text.rsplit(".", 1)[0]))


def task_literals(tasks: Path) -> dict[str, set[str]]:
    """literal -> the tasks it comes from."""
    out: dict[str, set[str]] = {}
    for task in sorted(p for p in tasks.iterdir() if (p / "task.json").is_file()):
        objective = json.loads((task / "task.json").read_text())["objective"]
        for m in _QUOTED.finditer(objective):
            out.setdefault((m.group(1) or m.group(2)).strip(), set()).add(task.name)
        for m in _FILE.finditer(objective):
            out.setdefault(m.group(0), set()).add(task.name)
        for m in _FIGURE.finditer(objective):
            out.setdefault(m.group(0), set()).add(task.name)
        setup = task / "setup.py"
        if setup.is_file():
            for node in ast.walk(ast.parse(setup.read_text())):
                if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
                    continue
                if distinctive(node.value):
                    out.setdefault(node.value.strip(), set()).add(task.name)
                for token in _TOKEN.findall(node.value):
                    if len(token) >= 4:
                        out.setdefault(token, set()).add(task.name)
    return {k: v for k, v in out.items() if len(k) >= 3}


def source_files() -> list[Path]:
    """The files checked: all of `src/`, and the tests, docs and benchmark scripts (not `bench/tasks/`)."""
    src = [p for p in sorted(SRC.rglob("*")) if p.is_file() and p.suffix in (".py", ".md", ".txt", ".json", ".toml")
           and not any(s in p.as_posix() for s in SKIP)]
    others = [*sorted((REPO / "tests").rglob("*.py")), *sorted((REPO / "docs").rglob("*.md")),
              REPO / "README.md", REPO / "CHANGELOG.md", *sorted((REPO / "bench").glob("*.py"))]
    return src + [p for p in others if p.is_file()]


def test_no_development_task_literal_appears_in_the_product() -> None:
    tasks = dev_tasks()
    if tasks is None or not tasks.is_dir():
        pytest.skip("the development task suite is not on this machine (NCURATOR_DEV_TASKS)")
    literals = task_literals(tasks)
    assert len(literals) > 50, "the suite's literals were not read"
    found = []
    for path in source_files():
        text = path.read_text(errors="replace")
        for lit, origin in literals.items():
            if lit not in text:  # a substring test first: one regex per literal and file is slow
                continue
            for m in re.finditer(r"(?<![\w])" + re.escape(lit) + r"(?![\w])", text):
                line = text.count("\n", 0, m.start()) + 1
                found.append(f"{path.relative_to(REPO)}:{line}: {lit!r} (from {', '.join(sorted(origin))})")
    assert not found, "development task literals in src/, tests/, docs/, README, CHANGELOG or bench/*.py:\n" + "\n".join(found)


def test_the_check_reads_tests_docs_and_bench_scripts_but_not_the_validation_suite() -> None:
    files = {p.relative_to(REPO).as_posix() for p in source_files()}
    assert {"README.md", "CHANGELOG.md", "tests/core/test_no_task_literals.py"} <= files
    assert any(f.startswith("src/") for f in files) and any(f.startswith("docs/") and f.endswith(".md") for f in files)
    assert any(f.startswith("bench/") for f in files)
    assert not any(f.startswith("bench/tasks/") for f in files)


def test_the_check_reads_objectives_and_setup_files(tmp_path: Path) -> None:
    """The extraction itself, on an invented task: what counts as distinctive and what does not."""
    task = tmp_path / "some-task"
    task.mkdir()
    (task / "task.json").write_text(json.dumps({
        "objective": "Set 'Blue Heron' in ledger.docx to `7.25` and save it as ledger-new.docx; port 8071, fee 3.40."}))
    (task / "setup.py").write_text(
        "rows = [['Item', 'Price'], ['Blue Heron', '$7.10'], ['Gull', 'Q-771']]\n"
        "name = 'notes.txt'\nother = 'pond-2.txt'\n"
        "log = '12:00 ERROR X9041 disk\\n12:01 INFO ok in 3 ms, order 123456\\n'\n")
    lits = task_literals(tmp_path)
    assert {"Blue Heron", "7.25", "ledger.docx", "ledger-new.docx", "$7.10", "Q-771", "pond-2.txt", "X9041",
            "123456", "8071", "3.40"} <= set(lits)
    assert not {"Item", "Price", "Gull", "notes.txt", "ERROR", "3"} & set(lits)
