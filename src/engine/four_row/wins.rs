//! The end of a four-row turn and the wins judged there, in the order of
//! RULES §7: akawumbi, okutema or emitwe-ebiri, akakyala, then the normal win
//! (okwa bulijo) of a player left without a move.

use super::{FourRow, Turn};
use crate::engine::event::{EndReason, Event, Sink};
use crate::engine::rules::Akakyala;
use crate::engine::sowing::Sowing;

impl FourRow {
    /// Close a turn (`None` for a pass, a timeout or okwesera) and judge the wins.
    pub(super) fn end_turn<S: Sink>(&mut self, t: Option<&Turn>, sink: &mut S) {
        let me = self.core.to_move;
        let opp = me.other();
        let (i, o) = (me.index(), opp.index());
        let captured = t.is_some_and(|t| t.captured);
        let previous_captured = self.last_turn_captured[i];
        self.core.turns[i] += 1;
        self.last_turn_captured[i] = captured;
        self.passes = 0;
        if captured {
            self.capture_turns[i] += 1;
            self.core.captured[i] = true;
        }
        sink.push(Event::TurnEnd { player: me });
        self.core.to_move = opp;
        if let Some(t) = t.filter(|t| t.captured) {
            if let Some((reason, points)) = self.special_win(t, previous_captured, o) {
                return self.core.finish(Some(me), reason, points, sink);
            }
        }
        self.settle(sink);
    }

    /// A special win by the turn just played (the mover is `opp`'s opponent).
    fn special_win(&self, t: &Turn, previous_captured: bool, o: usize) -> Option<(EndReason, u32)> {
        let c = &self.core;
        let r = &c.rules;
        let g = r.geo;
        let opp = c.to_move;
        let i = opp.other().index();
        let end_col = t.last_capture_col == 0 || t.last_capture_col == g.cols - 1;
        let opp_empty = c.side_seeds(opp) == 0;
        let both_ends = r.emitwe_ebiri && t.cut_left && t.cut_right;
        let akakyala = !c.captured[o]
            && match r.akakyala {
                Akakyala::Consecutive => previous_captured,
                Akakyala::AnyTwo => self.capture_turns[i] >= 2,
                Akakyala::Off => false,
            };
        if r.tournament {
            let (inner, _) = g.side_rows(opp);
            let inner_empty = (0..g.cols).all(|col| c.pits[g.index(inner, col) as usize] == 0);
            if r.akawumbi && opp_empty && end_col {
                Some((EndReason::Akawumbi, r.akawumbi_points))
            } else if inner_empty || both_ends {
                Some((EndReason::Okutema, 2))
            } else if akakyala {
                Some((EndReason::Akakyala, 2))
            } else {
                None
            }
        } else if r.akawumbi && t.opp_full_at_start && t.taken == g.side_mask(opp) && end_col {
            Some((EndReason::Akawumbi, r.akawumbi_points))
        } else if both_ends {
            Some((EndReason::EmitweEbiri, 1))
        } else if akakyala {
            Some((EndReason::Akakyala, 1))
        } else {
            None
        }
    }
}
