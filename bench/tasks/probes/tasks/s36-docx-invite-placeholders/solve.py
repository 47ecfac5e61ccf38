import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "invite_template.docx"))
for old, new in [("[RSVP DATE]", "Friday 3 October"), ("[DATE]", "Saturday 18 October 2025"), ("[TIME]", "7:30pm"),
                 ("[VENUE]", "The Old Granary, Wickham Lane")]:
    replace_in_doc(d, old, new)
d.save(os.path.join(ws, "invite.docx"))
emit(ev, answer="Filled in the four fields and saved invite.docx; the template is unchanged.", artifacts=["invite.docx"])
