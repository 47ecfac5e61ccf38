"""`set_value`: one setting changed or added in place, every other byte of the file kept; its
change runs as an edit command through the command path (rated an edit, applied atomically)."""

from __future__ import annotations

import json
import subprocess
import tomllib
from pathlib import Path

import pytest

from ncurator_cli.tools import ALL, ToolEnv, ToolError, toolset
from ncurator_cli.tools.settings import set_value_text

INI = """; service settings
[general]
timeout = 120
log_level = info

[replica]
host = r1.internal
; seconds
timeout = 45   ; was 30

[empty]
"""


def test_an_ini_value_changes_in_its_own_section_only() -> None:
    new, old, where = set_value_text("c.ini", INI, "replica.timeout", "90")
    assert (old, where) == ("45", "[replica] timeout")
    assert new == INI.replace("timeout = 45   ; was 30", "timeout = 90   ; was 30")
    # Section names fold case like configparser's options; the general timeout is untouched.
    assert set_value_text("c.ini", INI, "REPLICA.Timeout", "90")[0] == new


def test_an_ini_key_missing_from_its_section_is_added_after_its_last_setting() -> None:
    new, old, where = set_value_text("c.ini", INI, "replica.retries", "3")
    assert old is None and where == "[replica] retries"
    assert new == INI.replace("timeout = 45   ; was 30\n", "timeout = 45   ; was 30\nretries = 3\n")
    new, _, _ = set_value_text("c.ini", INI, "empty.x", "1")
    assert new.endswith("[empty]\nx = 1\n")


@pytest.mark.parametrize("key, error", [
    ("timeout", "more than one section ([general], [replica]): name the section, e.g. replica.timeout"),
    ("nowhere", "name it as section.key (the sections: [general], [replica], [empty])"),
])
def test_an_ambiguous_or_unknown_ini_key_is_refused_with_the_choices(key: str, error: str) -> None:
    with pytest.raises(ToolError, match=error.replace("(", r"\(").replace(")", r"\)").replace("[", r"\[").replace("]", r"\]")):
        set_value_text("c.ini", INI, key, "1")


def test_a_key_only_one_section_has_needs_no_section() -> None:
    assert set_value_text("c.ini", INI, "host", "r2")[1:] == ("r1.internal", "[replica] host")


def test_env_values_keep_their_quotes_and_export() -> None:
    env = "# local\nA=1\nexport B=\"x y\"\n"
    assert set_value_text(".env", env, "B", "z")[0] == "# local\nA=1\nexport B=\"z\"\n"
    assert set_value_text("app/.env", env, "C", "3")[0] == env + "C=3\n"
    assert set_value_text("prod.env", "A=1", "B", "2")[0] == "A=1\nB=2\n"


TOML = """# service
name = "svc"

[database]
host = "db"

[database.pool]
max_size = 10  # connections
min_size = 1

[[workers]]
name = "a"
"""


def test_toml_values_keep_their_type_and_comments() -> None:
    new, old, where = set_value_text("s.toml", TOML, "database.pool.max_size", "40")
    assert (old, where) == ("10", "[database.pool] max_size")
    assert new == TOML.replace("max_size = 10  # connections", "max_size = 40  # connections")
    new, old, _ = set_value_text("s.toml", TOML, "database.host", "db2")
    assert old == '"db"' and 'host = "db2"' in new and tomllib.loads(new)["database"]["host"] == "db2"
    new, old, _ = set_value_text("s.toml", TOML, "database.pool.idle_timeout", "300")
    assert old is None and tomllib.loads(new)["database"]["pool"] == {"max_size": 10, "min_size": 1, "idle_timeout": 300}
    assert new.replace("idle_timeout = 300\n", "") == TOML
    new, _, _ = set_value_text("s.toml", TOML, "name", "svc2")
    assert tomllib.loads(new)["name"] == "svc2"
    with pytest.raises(ToolError, match="list of tables"):
        set_value_text("s.toml", TOML, "workers.name", "b")


def test_json_values_by_path_with_list_items_chosen_by_a_field() -> None:
    data = {"env": {"prod": {"services": [{"name": "web", "limit": {"rpm": 100}},
                                          {"name": "api", "limit": {"rpm": 1200}}]}}, "note": "é"}
    text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    new, old, _ = set_value_text("c.json", text, "env.prod.services.api.limit.rpm", "1800")
    assert old == "1200" and json.loads(new)["env"]["prod"]["services"][1]["limit"] == {"rpm": 1800}
    assert sum(a != b for a, b in zip(text.splitlines(), new.splitlines(), strict=True)) == 1
    new, old, _ = set_value_text("c.json", text, "env.prod.services.name=api.limit.retry_after_s", "30")
    assert old is None and json.loads(new)["env"]["prod"]["services"][1]["limit"] == {"rpm": 1200, "retry_after_s": 30}
    assert set_value_text("c.json", text, "env.prod.services.0.name", "www")[1] == '"web"'
    with pytest.raises(ToolError, match="has no key 'staging'"):
        set_value_text("c.json", text, "env.staging.x", "1")
    with pytest.raises(ToolError, match="no item of env.prod.services has a field equal to 'db'"):
        set_value_text("c.json", text, "env.prod.services.db.x", "1")
    with pytest.raises(ToolError, match="layout cannot be kept"):
        set_value_text("c.json", '{"a": 1,\n   "b": 2}', "a", "3")


def test_other_files_are_left_to_an_edit_block() -> None:
    with pytest.raises(ToolError, match="not a settings file"):
        set_value_text("notes.md", "x", "a", "b")


def test_the_command_is_an_edit_that_runs_and_changes_one_line(tmp_path: Path) -> None:
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "c.ini").write_text(INI)
    tool = ALL["set_value"]
    assert not tool.read_only and "set_value" in {t.name for t in toolset()}
    assert "set_value" not in {t.name for t in toolset(read_only=True)}
    command = tool.command(ToolEnv(tmp_path), {"path": "config/c.ini", "key": "replica.timeout", "value": "90"})
    assert command.startswith("python3 - <<'PYEOF'")
    out = subprocess.run(["bash", "-c", command], cwd=tmp_path, capture_output=True, text=True, check=True).stdout
    assert "-timeout = 45   ; was 30" in out and "+timeout = 90   ; was 30" in out
    assert (tmp_path / "config" / "c.ini").read_text() == INI.replace("timeout = 45 ", "timeout = 90 ")
    with pytest.raises(ToolError, match="already has the value 90"):
        tool.command(ToolEnv(tmp_path), {"path": "config/c.ini", "key": "replica.timeout", "value": "90"})


def test_the_guided_prompts_example_is_a_valid_call() -> None:
    import re

    from ncurator_cli.guided.terminal import GUIDED_SETTINGS_NOTE

    example = json.loads(re.search(r"```tool\n(.*)\n```", GUIDED_SETTINGS_NOTE).group(1))
    assert example["name"] == "set_value"
    args = ALL["set_value"].parse(example["arguments"])
    toml = "[database]\npool_size = 5  # per worker\n"
    assert set_value_text(args.path, toml, args.key, args.value)[0] == "[database]\npool_size = 20  # per worker\n"


YAML = """name: search   # the service
port: 8060
server:
  host: "0.0.0.0"
  tls:
    enabled: false
  workers: 2
peers:
  - a
  - b
"""


def test_yaml_values_change_in_their_mapping_and_keys_are_added_where_they_belong() -> None:
    import yaml

    new, old, _ = set_value_text("s.yaml", YAML, "port", "8071")
    assert old == "8060" and new == YAML.replace("port: 8060", "port: 8071")
    new, old, _ = set_value_text("s.yml", YAML, "server.host", "127.0.0.1")
    assert old == '"0.0.0.0"' and '  host: "127.0.0.1"\n' in new
    new, _, _ = set_value_text("s.yaml", YAML, "server.tls.enabled", "true")
    assert yaml.safe_load(new)["server"]["tls"]["enabled"] is True
    new, old, _ = set_value_text("s.yaml", YAML, "server.timeout", "30")
    assert old is None and "  workers: 2\n  timeout: 30\npeers:" in new and yaml.safe_load(new)["server"]["timeout"] == 30
    assert set_value_text("s.yaml", YAML, "name", "s2")[0].startswith("name: s2   # the service\n")
    with pytest.raises(ToolError, match="a block, a list or an anchor"):
        set_value_text("s.yaml", YAML, "peers", "c")
    with pytest.raises(ToolError, match="no mapping cache"):
        set_value_text("s.yaml", YAML, "cache.size", "1")


WG = """[Interface]
Address = 10.8.0.1/24

[Peer]
# laptop
PublicKey = AAA=
AllowedIPs = 10.8.0.12/32

[Peer]
# phone
PublicKey = BBB=
AllowedIPs = 10.8.0.13/32
"""


def test_a_section_given_more_than_once_is_changed_block_by_block() -> None:
    """WireGuard's [Peer] twice: `Peer.2.AllowedIPs` changes the second block only; `Peer.AllowedIPs`
    is refused with the blocks' names (not written into the first block as a new key)."""
    new, old, where = set_value_text("wg0.conf", WG, "Peer.2.AllowedIPs", "10.8.0.99/32")
    assert (old, where) == ("10.8.0.13/32", "[Peer.2] AllowedIPs")
    assert new == WG.replace("10.8.0.13/32", "10.8.0.99/32")
    with pytest.raises(ToolError, match=r"the sections: \[Interface\], \[Peer.1\], \[Peer.2\]"):
        set_value_text("wg0.conf", WG, "Peer.AllowedIPs", "x")


def test_an_edit_written_in_dotted_keys_sets_those_keys_in_the_files_own_lines() -> None:
    """`settings(path)` prints a nested file's keys dotted; an edit that SEARCHes
    `"presets.a5.dpi": 200` (no line of the file) becomes the edit of the file's own `"dpi": 200`
    line of that preset, the neighbouring preset's same key untouched. Not for a SEARCH the file
    holds, a key the file lacks, or a REPLACE that sets other keys."""
    from ncurator_cli.tools.settings import dotted_pairs

    text = ('{\n  "presets": {\n    "a5": {\n      "dpi": 200,\n      "bleed_mm": 2\n    },\n'
            '    "a2": {\n      "dpi": 200,\n      "bleed_mm": 5\n    }\n  }\n}\n')
    got = dotted_pairs("p.json", text, [('"presets.a5.dpi": 200\n"presets.a5.bleed_mm": 2\n',
                                         '"presets.a5.dpi": 300\n"presets.a5.bleed_mm": 3\n')])
    assert got is not None
    new = text
    for search, replace in got:
        assert new.count(search) == 1
        new = new.replace(search, replace)
    assert json.loads(new) == {"presets": {"a5": {"dpi": 300, "bleed_mm": 3}, "a2": {"dpi": 200, "bleed_mm": 5}}}
    assert dotted_pairs("p.json", text, [('      "dpi": 200,\n', '      "dpi": 300,\n')]) is None  # the file's own line
    assert dotted_pairs("p.json", text, [('"presets.a9.dpi": 200\n', '"presets.a9.dpi": 300\n')]) is None
    assert dotted_pairs("p.json", text, [('"presets.a5.dpi": 200\n', '"presets.a2.dpi": 300\n')]) is None
    assert dotted_pairs("notes.txt", text, [('"presets.a5.dpi": 200\n', '"presets.a5.dpi": 300\n')]) is None
