//! Coro (Lango, Uganda) and Aweet (Sudan), the same game on 4x8 and 4x10.

use crate::engine::four_row::{FourRowRules, Taken};
use crate::engine::geometry::Geometry;
use crate::engine::layout::omweso_presets;
use super::sources;
use crate::engine::ruleset::{four_row_defaults, Machine, RulesetData};

/// Coro's one rule of its own.
struct Rules;

impl FourRowRules for Rules {
    /// A capture also lifts the capturing player's own marker pit: its seeds
    /// are sown with the captured ones.
    fn taken(&self, g: &Geometry, marker: u8) -> Taken {
        Taken::new(&[g.facing(marker, 0), g.facing(marker, 1), marker])
    }
}

pub static CORO: RulesetData = RulesetData {
    id: "coro",
    name: "Coro",
    aliases: &["choro"],
    country: "Uganda",
    people: "Lango",
    description: "Omweso as the Lango play it. When a player captures, the seeds of their own marker pit join the captured seeds and are sown with them, so captures empty the marker and sow further.",
    differences: &["A capture also lifts the seeds of the capturing player's own marker pit, sown with the captured ones."],
    sources: &[sources::ARTICLE, sources::DRIEDGER],
    notes: &[],
    machine: Machine::FourRow(&Rules),
    rows: 4,
    cols: 8,
    defaults: four_row_defaults!(),
    locked: &[],
    layouts: omweso_presets,
};

pub static AWEET: RulesetData = RulesetData {
    id: "aweet",
    name: "Aweet",
    aliases: &["aweet sudan"],
    country: "South Sudan",
    people: "Dinka",
    description:
        "Coro played on a longer board of four rows of ten pits with 80 seeds. Each player arranges 40 seeds; captures lift the capturer's own marker with the captured seeds.",
    differences: &["Board of 4 rows of 10 pits, 80 seeds; the presets scale to it.", "A capture also lifts the seeds of the capturing player's own marker pit, as in Coro."],
    sources: &[sources::ARTICLE, sources::DRIEDGER],
    notes: &["The seed says Sudan; the Dinka who play it live in today's South Sudan."],
    machine: Machine::FourRow(&Rules),
    rows: 4,
    cols: 10,
    defaults: four_row_defaults!(),
    locked: &[],
    layouts: omweso_presets,
};
