import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

F = "monitoring/rules/node_alerts.yml"


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f != F:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, F)
    ek.require(os.path.isfile(p), "%s is missing" % F)
    # full-line comments and blank lines may be added or dropped; every other line must stay put
    keep = lambda t: [l.rstrip() for l in t.rstrip("\n").split("\n") if l.strip() and not l.strip().startswith("#")]
    old = keep(ek.read(os.path.join(pws, F)))
    new = keep(ek.read(p).replace("\r\n", "\n"))
    ek.require(len(old) == len(new), "number of YAML lines changed (%d -> %d)" % (len(old), len(new)))
    start = old.index("      - alert: DataDiskAlmostFull")
    i_expr = next(i for i in range(start, len(old)) if old[i].strip().startswith("expr:"))
    i_for = next(i for i in range(start, len(old)) if old[i].strip().startswith("for:"))
    i_sum = next(i for i in range(start, len(old)) if old[i].strip().startswith("summary:"))
    for i, (a, b) in enumerate(zip(old, new)):
        if i == i_expr:
            head = a[:a.rindex("<")].rstrip()
            ek.require(b.startswith(head) and re.fullmatch(r"\s*<\s*10(\.0+)?\s*(#.*)?", b[len(head):]) is not None,
                       "/data expr is %r, expected the same expression with < 10" % b.strip())
        elif i == i_for:
            ek.require(re.fullmatch(r"\s{8}for:\s*(['\"]?)(30m|0\.5h|1800s)\1\s*(#.*)?", b) is not None,
                       "/data alert 'for' is %r, expected 30m" % b.strip())
        elif i == i_sum:
            # the summary text may be left or reworded (e.g. 20% -> 10%), but must stay a summary
            ek.require(b.startswith("          summary: ") and len(b.strip()) > len("summary: "),
                       "/data summary line became %r" % b.strip())
        else:
            ek.require(a == b, "a line was changed: %r -> %r" % (a.strip(), b.strip()))
    return "/data alert at < 10% for 30m, root disk alert untouched"


ek.run_check(check)
