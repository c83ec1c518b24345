"""OpenSpiel's Oware, random playouts per second, timed from Python (so the
figure includes Python's per-call overhead, not only OpenSpiel's C++)."""
import random
import sys
import time

import pyspiel

seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
game = pyspiel.load_game("oware")
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
print(f"openspiel oware (Python-driven) {games / elapsed:12.0f} playouts/s {plies / elapsed:12.0f} decisions/s  (includes Python overhead)")
