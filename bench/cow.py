"""Bench: what the copy-on-write step adds to a script on a 1,000-file workspace.

Baseline (measured in the same run, interleaved): the script as a plain sandboxed run (bubblewrap,
workspace writable).  Copy-on-write: the same script through `CommandExec.preview` — overlayfs in
a user namespace under bubblewrap, then the change read from the upper folder — plus discarding
the overlay.  Two scripts: one that only reads, one that writes a file.  Prints one JSON object:
medians, the added milliseconds and the ratio (target: adds <= 50 ms).

    python bench/cow.py [--rounds N] [--files 1000]
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from ncurator_cli.exec import CommandExec  # noqa: E402
from ncurator_cli.policy import Policy  # noqa: E402
from ncurator_cli.sandbox import CommandLimits, overlay  # noqa: E402
from ncurator_cli.sandbox.bwrap import BwrapSandbox, probe  # noqa: E402

SCRIPTS = {
    "reads": "python3 - <<'EOF'\nimport os\nprint(sum(len(f) for _, _, f in os.walk('.')))\nEOF",
    "writes": "python3 - <<'EOF'\nopen('out.txt', 'w').write('x')\nEOF",
}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--files", type=int, default=1000)
    args = ap.parse_args()
    if not probe()[0] or not overlay.probe()[0]:
        print(json.dumps({"error": "needs bubblewrap and overlayfs in a user namespace"}))
        return 2
    base = Path(tempfile.mkdtemp(prefix="ncurator-cow-bench-"))
    ws = base / "ws"
    for i in range(args.files):
        d = ws / f"d{i % 25}"
        d.mkdir(parents=True, exist_ok=True)
        (d / f"f{i}.txt").write_text("x" * 200)
    sandbox = BwrapSandbox()
    ctx = SimpleNamespace(policy=Policy.default(), sandbox=sandbox, cancel=SimpleNamespace(event=threading.Event()))
    ex = CommandExec(ctx)  # type: ignore[arg-type]
    limits = CommandLimits(timeout_s=60)
    out: dict[str, object] = {"files": args.files, "rounds": args.rounds}
    try:
        for name, script in SCRIPTS.items():
            s = ex.screen(script, ws)
            assert ex.previewable(s, sandbox), name
            plain: list[float] = []
            cow: list[float] = []
            for _ in range(args.rounds + 2):  # two warm-up rounds, not counted
                t = time.perf_counter()
                ex.run(s, "workspace_write", limits, sandbox=sandbox)
                plain.append((time.perf_counter() - t) * 1000)
                (ws / "out.txt").unlink(missing_ok=True)
                t = time.perf_counter()
                p = ex.preview(s, limits, sandbox=sandbox)
                ex.rerate(s, p)
                ex.discard(p)
                cow.append((time.perf_counter() - t) * 1000)
            plain, cow = plain[2:], cow[2:]
            mp, mc = statistics.median(plain), statistics.median(cow)
            out[name] = {"plain_ms": round(mp, 1), "cow_ms": round(mc, 1), "added_ms": round(mc - mp, 1),
                         "ratio": round(mc / mp, 3), "target_added_ms": 50}  # fmt: skip
    finally:
        shutil.rmtree(base, ignore_errors=True)
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
