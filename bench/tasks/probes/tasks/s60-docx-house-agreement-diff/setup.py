import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()


def build(path, year, signed, quiet, broadband, bins):
    d = ek.new_doc()
    ek.add_heading(d, "14 Carlton Terrace - house agreement %s" % year, 1)
    ek.add_par(d, ["Between the four of us living at 14 Carlton Terrace: Alex Mwangi, Bethan Rees, "
                   "Chris Lai and Dani Novak. Agreed and signed on ", (signed, "b"), "."])
    ek.add_heading(d, "1. Rent", 2)
    ek.add_par(d, "1.1 Rent is £2,140 a month in total, £535 each, paid by standing order to the letting agent "
                  "(Hallam Lettings) on the 1st of each month.", style="Normal")
    ek.add_par(d, "1.2 If someone is late with their share, the others are not expected to cover it for more than 7 days.")
    ek.add_heading(d, "2. Bills", 2)
    ek.add_par(d, "2.1 Bills are paid from the joint bills account. Each of us pays in our share by the 5th of each month.")
    ek.add_table(d, [
        ["Bill", "Monthly total", "Each", "Paid to"],
        ["Electricity and gas", "£148.00", "£37.00", "Octopus Energy"],
        ["Water", "£46.00", "£11.50", "Yorkshire Water"],
        ["Broadband", broadband[0], broadband[1], "Community Fibre"],
        ["TV licence", "£14.12", "£3.53", "TV Licensing"],
        ["Cleaner (fortnightly)", "£60.00", "£15.00", "Sparkle & Co"],
    ])
    ek.add_par(d, "2.2 Council tax: we are four students, so the house is exempt. Anyone who stops being a student "
                  "must tell the others straight away.")
    ek.add_heading(d, "3. Living together", 2)
    ek.add_par(d, "3.1 Quiet hours are from %s to 07:00 on weeknights and from 00:30 to 09:00 at weekends." % quiet)
    ek.add_par(d, "3.2 Guests can stay up to 3 nights in a row; longer stays need everyone's agreement.")
    ek.add_par(d, "3.3 The recycling and general waste bins go out on %s night; whoever is on the rota that week "
                  "brings them back in." % bins)
    ek.add_par(d, "3.4 Shared food (milk, bread, loo roll, washing-up liquid) comes out of a kitty of £10 each a month.")
    ek.add_par(d, "3.5 The cleaning rota is on the fridge and swaps every Monday.")
    ek.add_heading(d, "4. Deposit and leaving", 2)
    ek.add_par(d, "4.1 The deposit is £2,470, protected with the DPS. Damage caused by one person comes out of that person's share.")
    ek.add_par(d, "4.2 Anyone who wants to leave early finds a replacement the others are happy with and gives 2 months' notice.")
    ek.add_par(d, [("Signed: ", "b"), "A. Mwangi, B. Rees, C. Lai, D. Novak"])
    ek.save_docx(d, path)


build(os.path.join(ws, "house_agreement_2024-25.docx"), "2024-25", "1 September 2024", "23:00",
      ("£32.00", "£8.00"), "Wednesday")
build(os.path.join(ws, "house_agreement_2025-26.docx"), "2025-26", "6 September 2025", "22:30",
      ("£38.00", "£9.50"), "Thursday")
ek.write(os.path.join(ws, "notes.txt"), "Reminder: Hallam Lettings inspection 14 October.\n"
         "Ask landlord about the bathroom extractor fan again.\n")
