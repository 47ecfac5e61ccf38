import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Changed wording: 3.2 (12 -> 10 years), 5.3 (ten -> twelve members), 8.1 (another cycling club -> a local charity;
# committee_notes.txt says only "to discuss again"). New: 7.3. Removed: 6.4. Not changed: 4.1 (only "1 March" made
# bold, and the notes mention it), 2.1/5.2/6.1/8.2 (same text in other runs, so an XML diff shows them).
CHANGED, NEW, REMOVED = ["3.2", "5.3", "8.1"], ["7.3"], ["6.4"]
OTHERS = ["1.1", "2.1", "2.2", "3.1", "3.3", "4.1", "4.2", "5.1", "5.2", "5.4", "6.1", "6.2", "6.3", "7.1", "7.2", "8.2"]
CLAUSE = re.compile(r"(?<![\d.\u00a3$])([1-8]\.[1-4])(?![\d]|\.\d)")
K_NEW = re.compile(r"\bnew\b|\badd|insert|introduc", re.I)
K_REM = re.compile(r"remov|delet|dropped|no longer|omitted|gone|missing|taken out|cut\b", re.I)
K_CHG = re.compile(r"chang|amend|modif|reword|differ|updat|revis|wording|replac|lower|rais|\bfrom\b.*\bto\b|->|\u2192", re.I)
ASIDE = re.compile(r"formatting|bold|ends at|last clause|after|before|follow|\bnot\b|n't|\bno\b|unchanged|same|identical|only|ignore", re.I)


def last_answer(ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    return texts[-1]


def kinds_for(lines, i):
    """Keywords on the clause's own line, else on the nearest earlier line that has any (a heading)."""
    for j in range(i, -1, -1):
        found = {k for k, rx in (("new", K_NEW), ("removed", K_REM), ("changed", K_CHG)) if rx.search(lines[j])}
        if found:
            return found
    return set()


def check(ws, ev):
    ans = last_answer(ev).translate(str.maketrans({"\u2013": "-", "\u2014": "-"}))
    lines = [l for l in ans.splitlines()]
    mentioned = {}
    for i, l in enumerate(lines):
        for sent in re.split(r"(?<=[.;!?])\s+", l):
            for m in CLAUSE.findall(sent):
                mentioned.setdefault(m, []).append((i, sent))
    for c in CHANGED + NEW + REMOVED:
        require(c in mentioned, "answer does not mention clause %s" % c)
    for c in NEW:
        require(any("new" in kinds_for(lines, i) for i, _ in mentioned[c]), "clause %s is not described as new/added" % c)
    for c in REMOVED:
        require(any("removed" in kinds_for(lines, i) for i, _ in mentioned[c]), "clause %s is not described as removed" % c)
    for c in CHANGED:
        require(any(not (kinds_for(lines, i) & {"new", "removed"}) or "changed" in kinds_for(lines, i)
                    for i, _ in mentioned[c]), "clause %s is not described as changed" % c)
    for c in OTHERS:
        for i, sent in mentioned.get(c, []):
            require(ASIDE.search(sent), "answer lists clause %s, whose wording did not change: %r" % (c, sent.strip()[:120]))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    extra = sorted(set(list_files(ws)) - set(list_files(pws)))
    require(not extra, "files were created: %s" % extra)
    return "changed 3.2, 5.3, 8.1; new 7.3; removed 6.4"

run_check(check)
