import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

HEAD = ["Pupil", "Day", "Time", "Lesson"]
AUTUMN = [HEAD,
          ["Ava Brennan", "Mon", "16:00", "30 min"],
          ["Leo Fischer", "Mon", "16:30", "45 mins"],
          ["Maya Osei", "Tue", "17:00", "30 min"],
          ["Noah Price", "Wed", "16:15", "1 hour"],
          ["Ruby Sandoval", "Thu", "18:00", "30 min"]]
SPRING = [HEAD,
          ["Ava Brennan", "Mon", "16:00", "45 mins"],
          ["Leo Fischer", "Mon", "16:45", "45 min"],
          ["Maya Osei", "Tue", "17:00", "30 min"],
          ["Ruby Sandoval", "Thu", "18:00", "1 hr"],
          ["Isaac Tran", "Fri", "16:30", "30 mins"]]
RATES = {
    "studio": "Clara Voss Piano Studio",
    "currency": "GBP",
    "terms": {
        "Autumn 2024": {"weeks": 12, "rate_per_lesson": {"30": 17.0, "45": 25.0, "60": 33.0}},
        "Spring 2025": {"weeks": 11, "rate_per_lesson": {"30": 18.0, "45": 26.0, "60": 34.0}},
    },
    "notes": "Lesson lengths are in minutes. Missed lessons are not refunded.",
}

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "rates.json"), json.dumps(RATES, indent=2))
    d = new_doc()
    add_heading(d, "Clara Voss Piano Studio \u2013 lesson timetables", 0)
    add_heading(d, "Autumn term 2024 (finished)", 1)
    add_table(d, AUTUMN)
    add_par(d, "Noah Price left at the end of the autumn term.")
    add_heading(d, "Spring term 2025", 1)
    add_par(d, ["Term runs 6 January to 28 March, with half-term 17\u201321 February. ",
                ("Changes from autumn are marked in the notes to parents.", "i")])
    add_table(d, SPRING)
    save_docx(d, os.path.join(ws, "lessons.docx"))
