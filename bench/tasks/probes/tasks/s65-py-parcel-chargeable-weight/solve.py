import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
path = os.path.join(ws, "postage-quote", "quote", "pricing.py")
src = ek.read(path)

old = "    return round(weight * 2) / 2\n"
new = "    return math.ceil(weight * 2) / 2\n"
ek.require(src.count(old) == 1, "rounding line not found in pricing.py")
src = src.replace(old, new)
doc_end = src.index('"""', 3) + 3          # after the module docstring
src = src[:doc_end] + "\n\nimport math" + src[doc_end:]
ek.write(path, src)
