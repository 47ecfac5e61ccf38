import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

HIVES = """hive_id,name,apiary,status
H-01,Bramble,Orchard,active
H-02,Clover,Orchard,active
H-03,Heather,Orchard,active
H-04,Lavender,Orchard,active
H-05,Linden,Church Field,active
H-06,Meadow,Church Field,active
H-07,Nettle,Church Field,united
H-08,Rowan,Church Field,active
H-09,Sorrel,Allotment,active
H-10,Thyme,Allotment,active
H-11,Willow,Allotment,lost
"""

INSPECTIONS = """date,hive,queen_seen,eggs_seen,brood_frames,temper,notes
2025-05-03,H-01,Y,Y,5,calm,
04/05/2025,h-10,Y,Y,4,calm,
3 May 2025,H-08,N,N,3,tetchy,"no eggs, sealed brood only - check again"
2025-05-10,H-04,Y,Y,6,calm,
10/05/2025,H-03,yes,yes,5,calm,added super
2025-05-10,H-09,Y,Y,5,calm,
2025-05-17,H-06,Y,Y,7,calm,
17/05/2025,H-01,yes,yes,6,calm,
17/05/2025,H-07,N,N,2,runny,weak - unite with H-06?
18 May 2025,h-10 ,N,N,4,defensive,"queen cells torn down, no eggs"
24/05/2025,H-04,N,N,5,defensive,no queen or eggs seen
24/05/2025,H-08,Y,Y,5,calm,new queen laying well
2025-05-24,H-02,Y,Y,6,calm,
2025-05-24,H-11,N,N,0,,colony dead - wax moth
31 May 2025,H-01,N,Y,7,calm,queen not spotted but eggs present
2025-05-31,H-03,,Y,6,calm,did not look for queen (rain)
2025-05-31,H-05,N,Y,4,calm,eggs in 3 frames
31/05/2025,H-06,Y,Y,8,calm,
2025-05-31,H-09,no ,N,3,defensive,
07/06/2025,H-06,Y,N,8,calm,"queen seen, no eggs - honey-bound?"
2025-05-03,H-02,N,N,4,calm,typed up late - from notebook
"""

OLD = """date,hive,queen_seen,eggs_seen,brood_frames,temper,notes
2024-08-30,H-03,N,N,2,runny,requeened 2024-09-06
2024-09-14,H-05,N,N,1,calm,
2024-09-14,H-02,Y,Y,4,calm,
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "hives.csv"), HIVES)
    write(os.path.join(ws, "inspections.csv"), INSPECTIONS)
    write(os.path.join(ws, "archive", "inspections_2024.csv"), OLD)
