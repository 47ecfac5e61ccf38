import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
import glob, re


def kb_dir(ws, marker):
    """The knowledge-base folder: a sibling of the workspace named kb* holding `marker`; otherwise
    regenerate the task KB docs with this task's setup.py."""
    parent = os.path.dirname(ws)
    for d in sorted(glob.glob(os.path.join(parent, "kb*"))):
        if os.path.isfile(os.path.join(d, marker)):
            return d
    return ek.pristine(__file__)[1]


ws, ev = ek.solve_args()
kb = kb_dir(ws, "adult_learning_terms_2025-26.md")
ATTENDED = 3  # from the question

email = ek.read(os.path.join(ws, "enrolment_confirmation.txt"))
code = re.search(r"Code:\s*(\S+)", email).group(1)
paid = float(re.search(r"Fee paid:\s*\u00a3([\d.]+)", email).group(1))
guide = ek.read(os.path.join(kb, "course_guide_spring_2026.md"))
row = next(l for l in guide.splitlines() if l.startswith("| %s |" % code))
sessions = int([c.strip() for c in row.strip("|").split("|")][2])

# current terms = the newest terms file (2025/26 applies to courses starting on/after 1 Aug 2025)
terms_file = sorted(glob.glob(os.path.join(kb, "adult_learning_terms_*.md")))[-1]
terms = ek.read(terms_file)
bullet = next(l for l in terms.split("\n- ") if "After the course has started" in l)
admin = float(re.search(r"less a \u00a3(\d+) administration charge", bullet).group(1))

assert ATTENDED <= sessions / 2, "after the midpoint: no refund"
remaining = sessions - ATTENDED
part = paid * remaining / sessions
refund = part - admin
ek.emit(ev, answer=("You paid \u00a3%.0f (the concession rate) for %s, a %d-session course. You've been to %d sessions, "
                    "which is before the midpoint, so under the current 2025/26 terms you get back the fee for the "
                    "%d sessions not yet held (\u00a3%.0f x %d/%d = \u00a3%.0f) less the \u00a3%.0f administration "
                    "charge: a refund of **\u00a3%.0f**, paid to the card you used. Tell the Adult Learning Office "
                    "in writing (email is fine)."
                    % (paid, code, sessions, ATTENDED, remaining, paid, remaining, sessions, part, admin, refund)))
print(refund)
