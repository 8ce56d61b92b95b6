#!/usr/bin/env python3
"""A bounded soak of `tori serve` (issue 40): honest games and hostile clients together, on loopback.

Starts `tori serve` on a fresh database (ports chosen by the system, 127.0.0.1 only), then for
--minutes runs at once:
  - honest players: `tori loadtest` over the line protocol and over the WebSocket API, random
    legal games with think time, every move guarded by its number, so that a move acknowledged
    and then lost would make the next one fail (counted as an error);
  - hostile clients from other loopback addresses (127.0.0.2 ...): random bytes and overlong
    lines on the line protocol, wrong-password logins and commands, malformed and oversized HTTP
    (giant headers and trailers, chunk extensions, HTTP/1.0, gzip framing, bad escapes), junk
    JSON on every route, signups, slow clients that send half a request and wait, WebSocket
    streams fed garbage, binary and oversized frames.
Every 10 s it samples the server's resident memory. At the end it checks the server still
answers, both load runs ended with no error, and prints the memory of the first and the last
tenth of the run. Exit status 0 when all held.

  bench/soak.py --tori build/release/src/cli/tori --minutes 60
"""
import argparse
import json
import os
import random
import re
import socket
import subprocess
import sys
import tempfile
import threading
import time


def rss_kib(pid):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def wait_port(path, seconds=30):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            with open(path) as f:
                text = f.read().strip()
                if text:
                    return int(text)
        except OSError:
            pass
        time.sleep(0.1)
    raise SystemExit("tori serve wrote no port to " + path)


def connect(port, source):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.settimeout(1)
    s.bind((source, 0))
    s.connect(("127.0.0.1", port))
    return s


def drain(s, most=1 << 16):
    try:
        s.recv(most)
    except OSError:
        pass


def http_bytes(method, path, body=b"", extra=""):
    head = "%s %s HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\n%s\r\n" % (method, path, len(body), extra)
    return head.encode() + body


class Hostile:
    """One hostile client: a loop of random attacks until the deadline. Errors are the point."""

    def __init__(self, rng, source, line_port, http_port):
        self.rng, self.source = rng, source
        self.line_port, self.http_port = line_port, http_port
        self.attacks = 0

    def line_garbage(self):
        s = connect(self.line_port, self.source)
        drain(s)
        r = self.rng
        for _ in range(r.randint(1, 20)):
            kind = r.random()
            if kind < 0.3:
                s.sendall(os.urandom(r.randint(1, 3000)))
            elif kind < 0.5:
                s.sendall(b"x" * r.randint(4000, 20000) + b"\r\n")
            elif kind < 0.7:
                s.sendall(b"login bob guess%d\r\n" % r.randint(0, 1 << 30))
            else:
                word = r.choice([b"move", b"chat", b"resign", b"challenge", b"show", b"games"])
                s.sendall(b"torishogi " + word + b" 101 bob pw 3d-3c hello\r\n")
            drain(s)
        s.close()

    def http_attack(self):
        s = connect(self.http_port, self.source)
        r = self.rng
        kind = r.randrange(9)
        if kind == 0:
            s.sendall(b"GET /api/lobby HTTP/1.1\r\nX: " + b"a" * r.randint(9000, 70000) + b"\r\n\r\n")
        elif kind == 1:
            s.sendall(b"POST /api/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                      b"5;" + b"e" * r.randint(1000, 30000) + b"\r\nhello\r\n0\r\nT: "
                      + b"t" * r.randint(1000, 80000) + b"\r\n\r\n")
        elif kind == 2:
            s.sendall(b"GET /api/lobby HTTP/1.0\r\n\r\n")
        elif kind == 3:
            s.sendall(b"POST /api/signup HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n{}")
        elif kind == 4:
            s.sendall(http_bytes("GET", r.choice(["/api/users/%zz", "/api/users/%00", "/api/games/x/y",
                                                  "/api/games/torishogi/101/chat?limit=-1"])))
        elif kind == 5:
            path = r.choice(["/api/login", "/api/signup", "/api/seeks", "/api/games",
                             "/api/games/torishogi/101/moves", "/api/games/torishogi/101/chat"])
            body = r.choice([os.urandom(r.randint(1, 500)), b"{\"user\": 7}", b"[]", b"{",
                             json.dumps({"user": "u%d" % r.randint(0, 10 ** 6),
                                         "password": "pw"}).encode()])
            s.sendall(http_bytes("POST", path, body, "Authorization: Bearer " + "f" * 64 + "\r\n"))
        elif kind == 6:  # slow: half a request, then wait
            s.sendall(b"GET /api/lobby HTTP/1.1\r\nHost: x\r\n")
            time.sleep(r.uniform(0.5, 3))
        elif kind == 7:
            s.sendall(http_bytes("POST", "/api/login", b"x" * r.randint(70000, 200000)))
        else:
            s.sendall(os.urandom(r.randint(1, 5000)))
        drain(s)
        s.close()

    def websocket_attack(self):
        s = connect(self.http_port, self.source)
        r = self.rng
        path = r.choice(["/api/lobby/ws", "/api/games/torishogi/101/ws", "/api/games/torishogi/1/ws"])
        s.sendall(("GET %s HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                   "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
                   % path).encode())
        drain(s)
        for _ in range(r.randint(1, 10)):
            opcode = r.choice([1, 1, 2, 9])
            payload = r.choice([os.urandom(r.randint(0, 100)), b"{\"op\": \"move\"}",
                                b"x" * r.randint(17000, 60000)])
            mask = os.urandom(4)
            masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
            n = len(payload)
            head = bytes([0x80 | opcode])
            if n < 126:
                head += bytes([0x80 | n])
            elif n < 65536:
                head += bytes([0x80 | 126]) + n.to_bytes(2, "big")
            else:
                head += bytes([0x80 | 127]) + n.to_bytes(8, "big")
            s.sendall(head + mask + masked)
            drain(s, 4096)
        s.close()

    def run(self, deadline):
        while time.time() < deadline:
            attack = self.rng.choice([self.line_garbage, self.http_attack, self.http_attack,
                                      self.websocket_attack])
            try:
                attack()
            except OSError:
                pass  # refused, reset, timed out: what a hostile client gets
            self.attacks += 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tori", required=True)
    parser.add_argument("--minutes", type=float, default=60)
    parser.add_argument("--hostile", type=int, default=8, help="hostile clients at once")
    parser.add_argument("--games", type=int, default=10, help="honest games per transport")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--db", help="database (default: a new SQLite file)")
    args = parser.parse_args()

    work = tempfile.mkdtemp(prefix="tori-soak-")
    db = args.db or os.path.join(work, "soak.db")
    server = subprocess.Popen(
        [args.tori, "serve", "--db", db, "--listen", "127.0.0.1:0", "--http", "127.0.0.1:0",
         "--port-file", work + "/line", "--http-port-file", work + "/http",
         "--max-connections-per-address", "200", "--address-rate", "5000", "--address-burst", "5000",
         "--rate", "1000", "--burst", "1000", "--signups-per-hour", "1000"],
        stderr=open(work + "/serve.log", "w"))
    http_port = wait_port(work + "/http")
    line_port = wait_port(work + "/line")
    seconds = args.minutes * 60
    deadline = time.time() + seconds
    print("soak: tori serve pid %d, line %d, http %d, %s, %.0f minutes"
          % (server.pid, line_port, http_port, db, args.minutes), flush=True)

    def loadtest(transport, port, prefix):
        return subprocess.Popen(
            [args.tori, "loadtest", "--" + transport, "127.0.0.1:%d" % port, "--games", str(args.games),
             "--think-ms", "300", "--plies", "80", "--seconds", str(int(seconds)), "--prefix", prefix,
             "--seed", str(args.seed), "--quiet"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)

    honest = [loadtest("line", line_port, "soakline"), loadtest("http", http_port, "soakweb")]
    rng = random.Random(args.seed)
    hostiles = [Hostile(random.Random(rng.random()), "127.0.0.%d" % (2 + i % 8), line_port, http_port)
                for i in range(args.hostile)]
    threads = [threading.Thread(target=h.run, args=(deadline,), daemon=True) for h in hostiles]
    for t in threads:
        t.start()
    samples = []
    while time.time() < deadline:
        if server.poll() is not None:
            break
        samples.append((time.time(), rss_kib(server.pid)))
        print("soak: %5.0f s  rss %d KiB  attacks %d" % (seconds - (deadline - time.time()), samples[-1][1],
                                                          sum(h.attacks for h in hostiles)), flush=True)
        time.sleep(10)
    for t in threads:
        t.join(timeout=30)
    outputs = [p.communicate(timeout=600)[0] for p in honest]
    alive = server.poll() is None
    answered = False
    if alive:
        try:
            s = connect(http_port, "127.0.0.1")
            s.sendall(http_bytes("GET", "/api/lobby"))
            answered = s.recv(100).startswith(b"HTTP/1.1 200")
            s.close()
        except OSError:
            pass
    ok = alive and answered
    for transport, output, p in zip(["line", "websocket"], outputs, honest):
        errors = re.search(r"errors\D*(\d+)", output)
        good = p.returncode == 0 and errors is not None and errors.group(1) == "0"
        ok = ok and good
        print("soak: honest players over the %s: exit %s\n%s" % (transport, p.returncode, output.strip()))
    # The first minute is start-up (the decoy hash's Argon2id memory, the first signups): the
    # baseline is the tenth after it.
    settled = [s for s in samples if s[0] - samples[0][0] >= 60] if samples else []
    settled = settled or samples
    tenth = max(1, len(settled) // 10)
    first = sum(r for _, r in settled[:tenth]) // tenth if settled else 0
    last = sum(r for _, r in settled[-tenth:]) // tenth if settled else 0
    print("soak: hostile attacks %d; server alive %s, answering %s; rss first tenth %d KiB, last tenth "
          "%d KiB, most after the first minute %d KiB" % (sum(h.attacks for h in hostiles), alive, answered,
                                                   first, last, max((r for _, r in settled), default=0)))
    server.terminate()
    server.wait(timeout=30)
    print("soak: %s" % ("passed" if ok else "FAILED"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
