import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "dealer_enquiries.txt"), """18 Aug - Margaret Thorne (Thorne Postal History), not a member. Wants 2 tables incl. a corner one
         for the autumn fair, will pay by bank transfer on the 20th.
19 Aug - R. Patel (member) - 1 table, spring 2026? told him to wait for the form.
""")

if kb:
    ek.write(os.path.join(kb, "autumn_fair_2025_dealer_pack.md"), """# Severnside Philatelic Society - Autumn Stamp Fair 2025

Saturday 18 October 2025, 09:30-16:00, St Barnabas Church Hall, Wellington Road.

## Dealer tables

Tables are 6 ft by 2 ft 6 in, with a cloth. Dealers can set up from 08:00.

| | Per table |
|---|---|
| Society member | £28 |
| Non-member | £40 |
| Corner table (extra display board, two open sides) - supplement | £8 |

**Early booking:** tables paid in full by 31 August 2025 get £5 off each table.
A dealer can book at most 3 tables. No electricity at the tables.

Make cheques payable to "Severnside Philatelic Society" or pay by transfer (details on the invoice).
Cancellations before 1 October are refunded less a £5 admin charge.
""")
    ek.write(os.path.join(kb, "spring_fair_2025_dealer_pack.md"), """# Severnside Philatelic Society - Spring Stamp Fair 2025

Saturday 22 March 2025, St Barnabas Church Hall.

## Dealer tables

| | Per table |
|---|---|
| Society member | £25 |
| Non-member | £36 |
| Corner table supplement | £6 |

Early booking: £4 off each table if paid by 28 February 2025. Maximum 3 tables per dealer.
""")
    ek.write(os.path.join(kb, "membership.md"), """# Joining the society

Annual membership £18 (£12 for juniors and students), running from 1 January. Members meet on the second
Tuesday of the month at the Wellington Road hall, 19:30. Members get reduced fair table rates and can
enter the annual competition. A dealer who joins before paying for tables pays the member rate.
""")
    ek.write(os.path.join(kb, "fair_floorplan_notes.md"), """# St Barnabas hall - fair layout

28 tables in total: 4 corner tables (C1-C4), 16 wall tables, 8 centre tables.
Corner tables go to whoever books them first. C2 is next to the refreshments hatch.
Visitors' entry is free; the raffle raises money for the hall roof fund.
""")
