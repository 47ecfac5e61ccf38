import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

CODE_V4 = """# Wyvern Canoe Club - Safety code (version 4)

Approved by the committee on 14 April 2025. This version replaces version 3 (2022) in full.

## 1. General

1.1 Every paddler on the water must wear a buoyancy aid, fastened.
1.2 Check the water level board at the boathouse before launching. Red board: no paddling on the river.

## 2. Club boats

2.1 Club boats may be used by paid-up members only, and must be signed out in the boat log.
2.2 Return boats rinsed and upside down on the racks.

## 3. Paddling alone

3.1 A member may take a club boat out alone (with no other club member on the water) only if they hold the
Paddle UK 3 Star award or higher, and only on Stowe Lake.
3.2 Solo paddling is allowed between 1 April and 30 September, in daylight, and the paddler must write their
launch time and expected return time in the solo log before launching.
3.3 No solo paddling on the River Wyvern at any time.
3.4 Members under 18 may not paddle alone.

## 4. Club sessions

4.1 On Tuesday evening and Sunday morning sessions a coach is on the water, and members of any level may use
club boats on the lake and, when the board is green, on the river.
"""

CODE_V3 = """# Wyvern Canoe Club - Safety code (version 3, 2022)

SUPERSEDED by version 4 (April 2025). Kept for reference only.

## Paddling alone

Members holding the 2 Star award may take a club boat out alone on Stowe Lake. Solo paddling on the river needs
the 3 Star award. Tell the boathouse keeper before you go.
"""

PATHWAY = """# Wyvern Canoe Club - Coaching pathway

* 1 Star / Discover: first steps, taught in the club's beginner course.
* 2 Star / Explore: confident on sheltered water. Most members reach this in their first year.
* 3 Star / Adventure: paddling on moving water and self-rescue. The club runs a 3 Star course every May
  (two weekends); book through the coaching secretary.
* 4 Star and leader awards: see the coaching secretary.
"""

SEA = """# Wyvern Canoe Club - Sea kayak trips

Sea trips are always led by a club leader. Nobody paddles alone on sea trips, whatever their award. Minimum
level for sea trips: 2 Star plus a sea kayak taster day.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "my_details.txt"),
          "Membership no. 318, paid up for 2025. Age 34.\n"
          "Award: Paddle UK 2 Star (passed June 2024).\n"
          "Plan: take a club kayak out alone on Stowe Lake on a Thursday evening in July.\n")
    if kb:
        write(os.path.join(kb, "wyvern-cc", "safety-code-v4.md"), CODE_V4)
        write(os.path.join(kb, "wyvern-cc", "archive", "safety-code-v3-2022.md"), CODE_V3)
        write(os.path.join(kb, "wyvern-cc", "coaching-pathway.md"), PATHWAY)
        write(os.path.join(kb, "wyvern-cc", "sea-kayak-trips.md"), SEA)
