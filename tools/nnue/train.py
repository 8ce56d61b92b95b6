#!/usr/bin/python3
"""Trains the NNUE of one variant on `tori nnue gen` data and writes the quantised net.

    /usr/bin/python3 tools/nnue/train.py --variant tori --data tori.bin --output tori.nnue

Debian's python3-torch (1.13, CPU). The network is the engine's (docs/nnue.md): a sparse
feature transformer (an EmbeddingBag over the active features of each perspective), clipped
ReLU, one linear output per material bucket. The target blends the game's result with the
search score through the same logistic the classical evaluation was fitted with.
"""

import argparse
import copy
import shlex
import sys
import time

import numpy as np
import torch

import net_file
import packed_data
from variants import BY_NAME

QA, QB = 255, 64
# Output weights stay where int16 holds them times QB, and where no 32-bit sum can overflow.
OUT_WEIGHT_LIMIT = 127 / QB
DEFAULT_SCALE = {"tori": 803, "yari": 846}  # the classical evaluation's K (docs/tuning.md)


class Network(torch.nn.Module):
    def __init__(self, features, hidden, buckets):
        super().__init__()
        self.features = features
        self.transformer = torch.nn.EmbeddingBag(features + 1, hidden, mode="sum",
                                                 padding_idx=features)
        self.bias = torch.nn.Parameter(torch.zeros(hidden))
        self.output = torch.nn.Parameter(torch.zeros(buckets, 2 * hidden))
        self.output_bias = torch.nn.Parameter(torch.zeros(buckets))
        with torch.no_grad():
            self.transformer.weight.normal_(0, 0.1)
            self.transformer.weight[features].zero_()
            self.output.uniform_(-0.05, 0.05)

    def forward(self, stm, nstm, bucket):
        # The feature arrays are kept in int16 to save memory; the embedding wants int64.
        own = torch.clamp(self.transformer(stm.long()) + self.bias, 0, 1)
        other = torch.clamp(self.transformer(nstm.long()) + self.bias, 0, 1)
        x = torch.cat([own, other], dim=1)
        return (x * self.output[bucket]).sum(dim=1) + self.output_bias[bucket]

    def load_quantised(self, net):
        """Starts from a net file's weights (net_file.read_net), undoing the quantisation."""
        with torch.no_grad():
            self.transformer.weight[:self.features] = torch.from_numpy(net["weights"] / net["qa"])
            self.bias.copy_(torch.from_numpy(net["bias"] / net["qa"]))
            self.output.copy_(torch.from_numpy(net["out"] / net["qb"]))
            self.output_bias.copy_(torch.from_numpy(net["out_bias"] / (net["qa"] * net["qb"])))

    def clip(self):
        with torch.no_grad():
            self.output.clamp_(-OUT_WEIGHT_LIMIT, OUT_WEIGHT_LIMIT)
            # Accumulators are int16 of weights times QA: keep every row well inside.
            self.transformer.weight.clamp_(-32767 / QA / 8, 32767 / QA / 8)


def load(paths, variant, buckets, score_limit, mirror):
    records = np.concatenate([packed_data.read_packed(p, variant) for p in paths])
    # Very large scores are all but decided: they teach the net little and dominate the loss.
    records = records[np.abs(records["score"].astype(np.int64)) <= score_limit]
    if mirror:
        images = packed_data.mirrored(records, variant)
        if not np.array_equal(packed_data.mirrored(images, variant), records):
            sys.exit("mirroring twice does not give the positions back")
        records = np.concatenate([records, images])
    stm, nstm = packed_data.active_features(records, variant)
    return {
        "stm": torch.from_numpy(stm), "nstm": torch.from_numpy(nstm),
        "bucket": torch.from_numpy(packed_data.buckets(records, variant, buckets)),
        "score": torch.from_numpy(records["score"].astype(np.float32)),
        "result": torch.from_numpy((records["result"].astype(np.float32) + 1) / 2),
        "game": records["game"].astype(np.int64),
    }


def subset(data, mask):
    index = torch.from_numpy(np.nonzero(mask)[0])
    return {k: (v[index] if torch.is_tensor(v) else v[mask]) for k, v in data.items()}


def loss_of(net, batch, scale, result_weight):
    y = net(batch["stm"], batch["nstm"], batch["bucket"])
    target = (result_weight * batch["result"]
              + (1 - result_weight) * torch.sigmoid(batch["score"] / scale))
    return torch.mean((torch.sigmoid(y) - target) ** 2)


def evaluate_loss(net, data, scale, result_weight, batch_size):
    net.eval()
    total, n = 0.0, len(data["score"])
    with torch.no_grad():
        for start in range(0, n, batch_size):
            batch = {k: v[start:start + batch_size] for k, v in data.items() if torch.is_tensor(v)}
            total += float(loss_of(net, batch, scale, result_weight)) * len(batch["score"])
    net.train()
    return total / max(n, 1)


def quantise_and_write(net, variant, args, description):
    w = net.transformer.weight.detach()[:variant.features].numpy()
    ft_weights = np.clip(np.round(w * QA), -32767, 32767).astype(np.int16)
    ft_bias = np.clip(np.round(net.bias.detach().numpy() * QA), -32767, 32767).astype(np.int16)
    out_weights = np.clip(np.round(net.output.detach().numpy() * QB), -32767, 32767)
    out_bias = np.round(net.output_bias.detach().numpy() * QA * QB)
    net_file.write_net(args.output, variant, description, ft_bias, ft_weights,
                       out_weights.astype(np.int16), out_bias.astype(np.int32), QA, QB,
                       int(round(args.scale)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", choices=BY_NAME, required=True)
    parser.add_argument("--data", nargs="+", required=True, help="packed files of tori nnue gen")
    parser.add_argument("--output", required=True, help="net file to write")
    parser.add_argument("--hidden", type=int, default=256, help="accumulator width (the build's)")
    parser.add_argument("--buckets", type=int, default=1, help="output buckets by material, 1-8")
    # A later round can go on from the net that played it rather than from random weights: what
    # it learnt from earlier rounds' data is kept without loading that data again.
    parser.add_argument("--init", help="net file to start from (same variant, sizes, buckets)")
    parser.add_argument("--epochs", type=int, default=10)
    parser.add_argument("--batch-size", type=int, default=1024)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--lr-decay", type=float, default=1.0,
                        help="the learning rate is multiplied by this after each epoch")
    parser.add_argument("--scale", type=float, help="logistic scale K (default: the variant's)")
    # 0: the search score alone. Blending in the result overfitted round 1's few million
    # positions (docs/experiments.md, 2026-11-27); it may pay with many more games.
    parser.add_argument("--result-weight", type=float, default=0.0,
                        help="share of the game result in the target (the rest: the score)")
    parser.add_argument("--score-limit", type=int, default=3000, help="drop larger |scores|")
    parser.add_argument("--validation-every", type=int, default=10,
                        help="every n-th game (by number) is held out for validation")
    parser.add_argument("--mirror", action="store_true",
                        help="add every position's left-right mirror image (doubles the data)")
    parser.add_argument("--round", default="smoke", help="data round named in the net")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--threads", type=int, default=0, help="torch threads (0: torch's)")
    args = parser.parse_args()
    variant = BY_NAME[args.variant]
    if args.scale is None:
        args.scale = DEFAULT_SCALE[args.variant]
    if not 1 <= args.buckets <= 8:
        parser.error("--buckets must be from 1 to 8")
    torch.manual_seed(args.seed)
    if args.threads:
        torch.set_num_threads(args.threads)

    try:
        data = load(args.data, variant, args.buckets, args.score_limit, args.mirror)
    except (OSError, ValueError) as error:
        sys.exit(f"train: {error}")
    held_out = data["game"] % args.validation_every == 0
    train, valid = subset(data, ~held_out), subset(data, held_out)
    n = len(train["score"])
    print(f"{n} training positions, {len(valid['score'])} validation positions", flush=True)
    if n == 0:
        sys.exit("no training positions")

    net = Network(variant.features, args.hidden, args.buckets)
    if args.init:
        start = net_file.read_net(args.init, variant)
        if start["weights"].shape[1] != args.hidden or start["buckets"] != args.buckets:
            sys.exit(f"{args.init} has HIDDEN {start['weights'].shape[1]} and "
                     f"{start['buckets']} buckets, not {args.hidden} and {args.buckets}")
        # Its output is a score in units of its own logistic scale: training it on with another
        # would make every score it has learnt mean something else.
        if start["scale"] != int(round(args.scale)):
            sys.exit(f"{args.init} was trained with --scale {start['scale']}, not {args.scale:g}")
        net.load_quantised(start)
    optimiser = torch.optim.Adam(net.parameters(), lr=args.lr)
    schedule = torch.optim.lr_scheduler.ExponentialLR(optimiser, gamma=args.lr_decay)
    # The net written is the epoch's that did best on the held-out games (the last one when
    # none are held out): on too little data later epochs only learn the training games.
    best = None
    for epoch in range(1, args.epochs + 1):
        started = time.time()
        order = torch.randperm(n)
        total = 0.0
        for start in range(0, n, args.batch_size):
            index = order[start:start + args.batch_size]
            batch = {k: v[index] for k, v in train.items() if torch.is_tensor(v)}
            optimiser.zero_grad()
            loss = loss_of(net, batch, args.scale, args.result_weight)
            loss.backward()
            optimiser.step()
            net.clip()
            total += float(loss) * len(index)
        schedule.step()
        valid_loss = evaluate_loss(net, valid, args.scale, args.result_weight, 8192)
        print(f"epoch {epoch}: train loss {total / n:.6f}, validation loss {valid_loss:.6f}, "
              f"{time.time() - started:.1f} s", flush=True)
        if best is None or len(valid["score"]) == 0 or valid_loss < best[1]:
            best = (epoch, valid_loss, copy.deepcopy(net.state_dict()))

    epoch, valid_loss, state = best
    net.load_state_dict(state)
    print(f"keeping epoch {epoch} (validation loss {valid_loss:.6f})", flush=True)
    command = " ".join(shlex.quote(a) for a in sys.argv)
    description = (f"round {args.round}; {n} positions; epoch {epoch} of {args.epochs}; "
                   f"validation loss {valid_loss:.6f}; {command}")
    quantise_and_write(net, variant, args, description)
    print(f"wrote {args.output}")


if __name__ == "__main__":
    main()
