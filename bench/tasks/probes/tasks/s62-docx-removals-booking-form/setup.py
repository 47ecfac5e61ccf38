import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

LABELS = ["Job reference", "Customer name", "Contact phone", "Collection address", "Delivery address",
          "Move date", "Number of boxes", "Large items", "Access / parking notes"]


def form(values):
    doc = ek.new_doc()
    ek.add_heading(doc, "Peak Movers - Booking form", 0)
    ek.add_par(doc, ["Office use. One form per job; save as ", ("<surname>_booking.docx", "b"),
                     " in the forms folder and email a PDF copy to the crew leader."])
    ek.add_table(doc, [[[(l, "b")], v] for l, v in zip(LABELS, values)], bold_header=False)
    ek.add_par(doc, "")
    ek.add_par(doc, [("Deposit: ", "b"), "25% on booking, balance on the day. ",
                     ("Cancellation within 7 days of the move: deposit not refunded.", "i")])
    return doc


ek.save_docx(form([""] * len(LABELS)), os.path.join(ws, "forms", "booking_form_blank.docx"))
ek.save_docx(form(["PM-2025-061", "Ravi Patel", "07700 900233", "22 Orchard Way, Belper DE56 1LP",
                   "Flat 3, 9 Bridge Street, Derby DE1 3LA", "Sat 10 May 2025", "25",
                   "Sofa, double bed, washing machine", "Flat is 2nd floor, no lift"]),
            os.path.join(ws, "forms", "patel_booking.docx"))

ek.write(os.path.join(ws, "enquiries", "hendry_whatsapp.txt"), """WhatsApp chat with Fiona Hendry (+44 7700 900418)

[28/04/2025, 19:02] Fiona Hendry: Hi, we're moving house and a friend recommended you. We're going from 14 Larch Close, Derby DE22 3JT to 7 Ashgrove Road, Matlock DE4 3FN
[28/04/2025, 19:03] Fiona Hendry: Thinking Friday 13 June if you have space?
[28/04/2025, 19:05] Fiona Hendry: About 30 boxes, plus a piano (upright), a big oak wardrobe and the usual beds/sofa
[29/04/2025, 08:41] Peak Movers: Hi Fiona, thanks for getting in touch! 13 June is free at the moment. Is there parking outside both places?
[29/04/2025, 12:15] Fiona Hendry: Our drive takes a van. At the new place it's a narrow lane, park on the road at the bottom
[06/05/2025, 21:37] Fiona Hendry: Bad news, completion has been pushed back. Could we do Saturday 21 June instead?
[07/05/2025, 09:02] Peak Movers: No problem, Saturday 21 June is fine, I'll move you over.
[12/05/2025, 18:20] Fiona Hendry: Also sorry, I gave you the wrong address! It's 7 Ashgrove Terrace not Road (same postcode, DE4 3FN)
[12/05/2025, 18:22] Fiona Hendry: And we've packed more than I thought, call it 42 boxes
[12/05/2025, 18:40] Peak Movers: Thanks Fiona, all noted. I'll send the booking confirmation this week.
""")
ek.write(os.path.join(ws, "enquiries", "okoro_whatsapp.txt"), """WhatsApp chat with Chidi Okoro (+44 7700 900876)

[02/05/2025, 10:11] Chidi Okoro: Hello, quote for a 1 bed flat move please, 5 Canal Wharf, Derby DE1 2PS to 31 Hill Rise, Ashbourne DE6 1AA
[02/05/2025, 10:12] Chidi Okoro: Saturday 21 June ideally, around 20 boxes
[02/05/2025, 11:30] Peak Movers: Hi Chidi, 21 June we're booked I'm afraid, could you do Sunday 22nd?
""")
