import os, subprocess, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

HIDDEN = r'''
import sys, json
sys.path.insert(0, ".")
from bookstall.isbn import is_valid_isbn10, is_valid_isbn13, to_isbn13, normalize
res = {}
def t(name, fn):
    try:
        res[name] = fn()
    except Exception as e:
        res[name] = "error: %s" % type(e).__name__
t("x_upper", lambda: is_valid_isbn10("0-14-118776-X"))
t("x_lower", lambda: is_valid_isbn10("1 55404 295 x"))
t("x_other", lambda: is_valid_isbn10("1-85326-020-7"))
t("x_wrong", lambda: is_valid_isbn10("0-8044-2958-X"))
t("x_first", lambda: is_valid_isbn10("X-306-40615-1"))
t("x_middle", lambda: is_valid_isbn10("0-3064X-615-7"))
t("digits", lambda: is_valid_isbn10("0-306-40615-2"))
t("bad", lambda: is_valid_isbn10("0-306-40615-3"))
t("short", lambda: is_valid_isbn10("0-306-4061"))
t("x13", lambda: is_valid_isbn13("978-0-8044-2957-X"))
t("v13", lambda: is_valid_isbn13("9781853260209"))
t("conv_x", lambda: to_isbn13("0-8044-2957-x"))
t("conv", lambda: to_isbn13("0-306-40615-2"))
t("norm", lambda: normalize("0-306-40615-2"))
print(json.dumps(res))
'''

WANT = {"x_upper": True, "x_lower": True, "x_other": True, "x_wrong": False, "x_first": False,
        "x_middle": False, "digits": True, "bad": False, "short": False, "x13": False, "v13": True,
        "conv_x": "9780804429573", "conv": "9780306406157", "norm": "0306406152"}


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f.startswith("tests/") or f in ("README.md", "bookstall/labels.py", "bookstall/__init__.py"):
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ek.require(os.path.isfile(os.path.join(ws, "bookstall", "isbn.py")), "bookstall/isbn.py is missing")
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    r = subprocess.run([sys.executable, "-m", "unittest"], cwd=ws, capture_output=True, text=True, timeout=120, env=env)
    out = r.stderr + r.stdout
    ek.require(r.returncode == 0, "test suite still fails: %s" % out.strip().splitlines()[-1:])
    ek.require("Ran 9 tests" in out, "expected 9 tests to run: %s" % out.strip().splitlines()[-3:])
    r = subprocess.run([sys.executable, "-c", HIDDEN], cwd=ws, capture_output=True, text=True, timeout=120, env=env)
    ek.require(r.returncode == 0, "could not import bookstall.isbn: %s" % r.stderr.strip()[-200:])
    import json
    got = json.loads(r.stdout.strip().splitlines()[-1])
    for k, v in WANT.items():
        ek.require(got.get(k) == v, "extra check %s: expected %r, got %r" % (k, v, got.get(k)))
    return "tests pass; X check digit handled only in the last place"


ek.run_check(check)
