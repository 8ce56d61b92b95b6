"""The engine's net file (src/engine/nnue/network.cpp reads it): a header with magic, version,
variant, sizes, quantisation and a description, then the int16/int32 arrays."""

import struct

import numpy as np

MAGIC = b"TORINNUE"
VERSION = 1


def write_net(path, variant, description, ft_bias, ft_weights, out_weights, out_bias,
              qa, qb, eval_scale):
    """Arrays are already quantised: ft_bias (H,), ft_weights (F, H), out_weights (B, 2H) as
    int16, out_bias (B,) as int32."""
    hidden = ft_bias.shape[0]
    buckets = out_bias.shape[0]
    assert ft_weights.shape == (variant.features, hidden)
    assert out_weights.shape == (buckets, 2 * hidden)
    text = description.encode("utf-8")[:4096]
    with open(path, "wb") as f:
        f.write(MAGIC)
        f.write(struct.pack("<5I3iI", VERSION, variant.code, variant.features, hidden, buckets,
                            qa, qb, eval_scale, len(text)))
        f.write(text)
        for array, dtype in ((ft_bias, "<i2"), (ft_weights, "<i2"), (out_weights, "<i2"),
                             (out_bias, "<i4")):
            f.write(np.ascontiguousarray(array, dtype=dtype).tobytes())


def read_net(path, variant):
    """The arrays back as int64, shaped as write_net takes them, with the header's numbers."""
    with open(path, "rb") as f:
        blob = f.read()
    if blob[:8] != MAGIC:
        raise ValueError(f"{path} is not a net file")
    version, code, features, hidden, buckets, qa, qb, scale, text = struct.unpack_from(
        "<5I3iI", blob, 8)
    if version != VERSION or code != variant.code or features != variant.features:
        raise ValueError(f"{path} does not fit {variant.name}")
    at = 8 + 36 + text
    arrays = []
    for count, dtype in ((hidden, "<i2"), (features * hidden, "<i2"), (buckets * 2 * hidden, "<i2"),
                         (buckets, "<i4")):
        arrays.append(np.frombuffer(blob, dtype, count, at).astype(np.int64))
        at += count * np.dtype(dtype).itemsize
    bias, weights, out, out_bias = arrays
    return {"bias": bias, "weights": weights.reshape(features, hidden),
            "out": out.reshape(buckets, 2 * hidden), "out_bias": out_bias, "qa": qa, "qb": qb,
            "scale": scale, "buckets": buckets, "features": features}
