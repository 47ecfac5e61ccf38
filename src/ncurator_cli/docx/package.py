"""The OPC (zip) layer: a safe, read-only open of a .docx and a byte-exact rewrite.

The source file is read once into memory and never opened for writing. Every check that can refuse a
hostile or foreign file (size caps, zip bombs, encrypted or legacy Word files, entity tricks in XML)
happens here, before any XML reaches the rest of the package.
"""

from __future__ import annotations

import io
import posixpath
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

from lxml import etree

from .errors import Code, DocxError
from .ooxml import (
    CT_NS,
    CT_WML_MAIN,
    PKG_REL_NS,
    RT_OFFICE_DOCUMENT,
    RT_STRICT_OFFICE_DOCUMENT,
    STRICT_W_NS,
    W_NS,
)

CFB_SIGNATURE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
ZIP_SIGNATURES = (b"PK\x03\x04", b"PK\x05\x06")
CONTENT_TYPES = "[Content_Types].xml"
# Entries keep their timestamps; parts we add get this fixed one so equal edits give equal bytes.
FIXED_DATE = (1980, 1, 1, 0, 0, 0)


@dataclass(frozen=True, slots=True)
class PackageLimits:
    """Caps applied when opening a file. Generous for real documents, fatal for bombs."""

    max_file_bytes: int = 100 * 1024 * 1024
    max_total_uncompressed: int = 1024 * 1024 * 1024
    max_part_bytes: int = 256 * 1024 * 1024
    max_entries: int = 10_000
    # A deflate ratio above this on a sizeable entry is not text, it is a bomb (XML rarely beats 20:1).
    max_ratio: float = 200.0
    ratio_floor_bytes: int = 10 * 1024 * 1024


DEFAULT_LIMITS = PackageLimits()

# No huge_tree: libxml2's default caps (nesting depth, single text node size) stay on. No Word part
# comes near them, they keep hostile nesting from reaching our recursive walkers, and they do not
# limit the size of a document.
_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, remove_blank_text=False, load_dtd=False)


def parse_xml(data: bytes, name: str) -> etree._Element:
    """Parse one XML part, refusing DTDs (entity expansion) and malformed markup."""
    try:
        tree = etree.parse(io.BytesIO(data), _PARSER)
    except etree.XMLSyntaxError as exc:
        raise DocxError(Code.CORRUPT_XML, f"{name} is not well-formed XML: {exc}", {"part": name}) from exc
    if tree.docinfo.doctype:
        raise DocxError(Code.CORRUPT_XML, f"{name} declares a DTD, which a Word part never does", {"part": name})
    return tree.getroot()


def serialize_xml(root: etree._Element) -> bytes:
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", standalone=True)


@dataclass(slots=True)
class Relationship:
    rid: str
    reltype: str
    target: str  # part name inside the package (resolved), or the raw target when external
    external: bool


@dataclass
class Package:
    """An opened .docx: entries in their original order and each part's bytes."""

    path: Path
    size: int
    infos: list[zipfile.ZipInfo]
    blobs: dict[str, bytes]
    main_part: str
    _rels_cache: dict[str, list[Relationship]] = field(default_factory=dict)

    # -- opening -----------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: Path, limits: PackageLimits = DEFAULT_LIMITS) -> Package:
        path = Path(path)
        if not path.is_file():
            raise DocxError(Code.FILE_NOT_FOUND, f"no such file: {path}", {"path": str(path)})
        size = path.stat().st_size
        if size > limits.max_file_bytes:
            raise DocxError(
                Code.TOO_LARGE,
                f"{path.name} is {size} bytes; the limit is {limits.max_file_bytes}",
                {"size": size, "limit": limits.max_file_bytes},
            )
        data = path.read_bytes()
        return cls.from_bytes(data, path, limits)

    @classmethod
    def from_bytes(cls, data: bytes, path: Path, limits: PackageLimits = DEFAULT_LIMITS) -> Package:
        _sniff(data, path)
        try:
            zf = zipfile.ZipFile(io.BytesIO(data))
        except (zipfile.BadZipFile, OSError, ValueError) as exc:
            raise DocxError(Code.NOT_A_ZIP, f"{path.name} is not a valid zip package: {exc}") from exc
        with zf:
            infos = zf.infolist()
            _check_bomb(infos, limits, path)
            blobs: dict[str, bytes] = {}
            for info in infos:
                if info.is_dir():
                    continue
                if info.flag_bits & 0x1:
                    raise DocxError(Code.ENCRYPTED, f"{path.name}: zip entry {info.filename} is encrypted")
                if info.filename in blobs:
                    raise DocxError(Code.CORRUPT_ZIP, f"{path.name}: duplicate zip entry {info.filename}")
                try:
                    blob = zf.read(info)
                except (zipfile.BadZipFile, OSError, ValueError, NotImplementedError, EOFError) as exc:
                    raise DocxError(
                        Code.CORRUPT_ZIP, f"{path.name}: cannot read {info.filename}: {exc}"
                    ) from exc
                if len(blob) > limits.max_part_bytes:
                    raise DocxError(Code.ZIP_BOMB, f"{path.name}: {info.filename} expands beyond the limit")
                blobs[info.filename] = blob
        main = _find_main_part(blobs, path)
        pkg = cls(path=path, size=len(data), infos=infos, blobs=blobs, main_part=main)
        pkg._check_main_type()
        return pkg

    def _check_main_type(self) -> None:
        ct = self.content_type(self.main_part)
        if ct != CT_WML_MAIN:
            kind = "macro-enabled document" if "macroEnabled" in (ct or "") else "template or other part"
            raise DocxError(
                Code.UNSUPPORTED_TYPE,
                f"{self.path.name} is a {kind} ({ct}); only .docx documents are edited",
                {"content_type": ct},
            )

    # -- parts and relationships -------------------------------------------------------------------
    def has(self, name: str) -> bool:
        return name in self.blobs

    def xml(self, name: str) -> etree._Element:
        """A fresh parse of a part (callers own and may keep the tree)."""
        if name not in self.blobs:
            raise DocxError(Code.NO_DOCUMENT, f"missing part {name}", {"part": name})
        root = parse_xml(self.blobs[name], name)
        if name == self.main_part and root.nsmap.get("w") == STRICT_W_NS:
            raise DocxError(Code.UNSUPPORTED_TYPE, "Strict Open XML documents are not supported")
        return root

    def rels(self, source: str) -> list[Relationship]:
        if source not in self._rels_cache:
            self._rels_cache[source] = read_rels(self.blobs, source)
        return self._rels_cache[source]

    def content_type(self, name: str) -> str | None:
        return content_type_of(self.blobs, name)

    def check_xml_parts(self, skip: set[str] | frozenset[str] = frozenset()) -> None:
        """Every XML part must be well-formed: a file we cannot fully read is not one we rewrite.

        ``skip``: parts the caller parses anyway (no need to parse a 10 MB body twice)."""
        for name, blob in self.blobs.items():
            if name.endswith((".xml", ".rels")) and name not in skip:
                parse_xml(blob, name)

    # -- writing -----------------------------------------------------------------------------------
    def to_bytes(self, replaced: dict[str, bytes], added: dict[str, bytes]) -> bytes:
        """The package with some parts replaced and some added; other entries keep their bytes."""
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
            for info in self.infos:
                if info.is_dir():
                    zf.writestr(_clone_info(info), b"")
                    continue
                blob = replaced.get(info.filename, self.blobs[info.filename])
                zf.writestr(_clone_info(info), blob)
            for name, blob in added.items():
                info = zipfile.ZipInfo(name, FIXED_DATE)
                info.compress_type = zipfile.ZIP_DEFLATED
                zf.writestr(info, blob)
        return out.getvalue()


def _clone_info(info: zipfile.ZipInfo) -> zipfile.ZipInfo:
    new = zipfile.ZipInfo(info.filename, info.date_time)
    # Word stores everything deflated; stored entries (e.g. some images) stay stored.
    new.compress_type = zipfile.ZIP_STORED if info.compress_type == zipfile.ZIP_STORED else zipfile.ZIP_DEFLATED
    new.external_attr = info.external_attr
    new.create_system = info.create_system
    return new


def _sniff(data: bytes, path: Path) -> None:
    head = data[:8]
    if head.startswith(CFB_SIGNATURE):
        # An OLE compound file is either an encrypted OOXML package (password-protected .docx) or a
        # legacy binary Word file. Stream names are stored as UTF-16LE in the directory sectors.
        if "EncryptionInfo".encode("utf-16-le") in data or "EncryptedPackage".encode("utf-16-le") in data:
            raise DocxError(
                Code.ENCRYPTED,
                f"{path.name} is password-protected (encrypted OOXML); remove the password in Word first",
            )
        if "WordDocument".encode("utf-16-le") in data:
            raise DocxError(
                Code.LEGACY_DOC,
                f"{path.name} is a legacy binary Word (.doc) file; convert it to .docx first",
            )
        raise DocxError(Code.LEGACY_DOC, f"{path.name} is an OLE compound file, not a .docx package")
    if not head.startswith(ZIP_SIGNATURES):
        hint = ""
        if head.startswith(b"{\\rtf"):
            hint = " (it looks like RTF)"
        elif head.startswith(b"%PDF"):
            hint = " (it looks like a PDF)"
        elif not data:
            hint = " (the file is empty)"
        raise DocxError(Code.NOT_A_ZIP, f"{path.name} is not a zip package{hint}")


def _check_bomb(infos: list[zipfile.ZipInfo], limits: PackageLimits, path: Path) -> None:
    if len(infos) > limits.max_entries:
        raise DocxError(Code.ZIP_BOMB, f"{path.name} has {len(infos)} zip entries", {"entries": len(infos)})
    total = 0
    for info in infos:
        total += info.file_size
        if info.file_size > limits.max_part_bytes:
            raise DocxError(
                Code.ZIP_BOMB,
                f"{path.name}: {info.filename} would expand to {info.file_size} bytes",
                {"entry": info.filename, "uncompressed": info.file_size},
            )
        if info.file_size > limits.ratio_floor_bytes and info.file_size > limits.max_ratio * max(
            info.compress_size, 1
        ):
            raise DocxError(
                Code.ZIP_BOMB,
                f"{path.name}: {info.filename} has a compression ratio of "
                f"{info.file_size / max(info.compress_size, 1):.0f}:1",
                {"entry": info.filename, "uncompressed": info.file_size, "compressed": info.compress_size},
            )
    if total > limits.max_total_uncompressed:
        raise DocxError(
            Code.ZIP_BOMB, f"{path.name} would expand to {total} bytes", {"uncompressed": total}
        )


def rels_name(source: str) -> str:
    """``word/document.xml`` → ``word/_rels/document.xml.rels``; ``""`` (the package) → ``_rels/.rels``."""
    directory, base = posixpath.split(source)
    return posixpath.join(directory, "_rels", f"{base}.rels")


def resolve_target(source: str, target: str) -> str:
    if target.startswith("/"):
        return target.lstrip("/")
    return posixpath.normpath(posixpath.join(posixpath.dirname(source), target))


def read_rels(blobs: dict[str, bytes], source: str) -> list[Relationship]:
    name = rels_name(source)
    if name not in blobs:
        return []
    root = parse_xml(blobs[name], name)
    out: list[Relationship] = []
    for rel in root.iter(f"{{{PKG_REL_NS}}}Relationship"):
        external = rel.get("TargetMode") == "External"
        target = rel.get("Target", "")
        out.append(
            Relationship(
                rid=rel.get("Id", ""),
                reltype=rel.get("Type", ""),
                target=target if external else resolve_target(source, target),
                external=external,
            )
        )
    return out


def content_type_of(blobs: dict[str, bytes], name: str) -> str | None:
    if CONTENT_TYPES not in blobs:
        return None
    root = parse_xml(blobs[CONTENT_TYPES], CONTENT_TYPES)
    for override in root.iter(f"{{{CT_NS}}}Override"):
        if override.get("PartName", "").lstrip("/").lower() == name.lower():
            return override.get("ContentType")
    ext = name.rsplit(".", 1)[-1].lower()
    for default in root.iter(f"{{{CT_NS}}}Default"):
        if default.get("Extension", "").lower() == ext:
            return default.get("ContentType")
    return None


def _find_main_part(blobs: dict[str, bytes], path: Path) -> str:
    if CONTENT_TYPES not in blobs:
        hint = " (it looks like an OpenDocument file)" if "mimetype" in blobs else ""
        raise DocxError(Code.NO_DOCUMENT, f"{path.name} is a zip but not an Office package{hint}")
    for rel in read_rels(blobs, ""):
        if rel.reltype == RT_STRICT_OFFICE_DOCUMENT:
            raise DocxError(Code.UNSUPPORTED_TYPE, "Strict Open XML documents are not supported")
        if rel.reltype == RT_OFFICE_DOCUMENT and not rel.external:
            if rel.target not in blobs:
                raise DocxError(Code.NO_DOCUMENT, f"{path.name}: the main part {rel.target} is missing")
            return rel.target
    if "word/document.xml" in blobs:
        return "word/document.xml"
    raise DocxError(Code.NO_DOCUMENT, f"{path.name} has no word/document.xml")


__all__ = ["DEFAULT_LIMITS", "PackageLimits", "Package", "Relationship", "W_NS", "parse_xml", "serialize_xml"]
