import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

D = "projects/2417-mill-lane/drawings"
# (name, moves to superseded/)
LOOSE = [
    ("2417-A-100_Location-Plan_rev1.pdf", False),
    ("2417-A-101_Ground-Floor-Plan_rev8.pdf", True),
    ("2417-A-101_Ground-Floor-Plan_rev9.pdf", True),
    ("2417-A-101_Ground-Floor-Plan_rev9.dwg", True),
    ("2417-A-101_Ground-Floor-Plan_rev10.pdf", False),
    ("2417-A-101_Ground-Floor-Plan_rev10.dwg", False),
    ("2417-A-101A_Ground-Floor-Furniture-Layout_rev1.pdf", True),
    ("2417-A-101A_Ground-Floor-Furniture-Layout_rev2.pdf", False),
    ("2417-A-102_First-Floor-Plan_rev2.pdf", True),
    ("2417-A-102_First-Floor-Plan-and-Stair_rev3.pdf", False),
    ("2417-A-102_First-Floor-Plan-and-Stair_rev3.dwg", False),
    ("2417-A-103_Roof-Plan_rev3.pdf", True),
    ("2417-A-103_Roof-Plan_rev3.dwg", True),
    ("2417-A-103_Roof-Plan_Rev4.pdf", False),
    ("2417-A-201_Elevations_rev1.pdf", True),
    ("2417-A-201_Elevations_rev2.pdf", False),
    ("2417-A-205_Revolving-Door-Detail_rev1.pdf", True),
    ("2417-A-205_Revolving-Door-Detail_rev2.pdf", False),
    ("2417-A-301_Sections_rev1.pdf", True),
    ("2417-A-301_Sections_REV2.pdf", False),
    ("transmittal_2025-03-07.pdf", False),
    ("client-comments_on_rev2_plans.docx", False),
]
SUB = [
    "superseded/2417-A-101_Ground-Floor-Plan_rev6.pdf",
    "superseded/2417-A-101_Ground-Floor-Plan_rev7.pdf",
    "superseded/2417-A-201_Elevations_rev0.pdf",
    "structural/2417-S-001_Foundations_rev1.pdf",
    "structural/2417-S-001_Foundations_rev2.pdf",
    "structural/2417-S-101_Ground-Beam-Layout_rev1.pdf",
    "issued/2025-03-07/2417-A-101_Ground-Floor-Plan_rev9.pdf",
    "issued/2025-03-07/2417-A-201_Elevations_rev1.pdf",
]

REGISTER = """drawing,title,current_rev,status,last_issued
2417-A-100,Location Plan,1,Planning,2024-10-02
2417-A-101,Ground Floor Plan,9,Tender,2025-03-07
2417-A-101A,Ground Floor Furniture Layout,2,Information,2025-02-19
2417-A-102,First Floor Plan and Stair,3,Tender,2025-02-19
2417-A-103,Roof Plan,4,Tender,2025-02-26
2417-A-201,Elevations,1,Planning,2025-03-07
2417-A-205,Revolving Door Detail,2,Tender,2025-02-26
2417-A-301,Sections,2,Tender,2025-02-26
"""

README = """Mill Lane (job 2417) - drawings
Files are named <job>-<drawing number>_<title>_rev<n>.<ext> and exported as PDF (and DWG for the CAD ones).
The drawing number identifies the drawing; titles sometimes change between revisions.
drawing-register.csv is updated when we issue a transmittal.
"""


def content(name):
    if name.endswith(".dwg"):
        return "AC1032\x00\x00\x00\x00 %s\n" % name
    if name.endswith(".docx"):
        return "PK placeholder %s\n" % name
    return "%%PDF-1.7\n%% %s\n1 0 obj << /Type /Catalog >> endobj\n%%%%EOF\n" % name


if __name__ == "__main__":
    ws, kb = setup_args()
    d = os.path.join(ws, D)
    for name, _ in LOOSE:
        write(os.path.join(d, name), content(name))
    for rel in SUB:
        write(os.path.join(d, rel), content(os.path.basename(rel) + " (" + rel.split("/")[0] + ")"))
    write(os.path.join(d, "drawing-register.csv"), REGISTER)
    write(os.path.join(d, "README.txt"), README)
