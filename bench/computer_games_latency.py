#!/usr/bin/env python3
"""Latency of a running `tori serve` while players play the computer (docs/benchmarks: issue 40).

N players each play computerL over the HTTP API (their moves chosen by `tori engine` with a small
node budget, so that the server's computer does the thinking); meanwhile one more client sends
GET /api/lobby every INTERVAL ms and records how long each answer took. Prints the computer games'
moves and the other client's p50/p99/max. Loopback only; bounded by --seconds.

  tori serve --db bench.db --http 127.0.0.1:5080 &
  bench/computer_games_latency.py --tori build/release/src/cli/tori --games 8 --level 5 --seconds 60
"""
import argparse
import http.client
import json
import subprocess
import threading
import time


def request(conn, method, path, body=None, token=None):
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = "Bearer " + token
    conn.request(method, path, json.dumps(body) if body is not None else None, headers)
    answer = conn.getresponse()
    return answer.status, json.loads(answer.read() or b"null")


class Engine:
    def __init__(self, tori):
        self.p = subprocess.Popen([tori, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.send("usi")
        self.wait("usiok")

    def send(self, line):
        self.p.stdin.write(line + "\n")

    def wait(self, prefix):
        while True:
            line = self.p.stdout.readline()
            if not line or line.startswith(prefix):
                return line.strip()

    def move(self, sfen, nodes):
        self.send("position sfen " + sfen)
        self.send("go nodes %d" % nodes)
        return self.wait("bestmove").split()[1]

    def close(self):
        self.send("quit")
        self.p.wait(timeout=5)


def player(args, index, deadline, counts):
    conn = http.client.HTTPConnection(args.host, args.port, timeout=30)
    user = "%s%d" % (args.prefix, index)
    status, body = request(conn, "POST", "/api/signup", {"user": user, "password": user + "-password"})
    if status != 201:
        status, body = request(conn, "POST", "/api/login", {"user": user, "password": user + "-password"})
    token = body["token"]
    engine = Engine(args.tori)
    while time.time() < deadline:
        status, body = request(conn, "POST", "/api/games",
                               {"variant": "torishogi", "opponent": "computer%d" % args.level},
                               token)
        path = "/api/games/torishogi/%d" % body["game"]["number"]
        while time.time() < deadline:
            status, body = request(conn, "GET", path)
            game = body["game"]
            if not game["active"]:
                counts["games"] += 1
                break
            if game["players"][game["to_move"]] != user:
                time.sleep(0.05)  # the computer thinks
                continue
            usi = engine.move(game["sfen"], args.player_nodes)
            status, _ = request(conn, "POST", path + "/moves",
                                {"move": usi, "ply": len(game["moves"]) + 1}, token)
            if status == 200:
                counts["moves"] += 1
    engine.close()


def watcher(args, deadline, latencies):
    conn = http.client.HTTPConnection(args.host, args.port, timeout=60)
    while time.time() < deadline:
        start = time.perf_counter()
        status, _ = request(conn, "GET", "/api/lobby")
        latencies.append((time.perf_counter() - start) * 1000)
        time.sleep(args.interval / 1000)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tori", required=True, help="the tori binary (for the players' moves)")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=5080)
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--level", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--interval", type=float, default=20, help="ms between the other GETs")
    parser.add_argument("--player-nodes", type=int, default=300)
    parser.add_argument("--prefix", default="cbench")
    args = parser.parse_args()
    deadline = time.time() + args.seconds
    counts = {"moves": 0, "games": 0}
    latencies = []
    threads = [threading.Thread(target=player, args=(args, i + 1, deadline, counts))
               for i in range(args.games)]
    threads.append(threading.Thread(target=watcher, args=(args, deadline, latencies)))
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    latencies.sort()

    def rank(p):
        return latencies[min(len(latencies) - 1, max(0, int(round(p * len(latencies))) - 1))]

    print("%d games against computer%d, %.0f s: %d player moves, %d games finished"
          % (args.games, args.level, args.seconds, counts["moves"], counts["games"]))
    print("other client: %d GET /api/lobby, p50 %.1f ms, p99 %.1f ms, max %.1f ms"
          % (len(latencies), rank(0.50), rank(0.99), latencies[-1]))


if __name__ == "__main__":
    main()
