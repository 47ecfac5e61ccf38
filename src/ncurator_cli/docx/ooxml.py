"""WordprocessingML vocabulary and the small lxml helpers every other module builds on.

The model of a paragraph used everywhere (ids, search, edits, validation) is its *visible text*: what
Word shows with tracked changes accepted-as-shown, i.e. inserted revisions included, deleted ones not.
It is computed from "atoms" — the text-bearing run children in document order — so an offset in the
text maps back to an exact XML element, which is what lets edits touch only the characters they mean.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass

from lxml import etree

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
R_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
PKG_REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships"
CT_NS = "http://schemas.openxmlformats.org/package/2006/content-types"
XML_NS = "http://www.w3.org/XML/1998/namespace"
MC_NS = "http://schemas.openxmlformats.org/markup-compatibility/2006"
STRICT_W_NS = "http://purl.oclc.org/ooxml/wordprocessingml/main"

NSMAP = {"w": W_NS, "r": R_NS}

RT_OFFICE_DOCUMENT = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"
RT_STRICT_OFFICE_DOCUMENT = "http://purl.oclc.org/ooxml/officeDocument/relationships/officeDocument"
RT_HEADER = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/header"
RT_FOOTER = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer"
RT_FOOTNOTES = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/footnotes"
RT_ENDNOTES = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/endnotes"
RT_COMMENTS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments"
RT_STYLES = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles"

CT_WML_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"
CT_COMMENTS = "application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml"


def qn(tag: str) -> str:
    """``"w:p"`` → Clark notation ``"{ns}p"``."""
    prefix, local = tag.split(":")
    return f"{{{_PREFIXES[prefix]}}}{local}"


_PREFIXES = {"w": W_NS, "r": R_NS, "xml": XML_NS, "mc": MC_NS}

# Tags, precomputed: comparisons against these strings are the hot path of every walk.
W_BODY = qn("w:body")
W_P = qn("w:p")
W_PPR = qn("w:pPr")
W_PSTYLE = qn("w:pStyle")
W_R = qn("w:r")
W_RPR = qn("w:rPr")
W_T = qn("w:t")
W_TAB = qn("w:tab")
W_PTAB = qn("w:ptab")
W_BR = qn("w:br")
W_CR = qn("w:cr")
W_NOBREAKHYPHEN = qn("w:noBreakHyphen")
W_SOFTHYPHEN = qn("w:softHyphen")
W_LASTRENDERED = qn("w:lastRenderedPageBreak")
W_DELTEXT = qn("w:delText")
W_INSTRTEXT = qn("w:instrText")
W_DELINSTRTEXT = qn("w:delInstrText")
W_INS = qn("w:ins")
W_DEL = qn("w:del")
W_MOVEFROM = qn("w:moveFrom")
W_MOVETO = qn("w:moveTo")
W_HYPERLINK = qn("w:hyperlink")
W_SMARTTAG = qn("w:smartTag")
W_FLDSIMPLE = qn("w:fldSimple")
W_CUSTOMXML = qn("w:customXml")
W_DIR = qn("w:dir")
W_BDO = qn("w:bdo")
W_SDT = qn("w:sdt")
W_SDTCONTENT = qn("w:sdtContent")
W_TBL = qn("w:tbl")
W_TR = qn("w:tr")
W_TRPR = qn("w:trPr")
W_TC = qn("w:tc")
W_SECTPR = qn("w:sectPr")
W_PPRCHANGE = qn("w:pPrChange")
W_RPRCHANGE = qn("w:rPrChange")
W_OUTLINELVL = qn("w:outlineLvl")
W_NUMPR = qn("w:numPr")
W_FOOTNOTE = qn("w:footnote")
W_ENDNOTE = qn("w:endnote")
W_COMMENT = qn("w:comment")
W_COMMENTS = qn("w:comments")
W_COMMENT_RANGE_START = qn("w:commentRangeStart")
W_COMMENT_RANGE_END = qn("w:commentRangeEnd")
W_COMMENT_REFERENCE = qn("w:commentReference")
W_BOOKMARK_START = qn("w:bookmarkStart")
W_BOOKMARK_END = qn("w:bookmarkEnd")
W_RSTYLE = qn("w:rStyle")
W_HEADER_REFERENCE = qn("w:headerReference")
W_FOOTER_REFERENCE = qn("w:footerReference")

A_ID = qn("w:id")
A_AUTHOR = qn("w:author")
A_DATE = qn("w:date")
A_INITIALS = qn("w:initials")
A_VAL = qn("w:val")
A_TYPE = qn("w:type")
A_R_ID = qn("r:id")
A_XML_SPACE = qn("xml:space")

# Inline wrappers whose runs are visible text (fields' results, links, content controls, smart tags).
TRANSPARENT = frozenset({W_HYPERLINK, W_SMARTTAG, W_FLDSIMPLE, W_CUSTOMXML, W_DIR, W_BDO})
# Wrappers that hold an inserted revision: visible, but owned by a revision.
_INSERTED = frozenset({W_INS, W_MOVETO})
# Run children that are text, with the character each stands for (None → the element's own text).
_ATOM_CHARS: dict[str, str | None] = {
    W_T: None,
    W_TAB: "\t",
    W_PTAB: "\t",
    W_BR: "\n",
    W_CR: "\n",
    W_NOBREAKHYPHEN: "-",
}
# Run children that carry no text and are harmless to move along with text (zero width, no meaning of
# their own). Anything else in a run (fields, drawings, notes' references, symbols) is an "object".
HARMLESS_RUN_CHILDREN = frozenset({W_RPR, W_LASTRENDERED, W_SOFTHYPHEN}) | frozenset(_ATOM_CHARS)

# Elements that own a w:id in the shared annotation-id space we allocate from.
ID_BEARING = frozenset(
    qn(f"w:{t}")
    for t in (
        "ins", "del", "moveFrom", "moveTo", "moveFromRangeStart", "moveToRangeStart", "rPrChange",
        "pPrChange", "sectPrChange", "tblPrChange", "tblGridChange", "trPrChange", "tcPrChange",
        "tblPrExChange", "numberingChange", "cellIns", "cellDel", "cellMerge", "bookmarkStart",
        "comment", "customXmlInsRangeStart", "customXmlDelRangeStart",
    )
)


# Revisions: tracked text changes and tracked formatting / structure changes.
REVISION_TAGS = frozenset(t for t in ID_BEARING if t not in (qn("w:bookmarkStart"), qn("w:comment")))


@dataclass(slots=True)
class Atom:
    """One visible piece of a paragraph's text: a ``w:t`` (its text) or a tab / break (one char)."""

    start: int
    end: int
    el: etree._Element
    run: etree._Element
    revision: etree._Element | None  # the enclosing w:ins / w:moveTo, if the text is an insertion

    @property
    def is_text(self) -> bool:
        return self.el.tag == W_T


def _collect_runs(container: etree._Element, revision: etree._Element | None,
                  out: list[tuple[etree._Element, etree._Element | None]]) -> None:
    for child in container:
        tag = child.tag
        if tag == W_R:
            out.append((child, revision))
        elif tag in TRANSPARENT:
            _collect_runs(child, revision, out)
        elif tag in _INSERTED:
            _collect_runs(child, child, out)
        elif tag == W_SDT:
            content = child.find(W_SDTCONTENT)
            if content is not None:
                _collect_runs(content, revision, out)
        # w:del / w:moveFrom (deleted text), pPr, bookmarks, comment ranges, math, ...: not visible runs.


def walk_runs(container: etree._Element, revision: etree._Element | None = None
              ) -> list[tuple[etree._Element, etree._Element | None]]:
    """Visible runs under ``container`` in order, each with its enclosing insertion (if any)."""
    out: list[tuple[etree._Element, etree._Element | None]] = []
    _collect_runs(container, revision, out)
    return out


def visible_runs(p: etree._Element) -> list[tuple[etree._Element, etree._Element | None]]:
    """Runs of a paragraph whose content is visible, in order, with their enclosing insertion."""
    return walk_runs(p, None)


def atoms(p: etree._Element) -> tuple[str, list[Atom]]:
    """The visible text of a paragraph and the atoms it is made of."""
    text, out, _ = atoms_and_runs(p)
    return text, out


def atoms_and_runs(p: etree._Element) -> tuple[str, list[Atom], list[etree._Element]]:
    """Like :func:`atoms`, plus the paragraph's visible runs (atom-less runs included)."""
    parts: list[str] = []
    out: list[Atom] = []
    runs: list[etree._Element] = []
    pos = 0
    for run, revision in walk_runs(p, None):
        runs.append(run)
        for child in run:
            tag = child.tag
            if tag == W_T:
                text = child.text
                if not text:
                    continue
            elif tag in TEXT_CHARS:
                text = TEXT_CHARS[tag]
            else:
                continue
            out.append(Atom(pos, pos + len(text), child, run, revision))
            parts.append(text)
            pos += len(text)
    return "".join(parts), out, runs


# The single-character atoms (everything in _ATOM_CHARS but w:t).
TEXT_CHARS: dict[str, str] = {tag: char for tag, char in _ATOM_CHARS.items() if char is not None}


def _text_into(container: etree._Element, parts: list[str]) -> None:
    # Same traversal as _collect_runs, inlined: this is the hot loop of ids, search and validation.
    for child in container:
        tag = child.tag
        if tag == W_R:
            for c in child:
                ctag = c.tag
                if ctag == W_T:
                    if c.text:
                        parts.append(c.text)
                elif ctag in TEXT_CHARS:
                    parts.append(TEXT_CHARS[ctag])
        elif tag in TRANSPARENT or tag in _INSERTED:
            _text_into(child, parts)
        elif tag == W_SDT:
            content = child.find(W_SDTCONTENT)
            if content is not None:
                _text_into(content, parts)


def paragraph_text(p: etree._Element) -> str:
    """The visible text of a paragraph (see the module docstring)."""
    parts: list[str] = []
    _text_into(p, parts)
    return "".join(parts)


def short_hash(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:4]


def run_is_plain(run: etree._Element) -> bool:
    """True when a run holds only text (and zero-width markers), no field, drawing or note reference."""
    return all(child.tag in HARMLESS_RUN_CHILDREN for child in run)


# ---------------------------------------------------------------------------------------------------
# Building text content. "\n" and "\t" become w:br / w:tab: raw control characters in w:t would either
# be invalid XML or be silently shown as spaces by Word.

_INVALID_XML_CHARS = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")


def invalid_chars(text: str) -> list[str]:
    """Characters that cannot appear in inserted text (XML 1.0 forbids them), as ``U+XXXX``."""
    return sorted({f"U+{ord(c):04X}" for c in _INVALID_XML_CHARS.findall(text)})


def normalize_newlines(text: str) -> str:
    return text.replace("\r\n", "\n").replace("\r", "\n")


def make_t(text: str, tag: str = W_T) -> etree._Element:
    t = etree.Element(tag)
    set_text(t, text)
    return t


def set_text(t: etree._Element, text: str) -> None:
    t.text = text
    # Word strips leading/trailing spaces of a w:t unless told not to.
    if text != text.strip() or "  " in text:
        t.set(A_XML_SPACE, "preserve")


def text_content(text: str) -> list[etree._Element]:
    """Run children for ``text``: w:t pieces separated by w:br (for ``\\n``) and w:tab (for ``\\t``)."""
    if "\n" not in text and "\t" not in text and "\r" not in text:
        return [make_t(text)] if text else []
    out: list[etree._Element] = []
    for piece in re.split(r"([\n\t])", normalize_newlines(text)):
        if piece == "\n":
            out.append(etree.Element(W_BR))
        elif piece == "\t":
            out.append(etree.Element(W_TAB))
        elif piece:
            out.append(make_t(piece))
    return out


def clean_rpr(rpr: etree._Element | None) -> etree._Element | None:
    """A copy of run properties without revision markup (which carries another author's w:id)."""
    if rpr is None:
        return None
    dup = rpr.__copy__()  # lxml copies are deep; this skips the copy module's dispatch
    for bad in list(dup):
        if bad.tag in (W_RPRCHANGE, W_INS, W_DEL, W_MOVEFROM, W_MOVETO):
            dup.remove(bad)
    return dup


def new_run(rpr: etree._Element | None, text: str) -> etree._Element:
    run = etree.Element(W_R)
    if rpr is not None:
        run.append(rpr)
    run.extend(text_content(text))
    return run


def split_run_before(el: etree._Element, fresh_id: Callable[[], str] | None = None) -> etree._Element:
    """Make ``el`` the first content of its run by moving it and what follows into a new run.

    Returns the run that now holds ``el``. The new run gets a copy of the run properties, so the
    formatting of every character is unchanged. A formatting revision (w:rPrChange) in them is
    copied too — it covers both halves — under an id from ``fresh_id``, since ids must stay unique.
    """
    run = el.getparent()
    assert run is not None
    prev = el.getprevious()
    if prev is None or (prev.tag == W_RPR and prev.getprevious() is None):
        return run
    clone = run.makeelement(run.tag, run.attrib)
    rpr = run.find(W_RPR)
    if rpr is not None:
        dup = rpr.__copy__()
        change = dup.find(W_RPRCHANGE)  # the only id-bearing child a run's properties can have
        if change is not None:
            if fresh_id is None:
                raise ValueError("splitting a run with a formatting revision needs fresh ids")
            change.set(A_ID, fresh_id())
        clone.append(dup)
    node: etree._Element | None = el
    while node is not None:
        nxt = node.getnext()
        clone.append(node)
        node = nxt
    run.addnext(clone)
    return clone


def split_run_after(el: etree._Element, fresh_id: Callable[[], str] | None = None) -> etree._Element:
    """Make ``el`` the last content of its run; returns the run holding ``el``."""
    run = el.getparent()
    assert run is not None
    nxt = el.getnext()
    if nxt is None:
        return run
    split_run_before(nxt, fresh_id)
    return run


def split_t(t: etree._Element, offset: int) -> etree._Element:
    """Split a w:t in two at ``offset`` (inside the same run); returns the second half."""
    text = t.text or ""
    second = make_t(text[offset:], t.tag)
    set_text(t, text[:offset])
    t.addnext(second)
    return second


def paragraph_mark_rpr(p: etree._Element, create: bool) -> etree._Element | None:
    """The paragraph mark's run properties (pPr/rPr), created in schema order when asked."""
    ppr = p.find(W_PPR)
    if ppr is None:
        if not create:
            return None
        ppr = etree.Element(W_PPR)
        p.insert(0, ppr)
    rpr = ppr.find(W_RPR)
    if rpr is None and create:
        rpr = etree.Element(W_RPR)
        # CT_PPr ends with rPr, sectPr, pPrChange: rPr goes before the latter two.
        anchor = ppr.find(W_SECTPR)
        if anchor is None:
            anchor = ppr.find(W_PPRCHANGE)
        if anchor is not None:
            anchor.addprevious(rpr)
        else:
            ppr.append(rpr)
    return rpr
