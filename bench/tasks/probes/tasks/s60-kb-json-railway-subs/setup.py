import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "website", "data", "membership.json"), """{
  "club": "Wyvern Valley Model Railway Society",
  "clubrooms": "Unit 4, Station Yard, Wyvern Bridge",
  "subscriptions": {
    "adult": {"label": "Adult", "price_gbp": 44, "note": "18 and over"},
    "junior": {"label": "Junior", "price_gbp": 16, "note": "under 18, must be accompanied by a parent or guardian member"},
    "family": {"label": "Family", "price_gbp": 66, "note": "two adults and their children under 18"},
    "honorary": {"label": "Honorary life member", "price_gbp": 0, "note": "by election at an AGM"}
  },
  "joining_fee_gbp": 10,
  "layouts": ["Wyvern Bridge (OO)", "Much Hadley Quarry (N gauge)", "Garden railway (G scale, summer only)"],
  "club_nights": [
    {"day": "Tuesday", "from": "19:00", "to": "22:00"},
    {"day": "Saturday", "from": "10:00", "to": "16:00"}
  ],
  "contact": "membership@wyvernvalley-mrs.example"
}
""")
ek.write(os.path.join(ws, "website", "README.md"), "Static site for the society. Pages are built from the JSON in data/ "
         "by `make site`. Don't hand-edit anything in public/.\n")
ek.write(os.path.join(ws, "website", "public", "index.html"),
         "<html><body><h1>Wyvern Valley Model Railway Society</h1><p>Adult membership GBP 44 a year.</p></body></html>\n")

if kb:
    ek.write(os.path.join(kb, "agm_minutes_2025.md"), """# Wyvern Valley Model Railway Society - minutes of the Annual General Meeting

Held at the clubrooms on Saturday 18 October 2025 at 14:00. 31 members present. Chair: Derek Fenwick.

1. Apologies: six members.
2. Minutes of the 2024 AGM were approved.
3. Chair's report: the Wyvern Bridge layout went to four exhibitions; the N gauge layout needs new
   point motors.
4. Treasurer's report (Alison Petts): the rent on the clubrooms rises by 12% from January.
5. Exhibition 2026: Saturday 7 March at the Wyvern Bridge Leisure Centre.
6. Subscriptions for 2026. The committee's proposal (circulated in September) was debated. An
   amendment from Gordon Hale to keep the junior rate low was carried. The meeting then approved the
   following subscriptions from 1 January 2026: adult £48, junior £18, family £72. Honorary life
   members continue to pay nothing. The joining fee stays at £10.
7. Election of officers: all re-elected unopposed.
8. Any other business: the tea fund is now cashless.

Meeting closed 15:40.
""")
    ek.write(os.path.join(kb, "committee_proposal_subs_2026.md"), """# Committee proposal: subscriptions for 2026 (for the AGM on 18 October 2025)

Circulated to members 20 September 2025.

Because of the rent increase the committee proposes:

| Category | 2025 | Proposed 2026 |
|---|---|---|
| Adult | £44 | £52 |
| Junior | £16 | £20 |
| Family | £66 | £78 |

The joining fee would stay at £10. The final rates are for the AGM to decide.
""")
    ek.write(os.path.join(kb, "agm_minutes_2024.md"), """# Wyvern Valley Model Railway Society - AGM minutes 2024

Held 19 October 2024. 27 members present.

5. Subscriptions for 2025 were approved unchanged: adult £44, junior £16, family £66. Joining fee £10.
6. The garden railway will be opened to visitors on the August bank holiday.
""")
    ek.write(os.path.join(kb, "exhibition_2026_plan.md"), """# Exhibition 2026 - planning notes

Saturday 7 March 2026, Wyvern Bridge Leisure Centre. Admission: adults £6, children £3, family £15.
Traders: 8 booked. Layouts: 14 invited. Volunteers needed for the door and the tea bar.
""")
