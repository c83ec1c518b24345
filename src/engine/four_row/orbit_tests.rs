//! The vector lap loop (orbit.rs) against the lap machine (laps.rs), lap by
//! lap (issue 25; RULES §2.1 relays, §2.1 and §7 endless turns): over random
//! boards of every four-row circuit length (4 to 20 pits) under every
//! four-row ruleset's rules, and on each ruleset's own board. The orbit must
//! play exactly the laps the lap machine plays as plain relays (same landing,
//! same board, seeds conserved), hand back every other lap unplayed, and feed
//! the cycle finder the same lap starts, so a turn is proved endless at the
//! same lap with the same saved state.

use super::laps::{Next, Sower};
use super::orbit::{self, Stop, Way};
use super::{first_pit, FourRow, Lap, Turn};
use crate::engine::event::{LapKind, NullSink, Recorder, Slice};
use crate::engine::geometry::{Geometry, Side, MAX_PITS};
use crate::engine::position::Position;
use crate::engine::rng::SplitMix;
use crate::engine::rules::Rules;
use crate::engine::sowing::{Mode, Sowing};
use crate::Decision;
use crate::{Game, NewGame, Variant};

/// Every four-row ruleset whose relays may go round the orbit, at its default options.
fn orbiting_rulesets() -> Vec<FourRow> {
    Variant::all()
        .filter_map(|v| match Game::new(&NewGame::standard(v.id())).ok()?.position() {
            Position::FourRow(p) if super::orbits(&p.core.rules) => Some(*p),
            _ => None,
        })
        .collect()
}

/// A random turn in relay on a random board: many seeds on the mover's
/// side (long relays), a few facing it (markers now and then).
struct Case {
    rules: Rules,
    pos: FourRow,
    pits: [u8; MAX_PITS],
    t: Turn,
    captures: bool,
}

fn random_case(base: &FourRow, cols: u8, rng: &mut SplitMix) -> Case {
    let mut rules = base.core.rules;
    rules.geo = Geometry::new(4, cols);
    // The option `reverse` on some boards: relays that offer a reverse lap.
    if rng.below(3) == 0 {
        rules.reverse_from[LapKind::Relay as usize] = rng.next_u64();
    }
    rules.outer_markers ^= rng.below(4) == 0;
    let g = rules.geo;
    let me = if rng.below(2) == 0 { Side::South } else { Side::North };
    let mine: Vec<u8> = g.side_pits(me).collect();
    let theirs: Vec<u8> = g.side_pits(me.other()).collect();
    let mut pits = [0u8; MAX_PITS];
    for _ in 0..(mine.len() + rng.below(6 * mine.len())) {
        pits[mine[rng.below(mine.len())] as usize] += 1;
    }
    for _ in 0..rng.below(3 * theirs.len()) {
        pits[theirs[rng.below(theirs.len())] as usize] += 1;
    }
    let mut pos = *base;
    pos.core.rules = rules;
    pos.core.pits = pits;
    pos.core.to_move = me;
    let pit = mine[rng.below(mine.len())];
    pos.core.pits[pit as usize] = pos.core.pits[pit as usize].max(1);
    let mut t = Turn::new(&pos, pit, false);
    let mut pits = pos.core.pits;
    pits[pit as usize] = 0;
    t.kind = LapKind::Relay;
    Case { rules, pos, pits, t, captures: rng.below(3) != 0 }
}

/// One lap of the lap machine in the base direction; `Some` when it was a
/// plain relay (no end, no capture, the next lap in the base direction
/// without a choice), with the pit it landed on.
fn machine_lap(sower: &Sower<'_>, pits: &mut [u8; MAX_PITS], t: &mut Turn) -> Option<u8> {
    let base = sower.r.base;
    let first = first_pit(sower.r, t.origin, t.kind, base);
    let Lap::On(last) = sower.lap(pits, t, first, base, &mut NullSink) else { return None };
    let plain = t.kind == LapKind::Relay && matches!(sower.next_direction(pits, t, last), Next::Go(d, _) if d == base);
    plain.then_some(last)
}

fn seeds(pits: &[u8; MAX_PITS], t: &Turn) -> u32 {
    pits.iter().map(|&p| p as u32).sum::<u32>() + t.hand as u32
}

#[test]
fn the_orbit_plays_every_plain_relay_as_the_lap_machine_and_hands_back_every_other_lap() {
    let mut rng = SplitMix::new(25);
    let (mut played, mut handed_back) = (0u64, 0u64);
    for base in orbiting_rulesets() {
        let own = base.core.rules.geo.cols;
        for cols in (2..=10).chain([own]) {
            for _ in 0..150 {
                let case = random_case(&base, cols, &mut rng);
                let sower = Sower { r: &case.rules, me: case.pos.core.to_move, captures: case.captures };
                let (mut pa, mut ta) = (case.pits, case.t);
                let total = seeds(&pa, &ta);
                for lap in 0..3_000 {
                    let (mut pb, mut tb) = (pa, ta);
                    let (p0, t0) = (pa, ta);
                    let plain = machine_lap(&sower, &mut pb, &mut tb).is_some();
                    let n = orbit::skip(&sower, &mut pa, &mut ta, 1);
                    let what = || format!("{:?} {cols} columns, lap {lap}: {:?} hand {} from {}", case.rules.variant, &case.pits[..4 * cols as usize], ta.hand, ta.origin);
                    assert_eq!(n == 1, plain, "the orbit played a lap iff the lap machine's was plain: {}", what());
                    if !plain {
                        assert_eq!((pa, ta.origin, ta.hand), (p0, t0.origin, t0.hand), "a lap handed back is left unplayed: {}", what());
                        handed_back += 1;
                        break;
                    }
                    assert_eq!(pa, pb, "the same board: {}", what());
                    assert_eq!((ta.origin, ta.hand, ta.kind), (tb.origin, tb.hand, tb.kind), "the same landing and hand: {}", what());
                    assert_eq!(seeds(&pa, &ta), total, "seeds conserved: {}", what());
                    played += 1;
                }
            }
        }
    }
    assert!(played > 150_000 && handed_back > 5_000, "{played} laps compared, {handed_back} handed back");
}

#[test]
fn reverse_laps_are_offered_where_the_lap_machine_offers_them() {
    // RULES §2.1 (option `reverse`): a relay may go back the other way when
    // that lap would capture directly. Boards where every landing may be
    // reversed and every pit faces two occupied ones, so that each lap's
    // reverse lap is decided, against the lap machine, lap by lap.
    let mut rng = SplitMix::new(2501);
    let (mut offered, mut plain) = (0u32, 0u32);
    for base in orbiting_rulesets() {
        for cols in 2..=10 {
            for _ in 0..300 {
                let mut case = random_case(&base, cols, &mut rng);
                case.rules.reverse_from[LapKind::Relay as usize] = u64::MAX;
                case.captures = true;
                let g = case.rules.geo;
                let len = 2 * cols as u32;
                // Few seeds on most of the mover's pits, and on some almost
                // a round (a reverse lap that ends just past where the relay
                // began), or more; the opponent's all occupied.
                for p in g.side_pits(case.pos.core.to_move) {
                    let many = [len - 3, len - 2, len - 2, rng.below(2 * len as usize) as u32];
                    case.pits[p as usize] = if rng.below(3) == 0 { many[rng.below(4)] as u8 } else { rng.below(3) as u8 };
                }
                for p in g.side_pits(case.pos.core.to_move.other()) {
                    case.pits[p as usize] = 1 + rng.below(2) as u8;
                }
                case.pits[case.t.origin as usize] = 0;
                case.t.hand = 1 + rng.below(len as usize - 1) as u8;
                let sower = Sower { r: &case.rules, me: case.pos.core.to_move, captures: true };
                let (mut pa, mut ta) = (case.pits, case.t);
                for _ in 0..200 {
                    let (mut pb, mut tb) = (pa, ta);
                    let base_dir = case.rules.base;
                    let first = first_pit(sower.r, tb.origin, tb.kind, base_dir);
                    let Lap::On(last) = sower.lap(&mut pb, &mut tb, first, base_dir, &mut NullSink) else { break };
                    let asks = tb.kind == LapKind::Relay && matches!(sower.next_direction(&pb, &tb, last), Next::Ask(_));
                    let n = orbit::skip(&sower, &mut pa, &mut ta, 1);
                    let what = || format!("{:?} {cols} columns: {:?} hand {} from {}", case.rules.variant, &case.pits[..4 * cols as usize], ta.hand, ta.origin);
                    if asks {
                        assert_eq!(n, 0, "a reverse lap is offered: the orbit hands the lap back: {}", what());
                        offered += 1;
                        break;
                    }
                    if tb.kind != LapKind::Relay {
                        break;
                    }
                    assert_eq!(n, 1, "no reverse lap to offer: the orbit plays the relay: {}", what());
                    assert_eq!((pa, ta.origin, ta.hand), (pb, tb.origin, tb.hand), "the same lap: {}", what());
                    plain += 1;
                }
            }
        }
    }
    assert!(offered > 2_000 && plain > 2_000, "{offered} reverse laps offered, {plain} relays without one");
}

#[test]
fn a_handed_back_lap_leaves_the_turn_as_it_was() {
    let mut rng = SplitMix::new(7);
    let mut seen = 0;
    for base in orbiting_rulesets() {
        for cols in 2..=10 {
            for _ in 0..200 {
                let case = random_case(&base, cols, &mut rng);
                let sower = Sower { r: &case.rules, me: case.pos.core.to_move, captures: case.captures };
                let (mut pa, mut ta) = (case.pits, case.t);
                // Plain laps until one is not (an endless orbit: until 10,000).
                if orbit::skip(&sower, &mut pa, &mut ta, 10_000) == 10_000 {
                    continue;
                }
                let (before, t_before) = (pa, ta);
                assert_eq!(orbit::skip(&sower, &mut pa, &mut ta, 1), 0);
                assert_eq!((pa, ta.origin, ta.hand, ta.kind), (before, t_before.origin, t_before.hand, LapKind::Relay), "nothing changed");
                seen += 1;
            }
        }
    }
    assert!(seen > 1_000);
}

/// The lap machine's own loop over plain relays with the cycle finder, as
/// `run_turn` plays them: the lap start is fed after the lap is known plain.
fn machine_run(sower: &Sower<'_>, pits: &mut [u8; MAX_PITS], t: &mut Turn, until: u64) -> Stop {
    let base = sower.r.base;
    loop {
        if t.brent.laps >= until {
            return Stop::Handback;
        }
        let (mut p, mut u) = (*pits, *t);
        if machine_lap(sower, &mut p, &mut u).is_none() {
            return Stop::Handback;
        }
        let first = first_pit(sower.r, t.origin, t.kind, base);
        if t.brent.repeats_at(pits, first, t.hand, base, t.sticky, t.chain) {
            return Stop::Endless;
        }
        let brent = t.brent;
        (*pits, *t) = (p, u);
        t.brent = brent;
    }
}

#[test]
fn the_orbit_proves_the_same_turns_endless_at_the_same_lap_with_the_same_cycle_finder() {
    let mut rng = SplitMix::new(2025);
    let (mut endless, mut handed_back, mut laps) = (0u32, 0u32, 0u64);
    for base in orbiting_rulesets() {
        let own = base.core.rules.geo.cols;
        for cols in (2..=10).chain([own]) {
            // Small circuits close their cycles soonest: more of them.
            for _ in 0..if cols <= 4 { 800 } else { 100 } {
                let case = random_case(&base, cols, &mut rng);
                let sower = Sower { r: &case.rules, me: case.pos.core.to_move, captures: case.captures };
                let (mut pa, mut ta) = (case.pits, case.t);
                // A few laps on the lap machine first: the orbit then starts
                // from a saved state of the lap machine's (or none).
                let head = rng.below(40) as u64;
                if let Stop::Endless = machine_run(&sower, &mut pa, &mut ta, head) {
                    continue;
                }
                let (mut pb, mut tb) = (pa, ta);
                let until = head + 1 + rng.below(200_000) as u64;
                let base_dir = case.rules.base;
                let a = orbit::run(&sower, &mut pa, &mut ta, until, Way { dir: base_dir, sticky: base_dir, chain: false }, &mut None);
                let b = machine_run(&sower, &mut pb, &mut tb, until);
                let what = format!("{:?} {cols} columns: {:?}", case.rules.variant, &case.pits[..4 * cols as usize]);
                assert_eq!(std::mem::discriminant(&a), std::mem::discriminant(&b), "the same stop: {what}");
                assert_eq!(pa, pb, "the same board: {what}");
                assert_eq!((ta.origin, ta.hand), (tb.origin, tb.hand), "the same lap start: {what}");
                assert_eq!(ta.brent, tb.brent, "the same cycle finder, its saved state included: {what}");
                endless += matches!(a, Stop::Endless) as u32;
                handed_back += matches!(a, Stop::Handback) as u32;
                laps += ta.brent.laps;
            }
        }
    }
    assert!(endless > 100 && handed_back > 300, "{endless} proved endless, {handed_back} handed back, {laps} laps");
}

#[test]
fn two_replays_meet_round_the_orbit_where_they_meet_lap_by_lap() {
    // Brent's second phase (RULES §7: the board goes back to the cycle's first
    // state): two runs of one turn some laps apart, stepped together.
    let mut rng = SplitMix::new(77);
    let (mut met, mut stopped) = (0u32, 0u32);
    for base in orbiting_rulesets() {
        for cols in 2..=10 {
            for _ in 0..if cols <= 4 { 400 } else { 60 } {
                let case = random_case(&base, cols, &mut rng);
                let sower = Sower { r: &case.rules, me: case.pos.core.to_move, captures: case.captures };
                let (mut pa, mut ta) = (case.pits, case.t);
                // A period ahead, when the turn is found endless soon; else some laps ahead.
                let (mut pc, mut tc) = (pa, ta);
                let base_dir = case.rules.base;
                let ahead = match orbit::run(&sower, &mut pc, &mut tc, 200_000, Way { dir: base_dir, sticky: base_dir, chain: false }, &mut None) {
                    Stop::Endless if rng.below(4) != 0 => tc.brent.period(),
                    _ => rng.below(600) as u64,
                };
                let (mut pb, mut tb) = (pa, ta);
                orbit::skip(&sower, &mut pb, &mut tb, ahead);
                let (mut qa, mut ua, mut qb, mut ub) = (pa, ta, pb, tb);
                let key = |p: &[u8; MAX_PITS], t: &Turn| (*p, first_pit(sower.r, t.origin, t.kind, sower.r.base), t.hand);
                // Lap by lap, for at most a million laps.
                let mut expected = None;
                for _ in 0..1_000_000 {
                    let (mut p, mut u, mut q, mut v) = (qa, ua, qb, ub);
                    let plain = machine_lap(&sower, &mut p, &mut u).is_some() && machine_lap(&sower, &mut q, &mut v).is_some();
                    if !plain || key(&qa, &ua) == key(&qb, &ub) {
                        expected = Some(plain && key(&qa, &ua) == key(&qb, &ub));
                        break;
                    }
                    (qa, ua, qb, ub) = (p, u, q, v);
                }
                let Some(expected) = expected else { continue };
                // At most `max` laps, then on from there: a page's slice may stop the meeting anywhere.
                let max = if rng.below(2) == 0 { u64::MAX } else { rng.below(50) as u64 };
                let (mut got, went) = orbit::meet(&sower, (&mut pa, &mut ta), (&mut pb, &mut tb), max);
                assert!(went <= max, "{went} laps, at most {max}");
                if !got && went == max {
                    got = orbit::meet(&sower, (&mut pa, &mut ta), (&mut pb, &mut tb), u64::MAX).0;
                }
                let what = format!("{:?} {cols} columns: {:?}", case.rules.variant, &case.pits[..4 * cols as usize]);
                assert_eq!(got, expected, "met: {what}");
                assert_eq!((pa, ta.origin, ta.hand, pb, tb.origin, tb.hand), (qa, ua.origin, ua.hand, qb, ub.origin, ub.hand), "the same two states: {what}");
                met += got as u32;
                stopped += !got as u32;
            }
        }
    }
    assert!(met > 100 && stopped > 1_000, "{met} met, {stopped} stopped at a lap not plain");
}

#[test]
fn an_endless_turns_first_state_is_found_from_a_checkpoint_as_from_its_first_lap() {
    // RULES §7: an endless turn ends with the board as at the first
    // occurrence of the repeated state. Brent's second phase may start its
    // fast replay from a checkpoint the orbit kept (issue 25); the turn must
    // end exactly as the lap machine alone ends it, seed by seed, with no
    // orbit and no checkpoint. Turns from random boards of 2 to 6 columns
    // (small circuits close their cycles soonest), on every four-row
    // ruleset that orbits, played whole in both ways.
    let mut rng = SplitMix::new(725);
    let (mut endless, mut compared) = (0u32, 0u32);
    let used_before = super::laps::CHECKPOINTS_USED.with(|n| n.get());
    for base in orbiting_rulesets() {
        for cols in (2..=6).flat_map(|c| [c; 40]) {
            let case = random_case(&base, cols, &mut rng);
            let (pos, g, me) = (case.pos, case.rules.geo, case.pos.core.to_move);
            for pit in g.side_pits(me).filter(|&p| pos.core.pits[p as usize] >= 2).take(4) {
                let d = Decision::Sow { pit: g.cell(pit), dir: pos.core.rules.base };
                let answer = |p: &mut FourRow, sink: &mut dyn FnMut(&mut FourRow)| {
                    while p.pending.is_some() {
                        sink(p);
                    }
                };
                // The lap machine alone first: turns it ends within 300,000 laps.
                let (mut fast, mut slow) = (pos, pos);
                let mut rec = Recorder::new(usize::MAX);
                slow.play_legal(d, &mut Slice { inner: &mut rec, until: 300_000 }, Mode::Play);
                answer(&mut slow, &mut |p| {
                    p.play_legal(Decision::Direction { dir: p.core.rules.base }, &mut Slice { inner: &mut Recorder::new(usize::MAX), until: 300_000 }, Mode::Play)
                });
                if slow.working.is_some() {
                    continue;
                }
                // The fast paths must end it too, within as many laps again.
                fast.play_legal(d, &mut Slice { inner: &mut NullSink, until: 600_000 }, Mode::Play);
                answer(&mut fast, &mut |p| p.play_legal(Decision::Direction { dir: p.core.rules.base }, &mut Slice { inner: &mut NullSink, until: 600_000 }, Mode::Play));
                assert!(fast.working.is_none(), "{:?} {cols} columns: {d} from {:?} ended", base.core.rules.variant, &pos.core.pits[..g.pits()]);
                assert_eq!(fast.core.pits, slow.core.pits, "{:?} {cols} columns: {d} from {:?}", base.core.rules.variant, &pos.core.pits[..g.pits()]);
                assert_eq!(fast.core.result, slow.core.result, "{:?}: {d}", base.core.rules.variant);
                compared += 1;
                endless += fast.core.result.is_some_and(|r| r.reason == crate::EndReason::Endless) as u32;
            }
        }
    }
    let used = super::laps::CHECKPOINTS_USED.with(|n| n.get()) - used_before;
    assert!(endless > 50 && used > 20, "{compared} turns compared, {endless} endless, {used} second phases from a checkpoint");
}
