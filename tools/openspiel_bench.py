"""OpenSpiel's Oware (default: Abapa, 6 pits a side, 4 seeds a pit, 25 to win),
random playouts per second, two ways:

1. C++ core: the playout loop runs inside OpenSpiel's C++. The PyPI wheel's
   pyspiel exposes the C++ MCTSBot and RandomRolloutEvaluator (the evaluator's
   own `evaluate` is not bound). An MCTSBot with max_simulations=1 runs a
   single simulation, and on a fresh root that simulation is one call of
   RandomRolloutEvaluator::Evaluate, which plays n_rollouts random games to the
   end in C++ (Clone, then LegalActions / uniform pick / ApplyAction until
   IsTerminal), before the bot samples its move from the uniform prior. So one
   bot.step(initial state) from Python is n_rollouts C++ playouts; Python is
   crossed once per batch of BATCH games. The per-call cost outside the
   playouts is bounded from above by timing the same call with n_rollouts=1
   (one playout plus all overhead), and printed.
2. Python-driven: a Python loop calls apply_action per ply, so the figure
   includes Python's per-call overhead, not only OpenSpiel's C++.

Usage: openspiel_bench.py [SECONDS [JSON_FILE]]
"""
import json
import os
import random
import sys
import time

import pyspiel

BATCH = 2000  # C++ playouts per Python call

seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
json_path = sys.argv[2] if len(sys.argv) > 2 else None
game = pyspiel.load_game("oware")
params = game.get_parameters()
assert params.get("num_houses_per_player", 6) == 6 and params.get("num_seeds_per_house", 4) == 4, params
initial = game.new_initial_state()


def rollout_bot(n_rollouts, seed):
    evaluator = pyspiel.RandomRolloutEvaluator(n_rollouts, seed)
    # game, evaluator, uct_c, max_simulations, max_memory_mb, solve, seed, verbose
    return pyspiel.MCTSBot(game, evaluator, 2.0, 1, 1000, False, seed, False)


# 1. C++ core.
bot = rollout_bot(BATCH, 1)
bot.step(initial)  # warm-up
cpp_games = 0
t0 = time.perf_counter()
while time.perf_counter() - t0 < seconds:
    bot.step(initial)
    cpp_games += BATCH
cpp_el = time.perf_counter() - t0
cpp_rate = cpp_games / cpp_el
one = rollout_bot(1, 2)
calls = 500
t1 = time.perf_counter()
for _ in range(calls):
    one.step(initial)
per_call = (time.perf_counter() - t1) / calls  # overhead + one playout
overhead = per_call / (cpp_el / (cpp_games / BATCH))

# 2. Python-driven.
rng = random.Random(1)
games = plies = 0
t0 = time.perf_counter()
while time.perf_counter() - t0 < seconds:
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
        plies += 1
    games += 1
elapsed = time.perf_counter() - t0
py_rate, py_dec = games / elapsed, plies / elapsed
avg_len = plies / games

print(f"openspiel oware (C++ core) {cpp_rate:.0f} playouts/s  (~{cpp_rate * avg_len:.0f} decisions/s at the Python-driven games' "
      f"{avg_len:.1f} plies a game; C++ MCTSBot(max_simulations=1) + RandomRolloutEvaluator, {BATCH} playouts a call, "
      f"Python overhead <= {overhead:.2%})")
print(f"openspiel oware (Python-driven) {py_rate:12.0f} playouts/s {py_dec:12.0f} decisions/s  (includes Python overhead)")
if json_path:
    os.makedirs(os.path.dirname(json_path) or ".", exist_ok=True)
    with open(json_path, "w") as f:
        json.dump({"cpp_playouts_per_s": cpp_rate, "cpp_overhead_bound": overhead, "python_playouts_per_s": py_rate,
                   "python_decisions_per_s": py_dec, "avg_length": avg_len, "params": {k: v for k, v in params.items()}}, f, indent=2)
