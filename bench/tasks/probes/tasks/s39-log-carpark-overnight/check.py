import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Came in on 14 March and not out by 23:59:59: PL66 WRE (morning, in the .2.gz only; out on the 15th), SV72 KDA (out
# 12:30, back in 13:55), HW64 NBE (in 18:31, out 06:12 on the 15th), CE22 MOT (in 23:58, out 00:21 on the 15th).
# Not: KX19 ABC (in and out on the 14th, back on the 15th), LM70 XYZ (out logged as "LM70XYZ"), DJ15 FOR (two visits,
# both ended), GF70 LMN (two visits), RT23 VOX (DENIED at the barrier), MA17 PQD and BN21 HEL (came in on the 13th),
# YD68 TRW (13th/15th), and the visitor car park's TN18 GUV / WJ20 HOP. Other plates only in set-aside lines.
EXPECTED = {"PL66WRE", "SV72KDA", "HW64NBE", "CE22MOT"}
PLATE = re.compile(r"\b([A-Z]{2}\d{2})\s?([A-Z]{3})\b", re.I)
ASIDE = re.compile(r"\bnot\b|n't|\bleft\b|exited|\bout\b|went out|denied|refused|rejected|visitor|13(th)?\s*march|"
                   r"march\s*13|excluded|ignore|earlier|before|both visits|returned|came back|drove out", re.I)


def check(ws, ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    ans = texts[-1]
    found = {(m.group(1) + m.group(2)).upper() for m in PLATE.finditer(ans)}
    missing = sorted(EXPECTED - found)
    require(not missing, "answer does not list %s" % ", ".join(missing))
    for seg in re.split(r"(?<=[.;!?])\s+|\n|\(|\)", ans):
        plates = {(m.group(1) + m.group(2)).upper() for m in PLATE.finditer(seg)}
        wrong = plates - EXPECTED
        if wrong:
            require(not (plates & EXPECTED) and ASIDE.search(seg),
                    "answer also gives %s: %r" % (", ".join(sorted(wrong)), seg.strip()[:120]))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "PL66 WRE, SV72 KDA, HW64 NBE, CE22 MOT"

run_check(check)
