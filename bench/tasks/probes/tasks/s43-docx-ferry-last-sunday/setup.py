import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

HEAD = ["Depart", "Arrive", "Days", "Notes"]
WINTER_OUT = [HEAD,
    ["07:10", "07:45", "Mon\u2013Fri", "Connects with the 07:55 bus"],
    ["08:30", "09:05", "Daily", ""],
    ["10:15", "10:50", "Daily", ""],
    ["12:40", "13:15", "Mon\u2013Sat", ""],
    ["14:20", "14:55", "Sun", ""],
    ["15:45", "16:20", "Sun", "Vehicles by reservation only"],
    ["17:25", "18:00", "Daily", "*"],
    ["18:30", "19:05", "Mon\u2013Sat", "*"],
    ["19:50", "20:25", "Fri & Sat", "Foot passengers only"],
]
WINTER_BACK = [HEAD,
    ["07:55", "08:30", "Mon\u2013Fri", ""],
    ["09:20", "09:55", "Daily", ""],
    ["11:05", "11:40", "Daily", ""],
    ["13:30", "14:05", "Mon\u2013Sat", ""],
    ["15:00", "15:35", "Sun", ""],
    ["16:30", "17:05", "Daily", ""],
    ["18:10", "18:45", "Sun", "*"],
    ["19:15", "19:50", "Mon\u2013Sat", "*"],
    ["20:40", "21:15", "Fri & Sat", "Foot passengers only"],
]
SUMMER_OUT = [HEAD,
    ["06:50", "07:25", "Mon\u2013Sat", ""],
    ["08:00", "08:35", "Daily", ""],
    ["09:30", "10:05", "Daily", ""],
    ["11:00", "11:35", "Daily", ""],
    ["13:15", "13:50", "Daily", ""],
    ["15:30", "16:05", "Daily", ""],
    ["17:45", "18:20", "Daily", ""],
    ["19:10", "19:45", "Mon\u2013Sat", ""],
    ["20:15", "20:50", "Sun", "Late sailing, July and August only"],
    ["21:30", "22:05", "Fri & Sat", ""],
]
SUMMER_BACK = [HEAD,
    ["07:35", "08:10", "Mon\u2013Sat", ""],
    ["08:50", "09:25", "Daily", ""],
    ["12:00", "12:35", "Daily", ""],
    ["16:20", "16:55", "Daily", ""],
    ["18:30", "19:05", "Daily", ""],
    ["21:00", "21:35", "Sun", "Late sailing, July and August only"],
    ["22:15", "22:50", "Fri & Sat", ""],
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2024, 10, 1, 9, 0, 0)
    cp.author = cp.last_modified_by = "Carrick Isle Ferry Co."
    add_heading(d, "Carrick Isle Ferry Company \u2013 Timetable 2024/25", 0)
    add_par(d, ["Crossing time about 35 minutes. Please arrive ", ("15 minutes", "b"),
                " before departure with a vehicle, 5 minutes on foot. Sailings may be cancelled at short notice in bad "
                "weather: check the harbour office board or ring 01326 550 412."])
    add_par(d, [("* ", "b"), "Does not run on 25 and 26 December or 1 January."])
    add_heading(d, "Winter timetable (3 November 2024 \u2013 29 March 2025)", 1)
    add_heading(d, "Portmellin \u2192 Carrick Isle", 2)
    add_table(d, WINTER_OUT)
    add_heading(d, "Carrick Isle \u2192 Portmellin", 2)
    add_table(d, WINTER_BACK)
    add_par(d, ["On Sundays in winter the ", ("last sailing back from Carrick Isle", "i"), " is at 18:10."])
    add_heading(d, "Summer timetable (30 March \u2013 2 November 2025)", 1)
    add_heading(d, "Portmellin \u2192 Carrick Isle", 2)
    add_table(d, SUMMER_OUT)
    add_heading(d, "Carrick Isle \u2192 Portmellin", 2)
    add_table(d, SUMMER_BACK)
    add_heading(d, "Fares", 1)
    add_table(d, [["Ticket", "Single", "Day return"], ["Adult foot passenger", "\u00a34.50", "\u00a37.80"],
                  ["Child (5\u201315)", "\u00a32.20", "\u00a33.80"], ["Car and driver", "\u00a318.00", "\u00a332.00"]])
    save_docx(d, os.path.join(ws, "ferry_timetable_2024-25.docx"))
