"""Writing the engine's net file (src/engine/nnue/network.cpp reads it): a header with magic,
version, variant, sizes, quantisation and a description, then the int16/int32 arrays."""

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
