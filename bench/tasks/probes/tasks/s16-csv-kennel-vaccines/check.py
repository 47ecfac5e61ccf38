import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# check-in 14-20 July, not cancelled; kennel cough record (any case/space) with the latest valid_until, joined
# on dog_id: Bella (Okafor, D-117) 17 Jul < check-out 20 Jul; Teddy (D-104) has none (a D-114 Teddy, not
# staying, has one: a join by name hides it); Poppy 16 < 22; Daisy 20 < 21; Pepper (checks in on the 20th)
# 22 < 24. Not: Bella (Hughes), Max (older expired record listed last), Luna (valid until her check-out day),
# Rocco ("KENNEL COUGH"), Milo (only rabies runs out), Nala (cancelled), Ziggy (in on 10 July), Biscuit, Otis.
NAMES = ["teddy", "poppy", "daisy", "pepper"]
OWNERS = ["okafor", "brennan", "nakamura", "kowalczyk", "doyle"]
DECOYS = ["hughes", "max", "luna", "rocco", "milo", "nala", "ziggy", "biscuit", "otis",
          "lindqvist", "castellano", "fitzgerald", "osei", "mensah", "patel", "harper", "ferreira"]
ASIDE = re.compile(r"\b(not (on the list|affected|a problem|an issue|flagged|included|listed|checking in|in (the )?range|staying)|"
                   r"isn't (affected|a problem|an issue|staying|checking in)|no longer (staying|coming|booked)|fine|ok|okay|"
                   r"covered|in date|up to date|still valid|cancell?ed|outside|out of (range|scope)|before 14|10 july|"
                   r"21 july|28 july|renewed|newer|only (the |his |her )?rabies|other|excluded|ignored?|different dog|d-101|"
                   r"labrador|checks? in (on|after|before))\b")
HEADER = re.compile(r"^(#+\s.*|\*\*[^*]+\*\*:?|.{0,80}:)$")
EXCL = re.compile(r"\b(not (in|included|affected|flagged|a problem|at risk|listed|counted|relevant|an issue)|excluded?|"
                  r"excluding|outside|ignored?|skipped|(are|is) (fine|ok|okay|covered|valid|in date)|all (fine|ok|good)|"
                  r"with a valid|still valid|for reference|cancell?ed|others?|everyone else|the rest)\b")


def positive_mentions(ans, names):
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
    for n in NAMES:
        require(has_word(ans, n), "answer does not name %s" % n.title())
    require(has_word(ans, "bella") and has_word(ans, "okafor"), "answer does not name Bella (Okafor)")
    missing_owners = [o for o in OWNERS if not has_word(ans, o)]
    require(not missing_owners, "answer does not give the owner(s) %s" % ", ".join(o.title() for o in missing_owners))
    bad = positive_mentions(ans, DECOYS)
    if bad:
        raise Fail("answer lists %s as lacking a valid vaccination: %r" % (bad[0][0].title(), bad[0][1][:100]))
    pws, _ = pristine(__file__)
    require(list_files(ws) == list_files(pws), "files were added or removed: %s" % list_files(ws))
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed" % p)
    return "Bella (Okafor), Teddy, Poppy, Daisy, Pepper"

run_check(check)
