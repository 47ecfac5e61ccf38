import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# league only, with the week-1 correction: 3 + 0 + 3 + 1 = 7; best league checkout 121
# look-alikes: 144 (cup checkout), 132 (uncle Gary at the Anchor); totals 6 (no correction), 9 (with cup)


def sentences(text):
    return [s for s in re.split(r"\n|[!?;]|\.(?!\d)|(?<!\d)\.", text) if s.strip()]


def unexplained(text, value, markers):
    """A sentence gives `value` without any word that sets it aside."""
    for s in sentences(text):
        if ek.has_number(s, value, words=False) and not any(ek.has_phrase(s, m) for m in markers):
            return True
    return False


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    ek.require(ek.has_number(ans, 7) or ek.has_word(ans, "seven"), "answer does not give 7 league 180s")
    ek.require(ek.has_number(ans, 121, words=False), "answer does not give 121 as his best league checkout")
    ek.require(not unexplained(ans, 144, ["cup", "not a league", "doesn't count", "does not count", "excluded", "not count"]),
               "answer gives the 144 cup checkout as if it counted")
    ek.require(not unexplained(ans, 132, ["gary", "uncle", "anchor", "not gaz", "excluded"]),
               "answer gives uncle Gary's 132 checkout as if it were Gaz's")
    for wrong in (6, 9, 8, 10):
        for s in sentences(ans):
            if re.search(r"(?<![\d.])%d\s*(x\s*)?(180|maximum|max)" % wrong, ek.norm(s)) or \
               re.search(r"(total|in all|overall|altogether)\D{0,25}(?<![\d.])%d(?![\d.])" % wrong, ek.norm(s)):
                ek.require(any(ek.has_phrase(s, m) for m in ("cup", "correction", "corrected", "originally",
                                                              "report said", "not ", "gary", "including")),
                           "answer gives %d 180s as the total" % wrong)
    return "7 league 180s, best league checkout 121"


ek.run_check(check)
