import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "SOP-LAB-014 Autoclave operation (Priorclave 150 L)", 0)
    add_table(d, [["Document", "SOP-LAB-014"], ["Version", "3.2"], ["Owner", "Lab manager, Building 4"],
                  ["Review due", "March 2026"]], bold_header=False)
    add_heading(d, "1 Purpose", 1)
    add_par(d, "How to load, run and unload the Building 4 autoclave safely. Only trained staff may run it; "
               "the training log is kept in the lab office.")
    add_heading(d, "2 Loading", 1)
    add_par(d, "Check that the drain strainer is clean and the water reservoir is above the MIN line.", style="List Number")
    add_par(d, "Open the chamber door and check the door gasket for cracks or debris.", style="List Number")
    add_par(d, ["Load the baskets ", ("no more than two-thirds full", "b"), ", with bottle caps loosened."],
            style="List Number")
    add_par(d, "Close the door and turn the locking wheel until the DOOR LOCKED lamp is lit.", style="List Number")
    add_heading(d, "3 Running a cycle", 1)
    add_par(d, "Select the programme for the load (121 \u00b0C / 20 min for media, 134 \u00b0C / 3 min for "
               "instruments).", style="List Number")
    add_par(d, "Press START and write the cycle number in the log book.", style="List Number")
    add_par(d, "Do not leave the building while a liquids cycle is running.", style="List Number")
    add_heading(d, "4 Unloading", 1)
    add_par(d, "Wait until the pressure gauge reads zero and the chamber temperature is below 80 \u00b0C.",
            style="List Number")
    add_par(d, "Check that the cycle printout shows PASS and attach it to the log book.", style="List Number")
    add_par(d, ["Open the chamber door ", ("slowly", "b"), ", standing to one side to avoid the steam."],
            style="List Number")
    add_par(d, "Lift the baskets out with the long-handled tongs onto the cooling rack.", style="List Number")
    add_par(d, "Leave liquids to cool for at least 10 minutes before moving them.", style="List Number")
    add_heading(d, "5 Faults", 1)
    add_par(d, ["If the chamber door will not open, ", ("do not force it", "b"), ". Switch the unit off, label it "
                "OUT OF USE and call the lab manager on ext. 4471."])
    add_par(d, "If the cycle printout shows FAIL, treat the load as not sterile and run the cycle again.")
    add_heading(d, "6 Revision history", 1)
    add_table(d, [["Version", "Date", "Change"],
                  ["3.1", "2024-09-02", "Added the chamber door gasket check to loading."],
                  ["3.2", "2025-02-17", "Cooling time for liquids raised to 10 minutes."]])
    save_docx(d, os.path.join(ws, "sop_autoclave.docx"))
