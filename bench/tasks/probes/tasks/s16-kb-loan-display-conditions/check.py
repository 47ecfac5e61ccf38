import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Two hops: L-2025-07 is 6 watercolours on paper (loans register) -> "Works on paper" in standard v3:
# 45-55% RH, max 50 lux. Not: 40-60% (2019 standard for paper, and v3 paintings), 40-55% (textiles, the
# L-2025-08 samplers), 200 lux (paintings), 45-60% (books).
OLDCTX = re.compile(r"\b(2019|superseded|old|older|previous|previously|earlier|version 2|v2|no longer|used to|"
                    r"replaced|paintings?|textiles?|books?|metals?|l-2025-0[4-58]|l-2025-10)\b")


def final_answer(ev):
    evs = [e for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(evs and str(evs[-1].get("text") or "").strip(), "no answer_completed text in events")
    return str(evs[-1].get("text"))


def values(sent):
    t = re.sub(r"\b(\d+)\s*(?:-|to|and)\s*(\d+)\s*%", r"\1-\2%", sent)
    t = re.sub(r"\b(\d+)\s*%\s*(?:-|to|and)\s*(\d+)\s*%", r"\1-\2%", t)
    t = re.sub(r"(?<=\d),(?=\d{3})", "", t)
    rh = re.findall(r"\b(\d+)-(\d+)%", t)
    lux = re.findall(r"\b(\d+)\s*(?:lux|lx)\b(?![\s-]*h)", t)
    return rh, lux


def check(ws, ev):
    ans = final_answer(ev)
    # values in sentences that mention the old standard or another category are set aside; if every value is
    # in such a sentence, the first one given is taken as the answer
    main_rh, main_lux, all_rh, all_lux = [], [], [], []
    for line in ans.splitlines():
        for sent in re.split(r"(?<=[.;!?])\s+", norm(line)):
            rh, lux = values(sent)
            all_rh += rh
            all_lux += lux
            if not OLDCTX.search(sent):
                main_rh += rh
                main_lux += lux
    rh = main_rh or all_rh[:1]
    lux = main_lux or all_lux[:1]
    require(rh, "answer gives no relative humidity range (like 45-55%)")
    require(set(rh) == {("45", "55")}, "relative humidity range(s) %s, expected 45-55%%" % sorted(set(rh)))
    require(lux, "answer gives no light level in lux")
    require(set(lux) == {"50"}, "light level(s) %s lux, expected 50 lux" % sorted(set(lux)))
    pws, _ = pristine(__file__)
    require(list_files(ws) == list_files(pws), "files were added or removed: %s" % list_files(ws))
    require(same_file(os.path.join(pws, "loan_checklist.md"), os.path.join(ws, "loan_checklist.md")),
            "loan_checklist.md was changed")
    return "45-55% RH, 50 lux"

run_check(check)
