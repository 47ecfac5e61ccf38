import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

DAY = re.compile(r"2025-04-18|(?<!\d)18(st|nd|rd|th)?\s+(of\s+)?apr|apr(il)?\.?\s+18(?!\d)|(?<![\d/])18/0?4(?![\d])|(?<![\d/])0?4/18(?!\d)")


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    # counts only: drop clock times and dates before looking for the number
    t = ek.norm(ans)
    t = re.sub(r"\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}(:\d{2})?", " ", t)
    t = re.sub(r"(?<!\d)\d{1,2}(st|nd|rd|th)?\s+(of\s+)?(march|mar|april|apr|may)\b", " ", t)
    t = re.sub(r"\b(march|mar|april|apr|may)\.?\s+\d{1,2}(st|nd|rd|th)?(?!\d)", " ", t)
    ek.require(ek.has_number(t, 20, words=False) or ek.has_word(t, "twenty"),
               "answer does not give the April F21 trip count of 20")
    ek.require(DAY.search(ek.norm(ans)) is not None, "answer does not name 18 April as the worst day")
    return "20 over-voltage trips in April, most on 18 April (4)"


ek.run_check(check)
