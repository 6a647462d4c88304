#!/usr/bin/env python3
"""A push backend on loopback for PushChannelTests: Server-Sent Events of `.apns` pushes.

    sse_server.py PORT_FILE LOG_FILE MODE

Writes its port to PORT_FILE once listening, and one line per request to LOG_FILE:
`<n> last-event-id=<header or ->`. Pushes are numbered 1..9 and their event ids are
`p<n>`; a request with Last-Event-ID `p<k>` gets the pushes after k, as a backend keeps them.

MODE:
  drop     the 1st connection sends pushes 1-3, half of push 4 and drops; the 2nd sends
           4-6 and drops; the 3rd sends 7-9 and stays open (comments as heartbeats)
  garbage  garbage lines, an unknown field, data that is no push, a 10 MB event, then
           pushes 1-3, and stays open
  refuse   answers 503 twice, then sends pushes 1-3 and stays open
  retry    the 1st connection says `retry: 120`, sends push 1 and drops; the 2nd sends 2-3
"""
import http.server
import json
import os
import sys
import threading
import time

port_file, log_file, mode = sys.argv[1], sys.argv[2], sys.argv[3]
lock = threading.Lock()
requests = [0]


def push(n):
    body = {"aps": {"alert": {"title": f"Push {n}", "body": f"number {n}"}},
            "deeplink": "exampletui://settings"}
    return f"id: p{n}\nevent: push\ndata: {json.dumps(body)}\n\n".encode()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.0"

    def log_message(self, *args):
        pass

    def do_GET(self):
        with lock:
            requests[0] += 1
            number = requests[0]
            with open(log_file, "a") as log:
                log.write(f"{number} last-event-id={self.headers.get('Last-Event-ID', '-')}\n")
        last = self.headers.get("Last-Event-ID", "")
        after = int(last[1:]) if last.startswith("p") and last[1:].isdigit() else 0
        if mode == "refuse" and number <= 2:
            self.send_response(503)
            self.send_header("Content-Type", "text/plain")
            self.end_headers()
            self.wfile.write(b"busy\n")
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.end_headers()
        out = self.wfile
        try:
            if mode == "drop":
                last_sent = {1: 3, 2: 6}.get(number, 9)
                for n in range(after + 1, last_sent + 1):
                    out.write(push(n))
                    out.flush()
                    time.sleep(0.02)
                if number < 3:
                    out.write(push(last_sent + 1)[:30])  # half an event, then the connection drops
                    out.flush()
                    return
            elif mode == "retry" and number == 1:
                out.write(b"retry: 120\n\n" + push(1))
                out.flush()
                return
            elif mode == "garbage":
                out.write(b": a comment\n\xff\xfe not a field line\nnonsense: 12\nretry: soon\n")
                out.write(b"data: {not json\n\n")
                out.write(b"id: big\ndata: " + b"x" * (10 * 1024 * 1024) + b"\n\n")
                for n in range(after + 1, 4):
                    out.write(push(n))
                out.flush()
            else:
                for n in range(after + 1, 4):
                    out.write(push(n))
                out.flush()
            while True:
                time.sleep(0.5)
                out.write(b": heartbeat\n")
                out.flush()
        except (BrokenPipeError, ConnectionResetError):
            pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
tmp = port_file + ".tmp"
with open(tmp, "w") as f:
    f.write(str(server.server_address[1]))
os.rename(tmp, port_file)
server.serve_forever()
