import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# 2025 rules: Sunday i.c. flying only 10:00-13:00 and Sunday limit 80 dB(A) at 7 m; last reading 81.0 -> no.
# look-alikes: 84 (2021 limit / old everyday limit), 78 (rejected proposal / 10 m guide), 16:00 (2021 Sunday end)
ASIDE = ["2021", "old", "previous", "earlier", "used to", "was ", "were ", "replaced", "superseded", "no longer",
         "proposed", "discussed", "rejected", "unworkable", "10 m", "10m", "bmfa", "guidance", "guide", "not ",
         "reduced", "from 84"]


def sentences(text):
    return [s for s in re.split(r"\n|[!?;]|\.(?!\d)|(?<!\d)\.", text) if s.strip()]


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    n = ek.norm(ans)
    ek.require(ek.has_number(ans, 80, words=False), "answer does not give the 80 dB(A) Sunday noise limit")
    ek.require(re.search(r"(?<![\d:.])(13[:.]00|1\s*([:.]00)?\s*(pm|p\.m\.)|1\s*o'?clock)", n),
               "answer does not say i.c. flying on Sundays stops at 13:00")
    ek.require(re.search(r"\b(no|not|can't|cannot|won't|wouldn't|shouldn't|isn't|aren't|fails?|failed|too loud|"
                         r"over the|over its|above|exceeds?|exceeding|louder than|outside)\b", n),
               "answer does not say the Sunday afternoon plan is not OK")
    ek.require(not re.match(r"\W*(yes|yep|yeah|sure|that's fine|it's fine)\b", n), "answer opens with a yes")
    for s in sentences(ans):
        for wrong in (84, 78):
            if ek.has_number(s, wrong, words=False):
                ek.require(any(ek.has_phrase(s, m) for m in ASIDE), "answer uses %d dB(A) (%r)" % (wrong, s.strip()[:80]))
        if re.search(r"(?<![\d:.])(16[:.]00|4\s*([:.]00)?\s*pm)", ek.norm(s)):
            ek.require(any(ek.has_phrase(s, m) for m in ASIDE), "answer uses the 2021 16:00 Sunday finish (%r)" % s.strip()[:80])
    return "not OK: i.c. only until 13:00 on Sundays, and 81 dB(A) is over the 80 dB(A) Sunday limit"


ek.run_check(check)
