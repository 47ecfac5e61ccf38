import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

MO, DR = "Margaret Olsen", "Dev Raman"
HB, AK = "Hugh Bellamy", "Aisha Karim"
JP, TF = "Joan Price", "Tom Fenwick"

# (member, submitted, chair, treasurer, secretary, spoiled) in file order. M15 and M17 changed their vote: the
# later ballot is listed first. M18 and M19 are spoiled. M07 left secretary blank.
BALLOTS = [
    ("M01", "2025-09-20T19:31:05", MO, AK, JP, False),
    ("M02", "2025-09-20T19:31:40", DR, HB, JP, False),
    ("M03", "2025-09-20T19:32:12", "margaret olsen", AK, TF, False),
    ("M04", "2025-09-20T19:32:55", DR, "AISHA KARIM", JP, False),
    ("M15", "2025-09-20T19:56:20", MO, AK, JP, False),
    ("M05", "2025-09-20T19:33:30", MO, HB, JP, False),
    ("M06", "2025-09-20T19:34:02", "Dev Raman ", AK, JP, False),
    ("M07", "2025-09-20T19:34:48", MO, AK, None, False),
    ("M08", "2025-09-20T19:35:21", DR, "Hugh  Bellamy", TF, False),
    ("M18", "2025-09-20T19:36:00", DR, HB, TF, True),
    ("M09", "2025-09-20T19:36:44", MO, AK, "joan price", False),
    ("M17", "2025-09-20T19:58:03", MO, HB, JP, False),
    ("M10", "2025-09-20T19:37:19", DR, HB, JP, False),
    ("M11", "2025-09-20T19:38:02", MO, AK, JP, False),
    ("M12", "2025-09-20T19:38:50", DR, AK, TF, False),
    ("M13", "2025-09-20T19:39:33", "Margaret Olsen ", HB, JP, False),
    ("M14", "2025-09-20T19:40:10", DR, HB, JP, False),
    ("M15", "2025-09-20T19:40:52", DR, HB, TF, False),
    ("M16", "2025-09-20T19:41:15", DR, AK, TF, False),
    ("M17", "2025-09-20T19:41:30", DR, AK, JP, False),
    ("M19", "2025-09-20T19:42:05", "Dev Raman", AK, JP, True),
]

if __name__ == "__main__":
    ws, kb = setup_args()
    out = []
    for n, (m, ts, c, t, s, spoiled) in enumerate(BALLOTS, 1):
        votes = {"chair": c, "treasurer": t}
        if s is not None:
            votes["secretary"] = s
        b = {"ballot": "B%03d" % n, "member_id": m, "submitted": ts, "votes": votes}
        if spoiled:
            b["spoiled"] = True
        out.append(b)
    write(os.path.join(ws, "ballots.json"), json.dumps({"meeting": "Westfield Allotment Society AGM",
                                                        "date": "2025-09-20", "ballots": out}, indent=2))
    d = new_doc()
    add_heading(d, "Westfield Allotment Society \u2013 AGM 2025", 0)
    add_table(d, [["Meeting", "Annual General Meeting"], ["Date", "Saturday 20 September 2025, 19:00"],
                  ["Venue", "Westfield Community Hall"], ["Returning officer", "Hugh Bellamy"]], bold_header=False)
    add_heading(d, "Nominations for the committee", 1)
    add_par(d, "Members vote for one candidate per role. Results are announced at the end of the meeting.")
    add_table(d, [["Role", "Candidate", "Proposed by", "Seconded by", "Votes"],
                  ["Chair", "Margaret Olsen", "Joan Price", "Ravi Shah", ""],
                  ["Chair", "Dev Raman", "Aisha Karim", "Pat Doyle", ""],
                  ["Treasurer", "Hugh Bellamy", "Margaret Olsen", "Ewa Nowak", ""],
                  ["Treasurer", "Aisha Karim", "Dev Raman", "Li Wei", ""],
                  ["Secretary", "Joan Price", "Tom Fenwick", "Ravi Shah", ""],
                  ["Secretary", "Tom Fenwick", "Dev Raman", "Ewa Nowak", ""]])
    add_heading(d, "For reference: 2024 results", 1)
    add_table(d, [["Role", "Candidate", "Votes"],
                  ["Chair", "Margaret Olsen", "14"], ["Chair", "Sue Grant", "11"],
                  ["Treasurer", "Hugh Bellamy", [("unopposed", "i")]],
                  ["Secretary", "Joan Price", "17"], ["Secretary", "Tom Fenwick", "8"]])
    save_docx(d, os.path.join(ws, "agm_nominations.docx"))
