"""Word document tools: read (run formatting marked), find (bold/italic/style), extract across
many files, compare two documents. All read-only; block ids are those of `docx_inspect`, so an
edit can address what a read showed.

Formatting is the effective one: a run is bold when its own properties say so, else its
character style (and the styles that one is based on), else its paragraph's style chain, else
the document defaults — text in a paragraph styled bold by its style counts as bold without a
single `w:b` on its runs.
"""

from __future__ import annotations

import difflib
import functools
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lxml import etree

from ..docx.document import DocxDocument
from ..docx.errors import DocxError
from ..docx.ooxml import A_VAL, TEXT_CHARS, W_P, W_RPR, W_T, paragraph_text, qn, visible_runs
from ..docx.reader import (
    W_TCPR,
    BlockRef,
    Styles,
    block_children,
    cell_text,
    grid_cells,
    heading_level,
    paragraph_style_id,
    row_cells,
    styles_part,
    table_rows,
    walk_blocks,
)
from ..objective import asks_quantity, singled_out
from ..words import STOPWORDS
from .base import ToolEnv, ToolError, ToolResult, compile_regex, glob_match, number
from .docx_args import DocxCompareArgs, DocxExtractArgs, DocxFindArgs, DocxReadArgs
from .facts import (
    TOTAL_LABEL,
    across_documents,
    best_rows,
    column_facts,
    column_sum,
    fmt_number,
    group_facts,
    named,
    named_column_indexes,
    named_columns,
    question_terms,
    ratio_facts,
    record_text,
    row_score,
)

W_B = qn("w:b")
W_I = qn("w:i")
W_U = qn("w:u")
W_STRIKE = qn("w:strike")
W_DSTRIKE = qn("w:dstrike")
W_RSTYLE = qn("w:rStyle")
W_COLOR = qn("w:color")
W_HIGHLIGHT = qn("w:highlight")
W_SHD = qn("w:shd")
A_FILL = qn("w:fill")
#: Hue ranges (degrees) and their names; the rest of the wheel is red.
_HUES = ((15, "red"), (50, "orange"), (70, "yellow"), (170, "green"), (255, "blue"), (290, "purple"), (345, "pink"),
         (361, "red"))
#: Highlight colours Word names (w:highlight) by words of their own.
_HIGHLIGHT_NAMES = {"darkRed": "red", "darkBlue": "blue", "darkGreen": "green", "darkYellow": "yellow",
                    "darkCyan": "blue", "darkMagenta": "purple", "darkGray": "grey", "lightGray": "grey",
                    "cyan": "blue", "magenta": "pink"}


def colour_name(hex_value: str | None) -> str | None:
    """A text or shading colour as a word ("C00000" -> red, "2E74B5" -> blue); None for auto,
    black and near-black (the colour text has unless it is given one), white, and what does not read."""
    import colorsys

    value = (hex_value or "").strip().lstrip("#")
    if not re.fullmatch(r"[0-9A-Fa-f]{6}", value):
        return None
    r, g, b = (int(value[i:i + 2], 16) / 255 for i in (0, 2, 4))
    hue, light, sat = colorsys.rgb_to_hls(r, g, b)
    if light < 0.2 or (sat < 0.25 and light < 0.35):
        return None  # black, near-black
    if sat < 0.25:
        return "grey" if light < 0.9 else None
    degrees = hue * 360
    if 40 <= degrees < 50 and light >= 0.7:
        return "yellow"  # pale gold (FFE699, FFD966) looks yellow; Word's orange (FFC000) is darker
    return next(name for top, name in _HUES if degrees < top)
W_STYLE = qn("w:style")
A_STYLEID = qn("w:styleId")
W_BASEDON = qn("w:basedOn")
W_DOCDEFAULTS = qn("w:docDefaults")

_FALSE = {"0", "false", "off", "none"}


def _toggle(rpr: etree._Element | None, tag: str) -> bool | None:
    if rpr is None:
        return None
    el = rpr.find(tag)
    if el is None:
        return None
    return el.get(A_VAL) not in _FALSE


class Formatting:
    """Effective bold/italic of runs, following styles (basedOn chains) and document defaults."""

    def __init__(self, styles_root: etree._Element | None) -> None:
        self._by_id: dict[str, etree._Element] = {}
        self._default_para: str | None = None
        self._defaults: etree._Element | None = None
        self._cache: dict[tuple[str | None, str | None, str], bool] = {}
        if styles_root is None:
            return
        for st in styles_root.iter(W_STYLE):
            sid = st.get(A_STYLEID)
            if sid:
                self._by_id[sid] = st
                if st.get(qn("w:type")) == "paragraph" and st.get(qn("w:default")) in ("1", "true", "on"):
                    self._default_para = sid
        dd = styles_root.find(W_DOCDEFAULTS)
        if dd is not None:
            self._defaults = dd.find(f"{qn('w:rPrDefault')}/{W_RPR}")

    def _chain(self, style_id: str | None) -> Iterator[etree._Element | None]:
        """The run properties (w:rPr) of a style and of each style it is based on, nearest first."""
        seen: set[str] = set()
        while style_id and style_id not in seen:
            seen.add(style_id)
            st = self._by_id.get(style_id)
            if st is None:
                return
            yield st.find(W_RPR)
            based = st.find(W_BASEDON)
            style_id = based.get(A_VAL) if based is not None else None

    def _style_value(self, style_id: str | None, tag: str) -> bool | None:
        return next((v for rpr in self._chain(style_id) if (v := _toggle(rpr, tag)) is not None), None)

    def value(self, run: etree._Element, para_style: str | None, tag: str) -> bool:
        rpr = run.find(W_RPR)
        direct = _toggle(rpr, tag)
        if direct is not None:
            return direct
        rstyle_el = rpr.find(W_RSTYLE) if rpr is not None else None
        rstyle = rstyle_el.get(A_VAL) if rstyle_el is not None else None
        key = (rstyle, para_style, tag)
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        v = self._style_value(rstyle, tag)
        if v is None:
            v = self._style_value(para_style or self._default_para, tag)
        if v is None:
            v = bool(_toggle(self._defaults, tag))
        self._cache[key] = v
        return v

    def _style_attr(self, style_id: str | None, tag: str, attr: str) -> str | None:
        for rpr in self._chain(style_id):
            el = rpr.find(tag) if rpr is not None else None
            if el is not None and el.get(attr):
                return el.get(attr)
        return None

    def _own_attr(self, run: etree._Element, tag: str, attr: str = A_VAL) -> str | None:
        """A run property's attribute (a colour's value) set on the run or by its character style."""
        rpr = run.find(W_RPR)
        el = rpr.find(tag) if rpr is not None else None
        if el is not None and el.get(attr):
            return el.get(attr)
        return self._style_attr(self.char_style(run), tag, attr)

    def colours(self, run: etree._Element) -> tuple[str | None, str | None]:
        """(text colour, highlight or shading colour) of a run as words (`colour_name`), set on the
        run or by its character style: a paragraph style's colour is the document's design (every
        heading of Word's own template is blue), not a mark on some words."""
        text = colour_name(self._own_attr(run, W_COLOR))
        mark = self._own_attr(run, W_HIGHLIGHT)
        if mark and mark != "none":
            high = _HIGHLIGHT_NAMES.get(mark, mark if mark.isalpha() and mark not in ("black", "white") else None)
        else:
            high = colour_name(self._own_attr(run, W_SHD, A_FILL))
        return text, high

    def char_style(self, run: etree._Element) -> str | None:
        rpr = run.find(W_RPR)
        el = rpr.find(W_RSTYLE) if rpr is not None else None
        return el.get(A_VAL) if el is not None else None


@dataclass
class Span:
    text: str
    bold: bool
    italic: bool
    char_style: str | None
    underline: bool = False
    strike: bool = False  # struck through, once or twice (w:strike, w:dstrike)
    colour: str | None = None  # the text's colour as a word (`colour_name`), None for black/auto
    highlight: str | None = None  # a highlight or shading behind the text, as a word


def spans(p: etree._Element, fmt: Formatting) -> list[Span]:
    """The paragraph's visible text as runs of equal formatting (adjacent runs merged)."""
    pstyle = paragraph_style_id(p)
    out: list[Span] = []
    for run, _rev in visible_runs(p):
        parts = []
        for child in run:
            if child.tag == W_T:
                parts.append(child.text or "")
            elif child.tag in TEXT_CHARS:
                parts.append(TEXT_CHARS[child.tag])
        text = "".join(parts)
        if not text:
            continue
        b = fmt.value(run, pstyle, W_B)
        i = fmt.value(run, pstyle, W_I)
        u = fmt.value(run, pstyle, W_U)
        st = fmt.value(run, pstyle, W_STRIKE) or fmt.value(run, pstyle, W_DSTRIKE)
        cs = fmt.char_style(run)
        colour, high = fmt.colours(run)
        last = out[-1] if out else None
        if last and (last.bold, last.italic, last.char_style, last.underline, last.strike, last.colour,
                     last.highlight) == (b, i, cs, u, st, colour, high):
            last.text += text
        else:
            out.append(Span(text, b, i, cs, u, st, colour, high))
    return out


def marked(sp: list[Span]) -> str:
    """`**bold**`, `*italic*`, `***both***`, `~~struck through~~`, `<u>underlined</u>`,
    `<red>coloured</red>`, `<yellow highlight>highlighted</yellow highlight>`; whitespace stays
    outside the markers."""
    out = []
    for s in sp:
        mark = "***" if s.bold and s.italic else "**" if s.bold else "*" if s.italic else ""
        if not (mark or s.strike or s.underline or s.colour or s.highlight) or not s.text.strip():
            out.append(s.text)
            continue
        core = f"{mark}{s.text.strip()}{mark}"
        core = f"~~{core}~~" if s.strike else core
        core = f"<u>{core}</u>" if s.underline else core
        core = f"<{s.colour}>{core}</{s.colour}>" if s.colour else core
        core = f"<{s.highlight} highlight>{core}</{s.highlight} highlight>" if s.highlight else core
        lead = s.text[: len(s.text) - len(s.text.lstrip())]
        trail = s.text[len(s.text.rstrip()) :]
        out.append(f"{lead}{core}{trail}")
    return "".join(out)


class OpenDoc:
    def __init__(self, env: ToolEnv, rel: str) -> None:
        full = env.resolve(rel)
        if full.is_dir():
            raise ToolError(f"{rel} is a folder, not a .docx file")
        try:
            self.doc = DocxDocument.open(full)
        except DocxError as exc:
            raise ToolError(f"{rel}: {exc}") from exc
        self.rel = env.rel(full)
        model = self.doc._model()
        self.styles: Styles = model.styles
        pkg = self.doc._pkg
        sp = styles_part(pkg)
        self.fmt = Formatting(pkg.xml(sp) if sp else None)
        self.body = list(walk_blocks(model.story("body").root, "body", "body"))

    def style_name(self, p: etree._Element) -> str:
        return self.styles.name_of(paragraph_style_id(p)) or "Normal"


def sub_header(top: list[str], below: list[str]) -> list[str] | None:
    """A table's two header rows as one name per column, when its first row groups columns under a
    cell merged across them ("Act 2" over "Sc 1 | Sc 2 | Sc 3") and the row below names each column
    of a group; columns outside the groups span both rows (the text again, or nothing, below).
    None for any other table: a data row under a header repeats no header text in its other
    columns. A scene chart's columns read "Act 2 (7)" for its third scene of Act 2, and a 1.5B
    model answered from the wrong column (probe trace)."""
    if len(top) != len(below) or len(top) < 3:
        return None
    group = [bool(t) and ((j > 0 and top[j - 1] == t) or (j + 1 < len(top) and top[j + 1] == t))
             for j, t in enumerate(top)]
    if not any(group) or all(group):
        return None  # no group; or a title across the whole table (its first row is no header)
    names = []
    for j, (t, b) in enumerate(zip(top, below, strict=True)):
        if group[j]:
            if not b or b == t:
                return None
            names.append(f"{t} {b}")
        elif b and b != t:
            return None
        else:
            names.append(t)
    spans = [names[j] for j in range(len(names)) if group[j]]
    return names if len(set(spans)) == len(spans) else None


def _header_names(cells: list[str]) -> list[str]:
    """A table's column names from its header's cells, each distinct (a repeat gets its column's index)."""
    names: list[str] = []
    for i, c in enumerate(cells):
        name = " ".join(c.split()) or f"col{i}"
        if name in names:
            name = f"{name} ({i})"
        names.append(name)
    return names


def table_texts(tbl: etree._Element) -> list[list[str]]:
    """A table's rows (its first too) as the texts of their cells, spacing collapsed, on the table's
    grid (`grid_cells`): a cell merged across columns gives each its text, a cell continuing a
    vertical merge the text above it, a column a row leaves out ''."""
    return grid_texts(tbl, lambda tc: " ".join(cell_text(tc).split()))


def grid_texts(tbl: etree._Element, text: Any) -> list[list[str]]:
    """Each row of a table as `text(tc)` of the cell over each grid column (`table_texts`)."""
    out: list[list[str]] = []
    above: list[str] = []
    for tr in table_rows(tbl):
        row: list[str] = []
        seen: dict[int, str] = {}
        for col, (tc, continued) in enumerate(grid_cells(tr)):
            if tc is None:
                row.append("")
                continue
            value = seen[id(tc)] if id(tc) in seen else text(tc)
            seen[id(tc)] = value
            if continued and not value.strip() and col < len(above):
                value = above[col]
            row.append(value)
        out.append(row)
        above = row
    return out


def tables_under_headings(d: OpenDoc) -> list[tuple[BlockRef, str]]:
    """The body's tables, each with the text of the last heading before it ('' before any)."""
    out: list[tuple[BlockRef, str]] = []
    heading = ""
    for ref in d.body:
        if ref.kind == "paragraph" and heading_level(ref.el, d.styles):
            heading = " ".join(unmarked(marked(spans(ref.el, d.fmt))).split())[:80] or heading
        elif ref.kind == "table":
            out.append((ref, heading))
    return out


def table_records(tbl: etree._Element) -> tuple[list[str], list[list[str]]]:
    header, rows, _ = table_header(tbl)
    return header, rows


def table_header(tbl: etree._Element) -> tuple[list[str], list[list[str]], int]:
    """`table_records` and how many of its rows name columns: 1 when the first row under the
    header is the second row of a two-row header (`sub_header`), else 0. Rows keep the table's
    numbers either way (the row an edit addresses is the row a view shows)."""
    rows = table_texts(tbl)
    if not rows:
        return [], [], 0
    two = sub_header(rows[0], rows[1]) if len(rows) > 1 else None
    return _header_names(two or rows[0]), rows[1:], int(two is not None)


def docx_table_records(env: ToolEnv, path: Path) -> list[dict[str, Any]]:
    """Every table row of a document as a record keyed by its table's header row, with `_table`
    (the table's index), `_row` (1 for the first row under the header) and `_heading` (the last
    heading above its table, '' before any: which of two tables of one header is "the fees from
    April")."""
    d = OpenDoc(env, env.rel(path))
    out: list[dict[str, Any]] = []
    for t_i, (ref, heading) in enumerate(tables_under_headings(d)):
        header, rows, naming = table_header(ref.el)
        # The second row of a two-row header names columns; it is no record (row numbers stay the table's).
        out += [{**dict(zip(header, row, strict=False)), "_table": t_i, "_row": r_i, "_heading": heading}
                for r_i, row in enumerate(rows, start=1) if r_i > naming]
    return out


#: A form's label: text, not a number or a date alone, and short enough to name a field.
_FORM_LABEL_CHARS = 80
_NOT_LABEL = re.compile(r"[\d\s.,:/£$€%()-]*")


def form_table(rows: list[list[str]]) -> bool:
    """Whether a table's rows (its first row too) are label | value pairs: two cells each, the
    first a label (text, distinct within the table, at most _FORM_LABEL_CHARS)."""
    if len(rows) < 2 or any(len(r) != 2 for r in rows):
        return False
    labels = [r[0] for r in rows]
    return (all(x and len(x) <= _FORM_LABEL_CHARS and not _NOT_LABEL.fullmatch(x) for x in labels)
            and len({x.casefold() for x in labels}) == len(labels))


def docx_form_fields(env: ToolEnv, path: Path) -> dict[str, str] | None:
    """The fields of a document that is a filled-in form: the label | value rows of its tables
    whose every row (the first too: a form has no header row) is one (`form_table`), in
    document order, the first of a label said twice; None when no table is such a form or they
    hold fewer than 3 fields. A consent form's tables ("Pupil name | Oscar Bell", "Class | 6A")
    read as records keyed by their first row gave a pupil's name as a key (probe trace)."""
    d = OpenDoc(env, env.rel(path))
    fields: dict[str, str] = {}
    for ref in d.body:
        if ref.kind != "table":
            continue
        rows = table_texts(ref.el)
        if form_table(rows):
            for label, value in rows:
                fields.setdefault(label.rstrip(":").strip(), value)
    return fields if len(fields) >= 3 else None


def list_items(styles: list[str | None], *, cut_at_start: bool = False, cut_at_end: bool = False) -> dict[int, tuple[int, int]]:
    """For blocks whose style is a list style ("List Bullet", "List Number 2", "List Paragraph"):
    index -> (item, items in its list), a list being a run of such blocks with nothing between
    them. A view that says "item 3 of 7" answers "how many items are on the list" without the
    model counting lines (a 1.5B model could not). A window of a longer document (`cut_at_*`)
    leaves out the lists it cuts: their counts would be short."""
    out: dict[int, tuple[int, int]] = {}
    run: list[int] = []
    for i, style in enumerate([*styles, None]):
        if style and style.lower().startswith("list"):
            run.append(i)
            continue
        cut = (cut_at_start and run and run[0] == 0) or (cut_at_end and run and run[-1] == len(styles) - 1)
        if not cut:
            for n, j in enumerate(run, start=1):
                out[j] = (n, len(run))
        run = []
    return out


def marked_cell(d: OpenDoc, tc: etree._Element, *, shading: bool = False) -> str:
    """A table cell's text with its formatting marked as `marked` marks a paragraph's; with
    `shading`, a cell's own fill colour too (`<grey shading>Ferris</grey shading>`, and an empty
    shaded cell `<grey shading></grey shading>`): a chart whose key gives shading a meaning
    ("grey shading = booked", "grey with no name = closed") reads by it."""
    parts = [marked(spans(p, d.fmt)) if p.tag == W_P else " ".join(t.text or "" for t in p.iter(W_T))
             for p in block_children(tc)]
    text = " ".join(" ".join(parts).split())
    fill = cell_fill(tc) if shading else None
    return f"<{fill} shading>{text}</{fill} shading>" if fill else text


def cell_fill(tc: etree._Element) -> str | None:
    """A table cell's own shading (`w:tcPr/w:shd` fill) as a colour word; None for none or white."""
    tcpr = tc.find(W_TCPR)
    shd = tcpr.find(W_SHD) if tcpr is not None else None
    return colour_name(shd.get(A_FILL)) if shd is not None else None


def marked_rows(d: OpenDoc, tbl: etree._Element, *, shading: bool = False) -> tuple[list[str], list[list[str]]]:
    """`table_records` with the body rows' formatting marked (bold stops of a tour, struck items of
    a list: what a question about them reads; the header's names stay plain)."""
    header, _ = table_records(tbl)
    rows = grid_texts(tbl, lambda tc: marked_cell(d, tc, shading=shading))[1:]
    return header, rows


def _block_lines(d: OpenDoc, ref: BlockRef, index_of_table: dict[str, int], item: tuple[int, int] | None = None) -> list[str]:
    if ref.kind == "table":
        header, rows = marked_rows(d, ref.el)
        lines = [f"[{ref.id}] table {index_of_table[ref.path]}: {len(rows) + 1} rows x {len(header)} cols, "
                 f"columns: {' | '.join(header)}"]
        lines += [f"  row {i}: {record_text(header, r)}" for i, r in enumerate(rows, start=1)]
        return lines
    if ref.kind == "cell_paragraph":
        return []  # shown as the table's records
    style = d.style_name(ref.el)
    level = heading_level(ref.el, d.styles)
    label = f"{style}, heading level {level}" if level else style
    if item:
        label += f", item {item[0]} of {item[1]}"
    text = marked(spans(ref.el, d.fmt))
    return [f"[{ref.id}] ({label}) {text}"]


#: Words of formatting: an objective or a document that speaks of them ("stops shown in bold")
#: gets a view with formatting marked.
FORMATTING_WORDS = re.compile(r"\b(?:bold|italic|underlin|strike|struck|crossed[\s-]*out|highlight|colou?r|red|green|"
                              r"blue|orange|purple|grey|gray|shaded)", re.I)


def table_by_row(label: Any, nrows: Any, ncols: Any, rows: list[list[str]]) -> list[str]:
    """A table in a question's view: its size, then its rows by number, row 0 as the header; a
    cell's lines joined with " / "."""
    return [f"Table {label} ({nrows} rows x {ncols} cols), by row:"] + [
        f"  {'header' if r == 0 else r}: " + " | ".join(" / ".join(v.split("\n")) for v in row)
        for r, row in enumerate(rows)]


def marked_view(env: ToolEnv, rel: str, max_chars: int) -> str:
    """A question's view of a document with its formatting marked (`marked`): paragraphs with their
    styles, tables by row as the plain view has them, cells marked too. No ids: a question addresses
    no block."""
    d = OpenDoc(env, rel)
    top = [r for r in d.body if r.kind != "cell_paragraph"]
    items = list_items([d.style_name(r.el) if r.kind == "paragraph" else None for r in top])
    # A table cell's own shading is marked when some cell has one (a chart's key: "grey = booked").
    shaded = any(cell_fill(tc) for ref in top if ref.kind == "table" for tr in table_rows(ref.el) for tc in row_cells(tr))
    lines = ["(bold is **marked**, italic *marked*, struck through ~~marked~~, underlined <u>marked</u>, coloured text "
             "<red>marked</red> by its colour, highlighted <yellow highlight>marked</yellow highlight>"
             + (", a table cell's shading <grey shading>marked</grey shading>" if shaded else "") + ")"]
    t_i = 0
    for i, ref in enumerate(top):
        if ref.kind == "table":
            header, rows = marked_rows(d, ref.el, shading=shaded)
            lines += table_by_row(t_i, len(rows) + 1, len(header), [header, *rows])
            t_i += 1
            continue
        style = d.style_name(ref.el)
        label = f"{style}, item {items[i][0]} of {items[i][1]}" if i in items else style
        lines.append(f"{'(' + label + ') ' if label != 'Normal' else ''}{marked(spans(ref.el, d.fmt))}")
    text = "\n".join(lines)
    return text[:max_chars] + "\n… (cut)" if len(text) > max_chars else text


# ------------------------------------------------------------------------------------- docx_read


def _read(env: ToolEnv, a: DocxReadArgs) -> ToolResult:
    d = OpenDoc(env, a.path)
    top = [r for r in d.body if r.kind != "cell_paragraph"]
    tables = {r.path: i for i, r in enumerate(r for r in top if r.kind == "table")}
    items = list_items([d.style_name(r.el) if r.kind == "paragraph" else None for r in top])
    lines = [f"{d.rel}: {len(top)} blocks (paragraphs and tables); bold text is **marked**, italic *marked*, "
             "struck through ~~marked~~, underlined <u>marked</u>, coloured <red>marked</red>, highlighted "
             "<yellow highlight>marked</yellow highlight>; a table's rows are shown as Column=value records (row 0 is the header)"]
    for i in range(a.offset, min(len(top), a.offset + a.limit)):
        lines.extend(_block_lines(d, top[i], tables, items.get(i)))
    if a.offset + a.limit < len(top):
        lines.append(f"… blocks {a.offset + a.limit}-{len(top) - 1} not shown (offset={a.offset + a.limit})")
    return ToolResult("\n".join(lines), {"path": d.rel, "blocks": len(top)})


# ------------------------------------------------------------------------------------- docx_find


def _docx_files(env: ToolEnv, rel: str, glob: str = "*.docx") -> list[Path]:
    start = env.resolve(rel)
    if start.is_file():
        return [start]
    return [f for f in env.walk(start) if f.suffix.lower() == ".docx" and not f.name.startswith("~$")
            and glob_match(os.path.relpath(f, start).replace(os.sep, "/"), glob)]


def _style_key(s: str) -> str:
    return re.sub(r"[\s_-]+", "", s).lower()


#: How a task names each formatting filter of docx_find.
_FORMAT_WORDS = {"bold": r"\bbold", "italic": r"\bitalic", "underline": r"\bunderlin",
                 "strike": r"\bstrik|\bstruck|\bcrossed[\s-]*out\b|\bcross(?:ed|es)?\s+out\b"}


#: A task that speaks of colours (the colour filter is dropped from a call of one that does not).
_COLOUR_WORDS = re.compile(r"\b(?:colou?r\w*|red|orange|yellow|green|blue|purple|pink|grey|gray|highlight\w*|shad\w*)\b", re.I)


def _colour_matches(s: Span, want: str) -> bool:
    """Whether a piece of text has the colour (or highlight) a find asks for; "any" for any colour."""
    key = want.strip().lower().replace("gray", "grey").removesuffix(" highlight")
    if key in ("any", "coloured", "colored", "*"):
        return bool(s.colour or s.highlight)
    return key in (s.colour, s.highlight)


def unasked_flags(flags: dict[str, bool | None], task: str) -> list[str]:
    """The formatting filters given that the task never names, when it names one of them: a small
    model sent bold, italic, underline and strike all true for "which titles are in italics", and
    nothing is all four (it then gave up)."""
    named = {k for k, rx in _FORMAT_WORDS.items() if re.search(rx, task, re.I)}
    if not named or not any(flags.get(k) is not None for k in named):
        return []
    return [k for k, v in flags.items() if v is not None and k not in named]


def _find(env: ToolEnv, a: DocxFindArgs) -> ToolResult:
    flags = {"bold": a.bold, "italic": a.italic, "underline": a.underline, "strike": a.strike}
    if a.colour is not None and env.task_words and not _COLOUR_WORDS.search(env.task_words):
        a = a.model_copy(update={"colour": None})  # a filter the task never asks for (a small model fills them all)
    if all(v is None for v in flags.values()) and a.style is None and a.text is None and a.colour is None:
        raise ToolError("give at least one of bold, italic, underline, strike, style, colour, text")
    unasked = unasked_flags(flags, env.task_words)
    if unasked:
        a = a.model_copy(update=dict.fromkeys(unasked))
        result = _find(env, a)
        said = ", ".join(f"{k}={flags[k]!r}" for k in unasked)
        head, _, rest = result.text.partition("\n")
        note = f" ({said} left out: the task does not ask about {' or '.join(unasked)})"
        return ToolResult(head + note + ("\n" + rest if rest else ""), result.data)
    rx = compile_regex(a.text, ignore_case=True) if a.text else None
    want_style = _style_key(a.style) if a.style else None
    lines: list[str] = []
    found: list[dict[str, Any]] = []
    styles_seen: dict[str, None] = {}
    for f in _docx_files(env, a.path):
        d = OpenDoc(env, env.rel(f))
        for ref in d.body:
            if ref.kind == "table":
                continue
            pstyle = d.style_name(ref.el)
            styles_seen[pstyle] = None
            para_match = want_style is not None and want_style in (_style_key(pstyle), _style_key(paragraph_style_id(ref.el) or ""))
            pieces = [s for s in spans(ref.el, d.fmt) if s.text.strip()]
            hits = []
            for s in pieces:
                if s.char_style:
                    styles_seen[d.styles.name_of(s.char_style) or s.char_style] = None
                if any(v is not None and getattr(s, k) != v for k, v in flags.items()):
                    continue
                if want_style is not None and not para_match:
                    cs = s.char_style or ""
                    cs_name = d.styles.name_of(cs) if cs else ""
                    if want_style not in (_style_key(cs), _style_key(cs_name or "")):
                        continue
                if rx is not None and not rx.search(s.text):
                    continue
                if a.colour is not None and not _colour_matches(s, a.colour):
                    continue
                hits.append(s)
            # A paragraph all of whose text matches says so ("which clauses are struck through in
            # full": a piece alone does not tell a whole clause from a few of its words).
            whole = " (the whole paragraph)" if hits and len(hits) == len(pieces) and rx is None else ""
            for s in hits:
                text = s.text.strip()
                where = f" (table {ref.table.split('/')[-1]}, row {ref.row}, col {ref.col})" if ref.table else ""
                found.append({"path": d.rel, "block_id": ref.id, "text": text, "bold": s.bold,
                              "italic": s.italic, "underline": s.underline, "strike": s.strike, "style": pstyle,
                              "whole_paragraph": bool(whole), "colour": s.colour, "highlight": s.highlight})
                shade = (f" [{s.colour}]" if s.colour else "") + (f" [{s.highlight} highlight]" if s.highlight else "")
                lines.append(f"{d.rel} [{ref.id}]{where} ({pstyle}): {text}{shade if a.colour else ''}{whole}")
    head = f"{len(found)} matching pieces of text"
    filters = {k: v for k, v in (*flags.items(), ("style", a.style), ("colour", a.colour)) if v is not None}
    if not found and want_style is not None and not any(want_style == _style_key(n) for n in styles_seen):
        # A style the documents do not have (a small model sent style="strike-through" for struck text).
        head += (f": no paragraph or character style is called {a.style!r} here; the styles used are "
                 + ", ".join(repr(n) for n in list(styles_seen)[:12])
                 + " (bold, italic, underline and strike are filters of their own)")
    if not found and a.text and filters:
        # The text is there but a filter left it out (a small model sends bold=false meaning "any").
        loose = _find(env, a.model_copy(update={**dict.fromkeys(flags), "style": None, "colour": None}))
        near = loose.data["matches"]
        if near:
            said = ", ".join(f"{k}={v!r}" for k, v in filters.items())
            head += (f" with {said}; without those filters, {len(near)} piece{'s' if len(near) != 1 else ''} of "
                     "text match (the text is there, formatted otherwise):")
            lines = [line + f" [bold={m['bold']}, italic={m['italic']}, underline={m['underline']}, strike={m['strike']}]"
                     for line, m in zip(loose.text.splitlines()[1:], near, strict=False)]
    return ToolResult("\n".join([head, *lines]), {"matches": found})


# ------------------------------------------------------------------------------------- docx_extract


def _extract(env: ToolEnv, a: DocxExtractArgs) -> ToolResult:
    if a.match is None and a.column is None and not a.headings:
        raise ToolError("give match, column or headings=true")
    rx = compile_regex(a.match, ignore_case=True) if a.match else None
    want_col = " ".join(a.column.split()).lower() if a.column else None
    files = _docx_files(env, a.path, a.glob)
    lines = [f"{len(files)} documents"]
    out: list[dict[str, Any]] = []
    columns_seen: list[str] = []
    col_found = False  # some table has the column asked for
    for f in files:
        d = OpenDoc(env, env.rel(f))
        lines.append(f"== {d.rel}")
        first_item = len(out)
        under = ""  # the heading the blocks that follow sit under: which section a row is in
        for ref in d.body:
            if ref.kind == "paragraph":
                text = marked(spans(ref.el, d.fmt))
                level = heading_level(ref.el, d.styles)
                if (a.headings and level) or (rx is not None and want_col is None and rx.search(text)):
                    where = f"(under {under!r}) " if under and not level else ""
                    lines.append(f"  [{ref.id}] {where}{text}")
                    out.append({"path": d.rel, "block_id": ref.id, "text": text, **({"under": under} if where else {})})
                if level and text.strip():
                    under = " ".join(unmarked(text).split())[:80]
            elif ref.kind == "table":
                header, rows = table_records(ref.el)
                columns_seen += [h for h in header if h not in columns_seen]
                col = _column_index(header, want_col) if want_col else None
                col_found = col_found or col is not None
                for r_i, row in enumerate(rows, start=1):
                    rec = record_text(header, row)
                    has_col = col is not None and col < len(row)
                    if (has_col or want_col is None) and (rx is None or rx.search(rec)):
                        value = f"{header[col]}={row[col]} | " if col is not None and col < len(row) else ""
                        where = f" (under {under!r})" if under else ""
                        lines.append(f"  [{ref.id}]{where} row {r_i}: {value}{rec}")
                        out.append({"path": d.rel, "block_id": ref.id, "row": r_i,
                                    "record": dict(zip(header, row, strict=False)),
                                    **({"value": row[col]} if col is not None and col < len(row) else {}),
                                    **({"under": under} if under else {})})
        if a.column or a.match:
            lines.append(f"  {_tally(out[first_item:], a.column)} in {d.rel}")
        if env.out_of_time():
            env.stop("stopped early: the time limit was reached")
            break
    data: dict[str, Any] = {"items": out, "documents": len(files)}
    if a.column and not col_found:
        lines.insert(1, f"no table has a column {a.column!r}; the columns are: {' | '.join(columns_seen[:40]) or '(no tables)'}")
    elif a.column and a.match and not out:
        # The column is there and the match kept no row of it (a small model sent a sentence of the
        # document's text as the match, and was told the column it had named did not exist).
        lines.insert(1, f"no row of a table with a column {a.column!r} matches {a.match!r}: call it again without "
                        "match to list the whole column")
    if a.column or a.match:
        # Counted and added up by the host: a model that counts or adds in its head gets it wrong.
        scope = singled_out(list(dict.fromkeys(o["path"] for o in out)), env.task_words) if env.task_words else None
        if scope is not None:
            # The task's words single out some of the documents (Q1-Q3 beside a Q4 forecast):
            # the total over those comes first, the one over every document after it.
            named, others, words = scope
            lines.insert(1, f"with the others too ({', '.join(others[:6])}): {_tally(out, a.column)}")
            lines.insert(1, f"in all, over the {len(named)} documents the task's words ({', '.join(words)}) name: "
                            f"{_tally([o for o in out if o['path'] in named], a.column)}")
        else:
            lines.insert(1, f"in all: {_tally(out, a.column)}")
        named_under = _named_sections(out, env.task_words)
        if named_under is not None:
            # "which days in the spring term": the rows under 'Spring term 2026' come first, with
            # what they hold (a model answered with every term's rows, headings shown beside each).
            heads, words, items = named_under
            shown = "; ".join(_item_text(o) for o in items[:SECTION_ITEMS]) + (" ..." if len(items) > SECTION_ITEMS else "")
            lines.insert(1, f"under the heading{'s' if len(heads) > 1 else ''} the task's words ({', '.join(words)}) "
                            f"name ({', '.join(repr(h) for h in heads)}): {_tally(items, a.column)}: {shown}")
            data["section_count"] = len(items)
        values = [number(o["value"]) for o in out if "value" in o and not _is_total_row(o)]
        data["count"] = len(out)
        if values and all(v is not None for v in values):
            data["sum"] = round(sum(v for v in values if v is not None), 6)
    return ToolResult("\n".join(lines), data)


#: The items of a section the task names that docx_extract's line about them shows.
SECTION_ITEMS = 12


def _named_sections(items: list[dict[str, Any]], task: str) -> tuple[list[str], list[str], list[dict[str, Any]]] | None:
    """(the headings, the task's words that name them, the items under them) when the items sit
    under two or more headings and the task's words single out some of those (`singled_out`: a
    word that tells the headings apart, "spring" of 'Spring term 2026' beside 'Autumn term
    2025'); None otherwise."""
    heads = list(dict.fromkeys(str(o["under"]) for o in items if o.get("under")))
    if not task or len(heads) < 2:
        return None
    # The document's own name ("term_dates_2025-26.docx") names no section of it.
    task = re.sub(r"[\w./-]+\.[A-Za-z]\w{1,5}\b", " ", task)
    picked = singled_out([h.replace("/", " ") for h in heads], task)
    if picked is None:
        return None
    named = [h for h in heads if h.replace("/", " ") in picked[0]]
    return named, picked[2], [o for o in items if o.get("under") in named]


def _item_text(item: dict[str, Any]) -> str:
    """One extracted item, short: a row's value in the column asked for (else its first cells),
    or a paragraph's text."""
    if "row" not in item:
        return str(item.get("text", ""))[:80]
    if "value" in item:
        return f"row {item['row']}: {item['value']}"
    cells = [f"{k}={v}" for k, v in list((item.get("record") or {}).items())[:2]]
    return f"row {item['row']}: {', '.join(cells)}"[:100]


def _column_index(header: list[str], want: str) -> int | None:
    """A column by its header: the same words (case and spacing aside), else the one header that
    contains them (`amount` for `Amount (EUR)`)."""
    names = [" ".join(h.split()).lower() for h in header]
    if want in names:
        return names.index(want)
    partial = [i for i, h in enumerate(names) if want in h or (h and h in want)]
    return partial[0] if len(partial) == 1 else None


def _tally(items: list[dict[str, Any]], column: str | None) -> str:
    """`N table rows and M paragraphs`, and for a column its values' sum when all are numbers."""
    rows = sum(1 for o in items if "row" in o)
    paras = len(items) - rows
    text = f"{rows} matching table rows" + (f" and {paras} matching paragraphs" if paras else "")
    totals = [o for o in items if "value" in o and _is_total_row(o)]
    values = [o["value"] for o in items if "value" in o and not _is_total_row(o)]
    nums = [number(v) for v in values if str(v).strip()]
    if column and nums and all(n is not None for n in nums):
        text += f"; sum of {column}: {fmt_number(sum(n for n in nums if n is not None))} over {len(nums)} values"
        if totals:
            text += f" (not counting {len(totals)} total row{'s' if len(totals) > 1 else ''}: " + \
                ", ".join(f"{next(iter(o['record'].values()), '')}={o['value']}" for o in totals[:3]) + ")"
    elif column and values:
        text += f"; {column} is not numeric in every row, no sum"
    return text


def _is_total_row(item: dict[str, Any]) -> bool:
    """A table's own total row (its first cell says Total, Subtotal, Grand total, Sum)."""
    first = next(iter((item.get("record") or {}).values()), "")
    return bool(TOTAL_LABEL.match(str(first)))


# ------------------------------------------------------------------------------------- docx_compare


def _units(d: OpenDoc) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for ref in d.body:
        if ref.kind == "paragraph":
            out.append((ref.id, marked(spans(ref.el, d.fmt))))
        elif ref.kind == "table":
            header, rows = table_records(ref.el)
            out.append((ref.id, "columns: " + " | ".join(header)))
            out += [(f"{ref.id} row {i}", record_text(header, r)) for i, r in enumerate(rows, start=1)]
    return out


_MARKS = re.compile(r"\*+|~~|</?u>|</?[a-z]+(?: highlight)?>")


def unmarked(s: str) -> str:
    """A text without the formatting marks `marked` puts in (bold, italic, struck, underlined, colours)."""
    return _MARKS.sub("", s)


def _compare(env: ToolEnv, a: DocxCompareArgs) -> ToolResult:
    old, new = OpenDoc(env, a.old), OpenDoc(env, a.new)
    if old.rel == new.rel:
        # A small model sent one document as both (a question about one booking chart): a
        # comparison of a file with itself says nothing.
        raise ToolError(f"old and new are the same file ({old.rel}): docx_compare compares two different documents; "
                        "to read one, call docx_read")
    ua, ub = _units(old), _units(new)
    sm = difflib.SequenceMatcher(a=[t for _, t in ua], b=[t for _, t in ub], autojunk=False)
    lines: list[str] = []
    changes: list[dict[str, Any]] = []
    for op, i1, i2, j1, j2 in sm.get_opcodes():
        if op == "equal":
            continue
        olds, news = ua[i1:i2], ub[j1:j2]
        pairs = min(len(olds), len(news)) if op == "replace" else 0
        for k in range(pairs):
            (ia, ta), (ib, tb) = olds[k], news[k]
            how = "formatting changed" if unmarked(ta) == unmarked(tb) else "changed"
            lines.append(f"{how}: [{ia}] {ta}\n   -> [{ib}] {tb}")
            changes.append({"kind": how, "old_id": ia, "old": ta, "new_id": ib, "new": tb})
        for ia, ta in olds[pairs:]:
            lines.append(f"removed: [{ia}] {ta}")
            changes.append({"kind": "removed", "old_id": ia, "old": ta})
        for ib, tb in news[pairs:]:
            lines.append(f"added: [{ib}] {tb}")
            changes.append({"kind": "added", "new_id": ib, "new": tb})
    head = (f"{old.rel} ({len(ua)} paragraphs and table rows) vs {new.rel} ({len(ub)}): "
            f"{len(changes)} differences" + ("" if changes else " — the documents' text and bold/italic are the same"))
    return ToolResult("\n".join([head, *lines]), {"changes": changes})




# ------------------------------------------------------------------------------------- question facts


#: Formatting a document or a question can give a meaning to, and how a piece of text has it.
_FORMATS: dict[str, Any] = {
    "bold": lambda s: s.bold, "italic": lambda s: s.italic, "underlined": lambda s: s.underline,
    "struck through": lambda s: s.strike, "highlighted": lambda s: bool(s.highlight),
    **{c: functools.partial(_colour_matches, want=c) for c in
       ("red", "orange", "yellow", "green", "blue", "purple", "pink", "grey")},
}
_FORMAT_NAMES = {"italics": "italic", "underline": "underlined", "strikethrough": "struck through",
                 "struck": "struck through", "crossed out": "struck through", "gray": "grey", "highlight": "highlighted"}
#: A sentence that gives formatting a meaning: "prices shown in red have gone up", "entries in bold
#: are included", "red prices mean a rise", "items marked in italics".
_LEGEND = re.compile(r"\b(?:shown|marked|printed|written|set|listed|highlighted|appear\w*|are|is|in)\s+(?:in\s+)?"
                     r"(bold|italics?|underlined?|struck(?:[\s-]*through)?|strikethrough|crossed out|red|orange|yellow|"
                     r"green|blue|purple|pink|gr[ae]y|highlight(?:ed)?)\b"
                     r"|\b(bold|italic|underlined|struck[\s-]*through|red|orange|yellow|green|blue|purple|pink|gr[ae]y|"
                     r"highlighted)\s+(?:text|prices?|items?|entries|rows?|names?|figures?|dates?|cells?)\s+"
                     r"(?:mean|means|show|shows|are|is|mark|marks|indicate)\b", re.I)
#: Pieces of one formatting listed at most.
LEGEND_PIECES = 12


def legend_facts(d: OpenDoc, objective: str) -> list[str]:
    """For each formatting the document gives a meaning to in a sentence of its own ("prices shown
    in red have gone up") or the question names ("which entries are in bold"), where the document
    has it: table cells by their row's first cell, other text by its paragraph; [] when neither
    names one. From a probe trace: a price list said red prices had gone up, the view marked
    them, and the 1.5B model named a bold price and missed a red one."""
    texts = [paragraph_text(ref.el) for ref in d.body if ref.kind == "paragraph"]
    named: list[str] = []
    for text in [objective, *texts]:
        for m in _LEGEND.finditer(text):
            word = re.sub(r"[\s-]+", " ", (m.group(1) or m.group(2) or "").lower())
            word = "struck through" if word.startswith("struck") else _FORMAT_NAMES.get(word, word)
            if word in _FORMATS and word not in named:
                named.append(word)
    out: list[str] = []
    tables = {ref.path: i for i, ref in enumerate(r for r in d.body if r.kind == "table")}
    # The heading a table sits under says where its rows are (a room of an inventory), which a
    # question may ask for and the rows do not say. A heading is no piece: its style makes it
    # bold, which no legend or question means.
    headings = {ref.path: heading[:60] for ref, heading in tables_under_headings(d)} if named else {}
    for word in named[:3]:
        has = _FORMATS[word]
        pieces: list[str] = []
        for ref in d.body:
            if ref.kind == "paragraph" and heading_level(ref.el, d.styles):
                continue
            if ref.kind == "table":
                under = f" (under {headings[ref.path]!r})" if headings[ref.path] else ""
                for r_i, tr in enumerate(table_rows(ref.el)[1:], start=1):
                    cells = row_cells(tr)
                    label = " ".join(cell_text(cells[0]).split())[:40] if cells else ""
                    for tc in cells:
                        hit = " ".join(s.text.strip() for p in tc.iter(W_P) for s in spans(p, d.fmt)
                                       if s.text.strip() and has(s))
                        if hit:
                            pieces.append(f"table {tables[ref.path]}{under} row {r_i} ({label}): {hit[:40]}")
            elif ref.kind == "paragraph":
                hit = " ".join(s.text.strip() for s in spans(ref.el, d.fmt) if s.text.strip() and has(s))
                if hit:
                    pieces.append(f"paragraph {ref.id.split('#')[0]}: {hit[:60]!r}")
        if pieces:
            more = f" and {len(pieces) - LEGEND_PIECES} more" if len(pieces) > LEGEND_PIECES else ""
            out.append(f"{d.rel}: text in {word}: " + "; ".join(pieces[:LEGEND_PIECES]) + more)
        else:
            out.append(f"{d.rel}: no text is {word}")
    return out


#: Words of a legend sentence that say how, not what: "Services shown in bold are new for 2025".
_LEGEND_FORM_WORDS = frozenset("shown marked printed written set listed highlighted appear appears text bold italic "
                               "italics underlined underline struck through strikethrough crossed out red orange yellow "
                               "green blue purple pink grey gray highlight colour color font type".split())


#: Words of time and quantity that a question and a legend share without meaning the same entries.
_GENERIC_WORDS = frozenset("year month week day time last since one ones list just entry item thing".split())


def _content_words(text: str) -> set[str]:
    """Lower-case words of `text` that carry meaning (no stop words, no numbers), plurals as singular."""
    out = set()
    for w in re.findall(r"[a-z]+", text.lower()):
        if w in STOPWORDS or len(w) < 3:
            continue
        out.add(w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w)
    return out


def legend_answer(env: ToolEnv, rel: str, objective: str) -> tuple[str, str] | None:
    """The answer to a question that asks which entries have the meaning a legend sentence of the
    document gives a formatting ("Services shown in bold are new for 2025" and "which services are
    the new ones this year?"): the entries so formatted, each once — the cells of the table column
    the legend's subject names (Service) when a table has one, else every such piece outside
    headings and the legend itself. None unless exactly one legend's meaning shares a word with the
    question. A 1.5B model given those cells in its first message searched with every filter set
    and named one of three (probe trace)."""
    try:
        d = OpenDoc(env, rel)
    except (DocxError, ToolError, OSError):
        return None
    # The document's own topic (its headings: "Price List 2025") and words of time say nothing of
    # which legend a question means: "which services on our price list are new this year?"
    topic = set().union(*(_content_words(paragraph_text(ref.el)) for ref in d.body
                          if ref.kind == "paragraph" and heading_level(ref.el, d.styles)))
    asked = _content_words(objective) - _LEGEND_FORM_WORDS - topic - _GENERIC_WORDS
    legends: list[tuple[int, str, str, set[str]]] = []  # (overlap, format, sentence, subject words)
    for ref in d.body:
        if ref.kind != "paragraph" or heading_level(ref.el, d.styles):
            continue
        for sentence in re.split(r"(?<=[.!?])\s+", " ".join(paragraph_text(ref.el).split())):
            for m in _LEGEND.finditer(sentence):
                word = re.sub(r"[\s-]+", " ", (m.group(1) or m.group(2) or "").lower())
                word = "struck through" if word.startswith("struck") else _FORMAT_NAMES.get(word, word)
                if word not in _FORMATS:
                    continue
                # The meaning: the clause the formatting word is in (up to the next "Services shown in ...").
                clause = re.split(r"\b(?=\w+\s+(?:shown|marked|printed|written|listed)\b)", sentence[m.start():])[0]
                meaning = _content_words(clause) - _LEGEND_FORM_WORDS - topic - _GENERIC_WORDS
                subject = _content_words(sentence[:m.start()].split(".")[-1]) - _LEGEND_FORM_WORDS
                overlap = len(meaning & asked)
                if overlap:
                    legends.append((overlap, word, sentence, subject))
    if not legends:
        return None
    legends.sort(key=lambda x: -x[0])
    if len(legends) > 1 and legends[1][0] == legends[0][0] and legends[1][1] != legends[0][1]:
        return None  # two formattings mean what the question asks: the model decides
    _, word, sentence, subject = legends[0]
    has = _FORMATS[word]
    pieces: list[str] = []
    column_pieces: list[str] = []
    for ref in d.body:
        if ref.kind == "table":
            rows = table_rows(ref.el)
            header = [" ".join(cell_text(c).split()) for c in row_cells(rows[0])] if rows else []
            cols = {i for i, h in enumerate(header) if _content_words(h) & subject}
            for tr in rows[1:]:
                for i, tc in enumerate(row_cells(tr)):
                    hit = " ".join(h for p in tc.iter(W_P) if (h := _formatted(p, d, has)))
                    if hit:
                        (column_pieces if i in cols else pieces).append(hit)
        elif ref.kind == "paragraph" and not heading_level(ref.el, d.styles):
            text = " ".join(paragraph_text(ref.el).split())
            if sentence in text:
                continue  # the legend itself ("shown in **bold**")
            hit = _formatted(ref.el, d, has)
            if hit:
                pieces.append(hit)
    found = list(dict.fromkeys(column_pieces or pieces))
    if not found:
        return None
    return (f"{d.rel} says: \"{sentence}\" The entries in {word} are: " + "; ".join(found[:LEGEND_PIECES * 2]) + ".",
            word)


def _formatted(p: Any, d: OpenDoc, has: Any) -> str:
    """The text of paragraph `p`'s pieces that have a formatting (`has`), joined; '' for none."""
    return " ".join(" ".join(x.text.split()) for x in spans(p, d.fmt) if x.text.strip() and has(x))


def asked_legend(objective: str) -> str | None:
    """The formatting a legend the question itself gives means what it asks ("a ringer's name in
    bold means that was their first ever quarter peal ... Who rang their first quarter peal?"):
    the formatting word, when exactly one legend's meaning shares a word with the question sentence;
    None otherwise."""
    sentences = re.split(r"(?<=[.!?])\s+", " ".join((objective or "").split()))
    questions = [x for x in sentences if x.endswith("?")]
    asked = _content_words(" ".join(questions)) - _LEGEND_FORM_WORDS - _GENERIC_WORDS
    found: dict[str, int] = {}
    for sentence in sentences:
        if sentence.endswith("?"):
            continue
        for m in _LEGEND.finditer(sentence):
            word = re.sub(r"[\s-]+", " ", (m.group(1) or m.group(2) or "").lower())
            word = "struck through" if word.startswith("struck") else _FORMAT_NAMES.get(word, word)
            if word not in _FORMATS:
                continue
            # Its meaning: the clause after it, up to a bracket or the next clause ("(the conductor's
            # name is in italics)" gives the other formatting its own).
            clause = re.split(r"[(;]", sentence[m.end():], maxsplit=1)[0]
            overlap = len((_content_words(clause) - _LEGEND_FORM_WORDS - _GENERIC_WORDS) & asked)
            if overlap:
                found[word] = max(found.get(word, 0), overlap)
    return next(iter(found)) if len(found) == 1 else None


def asked_legend_answer(env: ToolEnv, rels: list[str], objective: str) -> tuple[str, str] | None:
    """(answer, formatting) of a question whose own legend (`asked_legend`) says what a formatting
    means, over the documents its words single out among `rels` (all when none): the pieces in
    that formatting in each document's tables (its paragraphs, headings aside, when its tables hold
    none), each once. A probe's model, asked for the names in bold of two newsletters' tables,
    spent its budget on one search for one name. None when no piece has it."""
    word = asked_legend(objective)
    if word is None or not rels:
        return None
    scope = singled_out(rels, objective)
    docs = scope[0] if scope else rels
    has = _FORMATS[word]
    found: list[str] = []
    for rel in docs:
        try:
            d = OpenDoc(env, rel)
        except (DocxError, ToolError, OSError):
            return None
        cells: list[str] = []
        paragraphs: list[str] = []
        for ref in d.body:
            if ref.kind == "table":
                for tr in table_rows(ref.el)[1:]:
                    for tc in row_cells(tr):
                        cells += [hit for p in tc.iter(W_P) if (hit := _formatted(p, d, has))]
            elif ref.kind == "paragraph" and not heading_level(ref.el, d.styles):
                hit = _formatted(ref.el, d, has)
                if hit:
                    paragraphs.append(hit)
        found += cells or paragraphs
    found = list(dict.fromkeys(found))
    if not found:
        return None
    where = ", ".join(docs[:6]) + (" ..." if len(docs) > 6 else "")
    return f"The entries in {word} in the tables of {where}:\n" + "\n".join(found[:LEGEND_PIECES * 2]), word


def question_facts(env: ToolEnv, rels: list[str], objective: str, *, max_lines: int = 12) -> list[str]:
    """Facts the host reads off the documents for a question (tools/facts.py): where the formatting
    it or the document gives a meaning to is (`legend_facts`), counts of the values it names in the
    columns it names, a named numeric column's sum, and the rows that share the most words with it."""
    terms = question_terms(objective)
    lines: list[str] = []
    scored: list[tuple[int, str, str]] = []
    sums: dict[str, dict[str, float]] = {}  # a named column's sum in each document
    twice: set[str] = set()  # columns a document holds in two tables: no one figure per document
    legends: list[str] = []  # where the formatting the document or question gives a meaning to is
    read: list[tuple[str, list[str], list[list[str]]]] = []  # every table: (where, header, rows)
    for rel in rels:
        try:
            d = OpenDoc(env, rel)
        except ToolError:
            continue
        legends += legend_facts(d, objective)
        placed = tables_under_headings(d)
        tables, under = [ref for ref, _ in placed], [heading for _, heading in placed]
        for t_i, ref in enumerate(tables):
            header, rows, naming = table_header(ref.el)
            # The heading a table sits under says what its rows are ("Freezer F2": where the
            # samples listed are), which the rows themselves do not.
            where = f"{d.rel} table {t_i}" + (f" (under {under[t_i]!r})" if under[t_i] else "")
            if named_column_indexes(header, objective):
                # The cells with their marks (a shaded empty cell is no free one), the labels plain.
                shown = [[plain[0], *cells[1:]] if plain and cells else cells
                         for plain, cells in zip(rows, marked_rows(d, ref.el, shading=True)[1], strict=False)]
                shown = shown[naming:]  # a two-row header's second row names columns: no row of the chart
                lines += named_columns(where, header, shown, objective)
            lines += ratio_facts(where, header, rows, objective) + column_facts(where, header, rows, objective)
            read.append((where, header, rows))
            for c, h in enumerate(header):
                found = column_sum(rows, c) if named(h, objective) else None
                if found is not None:
                    key = " ".join(h.split())
                    if d.rel in sums.setdefault(key, {}):
                        twice.add(key)
                    sums[key][d.rel] = found[0]
            scored += [(n, f"{where} row {r_i}", record_text(header, row))
                       for r_i, row in enumerate(rows, start=1) if (n := row_score(terms, row))]
    # Figures spread over several documents: the model added the wrong ones in its head.
    totals = across_documents({h: v for h, v in sums.items() if h not in twice}, singled_out(list(rels), objective))
    groups = group_facts(read, objective)
    return (legends + totals + groups + lines + best_rows(scored, quantity=asks_quantity(objective) is not None))[:max_lines]
