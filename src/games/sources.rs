//! The references the seeds cite, each written once: the Italian encyclopaedia
//! article on Omweso and its bibliography (seed 000), the tournament rules
//! page (seeds 001/002) and the Oware and Layli Goobalay pages (seed 003).

use crate::engine::ruleset::Source;

const fn book(id: &'static str, author: &'static str, title: &'static str, published: &'static str) -> Source {
    Source { id, author: Some(author), title, published: Some(published), url: None }
}

/// Seed 000: the article, in Teknopedia's copy of the Italian Wikipedia.
pub const ARTICLE: Source = Source { id: "article", author: None, title: "Omweso", published: Some("Italian encyclopaedia article (Wikipedia, as copied by Teknopedia)"), url: Some("https://it.wikipedia.org/wiki/Omweso") };
/// Seed 000's bibliography.
pub const NSIMBI: Source = book("nsimbi", "M. B. Nsimbi", "Omweso, a game people play in Uganda", "African Studies Center, University of California, occasional paper 6, Berkeley 1968 (and Uganda Publishing House, 1969)");
pub const SHACKELL: Source = book("shackell", "R. S. Shackell", "Mweso, the board game", "Uganda Journal, vol. 2");
pub const SHACKELL_MORE: Source = book("shackell_more", "R. S. Shackell", "More about Mweso", "Uganda Journal, vol. 3");
pub const WAYLAND: Source = book("wayland", "E. T. Wayland", "Notes on the board game known as Mweso in Uganda", "Uganda Journal, vol. 4");
/// Seed 000's links (archived in 2005–2007; the seed gives no full address).
pub const DRIEDGER: Source = Source { id: "driedger", author: None, title: "Omweso and its variants: history, rules and many photographs of traditional boards", published: Some("driedger.ca, 2005"), url: None };
pub const IGISORO_RULES: Source = Source { id: "igisoro_rules", author: None, title: "Igisoro rules (in French)", published: Some("pragmasoft.be, 2005"), url: None };
pub const WIKIMANQALA_HUS: Source = Source { id: "wikimanqala_hus", author: None, title: "Hus", published: Some("WikiManqala (wikimanqala.org), 2007"), url: None };
/// Seeds 001 (Catalan) and 002 (French): translations of the tournament rules page.
pub const MANCALA_WORLD: Source = Source { id: "mancala_world", author: None, title: "Omweso", published: Some("Mancala World"), url: Some("https://mancala.fandom.com/wiki/Omweso") };
/// Seed 003.
pub const PERGIOCO_OWARE: Source = Source { id: "pergioco_oware", author: Some("Roberto Saranga (ed.)"), title: "Oware: il regolamento", published: Some("PerGioco.net"), url: None };
pub const JAMA: Source = book("jama", "Jama Musse Jama", "Layli Goobalay", "the book's introduction and rules, reproduced by PerGioco.net with the author's permission");
