//! Differential test against OpenSpiel's `oware` (Abapa rules): `./build.sh test`
//! has OpenSpiel play random games into a trace (tools/openspiel_trace.py) and
//! this test replays every ply on our engine, comparing the legal moves, the
//! board, the scores and the side to move, and the end and its winner.
//!
//! OpenSpiel sweeps the seeds left on the board into each row owner's score
//! when a game ends, so the final ply compares only the winner.

use omweso::*;
use serde::Deserialize;

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Ply {
    board: Vec<Vec<u8>>,
    scores: [u32; 2],
    terminal: bool,
    to_move: Option<Side>,
    legal: Option<Vec<Cell>>,
    #[serde(rename = "move")]
    mv: Option<Cell>,
    winner: Option<Side>,
}

fn rows(pos: &Position) -> Vec<Vec<u8>> {
    let g = pos.rules().geo;
    (0..g.rows).map(|r| (0..g.cols).map(|c| pos.pits()[g.index(r, c) as usize]).collect()).collect()
}

#[test]
#[ignore = "needs an OpenSpiel trace: ./build.sh test makes one and runs this"]
fn oware_agrees_with_openspiel_ply_by_ply() {
    let path = std::env::var("OPENSPIEL_TRACE").expect("OPENSPIEL_TRACE names the trace file");
    let games: Vec<Vec<Ply>> = serde_json::from_str(&std::fs::read_to_string(&path).expect("trace file")).expect("trace JSON");
    assert!(games.len() >= 500, "at least 500 games, got {}", games.len());
    let spec = NewGame::standard("oware");
    let mut plies = 0;
    for (i, plies_of_game) in games.iter().enumerate() {
        let mut game = Game::new(&spec).unwrap();
        for (k, ply) in plies_of_game.iter().enumerate() {
            let at = format!("game {i} ply {k}");
            let pos = *game.position();
            if ply.terminal {
                let result = pos.result().unwrap_or_else(|| panic!("{at}: OpenSpiel ended the game, we did not (board {:?})", rows(&pos)));
                assert_eq!(result.winner, ply.winner, "{at}: the winner ({result:?})");
                break;
            }
            assert!(!pos.is_over(), "{at}: we ended the game ({:?}), OpenSpiel did not", pos.result());
            assert_eq!(rows(&pos), ply.board, "{at}: the board");
            assert_eq!(pos.stores(), ply.scores, "{at}: the scores");
            assert_eq!(Some(pos.to_move()), ply.to_move, "{at}: the side to move");
            let mut ours: Vec<Cell> = pos.legal().iter().map(|d| if let Decision::Sow { pit, .. } = d { *pit } else { unreachable!() }).collect();
            let mut theirs = ply.legal.clone().unwrap();
            ours.sort_by_key(|c| (c.row, c.col));
            theirs.sort_by_key(|c| (c.row, c.col));
            assert_eq!(ours, theirs, "{at}: the legal moves");
            game.play(Decision::Sow { pit: ply.mv.unwrap(), dir: Dir::Ccw }, &mut NullSink).unwrap();
            plies += 1;
        }
    }
    eprintln!("{} games, {plies} plies agree with OpenSpiel", games.len());
}
