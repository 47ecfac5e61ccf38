import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
write(os.path.join(ws, "lib", "net.py"), '''import socket


def open_conn(host, port, timeout=5.0):
    return socket.create_connection((host, port), timeout=timeout)


def wait_ready(host, port, deadline):
    """Poll until the port accepts connections; each attempt uses a 1 s timeout."""
    timeout = 1.0
    while True:
        try:
            return open_conn(host, port, timeout=timeout)
        except OSError:
            if deadline():
                raise
''')
write(os.path.join(ws, "lib", "jobs.py"), '''class Runner:
    def __init__(self, workers=2):
        self.workers = workers

    def submit(self, fn, *args, timeout=None, retries=0):
        return fn(*args)

    def drain(self):
        return []


def retry(fn, attempts=3, delay=0.5):
    """Call fn until it succeeds; a timeout counts as a failure."""
    for _ in range(attempts):
        try:
            return fn()
        except TimeoutError:
            pass
''')
write(os.path.join(ws, "lib", "http", "client.py"), '''def fetch_json(url, *, headers=None, timeout: float = 10):
    raise NotImplementedError


async def stream_lines(url, chunk_size=4096, timeout=30):
    raise NotImplementedError


def build_url(base, path):
    return base.rstrip("/") + "/" + path.lstrip("/")
''')
write(os.path.join(ws, "lib", "http", "__init__.py"), "")
write(os.path.join(ws, "scripts", "probe.py"), '''def probe(host, timeout=2):
    return host
''')
