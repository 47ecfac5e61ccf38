import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx.enum.style import WD_STYLE_TYPE
from evalkit import *

# runs: (text, fmt) with fmt letters b/i/u plus s = strike, d = double strike, S = "Proposed deletion" char style
CLAUSES = [
    ("1 Parties and premises", [
        [("1.1 ", "b"), ("The Landlord lets and the Tenant takes Unit 4, Tannery Yard, Leeds LS9 8AH.", "")],
        [("1.2 ", "b"), ("The Premises include the right to use two parking spaces marked on Plan 2.", "")],
    ]),
    ("2 Term and rent", [
        [("2.1 ", "b"), ("The term is five years from 1 October 2025.", "")],
        [("2.2 ", "b"), ("The rent is \u00a318,500 a year, payable quarterly in advance on the usual quarter days.", "")],
        [("2.3 ", "bs"), ("The rent shall be reviewed upwards only on each anniversary of the term commencement "
                          "date ", "s"), ("by reference to the Retail Prices Index.", "s")],
        [("2.4 ", "b"), ("Interest on late rent runs at 4% above base rate.", "")],
    ]),
    ("3 Use", [
        [("3.1 ", "b"), ("The Tenant may use the Premises as a workshop and showroom only.", "")],
        [("3.2 ", "b"), ("The Tenant may also sell goods made on the Premises ", ""), ("to visiting customers", "u"),
         (".", "")],
    ]),
    ("4 Repair and decoration", [
        [("4.1 ", "bd"), ("The Tenant shall redecorate the interior in every third year of the term and in the last "
                          "year, however the term ends.", "d")],
        [("4.2 ", "b"), ("The Tenant shall keep the interior of the Premises in good repair, except for damage by "
                         "the insured risks.", "")],
    ]),
    ("5 Alterations and signs", [
        [("5.1 ", "b"), ("No structural alterations may be made without the Landlord's written consent.", "")],
        [("5.2 ", "bS"), ("The Tenant shall not display any sign or advertisement on the exterior of the Premises.",
                          "S")],
    ]),
    ("6 Insurance", [
        [("6.1 ", "b"), ("The Landlord shall insure the building against the insured risks.", "")],
        [("6.2 ", "b"), ("The Tenant shall pay the insurance rent within 14 days of demand.", "")],
        [("6.3 ", "b"), ("The Tenant shall insure its own stock and fittings", ""),
         (" and shall produce the policy to the Landlord on request", "s"), (".", "")],
    ]),
    ("7 Break clause", [
        [("7.1 ", "b"), ("The Tenant may end this lease on the third anniversary of the term by giving not less "
                         "than six months' written notice.", "")],
        [("7.2 ", "b"), ("The break only takes effect if the rent is paid up to date. (Solicitor's note: delete "
                         "clause 7.3 as it duplicates 7.2.)", "i")],
        [("7.3 ", "b"), ("Any break notice is void if rent is in arrears on the break date.", "")],
    ]),
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    st = d.styles.add_style("Proposed deletion", WD_STYLE_TYPE.CHARACTER)
    st.font.strike = True
    add_heading(d, "Lease of Unit 4, Tannery Yard \u2013 draft 3", 0)
    add_par(d, [("Mark-up key: ", "b"), ("struck-through text is proposed for deletion; ", "i"),
                ("underlined text", "iu"), (" is proposed new wording.", "i")])
    for head, paras in CLAUSES:
        add_heading(d, head, 1)
        for runs in paras:
            p = d.add_paragraph()
            for text, fmt in runs:
                r = p.add_run(text)
                r.bold = True if "b" in fmt else None
                r.italic = True if "i" in fmt else None
                r.underline = True if "u" in fmt else None
                if "s" in fmt:
                    r.font.strike = True
                if "d" in fmt:
                    r.font.double_strike = True
                if "S" in fmt:
                    r.style = st
    add_par(d, "Signed for the Landlord: ____________    Signed for the Tenant: ____________")
    save_docx(d, os.path.join(ws, "lease_draft.docx"))
