//! Board geometry: sides, directions, cells and the sowing circuits.
//!
//! Pits are numbered `row * cols + col` in the drawn orientation (RULES §1):
//! North at the top, row 0 the top row, col 0 the left column as drawn.

use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// The most pits any board has (Aweet, 4x10).
pub const MAX_PITS: usize = 40;

/// A player. South is player 0 and sits at the bottom of the drawing.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// Player 0, at the bottom of the drawing.
    South,
    /// Player 1, at the top.
    North,
}

impl Side {
    /// Both sides, South first.
    pub const BOTH: [Side; 2] = [Side::South, Side::North];

    /// The opponent.
    pub fn other(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    /// 0 for South, 1 for North.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The side's name as the API writes it.
    pub fn name(self) -> &'static str {
        match self {
            Side::South => "south",
            Side::North => "north",
        }
    }
}

/// A sowing direction, always absolute: as seen from above the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Dir {
    /// Counter-clockwise, seen from above.
    Ccw,
    /// Clockwise, seen from above.
    Cw,
}

impl Dir {
    /// The other direction.
    pub fn flip(self) -> Dir {
        match self {
            Dir::Ccw => Dir::Cw,
            Dir::Cw => Dir::Ccw,
        }
    }

    /// The direction's name as the API writes it.
    pub fn name(self) -> &'static str {
        match self {
            Dir::Ccw => "ccw",
            Dir::Cw => "cw",
        }
    }
}

/// A pit as `[row, col]` in the drawn orientation; this is how pits cross the API.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(type = "[number, number]"))]
#[serde(from = "[u8; 2]", into = "[u8; 2]")]
pub struct Cell {
    /// The row, 0 at the top (North's outer row).
    pub row: u8,
    /// The column, 0 at the left as drawn.
    pub col: u8,
}

impl From<[u8; 2]> for Cell {
    fn from([row, col]: [u8; 2]) -> Cell {
        Cell { row, col }
    }
}

impl From<Cell> for [u8; 2] {
    fn from(c: Cell) -> [u8; 2] {
        [c.row, c.col]
    }
}

impl std::fmt::Display for Cell {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "[{}, {}]", self.row, self.col)
    }
}

/// The shape of a board and every table the sowing loops read: the two step
/// tables of the circuits, and each pit's row, column, owner, facing pits and
/// place on its circuit. Built once per board size, so a position holds a
/// `&'static Geometry` and nothing is divided at run time.
///
/// Every board is made of row pairs (rows 0–1, and 2–3 on four-row boards). In a
/// pair, counter-clockwise runs left→right along the odd (lower) row and
/// right→left along the even (upper) row, turning at the ends. On a four-row board
/// each pair is one player's circuit; on a two-row board the one pair is the
/// whole board, so the same tables serve both families.
#[derive(PartialEq, Eq, Debug)]
pub struct Geometry {
    /// Rows of the board: 2 or 4.
    pub rows: u8,
    /// Columns of the board.
    pub cols: u8,
    next: [[u8; MAX_PITS]; 2],
    row: [u8; MAX_PITS],
    col: [u8; MAX_PITS],
    /// 0 for South, 1 for North.
    owner: [u8; MAX_PITS],
    facing: [[u8; MAX_PITS]; 2],
    circuit_len: u8,
    /// Each circuit (four-row: one per side, South's first; two-row: one)
    /// twice over, in each direction: the pits a lap sows are then one slice,
    /// whose entries the loop reads independently of each other instead of
    /// stepping from pit to pit.
    ring: [[[u8; 2 * MAX_PITS]; 2]; 2],
    /// Where each pit's run starts in its ring, per direction.
    ring_at: [[u8; MAX_PITS]; 2],
    /// Which circuit each pit is on.
    circuit_of: [u8; MAX_PITS],
}

/// Board sizes: 2 rows of 2–20 columns, 4 rows of 2–10.
const TWO_ROW_SIZES: usize = MAX_PITS / 2 - 1;
const SIZES: usize = TWO_ROW_SIZES + MAX_PITS / 4 - 1;

/// Every board's tables, built the first time a game asks for that board
/// (building them all at compile time would put 23 KB of tables in the wasm).
static GEOMETRIES: [OnceLock<Geometry>; SIZES] = [const { OnceLock::new() }; SIZES];

impl Geometry {
    const EMPTY: Geometry = Geometry {
        rows: 0,
        cols: 0,
        next: [[0; MAX_PITS]; 2],
        row: [0; MAX_PITS],
        col: [0; MAX_PITS],
        owner: [0; MAX_PITS],
        facing: [[0; MAX_PITS]; 2],
        circuit_len: 0,
        ring: [[[0; 2 * MAX_PITS]; 2]; 2],
        ring_at: [[0; MAX_PITS]; 2],
        circuit_of: [0; MAX_PITS],
    };

    /// The board of `rows` x `cols`, or `None` for a shape no game uses.
    pub fn of(rows: u8, cols: u8) -> Option<&'static Geometry> {
        let i = Geometry::index_of(rows, cols)?;
        Some(GEOMETRIES[i].get_or_init(|| Geometry::build(rows, cols)))
    }

    fn index_of(rows: u8, cols: u8) -> Option<usize> {
        match rows {
            2 if (2..=20).contains(&cols) => Some(cols as usize - 2),
            4 if (2..=10).contains(&cols) => Some(TWO_ROW_SIZES + cols as usize - 2),
            _ => None,
        }
    }

    /// The pits of circuit `which` (four-row: 0 South's, 1 North's; two-row:
    /// 0) in `dir`'s order, from the place `run_start` counts from.
    #[inline]
    pub(crate) fn circuit(&self, which: usize, dir: Dir) -> &[u8] {
        &self.ring[dir as usize][which][..self.circuit_len as usize]
    }

    /// Where `run(pit, dir)` starts: the circuit and the place in its ring.
    #[inline(always)]
    pub(crate) fn run_start(&self, pit: u8, dir: Dir) -> (usize, usize) {
        (self.circuit_of[pit as usize] as usize, self.ring_at[dir as usize][pit as usize] as usize)
    }

    /// The board of `rows` x `cols`; panics on a shape no game uses (a ruleset's data is wrong).
    pub fn new(rows: u8, cols: u8) -> &'static Geometry {
        Geometry::of(rows, cols).expect("boards have 2 rows of 2-20 pits or 4 rows of 2-10")
    }

    const fn build(rows: u8, cols: u8) -> Geometry {
        let mut g = Geometry::EMPTY;
        g.rows = rows;
        g.cols = cols;
        let last = cols - 1;
        let mut pit = 0usize;
        while pit < (rows as usize) * (cols as usize) {
            let (row, col) = (pit as u8 / cols, pit as u8 % cols);
            let lower = row % 2 == 1;
            // Counter-clockwise.
            let (r, c) = if lower {
                if col == last {
                    (row - 1, col)
                } else {
                    (row, col + 1)
                }
            } else if col == 0 {
                (row + 1, 0)
            } else {
                (row, col - 1)
            };
            g.next[0][pit] = r * cols + c;
            // Clockwise is the same path walked backwards.
            let (r, c) = if lower {
                if col == 0 {
                    (row - 1, 0)
                } else {
                    (row, col - 1)
                }
            } else if col == last {
                (row + 1, col)
            } else {
                (row, col + 1)
            };
            g.next[1][pit] = r * cols + c;
            g.row[pit] = row;
            g.col[pit] = col;
            let south = row >= rows / 2;
            g.owner[pit] = if south { 0 } else { 1 };
            // The facing pits across the middle, nearest first.
            let (near, far) = match (south, rows) {
                (true, 4) => (1, 0),
                (false, 4) => (2, 3),
                (true, _) => (0, 0),
                (false, _) => (1, 1),
            };
            g.facing[0][pit] = near * cols + col;
            g.facing[1][pit] = far * cols + col;
            pit += 1;
        }
        // Circuits: a four-row board has one per side, starting at the lower
        // row's left pit; a two-row board one, starting at South's left pit.
        let len = 2 * cols as usize;
        g.circuit_len = len as u8;
        // Each pit's place on its circuit, counted counter-clockwise.
        let mut place = [0u8; MAX_PITS];
        let circuits = if rows == 4 { 2 } else { 1 };
        let mut k = 0;
        while k < circuits {
            // South's lower row is row 3 (four rows) or 1 (two rows); North's is row 1.
            let start_row = if k == 0 { rows - 1 } else { 1 };
            let mut circuit = [0u8; MAX_PITS];
            let mut p = (start_row * cols) as usize;
            let mut i = 0;
            while i < len {
                circuit[i] = p as u8;
                place[p] = i as u8;
                p = g.next[0][p] as usize;
                i += 1;
            }
            let mut i = 0;
            while i < 2 * len {
                g.ring[Dir::Ccw as usize][k][i] = circuit[i % len];
                g.ring[Dir::Cw as usize][k][i] = circuit[(len - i % len) % len];
                i += 1;
            }
            k += 1;
        }
        let mut pit = 0;
        while pit < (rows as usize) * (cols as usize) {
            let place = place[pit] as usize;
            g.circuit_of[pit] = if rows == 4 { g.owner[pit] } else { 0 };
            g.ring_at[0][pit] = place as u8;
            g.ring_at[1][pit] = ((len - place) % len) as u8;
            pit += 1;
        }
        g
    }

    /// The pits of `pit`'s circuit from `pit` on in `dir`, once round: the
    /// pit `k` steps on is `run(pit, dir)[k]` for `k < circuit_len`.
    #[inline]
    pub fn run(&self, pit: u8, dir: Dir) -> &[u8] {
        let (which, at) = self.run_start(pit, dir);
        &self.ring[dir as usize][which][at..at + self.circuit_len as usize]
    }

    /// Pits on the board.
    #[inline]
    pub fn pits(&self) -> usize {
        self.rows as usize * self.cols as usize
    }

    /// The next pit in a direction.
    #[inline]
    pub fn step(&self, pit: u8, dir: Dir) -> u8 {
        self.next[dir as usize][pit as usize]
    }

    /// Pits in one circuit: a side's two rows (four-row), the whole board (two-row).
    #[inline]
    pub fn circuit_len(&self) -> u8 {
        self.circuit_len
    }

    /// The cell of a pit index.
    #[inline]
    pub fn cell(&self, pit: u8) -> Cell {
        Cell { row: self.row[pit as usize], col: self.col[pit as usize] }
    }

    /// The pit index of a cell, or `None` when it is off the board.
    pub fn pit(&self, cell: Cell) -> Option<u8> {
        (cell.row < self.rows && cell.col < self.cols).then(|| cell.row * self.cols + cell.col)
    }

    /// The pit index of a row and column on the board.
    #[inline]
    pub fn index(&self, row: u8, col: u8) -> u8 {
        row * self.cols + col
    }

    /// The row of a pit.
    #[inline]
    pub fn row(&self, pit: u8) -> u8 {
        self.row[pit as usize]
    }

    /// The column of a pit.
    #[inline]
    pub fn col(&self, pit: u8) -> u8 {
        self.col[pit as usize]
    }

    /// The side that owns a pit: the bottom half of the board is South's.
    #[inline]
    pub fn owner(&self, pit: u8) -> Side {
        if self.owner[pit as usize] == 0 {
            Side::South
        } else {
            Side::North
        }
    }

    /// The rows a side owns, as `(inner, outer)`; on a two-row board both are its one row.
    pub fn side_rows(&self, side: Side) -> (u8, u8) {
        match (self.rows, side) {
            (4, Side::South) => (2, 3),
            (4, Side::North) => (1, 0),
            (_, Side::South) => (1, 1),
            (_, Side::North) => (0, 0),
        }
    }

    /// Whether a pit is in an inner row (four-row boards; none on two rows).
    #[inline]
    pub fn is_inner(&self, pit: u8) -> bool {
        self.rows == 4 && matches!(self.row[pit as usize], 1 | 2)
    }

    /// All pits of a side, as a bit mask.
    #[inline]
    pub fn side_mask(&self, side: Side) -> u64 {
        let half = self.pits() / 2;
        let low = (1u64 << half) - 1;
        match side {
            Side::North => low,
            Side::South => low << half,
        }
    }

    /// The pits of a side, in board order.
    #[inline]
    pub fn side_pits(&self, side: Side) -> std::ops::Range<u8> {
        let half = (self.pits() / 2) as u8;
        match side {
            Side::North => 0..half,
            Side::South => half..2 * half,
        }
    }

    /// The pit facing `pit` across the middle of the board in the same column, at
    /// the given depth (0: the neighbouring row, 1: the far row of a four-row board).
    #[inline]
    pub fn facing(&self, pit: u8, depth: u8) -> u8 {
        self.facing[depth as usize & 1][pit as usize]
    }

    /// How far from a side's own left a column is (0 = leftmost), in the game's base
    /// direction: a clockwise game is the mirror image, so "left" becomes "right".
    pub fn left_rank(&self, side: Side, col: u8, base: Dir) -> u8 {
        let from_left = match side {
            Side::South => col,
            Side::North => self.cols - 1 - col,
        };
        match base {
            Dir::Ccw => from_left,
            Dir::Cw => self.cols - 1 - from_left,
        }
    }

    /// Mirror a column left to right (for clockwise games' fixed layouts).
    pub fn mirror_col(&self, col: u8) -> u8 {
        self.cols - 1 - col
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn south_circuit_runs_outer_left_to_right_then_inner_right_to_left() {
        // RULES §1: South's outer row runs left→right, then up into the inner row.
        let g = Geometry::new(4, 8);
        let mut pit = g.index(3, 0);
        let mut cells = vec![];
        for _ in 0..16 {
            cells.push(g.cell(pit));
            pit = g.step(pit, Dir::Ccw);
        }
        assert_eq!(pit, g.index(3, 0), "the circuit closes after 16 pits");
        assert_eq!(cells[7], Cell { row: 3, col: 7 });
        assert_eq!(cells[8], Cell { row: 2, col: 7 });
        assert_eq!(cells[15], Cell { row: 2, col: 0 });
        assert!(cells.iter().all(|c| c.row >= 2));
    }

    #[test]
    fn north_circuit_and_clockwise_inverse() {
        let g = Geometry::new(4, 7);
        // North's inner row runs left→right, its outer row right→left.
        assert_eq!(g.cell(g.step(g.index(1, 0), Dir::Ccw)), Cell { row: 1, col: 1 });
        assert_eq!(g.cell(g.step(g.index(1, 6), Dir::Ccw)), Cell { row: 0, col: 6 });
        for pit in 0..g.pits() as u8 {
            assert_eq!(g.step(g.step(pit, Dir::Ccw), Dir::Cw), pit);
        }
    }

    #[test]
    fn a_run_walks_the_circuit_like_repeated_steps() {
        for (rows, cols) in [(4, 8), (4, 6), (4, 10), (2, 6), (2, 2)] {
            let g = Geometry::new(rows, cols);
            for pit in 0..g.pits() as u8 {
                for dir in [Dir::Ccw, Dir::Cw] {
                    let mut p = pit;
                    for k in 0..g.circuit_len() as usize {
                        assert_eq!(g.run(pit, dir)[k], p, "{rows}x{cols} pit {pit} {dir:?} k {k}");
                        p = g.step(p, dir);
                    }
                    assert_eq!(p, pit, "a run is one whole circuit");
                }
            }
        }
    }

    #[test]
    fn two_row_circuit_is_the_whole_board() {
        let g = Geometry::new(2, 6);
        let mut pit = g.index(1, 0);
        for _ in 0..6 {
            pit = g.step(pit, Dir::Ccw);
        }
        assert_eq!(g.cell(pit), Cell { row: 0, col: 5 }, "South's row then North's from the right");
        assert_eq!(g.facing(g.index(1, 2), 0), g.index(0, 2));
    }
}
