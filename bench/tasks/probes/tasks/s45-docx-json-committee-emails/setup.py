import datetime
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import RGBColor
from evalkit import *

OFFICERS = [
    ("Chair", "Dr Meera Shah", "meera.shah@btinternet.com", "07700 900121"),
    ("Secretary", "Chris Allen", "chris.allen@fenwickads.org.uk", "07700 900342"),
    ("Treasurer", "Jane Okoro", "Jane.Okoro@gmail.com", "07700 900563"),
    ("Membership secretary", "Bob Turner", "bob.turner@talktalk.net", "01632 960718"),
    ("Productions manager", "Sam Wood", "sam.wood@hotmail.co.uk", "07700 900784"),
]
COOPTED = [
    ("Wardrobe", "Pete Hughes", "pete.h@outlook.com", "07700 900815"),
    ("Publicity", "Lily Tran", "@lily.tran@fenwickads.org.uk", "07700 900926"),
    ("Youth theatre liaison", "Ade Bankole", "@ade.bankole@gmail.com", "07700 900237"),
]
CONTACTS = [
    ("Corn Exchange bookings", "Karen Webb", "bookings@cornexchange.example", "01632 960101"),
    ("Lighting hire (StageLite)", "Tom Reyes", "hire@stagelite.example", "01632 960555"),
]

MEMBERS = [
    {"member_id": "M0099", "first_name": "Robert", "last_name": "Turner", "known_as": "Bob",
     "email": "rturner58@talktalk.net", "status": "current", "joined": "1996-09-01"},
    {"member_id": "M0142", "first_name": "Chris", "last_name": "Allen", "email": "chris.allen@fenwickads.org.uk",
     "status": "lapsed", "joined": "2009-01-15"},
    {"member_id": "M0150", "first_name": "Jane", "last_name": "Okoro", "email": "jane.okoro@gmail.com",
     "status": "current", "joined": "2011-03-02"},
    {"member_id": "M0201", "first_name": "Meera", "last_name": "Shah", "title": "Dr", "email": "meera.shah@gmail.com",
     "status": "current", "joined": "2014-10-20"},
    {"member_id": "M0233", "first_name": "Gwen", "last_name": "Pryce", "email": "gwen.pryce@btinternet.com",
     "status": "current", "joined": "2015-05-11"},
    {"member_id": "M0305", "first_name": "Peter", "last_name": "Hughes", "known_as": "Pete",
     "email": "pete.h@outlook.com ", "status": "current", "joined": "2018-02-07"},
    {"member_id": "M0333", "first_name": "Lily", "last_name": "Tran", "email": "lily.tran@yahoo.com",
     "status": "current", "joined": "2019-09-30"},
    {"member_id": "M0347", "first_name": "Owen", "last_name": "Marsh", "email": "owen.marsh@gmail.com",
     "status": "lapsed", "joined": "2019-11-04"},
    {"member_id": "M0360", "first_name": "Adebayo", "last_name": "Bankole", "known_as": "Ade",
     "email": "Ade.Bankole@gmail.com", "status": "current", "joined": "2020-01-13"},
    {"member_id": "M0388", "first_name": "Chris", "last_name": "Allen", "email": "callen.theatre@gmail.com",
     "status": "current", "joined": "2021-09-06"},
    {"member_id": "M0410", "first_name": "Sam", "last_name": "Wood", "email": "sam.wood@hotmail.co.uk ",
     "status": "current", "joined": "2022-04-25"},
    {"member_id": "M0412", "first_name": "Samantha", "last_name": "Wood", "email": "sam.wood.design@gmail.com",
     "status": "current", "joined": "2022-05-09"},
    {"member_id": "M0431", "first_name": "Hugh", "last_name": "Denning", "email": "hugh.denning@outlook.com",
     "status": "current", "joined": "2023-09-18"},
]


def email_cell(doc, cell, addr):
    p = cell.paragraphs[0]
    if not addr.startswith("@"):
        p.add_run(addr)
        return
    addr = addr[1:]
    rid = doc.part.relate_to("mailto:" + addr, RT.HYPERLINK, is_external=True)
    h = OxmlElement("w:hyperlink")
    h.set(qn("r:id"), rid)
    p._p.append(h)
    from docx.text.run import Run
    r = OxmlElement("w:r")
    h.append(r)
    run = Run(r, p)
    run.text = addr
    run.underline = True
    run.font.color.rgb = RGBColor(0x05, 0x63, 0xC1)


def table(doc, rows):
    t = add_table(doc, [["Role", "Name", "Email", "Phone"]] + [[r[0], r[1], "", r[3]] for r in rows])
    for i, r in enumerate(rows, start=1):
        email_cell(doc, t.cell(i, 2), r[2])


if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2024, 6, 12, 20, 30, 0)
    cp.author = cp.last_modified_by = "Chris Allen"
    add_heading(d, "Fenwick Amateur Dramatic Society \u2013 committee contacts 2024\u201325", 0)
    add_par(d, ["Elected at the AGM on 4 June 2024. General enquiries: ", ("committee@fenwickads.org.uk", "u"), "."])
    add_heading(d, "Officers", 1)
    table(d, OFFICERS)
    add_heading(d, "Co-opted members", 1)
    table(d, COOPTED)
    add_heading(d, "Useful contacts (not members)", 1)
    table(d, CONTACTS)
    add_par(d, [("Please keep this sheet within the committee.", "i")])
    save_docx(d, os.path.join(ws, "committee_contacts.docx"))
    write(os.path.join(ws, "members.json"),
          json.dumps({"exported": "2025-06-02T08:15:00Z", "source": "MemberHub", "members": MEMBERS}, indent=2))
