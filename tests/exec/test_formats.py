"""A change that leaves a settings or data file unreadable in its own format is seen as such
(exec/formats.py): the parser's own reason, pointing at the line; files that did not read before,
and files of no known kind, are never judged."""

from __future__ import annotations

import pytest

from ncurator_cli.exec.formats import broken_format, format_error, format_kind


@pytest.mark.parametrize(("rel", "kind"), [
    (".env", "env"), ("deploy/.env.production", "env"), ("prod.env", "env"), ("app.ini", "ini"),
    ("setup.cfg", "ini"), ("svc.conf", "ini"), ("a.properties", "ini"), ("x.json", "json"),
    ("pyproject.toml", "toml"), ("ci.yml", "yaml"), ("k8s/dep.yaml", "yaml"),
    ("notes.txt", None), ("data.csv", None), ("env.py", None), ("Makefile", None),
])  # fmt: skip
def test_the_kind_is_read_from_the_name(rel: str, kind: str | None) -> None:
    assert format_kind(rel) == kind


def test_a_dotenv_line_without_an_equals_sign_is_named() -> None:
    before = b"APP=inventory\n# DEBUG=1\n\nexport PORT=8080\n"
    assert broken_format(".env", before, before + b"LOG_LEVEL=info\n") is None
    why = broken_format(".env", before, before + b"LOG_LEVEL info\nMAX_MB=25\n")
    assert why == "not valid .env: line 5: 'LOG_LEVEL info' is not KEY=value"


@pytest.mark.parametrize(("rel", "before", "after", "line"), [
    ("cfg.json", b'{"a": 1,\n "b": 2}\n', b'{"a": 1,\n "b": 2,\n}\n', "line 3"),
    ("cfg.toml", b"[db]\nport = 5432\n", b"[db]\nport = 5432\nhost = db.internal\n", "line 3"),
    ("cfg.yaml", b"db:\n  port: 5432\n", b"db:\n  port: 5432\n host: x\n", "line 3"),
    ("app.ini", b"[db]\nport = 5432\n", b"[db]\nport = 5432\nhost db.internal\n", "line 3"),
    ("app.ini", b"port = 5432\n", b"port = 5432\nhost db.internal\n", "line 2"),  # no section header
])  # fmt: skip
def test_each_format_reports_the_line_that_no_longer_reads(rel: str, before: bytes, after: bytes, line: str) -> None:
    assert format_error(format_kind(rel) or "", before.decode()) is None
    why = broken_format(rel, before, after)
    assert why is not None and why.startswith("not valid ") and line in why, why


def test_files_that_did_not_read_before_or_have_no_format_are_not_judged() -> None:
    template = b"{{ name }}: {\n"
    assert broken_format("site.json", template, template + b"oops") is None
    assert broken_format("notes.txt", b"a=1\n", b"anything at all\n") is None
    assert broken_format("nginx.conf", b"server {\n  listen 80;\n}\n", b"server {\n  listen 8080\n") is None
    assert broken_format(".env", b"A=1\n", b"\xff\xfe not text") is None
    assert broken_format("x.json", b"[1, 2]", b"[1, 2, 3]") is None
