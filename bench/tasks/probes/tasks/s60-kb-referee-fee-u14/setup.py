import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "match_sheets", "2025-10-05_U14_Blues_v_Hartley_Vale.txt"), """Ashby Juniors FC - match sheet

Competition: Meadowbank Youth League, U14 Division 2 (league match)
Date: Sunday 5 October 2025, KO 10:30, Ashby Rec pitch 2 (home)
Ashby Juniors U14 Blues 3 - 2 Hartley Vale U14
Referee: Dan Mercer (league-appointed)
Assistant referees: club linesmen (parents)
Referee's mileage claim: 34 miles round trip
Extra time: n/a
""")
ek.write(os.path.join(ws, "match_sheets", "2025-10-05_U15_v_Thornbury.txt"), """Ashby Juniors FC - match sheet

Competition: Meadowbank Youth League, U15 Division 1 (league match)
Date: Sunday 5 October 2025, KO 12:30, Thornbury Park (away)
Thornbury Colts U15 1 - 1 Ashby Juniors U15
Referee: paid by the home club
""")

if kb:
    ek.write(os.path.join(kb, "myl_referee_fees_2025-26.md"), """# Meadowbank Youth League - referee fees and expenses, season 2025-26

Agreed at the league AGM, 12 June 2025. Applies to all league and league cup matches from 1 August 2025.
The home club pays the referee in cash or by bank transfer on the day.

## Match fees (referee)

| Age group | Match fee |
|---|---|
| U7 - U10 (mini-soccer) | £20 |
| U11 - U12 | £25 |
| U13 - U14 | £30 |
| U15 - U16 | £35 |
| U17 - U18 | £40 |

Assistant referees appointed by the league receive half the referee's match fee.
Club linesmen are not paid.

## Travel expenses

Referees may claim travel at 25p per mile for the round trip, but the first 10 miles of every round
trip are not paid (they are covered by the match fee). There is no cap.

## Cup matches

If a cup match goes to extra time, add £5 to the match fee.
""")
    ek.write(os.path.join(kb, "myl_referee_fees_2024-25.md"), """# Meadowbank Youth League - referee fees, season 2024-25

| Age group | Match fee |
|---|---|
| U7 - U10 | £18 |
| U11 - U12 | £22 |
| U13 - U14 | £27 |
| U15 - U16 | £32 |
| U17 - U18 | £36 |

Travel: 30p per mile for any round trip over 20 miles (whole trip paid).
""")
    ek.write(os.path.join(kb, "meadowbank_girls_league_fees.md"), """# Meadowbank Girls' Football League - match officials' fees 2025-26

| Age group | Referee fee |
|---|---|
| U12 | £24 |
| U14 | £28 |
| U16 | £32 |

Mileage: 35p per mile for the whole round trip.
""")
    ek.write(os.path.join(kb, "club_welfare_policy.md"), """# Ashby Juniors FC - welfare policy (summary)

Every team must have a DBS-checked coach at every session. The club welfare officer is Jo Pickering.
Parents must not stand behind the goals or on the referee's side of the pitch.
Respect the referee: only the captain may speak to the referee about decisions.
""")
