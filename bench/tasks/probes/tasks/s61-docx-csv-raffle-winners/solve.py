import csv, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
R = os.path.join(ws, "raffle")

prizes = {}
for row in ek.tables(os.path.join(R, "raffle_prizes_2025.docx"))[0][1:]:
    prizes[int(row[0])] = row[1]

sales = []
with open(os.path.join(R, "ticket_sales.csv"), encoding="utf-8", newline="") as f:
    for r in csv.DictReader(f):
        sales.append((r["Colour"].strip().lower(), int(r["First ticket"]), int(r["Last ticket"]),
                      r["Name"].strip(), r["Phone"].strip()))


def owner(colour, ticket):
    for c, a, b, name, phone in sales:
        if c == colour and a <= ticket <= b and name:
            return name, phone
    return None


winners = {}
with open(os.path.join(R, "draw_sheet.csv"), encoding="utf-8", newline="") as f:
    for r in sorted(csv.DictReader(f), key=lambda r: int(r["draw"])):
        o = owner(r["colour"].strip().lower(), int(r["ticket"]))
        if o:  # unsold tickets were redrawn
            winners[int(r["prize_no"])] = o

buf = [["prize_no", "prize", "winner", "phone"]]
for no in sorted(winners):
    buf.append([str(no), prizes[no], winners[no][0], winners[no][1]])
with open(os.path.join(R, "winners.csv"), "w", encoding="utf-8", newline="") as f:
    csv.writer(f, lineterminator="\n").writerows(buf)
ek.emit(ev, answer="Wrote raffle/winners.csv with %d winners (prize 5 was withdrawn)." % len(winners),
        artifacts=["raffle/winners.csv"])
