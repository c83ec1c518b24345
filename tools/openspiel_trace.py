"""Random Oware games played by OpenSpiel, written ply by ply as JSON for the
differential test (tests/openspiel_oware.rs).

    python tools/openspiel_trace.py GAMES SEED OUT.json

Each game is a list of plies; each ply gives, before the move, OpenSpiel's
legal moves, board, scores and side to move, as this project's cells: South
is OpenSpiel's player 0, whose houses A..F are row 1 left to right; player 1's
houses a..f are row 0 right to left.
"""
import json
import random
import sys

import pyspiel


def cell(player, action):
    return [1, action] if player == 0 else [0, 5 - action]


def board(state):
    # observation_string: "player | score0 score1 | houses A..F a..f"
    _, scores, houses = state.observation_string(0).split("|")
    houses = [int(h) for h in houses.split()]
    south, north = houses[:6], houses[6:]
    return [list(reversed(north)), south], [int(s) for s in scores.split()]


def play(rng):
    game = pyspiel.load_game("oware")
    state = game.new_initial_state()
    plies = []
    while True:
        rows, scores = board(state)
        ply = {"board": rows, "scores": scores, "terminal": state.is_terminal()}
        if state.is_terminal():
            r = state.returns()
            ply["winner"] = "south" if r[0] > r[1] else "north" if r[1] > r[0] else None
            plies.append(ply)
            return plies
        player = state.current_player()
        legal = state.legal_actions()
        action = rng.choice(legal)
        ply.update(toMove="south" if player == 0 else "north", legal=[cell(player, a) for a in legal], move=cell(player, action))
        plies.append(ply)
        state.apply_action(action)


def main():
    games, seed, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    rng = random.Random(seed)
    with open(out, "w") as f:
        json.dump([play(rng) for _ in range(games)], f)


if __name__ == "__main__":
    main()
