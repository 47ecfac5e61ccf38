"""A literal value (a domain, a host, an email address) moved across a folder's files (guided/literal.py)."""

from __future__ import annotations

import subprocess
from pathlib import Path

from ncurator_cli.guided.literal import kept_words, literal_command, literal_files, literal_pair

TASK = ("Our bakery's shop moved over to crumbandco.example (it used to be crumb-bakery.example). Please update "
        "everything in the shop folder that still points at the old address. The logs and the NEWS file are history, "
        "so leave those alone, and don't touch anything about the Millbrook branch.")


def test_the_old_and_new_value_are_read_as_the_task_writes_them() -> None:
    assert literal_pair(TASK) == ("crumb-bakery.example", "crumbandco.example")
    assert literal_pair("Replace orders@old.example with orders@new.example in the templates.") == \
        ("orders@old.example", "orders@new.example")
    assert literal_pair("Point the app at db2.internal.example instead of db1.internal.example.") == \
        ("db1.internal.example", "db2.internal.example")
    assert literal_pair("Change the host from cache-a.example to cache-b.example in deploy/.") == \
        ("cache-a.example", "cache-b.example")
    # A file's name is no such value; two values moved at once are left to the model.
    assert literal_pair("Rename notes.txt to notes.md") is None
    assert literal_pair("Move a.example to b.example and c.example to d.example") is None
    assert literal_pair("Update the port to 8080.") is None
    assert literal_pair("Bump the version from 1.4.2 to 1.5.0 everywhere.") is None  # a version, not a place


def test_the_words_of_the_sentences_that_keep_files_name_them_but_not_the_folder_changed() -> None:
    kept = kept_words(TASK, ("crumb-bakery.example", "crumbandco.example"), ["shop/"])
    assert {"logs", "log", "news", "millbrook", "branch"} <= kept
    assert not {"shop", "crumb", "bakery", "crumbandco", "everything"} & kept


def shop(root: Path) -> None:
    (root / "shop" / "logs").mkdir(parents=True)
    (root / "shop" / "nginx").mkdir()
    (root / "shop" / "archive").mkdir()
    (root / "shop" / ".env").write_text("SITE=https://crumb-bakery.example\nMAIL=hi@crumb-bakery.example\n")
    (root / "shop" / "nginx" / "shop.conf").write_text("server_name crumb-bakery.example www.crumb-bakery.example;\n")
    (root / "shop" / "nginx" / "millbrook.conf").write_text("# see crumb-bakery.example\nserver_name mb.example;\n")
    (root / "shop" / "logs" / "access.log").write_text("GET / host=crumb-bakery.example\n")
    (root / "shop" / "NEWS.md").write_text("- moved to crumb-bakery.example\n")
    (root / "shop" / "archive" / "old.conf").write_text("crumb-bakery.example\n")
    (root / "shop" / "notes.txt").write_text("scrumb-bakery.example and crumb-bakery.examples are other names\n")
    (root / "outside.txt").write_text("crumb-bakery.example\n")


def test_the_files_that_hold_the_value_are_found_and_changed_by_one_command(tmp_path: Path) -> None:
    shop(tmp_path)
    found, left = literal_files(tmp_path, ["shop/"], TASK)
    assert found == [("shop/.env", 2), ("shop/nginx/shop.conf", 2)]
    # Kept by the task's words (logs, NEWS, Millbrook); the archive and the folder outside are not looked at.
    assert sorted(left) == ["shop/NEWS.md", "shop/logs/access.log", "shop/nginx/millbrook.conf"]
    kept = literal_files(tmp_path, ["shop/"], TASK, keep=["shop/.env"])
    assert kept[0] == [("shop/nginx/shop.conf", 2)] and "shop/.env" in kept[1]
    before = {p: p.read_text() for p in tmp_path.rglob("*") if p.is_file()}
    cmd = literal_command([f for f, _ in found], "crumb-bakery.example", "crumbandco.example")
    res = subprocess.run(["bash", "-c", cmd], cwd=tmp_path, capture_output=True, text=True, timeout=30)
    assert res.returncode == 0, res.stderr
    assert "4 replacements in 2 files" in res.stdout
    assert (tmp_path / "shop" / ".env").read_text() == "SITE=https://crumbandco.example\nMAIL=hi@crumbandco.example\n"
    assert (tmp_path / "shop" / "nginx" / "shop.conf").read_text() == "server_name crumbandco.example www.crumbandco.example;\n"
    for p, text in before.items():
        if p.name not in (".env", "shop.conf"):
            assert p.read_text() == text, p
    # Outside the workspace or not a folder of it: nothing.
    assert literal_files(tmp_path, ["../"], TASK) == ([], [])
    assert literal_files(tmp_path, ["shop/.env"], TASK) == ([], [])


def test_a_guided_run_moves_the_value_and_the_host_finishes_without_a_model_turn(
        run_cli, write_script, workspace: Path, tmp_path: Path) -> None:
    """Through the real CLI: the host's replacement runs before the first turn, through the command
    path, and its clean run ends the task with no terminal_exec model turn (the script has none:
    a turn asked for would fail the run)."""
    shop(workspace)
    policy = tmp_path / "policy.toml"  # a script that writes files is high risk: allowed here
    policy.write_text('version = 1\n[defaults]\nlow = "allow"\nmedium = "allow"\nhigh = "allow"\n')
    script = write_script([
        {"node": "host_plan", "tool_calls": [{"name": "plan_tasks", "args": {"tasks": [
            {"kind": "terminal_exec", "title": "t", "objective": TASK}]}}]},
        {"node": "host_plan", "tool_calls": [{"name": "respond_directly", "args": {}}]},
        {"node": "finalize", "content": "done"},
    ])
    res = run_cli("run", TASK, "-w", str(workspace), "--model", f"script:{script}", "--planner", "guided",
                  "--no-probe", "--policy", str(policy))
    assert res.code == 0, res.stderr[-2000:] + "\n".join(str(e) for e in res.lines)[-3000:]
    assert (workspace / "shop" / ".env").read_text() == "SITE=https://crumbandco.example\nMAIL=hi@crumbandco.example\n"
    assert (workspace / "shop" / "NEWS.md").read_text() == "- moved to crumb-bakery.example\n"
    finish = next(e for e in res.of_type("tool_call_started") if e["tool_name"] == "terminal_finish")
    assert "crumb-bakery.example replaced by crumbandco.example" in finish["input"]["summary"]
    assert "shop/nginx/shop.conf (updated)" in finish["input"]["summary"]
    assert {e["path"] for e in res.of_type("file_artifact")} >= {"shop/.env", "shop/nginx/shop.conf"}


def test_only_the_command_the_host_made_is_read_as_its_replacement() -> None:
    from ncurator_cli.guided.literal import literal_replaced

    cmd = literal_command(["a.txt", "b c.env"], "old.example", "new.example")
    assert literal_replaced(cmd) == ("old.example", "new.example")
    # A model's script that looks like it but does something else is the model's.
    assert literal_replaced(cmd.replace("total += n", "total += n\n    os.remove(path)")) is None
    assert literal_replaced("sed -i s/old.example/new.example/g a.txt") is None
