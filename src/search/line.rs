//! Oware's repetition rule along the line a search explores: the game's own
//! window (the positions since its last capture) extended by the positions
//! of the line, so a decision that brings back a position ends the game here
//! as it would in play.

use crate::engine::event::NullSink;
use crate::engine::game::Game;
use crate::engine::position::Position;

/// The positions since the last capture, from the game and down the line.
pub(crate) struct Line {
    keys: Vec<u128>,
    /// Where each ply's window starts (a capture starts a new one).
    starts: Vec<usize>,
    stores: Vec<[u32; 2]>,
}

impl Line {
    /// The game's window; empty for games without the rule.
    pub(crate) fn new(game: &Game) -> Line {
        let (keys, stores) = game.repetition().window();
        let oware = matches!(game.position(), Position::Oware(_));
        let mut line = Line { keys: Vec::with_capacity(1024), starts: Vec::with_capacity(256), stores: Vec::with_capacity(256) };
        if oware {
            line.keys.extend_from_slice(keys);
            line.starts.push(0);
            line.stores.push(stores);
        }
        line
    }

    /// Step down the line to `child`; if it repeats a position since the last
    /// capture, the game ends there by the rule. Call [`Line::pop`] after.
    #[inline]
    pub(crate) fn push(&mut self, child: &mut Position) {
        let Position::Oware(o) = child else { return };
        let (start, stores) = (*self.starts.last().expect("a window"), *self.stores.last().expect("a window"));
        let start = if o.stores() == stores { start } else { self.keys.len() };
        let key = o.key();
        if o.core.result.is_none() && self.keys[start..].contains(&key) {
            o.end_by_repetition(&mut NullSink);
        }
        self.keys.push(key);
        self.starts.push(start);
        self.stores.push(o.stores());
    }

    /// Step back up.
    #[inline]
    pub(crate) fn pop(&mut self, child: &Position) {
        if let Position::Oware(_) = child {
            self.keys.pop();
            self.starts.pop();
            self.stores.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::event::EndReason;
    use crate::engine::setup::NewGame;

    #[test]
    fn a_position_seen_since_the_last_capture_ends_the_game_down_the_line() {
        // RULES §3.2: "If a position repeats, the game ends and each player
        // takes the seeds on their own side." The game's window holds the
        // position now; the same position reached down the line repeats it.
        let game = Game::new(&NewGame::standard("oware")).unwrap();
        let mut line = Line::new(&game);
        let mut again = *game.position();
        line.push(&mut again);
        assert_eq!(again.result().map(|o| o.reason), Some(EndReason::Repetition));
        line.pop(&again);
        // A new position does not.
        let d = game.legal().as_slice()[0];
        let mut next = super::super::bounded::play(game.position(), d).unwrap();
        line.push(&mut next);
        assert!(next.result().is_none());
    }
}
