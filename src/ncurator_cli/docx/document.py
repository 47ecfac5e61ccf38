"""``DocxDocument``: open safely, inspect, apply edit batches atomically, validate, save atomically."""

from __future__ import annotations

import copy
import hashlib
import os
import re
import secrets
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lxml import etree

from .edits import (
    OPERATIONS,
    Batch,
    BatchParts,
    check_author,
    now_stamp,
    parse_edits,
    prepare,
)
from .errors import Code, DocxError
from .ooxml import A_ID, ID_BEARING, PKG_REL_NS, W_BODY, W_TBL, qn
from .package import CONTENT_TYPES, DEFAULT_LIMITS, Package, PackageLimits, rels_name, serialize_xml
from .reader import (
    DocModel,
    Styles,
    build_inspect,
    cell_text,
    comments_part,
    discover_story_parts,
    styles_part,
)
from .validate import (
    Expectations,
    PartCheck,
    id_counts,
    source_unit_bytes,
    story_texts,
    validate_output,
)

MODES = ("direct", "tracked")
_DATE_RE = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z")
W_DOCUMENT = qn("w:document")


@dataclass
class _PartState:
    """One XML part: its pristine source parse, the current root, and where each unit came from."""

    name: str
    source_root: etree._Element | None  # None for a part this session added
    root: etree._Element
    origin: dict[etree._Element, int]  # current unit → index among the source units
    touched: set[int] = field(default_factory=set)
    deleted: set[int] = field(default_factory=set)
    modified: bool = False
    content_type: str | None = None  # for added parts


def _units_root(part: str, root: etree._Element) -> etree._Element:
    if root.tag == W_DOCUMENT:
        body = root.find(W_BODY)
        if body is None:
            raise DocxError(Code.NO_DOCUMENT, f"{part} has no w:body")
        return body
    return root


class DocxDocument:
    """A .docx opened for reading and editing. The source file is never written."""

    def __init__(self, pkg: Package) -> None:
        self._pkg = pkg
        self.path = pkg.path
        self._states: dict[str, _PartState] = {}
        self._story_parts = discover_story_parts(pkg)
        self._main_rels = rels_name(pkg.main_part)
        self._comments_part = comments_part(pkg)
        wanted = [sp.part for sp in self._story_parts] + [CONTENT_TYPES, self._main_rels]
        if self._comments_part:
            wanted.append(self._comments_part)
        for name in wanted:
            if pkg.has(name):
                self._load(name)
        style_name = styles_part(pkg)
        self._styles = Styles.parse(pkg.xml(style_name) if style_name else None)
        self._our_ids: set[str] = set()
        self._dirty = False
        # Paragraph texts that rejecting our revisions must give back (see _baseline_for).
        self._baseline: dict[str, list[str]] | None = None
        self._baseline_stale = False
        self._cache_units: dict[str, list[bytes]] = {}
        self._cache_ids: dict[str, Counter[str]] = {}
        self._cache_texts: dict[str, list[str]] = {}
        self._model().story("body")  # fail now, not at the first inspect, on a document without a body

    # -- opening -----------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: Path, *, limits: PackageLimits = DEFAULT_LIMITS) -> DocxDocument:
        """Open ``path`` read-only: size caps, zip-bomb and encrypted/legacy checks, well-formed XML."""
        pkg = Package.open(Path(path), limits)
        doc = cls(pkg)
        pkg.check_xml_parts(skip=set(doc._states))
        return doc

    def _load(self, name: str) -> _PartState:
        root = self._pkg.xml(name)
        state = _PartState(name, root, root, {u: i for i, u in enumerate(_units_root(name, root))})
        self._states[name] = state
        return state

    def _state(self, name: str) -> _PartState:
        state = self._states.get(name)
        if state is None:
            if not self._pkg.has(name):
                raise DocxError(Code.NO_DOCUMENT, f"missing part {name}", {"part": name})
            state = self._load(name)
        return state

    def _has_part(self, name: str) -> bool:
        return name in self._states or self._pkg.has(name)

    def _model(self) -> DocModel:
        return DocModel(self._story_parts, lambda part: self._state(part).root, self._styles)

    @property
    def dirty(self) -> bool:
        """True when edits were applied since the document was opened or last saved."""
        return self._dirty

    # -- inspect -----------------------------------------------------------------------------------
    def inspect(self, *, offset: int = 0, limit: int = 200) -> dict[str, Any]:
        comments = self._state(self._comments_part).root if self._comments_part else None
        return build_inspect(self._model(), comments, str(self.path), offset=offset, limit=limit)

    def text(self) -> str:
        """The document's text, block by block (every story; a table's cells once, by their
        paragraphs), as `inspect` reads it."""
        lines: list[str] = []
        offset: int | None = 0
        while offset is not None and len(lines) < 100_000:
            page = self.inspect(offset=offset, limit=500)
            lines += [str(b.get("text") or "") for b in page.get("blocks") or [] if b.get("kind") != "table"]
            offset = page.get("next_offset")
        return "\n".join(lines)

    def block_ids(self) -> list[str]:
        """Every block's id as `docx_inspect` gives it (path#hash): paragraphs, tables, and the
        paragraphs in table cells, in document order, every story."""
        return [ref.id for ref in self._model().iter_blocks()]

    def has_body_tables(self) -> bool:
        """Whether the main story holds a table (at any depth): what `set_cell_text` by table, row
        and col can address."""
        return next(self._model().story("body").root.iter(W_TBL), None) is not None

    def locate_cell(self, address: dict[str, Any]) -> dict[str, Any]:
        """The cell a ``set_cell_text`` edit addresses (``block_id`` | ``table``, ``row``, ``col``;
        indexes or labels), without changing anything: ``{"id", "table", "row", "col", "text"}``,
        where ``table`` is the table's path (``body/t0``) and ``row``/``col`` are positions."""
        edit = {k: v for k, v in address.items() if k in ("block_id", "table", "row", "col")}
        (parsed,) = parse_edits([{**edit, "type": "set_cell_text", "text": ""}])
        model = self._model()
        with model.frozen():
            cell = prepare(model, parsed).refs["cell"]
        text = cell_text(cell.el)
        return {"id": cell.id, "table": cell.table, "row": cell.row, "col": cell.col, "text": text}

    # -- edits -------------------------------------------------------------------------------------
    def apply_edits(
        self,
        edits: list[dict[str, Any]],
        *,
        mode: str = "direct",
        author: str = "ncurator",
        dry_run: bool = False,
        date: str | None = None,
    ) -> dict[str, Any]:
        """Apply a batch of edits, all or nothing.

        Every edit is validated and every block id resolved (against the state before the batch)
        before anything changes; the edits then run in order on private copies of the parts, which
        replace the document's parts only if all of them succeeded and ``dry_run`` is false.
        """
        if mode not in MODES:
            raise DocxError(Code.INVALID_ARGUMENT, f"mode must be one of {', '.join(MODES)}", {"mode": mode})
        author = check_author(author)
        if date is not None and not _DATE_RE.fullmatch(date):
            raise DocxError(Code.INVALID_ARGUMENT, "date must look like 2025-01-31T09:30:00Z", {"date": date})
        parsed = parse_edits(edits)
        if mode == "tracked" and self._baseline_stale:
            self._baseline = self._rejected_texts()
            self._baseline_stale = False
        batch, session = self._begin(mode, author, date or now_stamp())
        prepared = []
        with batch.model.frozen():
            for i, edit in enumerate(parsed):
                try:
                    prepared.append(prepare(batch.model, edit))
                except DocxError as exc:
                    raise _at(exc, i, edit.type) from None
        results = []
        for i, prep in enumerate(prepared):
            try:
                result = OPERATIONS[prep.edit.type](batch, prep)
            except DocxError as exc:
                raise _at(exc, i, prep.edit.type) from None
            results.append({"index": i, **result})
        report = {
            "applied": len(results),
            "mode": mode,
            "dry_run": dry_run,
            "now": batch.now(),
            "results": results,
            "redline": batch.redline(),
        }
        if not dry_run:
            self._commit(batch, session)
        return report

    def _begin(self, mode: str, author: str, date: str) -> tuple[Batch, _Session]:
        session = _Session(self)
        parts = BatchParts(
            get_root=session.get_root,
            units_root=_units_root,
            part_of_root=session.part_of_root,
            create_part=session.create_part,
            has_part=lambda name: self._has_part(name) or name in session.created,
            comments_part=self._comments_part,
            main_rels=self._main_rels,
            next_id=session.next_id,
        )
        model = DocModel(self._story_parts, session.get_root, self._styles)
        batch = Batch(model=model, parts=parts, mode=mode, author=author, date=date,
                      our_ids=set(self._our_ids), comments_part=self._comments_part)
        return batch, session

    def _commit(self, batch: Batch, session: _Session) -> None:
        for part in batch.changed_parts:
            if part in session.created:
                root, ct = session.created[part]
                self._states[part] = _PartState(part, None, root, {}, modified=True, content_type=ct)
                continue
            state = self._states[part]
            origin = session.origin[part]
            deleted = batch.deleted_units.get(part, set())
            for unit in batch.changed_units.get(part, set()):
                if unit in origin:
                    state.touched.add(origin[unit])
            for unit in deleted:
                if unit in origin:
                    state.deleted.add(origin[unit])
            state.root = session.clones[part]
            state.origin = {u: i for u, i in origin.items() if u not in deleted}
            state.modified = True
        for part, (root, ct) in session.created.items():
            if part not in self._states:
                self._states[part] = _PartState(part, None, root, {}, modified=True, content_type=ct)
        if batch.comments_part and batch.comments_part != self._comments_part:
            self._comments_part = batch.comments_part
        self._our_ids |= batch.new_ids
        if batch.changed_parts:
            self._dirty = True
            if batch.mode == "direct":
                self._baseline_stale = True

    # -- reject baseline ---------------------------------------------------------------------------
    def _rejected_texts(self) -> dict[str, list[str]]:
        """Paragraph texts of every story with this session's revisions rejected."""
        model = self._model()
        return {sp.name: story_texts(model, sp.name, reject_ids=set(self._our_ids)) for sp in self._story_parts}

    def _baseline_for(self, story: str) -> list[str]:
        if self._baseline_stale:
            self._baseline = self._rejected_texts()
            self._baseline_stale = False
        if self._baseline is not None:
            return self._baseline[story]
        if story not in self._cache_texts:
            model = DocModel(self._story_parts, lambda part: self._state(part).source_root, self._styles)
            self._cache_texts[story] = story_texts(model, story)
        return self._cache_texts[story]

    # -- save --------------------------------------------------------------------------------------
    def to_bytes(self) -> bytes:
        """The edited package, validated (VALIDATION_FAILED if it does not hold its promises)."""
        replaced: dict[str, bytes] = {}
        added: dict[str, bytes] = {}
        checks: dict[str, PartCheck] = {}
        for name, state in self._states.items():
            if not state.modified:
                continue
            blob = serialize_xml(state.root)
            if state.source_root is None:
                added[name] = blob
            else:
                replaced[name] = blob
            units = list(_units_root(name, state.root))
            checks[name] = PartCheck(
                name=name,
                source_root=state.source_root,
                origin=[state.origin.get(u) for u in units],
                touched=set(state.touched),
                deleted=set(state.deleted),
            )
        data = self._pkg.to_bytes(replaced, added) if checks else self._source_bytes()
        exp = Expectations(
            source=self._pkg,
            parts=checks,
            units_root=_units_root,
            story_parts=self._story_parts,
            comments_part=self._comments_part,
            source_units=self._source_units,
            source_id_counts=self._source_id_counts,
            our_ids=set(self._our_ids),
            baseline=self._baseline_for,
            baseline_is_source=self._baseline is None and not self._baseline_stale,
        )
        validate_output(data, exp)
        return data

    # The source never changes: what validation derives from it is computed once.
    def _source_units(self, part: str) -> list[bytes]:
        if part not in self._cache_units:
            root = self._state(part).source_root
            assert root is not None
            self._cache_units[part] = source_unit_bytes(_units_root(part, root))
        return self._cache_units[part]

    def _source_id_counts(self, part: str) -> Counter[str]:
        if part not in self._cache_ids:
            root = self._state(part).source_root
            self._cache_ids[part] = id_counts(root) if root is not None else Counter()
        return self._cache_ids[part]

    def _source_bytes(self) -> bytes:
        return self._pkg.to_bytes({}, {})

    def save(self, output_path: Path, *, overwrite: bool = False) -> dict[str, Any]:
        """Validate, then write atomically. EXISTS when the path exists and ``overwrite`` is false."""
        out = Path(output_path)
        if out.suffix.lower() != ".docx":
            raise DocxError(Code.INVALID_PATH, f"the output must be a .docx file, not {out.name!r}",
                            {"path": str(out)})
        if out.is_dir():
            raise DocxError(Code.INVALID_PATH, f"{out} is a directory", {"path": str(out)})
        if out.exists() and not overwrite:
            raise DocxError(Code.EXISTS, f"{out} exists; pass overwrite=true to replace it", {"path": str(out)})
        data = self.to_bytes()
        atomic_write(out, data, overwrite=overwrite)
        self._dirty = False
        return {"path": str(out), "sha256": hashlib.sha256(data).hexdigest(), "size": len(data)}


class _Session:
    """The private copies one batch works on."""

    def __init__(self, doc: DocxDocument) -> None:
        self.doc = doc
        self.clones: dict[str, etree._Element] = {}
        self.origin: dict[str, dict[etree._Element, int]] = {}
        self.created: dict[str, tuple[etree._Element, str]] = {}
        self._root_to_part: dict[etree._Element, str] = {}
        self._next_id: int | None = None

    def get_root(self, part: str) -> etree._Element:
        if part in self.created:
            return self.created[part][0]
        clone = self.clones.get(part)
        if clone is None:
            if part == self.doc._main_rels and not self.doc._has_part(part):
                root = etree.Element(f"{{{PKG_REL_NS}}}Relationships", nsmap={None: PKG_REL_NS})
                self.create_part(part, root, "application/vnd.openxmlformats-package.relationships+xml")
                return root
            state = self.doc._state(part)
            clone = copy.deepcopy(state.root)
            old_units = _units_root(part, state.root)
            new_units = _units_root(part, clone)
            self.origin[part] = {
                new: state.origin[old] for old, new in zip(old_units, new_units, strict=True) if old in state.origin
            }
            self.clones[part] = clone
            self._root_to_part[clone] = part
        return clone

    def part_of_root(self, root: etree._Element) -> str | None:
        return self._root_to_part.get(root)

    def create_part(self, name: str, root: etree._Element, content_type: str) -> None:
        self.created[name] = (root, content_type)
        self._root_to_part[root] = name

    def next_id(self) -> int:
        if self._next_id is None:
            highest = 0
            names = [sp.part for sp in self.doc._story_parts]
            if self.doc._comments_part:
                names.append(self.doc._comments_part)
            for name in names:
                root = self.doc._state(name).root
                for el in root.iter(*ID_BEARING):
                    try:
                        highest = max(highest, int(el.get(A_ID, "0")))
                    except ValueError:
                        continue
            self._next_id = highest + 1
        value = self._next_id
        self._next_id += 1
        return value


def _at(exc: DocxError, index: int, kind: str) -> DocxError:
    details = dict(exc.details)
    details.setdefault("edit_index", index)
    details.setdefault("edit_type", kind)
    return DocxError(exc.code, f"edit {index} ({kind}): {exc.message}", details)


def atomic_write(path: Path, data: bytes, *, overwrite: bool) -> None:
    """Write ``data`` to ``path`` so that a reader sees either nothing / the old file or all of it.

    A temp file in the same directory is written and fsynced, then renamed over the target (or
    hard-linked to it when it must not exist, which fails atomically if someone created it
    meanwhile), then the directory is fsynced so the rename survives a crash.
    """
    path = path.absolute()
    directory = path.parent
    try:
        directory.mkdir(parents=True, exist_ok=True)
        tmp = directory / f".{path.name}.{secrets.token_hex(6)}.tmp"
        # 0o666 through the umask, like any new file; an overwritten file keeps its mode.
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    except OSError as exc:
        raise DocxError(Code.WRITE_FAILED, f"cannot write in {directory}: {exc}", {"path": str(path)}) from exc
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        if overwrite:
            if path.exists():
                os.chmod(tmp, path.stat().st_mode & 0o7777)
            os.replace(tmp, path)
        else:
            try:
                os.link(tmp, path)
            except FileExistsError:
                raise DocxError(Code.EXISTS, f"{path} exists; pass overwrite=true to replace it",
                                {"path": str(path)}) from None
            except OSError:
                # No hard links on this filesystem: check-then-rename is the best left.
                if path.exists():
                    raise DocxError(Code.EXISTS, f"{path} exists", {"path": str(path)}) from None
                os.replace(tmp, path)
            finally:
                if tmp.exists():
                    tmp.unlink()
        _fsync_dir(directory)
    except DocxError:
        raise
    except OSError as exc:
        raise DocxError(Code.WRITE_FAILED, f"cannot write {path}: {exc}", {"path": str(path)}) from exc
    finally:
        if tmp.exists():
            try:
                tmp.unlink()
            except OSError:
                pass


def _fsync_dir(directory: Path) -> None:
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def inspect(path: Path, *, offset: int = 0, limit: int = 200) -> dict[str, Any]:
    """Open ``path`` read-only and describe it (see :meth:`DocxDocument.inspect`)."""
    return DocxDocument.open(Path(path)).inspect(offset=offset, limit=limit)


__all__ = ["DocxDocument", "atomic_write", "inspect"]
