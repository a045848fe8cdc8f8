"""The serving batch search started from its closed-form bound (core/estimate/serving.batch_bound, issue 32) gives
the binary search's answer exactly: random replica shapes, both predicates the engine searches."""

import math
import random

from gpu_advisor.core.estimate.serving import Shape, _largest, batch_bound, latency_s, round_s, ttft_s


def _shapes(n: int):
    rnd = random.Random(20261204)
    for _ in range(n):
        yield Shape(active=10 ** rnd.uniform(8, 11.7), weights=10 ** rnd.uniform(9, 12), kv_tok=10 ** rnd.uniform(4, 6.5),
                    n_in=float(rnd.choice([1, 128, 1000, 4096, 32000])), n_out=float(rnd.choice([1, 64, 500, 2000])),
                    tp=rnd.choice([1, 2, 4, 8]), pp=rnd.choice([1, 1, 2, 4]), peak=10 ** rnd.uniform(13.5, 15.5),
                    bw=10 ** rnd.uniform(11.5, 12.9), usable=10 ** rnd.uniform(10, 11.3), tp_eff=rnd.uniform(0.5, 1.0))


def test_the_walk_from_the_bound_finds_what_the_binary_search_finds():
    rnd = random.Random(7)
    checked = walked = 0
    for s in _shapes(3000):
        eta_c, eta_b = rnd.uniform(0.2, 0.7), rnd.uniform(0.4, 0.9)
        hi = rnd.choice([1, 2, 64, 256, 1024])
        tpot = 10 ** rnd.uniform(-3, -0.5)
        target = 10 ** rnd.uniform(-1, 2)
        for ok, guess in (
                (lambda n: round_s(s, n, eta_c, eta_b) <= tpot, batch_bound(s, tpot, eta_c, eta_b)),
                (lambda n: latency_s(s, n, eta_c, eta_b) <= target,
                 batch_bound(s, (target - ttft_s(s, eta_c)) / s.n_out, eta_c, eta_b))):
            want = _largest(1, hi, ok)
            assert _largest(1, hi, ok, guess) == want, (s, hi)
            # a guess off by any amount still lands on the same answer (the walk asks ok itself)
            assert _largest(1, hi, ok, guess + rnd.uniform(-5, 5)) == want
            checked += 1
            walked += 1 < want < hi
    assert checked == 6000 and walked > 500  # many answers strictly inside the range, not only its ends


def test_a_guess_that_is_not_a_number_falls_back_to_the_binary_search():
    assert _largest(1, 100, lambda n: n <= 37, math.nan) == 37
    assert _largest(1, 100, lambda n: n <= 37, math.inf) == 37
    assert _largest(1, 100, lambda n: False, 50.0) == 1
