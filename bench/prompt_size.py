"""Prompt size for the embedded model: what a first turn asks the server to process, as a ratio to
the previous rendering built in the same run. On two CPU cores prompt processing (~25-33 tokens/s)
is the main cost of a turn, so fewer characters are less time before the first token.

    python bench/prompt_size.py [--tokens URL]

Measured on invented documents (a two-table price list, a six-table programme), nothing from a task:
- the docx change loop's system prompt with its tools (json_schema: one line of arguments each)
  against the same tools with their JSON Schemas (the `text` mode's rendering);
- a docx question's document view (plain: no ids, a table's header once) against the edit view;
- terminal_exec's view of a document a script reads, likewise;
- terminal_exec's first-turn file previews of five invented CSVs: header + two rows beside the
  `records()` line (ROW_PREVIEW_LINES) against eight raw lines;
- a guided fix turn's decoded part with the lines that ran given (`kept_opening`) against the
  whole script decoded again (an invented script stopped at its 14th of 18 lines).
`--tokens URL` also counts tokens with a llama.cpp server's /tokenize (e.g. the embedded model's).
Target: every ratio below 0.75.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import urllib.request
from pathlib import Path
from typing import Any

# bench/docx.py is a sibling: python-docx must not resolve to it.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

import docx  # noqa: E402

from ncurator_cli.capabilities.docx import GUIDED_TOOLS, READ_TOOLS_NOTE, SYSTEM, render_inspection  # noqa: E402
from ncurator_cli.capabilities.typed import typed_specs  # noqa: E402
from ncurator_cli.docx import DocxDocument  # noqa: E402
from ncurator_cli.models.base import Message  # noqa: E402
from ncurator_cli.models.toolcall import render_messages  # noqa: E402


def add_table(d: Any, rows: list[tuple[str, ...]]) -> None:
    t = d.add_table(rows=len(rows), cols=len(rows[0]))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            t.cell(r, c).text = text


def price_list(path: Path) -> None:
    d = docx.Document()
    d.add_heading("Price list", 0)
    d.add_paragraph("Charges are per unit of work. Prices exclude tax.")
    for title, base in (("Rates from 1 March", 0.12), ("Rates until 28 February (for reference)", 0.10)):
        d.add_heading(title, 1)
        add_table(d, [("Service pair", "Rate per unit (EUR)", "Minimum charge (EUR)")] + [
            (f"Grade {chr(64 + r)} > Grade {chr(70 - r)}", f"{base + r / 100:.2f}", f"{20 + 5 * r:.2f}")
            for r in range(1, 7)])
    d.save(str(path))


def programme(path: Path) -> None:
    d = docx.Document()
    d.add_heading("Workshop programme", 0)
    for s in range(6):
        d.add_heading(f"Session {s + 1} - Track {'ABC'[s % 3]}", 2)
        add_table(d, [("Time", "Title", "Speaker")] + [
            (f"{9 + r}:{15 * s % 60:02d}", f"Notes on topic {s * 3 + r} and its open questions", f"Speaker {s * 3 + r}")
            for r in range(1, 4)])
    d.save(str(path))


def count_tokens(url: str | None, text: str) -> int | None:
    if not url:
        return None
    req = urllib.request.Request(url.rstrip("/") + "/tokenize", data=json.dumps({"content": text}).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=60) as r:
        return len(json.load(r)["tokens"])


def terminal_pairs(tmp: Path) -> dict[str, tuple[str, str]]:
    """(new, old) renderings of the guided terminal's first-turn previews and a fix turn's decode."""
    from ncurator_cli.guided import terminal as gt
    from ncurator_cli.tools.edit import python_command

    ws = tmp / "ws"
    (ws / "exports").mkdir(parents=True)
    for i, (name, cols) in enumerate((("orders", "order_id,customer,qty,unit_price"), ("stock", "sku,bin,qty"),
                                      ("visits", "day,site,count"), ("staff", "id,name,team,start"),
                                      ("refunds", "order_id,reason,amount"))):
        n = len(cols.split(","))
        (ws / "exports" / f"{name}.csv").write_text(cols + "\n" + "".join(
            ",".join(f"{c[:3]}-{r * (i + 2) + k}" for k, c in enumerate(cols.split(",")[:n])) + "\n" for r in range(25)))
    files = sorted(f"exports/{p.name}" for p in (ws / "exports").iterdir())
    objective = "Write sums.txt with the total of the last column of each CSV in exports/"
    new = gt.file_previews(ws, files, objective)
    kept, gt.ROW_PREVIEW_LINES = gt.ROW_PREVIEW_LINES, gt.PREVIEW_LINES
    try:
        old = gt.file_previews(ws, files, objective)
    finally:
        gt.ROW_PREVIEW_LINES = kept
    task = "# Task: the total of the last column of each CSV file in exports/, written to sums.txt\n"
    script = task + (
        "# Steps:\n# 1. list the CSV files in exports/\n# 2. for each file: add up its last column and print it\n"
        "# 3. write one line per file to sums.txt and print what was written\nimport csv\nimport os\n"
        "lines = []\nfor name in sorted(os.listdir('exports')):\n    if not name.endswith('.csv'):\n        continue\n"
        "    with open(os.path.join('exports', name), newline='') as f:\n        rows = list(csv.reader(f))[1:]\n"
        "        total = sum(row[-1] for row in rows)\n    print(name, total)\n    lines.append(f'{name}: {total}')\n"
        "open('sums.txt', 'w').write('\\n'.join(lines) + '\\n')\nprint(open('sums.txt').read())")
    stopped = ('Traceback (most recent call last):\n  File "<stdin>", line 14, in <module>\n'
               "TypeError: unsupported operand type(s) for +: 'int' and 'str'\n")
    given = gt.kept_opening({"steps": [{"command": python_command(script), "exit_code": 1, "output": stopped}]}) or ""
    whole = "```python\n" + script + "\n```"
    return {"terminal previews of five CSVs": (new, old),
            "fix turn, characters decoded": (whole[len(given):], whole[len("```python\n" + task + "# Steps:\n"):])}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--tokens", help="base URL of a llama.cpp server (its /tokenize counts tokens)")
    args = ap.parse_args()
    tools = [*GUIDED_TOOLS[:-1], *typed_specs(question=True), GUIDED_TOOLS[-1]]
    system = [Message("system", SYSTEM + "\n" + READ_TOOLS_NOTE)]
    pairs = {"docx change system prompt + tools": (
        render_messages(system, tools, True, compact=True)[0]["content"],
        render_messages(system, tools, True)[0]["content"])}
    with tempfile.TemporaryDirectory() as tmp:
        for name, make in (("price list", price_list), ("programme", programme)):
            path = Path(tmp) / f"{name.replace(' ', '_')}.docx"
            make(path)
            result = DocxDocument.open(path).inspect(offset=0, limit=200)
            pairs[f"{name}: document view"] = (render_inspection(result, max_chars=100_000, plain=True),
                                               render_inspection(result, max_chars=100_000))
        pairs.update(terminal_pairs(Path(tmp)))
    worst = 0.0
    for label, (new, old) in pairs.items():
        ratio = len(new) / len(old)
        worst = max(worst, ratio)
        toks = [count_tokens(args.tokens, t) for t in (new, old)]
        extra = f", tokens {toks[0]} vs {toks[1]} ({toks[0] / toks[1]:.2f})" if toks[0] else ""
        print(f"{label}: {len(new)} vs {len(old)} characters, ratio {ratio:.2f}{extra}")
    print(f"worst ratio {worst:.2f} (target < 0.75): {'ok' if worst < 0.75 else 'MISSED'}")


if __name__ == "__main__":
    main()
