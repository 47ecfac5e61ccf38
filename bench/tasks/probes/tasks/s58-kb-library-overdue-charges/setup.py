import csv, datetime, io, os, random, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
rng = random.Random(5812)

TITLES = {
    "Adult book": ["The Thursday Murder Club", "Wolf Hall", "Small Things Like These", "The Salt Path", "Lessons in Chemistry",
                   "A Gentleman in Moscow", "Shuggie Bain", "The Lincoln Highway", "Rivers of London", "Hamnet"],
    "Junior book": ["The Gruffalo", "Diary of a Wimpy Kid", "The Worst Witch", "Matilda", "Dog Man"],
    "DVD": ["Paddington 2", "The Banshees of Inisherin", "Top Gun: Maverick", "Wallace & Gromit"],
    "Audiobook": ["Where the Crawdads Sing (CD)", "Becoming (CD)", "Pride and Prejudice (CD)"],
}
# days late per loan (negative/zero = on time); chosen to cover on-time, grace, just past grace and caps
PLAN = [
    ("Adult book", -2), ("Adult book", 0), ("Adult book", 2), ("Adult book", 3), ("Adult book", 4),
    ("Adult book", 9), ("Adult book", 15), ("Adult book", 27), ("Adult book", 31), ("Adult book", 45),
    ("Adult book", 6), ("Adult book", 1),
    ("Junior book", 12), ("Junior book", 40), ("Junior book", 0), ("Junior book", 5),
    ("DVD", 3), ("DVD", 5), ("DVD", 10), ("DVD", 19), ("DVD", 26),
    ("Audiobook", 8), ("Audiobook", 25), ("Audiobook", -1),
]
rng.shuffle(PLAN)


def make(month, plan, start_id):
    rows = []
    for i, (typ, late) in enumerate(plan):
        ret = datetime.date(2025, month, 1) + datetime.timedelta(days=rng.randrange(0, 28))
        due = ret - datetime.timedelta(days=late)
        rows.append(["L%05d" % (start_id + i), "M%04d" % rng.randrange(1000, 1400), typ, rng.choice(TITLES[typ]),
                     due.isoformat(), ret.isoformat()])
    rows.sort(key=lambda r: (r[5], r[0]))
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["loan_id", "member_id", "item_type", "title", "due_date", "returned_date"])
    w.writerows(rows)
    return buf.getvalue()


ek.write(os.path.join(ws, "returns_march.csv"), make(3, PLAN, 40211))
feb_plan = [("Adult book", 5), ("DVD", 2), ("Adult book", 0), ("Junior book", 7), ("Audiobook", 11), ("Adult book", 20)]
ek.write(os.path.join(ws, "returns_february.csv"), make(2, feb_plan, 39870))
ek.write(os.path.join(ws, "charges_february.csv"),
         "loan_id,charge\n" + "".join("L%05d,%s\n" % (39870 + i, c) for i, c in enumerate(["0.50", "0.00", "0.00", "0.00", "4.00", "4.25"])))

if kb:
    ek.write(os.path.join(kb, "lending_rules_2024.md"), """# Elmfield Community Library - Lending and Charges

Adopted by the trustees on 1 April 2024. These rules replace the 2021 lending rules.

## Loan periods

- Books (adult and junior): 3 weeks, renewable twice if nobody has reserved the item.
- DVDs: 1 week. Audiobooks: 3 weeks.
- Up to 12 items per member card (junior cards: 8).

## Overdue charges

Charges are worked out per item when it is returned, from the due date printed on the receipt.

| Item type | Charge per day overdue | Maximum per item |
|---|---|---|
| Adult books | 25p | £6.00 |
| DVDs and audiobooks | 50p | £8.00 |
| Junior (children's) books | no charge | - |

**Grace period.** The first 3 days after the due date are never charged. From the 4th day overdue,
the daily charge applies to each day beyond the grace period only. For example, an adult book returned
5 days after its due date is charged for 2 days (50p). Days the library is closed count as normal days.

The maximum applies per item, however late it is. An item more than 8 weeks overdue is treated as lost
and the member is asked to pay the replacement cost instead (handled by the branch manager, not at the desk).

## Reservations and inter-library loans

Reservations are free for items in our own stock. Inter-library loans cost £2.50 per request.
""")
    ek.write(os.path.join(kb, "lending_rules_2021.txt"), """Elmfield Community Library - lending rules (2021)

Loan period 3 weeks for all items except DVDs (1 week).
Overdue charges: books 20p per day from the first day overdue, up to a maximum of £5.00 per item.
DVDs £1.00 per day, maximum £10.00. Children's books are charged at 10p per day.
""")
    ek.write(os.path.join(kb, "volunteer_desk_guide.md"), """# Volunteer desk guide

Opening hours: Tue-Sat 10:00-16:00, Thu late until 19:00. Closed Sunday and Monday.

When a member returns items, scan each one; the till shows any overdue charge. Charges can be paid by
card or cash. If a member disputes a charge, note it in the desk book and tell Helen (branch manager).

Room bookings for the community room are taken by phone only (01632 960772).
""")
    ek.write(os.path.join(kb, "room_hire.md"), """# Community room hire

Community groups: £8 per hour. Private hire: £15 per hour. Maximum 30 people.
The room must be left as found; tables stacked at the back.
""")
