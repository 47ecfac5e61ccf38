import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

REQ = """# Runtime dependencies for invoice-service
# Exact pins only. Keep alphabetical (case-insensitive).

boto3==1.34.51
botocore==1.34.51
certifi==2024.2.2
charset-normalizer==3.3.2
Flask==3.0.2
idna==3.6
itsdangerous==2.1.2
Jinja2==3.1.3
jinja2-humanize-extension==0.4.0
MarkupSafe==2.1.5
python-dateutil==2.9.0.post0
Requests==2.31.0        # HTTP client; keep in step with requests-oauthlib
requests-oauthlib==1.3.1
requests-toolbelt==1.0.0
urllib3==1.26.18        # <2 until botocore is upgraded
Werkzeug==3.0.1
"""

DEV = """-r requirements.txt
# test and lint tools
pytest==8.0.2
requests-mock==1.11.0
responses==0.25.0        # needs requests>=2.30
ruff==0.3.0
types-requests==2.31.0.20240218
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "requirements.txt"), REQ)
    write(os.path.join(ws, "requirements-dev.txt"), DEV)
    write(os.path.join(ws, "app", "__init__.py"), '"""invoice-service."""\n__version__ = "2.4.1"\n')
    write(os.path.join(ws, "app", "http.py"),
          "import requests\n\n\ndef get(url, **kw):\n    return requests.get(url, timeout=10, **kw)\n")
