//! Perft-like counts: the number of distinct legal decision sequences of each
//! depth from the standard layouts (a pause's direction choice is a decision
//! too). The data lives in tests/perft.txt and this one driver reads it.
//! `PERFT_PRINT=1 cargo test --test perft -- --nocapture` prints fresh counts.

use omweso::*;

fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let legal = pos.legal();
    if depth == 1 {
        return legal.len() as u64;
    }
    legal
        .iter()
        .map(|&d| {
            let mut next = *pos;
            next.play(d, &mut NullSink).expect("a listed decision plays");
            perft(&next, depth - 1)
        })
        .sum()
}

fn start(ruleset: &str, layout: &str, options: &str) -> Position {
    let options: OptionMap = options
        .split(',')
        .filter(|s| !s.is_empty() && *s != "-")
        .map(|kv| {
            let (k, v) = kv.split_once('=').expect("key=value");
            (k.to_string(), serde_json::from_str(v).unwrap_or(OptionValue::Choice(v.to_string())))
        })
        .collect();
    let spec = NewGame { layout: Some(LayoutChoice::Preset(layout.into())), options, ..NewGame::standard(ruleset) };
    *Game::new(&spec).expect("a standard start").position()
}

#[test]
fn perft_counts_match_the_data_file() {
    let data = include_str!("perft.txt");
    let print = std::env::var("PERFT_PRINT").is_ok();
    let mut checked = 0;
    for line in data.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let f: Vec<&str> = line.split_whitespace().collect();
        let [ruleset, layout, options, depth, expected] = f[..] else { panic!("bad line: {line}") };
        let depth: u32 = depth.parse().unwrap();
        let got = perft(&start(ruleset, layout, options), depth);
        if print {
            println!("{ruleset} {layout} {options} {depth} {got}");
        } else {
            assert_eq!(got, expected.parse::<u64>().unwrap(), "{line}");
        }
        checked += 1;
    }
    assert!(checked >= 33, "{checked} lines");
}

#[test]
fn depth_one_by_hand() {
    // Omweso, all twos: South may sow each of its 16 pits counter-clockwise; the
    // four leftmost can also reverse only where a clockwise lap captures directly:
    // from [2,0] two seeds go to [2,1], [2,2], landing on a marker (all pits occupied).
    let pos = start("omweso", "all-twos", "-");
    let legal = pos.legal();
    let cw: Vec<_> = legal.iter().filter(|d| matches!(d, Decision::Sow { dir: Dir::Cw, .. })).collect();
    assert_eq!(legal.len(), 16 + cw.len());
    assert!(!cw.is_empty() && cw.len() <= 4);
    // Oware: six pits, Layli Goobalay: six pits.
    assert_eq!(perft(&start("oware", "standard", "-"), 1), 6);
    assert_eq!(perft(&start("layli-goobalay", "standard", "-"), 1), 6);
    // Outer fours: the eight outer pits, no reverse (a clockwise lap of 4 from [3,0] or [3,1]
    // ends in an empty inner pit).
    assert_eq!(perft(&start("omweso", "outer-fours", "-"), 1), 8);
}
