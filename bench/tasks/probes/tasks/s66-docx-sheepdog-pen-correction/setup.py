import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

HDR = ["Run", "Handler", "Dog", "Outrun (20)", "Lift (10)", "Fetch (20)", "Drive (30)", "Shed (10)",
       "Pen (10)", "Total (100)"]


def rows(data):
    out = [HDR]
    for run, handler, dog, *pts in data:
        out.append([str(run), handler, dog] + [str(p) for p in pts] + [str(sum(pts))])
    return out


OPEN = rows([
    (1, "Dafydd Morgan", "Jess", 17, 8, 16, 24, 8, 9),
    (2, "Gwen Parry", "Meg", 18, 9, 17, 25, 7, 7),
    (3, "Sion Hughes", "Cap", 16, 7, 15, 22, 6, 8),
    (4, "Alan Whitworth", "Moss", 19, 9, 18, 27, 9, 8),
    (5, "Eleri Parry", "Nell", 15, 8, 14, 21, 7, 6),
    (6, "Tom Ashcroft", "Roy", 14, 6, 13, 19, 0, 7),
    (7, "Bethan Lloyd", "Fly", 18, 8, 16, 23, 8, 9),
])
NOVICE = rows([
    (1, "Mari Jones", "Meg", 14, 6, 12, 18, 5, 6),
    (2, "Huw Parry", "Spot", 12, 5, 11, 15, 4, 7),
    (3, "Kate Brennan", "Bess", 15, 7, 13, 19, 6, 5),
    (4, "Gareth Evans", "Ben", 13, 6, 12, 17, 5, 7),
])

doc = ek.new_doc()
ek.add_heading(doc, "Hill End Sheepdog Trial - Results", 0)
ek.add_par(doc, [("Saturday 9 August 2025", "b"), ", Hill End Farm, Llanfair. Judge: ", ("Rhodri Price", "i"),
                 ". Course: 400 yard outrun, Welsh Mountain ewes, sets of 5."])
ek.add_table(doc, [["Class", "Runs", "Winner"], ["Open", "7", "Alan Whitworth & Moss (90)"],
                   ["Novice", "4", "Kate Brennan & Bess (65)"]])
ek.add_heading(doc, "Open class", 1)
ek.add_table(doc, OPEN)
ek.add_heading(doc, "Novice class", 1)
ek.add_table(doc, NOVICE)
ek.add_par(doc, [("Note: ", "b"), ("Tom Ashcroft & Roy did not complete the shed (0 points). Ties are decided on "
                 "the outwork (outrun + lift + fetch).")])
ek.add_par(doc, "Results compiled by the trial secretary, Nia Roberts, 10 August 2025.")
ek.save_docx(doc, os.path.join(ws, "trials", "hillend_2025_results.docx"))

ek.write(os.path.join(ws, "trials", "judge_note.txt"), """From: Rhodri Price
Sent: 11 August 2025 08:12
Subject: Hill End - correction

Nia,

Sorry, a mistake on my card. Gwen Parry and Meg in the Open: the pen should have been 9, not 7,
they penned cleanly on the second attempt and I wrote it in the wrong box. Her total changes to match.
Nothing else changes, Alan still wins the Open.

Rhodri
""")
ek.write(os.path.join(ws, "trials", "entries.csv"), """class,handler,dog,paid
Open,Dafydd Morgan,Jess,yes
Open,Gwen Parry,Meg,yes
Open,Sion Hughes,Cap,yes
Open,Alan Whitworth,Moss,yes
Open,Eleri Parry,Nell,yes
Open,Tom Ashcroft,Roy,yes
Open,Bethan Lloyd,Fly,no
Novice,Mari Jones,Meg,yes
Novice,Huw Parry,Spot,yes
Novice,Kate Brennan,Bess,yes
Novice,Gareth Evans,Ben,yes
""")
