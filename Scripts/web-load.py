#!/usr/bin/env python3
"""Issue 29's load test: many browser tabs on one TrellisWeb process.

    Scripts/web-load.py [--sessions 1000] [--seconds 20] [--server PATH]

Starts the load server (Benchmarks' WebLoadServer, built in release if PATH
is not given), opens SESSIONS WebSocket sessions to it on 127.0.0.1 over real
sockets (50 handshakes at a time), each as a page does (its Origin, the first
journal read), and then listens for SECONDS: every session's clock ticks once
a second, and each tick's text carries the time the server made it, so each
journal message gives one tick-to-client latency: to the client's socket (the
kernel's receive time, SO_TIMESTAMPNS), the figure the target is checked on,
and to the generator reading it (which adds the generator's own wait for a
core when reading 1,000 sockets on a busy machine), printed beside it.

Memory: the server's resident memory with one session open (the baseline)
and with all open and idle between ticks; per idle session is the difference
over the sessions added. Then it closes every session and reads the memory
again. Bounded: at most SESSIONS sockets, SECONDS of listening plus a
60-second limit on opening them; the server stops when this script ends.
Prints medians and spread; exits non-zero if a target is missed
(p99 <= 50 ms, <= 1 MB per idle session).
"""
import argparse
import asyncio
import base64
import os
import re
import socket
import statistics
import struct
import subprocess
import sys
import time

TICK = re.compile(rb'tick (\d+) at (\d+) ms')


def resident_bytes(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    return 0


# Linux's SO_TIMESTAMPNS (the socket module does not name it): each read
# carries the time the kernel received its last segment.
SO_TIMESTAMPNS = 35


class Session:
    """One tab: a WebSocket to /socket, reading every message.

    Each tick gives two latencies: to the client's socket (the kernel's
    receive timestamp, SO_TIMESTAMPNS) and to the generator reading it
    (which adds the generator's own wait for a core on a busy machine)."""

    def __init__(self, port, latencies, listening):
        self.port = port
        self.latencies = latencies  # {"socket": [...], "read": [...]}
        self.listening = listening
        self.socket = None
        self.buffer = bytearray()
        self.arrived = asyncio.Event()
        self.closed = False
        self.done = None
        self.opened = False

    async def open(self):
        loop = asyncio.get_running_loop()
        self.socket = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.socket.setblocking(False)
        self.socket.setsockopt(socket.SOL_SOCKET, SO_TIMESTAMPNS, 1)
        await loop.sock_connect(self.socket, ("127.0.0.1", self.port))
        key = base64.b64encode(os.urandom(16)).decode()
        await loop.sock_sendall(self.socket, (
            f"GET /socket HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n"
            f"Origin: http://127.0.0.1:{self.port}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
            "Sec-WebSocket-Version: 13\r\n\r\n").encode())
        self.done = loop.create_future()
        loop.add_reader(self.socket.fileno(), self.readable)
        while b"\r\n\r\n" not in self.buffer:
            await self.more()
        head, _, rest = bytes(self.buffer).partition(b"\r\n\r\n")
        self.buffer = bytearray(rest)
        if not head.startswith(b"HTTP/1.1 101"):
            raise RuntimeError(f"upgrade refused: {head[:40]!r}")
        while (first := self.frame()) is None:
            await self.more()
        if b'"reset":true' not in first[1]:
            raise RuntimeError("the first message is not the whole tree")
        self.opened = True
        now = time.time() * 1000
        self.consume(now, now)

    async def more(self):
        if self.closed:
            raise ConnectionError("closed")
        self.arrived.clear()
        await self.arrived.wait()

    def readable(self):
        try:
            data, ancillary, _, _ = self.socket.recvmsg(1 << 16, 64)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data, ancillary = b"", []
        received = time.time() * 1000
        if not data:
            self.finish()
            return
        arrived = received
        for level, kind, value in ancillary:
            if level == socket.SOL_SOCKET and kind == SO_TIMESTAMPNS and len(value) >= 16:
                seconds, nanoseconds = struct.unpack("qq", value[:16])
                arrived = seconds * 1000 + nanoseconds / 1e6
        self.buffer += data
        self.arrived.set()
        if self.opened:
            self.consume(arrived, received)

    def consume(self, arrived, received):
        """Takes the buffer's whole frames: ticks are timed, pings answered."""
        while (frame := self.frame()) is not None:
            opcode, payload = frame
            if opcode == 0x8:
                self.finish()
                return
            if opcode == 0x9:  # ping: answer as a browser does
                self.send(0xA, payload)
                continue
            match = TICK.search(payload)
            if match and self.listening[0]:
                made = int(match.group(2))
                self.latencies["socket"].append(arrived - made)
                self.latencies["read"].append(received - made)

    def frame(self):
        """The next whole frame in the buffer (taken out of it), or None."""
        if len(self.buffer) < 2:
            return None
        length, at = self.buffer[1] & 0x7F, 2
        if length == 126:
            if len(self.buffer) < 4:
                return None
            length, at = int.from_bytes(self.buffer[2:4], "big"), 4
        elif length == 127:
            if len(self.buffer) < 10:
                return None
            length, at = int.from_bytes(self.buffer[2:10], "big"), 10
        if len(self.buffer) < at + length:
            return None
        opcode, payload = self.buffer[0] & 0x0F, bytes(self.buffer[at:at + length])
        del self.buffer[:at + length]
        return opcode, payload

    def finish(self):
        if self.closed:
            return
        self.closed = True
        self.arrived.set()
        asyncio.get_running_loop().remove_reader(self.socket.fileno())
        if self.done is not None and not self.done.done():
            self.done.set_result(None)

    def send(self, opcode, payload):
        mask = os.urandom(4)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        try:
            self.socket.send(bytes([0x80 | opcode, 0x80 | len(payload)]) + mask + masked)
        except OSError:
            self.finish()

    def close(self):
        self.send(0x8, b"\x03\xe8")


def start_server(path, sessions):
    if path is None:
        root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Benchmarks")
        subprocess.run(["swift", "build", "-c", "release", "--product", "WebLoadServer"],
                       cwd=root, check=True, stdout=subprocess.DEVNULL)
        path = os.path.join(root, ".build", "release", "WebLoadServer")
    server = subprocess.Popen([path, str(sessions + 10)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE)
    line = server.stdout.readline().decode()
    if not line.startswith("port "):
        raise RuntimeError(f"the server did not start: {line!r}")
    return server, int(line.split()[1])


def spread(values):
    values = sorted(values)
    def at(q):
        return values[min(len(values) - 1, int(q * len(values)))]
    return {"n": len(values), "p50": statistics.median(values), "p90": at(0.90),
            "p99": at(0.99), "max": values[-1]}


async def run(arguments):
    server, port = start_server(arguments.server, arguments.sessions)
    latencies, listening, sessions = {"socket": [], "read": []}, [False], []
    try:
        first = Session(port, latencies, listening)
        await first.open()
        sessions.append(first)
        await asyncio.sleep(2)
        baseline = resident_bytes(server.pid)
        opening = time.monotonic()
        gate = asyncio.Semaphore(50)

        async def open_one():
            async with gate:
                session = Session(port, latencies, listening)
                sessions.append(session)
                await session.open()

        await asyncio.wait_for(
            asyncio.gather(*(open_one() for _ in range(arguments.sessions - 1))), timeout=60)
        opened = time.monotonic() - opening
        await asyncio.sleep(3)  # every clock has ticked since its session opened
        listening[0] = True
        memory = []
        for _ in range(arguments.seconds):
            await asyncio.sleep(1)
            memory.append(resident_bytes(server.pid))
        listening[0] = False
        loaded = statistics.median(memory)
        for session in sessions:
            session.close()
        await asyncio.wait([session.done for session in sessions], timeout=20)
        await asyncio.sleep(2)
        after = resident_bytes(server.pid)
    finally:
        for session in sessions:
            if session.socket is not None:
                session.socket.close()
        server.stdin.close()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
    per_session = (loaded - baseline) / max(1, arguments.sessions - 1)
    latency = spread(latencies["socket"])
    print(f"sessions: {arguments.sessions} opened in {opened:.1f} s; listened {arguments.seconds} s")
    print("tick-to-client ms: " + ", ".join(f"{k} {v:.1f}" if k != "n" else f"n {v}"
                                            for k, v in latency.items()))
    print("tick-to-generator-read ms: " + ", ".join(
        f"{k} {v:.1f}" if k != "n" else f"n {v}" for k, v in spread(latencies["read"]).items()))
    print(f"resident memory: baseline {baseline / 2**20:.1f} MiB, loaded (median) "
          f"{loaded / 2**20:.1f} MiB (min {min(memory) / 2**20:.1f}, max {max(memory) / 2**20:.1f}),"
          f" after closing all {after / 2**20:.1f} MiB")
    print(f"memory per idle session: {per_session / 1024:.0f} KiB")
    missed = []
    if latency["p99"] > 50:
        missed.append("p99 tick-to-client > 50 ms")
    if per_session > 2**20:
        missed.append("> 1 MB per idle session")
    if latency["n"] < arguments.sessions * arguments.seconds // 2:
        missed.append("too few ticks arrived")
    for miss in missed:
        print("MISSED: " + miss)
    return 1 if missed else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=1000)
    parser.add_argument("--seconds", type=int, default=20)
    parser.add_argument("--server", help="a built WebLoadServer (default: build it)")
    arguments = parser.parse_args()
    if not 1 <= arguments.sessions <= 5000 or not 1 <= arguments.seconds <= 300:
        parser.error("sessions 1–5,000 and seconds 1–300")
    sys.exit(asyncio.run(run(arguments)))


if __name__ == "__main__":
    main()
