import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# 2025 member-group half day = 25; pay >= 21 days before Sat 11 Oct 2025 -> Sat 20 September 2025
DATE_PATTERNS = [
    r"(?<!\d)20(st|th)?\s*(of\s*)?sep(t|tember)?(?![a-z])",
    r"sep(t|tember)?\.?\s*20(st|th)?(?!\d)",
    r"2025-09-20",
    r"(?<![\d/.])20[/.]0?9(?![\d])",
]


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), f"{f} was changed or removed")
    ans = ek.require_answer(ev)
    ek.require(ek.has_number(ans, 25), "answer does not give the member-group half-day charge of \u00a325")
    t = ek.norm(ans)
    ek.require(any(re.search(p, t) for p in DATE_PATTERNS),
               "answer does not give 20 September as the last day to pay")
    return "\u00a325, pay by 20 September"


ek.run_check(check)
