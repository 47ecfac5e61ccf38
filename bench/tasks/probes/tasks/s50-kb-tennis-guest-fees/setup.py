import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

NOTE = """Saturday 14 June - doubles
Court 3 booked 10:00-11:30 (booking ref C3-0614), me = member no. 2207

Guests:
- Tom Reyes - has played as my guest on 8 Feb, 15 Mar, 12 Apr and 24 May this year
- Lily Reyes - Tom's daughter, 15
- Priya Nandi - first time at Oakfield

Tom says he'll pay me back for his own fee. Balls: new tube of Dunlops in my bag.
"""

TOM = """From: Tom Reyes <tom.reyes@example.net>
To: Nadia Sorensen <nadia.sorensen@example.com>
Date: Mon, 9 Jun 2025 20:14:55 +0100
Subject: Saturday!
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Hi Nadia,

Really looking forward to Saturday. Lily is very excited - she had her 16th
birthday party on Sunday and asked for a new racket, so she'll be trying it out.

Priya says she can bring her own racket too. We'll meet you in the car park at
9.45. I'll settle up with you for my fee on the day.

Tom
"""

RULES = """# Oakfield Lawn Tennis Club - Club rules 2025

Adopted at the AGM on 26 January 2025. These rules replace the 2023 rules in full.

## 5. Court bookings
5.1 Members may book a court up to 7 days ahead through the club app, for up to 90 minutes.
5.2 Courts 1 and 2 are kept for club sessions on Wednesday evenings and Sunday mornings.

## 7. Guests
7.1 A member may bring up to three guests at a time. The member must play with them and is
responsible for their guests' fees.
7.2 Guest fees, per guest per visit:
    - Saturdays, Sundays and bank holidays: adults \u00a38, juniors \u00a34
    - Monday to Friday: adults \u00a35, juniors \u00a32.50
7.3 A junior is anyone under 16 on the day of play.
7.4 A person may play as a guest at most four times in a calendar year. After their fourth visit
they must join the club (see section 9) to play again.
7.5 Guest fees are paid in the club app before play.

## 9. Membership
9.1 Adult \u00a3210 a year; junior \u00a360; a new social membership is \u00a340 a year and includes
six court sessions.
"""

RULES_OLD = """# Oakfield Lawn Tennis Club - Club rules 2023

SUPERSEDED by the 2025 rules (AGM, January 2025).

## 7. Guests
Guest fee \u00a36 per adult and \u00a33 per junior (under 18) for each visit, any day of the week.
A guest may visit up to six times a year.
"""

COACHING = """# Oakfield LTC - coaching 2025

Junior squad (ages 8-15): Saturdays 9:00-10:00, \u00a34 a session for members' children.
Adult cardio tennis: Thursdays 19:00, \u00a36.
Private lessons with Marco: \u00a332 an hour; book with him directly.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "saturday_doubles.txt"), NOTE)
    write(os.path.join(ws, "tom_reyes.eml"), TOM)
    if kb:
        write(os.path.join(kb, "oakfield-ltc", "club-rules-2025.md"), RULES)
        write(os.path.join(kb, "oakfield-ltc", "old", "club-rules-2023.md"), RULES_OLD)
        write(os.path.join(kb, "oakfield-ltc", "coaching-2025.md"), COACHING)
