import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

HDR = ["Class", "Day", "Time", "Studio", "Teacher"]
AUTUMN = [
    ["Baby Ballet (3\u20134 yrs)", "Monday", "16:00\u201316:30", "1", "Miss Carla"],
    ["Ballet Grade 1", "Monday", "16:45\u201317:30", "1", "Miss Carla"],
    ["Jazz Grade 2", "Monday", "17:30\u201318:15", "1", "Mr Dev"],
    ["Ballet Grade 3", "Tuesday", "17:00\u201318:00", "1", "Miss Carla"],
    ["Contemporary Seniors", "Tuesday", "18:15\u201319:30", "2", "Ms Okoro"],
    ["Adult Tap", "Wednesday", "19:30\u201320:30", "2", "Mr Dev"],
    ["Tap Grade 1", "Wednesday", "16:30\u201317:15", "2", "Mr Dev"],
    ["Musical Theatre Minis", "Thursday", "16:15\u201317:00", "2", "Ms Okoro"],
    ["Ballet Grade 5", "Thursday", "17:15\u201318:30", "1", "Miss Carla"],
    ["Adult Ballet Improvers", "Thursday", "19:00\u201320:00", "1", "Miss Carla"],
    ["Street Dance Juniors", "Saturday", "10:00\u201311:00", "2", "Jay"],
    ["Street Dance Seniors", "Saturday", "11:15\u201312:15", "2", "Jay"],
    ["Lyrical Intermediate", "Saturday", "12:30\u201313:30", "1", "Ms Okoro"],
]
SPRING = [
    ["Baby Ballet (3\u20134 yrs)", "Monday", "16:00\u201316:30", "1", "Miss Carla"],
    ["Ballet Grade 1", "Monday", "16:45\u201317:30", "1", "Miss Carla"],
    ["Jazz Grade 2", "Monday", "17:30\u201318:15", "2", "Mr Dev"],
    ["Adult Tap", "Monday", "19:30\u201320:30", "2", "Mr Dev"],
    ["Contemporary Seniors", "Tuesday", "18:15\u201319:30", "2", "Miss Hannah"],
    ["Tap Grade 1", "Wednesday", "16:30\u201317:15", "2", "Mr Dev"],
    ["Acro Beginners", "Wednesday", "17:30\u201318:15", "1", "Miss Hannah"],
    ["Ballet Grade 3", "Thursday", "16:00\u201317:00", "1", "Miss Carla"],
    ["Ballet Grade 5", "Thursday", "17:15\u201318:30", "1", "Miss Carla"],
    ["Adult Ballet Improvers", "Thursday", "19:00\u201320:00", "1", "Miss Carla"],
    ["Street Dance Seniors", "Saturday", "10:00\u201311:00", "2", "Jay"],
    ["Street Dance Juniors", "Saturday", "11:15\u201312:15", "2", "Jay"],
    ["Lyrical Intermediate", "Saturday", "12:30\u201313:30", "1", "Ms Okoro"],
]


def make(term, dates, rows, extra):
    doc = ek.new_doc()
    ek.add_heading(doc, "Step Up School of Dance", 0)
    ek.add_par(doc, [(f"{term} timetable", "b"), " \u2013 " + dates])
    ek.add_par(doc, "All classes at St Aidan's Hall, Moor Road. Studio 1 is the main hall, Studio 2 the upstairs room.")
    ek.add_table(doc, [HDR] + rows)
    for p in extra:
        ek.add_par(doc, p)
    return doc


ek.save_docx(make("Autumn term 2025", "8 September to 13 December (half term 27 October \u2013 1 November)", AUTUMN,
                  ["Fees are \u00a348 per class per half term. Exam entries close on 10 October."]),
             os.path.join(ws, "timetables", "timetable_autumn_2025.docx"))
ek.save_docx(make("Spring term 2026", "5 January to 28 March (half term 16 \u2013 21 February)", SPRING,
                  ["Fees are \u00a350 per class per half term. Musical Theatre Minis is resting this term.",
                   "New: Acro Beginners for ages 6\u20139 with Miss Hannah, who also takes over Contemporary Seniors."]),
             os.path.join(ws, "timetables", "timetable_spring_2026.docx"))
