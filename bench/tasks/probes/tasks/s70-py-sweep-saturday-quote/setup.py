import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

CUR = '''"""Quote calculator for Brush & Soot chimney sweeping.

Usage:
    python sweep_quote.py --flues N [--stoves N] [--bird-guards N] --village NAME [--saturday]

Prices from 1 March 2025. We are not VAT registered, so quotes are final prices.
"""
import argparse

FIRST_FLUE = 65.00          # first flue swept at the property
EXTRA_FLUE = 40.00          # each further flue on the same visit
STOVE_SURCHARGE = 10.00     # per wood burner / multi-fuel stove (liner brush + smoke test)
BIRD_GUARD_FITTED = 55.00   # part + fitting, per pot
SATURDAY_UPLIFT = 0.15      # on labour only (flues + stove surcharges), not on parts or travel
FREE_MILES = 10             # one-way miles from the yard included
PER_MILE = 0.80             # per one-way mile beyond FREE_MILES
MIN_CHARGE = 75.00

# one-way road miles from the yard at Kingsford
VILLAGES = {
    "Kingsford": 0,
    "Long Haddon": 7,
    "Little Haddon": 13,
    "Brayfield": 18,
    "Over Compton": 9,
    "Compton Parva": 16,
    "Ashby St Mary": 22,
}


def labour(flues, stoves):
    if flues < 1:
        raise ValueError("at least one flue")
    return FIRST_FLUE + EXTRA_FLUE * (flues - 1) + STOVE_SURCHARGE * stoves


def travel(village):
    miles = VILLAGES[village]
    return max(0, miles - FREE_MILES) * PER_MILE


def quote(flues, stoves=0, bird_guards=0, village="Kingsford", saturday=False):
    lab = labour(flues, stoves)
    if saturday:
        lab = lab * (1 + SATURDAY_UPLIFT)
    total = lab + BIRD_GUARD_FITTED * bird_guards + travel(village)
    return round(max(total, MIN_CHARGE), 2)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--flues", type=int, required=True)
    ap.add_argument("--stoves", type=int, default=0)
    ap.add_argument("--bird-guards", type=int, default=0)
    ap.add_argument("--village", required=True, choices=sorted(VILLAGES))
    ap.add_argument("--saturday", action="store_true")
    a = ap.parse_args()
    print("Quote: GBP %.2f" % quote(a.flues, a.stoves, a.bird_guards, a.village, a.saturday))


if __name__ == "__main__":
    main()
'''

OLD = '''"""Quote calculator (2023 prices) - superseded, kept for old invoices."""

FIRST_FLUE = 55.00
EXTRA_FLUE = 35.00
STOVE_SURCHARGE = 0.00
BIRD_GUARD_FITTED = 45.00
SATURDAY_UPLIFT = 0.20
PER_MILE = 0.60   # every mile, no free radius

VILLAGES = {"Kingsford": 0, "Long Haddon": 7, "Little Haddon": 13, "Brayfield": 18}


def quote(flues, stoves=0, bird_guards=0, village="Kingsford", saturday=False):
    total = FIRST_FLUE + EXTRA_FLUE * (flues - 1) + STOVE_SURCHARGE * stoves
    total += BIRD_GUARD_FITTED * bird_guards + VILLAGES[village] * PER_MILE
    if saturday:
        total *= 1 + SATURDAY_UPLIFT
    return round(total, 2)


if __name__ == "__main__":
    import sys
    print(quote(int(sys.argv[1])))
'''

ek.write(os.path.join(ws, "quotes", "sweep_quote.py"), CUR)
ek.write(os.path.join(ws, "quotes", "old", "sweep_quote_2023.py"), OLD)
ek.write(os.path.join(ws, "quotes", "test_sweep_quote.py"), '''from sweep_quote import quote


def test_single_flue_home():
    assert quote(1, village="Kingsford") == 75.00   # minimum charge


def test_two_flues_brayfield():
    assert quote(2, village="Brayfield") == 111.40
''')
ek.write(os.path.join(ws, "bookings.txt"), """Saturday bookings - March
08  Pennington, Over Compton - 1 flue, stove
15  (full)
22  Mrs Oduya, Little Haddon? - to confirm once quoted
29  Harcourt, Long Haddon - 2 flues
""")
