import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

PATTERNS = [
    r"(?<!\d)20(st|nd|rd|th)?\s+(of\s+)?sep(t(ember)?)?\b",
    r"\bsep(t(ember)?)?\.?\s+20(st|nd|rd|th)?(?!\d)",
    r"\b2025-09-20\b",
    r"(?<![\d/.-])20[/.]0?9(?:[/.](?:20)?25)?(?![\d/.])",
]


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.norm(ek.require_answer(ev))
    ek.require(any(re.search(p, ans) for p in PATTERNS),
               "answer does not give 20 September 2025 (4 months after the tattoo; 16 weeks after 3 March is only 23 June)")
    return "20 September 2025"


ek.run_check(check)
