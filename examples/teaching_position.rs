//! A teacher's position: any counts, validated with every problem listed,
//! then played from, and a move's endlessness asked before it is played.
//!
//! `cargo run --example teaching_position`

use omweso::{Cell, Decision, Dir, Game, Setup, Side};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // Rows top to bottom, as drawn: North's outer and inner rows, then South's inner and outer.
    let rows = |text: &str| text.split('/').map(|r| r.split_whitespace().map(|n| n.parse().unwrap()).collect()).collect();

    // A malformed position is refused with every problem at once.
    let bad = Setup::new("omweso", rows("2 2 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 -1"));
    match Game::from_setup(bad) {
        Err(e) => println!("refused: {e}"),
        Ok(_) => unreachable!("a two-pit row is not an Omweso board"),
    }

    // RULES §2.1's known hard case: North's move from [0, 4] never ends.
    let mut setup = Setup::new("omweso", rows("1 0 3 0 6 3 8 0 / 2 14 0 8 1 5 1 3 / 4 0 0 1 0 0 0 1 / 0 1 1 0 0 0 0 1"));
    setup.to_move = Some(Side::North);
    setup.allow_unusual_totals = true;
    let game = Game::from_setup(setup)?;
    let short = Decision::Sow { pit: Cell { row: 1, col: 1 }, dir: Dir::Ccw };
    println!("{short} is endless: {}", game.position().is_endless(short)?);
    Ok(())
}
