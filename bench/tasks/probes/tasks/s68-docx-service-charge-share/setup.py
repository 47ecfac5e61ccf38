import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
D = os.path.join(ws, "Carlton Mansions")

# ---- budget -------------------------------------------------------------------
doc = ek.new_doc()
ek.add_heading(doc, "Carlton Mansions \u2013 Service charge budget 2025-26", 1)
ek.add_par(doc, "Service charge year 1 April 2025 to 31 March 2026. Prepared by Brightwell Block Management, "
                "approved by the residents' association on 11 March 2025.")
ek.add_par(doc, "Each cost is recovered under the schedule shown (General or Lift) and shared between the flats "
                "using the percentages in the Fifth Schedule of the leases.")
ek.add_table(doc, [
    ["Cost", "Schedule", "2024-25 actual", "2025-26 budget"],
    ["Buildings insurance", "General", "\u00a34,820", "\u00a35,310"],
    ["Communal cleaning", "General", "\u00a33,150", "\u00a33,380"],
    ["Communal electricity", "General", "\u00a31,240", "\u00a31,460"],
    ["Lift maintenance contract", "Lift", "\u00a32,100", "\u00a32,260"],
    ["Lift insurance and LOLER inspection", "Lift", "\u00a3640", "\u00a3690"],
    ["Gardening", "General", "\u00a31,800", "\u00a31,900"],
    ["Managing agent fee", "General", "\u00a32,700", "\u00a32,850"],
    ["Reserve fund contribution", "General", "\u00a32,000", "\u00a32,500"],
    [[("Total", "b")], "", [("\u00a318,450", "b")], [("\u00a320,350", "b")]],
])
ek.add_par(doc, "")
ek.add_par(doc, "Demands are issued half-yearly in advance on 1 April and 1 October. Any surplus or deficit "
                "against the 2024-25 budget will be shown on the year-end statement in September.")
ek.save_docx(doc, os.path.join(D, "Service charge budget 2025-26.docx"))

# ---- lease apportionment --------------------------------------------------------
doc = ek.new_doc()
ek.add_heading(doc, "Carlton Mansions \u2013 Apportionment of service charge", 1)
ek.add_par(doc, "Extract from the Fifth Schedule of the leases (as varied by deed, 2018).")
ek.add_par(doc, "General costs are shared between all eight flats. Lift costs are shared only between the flats "
                "above the ground floor; the ground-floor flats have their own entrances and pay nothing towards "
                "the lift.")
ek.add_table(doc, [
    ["Flat", "Floor", "General share", "Lift share"],
    ["Flat 1", "Ground", "11.0%", "0%"],
    ["Flat 2", "Ground", "11.0%", "0%"],
    ["Flat 3", "First", "12.5%", "15.0%"],
    ["Flat 4", "First", "12.5%", "15.0%"],
    ["Flat 5", "Second", "13.0%", "20.0%"],
    ["Flat 6", "Second", "13.0%", "20.0%"],
    ["Flat 7", "Third", "13.5%", "15.0%"],
    ["Flat 8", "Third", "13.5%", "15.0%"],
])
ek.add_par(doc, "")
ek.add_par(doc, [("Note: ", "b"), "before the 2018 deed of variation all costs were shared equally (12.5% per flat)."])
ek.save_docx(doc, os.path.join(D, "Lease apportionment schedule.docx"))

ek.write(os.path.join(D, "flat6_contact.txt"), "Flat 6 - Ms R. Castellano, leaseholder since Nov 2023.\nPays by standing order.\n")
