import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
HDR = ["Pos", "Rider", "Category", "Time"]
G = lambda n: [(n, "i")]


def sheet(name, date, rows, notes):
    d = ek.new_doc()
    ek.add_heading(d, "Wyebridge Wheelers - Club 10-mile time trial", 1)
    ek.add_par(d, [("Date: ", "b"), date, "   ", ("Course: ", "b"), "W10/3 (Ross road, out and back)"])
    ek.add_par(d, "Riders whose names are in italics are guests (not club members): their times are shown "
                  "for interest but do not count for club placings or records.")
    ek.add_table(d, [HDR] + [[str(i + 1)] + r for i, r in enumerate(rows)])
    for n in notes:
        ek.add_par(d, n)
    ek.save_docx(d, os.path.join(ws, "results", name))


sheet("tt10_2025-04-17.docx", "Thursday 17 April 2025",
      [["Dev Sharma", "Senior", "21:41"],
       ["Hannah Okafor", "Senior W", "22:05"],
       ["Tom Bright", "Vet 40", "22:30"],
       [G("Lewis Hartmann"), "Guest", "22:48"],
       ["Sam Ortiz", "Junior", "24:10"]],
      ["Wind: light westerly. Timekeeper: J. Prosser."])

sheet("tt10_2025-05-15.docx", "Thursday 15 May 2025",
      [[G("Lewis Hartmann"), "Guest", "21:30"],
       ["Hannah Okafor", "Senior W", "22:01"],
       ["Dev Sharma", "Senior", "22:38"],
       ["Tom Bright", "Vet 40", "22:55"],
       ["Rosa Klein", "Vet 50 W", "23:40"]],
      [[("Correction to the April results: ", "b"),
        ("Dev Sharma's time on 17 April was 22:41, not 21:41 as printed (transcription error by the timekeeper). "
         "The April sheet has not been reissued.")],
       "Wind: moderate south-westerly."])

sheet("tt10_2025-06-19.docx", "Thursday 19 June 2025",
      [[G("Pieter de Vries"), "Guest", "21:44"],
       ["Hannah Okafor", "Senior W", "21:52"],
       ["Tom Bright", "Vet 40", "22:12"],
       ["Dev Sharma", "Senior", "22:20"],
       ["Sam Ortiz", "Junior", "23:58"]],
      ["The club course record is still 20:58 (Ian Whitlock, 2019).",
       "Wind: calm. Next event: Thursday 17 July."])
