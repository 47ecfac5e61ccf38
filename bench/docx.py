"""Bench of the docx tools on a ~700-page document.

    python bench/docx.py [--paragraphs 14000] [--repeat 3]

Each step is timed (best of ``--repeat``) and reported as seconds and as a ratio to the baseline
measured in the same run: a bare python-docx ``Document(path)`` + ``save()`` of the same file. The
target is every step under one second. The report goes to stdout.
"""

from __future__ import annotations

import argparse
import importlib.util
import io
import os
import platform
import sys
import tempfile
import time
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

# This file is named docx.py: keep its own folder off the import path so `import docx` is python-docx.
_HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != _HERE]

import docx  # noqa: E402

from ncurator_cli.docx import DocxDocument  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def _generator():  # noqa: ANN202
    spec = importlib.util.spec_from_file_location("docx_fixtures", ROOT / "fixtures" / "docx" / "generate.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def timed(setup: Callable[[], Any], action: Callable[[Any], object], repeat: int) -> tuple[float, float]:
    """Best wall time of ``action(setup())`` over ``repeat`` runs, and the process CPU time of that
    run (less sensitive to other jobs on a shared machine); the setup is not timed."""
    best = (float("inf"), float("inf"))
    for _ in range(repeat):
        obj = setup()
        start, cpu = time.perf_counter(), time.process_time()
        action(obj)
        best = min(best, (time.perf_counter() - start, time.process_time() - cpu))
    return best


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[1])
    ap.add_argument("--paragraphs", type=int, default=14_000)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "large.docx"
        out = Path(tmp) / "out.docx"
        t0 = time.perf_counter()
        _generator().build_large(src, paragraphs=args.paragraphs)
        gen_s = time.perf_counter() - t0
        with zipfile.ZipFile(src) as zf:
            xml_mb = zf.getinfo("word/document.xml").file_size / 1e6

        def nothing() -> None:
            return None

        base, base_cpu = timed(nothing, lambda _: docx.Document(str(src)).save(io.BytesIO()), args.repeat)
        opened = DocxDocument.open(src)
        total = opened.inspect(limit=1)["total_blocks"]

        def fresh() -> DocxDocument:
            return DocxDocument.open(src)

        def edited(edits: list[dict[str, Any]], mode: str) -> Callable[[], DocxDocument]:
            def setup() -> DocxDocument:
                d = DocxDocument.open(src)
                d.apply_edits(edits, mode=mode, author="bench")
                return d
            return setup

        every = [{"type": "replace_text", "find": "project status", "replace": "programme state", "all": True}]
        one = [{"type": "replace_text", "find": "Paragraph 7001 ", "replace": "Paragraph 7001 (revised) "}]
        hits = fresh().apply_edits(every, dry_run=True)["results"][0]["count"]

        steps: list[tuple[str, tuple[float, float]]] = [
            ("open (checks + parse)", timed(nothing, lambda _: DocxDocument.open(src), args.repeat)),
            ("inspect, first page", timed(nothing, lambda _: opened.inspect(offset=0, limit=200), args.repeat)),
            ("inspect, last page", timed(nothing, lambda _: opened.inspect(offset=total - 200, limit=200),
                                         args.repeat)),
        ]
        for mode in ("direct", "tracked"):
            steps.append((f"replace-all {mode} ({hits} hits)",
                          timed(fresh, lambda d, m=mode: d.apply_edits(every, mode=m, author="bench"), args.repeat)))
        for mode in ("direct", "tracked"):
            steps.append((f"save after replace-all {mode}",
                          timed(edited(every, mode), lambda d: d.save(out, overwrite=True), args.repeat)))
        for mode in ("direct", "tracked"):
            steps.append((f"replace one {mode}",
                          timed(fresh, lambda d, m=mode: d.apply_edits(one, mode=m, author="bench"), args.repeat)))
            steps.append((f"save after one {mode} edit",
                          timed(edited(one, mode), lambda d: d.save(out, overwrite=True), args.repeat)))

        print(f"docx bench: {args.paragraphs} paragraphs + tables ({total} blocks, ~{args.paragraphs // 20} pages), "
              f"document.xml {xml_mb:.1f} MB; python {platform.python_version()}, "
              f"python-docx {getattr(docx, '__version__', '?')}, {os.cpu_count()} cpu, "
              f"load {os.getloadavg()[0]:.1f}")
        print(f"fixture generated in {gen_s:.2f} s; best of {args.repeat}; apply/save timings exclude the open")
        print(f"baseline python-docx Document(path) + save(): {base:.3f} s (cpu {base_cpu:.3f} s)")
        print(f"{'step':40} {'seconds':>8} {'x baseline':>11} {'cpu s':>7} {'cpu x':>6}  target <1 s")
        for name, (secs, cpu) in steps:
            print(f"{name:40} {secs:8.3f} {secs / base:11.2f} {cpu:7.3f} {cpu / base_cpu:6.2f}  "
                  f"{'ok' if secs < 1 else 'SLOW'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
