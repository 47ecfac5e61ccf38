import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
write(os.path.join(ws, "docs", "index.md"), """# Handbook

- [Getting started](getting-started.md)
- [Deployment](ops/deploy.md)
- [Architecture](architecture.md)
- [Project site](https://example.org/handbook)
""")
write(os.path.join(ws, "docs", "getting-started.md"), """# Getting started

Install the tools listed in [requirements](../requirements.txt), then read the
[coding style](style-guide.md) and the [deployment guide](ops/deploy.md#staging).
""")
write(os.path.join(ws, "docs", "ops", "deploy.md"), """# Deployment

Back to the [index](../index.md). Rollbacks are described in [rollback](rollback-runbook.md).
See the [diagram](../img/pipeline.png) and the [status page](http://status.example.org).
""")
write(os.path.join(ws, "docs", "img", "pipeline.png"), "PNG", newline_at_end=False)
write(os.path.join(ws, "requirements.txt"), "mkdocs==1.6.0\n")
