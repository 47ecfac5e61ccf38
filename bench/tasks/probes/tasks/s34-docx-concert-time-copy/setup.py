import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

GLANCE = [["Date", "Programme", "Doors", "Start"],
          ["Sat 10 May", "Haydn: The Creation", "6:45 pm", "7:30 pm"],
          ["Sun 11 May", "Family afternoon", "2:30 pm", "3:00 pm"],
          ["Sun 18 May", "Faur\u00e9: Requiem", "6:45 pm", "7:30 pm"]]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Riverside Choral Society \u2013 Spring Concerts 2025", 0)
    add_par(d, "All concerts are at St Aldhelm's Church, Mill Lane. Tickets from the box office or at the door.")
    add_heading(d, "Saturday 10 May \u2013 Haydn: The Creation", 1)
    add_par(d, ["Doors open 6:45 pm; the concert starts at ", ("7:30 pm", "b"),
                ". Tickets \u00a315 (under-18s free). With the Riverside Sinfonia."])
    add_heading(d, "Sunday 11 May \u2013 Family afternoon", 1)
    add_par(d, ["Doors open 2:30 pm; the concert starts at ", ("3:00 pm", "b"), ". Tickets \u00a35, children free."])
    add_heading(d, "Sunday 18 May \u2013 Faur\u00e9: Requiem", 1)
    add_par(d, ["Doors open 6:45 pm; the concert starts at ", ("7:30 pm", "b"), ". Tickets \u00a312. ",
                ("Organ: Helen Marsh.", "i")])
    add_heading(d, "At a glance", 1)
    add_table(d, GLANCE)
    add_par(d, "Singers: rehearsals for all concerts are on Thursdays at 7:30 pm in the church hall.")
    save_docx(d, os.path.join(ws, "spring_concerts.docx"))
