"""Reading a document: stories, blocks and their stable ids, styles, and the ``inspect`` report.

A *story* is one flow of text: ``body``, each header and footer part (``header1``, ``footer2``: the part
name's stem), ``footnotes`` and ``endnotes``. A *block* is a paragraph or a table of a story, addressed
by a path and a short hash of its visible text::

    body/p12#a7b2              the 13th paragraph of the body (indexes are 0-based)
    body/t2#91c0               the 3rd table of the body
    body/t2/r1c3/p0#5e11       first paragraph of the cell at row 1, column 3 of that table
    header1/p0#0d3c            first paragraph of word/header1.xml

Paragraphs and tables are counted separately inside each container (the body, a table cell, a header,
the notes of a story), so inserting a paragraph never renumbers tables. Content controls and custom XML
wrappers around blocks are transparent: their paragraphs count as the container's own. The hash makes
an id self-checking: an id whose hash no longer matches the text at that place is stale.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from lxml import etree

from .errors import Code, DocxError
from .ooxml import (
    A_AUTHOR,
    A_DATE,
    A_ID,
    A_R_ID,
    A_TYPE,
    A_VAL,
    RT_COMMENTS,
    RT_ENDNOTES,
    RT_FOOTER,
    RT_FOOTNOTES,
    RT_HEADER,
    RT_STYLES,
    W_BODY,
    W_BR,
    W_COMMENT,
    W_COMMENT_RANGE_START,
    W_COMMENT_REFERENCE,
    W_CR,
    W_CUSTOMXML,
    W_DEL,
    W_DELTEXT,
    W_ENDNOTE,
    W_FOOTER_REFERENCE,
    W_FOOTNOTE,
    W_HEADER_REFERENCE,
    W_INS,
    W_MOVEFROM,
    W_MOVETO,
    W_OUTLINELVL,
    W_P,
    W_PPR,
    W_PPRCHANGE,
    W_PSTYLE,
    W_PTAB,
    W_R,
    W_RPR,
    W_RPRCHANGE,
    W_SDT,
    W_SDTCONTENT,
    W_T,
    W_TAB,
    W_TBL,
    W_TC,
    W_TR,
    W_TRPR,
    paragraph_text,
    qn,
    short_hash,
    walk_runs,
)
from .package import Package

# Bounds of the inspect report: it goes into a model's context, so nothing in it is unbounded.
MAX_LIMIT = 1000
TEXT_PREVIEW = 1000
CELL_PREVIEW = 200
TABLE_ROWS = 30
TABLE_COLS = 20
OUTLINE_MAX = 500
REVISIONS_MAX = 200
COMMENTS_MAX = 200
NOTE_PREVIEW = 300

_ID_RE = re.compile(r"^(?P<path>[A-Za-z0-9_-]+(?:/(?:p\d+|t\d+|r\d+c\d+))*)(?:#(?P<hash>[0-9a-fA-F]{4}))?$")
_SEG_RE = re.compile(r"^(?:p(?P<p>\d+)|t(?P<t>\d+)|r(?P<r>\d+)c(?P<c>\d+))$")


@dataclass(slots=True)
class Story:
    name: str
    part: str
    kind: str  # body | header | footer | footnotes | endnotes
    root: etree._Element  # the element whose children are the story's top-level units


@dataclass(slots=True)
class BlockRef:
    path: str  # the id without its hash
    el: etree._Element
    kind: str  # paragraph | table | cell_paragraph
    story: str
    table: str | None = None  # path of the enclosing table, for cell paragraphs
    row: int | None = None
    col: int | None = None

    @property
    def text(self) -> str:
        return block_text(self.el)

    @property
    def id(self) -> str:
        return f"{self.path}#{short_hash(self.text)}"


def block_text(el: etree._Element) -> str:
    if el.tag == W_P:
        return paragraph_text(el)
    if el.tag == W_TBL:
        return table_text(el)
    if el.tag == W_TC:
        return cell_text(el)
    return ""


def cell_text(tc: etree._Element) -> str:
    out = []
    for child in block_children(tc):
        out.append(paragraph_text(child) if child.tag == W_P else table_text(child))
    return "\n".join(out)


def table_text(tbl: etree._Element) -> str:
    return "\n".join("\t".join(cell_text(tc) for tc in row_cells(tr)) for tr in table_rows(tbl))


def _flatten(container: etree._Element, wanted: frozenset[str]) -> Iterator[etree._Element]:
    for child in container:
        tag = child.tag
        if tag in wanted:
            yield child
        elif tag == W_SDT:
            content = child.find(W_SDTCONTENT)
            if content is not None:
                yield from _flatten(content, wanted)
        elif tag == W_CUSTOMXML:
            yield from _flatten(child, wanted)


_BLOCKS = frozenset({W_P, W_TBL})


def block_children(container: etree._Element) -> Iterator[etree._Element]:
    """Paragraphs and tables of a container, looking through content controls and custom XML."""
    if container.tag in (qn("w:footnotes"), qn("w:endnotes")):
        for note in container:
            if note.tag in (W_FOOTNOTE, W_ENDNOTE) and is_normal_note(note):
                yield from _flatten(note, _BLOCKS)
        return
    yield from _flatten(container, _BLOCKS)


def is_normal_note(note: etree._Element) -> bool:
    # Separator and continuation notes are layout furniture, not text anyone wrote.
    return note.get(A_TYPE) in (None, "normal")


def unit_paragraphs(unit: etree._Element) -> list[etree._Element]:
    """The paragraphs a story's top-level element contributes, in the order ``walk_blocks`` visits
    them (a paragraph, a table's cell paragraphs, a content control's or a note's blocks)."""
    if unit.tag == W_P:
        return [unit]
    if unit.tag == W_TBL:
        blocks = [unit]
    elif unit.tag in (W_FOOTNOTE, W_ENDNOTE):
        blocks = list(_flatten(unit, _BLOCKS)) if is_normal_note(unit) else []
    elif unit.tag in (W_SDT, W_CUSTOMXML):
        holder = unit.find(W_SDTCONTENT) if unit.tag == W_SDT else unit
        blocks = list(_flatten(holder, _BLOCKS)) if holder is not None else []
    else:
        return []
    out: list[etree._Element] = []
    for block in blocks:
        if block.tag == W_P:
            out.append(block)
        else:
            for tr in table_rows(block):
                for tc in row_cells(tr):
                    for child in block_children(tc):
                        out.extend(unit_paragraphs(child))
    return out


def table_rows(tbl: etree._Element) -> list[etree._Element]:
    return list(_flatten(tbl, frozenset({W_TR})))


def row_cells(tr: etree._Element) -> list[etree._Element]:
    return list(_flatten(tr, frozenset({W_TC})))


#: A cell's properties and the grid attributes of cells and rows (docx/edits/address.py uses them too).
W_TCPR, W_GRIDSPAN, W_GRIDBEFORE, W_GRIDAFTER, W_VMERGE = (
    qn("w:tcPr"), qn("w:gridSpan"), qn("w:gridBefore"), qn("w:gridAfter"), qn("w:vMerge"))
#: The widest a merge is taken to be (a damaged `w:gridSpan` of 10**9 spans no grid).
_MAX_SPAN = 64


def _count(parent: etree._Element | None, tag: str, default: int) -> int:
    el = parent.find(tag) if parent is not None else None
    if el is None:
        return default
    try:
        return min(_MAX_SPAN, max(0, int(el.get(A_VAL, default))))
    except (TypeError, ValueError):
        return default


def grid_cells(tr: etree._Element) -> list[tuple[etree._Element | None, bool]]:
    """A row's cells on the table grid, the way the row is seen: one entry per grid column, a cell
    merged across n columns (`w:gridSpan`) n times, None for a column the row leaves out before its
    first cell or after its last (`w:gridBefore`, `w:gridAfter`); each with whether the cell
    continues a vertical merge from the row above (`w:vMerge` without "restart"). Read in `w:tc`
    order, a booking chart's row whose first booking spanned two nights put every later name one
    night early under the header (a probe's camp-site chart)."""
    trpr = tr.find(W_TRPR)
    out: list[tuple[etree._Element | None, bool]] = [(None, False)] * _count(trpr, W_GRIDBEFORE, 0)
    for tc in row_cells(tr):
        tcpr = tc.find(W_TCPR)
        vmerge = tcpr.find(W_VMERGE) if tcpr is not None else None
        continued = vmerge is not None and vmerge.get(A_VAL, "continue") != "restart"
        out += [(tc, continued)] * max(1, _count(tcpr, W_GRIDSPAN, 1))
    return out + [(None, False)] * _count(trpr, W_GRIDAFTER, 0)


def walk_blocks(container: etree._Element, prefix: str, story: str, cell: tuple[str, int, int] | None = None
                ) -> Iterator[BlockRef]:
    pi = ti = 0
    for child in block_children(container):
        if child.tag == W_P:
            kind = "paragraph" if cell is None else "cell_paragraph"
            table, row, col = cell if cell else (None, None, None)
            yield BlockRef(f"{prefix}/p{pi}", child, kind, story, table, row, col)
            pi += 1
        else:
            tpath = f"{prefix}/t{ti}"
            yield BlockRef(tpath, child, "table", story)
            for r, tr in enumerate(table_rows(child)):
                for c, tc in enumerate(row_cells(tr)):
                    yield from walk_blocks(tc, f"{tpath}/r{r}c{c}", story, (tpath, r, c))
            ti += 1


# ---------------------------------------------------------------------------------------------------
# Styles


@dataclass(slots=True)
class StyleInfo:
    style_id: str
    name: str
    type: str
    based_on: str | None
    outline_level: int | None  # 0-based as in w:outlineLvl


@dataclass
class Styles:
    by_id: dict[str, StyleInfo] = field(default_factory=dict)
    default_paragraph: str | None = None

    @classmethod
    def parse(cls, root: etree._Element | None) -> Styles:
        styles = cls()
        if root is None:
            return styles
        for st in root.iter(qn("w:style")):
            sid = st.get(qn("w:styleId"))
            if not sid:
                continue
            name_el = st.find(qn("w:name"))
            based = st.find(qn("w:basedOn"))
            lvl = st.find(f"{W_PPR}/{W_OUTLINELVL}")
            info = StyleInfo(
                style_id=sid,
                name=_display_name(name_el.get(A_VAL) if name_el is not None else sid),
                type=st.get(A_TYPE, "paragraph"),
                based_on=based.get(A_VAL) if based is not None else None,
                outline_level=_int(lvl.get(A_VAL)) if lvl is not None else None,
            )
            styles.by_id[sid] = info
            if info.type == "paragraph" and st.get(qn("w:default")) in ("1", "true", "on"):
                styles.default_paragraph = sid
        return styles

    def name_of(self, style_id: str | None) -> str | None:
        if style_id is None:
            style_id = self.default_paragraph
            if style_id is None:
                return None
        info = self.by_id.get(style_id)
        return info.name if info else style_id

    def outline_level(self, style_id: str | None) -> int | None:
        """Outline level (0-based) of a paragraph style, following basedOn; None for body text."""
        seen: set[str] = set()
        while style_id and style_id not in seen:
            seen.add(style_id)
            info = self.by_id.get(style_id)
            if info is None:
                break
            if info.outline_level is not None:
                return info.outline_level if info.outline_level < 9 else None
            m = re.fullmatch(r"heading (\d)", info.name.lower())
            if m:
                return int(m.group(1)) - 1
            style_id = info.based_on
        return None

    def paragraph_styles(self) -> list[StyleInfo]:
        return [s for s in self.by_id.values() if s.type == "paragraph"]

    def resolve_paragraph_style(self, wanted: str) -> StyleInfo | None:
        key = _style_key(wanted)
        for info in self.paragraph_styles():
            if _style_key(info.name) == key or _style_key(info.style_id) == key:
                return info
        return None


def _style_key(s: str) -> str:
    return re.sub(r"[\s_-]+", "", s).lower()


def _display_name(name: str) -> str:
    # Built-in styles are stored lower-case ("heading 1"); Word shows them capitalised.
    return name[:1].upper() + name[1:] if name[:1].islower() else name


def _int(value: str | None) -> int | None:
    try:
        return int(value) if value is not None else None
    except ValueError:
        return None


def paragraph_style_id(p: etree._Element) -> str | None:
    ppr = p.find(W_PPR)
    if ppr is None:
        return None
    ps = ppr.find(W_PSTYLE)
    return ps.get(A_VAL) if ps is not None else None


def heading_level(p: etree._Element, styles: Styles) -> int | None:
    """1-based heading level, 0 for a Title, None for anything else."""
    sid = paragraph_style_id(p)
    ppr = p.find(W_PPR)
    if ppr is not None:
        lvl = ppr.find(W_OUTLINELVL)
        if lvl is not None:
            v = _int(lvl.get(A_VAL))
            if v is not None and v < 9:
                return v + 1
    level = styles.outline_level(sid)
    if level is not None:
        return level + 1
    if sid is not None:
        name = styles.name_of(sid) or sid
        if name.lower() == "title":
            return 0
    return None


# ---------------------------------------------------------------------------------------------------
# Story discovery and id resolution


@dataclass(slots=True)
class StoryPart:
    name: str
    part: str
    kind: str
    rids: list[str] = field(default_factory=list)


def discover_story_parts(pkg: Package) -> list[StoryPart]:
    """Body, headers and footers (by part name), footnotes, endnotes — in a stable order."""
    out = [StoryPart("body", pkg.main_part, "body")]
    headers: list[StoryPart] = []
    footers: list[StoryPart] = []
    notes: list[StoryPart] = []
    used = {"body", "footnotes", "endnotes"}
    for rel in pkg.rels(pkg.main_part):
        if rel.external or rel.target not in pkg.blobs:
            continue
        stem = re.sub(r"[^A-Za-z0-9_-]", "_", posixpath.splitext(posixpath.basename(rel.target))[0])
        if rel.reltype == RT_HEADER:
            headers.append(StoryPart(stem, rel.target, "header", [rel.rid]))
        elif rel.reltype == RT_FOOTER:
            footers.append(StoryPart(stem, rel.target, "footer", [rel.rid]))
        elif rel.reltype == RT_FOOTNOTES:
            notes.append(StoryPart("footnotes", rel.target, "footnotes"))
        elif rel.reltype == RT_ENDNOTES:
            notes.append(StoryPart("endnotes", rel.target, "endnotes"))
    result = out
    seen_parts = {pkg.main_part}
    by_part: dict[str, StoryPart] = {}
    for sp in sorted(headers, key=lambda s: _natural(s.name)) + sorted(footers, key=lambda s: _natural(s.name)):
        if sp.part in seen_parts:
            if sp.part in by_part:  # one part referenced by several relationships
                by_part[sp.part].rids.extend(sp.rids)
            continue
        name = sp.name
        n = 2
        while name in used:
            name = f"{sp.name}_{n}"
            n += 1
        used.add(name)
        seen_parts.add(sp.part)
        story_part = StoryPart(name, sp.part, sp.kind, list(sp.rids))
        by_part[sp.part] = story_part
        result.append(story_part)
    for sp in sorted(notes, key=lambda s: s.name):
        if sp.part not in seen_parts:
            seen_parts.add(sp.part)
            result.append(sp)
    return result


def find_part(pkg: Package, reltype: str) -> str | None:
    for rel in pkg.rels(pkg.main_part):
        if rel.reltype == reltype and not rel.external and rel.target in pkg.blobs:
            return rel.target
    return None


def styles_part(pkg: Package) -> str | None:
    return find_part(pkg, RT_STYLES)


def comments_part(pkg: Package) -> str | None:
    return find_part(pkg, RT_COMMENTS)


def story_root(kind: str, part_root: etree._Element) -> etree._Element:
    if kind == "body":
        body = part_root.find(W_BODY)
        if body is None:
            raise DocxError(Code.NO_DOCUMENT, "the main document has no w:body")
        return body
    return part_root


class DocModel:
    """Stories over a set of part roots (the working copy of a document, or a re-opened output)."""

    def __init__(self, story_parts: list[StoryPart], get_root: Callable[[str], etree._Element],
                 styles: Styles) -> None:
        self.story_parts = story_parts
        self._get_root = get_root
        self.styles = styles
        self._stories: dict[str, Story] = {}
        self._index: dict[etree._Element, tuple[list[etree._Element], list[etree._Element]]] | None = None

    def story(self, name: str) -> Story:
        if name not in self._stories:
            for sp in self.story_parts:
                if sp.name == name:
                    self._stories[name] = Story(sp.name, sp.part, sp.kind, story_root(sp.kind, self._get_root(sp.part)))
                    break
            else:
                raise DocxError(
                    Code.UNKNOWN_BLOCK,
                    f"no story {name!r} in this document",
                    {"stories": [s.name for s in self.story_parts]},
                )
        return self._stories[name]

    def stories(self) -> list[Story]:
        return [self.story(sp.name) for sp in self.story_parts]

    def iter_blocks(self) -> Iterator[BlockRef]:
        for story in self.stories():
            yield from walk_blocks(story.root, story.name, story.name)

    def story_iter_paragraphs(self, name: str) -> Iterator[BlockRef]:
        for ref in walk_blocks(self.story(name).root, name, name):
            if ref.kind != "table":
                yield ref

    def iter_paragraphs(self) -> Iterator[BlockRef]:
        for ref in self.iter_blocks():
            if ref.kind != "table":
                yield ref

    # -- ids ---------------------------------------------------------------------------------------
    def _children(self, container: etree._Element) -> tuple[list[etree._Element], list[etree._Element]]:
        cached = self._index.get(container) if self._index is not None else None
        if cached is not None:
            return cached
        paras: list[etree._Element] = []
        tables: list[etree._Element] = []
        for child in block_children(container):
            (paras if child.tag == W_P else tables).append(child)
        if self._index is not None:
            self._index[container] = (paras, tables)
        return paras, tables

    @contextmanager
    def frozen(self) -> Iterator[None]:
        """Cache container listings while nothing changes (resolving a batch's ids against a long
        body would otherwise rescan it for every id)."""
        self._index = {}
        try:
            yield
        finally:
            self._index = None

    def resolve(self, block_id: str, *, require_hash: bool = True) -> BlockRef:
        """The block an id names, checking its hash against the current text (STALE_REF if not)."""
        path, wanted_hash = parse_block_id(block_id, require_hash=require_hash)
        try:
            ref = self.locate(path)
        except DocxError as exc:
            if wanted_hash is not None and exc.code == Code.UNKNOWN_BLOCK and "/" in path:
                exc.details["candidates"] = self._candidates(path, wanted_hash.lower())
            raise
        if wanted_hash is not None:
            current = ref.text
            if short_hash(current) != wanted_hash.lower():
                raise DocxError(
                    Code.STALE_REF,
                    f"block {block_id} has changed since it was read; re-inspect the document",
                    {
                        "block_id": block_id,
                        "current_id": f"{path}#{short_hash(current)}",
                        "current_preview": current[:200],
                        "candidates": self._candidates(path, wanted_hash.lower()),
                    },
                )
        return ref

    def _candidates(self, path: str, wanted_hash: str) -> list[str]:
        """Ids of blocks of the same story and kind whose text has the hash asked for: where the
        block went when earlier insertions or deletions renumbered the story (at most 3)."""
        story, kind = path.split("/", 1)[0], path.rsplit("/", 1)[-1][:1]
        out: list[str] = []
        try:
            root = self.story(story).root
        except DocxError:
            return out
        for ref in walk_blocks(root, story, story):
            if ref.path.rsplit("/", 1)[-1][:1] == kind and ref.path != path and short_hash(ref.text) == wanted_hash:
                out.append(ref.id)
                if len(out) == 3:
                    break
        return out

    def locate(self, path: str) -> BlockRef:
        segments = path.split("/")
        story = self.story(segments[0])
        container = story.root
        ref: BlockRef | None = None
        table_path: str | None = None
        walked = segments[0]
        cell: tuple[str, int, int] | None = None
        for seg in segments[1:]:
            m = _SEG_RE.match(seg)
            assert m is not None  # parse_block_id checked the shape
            if m.group("r") is not None:
                if ref is None or ref.kind != "table":
                    raise _unknown(path, f"{seg} must follow a table segment")
                r, c = int(m.group("r")), int(m.group("c"))
                rows = table_rows(ref.el)
                if r >= len(rows) or c >= len(cells := row_cells(rows[r])):
                    raise _unknown(path, f"the table {walked} has no cell r{r}c{c}")
                container = cells[c]
                table_path = walked
                cell = (walked, r, c)
                walked = f"{walked}/{seg}"
                ref = BlockRef(walked, container, "cell", story.name, table_path, r, c)
                continue
            if ref is not None and ref.kind == "table":
                raise _unknown(path, f"{seg} cannot follow a table; address a cell first (r0c0)")
            want_p = m.group("p") is not None
            index = int(m.group("p") if want_p else m.group("t"))
            paras, tables = self._children(container)
            pool = paras if want_p else tables
            found = pool[index] if index < len(pool) else None
            walked = f"{walked}/{seg}"
            if found is None:
                raise _unknown(path, f"there is no {seg} in {walked.rsplit('/', 1)[0]}")
            if want_p:
                kind = "paragraph" if cell is None else "cell_paragraph"
                t, r_, c_ = cell if cell else (None, None, None)
                ref = BlockRef(walked, found, kind, story.name, t, r_, c_)
            else:
                ref = BlockRef(walked, found, "table", story.name)
        if ref is None:
            raise _unknown(path, "an id names a block inside a story, e.g. body/p3#a1b2")
        return ref


def parse_block_id(block_id: str, *, require_hash: bool = True) -> tuple[str, str | None]:
    if not isinstance(block_id, str):
        raise DocxError(Code.INVALID_EDIT, "a block id is a string like body/p3#a1b2")
    m = _ID_RE.match(block_id.strip())
    if m is None:
        raise DocxError(
            Code.UNKNOWN_BLOCK,
            f"{block_id!r} is not a block id (expected e.g. body/p12#a7b2 or body/t0/r1c2/p0#5e11)",
            {"block_id": block_id},
        )
    if require_hash and m.group("hash") is None:
        raise DocxError(
            Code.INVALID_EDIT,
            f"block id {block_id!r} lacks its #hash; use the id exactly as docx_inspect returned it",
            {"block_id": block_id},
        )
    return m.group("path"), m.group("hash")


def _unknown(path: str, why: str) -> DocxError:
    return DocxError(Code.UNKNOWN_BLOCK, f"no block {path}: {why}", {"block_id": path})


def _natural(s: str) -> tuple[Any, ...]:
    return tuple(int(x) if x.isdigit() else x for x in re.split(r"(\d+)", s))


# ---------------------------------------------------------------------------------------------------
# inspect


def _bounded(text: str, limit: int) -> tuple[str, bool]:
    if len(text) <= limit:
        return text, False
    return text[:limit] + "…", True


def _ancestor_paragraph(el: etree._Element) -> etree._Element | None:
    node = el
    while node is not None:
        if node.tag == W_P:
            return node
        node = node.getparent()
    return None


def build_inspect(model: DocModel, comments_root: etree._Element | None, path: str, *, offset: int,
                  limit: int) -> dict[str, Any]:
    if not isinstance(offset, int) or offset < 0:
        raise DocxError(Code.INVALID_ARGUMENT, "offset must be an integer >= 0", {"offset": offset})
    if not isinstance(limit, int) or limit < 1:
        raise DocxError(Code.INVALID_ARGUMENT, "limit must be an integer >= 1", {"limit": limit})
    limit = min(limit, MAX_LIMIT)
    styles = model.styles

    refs = list(model.iter_blocks())
    para_paths: dict[etree._Element, BlockRef] = {r.el: r for r in refs if r.kind != "table"}
    page = refs[offset: offset + limit]

    outline: list[dict[str, Any]] = []
    outline_total = 0
    for ref in refs:
        if ref.story != "body" or ref.kind != "paragraph":
            continue
        level = heading_level(ref.el, styles)
        if level is None:
            continue
        outline_total += 1
        if len(outline) < OUTLINE_MAX:
            text = ref.text
            outline.append({"id": f"{ref.path}#{short_hash(text)}", "level": level, "text": _bounded(text, 200)[0]})

    blocks: list[dict[str, Any]] = []
    tables: list[dict[str, Any]] = []
    for ref in page:
        text = ref.text
        entry: dict[str, Any] = {"id": f"{ref.path}#{short_hash(text)}", "story": ref.story, "kind": ref.kind}
        if ref.kind == "table":
            rows = table_rows(ref.el)
            ncols = max((len(row_cells(tr)) for tr in rows), default=0)
            entry.update({"rows": len(rows), "cols": ncols})
            preview, cut = _bounded(text.replace("\t", " | "), TEXT_PREVIEW)
            entry["text"] = preview
            if cut:
                entry["truncated"] = True
            tables.append(_table_entry(entry["id"], rows, ncols))
        else:
            sid = paragraph_style_id(ref.el)
            entry["style"] = styles.name_of(sid)
            level = heading_level(ref.el, styles)
            if level is not None:
                entry["level"] = level
            preview, cut = _bounded(text, TEXT_PREVIEW)
            entry["text"] = preview
            if cut:
                entry["truncated"] = True
                entry["length"] = len(text)
            if ref.table is not None:
                entry.update({"table": ref.table, "row": ref.row, "col": ref.col})
            if ref.el.find(f".//{W_INS}") is not None or ref.el.find(f".//{W_DEL}") is not None:
                entry["has_revisions"] = True
        blocks.append(entry)

    def id_of(el: etree._Element | None) -> str | None:
        p = _ancestor_paragraph(el) if el is not None else None
        ref = para_paths.get(p) if p is not None else None
        return ref.id if ref is not None else None

    revisions: list[dict[str, Any]] = []
    revisions_total = 0
    for story in model.stories():
        for rev in story.root.iter(W_INS, W_DEL, W_MOVEFROM, W_MOVETO):
            revisions_total += 1
            if len(revisions) >= REVISIONS_MAX:
                continue
            parent = rev.getparent()
            mark = parent is not None and parent.tag == W_RPR
            row = parent is not None and parent.tag == W_TRPR
            rtype = "ins" if rev.tag in (W_INS, W_MOVETO) else "del"
            if mark:
                text = "¶"
            elif row:
                text = "(table row)"
            elif rtype == "ins":
                text = "".join(paragraph_text_of_runs(rev))
            else:
                text = "".join(t.text or "" for t in rev.iter(W_DELTEXT))
            entry = {
                "id": rev.get(A_ID),
                "type": rtype,
                "author": rev.get(A_AUTHOR),
                "date": rev.get(A_DATE),
                "text": _bounded(text, 200)[0],
                "block_id": id_of(rev),
                "story": story.name,
            }
            if mark:
                entry["paragraph_mark"] = True
            if row:
                entry["table_row"] = True
            if rev.tag in (W_MOVEFROM, W_MOVETO):
                entry["move"] = True
            revisions.append(entry)

    for story in model.stories():
        for change in story.root.iter(W_RPRCHANGE, W_PPRCHANGE):
            revisions_total += 1
            if len(revisions) >= REVISIONS_MAX:
                continue
            owner = change.getparent().getparent() if change.getparent() is not None else None
            if change.tag == W_RPRCHANGE and owner is not None and owner.tag == W_R:
                text = "".join(t.text or "" for t in owner.iter(W_T, W_DELTEXT))
            else:
                text = "¶"
            revisions.append({
                "id": change.get(A_ID),
                "type": "format",
                "author": change.get(A_AUTHOR),
                "date": change.get(A_DATE),
                "text": _bounded(text, 200)[0],
                "block_id": id_of(change),
                "story": story.name,
            })

    comments: list[dict[str, Any]] = []
    comments_total = 0
    if comments_root is not None:
        anchors: dict[str, etree._Element] = {}
        for story in model.stories():
            for mark in story.root.iter(W_COMMENT_RANGE_START, W_COMMENT_REFERENCE):
                cid = mark.get(A_ID)
                if cid is not None and cid not in anchors:
                    p = _ancestor_paragraph(mark)
                    if p is None:  # a range starting between blocks: anchor to the next paragraph
                        nxt = mark.getnext()
                        while nxt is not None and nxt.tag != W_P:
                            nxt = nxt.getnext()
                        p = nxt
                    if p is not None:
                        anchors[cid] = p
        for c in comments_root.iter(W_COMMENT):
            comments_total += 1
            if len(comments) >= COMMENTS_MAX:
                continue
            cid = c.get(A_ID)
            text = "\n".join(paragraph_text(p) for p in c.iter(W_P))
            comments.append({
                "id": cid,
                "author": c.get(A_AUTHOR),
                "date": c.get(A_DATE),
                "text": _bounded(text, 500)[0],
                "anchor_block": id_of(anchors.get(cid or "")),
            })

    headers_footers: list[dict[str, Any]] = []
    notes: list[dict[str, Any]] = []
    usage = _header_usage(model.story("body").root, model)
    for story in model.stories():
        if story.kind in ("header", "footer"):
            text = "\n".join(paragraph_text(p) for p in story.root.iter(W_P))
            headers_footers.append({
                "story": story.name,
                "kind": story.kind,
                "types": usage.get(story.name, []),
                "text": _bounded(text, NOTE_PREVIEW)[0],
            })
        elif story.kind in ("footnotes", "endnotes"):
            for note in story.root:
                if note.tag not in (W_FOOTNOTE, W_ENDNOTE) or not is_normal_note(note):
                    continue
                paras = list(_flatten(note, frozenset({W_P})))
                notes.append({
                    "story": story.name,
                    "note_id": note.get(A_ID),
                    "block_ids": [para_paths[p].id for p in paras if p in para_paths],
                    "text": _bounded("\n".join(paragraph_text(p) for p in paras), NOTE_PREVIEW)[0],
                })

    total = len(refs)
    nxt = offset + limit if offset + limit < total else None
    return {
        "path": path,
        "outline": outline,
        "outline_total": outline_total,
        "blocks": blocks,
        "tables": tables,
        "headers_footers": headers_footers,
        "footnotes": notes,
        "revisions": revisions,
        "revisions_total": revisions_total,
        "comments": comments,
        "comments_total": comments_total,
        "total_blocks": total,
        "offset": offset,
        "limit": limit,
        "next_offset": nxt,
    }


def paragraph_text_of_runs(container: etree._Element) -> list[str]:
    """Visible text of the runs under an inline container (e.g. one w:ins)."""
    out: list[str] = []
    for run, _ in walk_runs(container, container):
        for child in run:
            tag = child.tag
            if tag == W_T:
                out.append(child.text or "")
            elif tag in (W_TAB, W_PTAB):
                out.append("\t")
            elif tag in (W_BR, W_CR):
                out.append("\n")
    return out


def _header_usage(body: etree._Element, model: DocModel) -> dict[str, list[str]]:
    """Which header/footer types (default, first, even) each story serves, from the sections."""
    rid_to_story = {rid: sp.name for sp in model.story_parts for rid in sp.rids}
    usage: dict[str, list[str]] = {}
    for ref in body.iter(W_HEADER_REFERENCE, W_FOOTER_REFERENCE):
        name = rid_to_story.get(ref.get(A_R_ID, ""))
        kind = ref.get(A_TYPE, "default")
        if name is not None and kind not in usage.setdefault(name, []):
            usage[name].append(kind)
    return usage


def _table_entry(table_id: str, rows: list[etree._Element], ncols: int) -> dict[str, Any]:
    cells: list[list[str]] = []
    for tr in rows[:TABLE_ROWS]:
        cells.append([_bounded(cell_text(tc), CELL_PREVIEW)[0] for tc in row_cells(tr)[:TABLE_COLS]])
    entry: dict[str, Any] = {"id": table_id, "rows": len(rows), "cols": ncols, "cells": cells}
    if len(rows) > TABLE_ROWS or ncols > TABLE_COLS:
        entry["truncated"] = True
    return entry


__all__ = [
    "BlockRef",
    "DocModel",
    "Story",
    "StoryPart",
    "Styles",
    "block_text",
    "build_inspect",
    "discover_story_parts",
    "parse_block_id",
]
