//! Time for the search: a clock it reads, and the deadline and node count
//! that end it. The search is pure Rust; the caller brings the clock (the
//! system's natively, the browser's in wasm, where `std::time` panics).

/// Milliseconds from any fixed origin.
pub trait Clock {
    /// The time now, in milliseconds.
    fn now_ms(&self) -> f64;
}

/// The system's monotonic clock (not on wasm32, where the caller passes the browser's).
#[cfg(not(target_arch = "wasm32"))]
pub struct SystemClock(std::time::Instant);

#[cfg(not(target_arch = "wasm32"))]
impl Default for SystemClock {
    fn default() -> Self {
        SystemClock(std::time::Instant::now())
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Clock for SystemClock {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// When a search must stop: a time budget, a node count, or both.
pub(crate) struct Budget<'c> {
    clock: &'c dyn Clock,
    start: f64,
    deadline: f64,
    node_cap: u64,
    /// Nodes visited so far.
    pub nodes: u64,
    /// Set once the budget is spent; every search loop unwinds on it.
    pub spent: bool,
}

/// Read the clock once per this many nodes (a node is a whole turn played).
const CLOCK_EVERY: u64 = 16;

impl<'c> Budget<'c> {
    pub(crate) fn new(clock: &'c dyn Clock, budget_ms: Option<f64>, nodes: Option<u64>) -> Budget<'c> {
        let start = clock.now_ms();
        Budget { clock, start, deadline: start + budget_ms.unwrap_or(f64::INFINITY), node_cap: nodes.unwrap_or(u64::MAX), nodes: 0, spent: false }
    }

    /// Count a node; `true` once the budget is spent.
    #[inline]
    pub(crate) fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.node_cap || (self.nodes.is_multiple_of(CLOCK_EVERY) && self.clock.now_ms() >= self.deadline) {
            self.spent = true;
        }
        self.spent
    }

    /// Milliseconds since the search began.
    pub(crate) fn elapsed_ms(&self) -> f64 {
        self.clock.now_ms() - self.start
    }
}
