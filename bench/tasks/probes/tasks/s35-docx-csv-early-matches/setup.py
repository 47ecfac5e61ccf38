import csv
import datetime
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

HDR = ["Time", "Court", "Event", "Player", "Opponent"]
SAT = [
    ["08:30", "1", "Men's singles", "Owen Davies", "Sam Lee"],
    ["08:30", "2", "Ladies' singles", "Priya Nair", "hannah cole"],
    ["9:00", "1", "Men's singles", "Ben Cole", [("Tom Reyes", "s"), (" Ola Brandt", "")]],
    ["9.45", "3", "Mixed plate", "Priya Nair", "Marcus Webb"],
    ["10:00", "1", "Men's singles", "Sam Leeson", "Dev Kapoor"],
    ["10:45", "2", "Ladies' singles", "Grace Kim", "Lucy Hart"],
    ["11:30", "1", "Men's singles", "winner of 08:30 court 1", "winner of 9:00 court 1"],
    ["14:00", "2", "Ladies' singles", "Grace Kimura", "Nina Frost"],
]
SUN = [
    ["09:00", "1", "Veterans' doubles", "Tom Reyes / Dev Kapoor", "Alan Frost / Nina Frost"],
    ["09:30", "2", "Ladies' singles final", "winner", "winner"],
    ["11:00", "1", "Men's singles final", "winner", "winner"],
]
PLAYERS = [
    ("M014", "Owen Davies ", "07700 900114", "owen.d@example.com", "Adult"),
    ("M022", "Sam Lee", "07700 900122", "samlee@example.com", "Adult"),
    ("M031", "Sam Leeson", "07700 900131", "s.leeson@example.com", "Adult"),
    ("M040", "Priya Nair", "07700 900140", "priya.nair@example.com", "Adult"),
    ("M041", "Hannah Cole", "07700 900141", "hcole@example.com", "Adult"),
    ("M042", "Ben Cole", "07700 900142", "bcole@example.com", "Adult"),
    ("M055", "Tom Reyes", "07700 900155", "tom.reyes@example.com", "Adult"),
    ("J007", "Ola Brandt", "07700 900207", "ola.brandt@example.com", "Junior"),
    ("M063", "Marcus Webb", "07700 900163", "mwebb@example.com", "Adult"),
    ("M070", "Dev Kapoor", "07700 900170", "dev.k@example.com", "Adult"),
    ("M071", "Grace Kim", "07700 900171", "grace.kim@example.com", "Adult"),
    ("M072", "Grace Kimura", "07700 900172", "g.kimura@example.com", "Adult"),
    ("M080", "Lucy Hart", "07700 900180", "lucy.hart@example.com", "Adult"),
    ("M090", "Alan Frost", "07700 900190", "afrost@example.com", "Adult"),
    ("M091", "Nina Frost", "07700 900191", "nfrost@example.com", "Adult"),
]


def table(d, rows):
    t = d.add_table(rows=len(rows) + 1, cols=len(HDR))
    t.style = "Table Grid"
    for j, h in enumerate(HDR):
        t.cell(0, j).paragraphs[0].add_run(h).bold = True
    for i, row in enumerate(rows, start=1):
        for j, val in enumerate(row):
            p = t.cell(i, j).paragraphs[0]
            for text, fmt in ([(val, "")] if isinstance(val, str) else val):
                r = p.add_run(text)
                if "s" in fmt:
                    r.font.strike = True


if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 6, 10, 9, 0, 0)
    cp.author = cp.last_modified_by = "Fernhill LTC"
    add_heading(d, "Fernhill Lawn Tennis Club \u2013 Summer Open draw", 0)
    add_par(d, "Please arrive 15 minutes before your match. Withdrawals are struck through and the replacement "
               "player follows. Matches at 10:00 and later may start late if earlier matches overrun.")
    add_heading(d, "Saturday 14 June", 1)
    table(d, SAT)
    add_heading(d, "Sunday 15 June", 1)
    table(d, SUN)
    add_par(d, "Referee on both days: Alan Frost (07700 900190).")
    save_docx(d, os.path.join(ws, "draw.docx"))
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["member_no", "name", "phone", "email", "section"])
    w.writerows(PLAYERS)
    write(os.path.join(ws, "players.csv"), buf.getvalue())
