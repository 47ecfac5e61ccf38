import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

doc = ek.new_doc()
ek.add_heading(doc, "Oakfield Park - Tree Safety Survey", 1)
ek.add_par(doc, [("Prepared for: ", "b"), "Oakfield Parish Council, Open Spaces Committee"])
ek.add_par(doc, [("Surveyor: ", "b"), "Rhiannon Bevan, Bevan Arboriculture (LANTRA PTI)"])
ek.add_par(doc, "Trees were inspected from ground level on 3 and 4 March 2025. Tag numbers refer to the "
                "aluminium tags fixed at 1.5 m on the north side of each stem. Work marked Priority 1 should be "
                "completed within 3 months; Priority 2 within 12 months.")
ek.add_heading(doc, "2025 survey", 2)
ek.add_table(doc, [
    ["Tag", "Species", "Location", "Condition", "Recommended action"],
    ["T-104", "English oak", "Play area boundary", "Deadwood over path", "Remove deadwood >50 mm (P1)"],
    ["T-111", "Horse chestnut", "Car park", "Bleeding canker, fair vigour", "Re-inspect 2026"],
    ["T-118", "Ash", "Footpath by pond", "Ash dieback, 60% crown loss", "Crown reduction"],
    ["T-123", "Lime", "Main avenue", "Good", "Lift crown to 5 m over road (P2)"],
    ["T-181", "Sycamore", "Allotment hedge", "Tight union, included bark", "Crown reduction"],
    ["T-190", "Silver birch", "Pavilion", "Good", "No action"],
])
ek.add_par(doc, "")
ek.add_heading(doc, "2023 survey (for reference)", 2)
ek.add_table(doc, [
    ["Tag", "Species", "Location", "Condition", "Recommended action"],
    ["T-104", "English oak", "Play area boundary", "Good", "No action"],
    ["T-118", "Ash", "Footpath by pond", "Early ash dieback, 20% crown loss", "Crown reduction"],
    ["T-181", "Sycamore", "Allotment hedge", "Tight union", "Re-inspect 2025"],
])
ek.add_par(doc, "")
ek.add_par(doc, [("Note: ", "i"), "trees in the Oakfield conservation area need six weeks' notice to the planning "
                 "authority before any work other than removing deadwood."])
ek.save_docx(doc, os.path.join(ws, "tree_survey.docx"))

ek.write(os.path.join(ws, "email_from_rhiannon.txt"), """From: Rhiannon Bevan
Subject: Oakfield survey - correction

Hi Jo, I've had another look at the ash by the pond (T-118). Dieback has gone too far for a reduction
to be worth it, so please change my recommendation in the report to fell and replant.
T-181 stays as a crown reduction.
Thanks, Rhiannon
""")
