import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

HDR = ["Team", "Round 1", "Round 2", "Round 3", "Round 4", "Total"]
WEEK6 = [HDR,
         [[("Quizteama Aguilera", "b")], "8", "7", "9", "6.5", "30.5"],
         [[("The Usual Suspects", "b")], "9", "8", "7", "8", "32"],
         [[("Les Quizerables", "b")], "6", "7.5", "8", "7", "28.5"],
         [[("Tequila Mockingbird", "b")], "7", "9", "6", "8", "30"],
         [[("Universally Challenged", "b")], "5", "6", "7", "6", "24"],
         [[("The Red Lionesses", "b")], "8", "8", "9", "9", "34"]]
WEEK7 = [HDR,
         [[("Universally Challenged", "b")], "7", "6.5", "8", "5", ""],
         [[("The Red Lionesses", "b")], "9", "7", "10", "8\u00bd", ""],
         [[("Quizteama Aguilera", "b")], "6", "8", "7", "9", ""],
         [[("Tequila Mockingbird", "b")], "8.5", "7", "9", "7.5", ""],
         [[("The Usual Suspects", "b")], "10", "6", "8", "8", ""],
         [[("Les Quizerables", "b")], "7", "9", "6.5", "10", ""],
         [[("Pub Quizzical", "b")], "4", "7", "5.5", "6", ""]]
STANDINGS = [["Team", "Played", "League points"],
             ["The Red Lionesses", "6", "31"],
             ["The Usual Suspects", "6", "27"],
             ["Quizteama Aguilera", "6", "22"],
             ["Tequila Mockingbird", "6", "21"],
             ["Les Quizerables", "6", "15"],
             ["Universally Challenged", "6", "9"]]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2026, 2, 20, 22, 15, 0)
    cp.author = cp.last_modified_by = "Quizmaster"
    add_heading(d, "Red Lion Quiz League \u2013 spring 2026", 0)
    add_par(d, ["Four rounds of ten questions; half points for partly right answers. ",
                ("Jokers are already included in the round scores.", "i")])
    add_heading(d, "Week 6 results (12 February)", 1)
    add_table(d, WEEK6)
    add_heading(d, "Week 7 results (19 February)", 1)
    add_par(d, "Pub Quizzical joined this week and start on the league table next week.")
    add_table(d, WEEK7)
    add_heading(d, "League table after week 6", 1)
    add_table(d, STANDINGS)
    add_par(d, "League points: 6 for the winning team, 5 for second and so on. Next quiz Thursday 26 February.")
    save_docx(d, os.path.join(ws, "quiz_league.docx"))
