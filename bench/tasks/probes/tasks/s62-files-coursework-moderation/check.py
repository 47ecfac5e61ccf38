import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

WANT = {"4021patel": "U-6A90", "4027nowak": "U-2B07", "4033fitzgerald": "U-1F64",
        "4035oneill": "U-6E33", "4040mensah": "U-2C88"}


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    d = os.path.join(ws, "for_moderation")
    ek.require(os.path.isdir(d), "for_moderation folder not found")
    files = [f for f in ek.list_files(d) if not os.path.basename(f).startswith(".")]
    got = {}
    for f in files:
        stem, ext = os.path.splitext(os.path.basename(f))
        ek.require(ext.lower() == ".pdf", "unexpected file %s" % f)
        key = re.sub(r"[^a-z0-9]", "", stem.lower())
        ek.require(key in WANT, "unexpected file for_moderation/%s" % f)
        ek.require(key not in got, "two files for %s" % key[:4])
        got[key] = f
    missing = [k[:4] for k in WANT if k not in got]
    ek.require(not missing, "missing candidates: %s" % ", ".join(missing))
    for key, f in got.items():
        ek.require(ek.same_file(os.path.join(d, f), os.path.join(pws, "uploads", WANT[key] + ".pdf")),
                   "for_moderation/%s is not the right upload (expected %s)" % (f, WANT[key]))
    return "5 sample files, latest on-time uploads"


ek.run_check(check)
