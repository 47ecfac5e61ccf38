"""Helpers of the docx tests (a uniquely named module: tests/ has several conftest.py files)."""

from __future__ import annotations

import functools
import importlib.util
import io
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from types import ModuleType

from lxml import etree

from ncurator_cli.docx.ooxml import W_BODY, W_NS
from ncurator_cli.docx.reader import DocModel, Styles
from ncurator_cli.docx.validate import reject_revisions, story_texts

ROOT = Path(__file__).resolve().parents[2]


@functools.cache
def load_generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("docx_fixtures", ROOT / "fixtures" / "docx" / "generate.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["docx_fixtures"] = module
    spec.loader.exec_module(module)
    return module


def part_xml(path: Path, name: str = "word/document.xml") -> etree._Element:
    with zipfile.ZipFile(path) as zf:
        return etree.fromstring(zf.read(name))


def part_bytes(path: Path) -> dict[str, bytes]:
    with zipfile.ZipFile(path) as zf:
        return {i.filename: zf.read(i) for i in zf.infolist()}


def body_units(path: Path) -> list[bytes]:
    return [etree.tostring(u) for u in part_xml(path).find(W_BODY)]


def texts(path: Path, story: str = "body", *, reject_ids: set[str] | None = None,
          accept_ids: set[str] | None = None) -> list[str]:
    """Visible paragraph texts of a story, optionally after rejecting or accepting revisions."""
    from ncurator_cli.docx.package import Package
    from ncurator_cli.docx.reader import discover_story_parts

    pkg = Package.open(path)
    parts = discover_story_parts(pkg)
    roots: dict[str, etree._Element] = {}
    joined: set[etree._Element] = set()

    def get(part: str) -> etree._Element:
        if part not in roots:
            root = pkg.xml(part)
            if reject_ids is not None:
                joined.update(reject_revisions(root, reject_ids))
            if accept_ids is not None:
                joined.update(accept_revisions(root, accept_ids))
            roots[part] = root
        return roots[part]

    model = DocModel(parts, get, Styles())
    for sp in parts:
        get(sp.part)
    return story_texts(model, story, joined)


def accept_revisions(root: etree._Element, ids: set[str]) -> set[etree._Element]:
    """Accept revisions (the test's own, independent of the validator): drop deletions, keep
    insertions; a deleted paragraph mark joins its paragraph with the next one."""
    w = f"{{{W_NS}}}"
    joined: set[etree._Element] = set()
    for el in list(root.iter(w + "ins", w + "del")):
        if el.get(w + "id") not in ids:
            continue
        parent = el.getparent()
        if parent.tag == w + "rPr":
            if el.tag == w + "del":
                joined.add(parent.getparent().getparent())
            parent.remove(el)
        elif parent.tag == w + "trPr":
            if el.tag == w + "del":
                tr = parent.getparent()
                tr.getparent().remove(tr)
            else:
                parent.remove(el)
        elif el.tag == w + "del":
            parent.remove(el)
        else:
            index = parent.index(el)
            for child in reversed(list(el)):
                parent.insert(index, child)
            parent.remove(el)
    # A paragraph removed along with its row is not joined with anything.
    return {p for p in joined if _attached(p, root)}


def _attached(el: etree._Element, root: etree._Element) -> bool:
    while el is not None:
        if el is root:
            return True
        el = el.getparent()
    return False


def revision_ids(path: Path, author: str) -> set[str]:
    ids: set[str] = set()
    with zipfile.ZipFile(path) as zf:
        for name in zf.namelist():
            if name.startswith("word/") and name.endswith(".xml"):
                root = etree.fromstring(zf.read(name))
                for el in root.iter(f"{{{W_NS}}}ins", f"{{{W_NS}}}del"):
                    if el.get(f"{{{W_NS}}}author") == author:
                        ids.add(el.get(f"{{{W_NS}}}id"))
    return ids


def reopen_with_python_docx(path: Path):  # noqa: ANN201 - docx.Document
    import docx

    return docx.Document(io.BytesIO(path.read_bytes()))



#: LibreOffice, when installed (CI installs libreoffice-writer-nogui): what opens what we write.
SOFFICE = shutil.which("soffice") or shutil.which("libreoffice")


def libreoffice_text(docs: list[Path], outdir: Path, profile: Path) -> dict[str, str]:
    """Each document converted to text by LibreOffice, by its stem (the conversion must succeed)."""
    assert SOFFICE is not None
    cmd = [SOFFICE, f"-env:UserInstallation=file://{profile}", "--headless", "--norestore",
           "--convert-to", "txt:Text (encoded):UTF8", "--outdir", str(outdir), *map(str, docs)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=240, check=False)
    assert proc.returncode == 0, proc.stderr
    out = {}
    for doc in docs:
        txt = outdir / (doc.stem + ".txt")
        assert txt.exists(), f"LibreOffice did not convert {doc.name}: {proc.stdout} {proc.stderr}"
        out[doc.stem] = txt.read_text(encoding="utf-8-sig")
    return out
