import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# section title, [(clause number, text)]
V2024 = [
    ("1 Name", [("1.1", "The club shall be called the Kestrel Vale Cycling Club (\u201cthe Club\u201d).")]),
    ("2 Objects", [("2.1", "The objects of the Club are to promote cycling of all kinds and to organise rides, races and social events for its members."),
                   ("2.2", "The Club is affiliated to British Cycling and follows its rules for racing.")]),
    ("3 Membership", [("3.1", "Membership is open to anyone who supports the objects of the Club."),
                      ("3.2", "Junior members must be at least 12 years old and ride with the written consent of a parent or guardian."),
                      ("3.3", "The committee may refuse or end a membership if it believes this is in the best interests of the Club. The member may appeal to the next general meeting.")]),
    ("4 Subscriptions", [("4.1", "Annual subscriptions are set at the AGM and are due on 1 March each year."),
                         ("4.2", "A member whose subscription is more than two months overdue shall cease to be a member.")]),
    ("5 General meetings", [("5.1", "The AGM shall be held in the first quarter of each year."),
                            ("5.2", "At least 21 days' notice of the AGM shall be given to all members by email."),
                            ("5.3", "The quorum for a general meeting is ten members or one fifth of the membership, whichever is smaller."),
                            ("5.4", "Each adult member has one vote; the chair has a casting vote.")]),
    ("6 Committee", [("6.1", "The Club is run by a committee of a chair, secretary, treasurer and up to four other members, elected at the AGM."),
                     ("6.2", "Committee members serve for one year and may stand again."),
                     ("6.3", "The committee may co-opt up to two further members until the next AGM."),
                     ("6.4", "The committee shall meet at least six times a year.")]),
    ("7 Finance", [("7.1", "The financial year runs from 1 January to 31 December."),
                   ("7.2", "Cheques and online payments over two hundred pounds need the approval of two committee members.")]),
    ("8 Dissolution", [("8.1", "If the Club is dissolved, any assets left after paying its debts shall be given to another cycling club with similar objects."),
                       ("8.2", "Dissolution requires a two-thirds majority at a general meeting called for that purpose.")]),
]

CHANGES = {
    "3.2": "Junior members must be at least 10 years old and ride with the written consent of a parent or guardian.",
    "5.3": "The quorum for a general meeting is twelve members or one fifth of the membership, whichever is smaller.",
    "8.1": "If the Club is dissolved, any assets left after paying its debts shall be given to a local charity that promotes cycling.",
}
NEW = ("7", "7.3", "The committee may open a savings account for the Club's reserves, which shall be reported at each AGM.")
REMOVED = "6.4"


def build(path, draft):
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 1, 20 if draft else 5, 9, 0, 0)
    cp.author = cp.last_modified_by = "KVCC Secretary"
    add_heading(d, "Kestrel Vale Cycling Club \u2013 Constitution", 0)
    add_par(d, [("Draft for the 2025 AGM", "i")] if draft else [("As adopted at the AGM on 14 February 2024", "i")])
    for title, clauses in V2024:
        add_heading(d, title, 1)
        for num, text in clauses:
            if draft and num == REMOVED:
                continue
            text = CHANGES.get(num, text) if draft else text
            if draft and num == "4.1":
                i = text.index("1 March")
                runs = [(num + " ", ""), (text[:i], ""), ("1 March", "b"), (text[i + 7:], "")]
            elif draft and num in ("2.1", "5.2", "6.1", "8.2"):
                half = len(text) // 2
                k = text.index(" ", half)
                runs = [(num + " ", ""), (text[:k], ""), (text[k:], "")]   # same text, split into other runs
            else:
                runs = [(num + " " + text, "")]
            add_par(d, runs)
        if draft and title.startswith(NEW[0] + " "):
            add_par(d, [(NEW[1] + " " + NEW[2], "")])
    add_par(d, "Secretary: Joanna Pryce, secretary@kestrelvalecc.org.uk")
    save_docx(d, path)


NOTES = """Committee meeting 9 Jan 2025 - constitution

- Subs: move the due date from 1 March (clause 4.1)? Agreed to leave as is, but make the date stand out.
- Juniors: lower the minimum age (3.2).
- Quorum (5.3): raise it.
- Committee meetings (6.4): drop the fixed number.
- Add a clause on a savings account.
- Dissolution (8.1): to discuss again.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    build(os.path.join(ws, "constitution_2024.docx"), False)
    build(os.path.join(ws, "constitution_2025_draft.docx"), True)
    write(os.path.join(ws, "committee_notes.txt"), NOTES)
