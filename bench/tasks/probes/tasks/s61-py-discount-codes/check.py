import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ALL = ["WELCOME10", "XMAS24", "SPRING15", "SUMMER20", "KNITNIGHT", "FLASH30", "FAIR2025", "MAKERS5", "BOOKCLUB",
       "NEWSLETTER", "YARNSWAP", "BLACKFRI"]
# 1 June 2025: WELCOME10 (open-ended), SUMMER20 (starts that day), NEWSLETTER (to 15 June).
# not: XMAS24 retired, SPRING15/KNITNIGHT(overridden)/MAKERS5(SALE_END) end 31 May, FLASH30 commented out,
# bookclub key is lower-case so the upper-cased lookup never finds it, YARNSWAP starts 2 June.
EXPECT = {"WELCOME10", "SUMMER20", "NEWSLETTER"}


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "codes_1june.txt")
    ek.require(os.path.isfile(p), "codes_1june.txt is missing")
    found = []
    for line in ek.read(p).splitlines():
        hits = [c for c in ALL if re.search(r"(?<![A-Za-z0-9])%s(?![A-Za-z0-9])" % c, line, re.I)]
        ek.require(len(hits) <= 1, "line names more than one code: %r" % line)
        found += hits
    ek.require(len(found) == len(set(found)), "a code is listed twice")
    extra = sorted(set(found) - EXPECT)
    missing = sorted(EXPECT - set(found))
    ek.require(not extra, "not accepted on 1 June: %s" % ", ".join(extra))
    ek.require(not missing, "missing: %s" % ", ".join(missing))
    return "WELCOME10, SUMMER20, NEWSLETTER"


ek.run_check(check)
