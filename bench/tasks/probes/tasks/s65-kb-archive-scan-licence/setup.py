import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

ek.write(os.path.join(ws, "enquiries", "2025-05-12_Kestrel_Books.txt"),
         "From: picture desk, Kestrel Books Ltd\n"
         "Subject: Image request - 'Mills of the Calder Valley'\n\n"
         "We'd like 12 of your photographs of the Hebble Mill site (refs HM/PH/031-042) for a book we are\n"
         "publishing this autumn (retail, RRP GBP 25, print run 3,000). We need high-resolution files suitable\n"
         "for print. Could you send a quote for everything, including the reproduction licence?\n")
ek.write(os.path.join(ws, "enquiries", "2025-05-09_Dr_Lowe.txt"),
         "From: Dr A. Lowe\nSubject: scans for thesis\n\n"
         "Could I have standard scans of three letters from the Pollard papers (PP/2/14-16) for my PhD thesis?\n")

if kb:
    ek.write(os.path.join(kb, "calder_archives_reprographics_prices_2025.md"), """# Calder Valley Archives - Copying and scanning charges

From 1 April 2025 until further notice. All prices include VAT.

## Digital scans (supplied by download link)

| Service | Price |
|---|---|
| Standard scan, 300 dpi JPEG | £4.50 per image |
| High-resolution scan, 600 dpi TIFF (suitable for print) | £8.00 per image |
| Scan of outsize item (larger than A3) | £15.00 per image |

A handling charge of **£10 per order** is added to every order for scans, whatever its size.

## Photocopies

A4 black and white 40p, A3 60p. Self-service photography in the search room: £6 per day permit.

Reproduction in publications needs a licence in addition to these charges: see the Reproduction
licensing policy.
""")
    ek.write(os.path.join(kb, "calder_archives_reprographics_prices_2022.md"), """# Calder Valley Archives - Copying and scanning charges (2022)

Standard scan £3.50 per image. High-resolution scan £6.50 per image. Handling charge £7.50 per order.
Photocopies A4 30p.
""")
    ek.write(os.path.join(kb, "calder_archives_reproduction_licensing.md"), """# Reproduction licensing policy

Updated January 2025.

Copies supplied by the Archives are for private study and research. If you want to publish an image
from our collections, you need a reproduction licence for each image, as well as paying for the copy.

| Use | Licence fee per image |
|---|---|
| Private study, research, theses | no charge |
| Non-commercial publication (society journals, community newsletters, charity websites) | £15 |
| Commercial publication (books and magazines for sale, advertising, commercial websites) | £40 |
| Broadcast and film | by quotation |

One licence covers one edition in one format; reprints are covered, new editions need a new licence.
Credit line: "Reproduced by courtesy of Calder Valley Archives" with the reference number.
""")
    ek.write(os.path.join(kb, "calder_archives_opening_hours.md"), """# Opening hours

Tuesday to Friday 9:30-16:30, first Saturday of the month 10:00-13:00. Closed Mondays and bank
holidays. Documents must be ordered by 16:00 the day before your visit.
""")
