import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Thu 12 June 14:00-15:00 in Fjord: Marta Sousa has it from 14:30 (to 16:00). Not: Dev Anand (same slot but
# cancelled), Leo Grant (Fjordview, a different room), Hannah Ruiz (13:00-14:00, ends when the slot starts),
# Oliver Kim (Wednesday), Priya Nair (5 June / Friday 13th), Dev Anand again on 19 June.
DECOYS = ["dev anand", "leo grant", "hannah ruiz", "oliver kim", "priya nair", "gemma holt"]
WHAT = "having the room"
ASIDE = re.compile(r"\b(not|no|isn't|cancel\w*|fjordview|different|other|wed\w*|fri\w*|5 june|11 june|13 june|"
                   r"19 june|last week|next week|13:00|1 ?pm|09:00|9 ?am|(until|ends?|ended|finish\w*)( at)? (14:00|2 ?pm)|"
                   r"before|earlier|adjacent|back-to-back|previous)\b")

HEADER = re.compile(r"^(#+\s.*|\*\*[^*]+\*\*:?|.{0,80}:)$")
EXCL = re.compile(r"\b(not (in|included|running|run|firing|affected|relevant|counted|holding|booked|matching|applicable)|"
                  r"excluded?|excluding|outside|ignored?|skipped|(won't|wouldn't|don't|doesn't) (run|fire|count|matter)|"
                  r"other (jobs|bookings)|cancell?ed|for reference)\b")


def positive_mentions(ans, names):
    """(name, text) for each mention of a name that is not set aside: not in a section headed by an
    exclusion ("Not in the window:"), and with no ASIDE word from the clause of the name (after the last
    , : ; before it) to the end of its sentence."""
    out, excluded = [], False
    for raw in ans.splitlines():
        line = norm(raw)
        if not line:
            continue
        body = re.sub(r"^([-*\u2022>]|\d+[.)])\s+", "", line).strip()
        if HEADER.match(body):
            excluded = bool(EXCL.search(body))
            continue
        if excluded:
            continue
        for sent in re.split(r"(?<=[.;!?])\s+", body):
            for name in names:
                for m in re.finditer(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", sent):
                    cut = max(sent.rfind(c, 0, m.start()) for c in ",:;") + 1
                    if not ASIDE.search(sent[max(cut, m.start() - 40):]):
                        out.append((name, raw.strip()))
    return out


def final_answer(ev):
    evs = [e for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(evs and str(evs[-1].get("text") or "").strip(), "no answer_completed text in events")
    return str(evs[-1].get("text"))


def check(ws, ev):
    ans = final_answer(ev)
    t = norm(ans)
    require("sousa" in t, "answer does not name Marta Sousa")
    require(re.search(r"\b(no|not|isn't|booked|taken|occupied|unavailable|clash\w*|conflict\w*)\b", t),
            "answer does not say the room is not free")
    require(not re.match(r"\W*yes\b", t), "answer says yes, the room is free")
    bad = positive_mentions(ans, DECOYS)
    if bad:
        raise Fail("answer names %s as %s: %r" % (bad[0][0], WHAT, bad[0][1][:100]))
    pws, _ = pristine(__file__)
    require(list_files(ws) == list_files(pws), "files were added or removed: %s" % list_files(ws))
    require(same_file(os.path.join(pws, "room_bookings_june.docx"), os.path.join(ws, "room_bookings_june.docx")),
            "room_bookings_june.docx was changed")
    return "not free: Marta Sousa"

run_check(check)
