//! The search allocates nothing in its inner loop: its allocations are made
//! once per search, so a search of 100× more nodes makes no more of them.

use omweso::*;
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn allocations_of(game: &Game, level: Level, nodes: u64) -> usize {
    let clock = SystemClock::default();
    let req = SearchRequest { level, budget_ms: Some(1e9), nodes: Some(nodes), seed: 1 };
    let before = ALLOCATIONS.load(Ordering::Relaxed);
    let s = game.suggest(&req, &clock).unwrap();
    let n = ALLOCATIONS.load(Ordering::Relaxed) - before;
    assert!(s.nodes >= nodes.min(1000), "the search ran: {} nodes", s.nodes);
    n
}

#[test]
fn a_search_of_more_nodes_makes_no_more_allocations() {
    // One test in this binary: the counter is global, and tests run in parallel.
    for ruleset in ["omweso", "igisoro", "oware", "layli-goobalay"] {
        let game = Game::new(&NewGame::standard(ruleset)).unwrap();
        for level in [Level::Strong, Level::Expert] {
            let small = allocations_of(&game, level, 1_000);
            let large = allocations_of(&game, level, 100_000);
            // The root ranks its decisions afresh at each deepening (one small list per iteration).
            assert!(large <= small + 16, "{ruleset} {level:?}: {small} allocations for 1,000 nodes, {large} for 100,000");
        }
    }
}
