//! Kombe (Lamu, Kenya): inner-pit captures and the relay chain sown against the base direction.

use crate::engine::event::{LapKind, NullSink};
use crate::engine::four_row::orbit::{self, Stop, Way};
use crate::engine::four_row::{first_pit, orbits, FourRow, FourRowRules, Lap, Taken, Turn, ORBIT_AFTER};
use crate::engine::geometry::Geometry;
use crate::engine::illegal::NoReverse;
use crate::engine::layout::rows;
use super::sources;
use crate::engine::ruleset::{four_row_defaults, Layout, Machine, RulesetData};

/// Kombe's rules of its own.
struct Rules;

impl FourRowRules for Rules {
    /// A capture takes only the opponent's inner pit.
    fn taken(&self, g: &Geometry, marker: u8) -> Taken {
        Taken::new(&[g.facing(marker, 0)])
    }

    /// The first lap may be sown against the base direction from any own pit
    /// whose chain reaches a capture.
    fn first_lap_reverse(&self, pos: &FourRow, pit: u8, look_ahead: u64) -> bool {
        pos.captures_allowed() && chain_captures(pos, pit, look_ahead)
    }

    /// Any own pit may start a chain, on a turn that may capture.
    fn reverse_candidates(&self, pos: &FourRow) -> u64 {
        if pos.captures_allowed() {
            u64::MAX
        } else {
            0
        }
    }

    fn no_first_lap_reverse(&self, pos: &FourRow, _pit: u8) -> NoReverse {
        if pos.captures_allowed() {
            NoReverse::ChainNeverCaptures
        } else {
            NoReverse::NoCaptureThisTurn
        }
    }

    /// Such a first lap is relayed on against the base direction (the chain)
    /// until it captures.
    fn reverse_first_lap_chains(&self) -> bool {
        true
    }
}

/// Does a first lap from `pit` against the base direction, relayed on in that
/// direction, reach a capture before the turn ends? A chain that loops never
/// does (RULES §7): the same cycle finder as every turn decides. Undecided
/// after `look_ahead` laps, it counts as no (a search's move list: a move
/// left out costs the search a line, a move wrongly listed would be illegal).
fn chain_captures(pos: &FourRow, pit: u8, look_ahead: u64) -> bool {
    let sower = pos.sower();
    let r = sower.r;
    let dir = r.reverse_dir();
    // Most chains are decided by where their first lap lands, found without
    // sowing (the lap stays on the mover's circuit): in an empty pit the turn
    // ends, on a marker it captures. Only a relay needs the chain played out.
    if !r.skip_thin {
        let (last, before) = sower.lands(&pos.core.pits, pit, LapKind::Move, pos.core.pits[pit as usize], dir);
        if before == 0 {
            return false;
        }
        if sower.is_marker(&pos.core.pits, last, before) {
            return true;
        }
    }
    let mut t = Turn::new(pos, pit, true);
    let mut pits = pos.core.pits;
    pits[pit as usize] = 0;
    // A long chain is a relay orbit against the base direction: the orbit's
    // fast path goes round it (some chains loop for 10⁸ laps before they repeat).
    let way = Way { dir, sticky: dir, chain: true };
    loop {
        if orbits(r) && t.brent.laps >= ORBIT_AFTER && t.kind == LapKind::Relay {
            if let Stop::Endless = orbit::run(&sower, &mut pits, &mut t, look_ahead, way, &mut None) {
                return false;
            }
        }
        if t.brent.laps >= look_ahead {
            return false;
        }
        let first = first_pit(sower.r, t.origin, t.kind, dir);
        if t.brent.repeats_at(&pits, first, t.hand, dir, dir, true) {
            return false;
        }
        match sower.lap(&mut pits, &mut t, first, dir, &mut NullSink) {
            Lap::Over => return false,
            Lap::On(_) if t.captured => return true,
            Lap::On(_) => {}
        }
    }
}

fn layouts(_cols: u8) -> Vec<Layout> {
    vec![Layout { id: "standard", name: "Standard", rows: rows("5 5 5 5 0 0 0 0 / 2 2 2 6 0 0 0 0 / 0 0 0 0 6 2 2 2 / 0 0 0 0 5 5 5 5") }]
}

pub static KOMBE: RulesetData = RulesetData {
    id: "kombe",
    name: "Kombe",
    aliases: &["mbao ya kombe", "mchezo wa kombe"],
    country: "Kenya",
    people: "Swahili of Lamu",
    description: "Played on Lamu island with the seeds of the mkombe tree. A capture takes only the opponent's inner pit, and the first lap of a turn may be sown against the usual direction from any pit when that chain of relays, going on the same way, leads to a capture.",
    differences: &[
        "Fixed starting layout with the seeds on each player's right.",
        "A capture takes only the opponent's inner pit.",
        "The first lap may be sown against the usual direction from any own pit if that lap, with its relays going on the same way, reaches a capture.",
    ],
    sources: &[sources::ARTICLE, sources::DRIEDGER],
    notes: &["Kombe can never make akawumbi, since a capture never takes an outer pit."],
    machine: Machine::FourRow(&Rules),
    rows: 4,
    cols: 8,
    defaults: four_row_defaults!(),
    locked: &[],
    layouts,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::endless::Brent;
    use crate::engine::rng::SplitMix;
    use crate::engine::setup::Setup;

    /// The chain played lap by lap, as before the orbit took long chains;
    /// `None` past a million laps (a test cannot wait for every cycle).
    fn chain_captures_lap_by_lap(pos: &FourRow, pit: u8) -> Option<(bool, u64)> {
        chain_lap_by_lap_within(pos, pit, 1_000_000)
    }

    /// As [`chain_captures_lap_by_lap`], `None` past `most` laps.
    fn chain_lap_by_lap_within(pos: &FourRow, pit: u8, most: u64) -> Option<(bool, u64)> {
        let sower = pos.sower();
        let dir = sower.r.reverse_dir();
        let mut t = Turn::new(pos, pit, true);
        let mut pits = pos.core.pits;
        pits[pit as usize] = 0;
        let mut brent = Brent::default();
        while brent.laps < most {
            let first = first_pit(sower.r, t.origin, t.kind, dir);
            if brent.repeats_at(&pits, first, t.hand, dir, dir, true) {
                return Some((false, brent.laps));
            }
            match sower.lap(&mut pits, &mut t, first, dir, &mut NullSink) {
                Lap::Over => return Some((false, brent.laps)),
                Lap::On(_) if t.captured => return Some((true, brent.laps)),
                Lap::On(_) => {}
            }
        }
        None
    }

    /// A random Kombe board with many seeds on the mover's side and few
    /// facing it: relays that rarely end, so chains that go round for long.
    fn heavy_board(rng: &mut SplitMix) -> Option<FourRow> {
        let mut board = vec![vec![0i64; 8]; 4];
        for _ in 0..(40 + rng.below(80)) {
            board[2 + rng.below(2)][rng.below(8)] += 1;
        }
        for _ in 0..rng.below(12) {
            board[rng.below(2)][rng.below(8)] += 1;
        }
        let mut setup = Setup::new("kombe", board);
        setup.allow_unusual_totals = true;
        match setup.validate().or_else(crate::engine::setup::SetupError::ignore_unusual_totals) {
            Ok((crate::engine::position::Position::FourRow(pos), _, _)) => Some(pos),
            _ => None,
        }
    }

    #[test]
    fn long_chains_round_the_orbit_decide_as_lap_by_lap() {
        // RULES §2.3 Kombe: "the first lap may be sown clockwise from any own pit if that
        // lap, with its relays going on clockwise, reaches a capture"; §7: a chain that
        // loops never does. Boards heavy on the mover's side give long chains.
        let mut rng = SplitMix::new(9);
        let mut long = 0;
        for _ in 0..20_000 {
            let Some(pos) = heavy_board(&mut rng) else { continue };
            for pit in pos.core.rules.geo.side_pits(pos.core.to_move) {
                if pos.core.pits[pit as usize] < 2 {
                    continue;
                }
                let Some((expected, laps)) = chain_captures_lap_by_lap(&pos, pit) else { continue };
                long += (laps >= ORBIT_AFTER) as u32;
                assert_eq!(chain_captures(&pos, pit, u64::MAX), expected, "pit {pit} of {:?}", &pos.core.pits[..32]);
            }
        }
        assert!(long >= 100, "enough chains went round the orbit: {long}");
    }

    #[test]
    fn a_search_leaves_out_a_chain_it_cannot_decide_within_its_laps_and_lists_only_legal_moves() {
        // Issue 25 §2: Kombe's look-ahead (RULES §2.3: a first lap clockwise is
        // legal if its chain reaches a capture) may run 10⁸ laps; inside the
        // search it stops after a turn's laps and leaves the move out. Checked
        // against the chain played lap by lap, under the orbit's threshold and above it.
        let mut rng = SplitMix::new(11);
        let (mut left_out, mut kept, mut refused) = (0, 0, 0);
        for _ in 0..4_000 {
            let Some(pos) = heavy_board(&mut rng) else { continue };
            let position = crate::engine::position::Position::FourRow(pos);
            let g = pos.core.rules.geo;
            for limit in [8, ORBIT_AFTER + 6] {
                let within = position.legal_within(limit);
                for pit in g.side_pits(pos.core.to_move) {
                    if pos.core.pits[pit as usize] < 2 {
                        continue;
                    }
                    let chain = crate::engine::decision::Decision::Sow { pit: g.cell(pit), dir: pos.core.rules.reverse_dir() };
                    match chain_lap_by_lap_within(&pos, pit, limit + 1) {
                        Some((true, laps)) if laps <= limit => {
                            assert!(within.contains(&chain), "a chain capturing at lap {laps} is listed at {limit}");
                            kept += 1;
                        }
                        Some((true, _)) | None => {
                            assert!(!within.contains(&chain), "a chain undecided at {limit} laps is left out");
                            left_out += 1;
                        }
                        Some((false, _)) => {
                            assert!(!within.contains(&chain), "a chain that never captures is not legal");
                            refused += 1;
                        }
                    }
                }
            }
        }
        assert!(left_out >= 50 && kept >= 100 && refused >= 100, "{left_out} chains left out, {kept} kept, {refused} refused");
    }
}
