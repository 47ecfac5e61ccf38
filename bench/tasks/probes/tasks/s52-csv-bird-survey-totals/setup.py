import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

NORTH = """date,time,species,count,observer
2025-04-05,07:10,Blackbird,3,J. Okafor
2025-04-05,07:14,Robin,2,J. Okafor
2025-04-05,07:21,Wren,1,J. Okafor
2025-04-05,07:35,Woodpigeon,6,J. Okafor
2025-04-05,07:42,Blue Tit,4,J. Okafor
2025-04-05,07:50,Chaffinch,2,J. Okafor
2025-04-19,06:55,Blackbird,2,J. Okafor
2025-04-19,07:03,Great Tit,3,J. Okafor
2025-04-19,07:12,Robin,1,J. Okafor
2025-04-19,07:20,Long-tailed Tit,7,J. Okafor
2025-04-19,07:31,Wren,2,J. Okafor
2025-04-19,07:44,Chiffchaff,1,J. Okafor
2025-05-03,06:40,Blackbird,4,J. Okafor
2025-05-03,06:52,Blue Tit,3,J. Okafor
2025-05-03,07:05,Woodpigeon,4,J. Okafor
2025-05-03,07:18,Chiffchaff,2,J. Okafor
2025-05-03,07:26,Goldfinch,5,J. Okafor
"""

SOUTH = """date,time,species,count,observer
2025-04-06,07:05,Robin,3,M. Harrow
2025-04-06,07:12,Dunnock,2,M. Harrow
2025-04-06,07:20,Blue Tit,2,M. Harrow
2025-04-06,07:33,Great Tit,2,M. Harrow
2025-04-06,07:41,Goldfinch,3,M. Harrow
2025-04-20,06:58,Blackbird,1,M. Harrow
2025-04-20,07:06,Wren,3,M. Harrow
2025-04-20,07:15,Chaffinch,4,M. Harrow
2025-04-20,07:29,Reed Bunting,2,M. Harrow
2025-04-20,07:37,Dunnock,1,M. Harrow
2025-05-04,06:45,Robin,2,M. Harrow
2025-05-04,06:53,Woodpigeon,2,M. Harrow
2025-05-04,07:02,Great Tit,3,M. Harrow
2025-05-04,07:16,Chiffchaff,3,M. Harrow
2025-05-04,07:24,Reed Bunting,1,M. Harrow
"""

NOTES = """# Spring survey 2025

Transects walked fortnightly from early April, starting within an hour of sunrise.
Counts are individual birds seen or heard. Results go to the county bird club in June.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "survey", "north_transect.csv"), NORTH)
    write(os.path.join(ws, "survey", "south_transect.csv"), SOUTH)
    write(os.path.join(ws, "survey", "notes.md"), NOTES)
    write(os.path.join(ws, "survey", "map_refs.txt"), "North transect: SK 512 334 to SK 519 341\n"
          "South transect: SK 508 322 to SK 516 318\n")
