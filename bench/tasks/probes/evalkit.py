"""Shared helpers for the ncurator evaluation suite.

Every task script (setup.py, check.py, solve.py) lives in <suite>/<split>/<task-id>/
and imports this module from the suite root (two levels up).  Only the Python
standard library and python-docx are needed.
"""
import atexit
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile

SUITE_ROOT = os.path.dirname(os.path.abspath(__file__))


# --------------------------------------------------------------------------
# generic script entry points
# --------------------------------------------------------------------------
class Fail(Exception):
    pass


def require(cond, msg):
    if not cond:
        raise Fail(msg)


def setup_args():
    """Return (WS, KBDOCS) for setup.py; both are created. KBDOCS may be None."""
    if len(sys.argv) < 2:
        sys.exit("usage: python setup.py WS [KBDOCS]")
    ws = os.path.abspath(sys.argv[1])
    kb = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else None
    os.makedirs(ws, exist_ok=True)
    if kb:
        os.makedirs(kb, exist_ok=True)
    return ws, kb


def run_check(fn):
    """Run check function fn(ws, events_path) -> optional message.

    fn raises Fail(msg) (via require) on failure.  Prints exactly one line and
    exits 0 (pass) or 1 (fail)."""
    if len(sys.argv) < 3:
        print("FAIL: usage: python check.py WS EVENTS_JSONL")
        sys.exit(1)
    ws = os.path.abspath(sys.argv[1])
    ev = os.path.abspath(sys.argv[2])
    try:
        msg = fn(ws, ev)
    except Fail as e:
        print("FAIL: " + " ".join(str(e).split()))
        sys.exit(1)
    except Exception as e:  # any crash while checking is a failure
        print("FAIL: error while checking: %s: %s" % (type(e).__name__, " ".join(str(e).split())[:300]))
        sys.exit(1)
    print("PASS: " + (msg or "ok"))
    sys.exit(0)


def solve_args():
    ws = os.path.abspath(sys.argv[1])
    ev = os.path.abspath(sys.argv[2])
    return ws, ev


def emit(ev_path, answer=None, artifacts=()):
    """Append fake agent events (file_artifact + answer_completed) to ev_path."""
    with open(ev_path, "a", encoding="utf-8") as f:
        for a in artifacts:
            f.write(json.dumps({"type": "file_artifact", "path": a}) + "\n")
        if answer is not None:
            f.write(json.dumps({"type": "answer_completed", "text": answer}) + "\n")


def write(path, text, newline_at_end=True):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    if newline_at_end and text and not text.endswith("\n"):
        text += "\n"
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def read(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()


_PRISTINE = {}


def pristine(task_file):
    """Run this task's setup.py into a temp dir; return (ws, kbdocs) paths.

    Used by checks to compare against the untouched originals."""
    task_dir = os.path.dirname(os.path.abspath(task_file))
    if task_dir in _PRISTINE:
        return _PRISTINE[task_dir]
    tmp = tempfile.mkdtemp(prefix="pristine-")
    atexit.register(shutil.rmtree, tmp, True)
    ws, kb = os.path.join(tmp, "ws"), os.path.join(tmp, "kb")
    subprocess.run([sys.executable, os.path.join(task_dir, "setup.py"), ws, kb],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _PRISTINE[task_dir] = (ws, kb)
    return ws, kb


def same_file(a, b):
    if not (os.path.isfile(a) and os.path.isfile(b)):
        return False
    with open(a, "rb") as fa, open(b, "rb") as fb:
        return fa.read() == fb.read()


def list_files(root):
    """Sorted relative paths of all regular files under root."""
    out = []
    for dp, dn, fn in os.walk(root):
        for n in fn:
            out.append(os.path.relpath(os.path.join(dp, n), root).replace(os.sep, "/"))
    return sorted(out)


def require_tree(pws, ws, target, scope):
    """Workspace must equal the pristine one after moving each pristine file p to
    target(p).  Under the folder `scope` the file set must match exactly; outside
    it, pristine files must still be there unchanged but extra files (scratch
    scripts an agent may leave) are tolerated."""
    src = list_files(pws)
    expected = {target(p): p for p in src}
    actual = set(list_files(ws))
    inside = lambda p: p.startswith(scope.rstrip("/") + "/")
    missing = sorted(set(expected) - actual)
    extra = sorted(p for p in actual - set(expected) if inside(p))
    require(not missing, "missing files: %s" % ", ".join(missing))
    require(not extra, "unexpected files in %s: %s" % (scope, ", ".join(extra)))
    for dst, p in expected.items():
        require(same_file(os.path.join(pws, p), os.path.join(ws, dst)), "content of %s changed" % dst)


# --------------------------------------------------------------------------
# events
# --------------------------------------------------------------------------
def read_events(path):
    evs = []
    if not path or not os.path.isfile(path):
        return evs
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            try:
                obj = json.loads(line)
            except ValueError:
                continue
            if isinstance(obj, dict):
                evs.append(obj)
    return evs


def answer_text(ev_path):
    """Text of all answer_completed events joined (usually exactly one)."""
    return "\n".join(str(e.get("text") or "") for e in read_events(ev_path)
                     if e.get("type") == "answer_completed")


def artifacts(ev_path):
    return [str(e.get("path")) for e in read_events(ev_path)
            if e.get("type") == "file_artifact" and e.get("path")]


def require_answer(ev_path):
    ans = answer_text(ev_path)
    require(ans.strip(), "no answer_completed text in events")
    return ans


# --------------------------------------------------------------------------
# tolerant text matching
# --------------------------------------------------------------------------
_TRANS = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"',
                        "\u2013": "-", "\u2014": "-", "\u2212": "-", "\u00a0": " ",
                        "\u202f": " "})


def norm(s):
    s = (s or "").translate(_TRANS).lower()
    s = s.replace("**", "").replace("`", "")
    return re.sub(r"\s+", " ", s).strip()


def has_phrase(text, phrase):
    """Case/whitespace-insensitive substring match (markdown ** and ` ignored)."""
    return norm(phrase) in norm(text)


def has_word(text, word):
    """Case-insensitive match of word with non-word-character boundaries."""
    return re.search(r"(?<![\w])" + re.escape(norm(word)) + r"(?![\w])", norm(text)) is not None


NUMWORDS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
            "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
            "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
            "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20}


def numbers_in(text, words=True):
    """All numbers in text as floats. Thousands separators are removed; digits
    glued to letters (E1042, v5) are not numbers."""
    t = (text or "").translate(_TRANS)
    t = re.sub(r"(?<=\d)[,\u2009'](?=\d{3}(?!\d))", "", t)
    vals = [float(m) for m in re.findall(r"(?<![A-Za-z0-9_.])(\d+(?:\.\d+)?)(?![0-9])", t)]
    if words:
        for w in re.findall(r"[a-z]+", t.lower()):
            if w in NUMWORDS:
                vals.append(float(NUMWORDS[w]))
    return vals


def has_number(text, value, tol=1e-6, words=True):
    return any(abs(v - value) <= tol for v in numbers_in(text, words=words))


def parse_number(s):
    """'$1,234.50' -> 1234.5 ; returns None if no number."""
    t = (s or "").replace(",", "").replace("$", "").replace("\u20ac", "").strip()
    m = re.search(r"-?\d+(?:\.\d+)?", t)
    return float(m.group(0)) if m else None


def content_lines(text):
    """Non-empty lines, stripped, with list bullets / numbering removed."""
    out = []
    for line in (text or "").splitlines():
        s = line.strip()
        s = re.sub(r"^([-*\u2022]|\d+[.)]|\[[ xX]\])\s+", "", s)
        s = s.strip()
        if s:
            out.append(s)
    return out


def rel_ws_path(p, prefix=None):
    """Normalise a path written by an agent: strip ./ and leading slashes."""
    p = p.strip().strip("'\"`").replace("\\", "/")
    while p.startswith("./"):
        p = p[2:]
    return p


# --------------------------------------------------------------------------
# docx building
# --------------------------------------------------------------------------
def new_doc():
    from docx import Document
    return Document()


def _apply_fmt(run, fmt):
    fmt = fmt or ""
    if "b" in fmt:
        run.bold = True
    if "i" in fmt:
        run.italic = True
    if "u" in fmt:
        run.underline = True


def add_par(doc_or_cell, runs, style=None):
    """runs: a str, or a list of str / (text, fmt) where fmt is made of b,i,u."""
    p = doc_or_cell.add_paragraph(style=style) if style else doc_or_cell.add_paragraph()
    if isinstance(runs, str):
        runs = [runs]
    for r in runs:
        text, fmt = (r, "") if isinstance(r, str) else r
        _apply_fmt(p.add_run(text), fmt)
    return p


def add_heading(doc, text, level=1):
    return doc.add_heading(text, level=level)


def add_table(doc, rows, style="Table Grid", bold_header=True):
    """rows: list of lists; a cell may be str or list of (text, fmt) runs."""
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    try:
        t.style = style
    except Exception:
        pass
    for i, row in enumerate(rows):
        for j, val in enumerate(row):
            cell = t.cell(i, j)
            p = cell.paragraphs[0]
            runs = [val] if isinstance(val, str) else val
            for r in runs:
                text, fmt = (r, "") if isinstance(r, str) else r
                if i == 0 and bold_header:
                    fmt = (fmt or "") + "b"
                _apply_fmt(p.add_run(text), fmt)
    return t


def save_docx(doc, path):
    """Save with fixed zip timestamps so setup output is byte-deterministic."""
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    buf = io.BytesIO()
    doc.save(buf)
    buf.seek(0)
    with zipfile.ZipFile(buf) as zin, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=(1980, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zout.writestr(zi, zin.read(info.filename))


# --------------------------------------------------------------------------
# docx reading / comparing
# --------------------------------------------------------------------------
class Block:
    """A paragraph of the body or of a table cell, in document order."""

    def __init__(self, para, where):
        from docx.oxml.ns import qn
        from docx.text.run import Run
        self.para = para
        self.where = where          # "body" or (table_index, row, col)
        self.style = para.style.name if para.style is not None else ""
        chars = []
        for r in para._p.iter(qn("w:r")):
            run = Run(r, para)
            fmt = (bool(run.bold), bool(run.italic), bool(run.underline))
            for ch in run.text:
                chars.append((ch, fmt))
        self.chars = chars
        self.text = "".join(c for c, _ in chars)

    def __repr__(self):
        return "Block(%r, %r)" % (self.where, self.text)


def open_docx(path):
    from docx import Document
    require(os.path.isfile(path), "missing file %s" % os.path.basename(path))
    try:
        return Document(path)
    except Exception as e:
        raise Fail("%s is not a readable .docx (%s)" % (os.path.basename(path), e))


def blocks(path_or_doc):
    """All paragraphs (body + table cells) in document order."""
    from docx.oxml.ns import qn
    from docx.table import Table
    from docx.text.paragraph import Paragraph
    doc = open_docx(path_or_doc) if isinstance(path_or_doc, str) else path_or_doc
    out = []
    ti = 0
    for child in doc.element.body.iterchildren():
        if child.tag == qn("w:p"):
            out.append(Block(Paragraph(child, doc), "body"))
        elif child.tag == qn("w:tbl"):
            t = Table(child, doc)
            for ri, row in enumerate(t.rows):
                for ci, cell in enumerate(row.cells):
                    for p in cell.paragraphs:
                        out.append(Block(p, (ti, ri, ci)))
            ti += 1
    return out


def body_blocks(path_or_doc):
    return [b for b in blocks(path_or_doc) if b.where == "body"]


def doc_text(path):
    return "\n".join(b.text for b in blocks(path))


def tables(path):
    """List of tables as list-of-rows-of-cell-text."""
    doc = open_docx(path)
    return [[[c.text for c in row.cells] for row in t.rows] for t in doc.tables]


def headings(path):
    return [(b.style, b.text) for b in body_blocks(path) if b.style.lower().startswith("heading")]


def _fmt_sig(b):
    return [(c, f) for c, f in b.chars if not c.isspace()]


def same_block(a, b, check_style=True):
    if a.text != b.text:
        return False
    if check_style and a.style != b.style:
        return False
    return _fmt_sig(a) == _fmt_sig(b)


def require_same_doc(pristine_path, path, what=None):
    """Text, paragraph styles and bold/italic/underline of every char equal."""
    name = what or os.path.basename(path)
    A, B = blocks(pristine_path), blocks(path)
    require(len(A) == len(B), "%s was modified (paragraph count %d -> %d)" % (name, len(A), len(B)))
    for a, b in zip(A, B):
        require(same_block(a, b), "%s was modified (paragraph %r)" % (name, a.text[:60]))


def require_replaced(pristine_path, path, pairs, check_fmt=True):
    """path must equal pristine with every old->new replacement applied in every
    paragraph (body and tables); formatting of all untouched characters kept.

    pairs: list of (old, new) applied in order (non-overlapping olds)."""
    name = os.path.basename(path)
    A, B = blocks(pristine_path), blocks(path)
    require(len(A) == len(B), "%s: paragraph count changed (%d -> %d)" % (name, len(A), len(B)))
    for a, b in zip(A, B):
        # compute expected text and a char map from a -> expected positions
        text = a.text
        keep = []  # (src_index, dst_index) for untouched chars
        spans = []
        for old, new in pairs:
            i = text.find(old)
            while i != -1:
                spans.append((i, i + len(old), new))
                i = text.find(old, i + len(old))
        spans.sort()
        exp, pos, src = [], 0, 0
        for s, e, new in spans:
            if s < src:
                continue
            for k in range(src, s):
                keep.append((k, pos))
                exp.append(text[k])
                pos += 1
            exp.append(new)
            pos += len(new)
            src = e
        for k in range(src, len(text)):
            keep.append((k, pos))
            exp.append(text[k])
            pos += 1
        exp = "".join(exp)
        require(b.text == exp, "%s: expected paragraph %r, found %r" % (name, exp[:90], b.text[:90]))
        require(a.style == b.style, "%s: style of paragraph %r changed (%s -> %s)" % (name, exp[:50], a.style, b.style))
        if check_fmt:
            for k, d in keep:
                ch, f = a.chars[k]
                if ch.isspace():
                    continue
                require(b.chars[d][1] == f, "%s: formatting lost in paragraph %r near %r" % (name, exp[:60], exp[max(0, d - 10):d + 10]))


def require_inserted(pristine_path, path, index, check_new):
    """path must equal pristine plus exactly one new paragraph at block index
    `index` (in the result); check_new(block) validates it (raise Fail)."""
    name = os.path.basename(path)
    A, B = blocks(pristine_path), blocks(path)
    require(len(B) == len(A) + 1, "%s: expected exactly one new paragraph (had %d, now %d)" % (name, len(A), len(B)))
    require(0 <= index < len(B), "%s: bad index" % name)
    check_new(B[index])
    rest = B[:index] + B[index + 1:]
    for a, b in zip(A, rest):
        require(same_block(a, b), "%s: existing paragraph %r changed or out of place (found %r)" % (name, a.text[:60], b.text[:60]))


def require_cells_changed(pristine_path, path, expect):
    """expect: {(table, row, col): fn(text)->bool or str}. All other content equal."""
    name = os.path.basename(path)
    A, B = blocks(pristine_path), blocks(path)
    require(len(A) == len(B), "%s: paragraph count changed (%d -> %d)" % (name, len(A), len(B)))
    seen = set()
    for a, b in zip(A, B):
        require(a.where == b.where, "%s: document structure changed near %r" % (name, a.text[:60]))
        if a.where in expect:
            if a.where in seen:
                require(b.text.strip() == "", "%s: extra paragraph in cell %s" % (name, a.where))
                continue
            seen.add(a.where)
            want = expect[a.where]
            ok = want(b.text) if callable(want) else (b.text.strip() == want)
            require(ok, "%s: cell %s has %r" % (name, a.where, b.text))
        else:
            require(same_block(a, b), "%s: paragraph %r was changed (now %r)" % (name, a.text[:60], b.text[:60]))


def cell_blocks_text(path):
    """{(t, r, c): text} for all table cells (multi-paragraph cells joined by \n)."""
    out = {}
    for b in blocks(path):
        if b.where != "body":
            out[b.where] = (out[b.where] + "\n" + b.text) if b.where in out else b.text
    return out


# --------------------------------------------------------------------------
# docx editing (used by the reference solutions)
# --------------------------------------------------------------------------
def iter_paragraphs(doc):
    for p in doc.paragraphs:
        yield p
    for t in doc.tables:
        for row in t.rows:
            for cell in row.cells:
                for p in cell.paragraphs:
                    yield p


def replace_in_paragraph(p, old, new):
    """Replace across runs; replacement takes the formatting of the first run
    of each match; text outside matches keeps its runs."""
    from docx.oxml.ns import qn
    from docx.text.run import Run
    runs = [Run(r, p) for r in p._p.iter(qn("w:r"))]
    full = "".join(r.text for r in runs)
    starts, i = [], full.find(old)
    while i != -1:
        starts.append(i)
        i = full.find(old, i + len(old))
    for s in reversed(starts):
        e = s + len(old)
        offs, o = [], 0
        for r in runs:
            offs.append(o)
            o += len(r.text)
        fi = max(k for k in range(len(runs)) if offs[k] <= s and len(runs[k].text) > 0 and s < offs[k] + len(runs[k].text))
        li = max(k for k in range(len(runs)) if offs[k] < e and len(runs[k].text) > 0)
        ft = runs[fi].text
        if fi == li:
            runs[fi].text = ft[:s - offs[fi]] + new + ft[e - offs[fi]:]
        else:
            lt = runs[li].text
            runs[fi].text = ft[:s - offs[fi]] + new
            for k in range(fi + 1, li):
                runs[k].text = ""
            runs[li].text = lt[e - offs[li]:]
    return len(starts)


def replace_in_doc(doc, old, new):
    return sum(replace_in_paragraph(p, old, new) for p in iter_paragraphs(doc))


def insert_paragraph_after(paragraph, text, style=None):
    from docx.oxml import OxmlElement
    from docx.text.paragraph import Paragraph
    new_p = OxmlElement("w:p")
    paragraph._p.addnext(new_p)
    para = Paragraph(new_p, paragraph._parent)
    if style:
        para.style = style
    if text:
        para.add_run(text)
    return para


def set_cell_text(cell, text):
    """Set a cell's text keeping the first run's formatting."""
    p = cell.paragraphs[0]
    if p.runs:
        p.runs[0].text = text
        for r in p.runs[1:]:
            r.text = ""
    else:
        p.add_run(text)
    for extra in cell.paragraphs[1:]:
        extra._p.getparent().remove(extra._p)
