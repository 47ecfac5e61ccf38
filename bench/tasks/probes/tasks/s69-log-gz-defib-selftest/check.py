import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

EXPECTED = ["2025-02-04", "2025-02-09", "2025-02-10", "2025-02-13", "2025-02-17", "2025-02-18", "2025-02-26"]


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "feb_selftest_issues.txt")
    ek.require(os.path.isfile(p), "feb_selftest_issues.txt not found in the workspace")
    got = []
    for line in ek.read(p).splitlines():
        ds = re.findall(r"\d{4}-\d{2}-\d{2}", line)
        ek.require(len(ds) <= 1, "more than one date on a line: %r" % line)
        got += ds
    ek.require(got, "no YYYY-MM-DD dates in feb_selftest_issues.txt")
    extra = sorted(set(got) - set(EXPECTED))
    missing = sorted(set(EXPECTED) - set(got))
    ek.require(not extra, "dates that did have a passing self-test (or are outside February): %s" % ", ".join(extra))
    ek.require(not missing, "dates missing: %s" % ", ".join(missing))
    ek.require(len(got) == len(EXPECTED), "a date is listed twice")
    ek.require(got == EXPECTED, "dates are not in order, earliest first")
    return "7 February dates without a passing self-test"


ek.run_check(check)
