"""`ncurator run` with a `local_kb_retrieval` task over the shared KB, driven by `script:` models
(and once by an OpenAI-compatible fake server, to see what the final answer's prompt receives)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import orjson
import pytest
from tests.conftest import CliResult
from tests.models.conftest import FakeOpenAI, Reply, chunk, completion, serve_fake_openai

from .kb_cli_lib import BEES_FACT, CORPUS_IDS, LIGHTHOUSE_FACT, ROCKET_FACT, VOLCANO_FACT, Cli, check_stream

RESPOND = {"node": "host_plan", "tool_calls": [{"name": "respond_directly", "args": {}}]}
ROCKET_QUERY = "Quillfeather rocket launch code"
OUTSIDE_SECRET = "PRIVATE-SECRET-9931"


def plan_kb(objective: str) -> dict[str, Any]:
    task = {"kind": "local_kb_retrieval", "title": "Look it up", "objective": objective}
    return {"node": "host_plan", "tool_calls": [{"name": "plan_tasks", "args": {"tasks": [task]}}]}


def kb(name: str, **args: Any) -> dict[str, Any]:
    return {"node": "local_kb_retrieval", "tool_calls": [{"name": name, "args": args}]}


def final(text: str) -> dict[str, Any]:
    return {"node": "finalize", "content": text}


# Run A: no --doc. Every tool, and the same query again with another document scope.
SCRIPT_A = [
    plan_kb("find the launch code of the Quillfeather rocket"),
    kb("kb_list_documents"),
    kb("kb_hybrid_search_chunks", query=ROCKET_QUERY),
    kb("kb_hybrid_search_chunks", query=ROCKET_QUERY, document_ids=["guide/volcano.md"]),
    kb("kb_fts_search_chunks", query="Kelvarok"),
    kb("kb_vector_search_chunks", query="how many jars of honey do the bees make", limit=1),
    kb("kb_finish", satisfied=True, summary=f"The launch code is {ROCKET_FACT} [rocket.txt]."),
    RESPOND,
    final(f"The launch code is {ROCKET_FACT} (rocket.txt)."),
]

# Run B: --doc guide/volcano.md --doc rocket.txt; the bees fact is outside the scope.
SCOPE_B = ["guide/volcano.md", "rocket.txt"]
SCRIPT_B = [
    plan_kb("find how much honey the Pellucid colony makes"),
    kb("kb_list_documents"),
    kb("kb_hybrid_search_chunks", query="Pellucid honey bee colony jars", document_ids=["bees.html", "rocket.txt"]),
    kb("kb_fts_search_chunks", query="saffron honey jars", document_ids=["bees.html"]),
    kb("kb_hybrid_search_chunks", query="how many jars of saffron honey per summer"),
    kb("kb_hybrid_search_chunks", query="how many jars of saffron honey per summer"),
    kb("kb_finish", satisfied=False, summary="the documents in scope do not say"),
    RESPOND,
    final("The documents in scope do not say."),
]


def tool_results(res: CliResult) -> list[dict[str, Any]]:
    return res.of_type("tool_call_result")


def _call(name: str, args: dict[str, Any], call_id: str) -> dict[str, Any]:
    return {"id": call_id, "type": "function", "function": {"name": name, "arguments": json.dumps(args)}}


@pytest.fixture(scope="module")
def fake_server() -> Iterator[FakeOpenAI]:
    with serve_fake_openai() as fake:
        yield fake


@pytest.fixture(scope="module")
def runs(cli: Cli, shared: dict[str, Any], fake_server: FakeOpenAI, tmp_path_factory: pytest.TempPathFactory) -> dict[str, CliResult]:
    """The three runs, concurrently (each process spends seconds importing LangGraph and LanceDB)."""
    assert shared["ingest"].code == 0, shared["ingest"].stderr
    d = tmp_path_factory.mktemp("scripts")
    scripts = {}
    for name, lines in (("a", SCRIPT_A), ("b", SCRIPT_B)):
        scripts[name] = d / f"{name}.jsonl"
        scripts[name].write_bytes(b"".join(orjson.dumps(line) + b"\n" for line in lines))
    kb_arg = shared["kb_arg"]
    doc_flags = [flag for doc in SCOPE_B for flag in ("--doc", doc)]
    # Run C: a real chat-completions client against the fake server, without the probe, so the
    # passages can reach the final prompt only through the task result.
    fake_server.reply(
        # The client's one-time profile probe (models/profile.py): a native call back → `native`.
        Reply(body=completion("", [_call("get_weather", {"city": "Paris"}, "c0")])),
        Reply(body=completion("", [_call("plan_tasks", {"tasks": [{"kind": "local_kb_retrieval", "title": "Look it up",
                                                                  "objective": "find the lighthouse keeper"}]}, "c1")])),
        Reply(body=completion("", [_call("kb_hybrid_search_chunks", {"query": "Brightwater lighthouse keeper", "limit": 1}, "c2")])),
        Reply(body=completion("", [_call("kb_finish", {"satisfied": True, "summary": "found the keeper"}, "c3")])),
        Reply(body=completion("", [_call("respond_directly", {}, "c4")])),
        Reply(sse=[chunk({"role": "assistant", "content": "The keeper is "}), chunk({"content": "Odalys Fenwick."}),
                   chunk({}, finish="stop")]),
    )
    openai_env = {"OPENAI_API_KEY": "sk-test", "OPENAI_BASE_URL": fake_server.url}
    # Run D: a workspace and the KB; the objective names a file in a sibling folder whose name
    # starts with the workspace's name.
    base = tmp_path_factory.mktemp("probe")
    (base / "ws").mkdir()
    (base / "ws" / "notes.txt").write_text("local notes about the rocket\n")
    (base / "ws-private").mkdir()
    (base / "ws-private" / "secret.txt").write_text(f"{OUTSIDE_SECRET}\n")
    scripts["d"] = d / "d.jsonl"
    scripts["d"].write_bytes(orjson.dumps(RESPOND) + b"\n" + orjson.dumps(final("ok")) + b"\n")
    with ThreadPoolExecutor(max_workers=3) as pool:
        a = pool.submit(cli, "run", "What is the launch code of the Quillfeather rocket?", "--kb", kb_arg,
                        "--model", f"script:{scripts['a']}")
        b = pool.submit(cli, "run", "How many jars of saffron honey does the Pellucid colony make?", "--kb", kb_arg,
                        *doc_flags, "--model", f"script:{scripts['b']}")
        c = pool.submit(cli, "run", "Who keeps the Brightwater lighthouse?", "--kb", kb_arg, "--no-probe",
                        "--planner", "model", "--model", "openai:fake", env=openai_env)
        w = pool.submit(cli, "run", f"Compare notes.txt and x/../../ws-private/secret.txt with the {ROCKET_QUERY}",
                        "-w", str(base / "ws"), "--kb", kb_arg, "--model", f"script:{scripts['d']}")
        return {"a": a.result(), "b": b.result(), "c": c.result(), "d": w.result()}


# --- run A: unscoped -----------------------------------------------------------------------------


def test_run_streams_valid_events_and_completes(runs: dict[str, CliResult]) -> None:
    for name in ("a", "b"):
        res = runs[name]
        assert res.code == 0, (name, res.stderr, res.stdout[-2000:])
        lines = check_stream(res)
        assert lines[0]["type"] == "run_started" and lines[-1]["type"] == "run_completed"


def test_probe_emits_kb_evidence(runs: dict[str, CliResult]) -> None:
    res = runs["a"]
    evidence = res.of_type("probe_evidence")
    assert evidence and all(e["source"] == "kb" for e in evidence), evidence  # no workspace in this run
    assert ROCKET_FACT in evidence[0]["preview"] and "rocket.txt" in evidence[0]["preview"]
    done = res.of_type("probe_completed")[0]
    assert done["planning_basis"] == "probe_enriched"
    assert res.types().index("probe_evidence") < res.types().index("plan_created")


def test_search_tools_return_the_passages(runs: dict[str, CliResult]) -> None:
    res = runs["a"]
    results = {e["tool_call_id"]: e for e in tool_results(res)}
    calls = [(e["tool_name"], e["input"], results[e["tool_call_id"]]) for e in res.of_type("tool_call_started")]
    assert [c[0] for c in calls] == ["kb_list_documents", "kb_hybrid_search_chunks", "kb_hybrid_search_chunks",
                                     "kb_fts_search_chunks", "kb_vector_search_chunks", "kb_finish"]
    assert all(c[2]["error"] is None for c in calls), calls
    assert ROCKET_FACT in calls[1][2]["output_preview"]
    assert VOLCANO_FACT in calls[3][2]["output_preview"]
    vector = calls[4][2]["output_preview"]
    assert BEES_FACT in vector and VOLCANO_FACT not in vector and ROCKET_FACT not in vector  # limit=1


def test_list_documents_lists_the_kb(runs: dict[str, CliResult]) -> None:
    listing = tool_results(runs["a"])[0]
    assert listing["tool_name"] == "kb_list_documents"
    for doc_id in CORPUS_IDS:
        assert doc_id in listing["output_preview"], listing["output_preview"]


def test_kb_finish_gives_an_ok_result_with_sources(runs: dict[str, CliResult]) -> None:
    res = runs["a"]
    [result] = res.of_type("task_result")
    assert result["code"] == "ok"
    assert result["message"] == f"The launch code is {ROCKET_FACT} [rocket.txt]."
    data = result["data"]
    assert data["satisfied"] is True
    assert "rocket.txt" in data["sources"]
    assert "rocket.txt" in data["document_ids"]
    assert res.of_type("task_completed") and not res.of_type("task_failed")
    assert res.of_type("answer_completed")[0]["text"] == f"The launch code is {ROCKET_FACT} (rocket.txt)."


def test_the_same_query_in_another_scope_is_not_a_repeat(runs: dict[str, CliResult]) -> None:
    """Only an identical search is cut short: the same query with other `document_ids` asks for
    different passages and must run (here: only the volcano page, so no launch code)."""
    scoped = tool_results(runs["a"])[2]
    assert scoped["tool_name"] == "kb_hybrid_search_chunks"
    assert VOLCANO_FACT in scoped["output_preview"], scoped["output_preview"]
    assert ROCKET_FACT not in scoped["output_preview"]


# --- run B: --doc guide/volcano.md --doc rocket.txt --------------------------------------------------


def test_doc_scope_limits_the_probe(runs: dict[str, CliResult]) -> None:
    evidence = runs["b"].of_type("probe_evidence")
    text = "\n".join(e["preview"] for e in evidence)
    assert BEES_FACT not in text and "(doc bees.html)" not in text, text
    assert "(doc guide/volcano.md)" in text or "(doc rocket.txt)" in text


def test_doc_scope_limits_list_documents(runs: dict[str, CliResult]) -> None:
    listing = tool_results(runs["b"])[0]
    assert listing["tool_name"] == "kb_list_documents"
    out = listing["output_preview"]
    assert "guide/volcano.md" in out and "rocket.txt" in out
    assert "bees.html" not in out and "lighthouse.docx" not in out


def test_call_document_ids_intersect_the_run_scope(runs: dict[str, CliResult]) -> None:
    results = tool_results(runs["b"])
    # document_ids [bees.html, rocket.txt] ∩ --doc [volcano, rocket] = [rocket.txt]
    both = results[1]["output_preview"]
    assert ROCKET_FACT in both and BEES_FACT not in both and VOLCANO_FACT not in both, both
    # document_ids [bees.html] ∩ --doc = nothing: no passage at all
    outside = results[2]["output_preview"]
    assert results[2]["error"] is None
    assert BEES_FACT not in outside and ROCKET_FACT not in outside and VOLCANO_FACT not in outside, outside


def test_a_fact_outside_the_scope_is_absent(runs: dict[str, CliResult]) -> None:
    results = tool_results(runs["b"])
    unscoped_call = results[3]["output_preview"]
    assert BEES_FACT not in unscoped_call and "42 jars" not in unscoped_call, unscoped_call
    assert VOLCANO_FACT in unscoped_call or ROCKET_FACT in unscoped_call  # the search did run
    [result] = runs["b"].of_type("task_result")
    assert result["code"] == "ok" and result["data"]["satisfied"] is False
    assert set(result["data"]["document_ids"]) <= set(SCOPE_B)
    assert not any("bees" in s for s in result["data"]["sources"])


def test_an_identical_search_is_cut_short(runs: dict[str, CliResult]) -> None:
    results = tool_results(runs["b"])
    first, again = results[3], results[4]
    assert first["tool_name"] == again["tool_name"] == "kb_hybrid_search_chunks"
    assert again["error"] and "already called with exactly these arguments" in again["error"]
    assert VOLCANO_FACT in first["output_preview"]
    assert VOLCANO_FACT not in again["output_preview"] and ROCKET_FACT not in again["output_preview"]


# --- run C: what the final answer is given ---------------------------------------------------------


def test_passages_reach_the_final_answer_prompt(runs: dict[str, CliResult], fake_server: FakeOpenAI) -> None:
    res = runs["c"]
    assert res.code == 0, (res.stderr, res.stdout[-2000:])
    check_stream(res)
    assert res.of_type("probe_skipped")
    found = tool_results(res)[0]["output_preview"]
    assert LIGHTHOUSE_FACT in found and "[lighthouse.docx › Keepers]" in found, found  # a docx passage
    assert res.of_type("task_result")[0]["data"]["sources"] == ["lighthouse.docx › Keepers"]
    # The answer cites no passage: the host names the one that holds its words.
    assert res.of_type("answer_completed")[0]["text"] == "The keeper is Odalys Fenwick.\n\nSources: [lighthouse.docx › Keepers]"
    assert len(fake_server.requests) == 6  # the profile probe, then five calls
    finalize = fake_server.requests[-1]
    assert finalize.get("stream") is True
    prompt = "\n".join(str(m.get("content")) for m in finalize["messages"])
    # The task's message is only "found the keeper": the passage comes from the result's details.
    assert "Brightwater lighthouse keeper Odalys Fenwick logged 311 storms" in prompt, prompt
    assert "lighthouse.docx" in prompt and "Keepers" in prompt


def test_no_passage_text_leaks_into_the_task_result_event(runs: dict[str, CliResult]) -> None:
    """`details` (the passages) is for the host and the answer; the event keeps data compact."""
    for name in ("a", "c"):
        data = runs[name].of_type("task_result")[0]["data"]
        assert "details" not in data


# --- run D: workspace and KB -----------------------------------------------------------------------


def test_probe_reads_the_kb_and_the_workspace(runs: dict[str, CliResult]) -> None:
    res = runs["d"]
    assert res.code == 0, (res.stderr, res.stdout[-2000:])
    check_stream(res)
    evidence = res.of_type("probe_evidence")
    kb_ev = [e for e in evidence if e["source"] == "kb"]
    ws_ev = [e for e in evidence if e["source"] == "workspace"]
    assert kb_ev and ROCKET_FACT in kb_ev[0]["preview"]
    assert any("notes.txt" in e["preview"] for e in ws_ev)
    assert any("local notes about the rocket" in e["preview"] for e in ws_ev)  # the named file's preview


def test_probe_does_not_read_a_sibling_folder_with_the_same_prefix(runs: dict[str, CliResult]) -> None:
    """`ws-private/` is outside the workspace `ws/` even though its path starts with it."""
    res = runs["d"]
    for e in res.of_type("probe_evidence"):
        assert OUTSIDE_SECRET not in e["preview"], e
