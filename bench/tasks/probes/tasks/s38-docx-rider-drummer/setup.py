import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 10, 20, 14, 0, 0)
    cp.author = cp.last_modified_by = "The Lantern Set"
    add_heading(d, "The Lantern Set \u2013 technical and hospitality rider 2026", 0)
    add_par(d, ["Tour manager: ", ("Dana Whitlock", "b"), " (07700 900 451). Please send the day sheet to Dana "
                "at least a week before the show."])
    add_heading(d, "Band", 1)
    add_table(d, [
        ["Member", "Instrument", "Notes"],
        ["Ellie Marsh", "Vocals, acoustic guitar", "Needs a vocal mic on a boom stand"],
        ["Tom Abara", "Electric guitar", "Own amp (Vox AC30)"],
        ["Joe Finch", "Bass", "DI box at stage left"],
        [[("Dan", "b"), (" Whitlock", "b")], "Drums", "Brings own snare and cymbals"],
    ])
    add_heading(d, "Stage", 1)
    add_par(d, ["Drum riser 8 ft x 6 ft, at least 1 ft high, centre stage. ", ("Dan Whitlock", "b"),
                " plays left-handed, so the hi-hat goes on the right."])
    add_par(d, ["Kit to be provided by the venue: kick, rack tom, floor tom and hardware. ",
                ("Dan Whitlock's", "i"), " snare and cymbals travel with the band."])
    add_heading(d, "Monitors", 1)
    add_table(d, [
        ["Mix", "Who", "Position"],
        ["1", "Ellie Marsh", "Front centre wedge"],
        ["2", "Tom Abara", "Stage right wedge"],
        ["3", "Joe Finch", "Stage left wedge"],
        ["4", [("Dan Whit", ""), ("lock", "")], "Drum fill (side-fill or wedge)"],
    ])
    add_heading(d, "Hospitality", 1)
    add_par(d, "Six hot meals after soundcheck, one vegan (Ellie) and one gluten-free (Dan Whitlock). Still water on "
               "stage, no glass bottles.")
    add_par(d, ["Questions to ", ("Dana Whitlock", "b"), ", tour manager."])
    save_docx(d, os.path.join(ws, "tour_rider.docx"))
