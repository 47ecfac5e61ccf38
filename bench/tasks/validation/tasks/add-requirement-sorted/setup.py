import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
write(os.path.join(ws, "requirements.txt"), "\n".join([
    "alembic==1.13.1", "attrs==23.2.0", "click==8.1.7", "fastapi==0.110.0", "gunicorn==21.2.0",
    "Jinja2==3.1.3", "orjson==3.9.15", "pydantic==2.6.4", "redis==5.0.3", "SQLAlchemy==2.0.29",
    "structlog==24.1.0", "uvicorn==0.29.0"]))
write(os.path.join(ws, "requirements-dev.txt"), "-r requirements.txt\npytest==8.1.1\nruff==0.3.4\n")
