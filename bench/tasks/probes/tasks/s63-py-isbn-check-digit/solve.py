import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()

p = os.path.join(ws, "bookstall", "isbn.py")
src = ek.read(p)
# normalize() dropped the X check digit along with the hyphens, so ISBN-10s ending in X could never validate.
old = 'return re.sub(r"[^0-9]", "", str(isbn))'
new = 'return re.sub(r"[^0-9X]", "", str(isbn).upper())'
assert src.count(old) == 1
ek.write(p, src.replace(old, new))
ek.emit(ev, answer="Fixed bookstall/isbn.py: normalize() stripped the X check digit (upper or lower case), so ISBN-10s "
        "ending in X failed validation. It now keeps X (upper-cased); the test suite passes.", artifacts=["bookstall/isbn.py"])
