import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
DOM = "student.holmbridge.ac.uk"
ROSTER = [("4019", "Adeyemi", "Tolu", "t.adeyemi"), ("4021", "Patel", "Anjali", "a.patel21"),
          ("4023", "Brennan", "Cian", "c.brennan"), ("4027", "Nowak", "Zofia", "z.nowak"),
          ("4029", "Patel", "Rohan", "r.patel"), ("4031", "Hughes", "Megan", "m.hughes"),
          ("4033", "Fitzgerald", "Liam", "l.fitzgerald"), ("4035", "O'Neill", "Aoife", "a.oneill"),
          ("4038", "Szabo", "Bence", "b.szabo"), ("4040", "Mensah", "Kofi", "k.mensah")]
ek.write(os.path.join(ws, "roster.csv"), "candidate_no,surname,first_name,email\n" +
         "".join('%s,"%s",%s,%s@%s\n' % (c, s, f, e, DOM) for c, s, f, e in ROSTER))

# upload_id, email, uploaded_at (dd/mm/yyyy hh:mm, as the VLE exports it), original file name
UPLOADS = [
    ("U-5E12", "t.adeyemi", "12/03/2025 19:40", "Adeyemi coursework.pdf"),
    ("U-6A90", "a.patel21", "14/03/2025 11:05", "coursework_final.pdf"),
    ("U-3D77", "c.brennan", "13/03/2025 21:13", "brennan_CW.pdf"),
    ("U-9C41", "z.nowak", "10/03/2025 17:30", "nowak_coursework.pdf"),
    ("U-2B07", "z.nowak", "14/03/2025 16:02", "nowak_coursework(1).pdf"),
    ("U-8F25", "z.nowak", "16/03/2025 08:31", "nowak_coursework(2).pdf"),
    ("U-4C18", "r.patel", "14/03/2025 23:20", "coursework_final.pdf"),
    ("U-7A02", "m.hughes", "11/03/2025 14:48", "Hughes_M.pdf"),
    ("U-1F64", "L.Fitzgerald", "13/03/2025 20:02", "LiamF coursework.pdf"),
    ("U-6E33", "a.oneill", "14/03/2025 09:55", "aoife_cw_final.pdf"),
    ("U-0D59", "b.szabo", "14/03/2025 22:11", "szabo.pdf"),
    ("U-9A70", "k.mensah", "28/02/2025 10:15", "mensah_plan.pdf"),
    ("U-3B46", "k.mensah", "13/03/2025 09:10", "mensah_cw.pdf"),
    ("U-2C88", "k.mensah", "13/03/2025 22:47", "mensah_cw_v2.pdf"),
]
ek.write(os.path.join(ws, "upload_log.csv"), "upload_id,email,uploaded_at,original_filename\n" +
         "".join("%s,%s@%s,%s,%s\n" % (u, e, DOM, t, n) for u, e, t, n in sorted(UPLOADS)))
os.makedirs(os.path.join(ws, "uploads"), exist_ok=True)
for u, e, t, n in UPLOADS:
    with open(os.path.join(ws, "uploads", u + ".pdf"), "wb") as f:
        f.write(("%%PDF-1.4\n%% VLE upload %s\n1 0 obj << /Title (%s) /Author (%s) >> endobj\n"
                 "%% uploaded %s\n%%%%EOF\n" % (u, n, e, t)).encode("utf-8"))

ek.write(os.path.join(ws, "moderation_request.txt"), """From: moderation@exams-wjb.example
Subject: Centre 48213 - GCSE Computer Science NEA - moderation sample

Dear Exams Officer,

Please submit the marked work for the following candidates by 2 May:

    4021, 4027, 4033, 4035, 4040

Send the final version each candidate submitted for marking (the deadline at your centre was
14 March 2025, 23:59). Files should be named with the candidate number and surname.

Regards,
Moderation Team
""")
ek.write(os.path.join(ws, "notes.txt"),
         "NEA admin\n- VLE export: upload_log.csv (times are UK format dd/mm/yyyy)\n"
         "- uploads/ = raw files named by upload id. Do NOT rename or delete these, they are our audit copy.\n"
         "- Anything uploaded after the deadline was not marked.\n")
