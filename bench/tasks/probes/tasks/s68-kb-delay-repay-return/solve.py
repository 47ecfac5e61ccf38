import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
_, kb = ek.pristine(__file__)  # the KB docs as setup.py writes them
DELAY = 47

receipt = ek.read(os.path.join(ws, "travel", "ticket_receipt.txt"))
paid = float(re.search(r"Paid: GBP (\d+(?:\.\d+)?)", receipt).group(1))
is_return = "return" in receipt.lower()

# current Wessex Coastway scheme: the Delay Repay table
scheme = ek.read(os.path.join(kb, "wessex_coastway_delay_repay_2024.md"))
pct = None
for lo, hi, p in re.findall(r"^\|\s*(\d+) to (\d+) minutes\s*\|\s*(\d+)% of the single fare\s*\|", scheme, re.MULTILINE):
    if int(lo) <= DELAY <= int(hi):
        pct = int(p)
# "For a return ticket, the single fare is half of the price paid for the return";
# the return leg was on time, so only the outward leg is compensated.
single = paid / 2 if is_return else paid
comp = round(single * pct / 100 + 1e-9, 2)
ek.emit(ev, answer=f"You can claim \u00a3{comp:.2f}: a {DELAY}-minute delay earns {pct}% of the single fare, "
        f"and the single fare on a \u00a3{paid:.2f} return is \u00a3{single:.2f} (only the outward leg "
        "was delayed).")
