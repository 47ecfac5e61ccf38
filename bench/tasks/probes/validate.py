"""For every task: setup -> check must FAIL; setup -> solve -> check must PASS;
setup must be byte-deterministic. Usage: python validate.py"""
import filecmp
import json
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.abspath(__file__))
PY = sys.executable


def run(*a):
    return subprocess.run([PY, *a], capture_output=True, text=True)


def tree_equal(a, b):
    c = filecmp.dircmp(a, b)
    if c.left_only or c.right_only or c.funny_files:
        return False
    m, mism, err = filecmp.cmpfiles(a, b, c.common_files, shallow=False)
    return not mism and not err and all(tree_equal(os.path.join(a, d), os.path.join(b, d)) for d in c.common_dirs)


def check_task(tid):
    """(good, report line) for one task."""
    td = os.path.join(ROOT, "tasks", tid)
    meta = json.load(open(os.path.join(td, "task.json")))
    assert meta["id"] == tid, tid
    with tempfile.TemporaryDirectory() as tmp:
        ws1, ws2, ev = os.path.join(tmp, "ws1"), os.path.join(tmp, "ws2"), os.path.join(tmp, "ev.jsonl")
        r = run(os.path.join(td, "setup.py"), ws1, os.path.join(tmp, "kb1"))
        assert r.returncode == 0, r.stderr
        run(os.path.join(td, "setup.py"), ws2, os.path.join(tmp, "kb2"))
        det = tree_equal(ws1, ws2)
        open(ev, "w").close()
        c1 = run(os.path.join(td, "check.py"), ws1, ev)
        s = run(os.path.join(td, "solve.py"), ws1, ev)
        c2 = run(os.path.join(td, "check.py"), ws1, ev)
        good = det and c1.returncode == 1 and s.returncode == 0 and c2.returncode == 0
        line = "%-32s %s  untouched=[%s]  solved=[%s]%s" % (
            tid, "OK " if good else "BAD", c1.stdout.strip()[:70], c2.stdout.strip()[:60],
            "" if det else "  NONDETERMINISTIC SETUP") + ("" if s.returncode == 0 else "\n  solve error: " + s.stderr[-400:])
        return good, line


# The tasks are independent: checked side by side (subprocess-bound), reported in order.
with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
    results = list(pool.map(check_task, sorted(os.listdir(os.path.join(ROOT, "tasks")))))
ok = all(good for good, _ in results)
for _, line in results:
    print(line)
print("ALL OK" if ok else "PROBLEMS")
sys.exit(0 if ok else 1)
