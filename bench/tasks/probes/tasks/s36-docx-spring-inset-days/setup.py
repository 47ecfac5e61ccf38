import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

HDR = ["Date", "Event"]
AUTUMN = [
    ["Mon 1 Sep 2025", "INSET day \u2013 school closed to pupils"],
    ["Tue 2 Sep 2025", "INSET day \u2013 school closed to pupils"],
    ["Wed 3 Sep 2025", "Term starts for pupils"],
    ["Mon 27 \u2013 Fri 31 Oct 2025", "Half term"],
    ["Thu 13 Nov 2025", "Parents' evening (3:30\u20137pm)"],
    ["Fri 19 Dec 2025", "Last day of term (1:30pm finish)"],
]
SPRING = [
    ["Mon 5 Jan 2026", "INSET day \u2013 school closed to pupils"],
    ["Tue 6 Jan 2026", "Term starts for pupils"],
    ["Mon 16 \u2013 Fri 20 Feb 2026", "Half term"],
    ["Mon 23 Feb 2026", "Pupils return"],
    ["Mon 2 Mar 2026", [("Inset day", ""), (" (moved from Fri 13 Feb)", "b"), (" \u2013 school closed to pupils", "")]],
    ["Wed 11 Mar 2026", "Staff training, twilight session after school \u2013 school open as normal"],
    ["Fri 27 Mar 2026", "Last day of term (1:30pm finish)"],
]
SUMMER = [
    ["Mon 13 Apr 2026", "Term starts for pupils"],
    ["Mon 4 May 2026", "Bank holiday \u2013 school closed"],
    ["Mon 25 \u2013 Fri 29 May 2026", "Half term"],
    ["Mon 1 Jun 2026", "INSET day \u2013 school closed to pupils"],
    ["Tue 21 Jul 2026", "Last day of term (1:30pm finish)"],
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 9, 22, 12, 0, 0)
    cp.author = cp.last_modified_by = "Millbrook Primary School Office"
    add_heading(d, "Millbrook Primary School \u2013 Term dates 2025\u201326", 0)
    add_par(d, "There are five INSET (staff training) days in the school year, when the school is closed to "
               "pupils. Breakfast club and After Hours club do not run on INSET days.")
    add_heading(d, "Autumn term 2025", 1)
    add_table(d, [HDR] + AUTUMN)
    add_heading(d, "Spring term 2026", 1)
    add_table(d, [HDR] + SPRING)
    add_heading(d, "Summer term 2026", 1)
    add_table(d, [HDR] + SUMMER)
    add_heading(d, "Changes since first published", 2)
    add_par(d, [("June 2025 version: ", "i"), "the spring INSET day on Friday 13 February 2026 has moved to "
                "Monday 2 March 2026, so that families can take a full week and a day at half term without it "
                "counting as absence. Please update your calendars."])
    save_docx(d, os.path.join(ws, "term_dates_2025-26.docx"))
