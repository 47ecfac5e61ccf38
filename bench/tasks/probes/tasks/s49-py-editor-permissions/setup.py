import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

FILES = {}

FILES["README.md"] = """# Lyme Valley Gazette - website

Small Flask app for the village newsletter. Volunteers log in to write and publish posts.

    pip install -e .
    flask --app newsdesk run

Roles and permissions: see `newsdesk/auth/` (docs/roles.md is the volunteer-facing write-up).
"""

FILES["docs/roles.md"] = """# Who can do what (written for the 2023 volunteer induction)

* **Readers** can read and comment.
* **Contributors** can also write drafts and upload pictures.
* **Editors** can do everything contributors can, plus edit anyone's draft, publish, and delete posts.
* **Admins** can do everything, including managing user accounts.
"""

FILES["newsdesk/__init__.py"] = '''"""Lyme Valley Gazette web app."""
from flask import Flask

__version__ = "2.4.1"


def create_app():
    app = Flask(__name__)
    from . import settings
    app.config.from_object(settings)
    from .views import posts, events
    app.register_blueprint(posts.bp)
    app.register_blueprint(events.bp)
    return app
'''

FILES["newsdesk/settings.py"] = '''"""Site settings (production). There is no separate local settings file."""

SITE_NAME = "Lyme Valley Gazette"
POSTS_PER_PAGE = 12
SESSION_COOKIE_SECURE = True
UPLOAD_MAX_MB = 8

# Per-site changes to the built-in roles (newsdesk/auth/roles.py).  Each entry applies to
# that exact role name only; it is not passed on to roles that extend it.
ROLE_OVERRIDES = {
    # Events calendar went live in March 2025 - the editors look after it (committee, 4 Mar 2025).
    "editor": {"add": ["manage_events"]},
    # "editor": {"add": ["manage_events", "delete_any_post"]},  # asked for in April 2025, turned down
    # Contributors may suggest tags on their own drafts.
    "contributor": {"add": ["suggest_tags"]},
    "admin": {"add": ["manage_events"]},
}
'''

FILES["newsdesk/auth/__init__.py"] = '''from .check import effective_permissions, has_perm

__all__ = ["effective_permissions", "has_perm"]
'''

FILES["newsdesk/auth/perms.py"] = '''from enum import Enum


class Perm(str, Enum):
    VIEW_PUBLISHED = "view_published"
    COMMENT = "comment"
    CREATE_DRAFT = "create_draft"
    EDIT_OWN_DRAFT = "edit_own_draft"
    UPLOAD_IMAGE = "upload_image"
    SUGGEST_TAGS = "suggest_tags"
    EDIT_ANY_DRAFT = "edit_any_draft"
    PUBLISH = "publish"
    SCHEDULE_POST = "schedule_post"
    MODERATE_COMMENTS = "moderate_comments"
    MANAGE_EVENTS = "manage_events"
    DELETE_ANY_POST = "delete_any_post"
    MANAGE_USERS = "manage_users"
    EDIT_SETTINGS = "edit_settings"
'''

FILES["newsdesk/auth/roles.py"] = '''"""Built-in roles.

Each role only lists what it adds to (``grants``) or takes away from (``withholds``) the role it
extends; ``permissions()`` works out the full set by walking the chain from the most basic role.
"""
from .perms import Perm


class Role:
    name = "anonymous"
    grants = (Perm.VIEW_PUBLISHED,)
    withholds = ()

    @classmethod
    def permissions(cls):
        perms = set()
        for klass in reversed(cls.__mro__):
            if klass is object:
                continue
            perms |= set(vars(klass).get("grants", ()))
            perms -= set(vars(klass).get("withholds", ()))
        return perms


class Reader(Role):
    name = "reader"
    grants = (Perm.COMMENT,)


class Contributor(Reader):
    name = "contributor"
    grants = (Perm.CREATE_DRAFT, Perm.EDIT_OWN_DRAFT, Perm.UPLOAD_IMAGE)


class Editor(Contributor):
    name = "editor"
    grants = (Perm.EDIT_ANY_DRAFT, Perm.PUBLISH, Perm.SCHEDULE_POST, Perm.MODERATE_COMMENTS)
    # Editors answer readers from the moderation queue (signed "The Editor"), so they
    # don't get the ordinary comment box.
    withholds = (Perm.COMMENT,)


class Admin(Editor):
    name = "admin"
    grants = (Perm.COMMENT, Perm.DELETE_ANY_POST, Perm.MANAGE_USERS, Perm.EDIT_SETTINGS)


ROLES = {r.name: r for r in (Role, Reader, Contributor, Editor, Admin)}
'''

FILES["newsdesk/auth/check.py"] = '''from newsdesk import settings

from .roles import ROLES


def effective_permissions(role_name):
    """Everything a user with this role may do: the role's own permissions plus the
    per-site overrides in settings.ROLE_OVERRIDES for that role name."""
    role = ROLES[role_name]
    perms = {p.value for p in role.permissions()}
    override = settings.ROLE_OVERRIDES.get(role_name, {})
    perms |= set(override.get("add", ()))
    perms -= set(override.get("remove", ()))
    return perms


def has_perm(user, perm):
    if not user.is_active:
        return False
    return perm in effective_permissions(user.role)
'''

FILES["newsdesk/views/__init__.py"] = ""

FILES["newsdesk/views/posts.py"] = '''from flask import Blueprint, abort, g

from newsdesk.auth import has_perm

bp = Blueprint("posts", __name__, url_prefix="/posts")


@bp.post("/<int:post_id>/publish")
def publish(post_id):
    if not has_perm(g.user, "publish"):
        abort(403)
    ...


@bp.post("/<int:post_id>/delete")
def delete(post_id):
    # Only admins: editors asked for this in April 2025 but the committee said no.
    if not has_perm(g.user, "delete_any_post"):
        abort(403)
    ...
'''

FILES["newsdesk/views/events.py"] = '''from flask import Blueprint, abort, g

from newsdesk.auth import has_perm

bp = Blueprint("events", __name__, url_prefix="/events")


@bp.post("/new")
def new_event():
    if not has_perm(g.user, "manage_events"):
        abort(403)
    ...
'''

FILES["newsdesk/legacy/__init__.py"] = ""

FILES["newsdesk/legacy/roles_v1.py"] = '''"""Role table from the 2019 site (v1).

Only read by scripts/migrate_v1_users.py when importing old accounts; the live site uses
newsdesk.auth.roles.
"""

READER_PERMS = ["view_published", "comment"]
EDITOR_PERMS = ["view_published", "comment", "create_draft", "edit_any_draft", "publish", "delete_any_post"]
ADMIN_PERMS = EDITOR_PERMS + ["manage_users"]
'''

FILES["scripts/migrate_v1_users.py"] = '''"""One-off import of accounts from the v1 site (run in 2023)."""
import csv
import sys

from newsdesk.legacy.roles_v1 import ADMIN_PERMS, EDITOR_PERMS


def role_for(perms):
    if set(perms) >= set(ADMIN_PERMS):
        return "admin"
    if set(perms) >= set(EDITOR_PERMS):
        return "editor"
    return "reader"


if __name__ == "__main__":
    for row in csv.DictReader(open(sys.argv[1])):
        print(row["email"], role_for(row["perms"].split("|")))
'''

FILES["tests/test_roles.py"] = '''import pytest

from newsdesk.auth import effective_permissions


def test_editor_can_publish():
    assert "publish" in effective_permissions("editor")


def test_editor_manages_events():
    assert "manage_events" in effective_permissions("editor")


@pytest.mark.skip(reason="turned down by the committee, April 2025")
def test_editor_can_delete_posts():
    assert "delete_any_post" in effective_permissions("editor")


def test_contributor_can_suggest_tags():
    assert "suggest_tags" in effective_permissions("contributor")
'''

if __name__ == "__main__":
    ws, kb = setup_args()
    for rel, text in sorted(FILES.items()):
        write(os.path.join(ws, "gazette-site", rel), text, newline_at_end=bool(text))
