import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

POLICY_V3 = """# Hollybank Community Caf\u00e9 \u2013 Kitchen Food Safety Policy (version 3)

Status: **current**. Adopted by the trustees on 2 September 2024. Replaces version 2 (March 2022).
Owner: Kitchen lead (Dee Marshall). Review due: September 2026.

## 1. Scope

This policy applies to everyone who prepares, stores or serves food in the caf\u00e9 kitchen, paid or volunteer.
Food for outside events is covered by the separate *Outside Events Catering Guidance*.

## 2. Deliveries

Check chilled deliveries with the probe thermometer: reject anything above 8\u00b0C. Put chilled and frozen goods
away within 15 minutes of delivery.

## 3. Fridges and freezers

- Fridges must run at 5\u00b0C or below; freezers at -18\u00b0C or below.
- Record fridge and freezer temperatures at opening and at closing on the log sheet.
- Raw meat and fish go on the bottom shelf, in covered containers.

## 4. Cooling and keeping cooked food

4.1 Label every container of cooked food with the dish, the date and the time it was cooked.

4.2 Cooked dishes in general (soups, stews, sauces, cooked meat): cool and put in the fridge within 90 minutes
of cooking. Use within 48 hours of cooking, then discard.

4.3 **Cooked rice** is a special case because of *Bacillus cereus* spores, which survive cooking. Spread it in
a shallow tray to cool and get it into the fridge **within 1 hour of cooking**. Keep it no longer than
**24 hours** from cooking; anything not used by then must be thrown away. Reheat rice only once, until
steaming hot throughout (75\u00b0C or above), and never put reheated rice back in the fridge.

4.4 Never leave cooked food out at room temperature on the counter to cool overnight.

## 5. Reheating and hot holding

Reheat to 75\u00b0C or above. Hot food on the counter must stay at 63\u00b0C or above and be thrown away after
2 hours on display.

## 6. Allergens

Every dish on the counter must have an allergen card. If in doubt, ask the kitchen lead; never guess.
"""

POLICY_V2 = """# Hollybank Community Caf\u00e9 \u2013 Kitchen Food Safety Policy (version 2)

Status: **superseded** by version 3 (September 2024). Kept for reference only.
Adopted March 2022.

## 4. Cooling and storing

4.1 All cooked food, including rice and pasta, must be cooled and put in the fridge within 90 minutes of
cooking.

4.2 Cooked food, including rice, may be kept in the fridge for up to 48 hours and must then be discarded.

4.3 Reheat once only, to 75\u00b0C.
"""

HANDBOOK = """# Volunteer Handbook \u2013 Hollybank Community Caf\u00e9

Welcome! This handbook covers shifts, signing in, and what to do if something goes wrong.

## Shifts
Morning shift 8:30-12:30, afternoon 12:00-16:00. Please sign in on the tablet by the door.

## Leftovers
At the end of the day, volunteers may take home unsold cakes and sandwiches that would otherwise be wasted.
Rice dishes and anything that has been reheated may not be taken home.

## Food safety training
Everyone working in the kitchen needs Level 2 Food Hygiene within 3 months of starting. The caf\u00e9 pays.
The kitchen rules themselves are in the Kitchen Food Safety Policy.
"""

CLEANING = """# Kitchen cleaning schedule

| Task | How often | Who |
|---|---|---|
| Wipe and sanitise counters | after each use | everyone |
| Clean fridge shelves | weekly (Monday) | morning shift |
| Descale coffee machine | weekly (Friday) | afternoon shift |
| Defrost chest freezer | every 3 months | kitchen lead |
| Deep clean oven | monthly | contractor |
"""


def events_doc(path):
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2024, 5, 10, 10, 0, 0)
    cp.author = cp.last_modified_by = "Dee Marshall"
    add_heading(d, "Outside Events Catering Guidance", 0)
    add_par(d, "For the summer fair, the school fete and other events away from the caf\u00e9 kitchen.")
    add_heading(d, "Rice and other cooked grains", 1)
    add_par(d, ["Do not take cooked rice to an event chilled. Cook it on the day and serve it hot within ",
                ("2 hours", "b"), " of cooking; throw away anything left at the end of the event."])
    add_heading(d, "Transport", 1)
    add_par(d, "Use cool boxes with ice packs for chilled food; probe on arrival, reject above 8\u00b0C.")
    save_docx(d, path)


FRIDGE_LOG = """date,fridge,opening_c,closing_c,initials
2025-06-02,Fridge 1,3.8,4.4,DM
2025-06-02,Fridge 2,4.1,4.9,DM
2025-06-03,Fridge 1,3.9,4.6,KP
2025-06-03,Fridge 2,4.0,5.6,KP
2025-06-04,Fridge 1,3.7,4.2,DM
2025-06-04,Fridge 2,4.2,4.7,DM
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "fridge_log_june.csv"), FRIDGE_LOG)
    if kb:
        write(os.path.join(kb, "kitchen-food-safety-policy-v3.md"), POLICY_V3)
        write(os.path.join(kb, "kitchen-food-safety-policy-v2-2022.md"), POLICY_V2)
        write(os.path.join(kb, "volunteer-handbook.md"), HANDBOOK)
        write(os.path.join(kb, "kitchen-cleaning-schedule.md"), CLEANING)
        events_doc(os.path.join(kb, "outside-events-catering-guidance.docx"))
