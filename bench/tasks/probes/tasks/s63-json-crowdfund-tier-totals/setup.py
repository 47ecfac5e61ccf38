import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

P = [
    ("LK-1001", "Aoife Brennan", "Core Box", 32, "collected"),
    ("LK-1002", "Tom Ridley", "Core Box + Expansion", 48, "collected"),
    ("LK-1003", "Sana Qureshi", "Print & Play", 8, "collected"),
    ("LK-1004", "Marek Zielinski", "Collector", 95, "collected"),
    ("LK-1005", "Lucy Fenn", "Core Box", 32, "failed"),
    ("LK-1006", "Dev Patel", "Core Box", "40.00", "collected"),
    ("LK-1007", "Hana Sato", "Core Box + Expansion", 48, "Collected"),
    ("LK-1008", "Ben Okafor", "Print & Play", 8, "refunded"),
    ("LK-1009", "Chloe Martin", "Core Box", 32, "collected"),
    ("LK-1010", "Ravi Nair", "Collector", 95, "failed"),
    ("LK-1011", "Emma Lund", "Core Box + Expansion", "60.00", "collected"),
    ("LK-1012", "Josef Novak", "Print & Play", 10, "collected"),
    ("LK-1009", "Chloe Martin", "Core Box", 32, "collected"),
    ("LK-1013", "Grace Obi", "Core Box", 32, "COLLECTED"),
    ("LK-1014", "Finn Doyle", "Collector", 120, "collected"),
    ("LK-1015", "Isla Grant", "Core Box + Expansion", 48, "refunded"),
    ("LK-1016", "Omar Haddad", "Core Box", 32, "collected"),
    ("LK-1017", "Nina Petrova", "Print & Play", 8, "collected"),
    ("LK-1018", "Kai Andersen", "Core Box + Expansion", 48, "collected"),
    ("LK-1019", "Priya Shah", "Core Box", 32, "failed"),
    ("LK-1020", "Leo Walsh", "Core Box", 35.5, "collected"),
]
data = {
    "campaign": "Lanterns of Kesh - a co-operative card game",
    "platform_export": "2025-06-02T09:14:00Z",
    "currency": "GBP",
    "tiers": [
        {"name": "Print & Play", "min_pledge": 8},
        {"name": "Core Box", "min_pledge": 32},
        {"name": "Core Box + Expansion", "min_pledge": 48},
        {"name": "Collector", "min_pledge": 95},
        {"name": "Retailer Bundle", "min_pledge": 240},
    ],
    "pledges": [{"pledge_id": i, "backer": b, "tier": t, "amount": a, "status": s} for i, b, t, a, s in P],
}
ek.write(os.path.join(ws, "pledges.json"), json.dumps(data, indent=2))
ek.write(os.path.join(ws, "export_notes.txt"),
         "Export notes from the platform:\n"
         "- amount is what the backer pledged, including any extra on top of the tier price.\n"
         "- pledge_id is unique; the export sometimes repeats a pledge when a card payment was retried.\n"
         "- status: collected / failed (card declined after the retries) / refunded.\n")
