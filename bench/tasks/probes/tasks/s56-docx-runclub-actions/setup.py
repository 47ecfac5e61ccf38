import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *

ACTIONS = [
    ["#", "Action", "Owner", "Due", "Status"],
    ["1", "Book the function room for the AGM", "Priya", "31 Jan", "Open"],
    ["2", "Order new club vests (ask Priya for the sizes list)", "Tom", "15 Feb", "In progress"],
    ["3", "Update the fixtures page on the website", "Priya", "10 Feb", "Open"],
    ["4", "Renew England Athletics affiliation", "Priyanka", "1 Mar", "Open"],
    ["5", "Arrange a first aid course for run leaders", "Gemma", "28 Feb", "Open"],
    ["6", "Send cross-country results to the newsletter", "Priya", "20 Jan", "Done"],
    ["7", "Chase subs from new members", "Priya", "31 Jan", "In progress"],
    ["8", "Sort out the lost property box", "Dave", "15 Feb", "Open"],
]

if __name__ == "__main__":
    ws, kb = setup_args()
    doc = new_doc()
    add_heading(doc, "Harrow Road Runners - Committee Meeting", 1)
    add_par(doc, [("Date: ", "b"), "Tuesday 9 January, The Red Lion back room"])
    add_par(doc, [("Present: ", "b"), "Priya Shah (Secretary), Priyanka Rao (Treasurer), Tom Ellis, Gemma Ward, Dave Kerr"])
    add_heading(doc, "Discussion", 2)
    add_par(doc, "Membership is up to 142. The Sunday long run will move to 8:30am from February.")
    add_par(doc, ["The club championship will use ", ("six", "b"), " counting races this year."])
    add_heading(doc, "Actions", 2)
    add_table(doc, ACTIONS)
    add_par(doc, [("Next meeting: ", "b"), "Tuesday 13 February"])
    save_docx(doc, os.path.join(ws, "committee_minutes.docx"))
