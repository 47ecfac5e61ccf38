import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

TALK = ["Time", "Title", "Speaker"]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Land, Soil and Water 2025 \u2013 Conference Programme", 0)
    add_par(d, ["9\u201310 September 2025, Hallam Conference Centre. Sessions are listed by day; ",
                ("session chairs and rooms are given in the table at the end", "b"), "."])
    add_heading(d, "Tuesday 9 September", 1)
    add_heading(d, "Session 1A \u2013 Soils and land use (09:30\u201311:00)", 2)
    add_table(d, [TALK,
                  ["09:30", "Compaction under controlled-traffic farming", "Dr Owen Lacey"],
                  ["09:50", "Mapping peat depth with ground-penetrating radar", "Sara Vidal"],
                  ["10:10", "Cover crops and winter nitrate leaching", "Dr Kofi Boateng"],
                  ["10:30", "Discussion", ""]])
    add_heading(d, "Session 1B \u2013 Agroforestry and livelihoods (11:30\u201313:00)", 2)
    add_table(d, [TALK,
                  ["11:30", "Smallholder incomes from alley cropping", "Dr Grace Mwangi"],
                  ["11:50", "Soil carbon under agroforestry in the Sahel", "Ibrahim Sow"],
                  ["12:10", "Shade trees in coffee systems", "Dr Lucia Ferraro"],
                  ["12:30", "Discussion", ""]])
    add_par(d, [("Lunch 13:00\u201314:00, Atrium.", "i")])
    add_heading(d, "Session 1C \u2013 Catchment hydrology (14:00\u201315:30)", 2)
    add_table(d, [TALK,
                  ["14:00", "Natural flood management in upland catchments", "Dr Ruth Okoye"],
                  ["14:20", "Leaky dams: five years of monitoring", "Tom Hartley"],
                  ["14:40", "Groundwater recharge under woodland", "Dr Anja Weber"]])
    add_heading(d, "Wednesday 10 September", 1)
    add_heading(d, "Session 2A \u2013 Nutrient cycling (09:30\u201311:00)", 2)
    add_table(d, [TALK,
                  ["09:30", "Phosphorus legacies in arable soils", "Dr Martin Kerr"],
                  ["09:50", "Biochar and nitrous oxide emissions", "Yuki Tanaka"],
                  ["10:10", "Earthworms as nutrient engineers", "Dr Bea Holm"]])
    add_heading(d, "Session 2B \u2013 Agroforestry systems (11:30\u201313:00)", 2)
    add_table(d, [TALK,
                  ["11:30", "Silvopasture and animal welfare", "Dr Carys Rowlands"],
                  ["11:50", "Soil carbon under agroforestry", "Dr Leila Haddad"],
                  ["12:10", "Hedgerow expansion on dairy farms", "Nick Thorne"],
                  ["12:30", "Discussion", ""]])
    add_heading(d, "Session 2C \u2013 Policy and practice (14:00\u201315:30)", 2)
    add_table(d, [TALK,
                  ["14:00", "Payments for soil health: early lessons", "Dr Priya Menon"],
                  ["14:20", "Farmer-led monitoring networks", "Alex Byrne"]])
    add_heading(d, "Session chairs and rooms", 1)
    add_table(d, [["Session", "Chair", "Room"],
                  ["1A", "Dr Helen Marsh", "Derwent"],
                  ["1B", "Dr Ian Prescott", "Kinder"],
                  ["1C", "Dr Tom\u00e1s Ribeiro", "Derwent"],
                  ["2A", "Dr Ruth Okoye", "Kinder"],
                  ["2B", "Prof. Amara Nwosu", "Derwent"],
                  ["2C", "Dr Kenji Sato", "Kinder"]])
    add_par(d, "Chairs: please collect your session pack from the registration desk 30 minutes before the start.")
    save_docx(d, os.path.join(ws, "conference_programme.docx"))
