"""A workspace script a question asks the output of, run by the host with the options the
question's case gives (tools/scriptcall.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ncurator_cli.tools import ToolError
from ncurator_cli.tools.scriptcall import (
    asks_script_output,
    command_of,
    commented_settings,
    options_schema,
    question_script,
    script_options,
)

SCRIPT = '''"""Hire price for the village hall.

Usage: python hall_price.py HOURS --room ROOM [--evening] [--tables N]
"""
import argparse

HOURLY = 18.00        # main hall, per hour
EVENING_UPLIFT = 0.2  # after 6pm, on the room only
TABLE = 2.50          # per trestle table

ROOMS = {"Main hall": 18.0, "Committee room": 9.0}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("hours", type=int)
    ap.add_argument("--room", required=True, choices=sorted(ROOMS))
    ap.add_argument("--evening", action="store_true", help="booked after 6pm")
    ap.add_argument("--tables", type=int, default=0)
    ap.add_argument("--note", default="")
    a = ap.parse_args()
    rate = ROOMS[a.room] * (1 + EVENING_UPLIFT if a.evening else 1)
    print("Price: %.2f" % (rate * a.hours + TABLE * a.tables))


if __name__ == "__main__":
    main()
'''
QUESTION = ("The quiz team want the committee room for 3 hours on a Friday evening with 4 tables. What does our hall "
            "price script give for that? Not the old one.")


def _workspace(root: Path) -> list[str]:
    (root / "prices" / "old").mkdir(parents=True)
    (root / "prices" / "hall_price.py").write_text(SCRIPT)
    (root / "prices" / "old" / "hall_price_2023.py").write_text(SCRIPT)
    (root / "prices" / "test_hall_price.py").write_text("import argparse\nap = argparse.ArgumentParser()\nap.add_argument('--x')\n")
    return ["prices/hall_price.py", "prices/old/hall_price_2023.py", "prices/test_hall_price.py"]


def test_the_options_are_read_from_the_argparse_calls_and_the_schema_follows_them() -> None:
    read = script_options(SCRIPT)
    assert read is not None
    doc, options = read
    assert doc.startswith("Hire price for the village hall.")
    got = {o.dest: (o.flag, o.kind, o.required, o.choices, o.default) for o in options}
    assert got == {"hours": ("hours", "int", True, [], None),
                   "room": ("--room", "text", True, ["Committee room", "Main hall"], None),
                   "evening": ("--evening", "flag", False, [], None),
                   "tables": ("--tables", "int", False, [], 0),
                   "note": ("--note", "text", False, [], "")}
    schema = options_schema(options)
    # The case is written first, in words, before the numbers it settles.
    assert schema["required"] == ["case", "hours", "room", "evening", "tables", "note"]
    assert schema["properties"]["room"] == {"type": "string", "enum": ["Committee room", "Main hall"]}
    assert schema["properties"]["evening"] == {"type": "boolean"}
    assert commented_settings(SCRIPT)[0] == "HOURLY = 18.00 # main hall, per hour" and len(commented_settings(SCRIPT)) == 3
    # A type or an action the host cannot turn into a value: no options read.
    assert script_options(SCRIPT.replace('type=int, default=0', 'type=float_or_none')) is None
    assert script_options(SCRIPT.replace('action="store_true"', 'action="count"')) is None
    assert script_options("print('no options')\n") is None


def test_the_command_is_built_from_the_values_and_refuses_values_of_the_wrong_kind() -> None:
    _doc, options = script_options(SCRIPT) or ("", [])
    values = {"hours": 3, "room": "Committee room", "evening": True, "tables": 4, "note": ""}
    assert command_of("prices/hall_price.py", options, values) == \
        "python3 prices/hall_price.py 3 --room 'Committee room' --evening --tables 4"
    # Defaults and a false flag are left out.
    assert command_of("p.py", options, {**values, "evening": False, "tables": 0}) == "python3 p.py 3 --room 'Committee room'"
    with pytest.raises(ToolError, match="whole number"):
        command_of("p.py", options, {**values, "hours": "three"})
    with pytest.raises(ToolError, match="one of"):
        command_of("p.py", options, {**values, "room": "Loft"})
    with pytest.raises(ToolError, match="no value"):
        command_of("p.py", options, {**values, "room": ""})


def test_the_script_a_question_asks_about_is_the_current_one_with_options(tmp_path: Path) -> None:
    files = _workspace(tmp_path)
    assert asks_script_output(QUESTION)
    assert question_script(tmp_path, files, QUESTION) == "prices/hall_price.py"
    # The retired copy when the question names its folder; nothing for a question that asks no output.
    assert question_script(tmp_path, ["prices/old/hall_price_2023.py"], QUESTION.replace("Not the old one.", "Use the old one.")) \
        == "prices/old/hall_price_2023.py"
    assert question_script(tmp_path, files, "Which rooms does our hall price script know?") is None
    assert question_script(tmp_path, files, "What does the hall cost for 3 hours?") is None


def test_a_guided_question_runs_the_script_with_the_chosen_options_and_its_output_is_the_answer(
        run_cli, write_script, tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    _workspace(ws)
    policy = tmp_path / "policy.toml"
    policy.write_text('version = 1\n[defaults]\nlow = "allow"\nmedium = "allow"\nhigh = "deny"\n')
    script = write_script([
        {"node": "intent", "tool_calls": [{"name": "declare_intent", "args": {"kind": "question", "outputs": []}}]},
        {"node": "judge", "content": '{"hours": 3, "room": "Committee room", "evening": true, "tables": 4, "note": ""}'},
    ])
    res = run_cli("run", QUESTION, "-w", str(ws), "--model", f"script:{script}", "--planner", "guided",
                  "--policy", str(policy))
    assert res.code == 0, res.stderr + "\n".join(str(e) for e in res.lines)[-2000:]
    started = [e for e in res.of_type("tool_call_started") if e["tool_name"] == "script_call"]
    assert started and started[0]["input"]["script"] == "prices/hall_price.py"
    answer = res.of_type("answer_completed")[0]["text"]
    assert answer.startswith("Price: 42.40 (from `python3 prices/hall_price.py 3 --room 'Committee room' --evening --tables 4`)"), answer
    # One constrained call chose the options; no turn of the terminal loop and no finalize turn.
    assert [e["node"] for e in res.of_type("model_request_completed") if e["node"] != "intent"] == ["judge"]
