import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
HDR = ["Date", "Method", "Treble", "2", "3", "4", "5", "Tenor"]
KEY = ("Key: names in bold rang their first quarter peal; the conductor's name is in italics. "
       "All quarters rung on the back six at St Aldhelm's unless stated.")


def issue(path, title, intro, rows, after):
    d = ek.new_doc()
    ek.add_heading(d, title, 1)
    for p in intro:
        ek.add_par(d, p)
    ek.add_heading(d, "Quarter peals", 2)
    ek.add_par(d, KEY)
    ek.add_table(d, [HDR] + rows)
    for p in after:
        ek.add_par(d, p)
    ek.save_docx(d, os.path.join(ws, "newsletters", path))


C = lambda n: [(n, "i")]   # conductor
F = lambda n: [(n, "b")]   # first quarter

issue("tower_news_autumn_2024.docx", "St Aldhelm's Tower News - Autumn 2024",
      [["Welcome to the autumn issue. Practice night stays on ", ("Wednesday", "b"), " until Easter."]],
      [["15 Sep 2024", "Plain Bob Doubles", "Margaret Hale", F("Peter Lyle"), "Sue Benning", C("Colin Ashdown"), "Ray Dunmore", "Alan Pike"],
       ["27 Oct 2024", "Grandsire Doubles", F("Hannah Cole"), "Margaret Hale", "Sue Benning", "Peter Lyle", C("Colin Ashdown"), "Ray Dunmore"]],
      ["Thank you to everyone who helped with the harvest festival ringing."])

issue("tower_news_spring_2025.docx", "St Aldhelm's Tower News - Spring 2025",
      [["Practice night moves to ", ("Thursday", "b"), " from 3 April."],
       ["The AGM is on ", ("Saturday 10 May", "b"), " at 7pm in the vestry. Subs remain \u00a312."]],
      [["9 Feb 2025", "Plain Bob Doubles", "Margaret Hale", F("Oliver Tran"), "Sue Benning", C("Colin Ashdown"), "Peter Lyle", "Ray Dunmore"],
       ["16 Mar 2025", "Grandsire Doubles", "Margaret Hale", "Sue Benning", F("Priya Nandakumar"), "Peter Lyle", C("Colin Ashdown"), "Ray Dunmore"],
       ["27 Apr 2025", "St Simon's Bob Doubles", "Oliver Tran", "Margaret Hale", C("Janet Furlong"), "Sue Benning", "Peter Lyle", "Ray Dunmore"]],
      ["Well done to Oliver and Priya, and thanks to Colin for conducting."])

issue("tower_news_summer_2025.docx", "St Aldhelm's Tower News - Summer 2025",
      [["The tower will be closed for rope replacement from ", ("18 to 25 August", "b"), "."]],
      [["8 Jun 2025", "Plain Bob Doubles", F("Ellie Marsh"), "Oliver Tran", "Sue Benning", "Peter Lyle", C("Colin Ashdown"), F("Gareth Rees")],
       ["20 Jul 2025", "Grandsire Doubles", "Margaret Hale", "Priya Nandakumar", "Sue Benning", C("Janet Furlong"), "Peter Lyle", "Ray Dunmore"]],
      [["Lost quarter: the attempt at Stedman Doubles on 3 August fell after 20 minutes. It would have been ",
        ("Tom Wickens", "b"), "'s first - better luck next time, Tom!"]])
