"""The host's arithmetic over figures a model names (tools/calc.py)."""

from __future__ import annotations

import datetime

import pytest

from ncurator_cli.tools.calc import CalcError, apply_workings, evaluate, grounded, show, unshown_dates


@pytest.mark.parametrize(("expr", "value"), [
    ("40 + 15", "55"),
    ("£1,200.50 - £200", "1000.50"),
    ("80 + 20%", "96"),
    ("80 - 25%", "60"),
    ("250 * 12%", "30"),
    ("(2 + 3) × 4", "20"),
    ("3 * 7.25", "21.75"),
    ("10 / 4", "2.50"),
    ("1 March 2024 + 6 weeks", "12 April 2024"),
    ("2024-01-31 + 1 month", "29 February 2024"),
    ("March 3, 2023 - 2 years", "3 March 2021"),
    ("2 working days + 2026-01-02", "6 January 2026"),
    ("2026-01-05 - 3 working days", "31 December 2025"),
    ("2026-03-01 - 2026-02-01", "28"),
    ("40 + 15 = 54", "55"),  # the model's own result after "=" is not taken
])
def test_expressions_are_worked(expr: str, value: str) -> None:
    assert show(evaluate(expr)) == value


@pytest.mark.parametrize("expr", ["", "none", "40 +", "(40 + 15", "40 / 0", "4 months", "1 March 2024 * 2",
                                  "1 March 2024 + 1 March 2024", "2.5 months + 2024-01-01", "31 February 2024 + 1 day"])
def test_what_is_not_arithmetic_is_refused(expr: str) -> None:
    with pytest.raises(CalcError):
        evaluate(expr)


def test_a_figure_is_grounded_only_where_the_sources_show_it() -> None:
    shown = "Fee £35 a month, starting 7 February 2026."
    assert grounded("35 * 12", shown) == []  # a conversion factor multiplying
    assert grounded("35 + 100", shown) == ["100"]  # not added in
    assert grounded("35 + 3", shown) == []  # a digit
    assert grounded("7 February 2026 + 10 weeks", shown) == ["10"]
    assert grounded("8 February 2026 + 2 weeks", shown) == ["8 February 2026"]


def test_workings_keep_or_correct_the_figures_they_work_out() -> None:
    shown = "Ticket 18, parking 6.50, opens 2025-09-01"
    answer, lines, left = apply_workings("It comes to 24.50 each, open from 1 Sep 2025 until 15 Sep 2025.",
                                         ["24.50", "15 Sep 2025"],
                                         [{"figure": "24.50", "arithmetic": "18 + 6.50"},
                                          {"figure": "15 Sep 2025", "arithmetic": "2025-09-01 + 3 weeks"}], shown)
    assert answer == "It comes to 24.50 each, open from 1 Sep 2025 until 22 September 2025."
    assert lines == ["18 + 6.50 = 24.50", "2025-09-01 + 3 weeks = 22 September 2025"] and left == []
    # A working that does not read, or names a figure not shown, leaves its figure as stated.
    answer, lines, left = apply_workings("24.50 in all", ["24.50"], [{"figure": "24.50", "arithmetic": "none"},
                                                                     {"figure": "24.50", "arithmetic": "18 + 16"}], shown)
    assert (answer, lines, left) == ("24.50 in all", [], ["24.50"])


def test_dates_an_answer_writes_that_its_sources_do_not() -> None:
    assert unshown_dates("From 1 Sep 2025 to September 22, 2025.", "opens 2025-09-01") == ["September 22, 2025"]
    assert evaluate("2025-09-01") == datetime.date(2025, 9, 1)


def test_a_date_a_rule_counts_from_the_questions_date_is_a_working() -> None:
    """"The latest date we can pay" for "payment ... no later than 21 days before the hire date"
    (a wrapped passage line), the hire on "Saturday 11 October": the weekday fixes the year; the
    sentence that shares most words with the question is the rule."""
    import datetime

    from ncurator_cli.tools.calc import period_workings

    q = "We want the hall on Saturday 11 October. What's the latest date we can pay without losing the booking?"
    rules = ("1. Payment must reach us no later than 21 days before the\n hire date; unpaid bookings are released.\n"
             "2. Cancellations more than 14 days before the hire date are refunded in full.")
    today = datetime.date(2026, 12, 7)
    assert period_workings(q, rules, today) == ["11 October 2025 - 21 days"]
    assert evaluate("11 October 2025 - 21 days") == datetime.date(2025, 9, 20)
    assert period_workings("When must I pay for the 3 March 2026 visit?", "Pay 10 working days before the visit.",
                           today) == ["3 March 2026 - 10 working days"]
    # No year the weekday or the sources fix, no date at all, or no period: nothing to work.
    assert period_workings("When must I pay for the visit on 3 March?", "Pay 10 days before the visit.", today) == []
    assert period_workings("When must I pay?", rules, today) == []
    assert period_workings(q, "Pay on the day.", today) == []


@pytest.mark.parametrize("expr, value", [
    ("16 weeks * £89 per 4 weeks", 356.0),   # a rate per period times a count of periods
    ("12 weeks / 4 weeks * £60", 180.0),     # how many periods, times the price of one
    ("50% of £38.60 / 2", 9.65),             # a share of an amount
    ("£4.50 per night * 3", 13.5),           # "per night" says no number: a label
    ("3 * 2 weeks", 6.0),                    # no date in sight: the count
])
def test_rates_per_period_and_shares_of_amounts_are_worked(expr: str, value: float) -> None:
    assert evaluate(expr) == pytest.approx(value)


def test_a_period_left_over_beside_a_date_is_no_figure() -> None:
    with pytest.raises(CalcError):
        evaluate("(20 May 2025 - 1 May 2025) + 2 weeks")
