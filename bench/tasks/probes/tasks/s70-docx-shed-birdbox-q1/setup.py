import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()


def report(month, attendance, sales, materials, notes, draft=False):
    d = ek.new_doc()
    ek.add_heading(d, "Brookside Men's Shed - Monthly Report, %s%s" % (month, " (DRAFT)" if draft else ""), 1)
    ek.add_par(d, "Sessions: Tuesdays and Thursdays, 10:00-15:00. Average attendance this month: %d." % attendance)
    ek.add_heading(d, "Sales", 2)
    ek.add_table(d, [["Item", "Qty sold", "Income (£)"]] + sales)
    ek.add_heading(d, "Materials bought", 2)
    ek.add_table(d, [["Item", "Qty", "Cost (£)"]] + materials)
    ek.add_heading(d, "Notes", 2)
    for n in notes:
        ek.add_par(d, n)
    return d


R = os.path.join(ws, "reports")
ek.save_docx(report("December 2024", 11,
                    [["Bird box", "6", "72.00"], ["Bird table", "3", "75.00"], ["Christmas tree (wooden)", "14", "140.00"]],
                    [["Bird box timber (larch offcuts)", "1 bundle", "18.00"], ["Screws", "2 boxes", "9.50"]],
                    ["Christmas market at the church hall went well."]),
             os.path.join(R, "Shed_report_2024-12.docx"))
ek.save_docx(report("January 2025", 9,
                    [["Bird box", "7", "84.00"], ["Bat box", "2", "30.00"], ["Planter", "4", "60.00"]],
                    [["Bird box timber (larch offcuts)", "2 bundles", "36.00"], ["Exterior glue", "1", "7.20"]],
                    ["Bandsaw blade replaced.", "Bird boxes are £12 each."]),
             os.path.join(R, "Shed_report_2025-01.docx"))
ek.save_docx(report("February 2025", 12,
                    [["Bird box", "5", "60.00"], ["Hedgehog house", "3", "66.00"], ["Bird table", "1", "25.00"]],
                    [["Roofing felt", "1 roll", "14.99"]],
                    [["Correction to the January report: ", ("8 bird boxes were sold in January, not 7, so January bird box income was £96.00 (not £84.00).", "b"),
                      " The treasurer has updated the accounts."],
                     "Open day planned for 29 March."]),
             os.path.join(R, "Shed_report_2025-02.docx"))
ek.save_docx(report("March 2025", 14,
                    [["Bird box", "11", "132.00"], ["Bat box", "4", "60.00"], ["Bird table", "2", "50.00"], ["Planter", "6", "90.00"]],
                    [["Bird box timber (larch offcuts)", "3 bundles", "54.00"], ["Hinges", "20", "11.00"]],
                    ["Open day on 29 March: 11 bird boxes and 4 bat boxes sold on the day.", "Next month: RSPB nest box week stall."]),
             os.path.join(R, "Shed_report_2025-03.docx"))
ek.save_docx(report("March 2025", 14,
                    [["Bird box", "13", "156.00"], ["Bat box", "4", "60.00"], ["Planter", "6", "90.00"]],
                    [["Bird box timber (larch offcuts)", "3 bundles", "54.00"]],
                    ["Figures from the open day still being counted."], draft=True),
             os.path.join(R, "Shed_report_2025-03_DRAFT.docx"))
