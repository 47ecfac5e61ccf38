import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
import re
from docx import Document

ws, ev = ek.solve_args()
chat = ek.read(os.path.join(ws, "enquiries", "hendry_whatsapp.txt"))
head = chat.splitlines()[0]
m = re.match(r"WhatsApp chat with (.+?) \((\+44[\d ]+)\)", head)
name, phone = m.group(1), m.group(2)
phone = "0" + re.sub(r"\D", "", phone)[2:]
phone = "%s %s" % (phone[:5], phone[5:])

msgs = re.findall(r"^\[(\d{2})/(\d{2})/(\d{4}), [\d:]+\] ([^:]+): (.*)$", chat, re.M)
year = msgs[0][2]
collection = delivery = date = boxes = None
for dd, mm, yy, who, text in msgs:
    a = re.search(r"from (\d+ [^,]+, \w+ [A-Z]{2}\d+ \d[A-Z]{2}) to (\d+ [^,]+, \w+ [A-Z]{2}\d+ \d[A-Z]{2})", text)
    if a:
        collection, delivery = a.group(1), a.group(2)
    fix = re.search(r"[Ii]t's (\d+ \w+ \w+) not (\w+)", text)
    if fix and delivery:  # address correction: "It's 7 Ashgrove Terrace not Road"
        num_street = fix.group(1)
        delivery = re.sub(r"^\d+ \w+ %s" % fix.group(2), num_street, delivery)
    d = re.search(r"\b((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day) (\d{1,2}) (January|February|March|April|May|June|July|"
                  r"August|September|October|November|December)\b", text)
    if d:  # later messages supersede earlier ones (the crew confirmed the new date)
        date = "%s %s %s %s" % (d.group(1)[:3], d.group(2), d.group(3), year)
    b = re.search(r"(\d+) boxes", text)
    if b:
        boxes = b.group(1)

values = {
    "Job reference": "",
    "Customer name": name,
    "Contact phone": phone,
    "Collection address": collection,
    "Delivery address": delivery,
    "Move date": date,
    "Number of boxes": boxes,
    "Large items": "Upright piano, large oak wardrobe, beds, sofa",
    "Access / parking notes": "Collection: van fits on the drive. Delivery: narrow lane - park on the road at the bottom.",
}
doc = Document(os.path.join(ws, "forms", "booking_form_blank.docx"))
for row in doc.tables[0].rows:
    label = row.cells[0].text.strip()
    if label in values and values[label]:
        p = row.cells[1].paragraphs[0]
        if p.runs:
            p.runs[0].text = values[label]
            for r in p.runs[1:]:
                r.text = ""
        else:
            p.add_run(values[label])
doc.save(os.path.join(ws, "forms", "hendry_booking.docx"))
print(values)
