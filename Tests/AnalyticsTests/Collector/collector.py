#!/usr/bin/env python3
"""A loopback analytics collector for HTTPAnalyticsProviderTests.

usage: collector.py PORTFILE STOREFILE MODE
MODE ok: keep each event id once (idempotent), answer 200.
MODE die-after-receive: keep the batch, then exit without answering (killed mid-batch).
MODE error: answer 500. MODE hang: never answer.
Every id received (duplicates too) is appended to STOREFILE.raw; first copies to STOREFILE.
"""
import http.server
import json
import os
import sys
import time

port_file, store, mode = sys.argv[1], sys.argv[2], sys.argv[3]


def seen():
    try:
        with open(store) as f:
            return set(line.strip() for line in f)
    except FileNotFoundError:
        return set()


class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        if mode == "hang":
            time.sleep(3600)
        if mode == "error":
            self.send_response(500)
            self.end_headers()
            return
        events = json.loads(body)["events"]
        known = seen()
        with open(store + ".raw", "a") as raw, open(store, "a") as kept:
            for event in events:
                raw.write(event["id"] + "\n")
                if event["id"] not in known:
                    kept.write(event["id"] + "\n")
                    known.add(event["id"])
        if mode == "die-after-receive":
            os._exit(0)
        self.send_response(200)
        self.send_header("Content-Length", "0")
        self.end_headers()


server = http.server.HTTPServer(("127.0.0.1", int(os.environ.get("COLLECTOR_PORT", "0"))), Handler)
with open(port_file + ".tmp", "w") as f:
    f.write(str(server.server_address[1]))
os.rename(port_file + ".tmp", port_file)
server.serve_forever()
