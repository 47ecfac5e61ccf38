import os, re, sys, tomllib
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

F = "booking/settings.toml"
WANT = {"max_group_size": 6, "advance_days": 14, "cancel_full_refund_hours": 12, "late_cancel_refund_percent": 0}


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f == "booking/CHANGES.txt" and os.path.isfile(os.path.join(ws, f)):
            # a note appended to the change log is fine
            ek.require(ek.read(os.path.join(ws, f)).startswith(ek.read(os.path.join(pws, f))), "%s: earlier entries changed" % f)
        elif f != F:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, F)
    ek.require(os.path.isfile(p), "%s is missing" % F)
    try:
        with open(p, "rb") as fh:
            data = tomllib.load(fh)
    except Exception as e:
        raise ek.Fail("%s is no longer valid TOML (%s)" % (F, e))
    with open(os.path.join(pws, F), "rb") as fh:
        orig = tomllib.load(fh)
    for sec, vals in orig.items():
        ek.require(sec in data, "section [%s] missing" % sec)
        ek.require(set(data[sec]) == set(vals), "keys in [%s] changed" % sec)
        for k, v in vals.items():
            got = data[sec][k]
            if sec == "booking" and k in WANT:
                ek.require(isinstance(got, (int, float)) and not isinstance(got, bool) and got == WANT[k],
                           "[booking] %s is %r, expected %r" % (k, got, WANT[k]))
            else:
                ek.require(got == v, "[%s] %s changed from %r to %r" % (sec, k, v, got))
    ek.require(set(data) == set(orig), "sections added or removed")
    # the file otherwise unchanged line by line (comments kept)
    old = ek.read(os.path.join(pws, F)).rstrip("\n").split("\n")
    new = ek.read(p).replace("\r\n", "\n").rstrip("\n").split("\n")
    ek.require(len(old) == len(new), "line count changed (%d -> %d); comments and layout should stay" % (len(old), len(new)))
    for a, b in zip(old, new):
        key = a.split("=")[0].strip()
        if key in WANT:
            ek.require(re.fullmatch(r"\s*%s\s*=\s*\d+(\.0+)?\s*(#.*)?" % key, b) is not None, "line %r became %r" % (a, b))
        else:
            ek.require(a.rstrip() == b.rstrip(), "line %r changed to %r" % (a, b))
    return "group 6, 14 days ahead, 12 h full refund, no late refund; rest unchanged"


ek.run_check(check)
