import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

d = ek.new_doc()
ek.add_heading(d, "Cragside Climbing Centre \u2013 Staff induction checklist", 1)
ek.add_par(d, ["Work through each section with the new starter. Both of you initial each item on the paper copy. ",
               ("Do not sign off a section the starter has not demonstrated.", "b")])
ek.add_heading(d, "Top-rope area", 2)
for t in ["Check that every customer's harness buckles are doubled back or auto-locking.",
          "Check the belay device is loaded correctly and the karabiner is screwed shut.",
          "Demonstrate the partner check: harness, knot, belay device, karabiner.",
          "Inspect ropes for glazing, core shots and soft spots; retire anything doubtful."]:
    ek.add_par(d, t, style="List Bullet")
ek.add_heading(d, "Lead wall", 2)
for t in ["Check harness and figure-of-eight tie-in before every lead climb.",
          "Check the belay device is loaded correctly and the belayer is giving slack smoothly.",
          "Explain quickdraw clipping, back-clipping and z-clipping."]:
    ek.add_par(d, t, style="List Bullet")
ek.add_heading(d, "Bouldering", 2)
for t in ["Mats pushed together with no gaps before the session opens.",
          "Brush holds on the competition wall every Monday."]:
    ek.add_par(d, t, style="List Bullet")
ek.add_par(d, [("Checklist owner: ", "b"), "Dan Okoro, head instructor. Reviewed February 2025."])
ek.save_docx(d, os.path.join(ws, "climbing_induction.docx"))
