//! Preset starting layouts and the patterns several rulesets share.

use super::ruleset::Layout;

/// Parse rows written as in RULES.md: `"4 0 4 0 / 0 4 0 4"`.
pub fn rows(text: &str) -> Vec<Vec<u8>> {
    text.split('/').map(|row| row.split_whitespace().map(|n| n.parse().expect("layout digits")).collect()).collect()
}

/// Every pit of `rows` x `cols` holding `n`.
pub fn uniform(rows: usize, cols: u8, n: u8) -> Vec<Vec<u8>> {
    vec![vec![n; cols as usize]; rows]
}

/// Omweso's three presets from seed 000, scaled to any width (Aweet: 4x10).
pub fn omweso_presets(cols: u8) -> Vec<Layout> {
    let c = cols as usize;
    let outer = vec![4u8; c];
    let empty = vec![0u8; c];
    let even: Vec<u8> = (0..c).map(|i| if i % 2 == 0 { 4 } else { 0 }).collect();
    let odd: Vec<u8> = (0..c).map(|i| if i % 2 == 0 { 0 } else { 4 }).collect();
    vec![
        Layout { id: "outer-fours", name: "Outer fours", rows: vec![outer.clone(), empty.clone(), empty, outer] },
        Layout { id: "all-twos", name: "All twos", rows: uniform(4, cols, 2) },
        Layout { id: "checkerboard", name: "Checkerboard", rows: vec![even.clone(), odd.clone(), even, odd] },
    ]
}

/// The two-row games' start: 4 seeds in every pit.
pub fn two_row_standard(cols: u8) -> Vec<Layout> {
    vec![Layout { id: "standard", name: "Four in every pit", rows: uniform(2, cols, 4) }]
}
