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
    streams fed garbage, binary and oversized frames; and from accounts of their own (issue 65):
    games against the strongest computer made, moved in and resigned as fast as the server takes
    them, challenges flooding one victim, header lines trickled past --header-seconds by several
    connections at once, floods of small frames on the lobby's stream and their own, logins to an
    account that signed off, dotfiles asked of a web root that holds some, and framings the API
    refuses (a Transfer-Encoding list, a folded header line).
Every 10 s it samples the server's resident memory. At the end it checks the server still
answers, both load runs ended with no error, and prints the memory of the first and the last
tenth of the run. It fails too when a hostile client got an answer docs/api.md rules out (a
dotfile served, a refused framing answered otherwise, a signed-off account logged in or a 5xx to
its login). Exit status 0 when all held.

  bench/soak.py --tori build/release/src/cli/tori --minutes 60
"""
import argparse
import http.client
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


def status_of(answer):
    """The status of a raw HTTP answer, or None when it is not one (nothing came)."""
    found = re.match(rb"HTTP/1\.1 (\d{3})", answer)
    return int(found.group(1)) if found else None


def api(port, source, method, path, body=None, token=None, timeout=5):
    """One JSON request from `source`: (status, the answer's JSON or None)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout, source_address=(source, 0))
    try:
        headers = {"Authorization": "Bearer " + token} if token else {}
        conn.request(method, path, None if body is None else json.dumps(body), headers)
        answer = conn.getresponse()
        text = answer.read()
        try:
            return answer.status, json.loads(text)
        except ValueError:
            return answer.status, None
    finally:
        conn.close()


def ws_upgrade(path, extra=""):
    return ("GET %s HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n%s\r\n"
            % (path, extra)).encode()


def ws_frame(opcode, payload):
    """One final frame, masked as a client's must be."""
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
    return head + mask + masked


def send_quietly(s, data):
    try:
        s.sendall(data)
    except OSError:
        pass  # the server closed it already: a 408 or 429 came


# HTTP connections one address may hold before their request's head is whole: above what the
# honest web players, who all connect from 127.0.0.1 at once (a keep-alive connection and a stream
# each), may hold at a time (the default, 8, refused their logins), below what the slow-headers
# attack opens at most.
HALF_OPEN = 32

# The challenges' victim, and an account signed off at start-up that the hostiles log in to.
VICTIM = ("soakvictim", "soakvictim-pass-x9")
GONE = ("soakgone", "soakgone-pass-x9")

# Requests whose answers docs/api.md fixes, with the answers it allows: a dotfile is never served
# (the soak's web root holds some), a Transfer-Encoding list and a folded header line are 400.
# 429 may come first from the address's own limits (its half-open connections, its rate).
EDGE_REQUESTS = [
    (http_bytes("GET", "/.env"), {404, 429}),
    (http_bytes("GET", "/.git/config"), {404, 429}),
    (http_bytes("GET", "/%2eenv"), {404, 429}),
    (b"POST /api/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
     {400, 429}),
    (http_bytes("GET", "/api/lobby", extra="X-A: 1\r\n continued\r\n"), {400, 429}),
]


class Hostile:
    """One hostile client: a loop of random attacks until the deadline. Errors are the point; an
    answer docs/api.md rules out is counted as a violation."""

    def __init__(self, rng, number, source, line_port, http_port):
        self.rng, self.number, self.source = rng, number, source
        self.line_port, self.http_port = line_port, http_port
        self.attacks = 0
        self.token = None
        self.challenges = []  # numbers of the games its challenges made, not yet taken back
        self.violations, self.examples = 0, []

    def violation(self, what):
        self.violations += 1
        if len(self.examples) < 5:
            self.examples.append(what)

    def api(self, method, path, body=None, token=None, timeout=5):
        return api(self.http_port, self.source, method, path, body, token, timeout)

    def account(self):
        """The hostile's own account, made on first use: its token (None while it cannot be had)."""
        if self.token is None:
            credentials = {"user": "hostile%d" % self.number, "password": "hostile-pass-%d-x9" % self.number}
            status, answer = self.api("POST", "/api/signup", credentials, timeout=10)
            if status == 409:  # made by an earlier try whose answer was lost, or an earlier soak
                status, answer = self.api("POST", "/api/login", credentials, timeout=10)
            if status in (200, 201):
                self.token = answer["token"]
        return self.token

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
        s.sendall(ws_upgrade(path))
        drain(s)
        for _ in range(r.randint(1, 10)):
            opcode = r.choice([1, 1, 2, 9])
            payload = r.choice([os.urandom(r.randint(0, 100)), b"{\"op\": \"move\"}",
                                b"x" * r.randint(17000, 60000)])
            s.sendall(ws_frame(opcode, payload))
            drain(s, 4096)
        s.close()

    def computer_flood(self):
        """Games against the strongest computer, one move each and resigned: every move has the
        computer owe a search, and past two owed at once the server refuses the game (429)."""
        token = self.account()
        if not token:
            return
        for _ in range(self.rng.randint(1, 5)):
            status, answer = self.api("POST", "/api/games", {"variant": "torishogi", "opponent": "computer5"},
                                      token)
            if status != 201:
                continue  # 429: owed too much already, or over the user's rate
            game = "/api/games/torishogi/%d" % answer["game"]["number"]
            self.api("POST", game + "/moves", {"move": "3d-3c", "ply": 1}, token)
            self.api("POST", game + "/resign", None, token)  # the computer to move: aborts it

    def challenge_flood(self):
        """Challenges to the one victim as fast as they go: ten wait per challenger (then 429),
        thirty per challenged player (then 409). Now and then the hostile takes all of its back
        (resigning before a move aborts them), so the bounds are reached again and again."""
        token = self.account()
        if not token:
            return
        for _ in range(self.rng.randint(5, 15)):
            status, answer = self.api("POST", "/api/games", {"variant": "torishogi", "opponent": VICTIM[0]},
                                      token)
            if status == 201:
                self.challenges.append(answer["game"]["number"])
        if self.rng.random() < 0.3:
            while self.challenges:
                self.api("POST", "/api/games/torishogi/%d/resign" % self.challenges.pop(), None, token)

    def slow_headers(self):
        """Connections that trickle a header line a second: each gets 408 at --header-seconds,
        and past --max-half-open-per-address the address's next ones get 429."""
        sockets = []
        try:
            for _ in range(self.rng.choice([2, 5, 10, HALF_OPEN + 4])):
                sockets.append(connect(self.http_port, self.source))
                send_quietly(sockets[-1], b"GET /api/lobby HTTP/1.1\r\nHost: x\r\n")
            for i in range(4):
                time.sleep(1)
                for s in sockets:
                    send_quietly(s, b"X-Trickle-%d: x\r\n" % i)
            for s in sockets:
                s.settimeout(0.2)  # the 408s came by now; none is waited for long
                drain(s)
        finally:
            for s in sockets:
                s.close()

    def own_stream(self):
        """The path and headers that open the hostile's own stream, each way the API takes."""
        way = self.rng.randrange(3)
        if way == 0:
            return "/api/me/ws?token=" + self.token, ""
        if way == 1:
            return "/api/me/ws", "Authorization: Bearer %s\r\n" % self.token
        _, answer = self.api("POST", "/api/streams/ticket", None, self.token)
        return "/api/me/ws?ticket=" + ((answer or {}).get("ticket") or "none"), ""

    def frame_flood(self):
        """Small text frames as fast as they go on the lobby's stream or the hostile's own, which
        take no messages: more than --burst refused is a flood, closed with 1008."""
        path, extra = "/api/lobby/ws", ""
        if self.rng.random() < 0.5 and self.account():
            path, extra = self.own_stream()
        batch = b"".join(ws_frame(1, b"x") for _ in range(100))
        with connect(self.http_port, self.source) as s:
            s.sendall(ws_upgrade(path, extra))
            drain(s)
            for _ in range(300):  # ends sooner: the send fails once the server has closed
                s.sendall(batch)
            drain(s)

    def closed_login(self):
        """Logins to the account signed off at start-up: 403 account_closed (or 429 while the
        address's failed logins are answered); a 200 or a 5xx is a violation."""
        for _ in range(self.rng.randint(1, 3)):
            status, _ = self.api("POST", "/api/login", {"user": GONE[0], "password": GONE[1]})
            if status == 200 or status >= 500:
                self.violation("login to the signed-off %s answered %d" % (GONE[0], status))

    def edge_framing(self):
        """One of EDGE_REQUESTS: an answer it does not allow is a violation."""
        request, allowed = self.rng.choice(EDGE_REQUESTS)
        with connect(self.http_port, self.source) as s:
            s.sendall(request)
            status = status_of(s.recv(100))
        if status is not None and status not in allowed:
            self.violation("%r answered %d" % (request.split(b"\r\n\r\n")[0], status))

    def run(self, deadline):
        while time.time() < deadline:
            attack = self.rng.choice([self.line_garbage, self.http_attack, self.http_attack,
                                      self.websocket_attack, self.computer_flood, self.challenge_flood,
                                      self.slow_headers, self.frame_flood, self.closed_login,
                                      self.edge_framing])
            try:
                attack()
            except (OSError, http.client.HTTPException):
                pass  # refused, reset, timed out: what a hostile client gets
            self.attacks += 1


def web_root(work):
    """A web client's folder holding dotfiles, as a careless deploy's would: serving one is a
    violation the edge-framing attack looks for."""
    root = os.path.join(work, "web")
    os.makedirs(root + "/.git")
    for name, text in [("index.html", "<!doctype html><title>soak</title>"), (".env", "SECRET=soak"),
                       (".git/config", "[core]\nsecret = soak")]:
        with open(os.path.join(root, name), "w") as f:
            f.write(text)
    return root


def set_up_accounts(http_port, line_port):
    """The challenge floods' victim, and an account signed off (the line protocol's `signoff`,
    the only way) for the hostiles to log in to. None, or what went wrong."""
    for user, password in [VICTIM, GONE]:
        status, _ = api(http_port, "127.0.0.1", "POST", "/api/signup", {"user": user, "password": password},
                        timeout=30)
        if status not in (201, 409):  # 409: made by an earlier soak on this database
            return "signing %s up answered %s" % (user, status)
    with connect(line_port, "127.0.0.1") as s:
        s.settimeout(30)
        s.sendall(("signoff %s %s\r\nquit\r\n" % GONE).encode())
        while s.recv(4096):
            pass  # to the bye after quit
    status, _ = api(http_port, "127.0.0.1", "POST", "/api/login", {"user": GONE[0], "password": GONE[1]},
                    timeout=30)
    return None if status == 403 else "a login to the signed-off %s answered %s" % (GONE[0], status)


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
         "--rate", "1000", "--burst", "1000", "--signups-per-hour", "1000", "--web-root", web_root(work),
         "--max-half-open-per-address", str(HALF_OPEN),
         # Short, so that the slow-headers attack's trickle outlasts it within a few seconds.
         "--header-seconds", "3"],
        stderr=open(work + "/serve.log", "w"))
    http_port = wait_port(work + "/http")
    line_port = wait_port(work + "/line")
    failed = set_up_accounts(http_port, line_port)
    if failed:
        server.terminate()
        raise SystemExit("soak: " + failed)
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
    hostiles = [Hostile(random.Random(rng.random()), i, "127.0.0.%d" % (2 + i % 8), line_port, http_port)
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
    violations = sum(h.violations for h in hostiles)
    ok = ok and violations == 0
    print("soak: answers docs/api.md rules out: %d" % violations)
    for example in [e for h in hostiles for e in h.examples]:
        print("soak:   " + example)
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
