import datetime, json, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

MODELS = {"L": ["Dell Latitude 5420", "Lenovo ThinkPad E14", "HP ProBook 450 G8"], "M": ["Dell P2422H", "iiyama ProLite XU2493HS"]}
PEOPLE = ["Gemma Stokes", "Daniel Osei", "Rhiannon Price", "Kwame Asante", "Lucy Tran", "Faisal Qureshi",
          "Beth Morgan", "Hugh Lewis", "Sinead Walsh", "Oliver Grant", "Nadia Haddad", "Ravi Menon"]
ASSETS = []
plan = {  # tag -> (assigned_to, status, notes)
    "KCH-L001": ("Rhiannon Price", "assigned", ""),
    "KCH-L002": ("Kwame Asante", "assigned", ""),
    "KCH-L003": (None, "retired", "battery swollen, disposed via WEEE 2024-10"),
    "KCH-L004": ("Lucy Tran", "assigned", ""),
    "KCH-L005": ("Faisal Qureshi", "assigned", "docking station at desk 4"),
    "KCH-L006": (None, "repair", "keyboard - sent to Dell 2025-02-21"),
    "KCH-L007": ("Gemma Stokes", "assigned", ""),
    "KCH-L008": ("Beth Morgan", "assigned", ""),
    "KCH-L009": (None, "in stock", ""),
    "KCH-L010": ("Hugh Lewis", "assigned", ""),
    "KCH-L011": (None, "in stock", "spare for events"),
    "KCH-L012": ("Sinead Walsh", "assigned", ""),
    "KCH-L013": ("Daniel Osei", "assigned", "issued Feb 2025"),
    "KCH-L014": ("Oliver Grant", "assigned", ""),
    "KCH-L015": (None, "in stock", ""),
    "KCH-L017": (None, "in stock", ""),
    "KCH-L019": ("Nadia Haddad", "assigned", ""),
    "KCH-L024": (None, "in stock", ""),
    "KCH-L030": (None, "in stock", ""),
    "KCH-L042": ("Ravi Menon", "assigned", ""),
    "KCH-L071": (None, "in stock", "refurb donated by Ledgerwood Bank"),
    "KCH-M001": ("Rhiannon Price", "assigned", ""),
    "KCH-M002": ("Lucy Tran", "assigned", ""),
    "KCH-M003": (None, "in stock", ""),
    "KCH-M004": ("Faisal Qureshi", "assigned", ""),
    "KCH-M007": (None, "in stock", "dead pixel top left"),
}
for i, (tag, (who, status, notes)) in enumerate(plan.items()):
    kind = tag[4]
    ASSETS.append({"tag": tag, "type": "laptop" if kind == "L" else "monitor",
                   "model": MODELS[kind][i % len(MODELS[kind])],
                   "serial": "%s%05d" % ("CN" if kind == "L" else "MN", 31847 + i * 733),
                   "assigned_to": who, "status": status, "notes": notes})
inv = {"organisation": "Kinder Community Hub", "last_updated": "2025-02-28", "updated_by": "Tom Reyes", "assets": ASSETS}
ek.write(os.path.join(ws, "inventory.json"), json.dumps(inv, indent=2))

model = {a["tag"]: a["model"] for a in ASSETS}


def form(month, when, issued, returned, note=None):
    doc = ek.new_doc()
    cp = doc.core_properties
    cp.author = "Tom Reyes"
    cp.title = "Equipment handover record " + month
    cp.created = cp.modified = when
    cp.last_modified_by = "Tom Reyes"
    ek.add_heading(doc, "Kinder Community Hub - Equipment handover record, " + month, 1)
    ek.add_par(doc, ["Completed by: ", ("Tom Reyes", "b"), " (IT volunteer). Each line is signed by the member of staff."])
    ek.add_heading(doc, "Issued", 2)
    ek.add_table(doc, [["Asset tag", "Device", "Issued to", "Date", "Signed"]] +
                 [[t, model[t], who, d, "Yes"] for t, who, d in issued])
    ek.add_heading(doc, "Returned", 2)
    ek.add_table(doc, [["Asset tag", "Device", "Returned by", "Date", "Condition"]] +
                 [[t, model[t], who, d, c] for t, who, d, c in returned])
    if note:
        ek.add_par(doc, [("Note: ", "b"), note])
    return doc


march = form("March 2025", datetime.datetime(2025, 3, 31, 16, 0, 0),
             [("KCH-L017", "Priya Natarajan", "03/03/2025"), ("KCH-L024", "Marcus Bell", "10/03/2025"),
              ("KCH-L009", "Aoife Brennan", "24/03/2025")],
             [("KCH-L007", "Gemma Stokes", "14/03/2025", "Good - leaving end of March"),
              ("KCH-L013", "Daniel Osei", "28/03/2025", "Good")],
             "KCH-L030 was booked out for Marcus Bell on 10/03 but swapped for KCH-L024 before he left the office, so L030 never left the cupboard.")
feb = form("February 2025", datetime.datetime(2025, 2, 28, 16, 0, 0),
           [("KCH-L013", "Daniel Osei", "05/02/2025"), ("KCH-L019", "Nadia Haddad", "17/02/2025")],
           [("KCH-L006", "Hugh Lewis", "12/02/2025", "Keyboard faulty - sent for repair")])
ek.save_docx(march, os.path.join(ws, "handover_form_2025-03.docx"))
ek.save_docx(feb, os.path.join(ws, "handover_form_2025-02.docx"))
