import os, re, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *

NEW = {"32.00": 35.0, "18.00": 20.0, "12.00": 13.0, "22.00": 24.0, "6.50": 7.0, "8.50": 9.5,
       "55.00": 60.5, "48.00": 53.0, "65.00": 71.5, "15.00": 16.5}
PRICE = re.compile(r"£\s?(\d+(?:\.\d{1,2})?)")


def canon(text):
    return PRICE.sub(lambda m: "£%.2f" % float(m.group(1)), text)


def fmt_outside_prices(block):
    spans = [m.span() for m in PRICE.finditer(block.text)]
    return [f for i, (c, f) in enumerate(block.chars)
            if not c.isspace() and not any(s <= i < e for s, e in spans)]


def check(ws, ev):
    pws, _ = pristine(__file__)
    require_same_doc(os.path.join(pws, "price_list.docx"), os.path.join(ws, "price_list.docx"), "original price_list.docx")
    out = os.path.join(ws, "price_list_2025.docx")
    require(os.path.isfile(out), "price_list_2025.docx missing")
    A, B = blocks(os.path.join(pws, "price_list.docx")), blocks(out)
    require(len(A) == len(B), "paragraph count changed (%d -> %d)" % (len(A), len(B)))
    for a, b in zip(A, B):
        exp = PRICE.sub(lambda m: "£%.2f" % NEW[m.group(1)], a.text).replace("2024", "2025")
        require(canon(b.text) == canon(exp), "expected %r, found %r" % (exp[:80], b.text[:80]))
        require(a.style == b.style, "style of %r changed" % exp[:50])
        require(fmt_outside_prices(a) == fmt_outside_prices(b), "formatting lost in %r" % exp[:60])
    return "prices raised and rounded, year updated, formatting kept"


run_check(check)
