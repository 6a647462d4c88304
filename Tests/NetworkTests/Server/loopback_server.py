#!/usr/bin/env python3
"""The backend the network tests and the refresh-storm benchmark talk to, on loopback.

Started by the tests on a free port; prints "PORT <n>" once it listens and serves until
stdin closes (so it never outlives the test process). For the Network demo with mocks off,
run it by hand on dev's port: `python3 Tests/NetworkTests/Server/loopback_server.py 8080`
(Ctrl-D stops it). The account is demo / secret. Endpoints, under /api/v1:

  POST /auth/login      {"username", "password"} -> tokens; a wrong password is 401
  POST /auth/refresh    {"refreshToken"} -> new tokens (after 0.2 s, so refreshes overlap);
                        401 when the refresh token is not the current one or refusing is on
  GET  /items?page=N    needs "Authorization: Bearer <current access token>", else 401
  GET  /profile         the demo account's profile; the same token rule
  GET  /slow?seconds=S  answers after S seconds
  GET  /malformed       200 with a body that is not JSON
  GET  /status/<code>   that status with {"message": "..."}
  GET  /echo            the method, path, query, headers and body it received
  POST /push/tokens     {"token", "platform", "environment"} -> {"registered": true}
  POST /control/push            queues a push (its body, a .apns JSON) for the push channel
  POST /control/drop-push-streams  ends every open push channel stream (the app reconnects)
  GET  /control/push-tokens     {"tokens": [the registered bodies]}

and, outside /api/v1, the push channel (dev's PUSH_CHANNEL_URL):

  GET  /push/v1/events  Server-Sent Events: every queued push after Last-Event-ID, as it
                        comes, with a comment every 15 s

  POST /control/expire          the current access token stops working
  POST /control/refuse-refresh  every refresh is refused from now on
  GET  /control/stats           {"refreshCount", "loginCount", "itemRequests"}
"""
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

PREFIX = "/api/v1"
PASSWORD = "secret"


class State:
    def __init__(self):
        self.lock = threading.Lock()
        self.generation = 0
        self.access = None
        self.refresh = None
        self.refresh_count = 0
        self.login_count = 0
        self.item_requests = 0
        self.refuse_refresh = False
        self.push_tokens = []
        # Queued pushes, in order: their event id is "p<index + 1>".
        self.pushes = []
        self.push_stream_generation = 0
        self.push_changed = threading.Condition(self.lock)

    def issue(self):
        self.generation += 1
        self.access = "access-%d" % self.generation
        self.refresh = "refresh-%d" % self.generation
        return {"accessToken": self.access, "refreshToken": self.refresh}


STATE = State()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args):
        pass

    def send_json(self, status, body):
        data = json.dumps(body).encode()
        self.send_raw(status, data, "application/json")

    def send_raw(self, status, data, content_type):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def stream_pushes(self):
        """The push channel: queued pushes after Last-Event-ID, then each new one."""
        last = self.headers.get("Last-Event-ID", "")
        sent = int(last[1:]) if last.startswith("p") and last[1:].isdigit() else 0
        self.close_connection = True
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        self.end_headers()
        with STATE.lock:
            generation = STATE.push_stream_generation
        try:
            while True:
                with STATE.lock:
                    if len(STATE.pushes) <= sent and STATE.push_stream_generation == generation:
                        STATE.push_changed.wait(15)
                    if STATE.push_stream_generation != generation:
                        return
                    waiting = STATE.pushes[sent:]
                for data in waiting:
                    sent += 1
                    self.wfile.write(("id: p%d\nevent: push\ndata: %s\n\n" % (sent, data)).encode())
                self.wfile.write(b": heartbeat\n" if not waiting else b"")
                self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            return

    def read_body(self):
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            return raw, (json.loads(raw) if raw else {})
        except ValueError:
            return raw, None

    def do_GET(self):
        self.route("GET")

    def do_POST(self):
        self.route("POST")

    def route(self, method):
        url = urlparse(self.path)
        path = url.path[len(PREFIX):] if url.path.startswith(PREFIX) else url.path
        query = parse_qs(url.query)
        raw, body = self.read_body()
        if method == "POST" and path == "/auth/login":
            if not isinstance(body, dict) or body.get("password") != PASSWORD:
                return self.send_json(401, {"message": "Wrong username or password"})
            with STATE.lock:
                STATE.login_count += 1
                tokens = STATE.issue()
            return self.send_json(200, tokens)
        if method == "POST" and path == "/auth/refresh":
            time.sleep(0.2)
            with STATE.lock:
                STATE.refresh_count += 1
                token = body.get("refreshToken") if isinstance(body, dict) else None
                if STATE.refuse_refresh or token != STATE.refresh:
                    return self.send_json(401, {"message": "Refresh token expired"})
                tokens = STATE.issue()
            return self.send_json(200, tokens)
        if method == "GET" and path == "/items":
            with STATE.lock:
                STATE.item_requests += 1
                valid = STATE.access is not None and self.headers.get("Authorization") == "Bearer " + STATE.access
            if not valid:
                return self.send_json(401, {"message": "Access token expired"})
            page = int(query.get("page", ["1"])[0])
            items = [{"id": (page - 1) * 5 + i, "title": "Item %d" % ((page - 1) * 5 + i),
                      "subtitle": "From the loopback server"} for i in range(1, 6)]
            return self.send_json(200, {"page": page, "items": items})
        if method == "GET" and path == "/profile":
            with STATE.lock:
                valid = STATE.access is not None and self.headers.get("Authorization") == "Bearer " + STATE.access
            if not valid:
                return self.send_json(401, {"message": "Access token expired"})
            return self.send_json(200, {"id": 1, "first_name": "Demo", "last_name": "User",
                                        "email": "demo@127.0.0.1", "city": None, "member_since": "2024-01-01"})
        if method == "GET" and path == "/slow":
            time.sleep(float(query.get("seconds", ["1"])[0]))
            return self.send_json(200, {"page": 1, "items": []})
        if method == "GET" and path == "/malformed":
            return self.send_raw(200, b'{"page": 1, "items": [', "application/json")
        if method == "GET" and path.startswith("/status/"):
            code = int(path[len("/status/"):])
            return self.send_json(code, {"message": "Server says %d" % code})
        if path == "/echo":
            return self.send_json(200, {
                "method": method, "path": path, "query": url.query,
                "headers": {k: v for k, v in self.headers.items()},
                "body": raw.decode("utf-8", "replace"),
            })
        if method == "POST" and path == "/push/tokens":
            if not isinstance(body, dict) or not isinstance(body.get("token"), str) or not body["token"]:
                return self.send_json(400, {"message": "token is missing"})
            with STATE.lock:
                STATE.push_tokens.append(body)
            return self.send_json(200, {"registered": True, "channel_url": None})
        if method == "GET" and url.path == "/push/v1/events":
            return self.stream_pushes()
        if method == "POST" and path == "/control/push":
            with STATE.lock:
                STATE.pushes.append(raw.decode("utf-8", "replace").replace("\n", " "))
                STATE.push_changed.notify_all()
                return self.send_json(200, {"id": "p%d" % len(STATE.pushes)})
        if method == "POST" and path == "/control/drop-push-streams":
            with STATE.lock:
                STATE.push_stream_generation += 1
                STATE.push_changed.notify_all()
            return self.send_json(200, {})
        if method == "GET" and path == "/control/push-tokens":
            with STATE.lock:
                return self.send_json(200, {"tokens": list(STATE.push_tokens)})
        if method == "POST" and path == "/control/expire":
            with STATE.lock:
                STATE.access = "expired-%d" % STATE.generation
            return self.send_json(200, {})
        if method == "POST" and path == "/control/refuse-refresh":
            with STATE.lock:
                STATE.refuse_refresh = True
            return self.send_json(200, {})
        if method == "GET" and path == "/control/stats":
            with STATE.lock:
                return self.send_json(200, {"refreshCount": STATE.refresh_count, "loginCount": STATE.login_count,
                                            "itemRequests": STATE.item_requests})
        self.send_json(404, {"message": "No route " + method + " " + path})


class Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 256


def main():
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    server = Server(("127.0.0.1", port), Handler)
    print("PORT %d" % server.server_address[1], flush=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    sys.stdin.read()
    server.shutdown()


if __name__ == "__main__":
    main()
