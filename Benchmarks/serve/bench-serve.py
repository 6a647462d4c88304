#!/usr/bin/env python3
"""`example-tui serve` under many concurrent sessions, with asyncssh or WebSocket clients (docs/benchmarks.md).

    Benchmarks/serve/bench-serve.py BINARY [--web] [--sessions 200] [--seconds 20]

Starts `BINARY serve --ssh 127.0.0.1:0 --open` (with --web: `serve --web 127.0.0.1:0`, its
link's token) in a throwaway home, opens SESSIONS sessions at once (100x30, xterm-256color;
a browser tab's WebSocket with --web) and times each from the connection's start to the end
of the app's first frame (over SSH its synchronized-output end, ESC [ ? 2026 l; over the web
the first update with rows); then every session types j or k once a second for SECONDS and
each key is timed to the end of the frame it brings. Then, all idle, the server's CPU over
5 s, and the memory per session: the PSS of each session's app plus the server's PSS shared
out. Last, 1,000 connection attempts in a burst, then one more session. The clients run on
the same machine.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

import json
import re

try:
    import asyncssh
except ImportError:  # --web alone needs only websockets
    asyncssh = None
try:
    import websockets
except ImportError:  # --ssh alone needs only asyncssh
    websockets = None

FRAME_END = b"\x1b[?2026l"


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def cpu_ticks(pid: int) -> int:
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def pss_kib(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/smaps_rollup") as rollup:
            for line in rollup:
                if line.startswith("Pss:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def children(pid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(entry))
    return found


class Client:
    """One session's client: `open` times connect -> first frame, `type_keys` key -> frame.
    A subclass connects (`connect`), sends a key (`send`) and waits for the next frame's
    end (`next_frame`, raising when the session closes)."""

    def __init__(self) -> None:
        self.connect_to_frame: float | None = None
        self.keys: list[float] = []
        self.error: str | None = None
        self.is_open = False

    async def open(self, port: int) -> None:
        start = time.monotonic()
        try:
            await self.connect(port)
            await self.next_frame()
            self.connect_to_frame = time.monotonic() - start
            self.is_open = True
        except Exception as error:  # noqa: BLE001 - reported per session
            self.error = f"{type(error).__name__}: {error}"

    async def type_keys(self, seconds: float) -> None:
        if not self.is_open or self.error:
            return
        await asyncio.sleep(random.random())
        end = time.monotonic() + seconds
        key = "j"
        while time.monotonic() < end:
            sent = time.monotonic()
            try:
                await self.send(key)
                await self.next_frame()
            except Exception as error:  # noqa: BLE001
                self.error = f"while typing: {error}"
                return
            self.keys.append(time.monotonic() - sent)
            key = "k" if key == "j" else "j"
            await asyncio.sleep(max(0.0, 1.0 - (time.monotonic() - sent)))


class WebSession(Client):
    """A browser tab as the page is one: a WebSocket of JSON messages, an update per frame."""

    def __init__(self, token: str) -> None:
        super().__init__()
        self.token = token
        self.socket = None

    async def connect(self, port: int) -> None:
        self.socket = await websockets.connect(
            f"ws://127.0.0.1:{port}/ws?token={self.token}&cols=100&rows=30",
            origin=f"http://127.0.0.1:{port}", max_size=None, open_timeout=120)

    async def send(self, key: str) -> None:
        await self.socket.send(json.dumps({"t": "key", "key": key}))

    async def next_frame(self) -> None:
        while True:
            message = json.loads(await self.socket.recv())
            if "end" in message:
                raise RuntimeError(f"the session ended: {message['end']}")
            if message.get("rows"):
                return

    def close(self) -> None:
        if self.socket is not None:
            asyncio.ensure_future(self.socket.close())


class Session(Client):
    """An SSH session on a pty, 100x30, as asyncssh opens one."""

    def __init__(self) -> None:
        super().__init__()
        self.process = None
        self.connection = None

    async def connect(self, port: int) -> None:
        self.connection = await asyncssh.connect(
            "127.0.0.1", port=port, username="bench", known_hosts=None, client_keys=None, password=None,
            agent_path=None)
        self.process = await self.connection.create_process(
            term_type="xterm-256color", term_size=(100, 30), encoding=None)

    async def send(self, key: str) -> None:
        self.process.stdin.write(key.encode())

    async def next_frame(self) -> None:
        seen = b""
        while FRAME_END not in seen:
            chunk = await self.process.stdout.read(65536)
            if not chunk:
                raise RuntimeError("closed before the frame's end")
            seen = (seen + chunk)[-64:] if FRAME_END not in chunk else chunk

    def close(self) -> None:
        if self.connection is not None:
            self.connection.close()


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("--sessions", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--web", action="store_true", help="browser tabs over WebSockets instead of SSH")
    arguments = parser.parse_args()
    needed = websockets if arguments.web else asyncssh
    if needed is None:
        print(f"bench-serve: needs the {'websockets' if arguments.web else 'asyncssh'} package "
              "(docs/benchmarks.md says how)", file=sys.stderr)
        return 2

    home = tempfile.mkdtemp(prefix="serve-bench-")
    environment = {
        "HOME": home, "XDG_STATE_HOME": home + "/state", "XDG_CONFIG_HOME": home + "/config",
        "XDG_DATA_HOME": home + "/data", "XDG_CACHE_HOME": home + "/cache", "TMPDIR": home,
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8",
    }
    listen = ["--web", "127.0.0.1:0"] if arguments.web else ["--ssh", "127.0.0.1:0", "--open"]
    server = subprocess.Popen(
        [arguments.binary, "serve", *listen, "--max-sessions", str(arguments.sessions + 10),
         "--connections-per-minute", "100000", "--idle-timeout", "0"],
        env=environment, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        port = None
        token = ""
        assert server.stdout is not None
        for line in server.stdout:
            link = re.search(r"http://127\.0\.0\.1:(\d+)/\?token=(\S+)", line)
            if arguments.web and link:
                port, token = int(link.group(1)), link.group(2)
                break
            if not arguments.web and line.startswith("Serving "):
                port = int(line.rsplit(":", 1)[1])
                break
        if port is None:
            print("bench-serve: the server did not start", file=sys.stderr)
            return 1

        def new_session():
            return WebSession(token) if arguments.web else Session()

        sessions = [new_session() for _ in range(arguments.sessions)]
        started = time.monotonic()
        await asyncio.gather(*(session.open(port) for session in sessions))
        opened = [s for s in sessions if s.connect_to_frame is not None]
        errors = [s.error for s in sessions if s.error]
        print(f"sessions: {len(opened)} of {arguments.sessions} open in {time.monotonic() - started:.1f} s"
              + (f"; errors: {sorted(set(errors))[:3]}" if errors else ""))
        frames = [s.connect_to_frame for s in opened]
        if frames:
            print(f"connect -> first frame: p50 {percentile(frames, 0.5) * 1000:.0f} ms, "
                  f"p99 {percentile(frames, 0.99) * 1000:.0f} ms, max {max(frames) * 1000:.0f} ms")

        await asyncio.gather(*(session.type_keys(arguments.seconds) for session in opened))
        keys = [latency for s in opened for latency in s.keys]
        if keys:
            print(f"key -> frame, {len(opened)} sessions typing 1 key/s for {arguments.seconds:.0f} s "
                  f"({len(keys)} keys): p50 {percentile(keys, 0.5) * 1000:.1f} ms, "
                  f"p99 {percentile(keys, 0.99) * 1000:.1f} ms, max {max(keys) * 1000:.1f} ms")

        await asyncio.sleep(2)
        before = cpu_ticks(server.pid)
        await asyncio.sleep(5)
        after = cpu_ticks(server.pid)
        print(f"server CPU over 5 s with {len(opened)} idle sessions: {(after - before) * 10} ms")

        apps = children(server.pid)
        app_pss = [pss_kib(pid) for pid in apps]
        server_pss = pss_kib(server.pid)
        if app_pss:
            per_session = statistics.mean(app_pss) + server_pss / max(1, len(apps))
            print(f"memory per session: {per_session / 1024:.1f} MiB (app PSS mean "
                  f"{statistics.mean(app_pss) / 1024:.1f} MiB over {len(apps)} apps, server PSS "
                  f"{server_pss / 1024:.1f} MiB shared out)")
        for session in sessions:
            session.close()

        # 1,000 connection attempts in a burst (each a version line or a request line, then
        # gone), then one more session: the server still answers.
        hello = b"GET / HTTP/1.1\r\n" if arguments.web else b"SSH-2.0-burst\r\n"

        async def attempt() -> bool:
            try:
                reader, writer = await asyncio.open_connection("127.0.0.1", port)
                writer.write(hello)
                await writer.drain()
                writer.close()
                return True
            except OSError:
                return False

        started = time.monotonic()
        results = []
        for _ in range(4):
            results += await asyncio.gather(*(attempt() for _ in range(250)))
        burst = time.monotonic() - started
        after_burst = new_session()
        await after_burst.open(port)
        answer = (f"{after_burst.connect_to_frame * 1000:.0f} ms" if after_burst.connect_to_frame is not None
                  else f"no answer ({after_burst.error})")
        print(f"burst: {sum(results)} of 1000 connection attempts in {burst:.2f} s; "
              f"a session after it: first frame in {answer}")
        after_burst.close()
        return 0 if after_burst.connect_to_frame is not None else 1
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
