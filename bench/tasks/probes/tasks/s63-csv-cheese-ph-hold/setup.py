import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

LOG = """batch,vat,make_date,stage,ph,operator
CH-2507-01,1,2025-07-01,6h,5.62,LM
CH-2507-01,1,2025-07-01,24h,5.18,LM
CH-2507-02,2,2025-07-01,6h,5.70,LM
CH-2507-02,2,2025-07-01,24h,5.36,LM
CH-2507-03,1,2025-07-02,6h,5.58,DK
CH-2507-03,1,2025-07-02,24h,5.30,DK
CH-2507-04,2,2025-07-02,6h,5.66,DK
CH-2507-04,2,2025-07-02,24 h,5.41,DK
CH-2507-05,1,2025-07-03,6h,5.49,LM
CH-2507-05,1,2025-07-03,24h,5.12,LM

CH-2507-06,2,2025-07-03,6h,5.81,LM
CH-2507-06,2,2025-07-03,24H,5.33,LM
CH-2507-07,1,2025-07-04,6h,5.44,AB
CH-2507-07,1,2025-07-04,24h,5.21,AB
CH-2507-08,2,2025-07-04,6h,5.63,AB
CH-2507-08,2,2025-07-04,24h,5.29,AB
batch,vat,make_date,stage,ph,operator
CH-2507-09,1,2025-07-07,6h,5.57,DK
CH-2507-09,1,2025-07-07,24h,5.35,DK
CH-2507-09,1,2025-07-07,24h,5.35,DK
CH-2507-10,2,2025-07-07,6h,5.72,DK
CH-2507-10,2,2025-07-07,24h,5.19,DK
ch-2507-11,1,2025-07-08,6h,5.60,LM
ch-2507-11,1,2025-07-08,24h,5.47,LM
CH-2507-12,2,2025-07-08,6h,5.91,LM
CH-2507-12,2,2025-07-08,24h,5.26,LM
CH-2507-13,1,2025-07-09,6h,5.55,AB
CH-2507-13,1,2025-07-09,24h,5.305,AB
CH-2507-14,2,2025-07-09,6h,5.68,AB
CH-2507-14,2,2025-07-09,24h,n/a,AB
"""
ek.write(os.path.join(ws, "make_log.csv"), LOG)
ek.write(os.path.join(ws, "README.txt"),
         "make_log.csv: pH readings per batch. 6h = after milling, 24h = next morning.\n"
         "The 24h reading for CH-2507-14 was missed (meter flat) - QA is re-sampling it separately, don't hold it.\n"
         "The export from the second week was pasted in with its header row.\n")
