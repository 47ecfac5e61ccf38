import datetime, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

# date, boat, type, hours, aided, notes
LOG = [
    ("06/01", "ALB", "Service", "3.5", "2", "Fishing vessel, fouled propeller - towed to harbour"),
    ("21/01", "ILB", "Exercise", "2", "-", "Night navigation exercise"),
    ("11/02", "ILB", "Service", "1.25", "1", "Dog walker cut off by tide, Gull Point"),
    ("03/03", "ALB", "Exercise", "4", "-", "Joint exercise with coastguard helicopter"),
    ("29/03", "ALB", "Service", "6.5", "4", "Yacht dismasted 9 miles NE"),
    ("14/04", "ILB", "Service", "0.75", "0", "Reported person in water - false alarm with good intent"),
    ("05/05", "ILB", "Service", "2.5", "3", "Kayakers capsized off the breakwater"),
    ("26/05", "ALB", "Service", "4", "1", "Medical evacuation from cargo ship"),
    ("09/06", "ILB", "Exercise", "1.5", "-", "Capsize drill"),
    ("17/06", "ILB", "Service", "1", "2", "Paddleboarders drifting offshore"),
    ("02/07", "ILB", "Service", "3.25", "5", "Speedboat aground on Skerry Bank"),
    ("02/07", "ALB", "Service", "5", "0", "Search for missing swimmer (found ashore)"),
    ("23/07", "ILB", "Service", "0.75", "1", "Child on inflatable blown offshore"),
    ("14/08", "ALB", "Service", "7.5", "6", "Motor cruiser on fire - crew taken off"),
    ("30/08", "ILB", "Service", "2", "2", "Cliff fall casualty, evacuated to ambulance"),
    ("19/09", "ILB", "Exercise", "1", "-", "New crew assessment"),
    ("12/10", "ALB", "Service", "9", "3", "Fishing vessel taking on water, pumped and escorted"),
    ("08/11", "ILB", "Service", "1.75", "0", "Flares sighted - nothing found"),
    ("28/12", "ALB", "Service", "6", "3", "Yacht with fouled steering, towed in"),
]
service = [r for r in LOG if r[2] == "Service"]
alb = [r for r in service if r[1] == "ALB"]
alb_hours = sum(float(r[3]) for r in alb)
alb_aided = sum(int(r[4]) for r in alb)
assert (alb_hours, alb_aided) == (41.5, 19), (alb_hours, alb_aided)

doc = ek.new_doc()
cp = doc.core_properties
cp.author = "Morwenna Trevail"
cp.last_modified_by = "Morwenna Trevail"
cp.title = "Porthgarrow Lifeboat Station - Annual report 2024 (draft)"
cp.created = datetime.datetime(2025, 1, 14, 19, 0, 0)
cp.modified = datetime.datetime(2025, 2, 2, 21, 10, 0)
cp.revision = 9

ek.add_heading(doc, "Porthgarrow Lifeboat Station \u2014 Annual report 2024", 1)
ek.add_par(doc, [("DRAFT for the station management group, February 2025", "i")])
ek.add_heading(doc, "Summary", 2)
ek.add_par(doc, ["In 2024 our volunteer crews launched on service ", ("[SERVICE LAUNCHES]", "b"),
                 " times, not counting training exercises. The all-weather lifeboat ",
                 ("Spirit of Porthgarrow", "i"), " spent 41.5 hours at sea on service and aided 19 people. "
                 "The inshore lifeboat ", ("Molly Rose", "i"), " spent ", ("[ILB HOURS]", "b"),
                 " hours at sea on service and aided ", ("[ILB AIDED]", "b"), " people."])
ek.add_par(doc, "Every service launch is listed below, with training exercises for completeness. "
                "Hours at sea are from launch to return to station.")
ek.add_heading(doc, "Launch log 2024", 2)
ek.add_par(doc, "ALB = all-weather lifeboat (Shannon class 13-41). ILB = inshore lifeboat (D-class D-872).")
rows = [["Date", "Lifeboat", "Type", "Hours at sea", "Persons aided", "Notes"]]
for d, b, t, h, a, n in LOG:
    rows.append([d + "/2024", b, t, h, a, n])
ek.add_table(doc, rows)
ek.add_par(doc, "")
ek.add_heading(doc, "Fundraising", 2)
ek.add_table(doc, [["Event", "Raised"],
                   ["Lifeboat Day (August)", "\u00a36,412"],
                   ["Harbour swim (New Year's Day)", "\u00a32,180"],
                   ["Shop and souvenir sales", "\u00a38,905"],
                   ["Total", "\u00a317,497"]])
ek.add_par(doc, "")
ek.add_heading(doc, "Thanks", 2)
ek.add_par(doc, "Thank you to our 31 volunteer crew, 12 shore crew and the fundraising team, and to Porthgarrow "
                "Harbour Commissioners for the use of the slipway during the winter works.")
ek.save_docx(doc, os.path.join(ws, "Annual report 2024 draft.docx"))

ek.write(os.path.join(ws, "notes_for_report.txt"),
         "Still to do for the report:\n- summary figures (Morwenna)\n- photos from Lifeboat Day (Jack)\n"
         "- 2023 figures for comparison: 13 service launches, ILB 11.5 h, 12 aided\n")
