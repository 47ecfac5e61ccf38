import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

WANT = {"notify.send_sms_bulk", "customers.Customer.text", "rounds.confirm_visit", "billing.chase_unpaid"}


def canon(line):
    s = line.strip().strip("`'\"").strip()
    m = re.match(r"[\w./:]+", s)   # leading dotted name; trailing "()" or a comment is ignored
    s = m.group(0) if m else s
    s = re.sub(r"^squeegee[./]", "", s)
    s = re.sub(r"^squeegee[./]", "", s)
    s = re.sub(r"^(\w+)\.py(::|:|\.)", r"\1.", s)
    s = s.replace("::", ".").replace("/", ".")
    return s


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "sms_callers.txt")
    ek.require(os.path.isfile(p), "sms_callers.txt was not written")
    got = [canon(l) for l in ek.content_lines(ek.read(p)) if not l.startswith("#")]
    ek.require(len(got) == len(set(got)), "duplicate lines: %r" % got)
    missing = sorted(WANT - set(got))
    extra = sorted(set(got) - WANT)
    ek.require(not missing, "missing: %s" % ", ".join(missing))
    ek.require(not extra, "not callers of send_sms (or badly named): %s" % ", ".join(extra))
    return "the four callers of notify.send_sms"


ek.run_check(check)
