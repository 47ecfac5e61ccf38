from ncurator_cli.redact import MASK, Redactor


def test_secret_env_values_and_token_shapes_are_masked() -> None:
    r = Redactor(env={"MY_API_KEY": "hunter2-secret-value", "DB_PASSWORD": "pa55word!", "HOME": "/root", "SHORT_TOKEN": "abc"})
    text = (
        "key=hunter2-secret-value pw=pa55word! home=/root "
        "gh=ghp_abcdefghijklmnopqrstuvwxyz0123456789 aws=AKIAABCDEFGHIJKLMNOP "
        "openai=sk-proj-abcdefghijklmnop1234 auth: Bearer abcdefghijklmnopqrstuvwxyz abc"
    )
    out = r.text(text)
    for secret in ("hunter2-secret-value", "pa55word!", "ghp_abcdef", "AKIAABCDEFGHIJKLMNOP", "sk-proj-abcdefghijklmnop1234", "abcdefghijklmnopqrstuvwxyz "):
        assert secret not in out
    assert "home=/root" in out  # not secret-looking
    assert out.endswith(" abc")  # values too short to mask safely are left alone
    assert out.count(MASK) >= 6


def test_nested_values() -> None:
    r = Redactor(env={"X_SECRET": "s3cr3t-value"})
    assert r.value({"a": ["s3cr3t-value", 1, {"b": "x s3cr3t-value y"}]}) == {"a": [MASK, 1, {"b": f"x {MASK} y"}]}


def test_private_key_block() -> None:
    r = Redactor(env={})
    out = r.text("-----BEGIN OPENSSH PRIVATE KEY-----\nabc\ndef\n-----END OPENSSH PRIVATE KEY-----\nafter")
    assert "abc" not in out and out.endswith("after")
