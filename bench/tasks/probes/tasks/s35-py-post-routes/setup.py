import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

INIT = '''"""Hartwell Outdoor shop API."""
from flask import Flask

from .admin import admin_bp
from .customers import customers
from .legacy import legacy_bp  # noqa: F401  (kept for reference, see below)
from .orders import bp as orders_bp


def create_app(config=None):
    app = Flask(__name__)
    if config:
        app.config.update(config)

    app.register_blueprint(orders_bp)
    app.register_blueprint(customers, url_prefix="/customers")
    app.register_blueprint(admin_bp)
    # The v1 API was switched off in March 2025; the blueprint is kept until the mobile app is retired.
    # app.register_blueprint(legacy_bp)

    @app.route("/health")
    def health():
        return {"ok": True}

    @app.post("/webhooks/stripe")
    def stripe_webhook():
        return {"received": True}

    return app
'''

ORDERS = '''from flask import Blueprint, jsonify, request

bp = Blueprint("orders", __name__, url_prefix="/orders")


@bp.route("/", methods=["GET"])
def list_orders():
    return jsonify([])


@bp.route(
    "/",
    methods=["POST"],
)
def create_order():
    data = request.get_json()
    return jsonify(data), 201


@bp.route("/<int:order_id>", methods=["GET", "PUT"])
def order_detail(order_id):
    """GET returns the order; PUT replaces it. (Use POST /orders/<id>/cancel to cancel.)"""
    return jsonify({"id": order_id})


@bp.route("/<int:order_id>/cancel", methods=("post",))
def cancel_order(order_id):
    return jsonify({"id": order_id, "status": "cancelled"})


# Refunds go through the till system for now.
# @bp.route("/<int:order_id>/refund", methods=["POST"])
# def refund_order(order_id):
#     ...
'''

CUSTOMERS = '''from flask import Blueprint, jsonify, request

customers = Blueprint("customers", __name__)


@customers.get("/")
def list_customers():
    return jsonify([])


@customers.post("/")
def create_customer():
    return jsonify(request.get_json()), 201


@customers.route("/<cid>/notes", methods=["GET", "POST"])
def notes(cid):
    if request.method == "POST":
        return jsonify({"saved": True}), 201
    return jsonify([])


@customers.route("/<cid>/export")
def export(cid):
    """Small exports only. For big accounts the front end should POST to /customers/<cid>/export-job
    (not built yet)."""
    return jsonify({"id": cid})
'''

ADMIN = '''from flask import Blueprint, jsonify

admin_bp = Blueprint("admin", __name__, url_prefix="/admin")

POST_ONLY = ["POST"]


@admin_bp.route("/reindex", methods=POST_ONLY)
def reindex():
    return jsonify({"queued": True}), 202


@admin_bp.route("/stats")
def stats():
    return jsonify({"orders": 0})
'''

LEGACY = '''"""v1 endpoints used by the old mobile app. Not registered any more (see create_app)."""
from flask import Blueprint, jsonify

legacy_bp = Blueprint("legacy", __name__, url_prefix="/v1")


@legacy_bp.route("/order", methods=["POST"])
def legacy_order():
    return jsonify({"deprecated": True}), 410


@legacy_bp.route("/basket", methods=["GET", "POST"])
def legacy_basket():
    return jsonify({"deprecated": True}), 410
'''

TESTS = '''from shopapi import create_app


def test_create_order():
    app = create_app({"TESTING": True})

    @app.route("/_test/echo", methods=["POST"])
    def echo():
        return "ok"

    client = app.test_client()
    assert client.post("/orders/", json={"sku": "TENT-2P"}).status_code == 201
    assert client.post("/_test/echo").status_code == 200
'''

SEED = '''"""Load demo data into a running dev server."""
import requests

BASE = "http://localhost:5000"
for sku in ("TENT-2P", "STOVE-1"):
    requests.post(BASE + "/orders/", json={"sku": sku})
requests.post(BASE + "/customers/", json={"name": "Demo"})
requests.post(BASE + "/admin/rebuild-cache")
'''

README = """# shopapi

Small Flask API behind the Hartwell Outdoor web shop. Run with `flask --app shopapi:create_app run`.
Endpoints are documented in the code.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "README.md"), README)
    write(os.path.join(ws, "shopapi", "__init__.py"), INIT)
    write(os.path.join(ws, "shopapi", "orders.py"), ORDERS)
    write(os.path.join(ws, "shopapi", "customers.py"), CUSTOMERS)
    write(os.path.join(ws, "shopapi", "admin.py"), ADMIN)
    write(os.path.join(ws, "shopapi", "legacy.py"), LEGACY)
    write(os.path.join(ws, "tests", "test_orders.py"), TESTS)
    write(os.path.join(ws, "scripts", "seed_demo.py"), SEED)
