import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# [Scans] has `browsable = yes` (Samba's other spelling of browseable): adding `browseable = no` beside it leaves
# two settings for one option, so it must be changed or removed. `;   valid users = @staff` is a commented line
# (it may be deleted or replaced when valid users is set). [global] `browseable = yes`, the look-alike
# [Scans-Archive] share (browseable = yes, valid users = @staff) and every other share must be unchanged,
# line by line; the comments in [Scans] must survive. smb.conf.dpkg-dist must be unchanged.


def sections(text):
    out, name = {}, "(top)"
    out[name] = []
    for line in text.splitlines():
        m = re.match(r"\s*\[([^\]]+)\]\s*$", line)
        if m:
            name = m.group(1).strip()
            require(name not in out, "section [%s] appears twice" % name)
            out[name] = []
        else:
            out[name].append(line)
    return out


def keyname(k):
    k = re.sub(r"\s+", "", k.lower())
    return "browseable" if k == "browsable" else k


def settings(lines, where):
    got = {}
    for line in lines:
        s = line.strip()
        if not s or s[0] in "#;":
            continue
        require("=" in s, "[%s]: cannot read line %r" % (where, s))
        k, v = s.split("=", 1)
        k = keyname(k)
        require(k not in got, "[%s] sets %s twice (browsable is the same option as browseable)" % (where, k))
        got[k] = v.strip()
    return got


def check(ws, ev):
    pws, _ = pristine(__file__)
    for name in ("smb.conf.dpkg-dist", "README.txt"):
        require(same_file(os.path.join(pws, "samba", name), os.path.join(ws, "samba", name)), "samba/%s was changed" % name)
    p = os.path.join(ws, "samba", "smb.conf")
    require(os.path.isfile(p), "samba/smb.conf is missing")
    A, B = sections(read(os.path.join(pws, "samba", "smb.conf"))), sections(read(p))
    require(list(A) == list(B), "sections changed or reordered: %s" % list(B))
    for name in A:
        if name == "Scans":
            continue
        a = [l.rstrip() for l in A[name] if l.strip()]
        b = [l.rstrip() for l in B[name] if l.strip()]
        require(a == b, "section [%s] was changed" % name)
    comments = [l.strip() for l in A["Scans"] if l.strip().startswith("#")]
    for c in comments:
        require(c in [l.strip() for l in B["Scans"]], "comment %r in [Scans] was lost" % c)
    got = settings(B["Scans"], "Scans")
    want = settings(A["Scans"], "Scans")
    want["browseable"] = "no"
    want["validusers"] = "@scanners"
    require(got.get("browseable", "").lower() in ("no", "false", "0"),
            "[Scans] browseable is %r, expected no" % got.get("browseable"))
    require(got.get("validusers", "") == "@scanners", "[Scans] valid users is %r, expected @scanners" % got.get("validusers"))
    got["browseable"] = "no"
    require(got == want, "[Scans] other settings changed: %s" % sorted(set(got.items()) ^ set(want.items())))
    return "[Scans] browseable = no, valid users = @scanners; rest unchanged"

run_check(check)
