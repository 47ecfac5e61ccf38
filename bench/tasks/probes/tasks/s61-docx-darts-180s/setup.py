import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
D = os.path.join(ws, "darts")
HDR = ["Player", "Legs won", "180s", "Ton+ finishes", "Best checkout"]


def report(fname, title, comp, lines, home, away, after=()):
    d = ek.new_doc()
    ek.add_heading(d, title, 1)
    ek.add_par(d, [("Competition: ", "b"), comp])
    for p in lines:
        ek.add_par(d, p)
    for team, rows in (home, away):
        ek.add_heading(d, team, 2)
        ek.add_table(d, [HDR] + rows)
    for p in after:
        ek.add_par(d, p)
    ek.save_docx(d, os.path.join(D, fname))


report("2025-01-09 Plough v Crown.docx", "The Plough A 7 \u2013 5 The Crown",
       "Wyre Valley Thursday League, week 1",
       ["Home win to start the season. Scorer: Bev Hollis."],
       ("The Plough A", [["Gaz Whitlock", "4", "2", "0", "96"], ["Sian Morgan", "3", "1", "1", "104"],
                         ["Tony Reece", "2", "0", "0", "40"], ["Mick Dawes", "3", "0", "0", "68"]]),
       ("The Crown", [["Lee Barker", "3", "1", "0", "81"], ["Ravi Patel", "2", "0", "0", "57"],
                      ["Dan Shaw", "0", "0", "0", "-"], ["Kev Owen", "0", "0", "0", "-"]]))

report("2025-01-16 Anchor v Plough.docx", "The Anchor 6 \u2013 6 The Plough A",
       "Wyre Valley Thursday League, week 2",
       ["A draw away at the Anchor. Gaz took out 121 on the bull to level it in the last leg.",
        [("Correction to the week 1 report: ", "b"),
         "Gaz actually hit three 180s against the Crown, not two \u2013 Bev missed one on the sheet. "
         "The league secretary has amended the week 1 result sheet."]],
       ("The Anchor", [["Gary Whitlock", "4", "2", "1", "132"], ["Pete Lowe", "1", "0", "0", "36"],
                       ["Stu Grant", "1", "1", "0", "60"], ["Jo Kemp", "0", "0", "0", "-"]]),
       ("The Plough A", [["Gaz Whitlock", "3", "0", "1", "121"], ["Sian Morgan", "2", "2", "0", "78"],
                         ["Tony Reece", "0", "0", "0", "-"], ["Mick Dawes", "1", "0", "0", "32"]]),
       after=["(Yes, Gary at the Anchor is Gaz's uncle. No, he won't tell us his checkout secrets.)"])

report("2025-01-23 Plough v Railway (cup).docx", "The Plough A 5 \u2013 3 Railway Tavern",
       "Landlords' Cup, round 1 (not a league match)",
       ["Through to round 2. Gaz was on fire."],
       ("The Plough A", [["Gaz Whitlock", "3", "2", "1", "144"], ["Sian Morgan", "1", "0", "0", "50"],
                         ["Tony Reece", "1", "0", "0", "24"], ["Mick Dawes", "0", "1", "0", "-"]]),
       ("Railway Tavern", [["Col Briggs", "2", "0", "0", "85"], ["Ash Field", "1", "1", "0", "40"],
                           ["Neil Varley", "0", "0", "0", "-"], ["Ben Todd", "0", "0", "0", "-"]]))

report("2025-01-30 Plough v Railway.docx", "The Plough A 8 \u2013 4 Railway Tavern",
       "Wyre Valley Thursday League, week 3",
       ["Same opponents as last week's cup tie, same result."],
       ("The Plough A", [["Gaz Whitlock", "3", "3", "1", "100"], ["Sian Morgan", "2", "0", "0", "64"],
                         ["Tony Reece", "2", "1", "0", "56"], ["Mick Dawes", "1", "0", "0", "20"]]),
       ("Railway Tavern", [["Col Briggs", "2", "1", "1", "110"], ["Ash Field", "1", "0", "0", "32"],
                           ["Neil Varley", "1", "0", "0", "40"], ["Ben Todd", "0", "0", "0", "-"]]))

report("2025-02-06 Feathers v Plough.docx", "The Feathers 7 \u2013 5 The Plough A",
       "Wyre Valley Thursday League, week 4",
       ["First defeat of the season. Gaz only arrived for the second half."],
       ("The Feathers", [["Ian Cole", "4", "1", "1", "117"], ["Meg Harte", "2", "0", "0", "70"],
                         ["Rob Sykes", "1", "0", "0", "48"], ["Alf Dyer", "0", "0", "0", "-"]]),
       ("The Plough A", [["Gaz Whitlock", "2", "1", "0", "88"], ["Sian Morgan", "2", "0", "0", "76"],
                         ["Tony Reece", "1", "0", "0", "16"], ["Mick Dawes", "0", "0", "0", "-"]]))

ek.write(os.path.join(D, "fixtures_2025.txt"),
         "Wyre Valley Thursday League 2025 - The Plough A\n"
         "wk1  9 Jan  H  The Crown\nwk2  16 Jan A  The Anchor\nwk3  30 Jan H  Railway Tavern\n"
         "wk4  6 Feb  A  The Feathers\nwk5  13 Feb H  Kings Arms\n\n"
         "Landlords' Cup R1 23 Jan H Railway Tavern (cup games don't count for league stats)\n")
ek.write(os.path.join(ws, "awards_speech_draft.txt"),
         "Awards night - draft\n\nPlayer of the season: Gaz\n- 180s in the league: ??\n- best league checkout: ??\n"
         "Most improved: Sian\nWooden spoon: Tony (again)\n")
