"""A question about money still owed is answered by the host's balance (tools/data.py
`balance_facts`), with its working, and no model turn of the terminal loop."""

from __future__ import annotations

from pathlib import Path


def test_a_guided_question_about_money_owed_is_answered_by_the_hosts_balance(run_cli, write_script, tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    (ws / "lessons").mkdir(parents=True)
    (ws / "lessons" / "lessons_2025-05.csv").write_text(
        "invoice,date,pupil,lessons,rate,status\nL-51,2025-05-02,Ana Ruiz,4,30,taught\nL-52,2025-05-03,Ben Cole,2,30,taught\n"
        "L-53,2025-05-09,Cara Diaz,3,30,cancelled\n")
    (ws / "lessons" / "lessons_2025-04.csv").write_text(
        "invoice,date,pupil,lessons,rate,status\nL-41,2025-04-02,Ben Cole,9,30,taught\n")
    (ws / "paid.csv").write_text("date,pupil,invoice,amount\n2025-05-20,Ana Ruiz,L-51,90\n2025-06-02,Ben Cole,L-52,60\n")
    policy = tmp_path / "policy.toml"
    policy.write_text('version = 1\n[defaults]\nlow = "allow"\nmedium = "allow"\nhigh = "deny"\n')
    script = write_script([])  # any model turn would fail the run
    res = run_cli("run", "Who still owes me for May 2025's guitar lessons, and how much altogether?", "-w", str(ws),
                  "--model", f"script:{script}", "--planner", "guided", "--policy", str(policy))
    assert res.code == 0, res.stderr + "\n".join(str(e) for e in res.lines)[-2000:]
    answer = res.of_type("answer_completed")[0]["text"]
    assert "Ana Ruiz 120 - 90 = 30" in answer and "total owed 30" in answer and "paid in full: Ben Cole" in answer
    assert "Cara Diaz" not in answer.split("):", 1)[1]
    assert not res.of_type("model_request_completed")
