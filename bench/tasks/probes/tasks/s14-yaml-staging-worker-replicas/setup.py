import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ENVIRONMENTS = """\
# Deployment settings per environment.
# The deploy pipeline reads this file on every run; keep the anchors intact.

defaults: &defaults
  replicas: 1
  image_tag: "2025.03.2"
  resources:
    cpu: "250m"
    memory: "256Mi"

environments:
  production:
    domain: quarry.example
    services:
      web:
        <<: *defaults
        replicas: 6
        port: 8080
      worker:
        <<: *defaults
        replicas: 3
        queue: jobs
        concurrency: 10
        resources:
          cpu: "1"
          memory: "1Gi"
      scheduler:
        <<: *defaults

  staging:
    domain: staging.quarry.example
    services:
      web:
        <<: *defaults
        replicas: 2          # two, for blue/green smoke tests
        port: 8080
      worker:
        <<: *defaults
        # staging DB allows 40 connections: keep replicas x concurrency <= 40
        replicas: 2
        queue: jobs-staging
        concurrency: 5
      scheduler:
        <<: *defaults
        replicas: 1

  preview:
    domain: "{branch}.preview.quarry.example"
    services:
      web:
        <<: *defaults
      worker:
        <<: *defaults
        replicas:   2
        queue: jobs-preview
"""

OVERRIDE = """\
# Temporary production overrides (Black Friday load test), applied after environments.yaml.
environments:
  production:
    services:
      worker:
        replicas: 8
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "deploy", "environments.yaml"), ENVIRONMENTS)
    write(os.path.join(ws, "deploy", "overrides", "production-loadtest.yaml"), OVERRIDE)
    write(os.path.join(ws, "deploy", "README.md"),
          "# deploy\n\n`environments.yaml` holds replicas and resources per environment and service.\n"
          "Files in `overrides/` are applied on top for one-off events.\n")
