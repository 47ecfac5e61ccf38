import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

# ---- team sheet -------------------------------------------------------------
doc = ek.new_doc()
ek.add_heading(doc, "Lindley Moor CC \u2013 Team selection", 1)
ek.add_par(doc, [("Saturday 14 June 2025. ", "b"), "Please be at the ground 45 minutes before the start. "
                 "Tell the selection committee by Thursday 8pm if you can't play."])
ek.add_heading(doc, "1st XI v Holmfirth (home, 1:00pm start)", 2)
ek.add_table(doc, [
    ["#", "Player", "Notes"],
    ["1", "Tom Hadfield (capt.)", "Collects match fees"],
    ["2", "Raj Mistry", ""],
    ["3", "Owen Pickles", ""],
    ["4", "Daniel Sykes (wk)", ""],
    ["5", "Sam Hirst", ""],
    ["6", "Imran Ghani", ""],
    ["7", "Lewis Broadbent", "Lift from Tom"],
    ["8", "Jack Wainwright", ""],
    ["9", "Callum Lee", "Guest \u2013 Sam's cousin, visiting from Leeds"],
    ["10", "Ben Firth", ""],
    ["11", "Harvey Stott", ""],
    ["12th man", "Adam Booth", "Will field if needed"],
    ["Scorer", "Margaret Haigh", ""],
])
ek.add_heading(doc, "2nd XI at Meltham (away, 1:30pm start)", 2)
ek.add_table(doc, [
    ["#", "Player", "Notes"],
    ["1", "Chris Oldroyd (capt.)", "Collects match fees"],
    ["2", "Harvey Stott Snr", ""],
    ["3", "Nathan Roebuck", ""],
    ["4", "Phil Dyson", ""],
    ["5", "Kieran Walsh", ""],
    ["6", "Aaron Senior", ""],
    ["7", "Josh Beever", ""],
    ["8", "Mo Hussain", ""],
    ["9", "Ryan Haigh", ""],
    ["10", "Ed Crowther", ""],
    ["11", "Luke Armitage", ""],
])
ek.add_par(doc, "")
ek.add_par(doc, "Teas: Sykes family. Umpire: club umpire to be confirmed by the league.")
ek.save_docx(doc, os.path.join(ws, "cricket", "Team sheet 14 June.docx"))

# ---- membership register ------------------------------------------------------
doc = ek.new_doc()
ek.add_heading(doc, "Lindley Moor Cricket Club \u2013 Membership register 2025", 1)
ek.add_par(doc, "Maintained by the membership secretary. Last updated 2 June 2025.")
ek.add_heading(doc, "Subscriptions and match fees 2025", 2)
ek.add_table(doc, [
    ["Category", "Annual subscription", "Match fee (per game)"],
    ["Senior playing", "\u00a395", "\u00a310"],
    ["Student / under-21", "\u00a345", "\u00a36"],
    ["Junior (under 16)", "\u00a330", "\u00a33"],
    ["Life member", "none", "none"],
    ["Social (non-playing)", "\u00a320", "\u2013"],
])
ek.add_par(doc, "Match fees are paid by the eleven players who take the field, on the day, to the captain. "
                "The 12th man and scorer do not pay. Anyone who plays but is not on this register pays the "
                "guest match fee of \u00a315.")
ek.add_par(doc, [("2024 rates for reference: ", "i"), ("senior \u00a38, student \u00a35, junior \u00a32, guest \u00a312.", "i")])
ek.add_heading(doc, "Members", 2)
ek.add_table(doc, [
    ["Name", "Category", "Joined"],
    ["Aaron Senior", "Senior playing", "2019"],
    ["Adam Booth", "Senior playing", "2021"],
    ["Ben Firth", "Senior playing", "2016"],
    ["Chris Oldroyd", "Senior playing", "2004"],
    ["Daniel Sykes", "Life member", "1998"],
    ["Ed Crowther", "Student / under-21", "2023"],
    ["Harvey Stott", "Junior (under 16)", "2022"],
    ["Harvey Stott Snr", "Senior playing", "2010"],
    ["Imran Ghani", "Senior playing", "2020"],
    ["Jack Wainwright", "Student / under-21", "2024"],
    ["Josh Beever", "Junior (under 16)", "2024"],
    ["Kieran Walsh", "Senior playing", "2018"],
    ["Lewis Broadbent", "Junior (under 16)", "2023"],
    ["Luke Armitage", "Student / under-21", "2022"],
    ["Margaret Haigh", "Social (non-playing)", "2001"],
    ["Mo Hussain", "Senior playing", "2017"],
    ["Nathan Roebuck", "Senior playing", "2015"],
    ["Owen Pickles", "Student / under-21", "2021"],
    ["Phil Dyson", "Life member", "1989"],
    ["Raj Mistry", "Senior playing", "2013"],
    ["Ryan Haigh", "Senior playing", "2020"],
    ["Sam Hirst", "Senior playing", "2012"],
    ["Tom Hadfield", "Senior playing", "2009"],
])
ek.save_docx(doc, os.path.join(ws, "cricket", "Membership register 2025.docx"))
