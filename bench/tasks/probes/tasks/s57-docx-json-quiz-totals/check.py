import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

TOTALS = {"Agatha Quiztie": 42, "Quiz Team Aguilera": 45, "The Usual Suspects": 44,
          "Trivia Newton-John": 38, "Universally Challenged": 46}
WINNER = "Universally Challenged"


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    ek.require(ek.same_file(os.path.join(pws, "quiz", "scores.json"), os.path.join(ws, "quiz", "scores.json")),
               "quiz/scores.json should not be changed")
    orig = os.path.join(pws, "quiz", "results_sheet.docx")
    path = os.path.join(ws, "quiz", "results_sheet.docx")
    ek.require(os.path.isfile(path), "quiz/results_sheet.docx is missing")
    A, B = ek.blocks(orig), ek.blocks(path)
    ek.require(len(A) == len(B), "paragraph count changed (%d -> %d)" % (len(A), len(B)))
    row_team = {}
    for a in A:
        if a.where != "body" and a.where[2] == 0 and a.where[1] > 0:
            row_team[a.where[1]] = a.text
    winners_seen = False
    for a, b in zip(A, B):
        ek.require(a.where == b.where, "document structure changed near %r" % a.text[:50])
        if a.where != "body" and a.where[1] > 0 and a.where[2] == 1:
            team = row_team[a.where[1]]
            nums = ek.numbers_in(b.text, words=False)
            ek.require(len(nums) == 1 and nums[0] == TOTALS[team],
                       "total for %s is %r, expected %d" % (team, b.text, TOTALS[team]))
        elif a.where == "body" and a.text.startswith("Winners:"):
            winners_seen = True
            t = ek.norm(b.text)
            ek.require(t.startswith("winners:"), "the Winners: line was altered: %r" % b.text)
            ek.require(ek.norm(WINNER) in t, "Winners line does not name %s: %r" % (WINNER, b.text))
            for other in TOTALS:
                if other != WINNER:
                    ek.require(ek.norm(other) not in t, "Winners line names %s" % other)
            ek.require(b.chars and b.chars[0][1][0], "'Winners:' lost its bold formatting")
        else:
            ek.require(ek.same_block(a, b), "paragraph %r was changed (now %r)" % (a.text[:60], b.text[:60]))
    ek.require(winners_seen, "Winners line not found")
    return "totals and winner filled in"


ek.run_check(check)
