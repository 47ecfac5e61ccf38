import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

DEST = {
    "signup_1114_1903.txt": "stewards", "signup_1115_2102.txt": "stewards", "signup_1116_1144.txt": "stewards",
    "signup_1118_1020.txt": "stewards",
    "signup_1114_2011.txt": "makers", "signup_1116_0915.txt": "makers", "signup_1117_0833.txt": "makers",
    "signup_1115_0745.txt": "drummers", "signup_1116_1800.txt": "drummers",
    "signup_1115_1230.txt": "first-aid", "signup_1117_1615.txt": "first-aid",
}


def target(p):
    name = p.split("/")[-1]
    if p.startswith("signups/") and name in DEST:
        return "signups/%s/%s" % (DEST[name], name)
    return p


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    ek.require(set(DEST) <= set(p.split("/")[-1] for p in ek.list_files(pws)), "internal: form list out of date")
    for d in ("stewards", "makers", "drummers", "first-aid"):
        ek.require(os.path.isdir(os.path.join(ws, "signups", d)), "folder signups/%s is missing" % d)
    ek.require_tree(pws, ws, target, "signups")
    return "11 forms sorted into 4 role folders, other files left in place"


ek.run_check(check)
