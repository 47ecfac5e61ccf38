import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

HDR = ["Time", "Event", "Type", "Venue", "Tickets"]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Estuary Arts Festival 2025 \u2013 Programme", 0)
    add_par(d, "Wednesday 6 to Friday 8 August. Tickets from the box office at the Long Gallery or online.")
    add_heading(d, "Venues", 1)
    add_par(d, [("Harbour Room", "b"), " \u2013 Quay Street, first floor (lift available)."], style="List Bullet")
    add_par(d, [("Harbour Room Bar", "b"), " \u2013 Quay Street, ground floor."], style="List Bullet")
    add_par(d, [("Boiler House", "b"), " \u2013 Mill Lane, behind the car park."], style="List Bullet")
    add_par(d, [("Long Gallery", "b"), " \u2013 Custom House, Quay Street."], style="List Bullet")
    add_heading(d, "Wednesday 6 August", 1)
    add_table(d, [HDR,
                  ["10:00", "Watercolour skies", "Workshop", "Harbour Room", "\u00a318"],
                  ["14:00", "Festival opening talk", "Talk", "Long Gallery", "Free"],
                  ["16:00", "Clay tiles for children", "Workshop", "Boiler House", "\u00a310"],
                  ["19:30", "Folk night", "Performance", "Harbour Room Bar", "\u00a36"]])
    add_heading(d, "Thursday 7 August", 1)
    add_table(d, [HDR,
                  ["10:00", "Linocut printing for beginners", "Workshop", "Harbour Room", "\u00a318"],
                  ["11:30", "Writing the sea: a poetry talk", "Talk", "Harbour Room", "\u00a38"],
                  ["13:00", "Cyanotype on fabric", "workshop", [("Harbour Room", "b")], "\u00a322"],
                  ["14:30", "Sketching estuary birds", "Workshop", "Long Gallery", "\u00a315"],
                  ["16:00", "Stop-motion animation for families", "Workshop ", "Harbour Room", "\u00a312"],
                  ["19:30", "Sea shanty session", "Performance", "Harbour Room Bar", "Free"],
                  ["20:30", "Paper lantern making", "Workshop", "Harbour Room Bar", "\u00a35"]])
    add_par(d, [("All workshop materials are included in the ticket price.", "i")])
    add_heading(d, "Friday 8 August", 1)
    add_table(d, [HDR,
                  ["10:00", "Beginners' wheel throwing", "Workshop", "Boiler House", "\u00a325"],
                  ["11:00", "Collagraph printing", "Workshop", "Harbour Room", "\u00a320"],
                  ["15:00", "Artists in conversation", "Talk", "Harbour Room", "\u00a38"],
                  ["20:00", "Closing ceilidh", "Performance", "Long Gallery", "\u00a310"]])
    add_par(d, "Access: the Harbour Room and the Boiler House are step-free. Ask at the box office about "
               "assistance dogs and quiet spaces.")
    save_docx(d, os.path.join(ws, "festival_programme.docx"))
