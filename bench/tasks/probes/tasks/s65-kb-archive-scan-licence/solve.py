import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# From the knowledge base (not in the workspace): 2025 price list and 2025 licensing policy.
HIRES_SCAN = 8.00        # high-resolution 600 dpi TIFF, per image
HANDLING = 10.00         # per order
COMMERCIAL_LICENCE = 40.00   # commercial publication (books for sale), per image

ws, ev = ek.solve_args()
email = ek.read(os.path.join(ws, "enquiries", "2025-05-12_Kestrel_Books.txt"))
n = int(re.search(r"We'd like (\d+) of your photographs", email).group(1))
lo, hi = (int(x) for x in re.search(r"HM/PH/(\d+)-(\d+)", email).groups())
ek.require(hi - lo + 1 == n, "image count and reference range disagree")

scans, licences = n * HIRES_SCAN, n * COMMERCIAL_LICENCE
total = scans + licences + HANDLING
ek.emit(ev, answer=(
    f"Quote for Kestrel Books ({n} images, HM/PH/{lo:03d}-{hi:03d}), 2025 charges:\n"
    f"- {n} high-resolution scans (600 dpi TIFF) at \u00a3{HIRES_SCAN:.2f} = \u00a3{scans:.2f}\n"
    f"- {n} commercial reproduction licences (book for sale) at \u00a3{COMMERCIAL_LICENCE:.2f} = \u00a3{licences:.2f}\n"
    f"- handling charge \u00a3{HANDLING:.2f} per order\n"
    f"Total: \u00a3{total:.2f} (prices include VAT)."))
