#!/usr/bin/env python3
"""Fits the scale of the winning-chances curve that game analysis judges moves by.

A position's expected score for the side to move is modelled as 1 / (1 + exp(-k * cp)), cp being
our engine's score of it in centipawns (as lichess models chess). k is found by maximum likelihood
over self-play positions (`tori nnue gen` data: each record holds the search's score and the
game's result, both for the side to move), a win counting 1, a draw 1/2, a loss 0. Mate scores and
positions decided beyond |cp| > 3000 are left out: they say nothing about the curve's slope.

Usage: /usr/bin/python3 tools/analysis/fit_scale.py FILE... (packed files or archives of one variant)
Prints the fitted k with its standard error and the log-likelihood per position, and a table of
predicted against observed scores by score band, so that the fit can be judged by eye.
"""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "nnue"))
import packed_data  # noqa: E402  (tools/nnue reads both forms of the data)

CP_LIMIT = 3000


def load(paths):
    scores, results = [], []
    for path in paths:
        _, records = packed_data.read_any(path)
        scores.append(records["score"].astype(np.float64))
        results.append(records["result"].astype(np.float64))
    cp = np.concatenate(scores)
    outcome = (np.concatenate(results) + 1) / 2  # 1 win, 1/2 draw, 0 loss
    keep = np.abs(cp) <= CP_LIMIT
    return cp[keep], outcome[keep]


def fit(cp, outcome):
    """The k where the log-likelihood's slope is zero, by bisection: the log-likelihood is concave
    in k, so its slope falls through zero once (Newton's method overshoots from a poor start)."""
    def slope(k):
        return np.sum((outcome - 1 / (1 + np.exp(-k * cp))) * cp)
    low, high = 1e-6, 0.05
    for _ in range(60):
        middle = (low + high) / 2
        if slope(middle) > 0:
            low = middle
        else:
            high = middle
    k = (low + high) / 2
    p = np.clip(1 / (1 + np.exp(-k * cp)), 1e-12, 1 - 1e-12)
    loglik = np.mean(outcome * np.log(p) + (1 - outcome) * np.log(1 - p))
    stderr = 1 / np.sqrt(np.sum(p * (1 - p) * cp * cp))
    return k, stderr, loglik


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    cp, outcome = load(sys.argv[1:])
    k, stderr, loglik = fit(cp, outcome)
    print(f"positions {len(cp)}  k {k:.6f} (standard error {stderr:.6f})  "
          f"log-likelihood per position {loglik:.4f}")
    print(f"{'band':>14} {'positions':>10} {'observed':>9} {'predicted':>9}")
    edges = [-CP_LIMIT, -800, -400, -200, -100, -50, 50, 100, 200, 400, 800, CP_LIMIT + 1]
    for low, high in zip(edges, edges[1:]):
        band = (cp >= low) & (cp < high)
        if band.any():
            predicted = np.mean(1 / (1 + np.exp(-k * cp[band])))
            print(f"{low:>6}..{high:<6} {band.sum():>10} {outcome[band].mean():>9.3f} "
                  f"{predicted:>9.3f}")


if __name__ == "__main__":
    main()
