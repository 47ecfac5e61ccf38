import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ALL = ["PMC 1202", "PCS 7088", "SHVL 804", "588171", "SF 8287", "ILPS 9184", "EMC 3223", "FACT 10", "ROUGH 96",
       "62066", "A-77", "NODATA 02", "K 56344", "AMS 7284", "ILPS 9165", "WBRLP 1", "828 553-1", "ORE LP 502",
       "AMB 3922", "BPG 62193", "6308 019", "PCSD 105", "CLASH 3", "BL 7671"]
# owned, worth > 100, not on the 2025-26 schedule (Ziggy was only on the old 2023 one; sold and =100 excluded)
EXPECT = {"SHVL 804", "SF 8287", "FACT 10", "A-77", "WBRLP 1", "828 553-1", "CLASH 3", "BL 7671"}


def pattern(cat):
    toks = re.findall(r"[A-Za-z]+|\d+", cat)
    return re.compile(r"(?<![A-Za-z0-9])" + r"[\s\-./]*".join(re.escape(t) for t in toks) + r"(?![A-Za-z0-9])", re.I)


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "records", "to_add.txt")
    ek.require(os.path.isfile(p), "records/to_add.txt is missing")
    found = []
    for line in ek.read(p).splitlines():
        hits = [c for c in ALL if pattern(c).search(line)]
        ek.require(len(hits) <= 1, "line lists more than one catalogue number: %r" % line)
        found += hits
    ek.require(len(found) == len(set(found)), "a catalogue number is listed twice")
    missing = sorted(EXPECT - set(found))
    extra = sorted(set(found) - EXPECT)
    ek.require(not extra, "should not be listed: %s" % ", ".join(extra))
    ek.require(not missing, "missing: %s" % ", ".join(missing))
    return "the 8 uninsured records over \u00a3100"


ek.run_check(check)
