import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
cdir = os.path.join(ws, "committee")

# fee schedule approved at the AGM
doc = ek.new_doc()
ek.add_heading(doc, "Millbrook Bowls Club - Fees for the 2025 season", 0)
ek.add_par(doc, "Approved at the AGM on 8 February 2025. The season runs from 19 April to 28 September.")
ek.add_table(doc, [["Category", "Fee"], ["Full playing member", "\u00a3145 a year"],
                   ["Social member", "\u00a330 a year"], ["Junior (under 18)", "\u00a315 a year"],
                   ["Visitor green fee", "\u00a36.00 per session"],
                   ["Visitor playing with a member", "\u00a34.00 per session"],
                   ["Bowls hire (per set)", "\u00a32.00"]])
ek.add_par(doc, ["Green fees are paid in the clubhouse ", ("before", "b"), (" going on the green. Visiting teams in "
                 "league or friendly matches do not pay green fees.")])
ek.save_docx(doc, os.path.join(cdir, "fees_2025.docx"))


def minutes(fname, title, date, present, items):
    d = ek.new_doc()
    ek.add_heading(d, title, 0)
    ek.add_par(d, [("Date: ", "b"), date])
    ek.add_par(d, [("Present: ", "b"), present])
    for head, paras in items:
        ek.add_heading(d, head, 1)
        for p in paras:
            ek.add_par(d, p)
    ek.save_docx(d, os.path.join(cdir, fname))


minutes("minutes_2025-03-12.docx", "Committee meeting minutes", "12 March 2025",
        "J. Whitlock (chair), S. Okafor (treasurer), P. Dunn, M. Kerr, A. Fellowes",
        [("1. Green report", ["Scarifying finished. Green opens on 19 April, weather permitting."]),
         ("2. Visitor green fees", [
             ("S. Okafor proposed raising the visitor green fee to \u00a38.00 because of the higher water bill. "
             "P. Dunn thought \u00a38 would put visitors off. Decision deferred to the April meeting.")]),
         ("3. Open day", ["Open day set for Sunday 4 May, free taster sessions."])])

minutes("minutes_2025-04-09.docx", "Committee meeting minutes", "9 April 2025",
        "J. Whitlock (chair), S. Okafor (treasurer), P. Dunn, A. Fellowes",
        [("1. Matters arising", ["Water bill: the supplier confirmed a 14% increase from April."]),
         ("2. Visitor green fees", [
             ("Agreed (4 for, 0 against) that the visitor green fee goes up to \u00a37.00 per session from 1 May. "
             "Visitors playing with a member stay at \u00a34.00. M. Kerr to update the clubhouse notice.")]),
         ("3. Bar", ["Bar prices unchanged. New card reader ordered."])])

minutes("minutes_2025-06-11.docx", "Committee meeting minutes", "11 June 2025",
        "J. Whitlock (chair), S. Okafor (treasurer), P. Dunn, M. Kerr, A. Fellowes",
        [("1. Minutes of 9 April", [
             ("Correction: item 2 should read \u00a37.50, not \u00a37.00 - the figure agreed at the meeting was "
             "\u00a37.50 per session and that is what has been charged since 1 May. The minutes were then approved.")]),
         ("2. County fixtures", ["Millbrook hosts the county triples on 26 July. Green closed to visitors that day."]),
         ("3. Juniors", [("Six juniors coached on Tuesday evenings. Junior fee waived for the first season, "
                         "\u00a30 instead of \u00a315, agreed.")])])

ek.write(os.path.join(cdir, "notice_board.txt"), """CLUBHOUSE NOTICE (draft by M. Kerr, April)
Visitors welcome! Green fee GBP 7.00 per session (GBP 4.00 with a member).
Please sign the visitors' book.
""")
