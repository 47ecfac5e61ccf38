"""terminal_exec in guided mode: the model replies with a code block, not a JSON tool call.

A 1.5B coder model writes a correct ten-line Python script in a fenced block far more often
than the same script escaped inside a JSON string (measured on the agent task suite: most
failures of the JSON form were broken quoting and lost newlines). So in guided mode the loop
asks for plain text and maps it onto the capability's own tools:

- a ```python block → `terminal_run_command` with `python3 - <<'PYEOF' … PYEOF`
- a ```bash (or unlabelled shell) block → `terminal_run_command` with that command
- `DONE: …` / `FAILED: …` → `terminal_finish` with success true / false and that summary

Every command still goes through the same parse → classify → boundary → approval → sandbox
path and produces the same events as a tool-calling model's would.
"""

from __future__ import annotations

import os
import re
import shutil
from dataclasses import replace
from pathlib import Path
from typing import Any

from ..models.base import TextFormat, ToolCall
from ..sandbox.base import command_path

GUIDED_SYSTEM = """You complete a task in a workspace by writing code that is run for you, one block per reply.

Reply with exactly one of these:
1. A Python 3 script in a ```python code block. It runs with the workspace root as the current
   directory: use relative paths, and print() everything you need to see or report.
2. One shell command in a ```bash code block, to run a program as it is, e.g.
   `python3 report.py` or `python3 -m unittest`. Never `python -c`: write a ```python block.
3. `DONE: <answer>` when the task is complete: state the concrete result (numbers, names, the
   files you created or changed). Write it from the output you saw, never from a guess.
4. `FAILED: <reason>` when the task cannot be done.

You see the exit code and the output of each block before you reply again. When a block fails,
read the error and reply with a corrected block. Never reply with the same block twice.
Each block runs in a new Python process: variables and imports of earlier blocks do not exist
in the next one, so every block must be a complete script.

Rules:
- "The workspace" is the current directory "." : to search all of it, walk "." recursively.
  Look only in a folder when the task names that folder.
- Stay inside the workspace; no network; nothing interactive (no input(), editors or pagers).
- Look before you change: when you do not know a file's format, print its first lines first.
- Be exact: parse data with the right module (csv for CSV, json for JSON, ast for Python source)
  instead of searching for substrings, and follow every detail of the task's wording.
- Print every fact the answer needs: the numbers and also the names or files behind them.
- To create or change a file, write it from your script and print what you wrote.
- Change only what the task asks for; keep every other line of a file as it was.
- Standard library only (os, re, csv, json, pathlib, collections, ast, subprocess ...).
Limits: each block is killed after {command_timeout:g} s; output beyond {max_output} is cut off.
Sandbox: {sandbox}

Example of the reply format (the task is unrelated to yours):
Task: How many days are there in the years 2023 and 2024 together?
Your reply:
```python
import calendar
days = {{}}
for year in (2023, 2024):
    days[year] = 366 if calendar.isleap(year) else 365
    print(year, days[year])
print("ANSWER:", sum(days.values()))
```
Output you get back:
2023 365
2024 366
ANSWER: 731
Your next reply:
DONE: 731 days (2023 has 365, 2024 has 366)."""

RESULT_NOTE = (
    "If this output completes the task, reply `DONE:` with the answer or the change, stated "
    "from this output. Otherwise reply with one new code block."
)
NAME_ERROR_NOTE = (
    "A NameError here usually means the block used a variable from an earlier block: each block "
    "is a new process. Reply with one complete script that computes everything it uses."
)
FINISH_REFUSED_NOTE = "Reply with one code block that fixes this, or `DONE:` / `FAILED:`."

NO_BLOCK = (
    "Reply with a ```python (or ```bash) code block to run, or with `DONE: <answer>` when the "
    "task is complete. Nothing has been run yet."
)

#: A reply is one code block or a DONE/FAILED line, nothing else: decoding stops at the block's
#: closing fence, so the model cannot go on to imagine the block's output and act on it.
REPLY_GRAMMAR = r"""
root ::= code | final
code ::= "```" lang "\n" body "```" "\n"?
lang ::= "python" | "bash"
body ::= ( [^`] | "`" [^`] | "``" [^`] )*
final ::= ( "DONE" | "FAILED" ) ": " answer
answer ::= [^`\n] ( [^`] | "`" [^`] | "``" [^`] )*
"""
REPLY_FORMAT = TextFormat(gbnf=REPLY_GRAMMAR, stop=("\nOutput you get back", "\nOutput:"), max_tokens=1200)
#: After a failed block, greedy decoding tends to write the same block again; a little
#: sampling gets a different attempt.
RETRY_FORMAT = replace(REPLY_FORMAT, temperature=0.6)
#: ... and when it wrote the failed block again anyway, more.
HOT_RETRY_FORMAT = replace(REPLY_FORMAT, temperature=1.0)

_FENCE = re.compile(r"```[ \t]*([A-Za-z0-9_+.-]*)[^\n]*\n(.*?)(?:\n[ \t]*```|\Z)", re.DOTALL)
_MARKER = re.compile(r"^[ \t>*_#-]*\**(DONE|FAILED|FINISHED|ANSWER)\**[ \t]*[:\-–]\**[ \t]*", re.I | re.M)
_PY_LANGS = {"python", "py", "python3", "py3"}
_SH_LANGS = {"bash", "sh", "shell", "console", "zsh", "terminal", "shell-session"}
_PY_START = re.compile(r"^\s*(import\s|from\s+\S+\s+import\s|def\s|class\s|for\s.*:\s*$|with\s|print\(|if\s.*:\s*$|#!.*python)", re.M)


def python_command(code: str) -> str:
    """`code` as one bash command: python3 reading the script from a quoted here-doc."""
    tag = "PYEOF"
    n = 0
    lines = set(code.splitlines())
    while tag in lines:
        n += 1
        tag = f"PYEOF{n}"
    return f"python3 - <<'{tag}'\n{code.rstrip()}\n{tag}"


_BARE_PYTHON = re.compile(r"(^|[|;&(]\s*|\bthen\s+|\bdo\s+)python(?=\s)", re.M)


def _shell_text(code: str) -> str:
    # A transcript's prompt ("$ ls") is not part of the command.
    lines = [re.sub(r"^\s*\$ ", "", line) for line in code.splitlines()]
    command = "\n".join(lines).strip()
    if shutil.which("python", path=command_path()) is None:
        # Models write `python`; Debian-like systems only have python3 on the sandbox's PATH.
        command = _BARE_PYTHON.sub(r"\1python3", command)
    return command


class CodeReplies:
    """The text protocol of guided terminal_exec (see the module docstring)."""

    def text_format(self, loop: dict[str, Any]) -> TextFormat:
        data = loop.get("data", {})
        if not data.get("last_failed"):
            return REPLY_FORMAT
        return HOT_RETRY_FORMAT if data.get("repeats_refused") else RETRY_FORMAT

    def parse(self, text: str, loop: dict[str, Any]) -> tuple[list[ToolCall], str | None]:
        ran = int(loop.get("data", {}).get("step_index", 0)) > 0
        text = text or ""
        marker = _MARKER.search(text)
        fence = _FENCE.search(text)
        if marker and (fence is None or marker.start() < fence.start()):
            # A reply that opens with DONE/FAILED is a decision, even if it shows code after it.
            return [self._finish(text, marker)], None
        for m in _FENCE.finditer(text):
            lang = m.group(1).lower()
            code = m.group(2).strip("\n")
            if not code.strip():
                continue
            inner = _MARKER.match(code.lstrip())
            if inner:
                # A decision wrapped in a code block (the grammar made the model open a fence).
                return [self._finish(code.lstrip(), inner)], None
            if lang in _PY_LANGS or (not lang and _PY_START.search(code) and not code.lstrip().startswith("python")):
                return [ToolCall("terminal_run_command", {"command": python_command(code)})], None
            if lang in _SH_LANGS or not lang:
                command = _shell_text(code)
                if command:
                    return [ToolCall("terminal_run_command", {"command": command})], None
            # Another language (json, csv, text...): content to look at, not a command.
        if marker:
            return [self._finish(text, marker)], None
        if ran and text.strip():
            # After a command, prose without a block is the model's answer.
            return [ToolCall("terminal_finish", {"success": True, "summary": text.strip()})], None
        return [], NO_BLOCK

    @staticmethod
    def _finish(text: str, marker: re.Match[str]) -> ToolCall:
        summary = text[marker.end():].strip() or text.strip()
        success = marker.group(1).upper() != "FAILED"
        return ToolCall("terminal_finish", {"success": success, "summary": summary})

    def result_note(self, call: ToolCall, loop: dict[str, Any]) -> str:
        if call.name == "terminal_finish":
            return FINISH_REFUSED_NOTE
        steps = loop.get("data", {}).get("steps") or []
        if steps and steps[-1].get("exit_code") not in (0, None) and "NameError" in (steps[-1].get("output") or ""):
            # The commonest small-model slip: a block that uses a name from an earlier block.
            return NAME_ERROR_NOTE
        return RESULT_NOTE


# --------------------------------------------------------------------------- file previews

PREVIEW_LINES = 8
PREVIEW_LINE_CHARS = 200
PREVIEW_TOTAL_CHARS = 3500
PREVIEW_FILES = 12
_TEXT_SUFFIXES = {
    "", ".txt", ".md", ".csv", ".tsv", ".log", ".json", ".jsonl", ".yaml", ".yml", ".toml", ".ini", ".cfg",
    ".conf", ".env", ".example", ".py", ".sh", ".js", ".ts", ".html", ".xml", ".sql", ".properties", ".rst",
}


def _is_text_candidate(rel: str) -> bool:
    name = os.path.basename(rel)
    suffix = os.path.splitext(name)[1].lower()
    return name.startswith(".env") or suffix in _TEXT_SUFFIXES


def head_lines(path: Path, lines: int, line_chars: int | None = None) -> str | None:
    """The first `lines` lines of a text file (from its first 4 KiB, each cut at `line_chars`);
    None for a file that cannot be read or looks binary."""
    try:
        with path.open("rb") as fh:
            data = fh.read(4096)
    except OSError:
        return None
    if b"\0" in data:
        return None
    head = data.decode("utf-8", errors="replace").splitlines()[:lines]
    return "\n".join(line[:line_chars] if line_chars else line for line in head)


def file_previews(root: Path, files: list[str], objective: str, redact: Any = None) -> str:
    """The first lines of the text files a task most likely needs, within a small budget.

    Files the objective names come first, then files under folders it names, then the rest
    (small workspaces are previewed whole). A model that has seen a file's format writes code
    that parses it right the first time.
    """
    words = objective.lower()
    named_dirs = {d for d in re.findall(r"([\w.\-]+(?:/[\w.\-]+)*)/", objective)}

    def rank(rel: str) -> tuple[int, int, str]:
        base = os.path.basename(rel).lower()
        if rel.lower() in words or (base in words and "." in base):
            tier = 0
        elif any(rel.startswith(d.rstrip("/") + "/") for d in named_dirs):
            tier = 1
        else:
            tier = 2
        return (tier, rel.count("/"), rel)

    out: list[str] = []
    used = 0
    shown = 0
    for rel in sorted((f for f in files if _is_text_candidate(f)), key=rank):
        if shown >= PREVIEW_FILES or used >= PREVIEW_TOTAL_CHARS:
            break
        path = root / rel
        if not path.is_file() or path.is_symlink():
            continue
        head = head_lines(path, PREVIEW_LINES, PREVIEW_LINE_CHARS)
        if head is None:
            continue
        if redact is not None:
            head = redact(head)
        block = f"--- {rel} (first lines)\n{head if head.strip() else '(empty)'}"
        if used + len(block) > PREVIEW_TOTAL_CHARS and shown:
            continue
        out.append(block)
        used += len(block)
        shown += 1
    return "\n".join(out)
