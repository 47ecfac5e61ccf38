import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

H = ["Ring no", "Handler", "Dog", "Faults", "Time (s)"]
doc = ek.new_doc()
ek.add_heading(doc, "Hollybrook Dog Agility Club - Summer Show", 1)
ek.add_par(doc, "Sunday 8 June 2025, Hollybrook Recreation Ground. Judge: Mrs P. Carrow. "
                "Results are provisional until signed off by the judge.")
ek.add_par(doc, "Faults: 5 per pole down, refusal or missed contact. E = eliminated (wrong course or third refusal).")
ek.add_heading(doc, "Grade 1 Jumping", 2)
ek.add_table(doc, [H,
    ["104", "Karen Bell", "Pepper", "0", "38.71"],
    ["109", "Raj Sethi", "Bramble", "5", "33.02"],
    ["112", "Lucy Fenn", "Skye", "0", "36.95"],
    ["115", "Owen Price", "Tinker", "E", "31.40"],
    ["117", "Maria Lopes", "Dash", "0", "37.80"],
    ["121", "Hannah Cole", "Bonnie", "10", "35.10"],
])
ek.add_par(doc, "")
ek.add_heading(doc, "Grade 2 Agility", 2)
ek.add_table(doc, [H,
    ["203", "Gary Walsh", "Rocket", "0", "41.08"],
    ["206", "Sophie Dunn", "Pepper", "0", "39.64"],
    ["208", "Tom Ireland", "Flint", "5", "37.22"],
    ["211", "Nia Jones", "Mabel", "0", "39.46"],
    ["214", "Karen Bell", "Juno", "E", "0.00"],
    ["219", "Chris Hall", "Scout", "0", "40.12"],
])
ek.add_par(doc, "")
ek.add_heading(doc, "Grade 1 Agility (cancelled)", 2)
ek.add_par(doc, "Not run - the A-frame was damaged during set-up. Entry fees will be refunded.")
ek.save_docx(doc, os.path.join(ws, "agility_results.docx"))

ek.write(os.path.join(ws, "rosettes.txt"), """Rosettes to order for the next show: 1st-4th for each class, plus clear round rosettes.
Winners' names go in bold on the results sheet before it is posted on the club website.
""")
