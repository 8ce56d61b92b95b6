#!/usr/bin/python3
"""The engine's integer evaluation of a net file, done again in numpy: prints the centipawns of
the first positions of a packed data file, one a line, as `tori nnue eval` does. The two must
agree exactly; the test cli_nnue_pipeline compares them, which checks that the trainer and the
engine number features, order arrays and round the same way.

    /usr/bin/python3 tools/nnue/evaluate.py --variant tori --net tori.nnue --data tori.bin
"""

import argparse

import numpy as np

import packed_data
from net_file import read_net
from variants import BY_NAME

MAX_EVAL = 9000  # as Network::output


def evaluate(net, records, variant):
    stm, nstm = packed_data.active_features(records, variant)
    padded = np.vstack([net["weights"], np.zeros((1, net["weights"].shape[1]), np.int64)])
    own = np.clip(net["bias"] + padded[stm].sum(axis=1), 0, net["qa"])
    other = np.clip(net["bias"] + padded[nstm].sum(axis=1), 0, net["qa"])
    bucket = packed_data.buckets(records, variant, net["buckets"])
    total = (np.concatenate([own, other], axis=1) * net["out"][bucket]).sum(axis=1)
    total += net["out_bias"][bucket]
    scaled = total * net["scale"]
    divisor = net["qa"] * net["qb"]
    cp = np.sign(scaled) * (np.abs(scaled) // divisor)  # C++ division truncates towards zero
    return np.clip(cp, -MAX_EVAL, MAX_EVAL)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", choices=BY_NAME, required=True)
    parser.add_argument("--net", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--count", type=int, default=100)
    args = parser.parse_args()
    variant = BY_NAME[args.variant]
    records = packed_data.read_packed(args.data, variant)[:args.count]
    for cp in evaluate(read_net(args.net, variant), records, variant):
        print(int(cp))


if __name__ == "__main__":
    main()
