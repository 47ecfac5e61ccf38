"""Turn txt/md/html/pdf/docx files into titled, sectioned plain text.

A document is a title plus a list of sections; a section is the text under one heading (its
``heading_path`` is the chain of headings above it) and, for PDFs, the page it comes from. The
chunker never lets a chunk cross a section boundary, so headings, pages and tables parsed here
survive as chunk metadata.

Every failure that concerns one file is a :class:`ParseError` with a short human reason; the
ingest reports it as a failed document and goes on.
"""

from __future__ import annotations

import errno
import fnmatch
import os
import re
import stat
import zipfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

__all__ = [
    "DEFAULT_MAX_FILE_BYTES",
    "SUPPORTED_SUFFIXES",
    "Candidate",
    "ParseError",
    "ParsedDocument",
    "Section",
    "decode_text",
    "discover",
    "parse_bytes",
    "parse_file",
]

DEFAULT_MAX_FILE_BYTES = 50 * 1024 * 1024
# A .docx is a zip: cap what it may expand to, so a zip bomb fails fast instead of eating memory.
MAX_DOCX_UNCOMPRESSED = 256 * 1024 * 1024
MAX_DOCX_RATIO = 150

FORMATS: dict[str, str] = {
    ".txt": "txt",
    ".text": "txt",
    ".md": "md",
    ".markdown": "md",
    ".html": "html",
    ".htm": "html",
    ".xhtml": "html",
    ".pdf": "pdf",
    ".docx": "docx",
}
SUPPORTED_SUFFIXES = frozenset(FORMATS)


class ParseError(Exception):
    """One file cannot be ingested; the message is the reason shown to the user."""


@dataclass
class Section:
    heading_path: list[str]
    text: str
    page: int | None = None


@dataclass
class ParsedDocument:
    title: str
    format: str
    sections: list[Section] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "\n\n".join(s.text for s in self.sections)


# --------------------------------------------------------------------------- discovery


@dataclass
class Candidate:
    """A file to ingest (or a path that failed before it could be read)."""

    path: Path  # as found (absolute, not resolved: a symlinked file keeps its own name)
    document_id: str
    error: str | None = None


def _match_glob(rel: str, pattern: str) -> bool:
    # A pattern without a slash matches the file name anywhere (like .gitignore); with one it
    # matches the path relative to the root. Path.match gives '**' a sensible meaning.
    if "/" not in pattern:
        return fnmatch.fnmatch(rel.rsplit("/", 1)[-1], pattern)
    return fnmatch.fnmatch(rel, pattern) or Path(rel).match(pattern)


def discover(paths: Iterable[Path], glob: str | None = None) -> Iterator[Candidate]:
    """Files under ``paths`` in a stable order, each with its document id.

    The id is the path relative to the root given (a single file: its name). Folders are walked
    recursively, following symlinked folders once (a symlink loop is reported, not followed);
    files in folders with an unsupported suffix are skipped silently, while a file named
    explicitly is always attempted so that the user hears why it failed.
    """
    seen_ids: set[str] = set()
    for root in paths:
        root = Path(os.path.abspath(root))
        try:
            st = root.stat()
        except OSError as exc:
            yield Candidate(root, root.name, _os_reason(exc))
            continue
        if stat.S_ISDIR(st.st_mode):
            for cand in _walk(root, glob):
                if cand.document_id not in seen_ids:
                    seen_ids.add(cand.document_id)
                    yield cand
        else:
            if glob and not _match_glob(root.name, glob):
                continue
            if root.name not in seen_ids:
                seen_ids.add(root.name)
                yield Candidate(root, root.name)


def _walk(root: Path, glob: str | None) -> Iterator[Candidate]:
    visited: set[tuple[int, int]] = set()

    def walk(directory: Path, rel: str) -> Iterator[Candidate]:
        try:
            st = directory.stat()
        except OSError as exc:
            yield Candidate(directory, rel or directory.name, _os_reason(exc))
            return
        key = (st.st_dev, st.st_ino)
        if key in visited:
            yield Candidate(directory, rel, "symlink loop: folder already visited")
            return
        visited.add(key)
        try:
            entries = sorted(os.scandir(directory), key=lambda e: e.name)
        except OSError as exc:
            yield Candidate(directory, rel or directory.name, _os_reason(exc))
            return
        for entry in entries:
            child_rel = f"{rel}/{entry.name}" if rel else entry.name
            child = directory / entry.name
            try:
                is_dir = entry.is_dir(follow_symlinks=True)
                is_file = not is_dir and entry.is_file(follow_symlinks=True)
            except OSError as exc:
                is_dir = is_file = False
                if Path(entry.name).suffix.lower() in SUPPORTED_SUFFIXES:
                    yield Candidate(child, child_rel, _os_reason(exc))
                continue
            if is_dir:
                if entry.name.startswith("."):
                    continue  # .git, .venv, the KB itself when it lives inside the tree
                yield from walk(child, child_rel)
            elif is_file:
                if Path(entry.name).suffix.lower() not in SUPPORTED_SUFFIXES:
                    continue
                if glob and not _match_glob(child_rel, glob):
                    continue
                yield Candidate(child, child_rel)
            elif entry.is_symlink() and Path(entry.name).suffix.lower() in SUPPORTED_SUFFIXES:
                yield Candidate(child, child_rel, _symlink_reason(child))

    yield from walk(root, "")


def _symlink_reason(path: Path) -> str:
    try:
        path.stat()
    except OSError as exc:
        return _os_reason(exc)
    return "not a regular file"


def _os_reason(exc: OSError) -> str:
    if exc.errno == errno.ELOOP:
        return "symlink loop"
    if exc.errno in (errno.EACCES, errno.EPERM):
        return "permission denied"
    if exc.errno == errno.ENOENT:
        return "file not found (dangling symlink?)" if exc.filename else "file not found"
    return exc.strerror or str(exc)


# --------------------------------------------------------------------------- entry points


def read_limited(path: Path, max_bytes: int = DEFAULT_MAX_FILE_BYTES) -> bytes:
    """The bytes of ``path``, refusing anything that is not a regular file or is over the cap."""
    try:
        st = path.stat()
        if not stat.S_ISREG(st.st_mode):
            raise ParseError("not a regular file")
        if st.st_size > max_bytes:
            raise ParseError(f"file too large: {st.st_size} bytes (limit {max_bytes})")
        with open(path, "rb") as fh:
            data = fh.read(max_bytes + 1)
    except OSError as exc:
        raise ParseError(_os_reason(exc)) from exc
    if len(data) > max_bytes:  # grew while we looked
        raise ParseError(f"file too large: over {max_bytes} bytes")
    return data


def parse_file(path: Path, *, max_bytes: int = DEFAULT_MAX_FILE_BYTES) -> ParsedDocument:
    return parse_bytes(read_limited(path, max_bytes), path.name)


def parse_bytes(data: bytes, name: str) -> ParsedDocument:
    """Parse the content of a file called ``name`` (its suffix picks the format)."""
    fmt = FORMATS.get(Path(name).suffix.lower())
    if fmt is None:
        raise ParseError(f"unsupported file type {Path(name).suffix or '(none)'!r}")
    if not data.strip():
        raise ParseError("empty file")
    try:
        doc = _PARSERS[fmt](data, name)
    except ParseError:
        raise
    except (MemoryError, RecursionError) as exc:
        raise ParseError(f"cannot parse {fmt}: {type(exc).__name__}") from exc
    except Exception as exc:  # noqa: BLE001 - third-party parsers raise anything on bad input
        raise ParseError(f"cannot parse {fmt}: {_short(exc)}") from exc
    doc.sections = _fold_bare_headings(doc.sections)
    if not doc.sections:
        raise ParseError("no text found")
    if not doc.title.strip():
        doc.title = name
    return doc


def _fold_bare_headings(sections: list[Section]) -> list[Section]:
    """The sections with text, plus the headings that would otherwise be lost.

    A heading with nothing under it before the next heading is either a parent (the next section
    is below it, so its heading lives on in that section's ``heading_path``) or a leaf with no text:
    the entries of a template or an outline ("## Timeline", "## Root cause"). Each run of such leaves
    between two sections with text becomes one section: its lines are the headings below the run's
    common parent (" > " joins deeper levels), so a document of headings alone is searchable and not
    an ingest failure.
    """
    out: list[Section] = []
    run: list[Section] = []

    def emit() -> None:
        if not run:
            return
        common = run[0].heading_path[:-1]
        for s in run[1:]:
            k = 0
            while k < min(len(common), len(s.heading_path) - 1) and common[k] == s.heading_path[k]:
                k += 1
            common = common[:k]
        lines = [" > ".join(s.heading_path[len(common) :]) for s in run]
        out.append(Section(list(common), "\n".join(lines), page=run[0].page))
        run.clear()

    for i, s in enumerate(sections):
        if s.text.strip():
            emit()
            out.append(s)
            continue
        if not s.heading_path:
            continue
        nxt = sections[i + 1].heading_path if i + 1 < len(sections) else []
        if len(nxt) > len(s.heading_path) and nxt[: len(s.heading_path)] == s.heading_path:
            continue
        run.append(s)
    emit()
    return out


def _short(exc: BaseException) -> str:
    msg = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return msg[:200]


# --------------------------------------------------------------------------- text


_WS = re.compile(r"[ \t\f\v\u00a0]+")


def decode_text(data: bytes) -> str:
    """Decode text of unknown encoding: BOMs, then UTF-8, then cp1252/latin-1; binary is refused."""
    for bom, codec in (
        (b"\xef\xbb\xbf", "utf-8-sig"),
        (b"\xff\xfe\x00\x00", "utf-32"),
        (b"\x00\x00\xfe\xff", "utf-32"),
        (b"\xff\xfe", "utf-16"),
        (b"\xfe\xff", "utf-16"),
    ):
        if data.startswith(bom):
            try:
                return data.decode(codec)
            except UnicodeDecodeError:
                break
    sample = data[:65536]
    if b"\x00" in sample:
        raise ParseError("binary content, not text")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    controls = sum(1 for b in sample if b < 32 and b not in (9, 10, 12, 13))
    if controls > len(sample) * 0.05:
        raise ParseError("binary content, not text")
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _clean_lines(text: str) -> str:
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    lines = [_WS.sub(" ", line).rstrip() for line in text.split("\n")]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()


def _parse_txt(data: bytes, name: str) -> ParsedDocument:
    text = _clean_lines(decode_text(data))
    return ParsedDocument(title=name, format="txt", sections=[Section([], text)])


_ATX = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$")
_SETEXT = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
_FENCE = re.compile(r"^ {0,3}(```|~~~)")


def _md_inline(text: str) -> str:
    text = re.sub(r"!\[([^\]]*)\]\([^)]*\)", r"\1", text)  # images -> alt text
    text = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", text)  # links -> label
    return text


def _parse_md(data: bytes, name: str) -> ParsedDocument:
    text = decode_text(data).replace("\r\n", "\n").replace("\r", "\n")
    lines = text.split("\n")
    # Front matter carries metadata, not prose; keep only its title.
    fm_title = ""
    if lines and lines[0].strip() == "---":
        for i in range(1, min(len(lines), 200)):
            if lines[i].strip() in ("---", "..."):
                for meta in lines[1:i]:
                    m = re.match(r"^title:\s*(.+)$", meta.strip())
                    if m:
                        fm_title = m.group(1).strip().strip("'\"")
                lines = lines[i + 1 :]
                break
    sections: list[Section] = []
    stack: list[tuple[int, str]] = []
    buf: list[str] = []
    first_heading = ""
    first_h1 = ""

    def flush() -> None:
        body = _clean_lines("\n".join(buf))
        # Empty sections too: parse_bytes keeps a heading without text of its own (a template).
        sections.append(Section([h for _, h in stack], _md_inline(body) if body else ""))
        buf.clear()

    def heading(level: int, title: str) -> None:
        nonlocal first_heading, first_h1
        flush()
        title = _md_inline(title).strip()
        while stack and stack[-1][0] >= level:
            stack.pop()
        stack.append((level, title))
        first_heading = first_heading or title
        if level == 1:
            first_h1 = first_h1 or title

    in_fence: str | None = None
    i = 0
    while i < len(lines):
        line = lines[i]
        fence = _FENCE.match(line)
        if in_fence:
            buf.append(line)
            if fence and fence.group(1) == in_fence:
                in_fence = None
        elif fence:
            in_fence = fence.group(1)
            buf.append(line)
        elif m := _ATX.match(line):
            heading(len(m.group(1)), m.group(2))
        elif (
            i + 1 < len(lines)
            and line.strip()
            and _SETEXT.match(lines[i + 1])
            and (not buf or not buf[-1].strip())
            and not line.lstrip().startswith(("-", "*", "+", ">", "|"))
        ):
            heading(1 if lines[i + 1].strip().startswith("=") else 2, line.strip())
            i += 1
        else:
            buf.append(line)
        i += 1
    flush()
    return ParsedDocument(title=fm_title or first_h1 or first_heading or name, format="md", sections=sections)


# --------------------------------------------------------------------------- html

_DROP_TAGS = (
    "script",
    "style",
    "noscript",
    "template",
    "svg",
    "iframe",
    "object",
    "canvas",
    "form",
    "button",
)
# Site chrome: navigation, banners, sidebars, footers, permalink anchors.
_CHROME_TAGS = frozenset({"nav", "header", "footer", "aside"})
_CHROME_ROLES = frozenset({"navigation", "banner", "contentinfo", "complementary", "search"})
_CHROME_CLASSES = frozenset(
    {
        "sphinxsidebar",
        "related",
        "footer",
        "headerlink",
        "sidebar",
        "breadcrumb",
        "breadcrumbs",
        "skip-link",
        "toc-drawer",
    }
)
_CHROME_IDS = frozenset({"sidebar", "searchbox"})


def _is_chrome(tag: object) -> bool:
    attrs = getattr(tag, "attrs", None) or {}
    if getattr(tag, "name", None) in _CHROME_TAGS or attrs.get("role") in _CHROME_ROLES:
        return True
    if attrs.get("id") in _CHROME_IDS:
        return True
    classes = attrs.get("class") or ()
    return any(c in _CHROME_CLASSES for c in classes)


_BLOCK = frozenset(
    "address article blockquote body caption center dd details dialog div dl dt fieldset figcaption "
    "figure h1 h2 h3 h4 h5 h6 hr html li main ol p pre section summary table tbody thead tfoot tr ul "
    "br".split()
)
_HEADINGS = {"h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6}


class _HtmlWalker:
    def __init__(self) -> None:
        self.sections: list[Section] = []
        self.stack: list[tuple[int, str]] = []
        self.blocks: list[str] = []
        self.inline: list[str] = []
        self.first_h1 = ""

    def flush_inline(self) -> None:
        text = _WS.sub(" ", "".join(self.inline).replace("\n", " ")).strip()
        if text:
            self.blocks.append(text)
        self.inline.clear()

    def flush_section(self) -> None:
        self.flush_inline()
        self.sections.append(Section([h for _, h in self.stack], "\n\n".join(self.blocks)))
        self.blocks = []

    def walk(self, node: object) -> None:
        from bs4 import NavigableString, Tag
        from bs4.element import Comment, Declaration, Doctype, ProcessingInstruction

        for child in list(getattr(node, "children", [])):
            if isinstance(child, (Comment, Declaration, Doctype, ProcessingInstruction)):
                continue
            if isinstance(child, NavigableString):
                self.inline.append(str(child))
                continue
            if not isinstance(child, Tag):
                continue
            name = child.name.lower() if child.name else ""
            if name in _HEADINGS:
                self.flush_section()
                level = _HEADINGS[name]
                title = _WS.sub(" ", child.get_text("")).strip().rstrip("¶").strip()
                if title:
                    while self.stack and self.stack[-1][0] >= level:
                        self.stack.pop()
                    self.stack.append((level, title))
                    if level == 1 and not self.first_h1:
                        self.first_h1 = title
            elif name == "pre":
                self.flush_inline()
                text = child.get_text().strip("\n")
                if text.strip():
                    self.blocks.append(text.rstrip())
            elif name == "table":
                self.flush_inline()
                rows = self._table_rows(child)
                if rows:
                    self.blocks.append("\n".join(rows))
            elif name in _BLOCK:
                self.flush_inline()
                self.walk(child)
                self.flush_inline()
            else:
                self.walk(child)

    @staticmethod
    def _table_rows(table: object) -> list[str]:
        rows: list[str] = []
        for tr in table.find_all("tr"):  # type: ignore[attr-defined]
            cells = [
                _WS.sub(" ", c.get_text(" ")).strip() for c in tr.find_all(["td", "th"], recursive=False)
            ]
            cells = [c for c in cells if c]
            if cells:
                rows.append(" | ".join(cells))
        return rows


def _parse_html(data: bytes, name: str) -> ParsedDocument:
    from bs4 import BeautifulSoup

    if b"\x00" in data[:4096] and not data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise ParseError("binary content, not HTML")
    soup = BeautifulSoup(data, "lxml")
    title_tag = soup.find("title")
    page_title = _WS.sub(" ", title_tag.get_text(" ")).strip() if title_tag else ""
    for tag in soup(_DROP_TAGS):
        tag.decompose()
    root = (
        soup.find("div", attrs={"role": "main"})
        or soup.find(attrs={"role": "main"})
        or soup.find("main")
        or soup.find("article")
        or soup.find("div", class_="body")
        or soup.find(id="content")
    )
    if root is None:
        root = soup.body or soup
    # Site chrome inside the main area (and everywhere when there is no main area).
    # One pass over the tree (a CSS select per selector costs seconds on a large page).
    for tag in [t for t in root.find_all(True) if _is_chrome(t)]:
        if not tag.decomposed:
            tag.decompose()
    walker = _HtmlWalker()
    walker.walk(root)
    walker.flush_section()
    h1 = walker.first_h1
    # "<h1> — Site name" titles: the h1 alone is the better title; otherwise trust <title>.
    if h1 and (not page_title or page_title.startswith(h1)):
        title = h1
    else:
        title = page_title or h1 or name
    return ParsedDocument(title=title, format="html", sections=walker.sections)


# --------------------------------------------------------------------------- pdf


def _parse_pdf(data: bytes, name: str) -> ParsedDocument:
    import io
    import logging

    from pypdf import PdfReader

    # pypdf logs every malformed object it recovers from; that is noise on a CLI's stderr.
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    if not data.lstrip()[:5].startswith(b"%PDF"):
        raise ParseError("not a PDF file (no %PDF header)")
    reader = PdfReader(io.BytesIO(data), strict=False)
    if reader.is_encrypted:
        try:
            ok = reader.decrypt("")
        except Exception as exc:  # noqa: BLE001
            raise ParseError(f"encrypted PDF: {_short(exc)}") from exc
        if not ok:
            raise ParseError("encrypted PDF (password required)")
    outline = _pdf_outline(reader)
    sections: list[Section] = []
    for number, page in enumerate(reader.pages, start=1):
        try:
            text = page.extract_text() or ""
        except Exception:  # noqa: BLE001 - one broken page should not lose the others
            text = ""
        text = _clean_lines(text)
        if text:
            sections.append(Section(list(outline.get(number, [])), text, page=number))
    title = ""
    try:
        meta = reader.metadata
        title = (meta.title or "").strip() if meta else ""
    except Exception:  # noqa: BLE001
        title = ""
    if not title and outline:
        first = outline[min(outline)]
        title = first[0] if first else ""
    return ParsedDocument(title=title or name, format="pdf", sections=sections)


def _pdf_outline(reader: object) -> dict[int, list[str]]:
    """Page number -> heading path of the last outline entry that starts on or before it."""
    starts: list[tuple[int, list[str]]] = []

    def visit(items: list[object], path: list[str]) -> None:
        last: list[str] = path
        for item in items:
            if isinstance(item, list):
                visit(item, last)
                continue
            try:
                page = reader.get_destination_page_number(item) + 1  # type: ignore[attr-defined]
                title = str(item.title).strip()  # type: ignore[attr-defined]
            except Exception:  # noqa: BLE001
                continue
            last = [*path, title]
            starts.append((page, last))

    try:
        visit(list(reader.outline), [])  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - outlines are optional and often broken
        return {}
    if not starts:
        return {}
    starts.sort(key=lambda s: s[0])
    n_pages = len(reader.pages)  # type: ignore[attr-defined]
    result: dict[int, list[str]] = {}
    j = -1
    for page in range(1, n_pages + 1):
        while j + 1 < len(starts) and starts[j + 1][0] <= page:
            j += 1
        if j >= 0:
            result[page] = starts[j][1]
    return result


# --------------------------------------------------------------------------- docx

_HEADING_STYLE = re.compile(r"^(?:heading|überschrift|titre|título|titolo)\s*(\d)$", re.IGNORECASE)


def _check_zip(data: bytes) -> None:
    import io

    try:
        zf = zipfile.ZipFile(io.BytesIO(data))
    except zipfile.BadZipFile as exc:
        raise ParseError("not a valid .docx (not a zip archive)") from exc
    with zf:
        infos = zf.infolist()
        if len(infos) > 10000:
            raise ParseError("suspicious .docx: too many parts")
        total = sum(i.file_size for i in infos)
        if total > MAX_DOCX_UNCOMPRESSED:
            raise ParseError(f"suspicious .docx: expands to {total} bytes (zip bomb?)")
        for info in infos:
            if (
                info.compress_size
                and info.file_size / info.compress_size > MAX_DOCX_RATIO
                and info.file_size > 10_000_000
            ):
                raise ParseError(
                    f"suspicious .docx: part {info.filename} compresses {info.file_size // info.compress_size}:1 (zip bomb?)"
                )
        if "word/document.xml" not in zf.namelist():
            raise ParseError("not a valid .docx (no word/document.xml)")


def _parse_docx(data: bytes, name: str) -> ParsedDocument:
    import io

    import docx
    from docx.oxml.ns import qn

    _check_zip(data)
    document = docx.Document(io.BytesIO(data))
    sections: list[Section] = []
    stack: list[tuple[int, str]] = []
    blocks: list[str] = []
    first_heading = ""
    title_style_text = ""

    def flush() -> None:
        nonlocal blocks
        sections.append(Section([h for _, h in stack], "\n\n".join(blocks)))
        blocks = []

    styles_by_id: dict[str, str] = {}
    try:
        for style in document.styles:
            if style.style_id:
                styles_by_id[style.style_id] = style.name or ""
    except Exception:  # noqa: BLE001
        pass

    def heading_level(p: object) -> int | None:
        ppr = p.find(qn("w:pPr"))  # type: ignore[attr-defined]
        style_name = ""
        if ppr is not None:
            ps = ppr.find(qn("w:pStyle"))
            if ps is not None:
                sid = ps.get(qn("w:val")) or ""
                style_name = styles_by_id.get(sid, sid)
            ol = ppr.find(qn("w:outlineLvl"))
            if ol is not None and (ol.get(qn("w:val")) or "").isdigit() and int(ol.get(qn("w:val"))) < 9:
                return int(ol.get(qn("w:val"))) + 1
        m = _HEADING_STYLE.match(style_name.replace("-", " ").strip())
        if m:
            return int(m.group(1))
        if style_name.lower() == "title":
            return 0
        return None

    def para_text(p: object) -> str:
        parts: list[str] = []
        for node in p.iter(qn("w:t"), qn("w:tab"), qn("w:br"), qn("w:cr")):  # type: ignore[attr-defined]
            if node.tag == qn("w:t"):
                parts.append(node.text or "")
            elif node.tag == qn("w:tab"):
                parts.append("\t")
            else:
                parts.append("\n")
        return "".join(parts).strip()

    def table_rows(tbl: object) -> list[str]:
        rows: list[str] = []
        for tr in tbl.iter(qn("w:tr")):  # type: ignore[attr-defined]
            cells: list[str] = []
            for tc in tr.iterchildren(qn("w:tc")):
                text = " ".join(t for t in (para_text(p) for p in tc.iter(qn("w:p"))) if t)
                # Horizontally merged cells repeat their text in python-docx; in XML they do not,
                # but vertically merged continuation cells are empty: skip empties either way.
                if text and (not cells or cells[-1] != text):
                    cells.append(text)
            if cells:
                rows.append(" | ".join(cells))
        return rows

    body = document.element.body
    for child in body.iterchildren():
        if child.tag == qn("w:p"):
            text = para_text(child)
            if not text:
                continue
            level = heading_level(child)
            if level is None:
                blocks.append(text)
            elif level == 0:
                title_style_text = title_style_text or text
                flush()
                stack = []
            else:
                flush()
                while stack and stack[-1][0] >= level:
                    stack.pop()
                stack.append((level, text))
                first_heading = first_heading or text
        elif child.tag == qn("w:tbl"):
            rows = table_rows(child)
            if rows:
                blocks.append("\n".join(rows))
        elif child.tag == qn("w:sdt"):
            # Content controls (e.g. a table of contents) still hold real paragraphs.
            text = "\n".join(t for t in (para_text(p) for p in child.iter(qn("w:p"))) if t)
            if text:
                blocks.append(text)
    flush()
    core_title = ""
    try:
        core_title = (document.core_properties.title or "").strip()
    except Exception:  # noqa: BLE001
        core_title = ""
    title = core_title or title_style_text or first_heading or name
    return ParsedDocument(title=title, format="docx", sections=sections)


_PARSERS = {
    "txt": _parse_txt,
    "md": _parse_md,
    "html": _parse_html,
    "pdf": _parse_pdf,
    "docx": _parse_docx,
}
