import datetime, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()


def letter(total, plan, pp_cost, when, rev):
    doc = ek.new_doc()
    cp = doc.core_properties
    cp.author = "Ashgrove Primary School Office"
    cp.title = "Year 6 residential letter"
    cp.created = cp.modified = when
    cp.last_modified_by = "Ashgrove Primary School Office"
    cp.revision = rev
    ek.add_heading(doc, "Year 6 Residential Trip - Hawkshead Outdoor Centre", 1)
    ek.add_par(doc, "Dear Parents and Carers,")
    ek.add_par(doc, ["We are delighted to confirm that Year 6 will be going to Hawkshead Outdoor Centre from ",
                     ("Monday 12 May to Wednesday 14 May 2025", "b"),
                     ". Activities include canoeing, ghyll scrambling, orienteering and a night walk."])
    ek.add_par(doc, ["The total cost per child is ", ("\u00a3%d" % total, "b"),
                     ", which covers coach travel, two nights' full board, all activities and specialist instruction."])
    ek.add_heading(doc, "Payment plan", 2)
    ek.add_table(doc, [["Instalment", "Amount", "Due by"]] + plan)
    ek.add_par(doc, ["Payments can be made on ParentPay. ",
                     ("If a payment date is going to be difficult, please speak to Mrs Okoro in the office in confidence.", "i")])
    ek.add_par(doc, "Families eligible for Pupil Premium pay a reduced cost of \u00a3%d in total; the school covers the rest." % pp_cost)
    ek.add_par(doc, "A kit list and medical form will follow after Easter. Places are confirmed once the deposit is paid.")
    ek.add_par(doc, "Yours sincerely,")
    ek.add_par(doc, [("Mr D. Whitlock", "b")])
    ek.add_par(doc, "Year 6 Team Leader")
    return doc


final = letter(285, [["Deposit", "\u00a360", "Friday 17 January 2025"],
                     ["Second instalment", "\u00a3110", "Friday 14 February 2025"],
                     ["Final instalment", "\u00a3115", "Friday 21 March 2025"]],
               140, datetime.datetime(2025, 1, 8, 15, 20, 0), 5)
draft = letter(265, [["Deposit", "\u00a360", "Friday 17 January 2025"],
                     ["Second instalment", "\u00a3100", "Friday 7 February 2025"],
                     ["Final instalment", "\u00a3105", "Friday 14 March 2025"]],
               130, datetime.datetime(2024, 12, 2, 10, 5, 0), 2)
ek.save_docx(final, os.path.join(ws, "letters", "Y6_residential_letter_FINAL.docx"))
ek.save_docx(draft, os.path.join(ws, "letters", "drafts", "Y6_residential_letter_v1.docx"))
ek.write(os.path.join(ws, "letters", "drafts", "notes.txt"),
         "v1 prices were from the 2024 Hawkshead quote - centre put prices up in December, see FINAL.\n")
