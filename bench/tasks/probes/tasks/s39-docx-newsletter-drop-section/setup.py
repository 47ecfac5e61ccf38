import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

PITCHES = [["Pitch", "Price", "Book by"],
           ["Car boot (one car)", "\u00a38", "Friday 16 May"],
           ["Van or trailer", "\u00a312", "Friday 16 May"],
           ["Charity table", "Free", "Friday 16 May"]]
DIARY = [["Date", "What", "Where"],
         ["Tue 6 May", "Parish council meeting", "Committee Room"],
         ["Sat 10 May", "Plant swap", "Church porch"],
         ["Wed 21 May", "Bridge club open evening", "Village hall"],
         ["Sat 31 May", "Litter pick", "Meet at the green"]]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 4, 25, 9, 30, 0)
    cp.author = cp.last_modified_by = "Newsletter Editor"
    add_heading(d, "Little Marston Village News \u2013 May 2025", 0)
    add_par(d, ["Welcome to the May issue. Copy for June to the editor by ", ("Friday 23 May", "b"), ", please."])
    add_heading(d, "What's on", 1)
    add_heading(d, "Plant swap", 2)
    add_par(d, ["Bring spare seedlings and cuttings to the church porch on ", ("Saturday 10 May", "b"),
                " from 10am. Label them if you can."])
    add_heading(d, "Car boot sale", 2)
    add_par(d, ["Our spring car boot sale is on ", ("Sunday 18 May", "b"), " on the playing field, ",
                ("sellers from 7am, buyers from 8am", "i"), "."])
    add_par(d, "Pitches must be booked in advance with Carol at the post office:")
    add_table(d, PITCHES)
    add_par(d, "No hot food sellers without a permit.", style="List Bullet")
    add_par(d, "Take your rubbish home.", style="List Bullet")
    add_par(d, ["Profits go to the ", ("playground fund", "b"), "."], style="List Bullet")
    add_heading(d, "Bridge club", 2)
    add_par(d, ["Beginners welcome at the ", ("open evening on Wednesday 21 May", "b"),
                " in the village hall. No partner needed."])
    add_heading(d, "Dates for your diary", 1)
    add_table(d, DIARY)
    add_heading(d, "From the parish council", 1)
    add_par(d, ["The footpath from Mill Lane to the playing field is ", ("closed until 30 May", "u"),
                " while the bridge is repaired."])
    add_par(d, [("Playing field:", "b"), " the new goalposts are in. Thank you to everyone who raised money "
                "at last year's car boot sale and the summer fair."])
    add_heading(d, "Lost and found", 1)
    add_par(d, "A child's blue raincoat was left at the plant swap stall last month. Ask at the post office.")
    save_docx(d, os.path.join(ws, "village_news_may.docx"))
