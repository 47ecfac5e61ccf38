import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

d = ek.new_doc()
ek.add_heading(d, "Wharfside Players - get-in and get-out procedure", 1)
ek.add_par(d, ["Production: ", ("The Importance of Being Earnest", "i"), ". Venue: Assembly Rooms, Otley. "
               "Stage manager: Fran Booth (07700 900418)."])
ek.add_par(d, ["Nobody works on stage alone. Hard hats are ", ("required", "b"),
               " on stage while anything is being flown."])
ek.add_heading(d, "Get-in (Saturday 8 November, from 09:00)", 2)
for s in [
    "Collect the keys from the caretaker and switch off the intruder alarm (code from Fran).",
    "Open the scene dock doors and wedge them open with the door wedges, never with a fire extinguisher.",
    "Unload the van in the order on the loading list: flats first, then furniture, props last.",
    "Unlock the fly bars at the pin rail and lower bars 2 and 4 to working height.",
    "Hang and cable the lanterns on bars 2 and 4 as shown on the lighting plan.",
    "Fly bars 2 and 4 out to their deads and lock the fly bars at the pin rail.",
    "Stand the flats and brace them with stage weights; no screws into the stage floor.",
    "Set the furniture to the spike marks for Act 1.",
    "Focus the lanterns from the tallescope (two people at all times, brakes on).",
]:
    ek.add_par(d, s, style="List Number")
ek.add_heading(d, "Get-out (Saturday 15 November, after the last show)", 2)
for s in [
    "Strike props and costumes first and pack them in the labelled crates.",
    "Unlock the fly bars, bring bars 2 and 4 in to working height and de-rig the lanterns.",
    "Fly the empty bars back out to their deads and lock the fly bars at the pin rail.",
    "Take down the flats and load the van in reverse order of the loading list.",
    "Sweep the stage, check the dressing rooms, set the alarm and return the keys.",
]:
    ek.add_par(d, s, style="List Number")
ek.add_par(d, [("Emergency: ", "b"), "nearest A&E is Wharfedale Hospital. The first aid kit is in the prompt corner."])
ek.save_docx(d, os.path.join(ws, "get_in_procedure.docx"))

ek.write(os.path.join(ws, "email_from_venue.txt"), """From: Assembly Rooms bookings
Subject: Your get-in on 8 November

Hi Fran, after the insurer's visit we now need every hirer to check the safety bonds on any lantern
hung over the stage once the bars are up and locked off. Could you add that to your procedure?
Thanks, Gill
""")
