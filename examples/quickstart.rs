//! The crate's quick start: a new game, its legal decisions, a decision played
//! with its events, a paused turn answered, and the game saved and loaded.
//!
//! `cargo run --example quickstart`

use omweso::{Decision, Event, Game, NewGame, Recorder};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // A new game of Omweso with the default layout and options.
    let mut game = Game::new(&NewGame::standard("omweso"))?;
    println!("{} to move; {} legal decisions", game.position().to_move().name(), game.legal().len());

    // Play the first legal decision, recording every event (one per seed sown).
    let first = game.legal().as_slice()[0];
    let mut events = Recorder::new(10_000);
    game.play(first, &mut events)?;
    let events = events.finish();
    let sown = events.iter().filter(|e| matches!(e, Event::Sow { .. })).count();
    println!("played {first}: {} events, {sown} seeds sown", events.len());

    // A paused turn asks for a direction; answering is a decision like any other.
    while let Some(turn) = game.position().pending() {
        println!("the turn pauses at a pit with {} seeds in hand", turn.hand);
        let base = game.position().rules().base;
        game.play(Decision::Direction { dir: base }, &mut omweso::NullSink)?;
    }

    // Seeds are never made or lost.
    assert_eq!(game.position().total_seeds(), 64);

    // Save and load: the setup and the decisions, replayed on load.
    let saved = game.to_json();
    let loaded = Game::from_json(&saved)?;
    assert_eq!(loaded.position(), game.position());
    println!("saved and loaded: {} bytes of JSON", saved.len());
    Ok(())
}
