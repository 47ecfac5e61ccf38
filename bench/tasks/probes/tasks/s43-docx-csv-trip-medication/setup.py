import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

CONSENT_Q = "I give consent for my child to attend the residential"
# file, name, class, dob, allergies, medication, diet, consent, parent
FORMS = [
    ("Hart_Amelia.docx", "Amelia Hart", "6B", "14/03/2014", "None", "None", "None", "Yes", "Claire Hart"),
    ("Bell_Oscar.docx", "Oscar Bell", "6A", "02/11/2013", "Peanuts (severe)",
     "Adrenaline auto-injector (EpiPen) x2 \u2013 one to be with a teacher at all times", "No nuts of any kind", "Yes", "Mark Bell"),
    ("Khan_Ruby.docx", "Ruby Khan", "6B", "21/07/2014", "Hay fever", "Cetirizine 10 mg, one tablet each morning",
     "Halal", "YES", "Saira Khan"),
    ("Fletcher_Noah.docx", "Noah Fletcher", "6A", "09/01/2014", "None", "n/a", "Vegetarian", "Yes", "Dan Fletcher"),
    ("Murray_Isla.docx", "Isla Murray", "6C", "30/05/2014", "None", "Salbutamol inhaler (blue), 2 puffs when needed",
     "None", "No \u2013 family holiday that week", "Fiona Murray"),
    ("Doyle_Freya.docx", "Freya Doyle", "6A", "17/08/2014", "Sticking plasters", "-", "None", "Yes", "Aoife Doyle"),
    ("Owusu_Jacob.docx", "Jacob Owusu", "6B", "05/12/2013", "None", "Melatonin 2 mg at bedtime (prescribed)", "None",
     "yes", "Ama Owusu"),
    ("Clarke_Mia.docx", "Mia Clarke", "6C", "11/02/2014", "None", "Ibuprofen if needed for headaches", "None", "", ""),
]
# older version of the form (different labels, class first, consent as a sentence table)
OLD_FORM = ("Leo Sandhu consent.docx", "Leo Sandhu", "6C", "23/06/2014", "Asthma",
            "Salbutamol inhaler, 2 puffs as needed", "None", "Yes ", "Harpreet Sandhu")


def header(d):
    cp = d.core_properties
    cp.created = cp.modified = datetime.datetime(2025, 5, 2, 15, 0, 0)
    cp.author = cp.last_modified_by = "Oakfield Primary School"
    add_heading(d, "Year 6 residential \u2013 Whitewater Activity Centre, 9\u201311 June 2025", 0)
    add_par(d, ["Please complete and return to the school office by ", ("Friday 16 May", "b"),
                ". Medicines must be handed to Mrs Price in their original packaging, labelled with your child's name."])


def form(f):
    _, name, cls, dob, allergy, med, diet, consent, parent = f
    d = new_doc()
    header(d)
    add_heading(d, "1. Pupil details", 1)
    add_table(d, [["Pupil name", name], ["Class", cls], ["Date of birth", dob]], bold_header=False)
    add_heading(d, "2. Medical information", 1)
    add_table(d, [["Allergies", allergy], ["Medication to be taken on the trip", med], ["Dietary needs", diet],
                  ["GP surgery", "Oakfield Health Centre" if name else ""]], bold_header=False)
    add_heading(d, "3. Consent", 1)
    add_table(d, [[CONSENT_Q, consent], ["Parent/carer name", parent], ["Signed", parent and "(signed)"],
                  ["Date", "6 May 2025" if parent else ""]], bold_header=False)
    return d


def old_form(f):
    _, name, cls, dob, allergy, med, diet, consent, parent = f
    d = new_doc()
    header(d)
    add_par(d, [("Child", "b")])
    add_table(d, [["Class", cls], ["Child's name", name], ["DOB", dob]], bold_header=False)
    add_par(d, [("Health", "b")])
    add_table(d, [["Medical conditions / allergies", allergy], ["Medicines (name, dose, when)", med],
                  ["Food", diet]], bold_header=False)
    add_par(d, [("Permission", "b")])
    add_table(d, [["Can your child attend? (Yes/No)", consent], ["Name of parent/carer", parent],
                  ["Signature", "(signed)"]], bold_header=False)
    return d


if __name__ == "__main__":
    ws, kb = setup_args()
    folder = os.path.join(ws, "consent_forms")
    for f in FORMS:
        save_docx(form(f), os.path.join(folder, f[0]))
    save_docx(old_form(OLD_FORM), os.path.join(folder, OLD_FORM[0]))
    save_docx(form(("", "", "", "", "", "", "", "", "")), os.path.join(folder, "consent_form_blank.docx"))
