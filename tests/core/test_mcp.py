"""MCP tools: a real MCP server over stdio (the official SDK's MCPServer, written here), its tools
planned as an `mcp` task, each call decided by the policy, approved, evented and redacted; and the
bad cases — a tool that hangs, an unreachable server — end as tool errors, never as a hang."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from tests.conftest import CliResult

from ncurator_cli.protocol.events import parse_event

SERVER = '''
import signal, time
from mcp.server.mcpserver import MCPServer

# A stubborn server: only the SIGKILL of the SDK's shutdown stops it while a tool sleeps.
signal.signal(signal.SIGTERM, signal.SIG_IGN)

server = MCPServer("demo")


@server.tool()
def add(a: int, b: int) -> int:
    """Add two integers."""
    return a + b


@server.tool()
def whoami() -> str:
    """Who the service thinks we are."""
    return "signed in with tok-9f8e7d6c5b4a39281706"


@server.tool()
def hang(seconds: float = 120) -> str:
    """Sleep for a while."""
    time.sleep(seconds)
    return "woke up"


if __name__ == "__main__":
    server.run()
'''

SECRET = "tok-9f8e7d6c5b4a39281706"

# A server that speaks just enough JSON-RPC to be listed, then answers every call with junk.
RAW_SERVER = '''
import json, sys
for line in sys.stdin:
    msg = json.loads(line)
    mid, method = msg.get("id"), msg.get("method")
    if mid is None:
        continue
    if method == "initialize":
        result = {"protocolVersion": msg["params"]["protocolVersion"], "capabilities": {"tools": {}},
                  "serverInfo": {"name": "raw", "version": "0"}}
    elif method == "tools/list":
        result = {"tools": [{"name": "junk", "description": "returns junk", "inputSchema": {"type": "object"}}]}
    elif method == "tools/call":
        result = {"content": "not a list", "isError": "maybe"}
    else:
        print(json.dumps({"jsonrpc": "2.0", "id": mid, "error": {"code": -32601, "message": "no such method"}}), flush=True)
        continue
    print(json.dumps({"jsonrpc": "2.0", "id": mid, "result": result}), flush=True)
'''


def plan_mcp(objective: str = "use the demo tools") -> dict[str, Any]:
    return {"node": "host_plan", "tool_calls": [{"name": "plan_tasks", "args": {"tasks": [
        {"kind": "mcp", "title": "Use MCP", "objective": objective}]}}]}


def mcp_call(name: str, args: dict[str, Any]) -> dict[str, Any]:
    return {"node": "mcp", "tool_calls": [{"name": name, "args": args}]}


def mcp_finish(success: bool = True, summary: str = "done") -> dict[str, Any]:
    return {"node": "mcp", "tool_calls": [{"name": "mcp_finish", "args": {"success": success, "summary": summary}}]}


RESPOND = {"node": "host_plan", "tool_calls": [{"name": "respond_directly", "args": {}}]}


def final(text: str) -> dict[str, Any]:
    return {"node": "finalize", "content": text}


@pytest.fixture
def mcp_workspace(workspace: Path, tmp_path: Path) -> Path:
    server = tmp_path / "demo_server.py"
    server.write_text(SERVER)
    (workspace / "ncurator.toml").write_text(
        f'[mcp_servers.demo]\ncommand = "{sys.executable}"\nargs = ["{server}"]\ntimeout = 4\nconnect_timeout = 90\n'
    )
    return workspace


def policy(tmp_path: Path, rules: str = "", noninteractive: str = "deny") -> Path:
    p = tmp_path / "mcp_policy.toml"
    p.write_text(f'version = 1\n[defaults]\nlow = "allow"\nmedium = "allow"\nhigh = "deny"\n'
                 f'noninteractive_ask = "{noninteractive}"\n{rules}')
    return p


ALLOW_DEMO = '''
[[rules]]
id = "demo-tools"
decision = "allow"
action = "mcp_tool"
tool_glob = "demo/*"
examples_match = ["demo/add"]
examples_not_match = ["other/add"]
'''


def valid(res: CliResult) -> list[dict[str, Any]]:
    for e in res.lines:
        parse_event(e)
    return res.lines


def test_an_mcp_tool_is_planned_allowed_evented_and_redacted(run_cli, write_script, mcp_workspace, tmp_path) -> None:
    script = write_script([plan_mcp(), mcp_call("demo__add", {"a": 2, "b": 3}), mcp_call("demo__whoami", {}),
                           mcp_finish(True, "2 + 3 = 5"), RESPOND, final("5")])
    res = run_cli("run", "add 2 and 3 with the demo server", "-w", str(mcp_workspace), "--model", f"script:{script}",
                  "--policy", str(policy(tmp_path, ALLOW_DEMO)), env={"DEMO_SERVICE_TOKEN": SECRET}, timeout=240)
    assert res.code == 0, res.stderr
    valid(res)
    started = res.of_type("tool_call_started")
    assert [s["tool_name"] for s in started] == ["demo__add", "demo__whoami", "mcp_finish"]
    assert started[0]["input"] == {"a": 2, "b": 3}
    results = res.of_type("tool_call_result")
    assert results[0]["output_preview"] == "5" and results[0]["error"] is None
    # The secret the tool returned never reaches stdout (nor, by the same redactor, the model).
    assert SECRET not in res.stdout.decode() and "[REDACTED]" in results[1]["output_preview"]
    required = res.of_type("approval_required")
    assert [(r["action"], r["subject"], r["rule"]) for r in required] == [("mcp_tool", "demo/add", "demo-tools"),
                                                                          ("mcp_tool", "demo/whoami", "demo-tools")]
    assert all(d["approved"] and d["source"] == "policy" for d in res.of_type("approval_decision"))
    assert res.of_type("task_result")[0]["code"] == "ok"


def test_an_mcp_tool_without_a_rule_is_asked_for_and_denied(run_cli, write_script, mcp_workspace, tmp_path) -> None:
    script = write_script([plan_mcp(), mcp_call("demo__add", {"a": 1, "b": 1}), mcp_finish(False, "not allowed"),
                           RESPOND, final("could not")])
    res = run_cli("run", "add", "-w", str(mcp_workspace), "--model", f"script:{script}",
                  "--policy", str(policy(tmp_path)), timeout=240)
    # medium = "allow" for commands does not allow an unknown MCP tool: no rule means ask.
    assert res.code == 5, res.stderr
    assert res.of_type("approval_decision")[0]["source"] == "default"
    assert "denied" in res.of_type("tool_call_result")[0]["error"]
    last = res.lines[-1]
    assert last["code"] == "approval_denied" and last["denied"][0]["subject"] == "demo/add"


def test_a_hanging_tool_is_a_tool_error_within_its_timeout(run_cli, write_script, mcp_workspace, tmp_path) -> None:
    script = write_script([plan_mcp(), mcp_call("demo__hang", {"seconds": 120}), mcp_call("demo__add", {"a": 1, "b": 2}),
                           mcp_finish(True, "3"), RESPOND, final("3")])
    t0 = time.monotonic()
    res = run_cli("run", "hang then add", "-w", str(mcp_workspace), "--model", f"script:{script}",
                  "--policy", str(policy(tmp_path, ALLOW_DEMO)), timeout=240)
    assert res.code == 0, res.stderr
    hang, add = res.of_type("tool_call_result")[:2]
    assert "timed out after 4s" in hang["error"]
    assert add["output_preview"] == "3"  # the server still answers after one call hung
    assert time.monotonic() - t0 < 200
    # The server, still asleep in the hung call (and deaf to SIGTERM), is stopped when the run ends.
    left = subprocess.run(["pgrep", "-f", str(mcp_workspace.parent / "demo_server.py")], capture_output=True, text=True)
    assert left.stdout.split() == [], "the MCP server outlived the run"


def test_the_runs_timeout_cuts_a_tool_call_whose_own_timeout_is_longer(run_cli, write_script, mcp_workspace,
                                                                      tmp_path) -> None:
    """A call gets at most the run's time left: a tool that hangs with `timeout = 60` is cut, and the
    run ends at its --timeout with exit 6 naming it, totals on the event."""
    config = mcp_workspace / "ncurator.toml"
    config.write_text(config.read_text().replace("timeout = 4\n", "timeout = 60\n"))
    script = write_script([plan_mcp(), mcp_call("demo__hang", {"seconds": 120}), mcp_finish(True, "x"), RESPOND, final("x")])
    res = run_cli("run", "hang", "-w", str(mcp_workspace), "--model", f"script:{script}",
                  "--policy", str(policy(tmp_path, ALLOW_DEMO)), "--timeout", "15", timeout=240)
    assert res.code == 6, res.stderr
    hang = res.of_type("tool_call_result")[0]
    assert "timed out after" in hang["error"] and "after 60s" not in hang["error"]
    last = res.lines[-1]
    assert (last["type"], last["code"], last["budget"]) == ("run_failed", "budget_exceeded", "timeout")
    assert last["usage"]["model_calls"] == 2 and last["duration_ms"] < 30000


def test_an_unreachable_server_is_reported_and_the_run_goes_on(run_cli, write_script, workspace, tmp_path) -> None:
    (workspace / "ncurator.toml").write_text(
        '[mcp_servers.gone]\ncommand = "/nonexistent/mcp-server"\n'
        '[mcp_servers.web]\nurl = "http://127.0.0.1:9/mcp"\nconnect_timeout = 5\n'
    )
    script = write_script([plan_mcp(), mcp_call("gone__anything", {}), mcp_finish(False, "no server"), RESPOND, final("no")])
    t0 = time.monotonic()
    res = run_cli("run", "use the tools", "-w", str(workspace), "--model", f"script:{script}",
                  "--policy", str(policy(tmp_path)), timeout=120)
    assert time.monotonic() - t0 < 90
    assert res.code == 1, res.stderr
    assert "cannot connect to MCP server gone" in res.stderr and "cannot connect to MCP server web" in res.stderr
    assert "unknown tool" in res.of_type("tool_call_result")[0]["error"]
    assert res.lines[-1]["type"] == "run_failed"


def test_a_malformed_result_is_a_tool_error(run_cli, write_script, workspace, tmp_path) -> None:
    raw = tmp_path / "raw_server.py"
    raw.write_text(RAW_SERVER)
    (workspace / "ncurator.toml").write_text(f'[mcp_servers.raw]\ncommand = "{sys.executable}"\nargs = ["{raw}"]\nconnect_timeout = 90\n')
    rules = '[[rules]]\nid = "raw"\ndecision = "allow"\naction = "mcp_tool"\ntool_glob = "raw/*"\n'
    script = write_script([plan_mcp(), mcp_call("raw__junk", {}), mcp_finish(False, "junk"), RESPOND, final("no")])
    res = run_cli("run", "call junk", "-w", str(workspace), "--model", f"script:{script}",
                  "--policy", str(policy(tmp_path, rules)), timeout=240)
    assert res.code == 1, res.stderr
    assert "returned a malformed result" in res.of_type("tool_call_result")[0]["error"]


@pytest.mark.parametrize(
    ("server", "message"),
    [
        ('command = "x"\nurl = "http://127.0.0.1:1/mcp"', "exactly one of command"),
        ('url = "ftp://example/mcp"', "url"),
        ('command = "x"\ntimeout = 0', "timeout"),
    ],
)
def test_bad_mcp_server_config_is_a_usage_error(run_cli, write_script, workspace, server, message) -> None:
    (workspace / "ncurator.toml").write_text(f"[mcp_servers.demo]\n{server}\n")
    res = run_cli("run", "x", "-w", str(workspace), "--model", f"script:{write_script([RESPOND, final('x')])}")
    assert res.code == 2 and res.stdout == b"" and message in res.stderr


def test_mcp_tool_rules_are_checked_when_the_policy_loads(tmp_path) -> None:
    from ncurator_cli.policy.rules import Policy, PolicyError

    p = Policy.loads('version = 1\n' + ALLOW_DEMO)
    assert p.decide_mcp_tool("demo", "add").decision == "allow"
    assert p.decide_mcp_tool("other", "add").decision == "ask"
    with pytest.raises(PolicyError, match="should match"):
        Policy.loads('version = 1\n[[rules]]\nid = "r"\ndecision = "deny"\naction = "mcp_tool"\ntool_glob = "a/*"\n'
                     'examples_match = ["b/x"]\n')
    with pytest.raises(PolicyError, match="tool_glob"):
        Policy.loads('version = 1\n[[rules]]\nid = "r"\ndecision = "deny"\naction = "mcp_tool"\npath_glob = "a/*"\n')


# --- MCP tools beside the built-ins -----------------------------------------------------------------


def plan_terminal(objective: str) -> dict[str, Any]:
    return {"node": "host_plan", "tool_calls": [{"name": "plan_tasks", "args": {"tasks": [
        {"kind": "terminal_exec", "title": "Work", "objective": objective}]}}]}


def term_call(name: str, args: dict[str, Any]) -> dict[str, Any]:
    return {"node": "terminal_exec", "tool_calls": [{"name": name, "args": args}]}


def test_mcp_tools_are_offered_beside_the_built_ins_in_a_terminal_task(run_cli, write_script, mcp_workspace,
                                                                        tmp_path) -> None:
    """A terminal task (not an `mcp` task) calls the demo server's tools next to its own: each MCP
    call is decided by the policy's mcp_tool rule, approved, evented as a tool call of the task,
    and its result redacted; the task's answer rests on it."""
    script = write_script([plan_terminal("add 2 and 3 with the demo server, then say who we are"),
                           term_call("demo__add", {"a": 2, "b": 3}), term_call("demo__whoami", {}),
                           term_call("terminal_run_command", {"command": "echo checked"}),
                           term_call("terminal_finish", {"success": True, "summary": "2 + 3 = 5"}), RESPOND, final("5")])
    res = run_cli("run", "what is 2 + 3 according to the demo server?", "-w", str(mcp_workspace),
                  "--model", f"script:{script}", "--policy", str(policy(tmp_path, ALLOW_DEMO)),
                  env={"DEMO_SERVICE_TOKEN": SECRET}, timeout=240)
    assert res.code == 0, res.stderr
    valid(res)
    task_id = res.of_type("task_started")[0]["task_id"]
    assert res.of_type("task_started")[0]["kind"] == "terminal_exec"
    started = res.of_type("tool_call_started")
    assert [(s["tool_name"], s["task_id"]) for s in started][:2] == [("demo__add", task_id), ("demo__whoami", task_id)]
    results = {r["tool_name"]: r for r in res.of_type("tool_call_result")}
    assert results["demo__add"]["output_preview"] == "5" and results["demo__add"]["error"] is None
    assert SECRET not in res.stdout.decode() and "[REDACTED]" in results["demo__whoami"]["output_preview"]
    required = res.of_type("approval_required")
    assert [(r["action"], r["subject"], r["rule"], r["task_id"]) for r in required] == [
        ("mcp_tool", "demo/add", "demo-tools", task_id), ("mcp_tool", "demo/whoami", "demo-tools", task_id)]
    assert res.of_type("task_result")[0]["code"] == "ok"


def test_an_mcp_tool_without_a_rule_is_denied_in_a_terminal_task_and_the_run_exits_5(run_cli, write_script,
                                                                                     mcp_workspace, tmp_path) -> None:
    script = write_script([plan_terminal("add 1 and 1 with the demo server"), term_call("demo__add", {"a": 1, "b": 1}),
                           term_call("terminal_run_command", {"command": "echo $((1+1))"}),
                           term_call("terminal_finish", {"success": True, "summary": "1 + 1 = 2"}), RESPOND, final("2")])
    res = run_cli("run", "what is 1 + 1?", "-w", str(mcp_workspace), "--model", f"script:{script}",
                  "--policy", str(policy(tmp_path)), timeout=240)
    assert res.code == 5, res.stderr
    valid(res)
    first = res.of_type("tool_call_result")[0]
    assert first["tool_name"] == "demo__add" and "denied" in first["error"]
    assert res.of_type("approval_decision")[0]["source"] == "default"
    last = res.lines[-1]
    assert last["code"] == "approval_denied" and [d["subject"] for d in last["denied"]] == ["demo/add"]


def test_without_mcp_servers_a_terminal_task_has_no_mcp_tools(run_cli, write_script, workspace, tmp_path) -> None:
    script = write_script([plan_terminal("add"), term_call("demo__add", {"a": 1, "b": 1}),
                           term_call("terminal_run_command", {"command": "echo $((1+1))"}),
                           term_call("terminal_finish", {"success": True, "summary": "2"}), RESPOND, final("2")])
    res = run_cli("run", "what is 1 + 1?", "-w", str(workspace), "--model", f"script:{script}",
                  "--policy", str(policy(tmp_path)), timeout=240)
    first = res.of_type("tool_call_result")[0]
    assert first["tool_name"] == "demo__add" and "unknown tool" in first["error"]
    assert not res.of_type("approval_required")


def test_a_server_that_never_answers_is_cut_at_its_connect_timeout(run_cli, write_script, workspace, tmp_path) -> None:
    """A stdio server that starts and reads but never replies (not even to `initialize`): one line
    on stderr after `connect_timeout`, its tools left out, the run goes on and ends on its own."""
    mute = tmp_path / "mute_server.py"
    mute.write_text("import sys\nfor line in sys.stdin:\n    pass\n")
    (workspace / "ncurator.toml").write_text(
        f'[mcp_servers.mute]\ncommand = "{sys.executable}"\nargs = ["{mute}"]\nconnect_timeout = 3\n')
    script = write_script([plan_mcp(), mcp_call("mute__anything", {}), mcp_finish(False, "no server"), RESPOND, final("no")])
    t0 = time.monotonic()
    res = run_cli("run", "use the tools", "-w", str(workspace), "--model", f"script:{script}",
                  "--policy", str(policy(tmp_path)), timeout=120)
    assert time.monotonic() - t0 < 90
    assert res.code == 1, res.stderr
    lines = [line for line in res.stderr.splitlines() if "MCP server mute" in line]
    assert len(lines) == 1 and "timed out after 3s" in lines[0], res.stderr
    assert "unknown tool" in res.of_type("tool_call_result")[0]["error"]
    assert res.lines[-1]["type"] == "run_failed"


# --- guided (text-protocol) loops and the guided planner ---------------------------------------------


def guided_config(workspace: Path, server: Path) -> None:
    (workspace / "ncurator.toml").write_text(
        f'[terminal]\nvote_samples = 0\n[mcp_servers.demo]\ncommand = "{sys.executable}"\nargs = ["{server}"]\n'
        'timeout = 10\nconnect_timeout = 90\n')


def tool_block(name: str, args: dict[str, Any]) -> dict[str, Any]:
    return {"node": "terminal_exec", "content": "```tool\n" + json.dumps({"name": name, "arguments": args}) + "\n```"}


@pytest.mark.parametrize("allowed", [True, False])
def test_a_guided_terminal_task_calls_an_mcp_tool_from_a_tool_block(run_cli, write_script, workspace, tmp_path,
                                                                   allowed) -> None:
    """The code-block protocol of small models: a ```tool block naming an MCP tool is that tool's
    call, decided by the policy (allowed, or denied: exit 5), evented and redacted like the typed
    tools' calls, and the task's sources name it."""
    server = tmp_path / "demo_server.py"
    server.write_text(SERVER)
    guided_config(workspace, server)
    script = write_script([tool_block("demo__add", {"a": 2, "b": 3}), tool_block("demo__whoami", {}),
                           {"node": "terminal_exec", "content": "DONE: 2 + 3 = 5 (the demo server)"},
                           {"node": "finalize", "content": "5"}])
    res = run_cli("run", "What is 2 + 3 according to the demo server?", "-w", str(workspace), "--model",
                  f"script:{script}", "--planner", "guided", "--no-probe",
                  "--policy", str(policy(tmp_path, ALLOW_DEMO if allowed else "")),
                  env={"DEMO_SERVICE_TOKEN": SECRET}, timeout=240)
    valid(res)
    assert res.of_type("task_started")[0]["kind"] == "terminal_exec"
    results = {r["tool_name"]: r for r in res.of_type("tool_call_result")}
    assert [s["tool_name"] for s in res.of_type("tool_call_started")] == ["demo__add", "demo__whoami", "terminal_finish"]
    assert [(r["action"], r["subject"]) for r in res.of_type("approval_required")] == [
        ("mcp_tool", "demo/add"), ("mcp_tool", "demo/whoami")]
    if allowed:
        assert res.code == 0, res.stderr
        assert results["demo__add"]["output_preview"] == "5" and results["demo__add"]["error"] is None
        assert SECRET not in res.stdout.decode() and "[REDACTED]" in results["demo__whoami"]["output_preview"]
        sources = res.of_type("task_result")[0]["data"]["sources"]
        assert [s["tool"] for s in sources] == ["demo__add", "demo__whoami"]
    else:
        assert res.code == 5, res.stderr
        assert "denied" in results["demo__add"]["error"] and "5" not in results["demo__add"]["output_preview"]
        assert res.lines[-1]["code"] == "approval_denied"


def test_a_guided_text_loop_offers_the_shared_tools_in_its_prompt_and_grammar(tmp_path) -> None:
    """The loop engine gives a text protocol that takes shared tools (`with_tools`) the MCP tools:
    a short listing in the system prompt (first line of each description only), their names in the
    ```tool grammar, their calls parsed and owned by the tool set; without servers nothing changes."""
    from types import SimpleNamespace

    from ncurator_cli.capabilities.terminal import TerminalCapability
    from ncurator_cli.config import RunLimits
    from ncurator_cli.guided.terminal import SHARED_TOOLS_NOTE
    from ncurator_cli.protocol.tools import ToolSpec
    from ncurator_cli.runtime.loop import new_loop, offered, text_protocol

    class Notes:
        def specs(self, ctx: Any, task: Any) -> list[ToolSpec]:
            return [ToolSpec("notes__search", "Search the notes.\nA long second line the prompt leaves out.",
                             {"type": "object", "properties": {"query": {"type": "string"}, "limit": {"type": "integer"}},
                              "required": ["query"]})]

        def handle(self, *args: Any) -> Any:
            raise AssertionError("not called here")

    (tmp_path / "a.txt").write_text("x\n")
    ctx = SimpleNamespace(guided=True, workspace=SimpleNamespace(root=tmp_path), sandbox=SimpleNamespace(name="t"),
                          intent=None, emitter=None, remaining_s=lambda: 600.0,
                          limits=RunLimits(terminal_command_timeout=30, terminal_max_output_bytes=10000))
    task = {"id": "t1", "objective": "look it up", "intent": "question", "read_only": True}
    cap, notes = TerminalCapability(), Notes()
    system = new_loop(ctx, cap, task, "", [notes])["messages"][0]["content"]
    assert SHARED_TOOLS_NOTE + "- notes__search(query, limit?): Search the notes." in system
    assert "second line" not in system
    plain = new_loop(ctx, cap, task, "")["messages"][0]["content"]
    assert "notes__search" not in plain and SHARED_TOOLS_NOTE not in plain and system.startswith(plain)
    loop = {"turns": 1, "data": {}}
    protocol = text_protocol(ctx, cap, task, [notes])
    calls, problem = protocol.parse('```tool\n{"name": "notes__search", "arguments": {"query": "retention"}}\n```', loop)
    assert problem is None and (calls[0].name, calls[0].args) == ("notes__search", {"query": "retention"})
    assert '"\\"notes__search\\""' in protocol.text_format(loop).gbnf
    assert "notes__search" not in (cap.text_protocol(ctx, task).text_format(loop).gbnf or "")
    specs, owners = offered(ctx, cap, task, [notes])
    assert specs[-1].name == "notes__search" and owners == {"notes__search": notes}


def test_the_guided_planner_plans_an_mcp_task_only_when_nothing_else_would_run(tmp_path) -> None:
    from ncurator_cli.guided.plan import plan_by_rules

    kinds = ["docx", "local_kb_retrieval", "mcp", "terminal_exec"]
    assert plan_by_rules("look up ticket 12", workspace=None, kb_docs=0, probe=None, kinds=kinds) == [
        {"kind": "mcp", "title": "Use the MCP servers' tools", "objective": "look up ticket 12"}]
    assert plan_by_rules("look up ticket 12", workspace=None, kb_docs=0, probe=None, kinds=kinds[:2] + kinds[3:]) == []
    # Tasks that run a loop offer the MCP tools themselves: no extra task beside them.
    assert [t["kind"] for t in plan_by_rules("look up ticket 12", workspace=None, kb_docs=3, probe=None, kinds=kinds)] == [
        "local_kb_retrieval"]
    assert [t["kind"] for t in plan_by_rules("look up ticket 12", workspace=tmp_path, kb_docs=0, probe=None, kinds=kinds)] == [
        "terminal_exec"]


def test_without_a_workspace_a_guided_run_reaches_the_mcp_tools(run_cli, write_script, home, tmp_path) -> None:
    """No workspace, no knowledge base: the guided planner's `mcp` task, whose loop calls the tool."""
    server = tmp_path / "demo_server.py"
    server.write_text(SERVER)
    config = tmp_path / "xdg" / "ncurator" / "config.toml"
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text(f'[mcp_servers.demo]\ncommand = "{sys.executable}"\nargs = ["{server}"]\nconnect_timeout = 90\n')
    script = write_script([mcp_call("demo__add", {"a": 20, "b": 22}), mcp_finish(True, "20 + 22 = 42"), final("42")])
    res = run_cli("run", "What is 20 + 22 according to the demo server?", "--model", f"script:{script}",
                  "--planner", "guided", "--no-probe", "--policy", str(policy(tmp_path, ALLOW_DEMO)), timeout=240)
    assert res.code == 0, res.stderr
    valid(res)
    assert [t["kind"] for t in res.of_type("plan_created")[0]["plan"]] == ["mcp"]
    result = res.of_type("tool_call_result")[0]
    assert (result["tool_name"], result["output_preview"], result["error"]) == ("demo__add", "42", None)
    assert res.of_type("answer_completed")[0]["text"] == "42"


# --- a server over streamable HTTP ---------------------------------------------------------------------

HTTP_SERVER = '''
import os, socket, sys, threading, time

import uvicorn
from mcp.server.mcpserver import MCPServer

LOG = sys.argv[1]
server = MCPServer("web")


def called(name):
    with open(LOG, "a") as fh:
        fh.write(name + "\\n")


@server.tool()
def add(a: int, b: int) -> int:
    """Add two integers."""
    called("add")
    return a + b


@server.tool()
def wipe() -> str:
    """Delete everything."""
    called("wipe")
    return "wiped"


def watchdog(parent, deadline):
    # Never outlive the test: gone when the test process is, or after the deadline.
    while time.monotonic() < deadline and os.getppid() == parent:
        time.sleep(0.2)
    os._exit(0)


if __name__ == "__main__":
    threading.Thread(target=watchdog, args=(os.getppid(), time.monotonic() + float(sys.argv[2])), daemon=True).start()
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    sock.listen(16)
    print(sock.getsockname()[1], flush=True)  # an ephemeral port; connections queue until served
    config = uvicorn.Config(server.streamable_http_app(), log_level="warning", lifespan="on")
    uvicorn.Server(config).run(sockets=[sock])
'''


@pytest.fixture
def http_server(tmp_path: Path):
    """A real MCP server over streamable HTTP on 127.0.0.1: (its URL, the file it logs calls to).
    It stops itself after 300 s or when this process is gone; the fixture stops it first."""
    import select

    script, log = tmp_path / "http_server.py", tmp_path / "calls.log"
    script.write_text(HTTP_SERVER)
    log.write_text("")
    proc = subprocess.Popen([sys.executable, str(script), str(log), "300"], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
    try:
        ready, _, _ = select.select([proc.stdout], [], [], 120)
        line = proc.stdout.readline().decode().strip() if ready else ""  # type: ignore[union-attr]
        assert line.isdigit(), f"the HTTP MCP server did not start (exit {proc.poll()})"
        yield f"http://127.0.0.1:{line}/mcp", log
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)


def test_a_streamable_http_server_tool_is_called_and_the_policy_is_honoured(run_cli, write_script, workspace,
                                                                          tmp_path, http_server) -> None:
    """`url = ...`: the tools of a server over streamable HTTP, planned as an `mcp` task. The allowed
    tool runs on the server and its result is the tool result the loop hands the model; the tool a
    rule denies is never called on the server, and the run ends approval_denied, exit 5."""
    url, log = http_server
    (workspace / "ncurator.toml").write_text(f'[mcp_servers.web]\nurl = "{url}"\ntimeout = 20\nconnect_timeout = 60\n')
    rules = ('[[rules]]\nid = "web-add"\ndecision = "allow"\naction = "mcp_tool"\ntool_glob = "web/add"\n'
             '[[rules]]\nid = "web-wipe"\ndecision = "deny"\naction = "mcp_tool"\ntool_glob = "web/wipe"\n')
    script = write_script([plan_mcp(), mcp_call("web__add", {"a": 40, "b": 2}), mcp_call("web__wipe", {}),
                           mcp_finish(True, "40 + 2 = 42"), RESPOND, final("42")])
    t0 = time.monotonic()
    res = run_cli("run", "add 40 and 2 with the web server, then wipe it", "-w", str(workspace), "--model",
                  f"script:{script}", "--policy", str(policy(tmp_path, rules)), timeout=240)
    assert time.monotonic() - t0 < 200
    valid(res)
    assert res.code == 5, res.stderr
    assert [s["tool_name"] for s in res.of_type("tool_call_started")] == ["web__add", "web__wipe", "mcp_finish"]
    add, wipe = res.of_type("tool_call_result")[:2]
    assert (add["output_preview"], add["error"]) == ("42", None)
    assert "denied" in wipe["error"] and "wiped" not in wipe["output_preview"]
    assert [(d["approved"], d["source"], d["reason"]) for d in res.of_type("approval_decision")] == [
        (True, "policy", "rule web-add"), (False, "policy", "rule web-wipe")]
    assert log.read_text().split() == ["add"]  # the denied tool never ran
    assert res.lines[-1]["code"] == "approval_denied" and res.lines[-1]["denied"][0]["subject"] == "web/wipe"
