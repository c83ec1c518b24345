//! Omweso, the Uganda custom (seed 000) and the tournament rules (seeds 001/002).

use crate::engine::four_row::OMWESO;
use crate::engine::layout::omweso_presets;
use super::sources;
use crate::engine::ruleset::{four_row_defaults, Machine, RulesetData};

pub static UGANDA: RulesetData = RulesetData {
    id: "omweso",
    name: "Omweso (Uganda)",
    aliases: &["mweso", "omweso-uganda"],
    country: "Uganda",
    people: "Baganda",
    description: "The great sowing game of Uganda, played on four rows of eight pits with 64 seeds. Each player sows around their own two rows; a last seed that lands on a full pit is relayed on, and one that lands on a marker facing two full enemy pits captures them and sows the captured seeds back into play. Players arrange their own 32 seeds before the game, and the clever use of reverse laps decides many games.",
    differences: &[],
    sources: &[sources::ARTICLE, sources::NSIMBI, sources::SHACKELL, sources::SHACKELL_MORE, sources::WAYLAND],
    notes: &["Kiela (Angola) is named by the sources as very similar to Omweso, without rules of its own."],
    machine: Machine::FourRow(&OMWESO),
    rows: 4,
    cols: 8,
    defaults: four_row_defaults!(),
    locked: &[],
    layouts: omweso_presets,
};

pub static TOURNAMENT: RulesetData = RulesetData {
    id: "omweso-tournament",
    name: "Omweso (tournament)",
    aliases: &["mweso-tournament", "omweso tournament rules"],
    country: "Uganda",
    people: "Baganda",
    description: "Omweso as played in organised tournaments: a match runs until a player has 12 points. A normal win (okwa bulijo) is worth 1, cutting the opponent's inner row empty (okutema) 2, akakyala 2, and emptying the whole territory (akawumbi) 12. Nobody captures on their first turn, and before the first capture a pit of three may be sown as okwesera.",
    differences: &[
        "A match is played to 12 points; the loser of a game moves first in the next.",
        "Okutema (2 points): after a capturing turn the opponent's inner row is empty, or both end columns were cut.",
        "Akawumbi (12 points): after a capturing turn the opponent's territory is empty.",
        "Akakyala (2 points): captures on any two turns before the opponent's first capture.",
        "No capture on a player's first turn.",
        "Okwesera: before the first capture, 3 seeds can be sown two and one, ending the turn.",
    ],
    sources: &[sources::MANCALA_WORLD, sources::SHACKELL, sources::ARTICLE],
    notes: &["Game modes: ekyokubala (untimed), ekisibé (no take-backs), ekyobutabal (blitz, 3 seconds a move: a matter for the clock, not the engine)."],
    machine: Machine::FourRow(&OMWESO),
    rows: 4,
    cols: 8,
    defaults: four_row_defaults!(
        "akakyala" => C("any_two"),
        "win_scheme" => C("tournament"),
        "match_to" => I(12),
        "no_capture_first_turn" => B(true),
        "okwesera" => B(true),
    ),
    locked: &[],
    layouts: omweso_presets,
};
