import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# current policy v3: two cats allowed in flats; deposit GBP 150 per home (not per cat).
# look-alikes: 100 per animal (2019), 200 (defeated amendment), 250 (dogs), 300 (150 x 2)
ASIDE = ["2019", "old", "previous", "earlier", "used to", "superseded", "replaced", "no longer", "was ", "were ",
         "amendment", "proposed", "defeated", "rejected", "dog", "not ", "rather than", "instead of", "key fob",
         "fob", "bike", "per animal"]


def sentences(text):
    return [s for s in re.split(r"\n|[!?;]|\.(?!\d)|(?<!\d)\.", text) if s.strip()]


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    ek.require(ek.has_number(ans, 150, words=False), "answer does not give the current \u00a3150 pet deposit")
    for s in sentences(ans):
        for wrong in (100, 200, 250, 300):
            if ek.has_number(s, wrong, words=False):
                ek.require(any(ek.has_phrase(s, m) for m in ASIDE),
                           "answer gives \u00a3%d as the deposit (%r)" % (wrong, s.strip()[:80]))
    n = ek.norm(ans)
    ek.require(re.search(r"\b(yes|allowed|permitted|can have|you can|up to two|up to 2|two cats are|2 cats are)\b", n),
               "answer does not say two cats are allowed")
    main = [s for s in sentences(ans) if not any(ek.has_phrase(s, m) for m in ("2019", "old ", "previous", "used to", "earlier"))]
    for s in main:
        ek.require(not re.search(r"\b(only one cat|one cat per|not allowed|aren't allowed|are not allowed|can't have|cannot have|not permitted)\b",
                                 ek.norm(s)) or re.search(r"\b(reptile|dog|bird|licen[cs]e|stairwell|courtyard|shared)", ek.norm(s)),
                   "answer says a second cat is not allowed (%r)" % s.strip()[:80])
    ek.require(not re.search(r"150\s*(per|for each|for every|each|a)\s*(cat|animal|pet)\b", n),
               "answer charges the deposit per cat; it is per home")
    return "two cats allowed, \u00a3150 deposit per home"


ek.run_check(check)
