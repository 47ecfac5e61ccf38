"""tools/data.py on real files: every format, rotated and gzipped logs, filters, groups, sums, sorts, bounds."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from ncurator_cli.tools.data import (
    DataError,
    aggregate,
    detect_format,
    filter_records,
    group_records,
    query,
    read_many,
    read_records,
    rotated_set,
    sort_records,
    to_number,
)


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    (tmp_path / "orders.csv").write_text(
        "order,customer,region,amount,date\n"
        "1,Ana,North,\"1,200.50\",2024-03-01\n"
        "2,Bo,South,80,2024-03-02\n"
        "3,ana ,North,19.5,2024-03-05\n"
        "4,Cy,East,$300,2024-04-01\n"
        "5,Bo,South,,2024-04-02\n"
    )
    (tmp_path / "semi.csv").write_text("name;qty\nbolt;3\nnut;12\n")
    (tmp_path / "stock.tsv").write_text("sku\tqty\nA1\t5\nB2\t7\n")
    (tmp_path / "items.json").write_text(json.dumps({"items": [
        {"id": 1, "price": 0.1, "tags": ["x"], "dims": {"w": 2, "h": 3}},
        {"id": 2, "price": 0.2, "dims": {"w": 5, "h": 1}},
    ]}))
    (tmp_path / "users.json").write_text(json.dumps({"ann": {"age": 31}, "bob": {"age": 27}}))
    (tmp_path / "events.jsonl").write_text('{"kind": "a", "n": 1}\n{"kind": "b", "n": 2}\nnot json\n{"kind": "a", "n": 4}\n')
    (tmp_path / "hosts.yaml").write_text("---\n- name: web\n  port: 80\n- name: db\n  port: 5432\n---\n- name: cache\n  port: 6379\n")
    (tmp_path / "app.toml").write_text('title = "demo"\n[server]\nport = 8080\n[database.primary]\nhost = "db1"\n'
                                       '[[workers]]\nname = "w1"\nthreads = 4\n[[workers]]\nname = "w2"\nthreads = 2\n')
    (tmp_path / "setup.cfg").write_text("[metadata]\nname = pkg\nversion = 1.2\n[options]\nzip_safe = false\npath = %(here)s/x\n")
    logs = tmp_path / "logs"
    logs.mkdir()
    (logs / "app.log").write_text(
        "2024-03-03 10:00:01 ERROR db timeout user=ana ms=5000\n"
        "2024-03-03 10:00:02 INFO request ok ms=12\n"
    )
    (logs / "app.log.1").write_text("2024-03-02 09:00:00 WARN disk at 91% host=n1\n")
    with gzip.open(logs / "app.log.2.gz", "wt") as fh:
        fh.write("2024-03-01 08:00:00 ERROR boot failed code=7\n2024-03-01 08:00:05 INFO retry\n")
    (logs / "other.log").write_text("Mar  3 10:00:01 host sshd[12]: error: auth failed for root\n")
    (logs / "access.log").write_text('127.0.0.1 - - [10/Oct/2000:13:55:36 -0700] "GET /a HTTP/1.0" 200 2326\n')
    return tmp_path


def test_numbers_read_the_way_people_write_them() -> None:
    assert to_number("1,200.50") == to_number("1200.5")
    assert [to_number(x) for x in ("$300", "-3", "12%", "(42)", "4.5e3")] == [300, -3, 12, -42, 4500]
    assert [to_number(x) for x in ("", "abc", "1,2", True, None, "2024-03-01", "1.2.3")] == [None] * 7


def test_formats_are_detected_through_gz_and_rotation_suffixes() -> None:
    assert [detect_format(n) for n in ("a.csv", "a.TSV", "a.json", "a.ndjson", "a.yml", "a.toml", "a.cfg",
                                       "app.log.3", "app.log.2.gz", "syslog", "app.log-20240301.gz")] == [
        "csv", "tsv", "json", "jsonl", "yaml", "toml", "ini", "log", "log", "log", "log"]
    with pytest.raises(DataError, match="unknown data format"):
        detect_format("picture.png")


def test_csv_rows_are_records_keyed_by_the_header(ws: Path) -> None:
    t = read_records(ws / "orders.csv")
    assert t.columns == ["order", "customer", "region", "amount", "date"] and len(t.records) == 5
    assert t.records[0]["amount"] == "1,200.50" and t.records[4]["amount"] == ""
    assert read_records(ws / "semi.csv").records == [{"name": "bolt", "qty": "3"}, {"name": "nut", "qty": "12"}]
    assert read_records(ws / "stock.tsv").records[1] == {"sku": "B2", "qty": "7"}


def test_json_jsonl_yaml_toml_ini_shapes(ws: Path) -> None:
    items = read_records(ws / "items.json").records
    assert items[0] == {"id": 1, "price": 0.1, "tags": ["x"], "dims.w": 2, "dims.h": 3}
    assert read_records(ws / "users.json").records == [{"key": "ann", "age": 31}, {"key": "bob", "age": 27}]
    ev = read_records(ws / "events.jsonl")
    assert [r["n"] for r in ev.records] == [1, 2, 4] and ev.skipped == 1 and "skipped" in ev.notes[0]
    assert [r["name"] for r in read_records(ws / "hosts.yaml").records] == ["web", "db", "cache"]
    toml = read_records(ws / "app.toml").records
    assert {"section": "", "title": "demo"} in toml and {"section": "server", "port": 8080} in toml
    assert {"section": "database.primary", "host": "db1"} in toml
    assert [r for r in toml if r.get("table") == "workers"] == [
        {"table": "workers", "name": "w1", "threads": 4}, {"table": "workers", "name": "w2", "threads": 2}]
    ini = read_records(ws / "setup.cfg").records
    assert ini == [{"section": "metadata", "name": "pkg", "version": "1.2"},
                   {"section": "options", "zip_safe": "false", "path": "%(here)s/x"}]


def test_log_lines_carry_timestamp_level_message_and_pairs(ws: Path) -> None:
    (first, second) = read_records(ws / "logs" / "app.log").records
    assert first["timestamp"] == "2024-03-03 10:00:01" and first["level"] == "ERROR"
    assert first["message"].startswith("db timeout") and first["user"] == "ana" and first["ms"] == "5000"
    assert (first["file"], first["line"], second["line"]) == ("app.log", 1, 2)
    (sys_,) = read_records(ws / "logs" / "other.log").records
    assert sys_["timestamp"] == "Mar  3 10:00:01" and sys_["level"] == "ERROR"
    (acc,) = read_records(ws / "logs" / "access.log").records
    assert acc["timestamp"] == "10/Oct/2000:13:55:36 -0700"
    custom = read_records(ws / "logs" / "access.log", log_pattern=r'"(?P<method>\w+) (?P<path>\S+)[^"]*" (?P<status>\d+)')
    assert custom.records[0] == {"file": "access.log", "line": 1, "method": "GET", "path": "/a", "status": "200"}


def test_rotated_and_gzipped_logs_read_oldest_first(ws: Path) -> None:
    assert [p.name for p in rotated_set(ws / "logs" / "app.log")] == ["app.log.2.gz", "app.log.1", "app.log"]
    assert [p.name for p in rotated_set(ws / "logs" / "app.log.1")] == ["app.log.2.gz", "app.log.1", "app.log"]
    t = read_many(["logs/app.log"], root=ws)
    assert [r["timestamp"][:10] for r in t.records] == ["2024-03-01"] * 2 + ["2024-03-02"] + ["2024-03-03"] * 2
    assert t.sources == ["logs/app.log.2.gz", "logs/app.log.1", "logs/app.log"]
    errors = query("logs/app.log", root=ws, where="level=ERROR", group_by="file", aggregates={"n": "count"})
    assert errors["rows"] == [{"file": "logs/app.log.2.gz", "n": 1}, {"file": "logs/app.log", "n": 1}]
    assert query("logs/app.log", root=ws, rotated=False)["total_records"] == 2


def test_filters_compare_numbers_as_numbers_and_text_without_case(ws: Path) -> None:
    recs = read_records(ws / "orders.csv").records
    assert [r["order"] for r in filter_records(recs, "amount>100")] == ["1", "4"]  # "1,200.50" and "$300"
    assert [r["order"] for r in filter_records(recs, "customer=ANA")] == ["1", "3"]  # trimmed, any case
    assert [r["order"] for r in filter_records(recs, ["region=South", {"field": "amount", "op": "exists"}])] == ["2"]
    assert [r["order"] for r in filter_records(recs, {"field": "amount", "op": "missing"})] == ["5"]
    assert [r["order"] for r in filter_records(recs, "date>=2024-04-01")] == ["4", "5"]  # ISO dates as text
    assert [r["order"] for r in filter_records(recs, "customer~^b")] == ["2", "5"]
    assert [r["order"] for r in filter_records(recs, {"field": "region", "op": "in", "value": ["east", "south"]})] == ["2", "4", "5"]
    assert [r["order"] for r in filter_records(recs, {"field": "Customer", "op": "contains", "value": "n"})] == ["1", "3"]
    with pytest.raises(DataError, match="bad condition"):
        filter_records(recs, "no operator here")
    with pytest.raises(DataError, match="regular expression"):
        filter_records(recs, "customer~(")


def test_group_sum_mean_min_max_and_exact_decimal_sums(ws: Path) -> None:
    recs = read_records(ws / "orders.csv").records
    rows = group_records(recs, "region", {"total": "sum:amount", "n": "count", "avg": "mean:amount", "top": "max:amount"})
    assert rows == [
        {"region": "North", "total": 1220, "n": 2, "avg": 610, "top": 1200.5},
        {"region": "South", "total": 80, "n": 2, "avg": 80, "top": 80},
        {"region": "East", "total": 300, "n": 1, "avg": 300, "top": 300},
    ]
    assert aggregate(read_records(ws / "items.json").records, "sum", "price") == 0.3  # not 0.30000000000000004
    assert aggregate(recs, "count") == 5 and aggregate(recs, "count", "amount") == 4
    assert aggregate(recs, "count_distinct", "customer") == 3  # "Ana" and "ana " are one
    assert aggregate(recs, "min", "date") == "2024-03-01" and aggregate(recs, "last", "customer") == "Bo"
    assert group_records([], None, {"total": "sum:amount"}) == [{"total": 0}]
    with pytest.raises(DataError, match="bad aggregate"):
        group_records(recs, "region", {"x": "median:amount"})


def test_sort_numbers_numerically_missing_last(ws: Path) -> None:
    recs = read_records(ws / "orders.csv").records
    assert [r["order"] for r in sort_records(recs, "-amount")] == ["1", "4", "2", "3", "5"]
    assert [r["order"] for r in sort_records(recs, "amount")] == ["3", "2", "4", "1", "5"]
    assert [r["order"] for r in sort_records(recs, ["region", "-order"])] == ["4", "3", "1", "5", "2"]


def test_query_pipeline_globs_limits_and_columns(ws: Path) -> None:
    res = query("*.csv", root=ws, where="amount>0", group_by="customer", aggregates={"spent": "sum:amount"},
                sort="-spent", limit=2)
    assert res["sources"] == ["orders.csv", "semi.csv"] and res["total_records"] == 7
    assert res["rows"] == [{"customer": "Ana", "spent": 1200.5}, {"customer": "Cy", "spent": 300}]
    assert res["returned"] == 2 and res["truncated"] is True
    assert res["rows"] == json.loads(json.dumps(res["rows"]))  # JSON-ready
    picked = query(ws / "orders.csv", columns=["order", "amount"], sort="order", limit=1)
    assert picked["rows"] == [{"order": "1", "amount": "1,200.50"}]
    dated = query(ws / "hosts.yaml", where="port>=1000", sort="-port")
    assert [r["name"] for r in dated["rows"]] == ["cache", "db"]


def test_bad_input_is_one_clear_error(ws: Path) -> None:
    (ws / "bad.json").write_text("{not json")
    (ws / "bad.toml").write_text("a = = 1")
    (ws / "fake.log.gz").write_bytes(b"not gzip at all")
    for name, pattern in [("missing.csv", "no such file"), ("bad.json", "not valid json"),
                          ("bad.toml", "not valid toml"), ("fake.log.gz", "cannot read")]:
        with pytest.raises(DataError, match=pattern) as exc:
            read_records(ws / name)
        assert "\n" not in str(exc.value)
    with pytest.raises(DataError, match="no file matches"):
        query("*.parquet", root=ws)
    with pytest.raises(DataError, match="log_pattern"):
        read_records(ws / "logs" / "app.log", log_pattern="(")


def test_bounds_cut_big_inputs_and_say_so(ws: Path) -> None:
    big = ws / "big.csv"
    big.write_text("n\n" + "".join(f"{i}\n" for i in range(1000)))
    t = read_records(big, max_records=100)
    assert len(t.records) == 100 and t.truncated and "stopped at 100 records" in t.notes[0]
    t = read_records(big, max_bytes=50)
    assert t.truncated and all(r["n"].isdigit() for r in t.records)  # no half-cut last row
    bomb = ws / "bomb.log.gz"
    with gzip.open(bomb, "wb") as fh:
        fh.write(b"x\n" * 5_000_000)  # 10 MB from a ~10 kB file
    t = read_records(bomb, max_bytes=1024)
    assert t.truncated and len(t.records) <= 512
