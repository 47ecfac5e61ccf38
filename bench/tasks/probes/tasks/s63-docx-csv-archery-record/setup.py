import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

d = ek.new_doc()
ek.add_heading(d, "Holmbrook Bowmen \u2014 Autumn Newsletter", 1)
ek.add_par(d, ["The indoor season starts on ", ("Tuesday 7 October", "b"),
               " at Holmbrook Leisure Centre. Bring your own boss pins; the centre's are worn out."])
ek.add_heading(d, "Season bests 2025", 2)
ek.add_par(d, [("Club target days only. Portsmouth and WA 18m are both scored out of 600.", "i")])
ek.add_table(d, [
    ["Round", "Bow", "Archer", "Score"],
    ["Portsmouth", "Compound", "Gareth Lloyd", "589"],
    ["Portsmouth", "Recurve", "", ""],
    ["Portsmouth", "Barebow", "Hannah Osei", "511"],
    ["WA 18m", "Recurve", "Tom Fairweather", "548"],
])
ek.add_heading(d, "Coaching", 2)
ek.add_par(d, "Beginners' course places for January are open \u2014 six weeks, \u00a365 including membership to March. "
              "Ask Priya or Gareth at the range.")
ek.add_par(d, ["Remember: ", ("nobody crosses the shooting line until the whistle", "b"), ", whatever the round."])
ek.save_docx(d, os.path.join(ws, "newsletter_autumn.docx"))

S2024 = """date,archer,bow,round,score,hits,golds
2024-04-13,Tom Fairweather,Recurve,Portsmouth,571,60,21
2024-05-11,Priya Raman,Recurve,Portsmouth,549,60,14
2024-06-08,Gareth Lloyd,Compound,Portsmouth,586,60,38
2024-09-14,Hannah Osei,Barebow,Portsmouth,502,60,6
"""
S2025 = """date,archer,bow,round,score,hits,golds
2025-03-08,Tom Fairweather,Recurve,Portsmouth,548,60,13
2025-03-08,Priya Raman,Recurve,Portsmouth,541,60,12
2025-03-08,Gareth Lloyd,Compound,Portsmouth,583,60,31
2025-04-12,Tom Fairweather,Recurve,WA 18m,548,60,11
2025-04-12,Priya Raman,Recurve,Portsmouth,556,60,15
2025-04-12,Hannah Osei,Barebow,Portsmouth,511,60,7

2025-05-10,Gareth Lloyd,Compound,Portsmouth,589,60,40
2025-05-10,Mia Kowalski,recurve,Portsmouth,562,60,17
2025-05-10,Tom Fairweather,Recurve,Portsmouth,,,
2025-05-10,Tom Fairweather,Recurve,Bray I,287,30,9
2025-06-14,Priya Raman,Recurve,Portsmouth,559,60,16
2025-06-14,Ollie Grant,Recurve,Portsmouth (half),296,30,10
2025-06-14,Hannah Osei,Barebow,Portsmouth,497,59,5
2025-07-12,Priya Raman,Recurve,Portsmouth,559,60,16
2025-07-12,Tom Fairweather,Recurve,Portsmouth,554,60,14
2025-07-12,Ollie Grant,Recurve,Portsmouth,518,60,8
"""
ek.write(os.path.join(ws, "scores", "2024.csv"), S2024)
ek.write(os.path.join(ws, "scores", "2025.csv"), S2025)
ek.write(os.path.join(ws, "scores", "README.txt"),
         "One file per outdoor/indoor season (calendar year). A blank score means the archer retired from the round.\n"
         "Bray I is a half-length round and is not a Portsmouth.\n")
