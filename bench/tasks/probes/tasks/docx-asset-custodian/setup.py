import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, kb = setup_args()
d = new_doc()
add_heading(d, "Fixed Asset Register - March 2025", 1)
add_par(d, "Maintained by Facilities. Each asset has one named custodian who is responsible for it. "
           "Report transfers to facilities@quillfield.example.")
add_heading(d, "Head office (Manchester)", 2)
add_table(d, [
    ["Tag", "Asset", "Location", "Custodian", "Purchased"],
    ["HO-0104", "Dell Latitude 7440 laptop", "Floor 2, desk 14", "Harriet Oyelaran", "2023-09-12"],
    ["HO-0112", "Epson EB-L530U projector", "Boardroom", "Gareth Pugh", "2022-05-03"],
    ["HO-0117", "Brother MFC-L8900 printer", "Floor 1, print room", "Sunita Rao", "2021-11-20"],
    ["HO-0121", "Poly Studio X50 video bar", "Meeting room B", "Gareth Pugh", "2023-02-08"],
    ["HO-0130", "Apple iPad Air (5th gen)", "Reception", "Leon Fairbrother", "2024-01-15"],
])
add_heading(d, "Leeds warehouse", 2)
add_table(d, [
    ["Tag", "Asset", "Location", "Custodian", "Purchased"],
    ["LW-0203", "Zebra ZT411 label printer", "Dispatch bay", "Colm Brennan", "2022-07-19"],
    ["LW-0208", "Epson EB-L630U projector", "Training room", "Ifeoma Adeyemi", "2024-06-02"],
    ["LW-0211", "Honeywell CT60 scanner (x6)", "Goods in", "Colm Brennan", "2023-03-30"],
    ["LW-0215", "Lenovo ThinkCentre M70q", "Shift office", "Ruth Ashdown", "2021-10-04"],
])
add_par(d, "Last reviewed by Sunita Rao on 28 February 2025.")
save_docx(d, os.path.join(ws, "asset_register.docx"))
