import datetime, json, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

SCORES = {
    "quiz_date": "2025-03-13",
    "venue": "The Red Lion, Upper Street",
    "rounds": ["General knowledge", "Music", "Picture round", "Sport", "Geography", "Film & TV"],
    "max_per_round": 10,
    "teams": [
        {"name": "The Usual Suspects", "scores": [9, 8, 8, 7, 8, 7], "penalty": 3,
         "penalty_note": "phone out during the music round"},
        {"name": "Quiz Team Aguilera", "scores": [8, 7, 9, 6, 7, 8], "penalty": 0},
        {"name": "Les Quizerables", "scores": [9, 9, 10], "penalty": 0, "withdrawn": True,
         "note": "left at half time, not on the results sheet"},
        {"name": "Agatha Quiztie", "scores": [6, 7, 7, 9, 5, 8], "penalty": 0},
        {"name": "Universally Challenged", "scores": [7, 9, 8, 8, 6, 8], "penalty": 0},
        {"name": "Trivia Newton-John", "scores": [5, 8, 6, 7, 7, 6], "penalty": 1,
         "penalty_note": "late answer sheet, picture round"},
    ],
}
ek.write(os.path.join(ws, "quiz", "scores.json"), json.dumps(SCORES, indent=2))

doc = ek.new_doc()
cp = doc.core_properties
cp.author = "Gwen Hollis"
cp.title = "Quiz results"
cp.created = cp.modified = datetime.datetime(2025, 3, 12, 20, 0, 0)
cp.last_modified_by = "Gwen Hollis"
cp.revision = 1
ek.add_heading(doc, "The Red Lion Quiz Night - Results", 1)
ek.add_par(doc, ["Thursday 13 March 2025. Quizmaster: ", ("Gwen Hollis", "b"), ". Entry \u00a32 per person, all proceeds to St Clare's Hospice."])
ek.add_table(doc, [["Team", "Total"]] + [[n, ""] for n in
              ["Agatha Quiztie", "Quiz Team Aguilera", "The Usual Suspects", "Trivia Newton-John", "Universally Challenged"]])
ek.add_par(doc, [("Winners:", "b"), " "])
ek.add_par(doc, ["Maximum possible score: 60. ", ("Jackpot question rolls over to \u00a345.", "i")])
ek.add_par(doc, ["Next quiz: Thursday 10 April 2025, 8pm."])
ek.save_docx(doc, os.path.join(ws, "quiz", "results_sheet.docx"))
