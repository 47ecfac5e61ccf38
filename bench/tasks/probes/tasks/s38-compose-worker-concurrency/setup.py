import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

COMPOSE = """# Photo gallery stack - production host gallery-01
# Apply with: docker compose up -d
services:
  api:
    image: registry.example.org/gallery/api:2.14.1
    restart: unless-stopped
    ports:
      - "8080:8080"
    environment:
      DATABASE_URL: postgres://gallery@db:5432/gallery
      REDIS_URL: redis://redis:6379/0
      CONCURRENCY: "4"          # gunicorn workers
      LOG_LEVEL: info
    depends_on:
      - db
      - redis

  worker:
    image: registry.example.org/gallery/worker:2.14.1
    restart: unless-stopped
    command: ["celery", "-A", "gallery.tasks", "worker", "-Q", "resize,thumbs"]
    environment:
      DATABASE_URL: postgres://gallery@db:5432/gallery
      REDIS_URL: redis://redis:6379/0
      # CONCURRENCY: "2"        # was 2 until the March upgrade
      CONCURRENCY: "4"
      MAX_TASKS_PER_CHILD: "200"
    deploy:
      resources:
        limits:
          memory: 2g
    depends_on:
      - redis

  beat:
    image: registry.example.org/gallery/worker:2.14.1
    restart: unless-stopped
    command: ["celery", "-A", "gallery.tasks", "beat"]
    environment:
      REDIS_URL: redis://redis:6379/0
      BEAT_CONCURRENCY: "4"

  redis:
    image: redis:7.2-alpine
    restart: unless-stopped

  db:
    image: postgres:16
    restart: unless-stopped
    volumes:
      - pgdata:/var/lib/postgresql/data

volumes:
  pgdata:
"""

OVERRIDE = """# Local development only - not used on gallery-01
services:
  worker:
    environment:
      CONCURRENCY: "1"
      LOG_LEVEL: debug
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "docker-compose.yml"), COMPOSE)
    write(os.path.join(ws, "docker-compose.override.yml"), OVERRIDE)
