//! Board geometry: sides, directions, cells and the sowing circuits.
//!
//! Pits are numbered `row * cols + col` in the drawn orientation (RULES §1):
//! North at the top, row 0 the top row, col 0 the left column as drawn.

use serde::{Deserialize, Serialize};

/// The most pits any board has (Aweet, 4x10).
pub const MAX_PITS: usize = 40;

/// A player. South is player 0 and sits at the bottom of the drawing.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Side {
    South,
    North,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::South, Side::North];

    pub fn other(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

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
    Ccw,
    Cw,
}

impl Dir {
    pub fn flip(self) -> Dir {
        match self {
            Dir::Ccw => Dir::Cw,
            Dir::Cw => Dir::Ccw,
        }
    }

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
    pub row: u8,
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

/// The shape of a board and the two precomputed step tables of its circuits.
///
/// Every board is made of row pairs (rows 0–1, and 2–3 on four-row boards). In a
/// pair, counter-clockwise runs left→right along the odd (lower) row and
/// right→left along the even (upper) row, turning at the ends. On a four-row board
/// each pair is one player's circuit; on a two-row board the one pair is the
/// whole board, so the same tables serve both families.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Geometry {
    pub rows: u8,
    pub cols: u8,
    next: [[u8; MAX_PITS]; 2],
}

impl Geometry {
    pub fn new(rows: u8, cols: u8) -> Geometry {
        assert!(rows == 2 || rows == 4, "boards have 2 or 4 rows");
        assert!((rows as usize) * (cols as usize) <= MAX_PITS && cols >= 2);
        let mut next = [[0u8; MAX_PITS]; 2];
        let last = cols - 1;
        for row in 0..rows {
            for col in 0..cols {
                let pit = (row * cols + col) as usize;
                let lower = row % 2 == 1;
                // Counter-clockwise.
                let (r, c) = match (lower, col) {
                    (true, c) if c == last => (row - 1, c),
                    (true, c) => (row, c + 1),
                    (false, 0) => (row + 1, 0),
                    (false, c) => (row, c - 1),
                };
                next[Dir::Ccw as usize][pit] = r * cols + c;
                // Clockwise is the same path walked backwards.
                let (r, c) = match (lower, col) {
                    (true, 0) => (row - 1, 0),
                    (true, c) => (row, c - 1),
                    (false, c) if c == last => (row + 1, c),
                    (false, c) => (row, c + 1),
                };
                next[Dir::Cw as usize][pit] = r * cols + c;
            }
        }
        Geometry { rows, cols, next }
    }

    pub fn pits(&self) -> usize {
        self.rows as usize * self.cols as usize
    }

    #[inline]
    pub fn step(&self, pit: u8, dir: Dir) -> u8 {
        self.next[dir as usize][pit as usize]
    }

    pub fn cell(&self, pit: u8) -> Cell {
        Cell { row: pit / self.cols, col: pit % self.cols }
    }

    /// The pit index of a cell, or `None` when it is off the board.
    pub fn pit(&self, cell: Cell) -> Option<u8> {
        (cell.row < self.rows && cell.col < self.cols).then(|| cell.row * self.cols + cell.col)
    }

    pub fn index(&self, row: u8, col: u8) -> u8 {
        row * self.cols + col
    }

    pub fn row(&self, pit: u8) -> u8 {
        pit / self.cols
    }

    pub fn col(&self, pit: u8) -> u8 {
        pit % self.cols
    }

    /// The side that owns a pit: the bottom half of the board is South's.
    #[inline]
    pub fn owner(&self, pit: u8) -> Side {
        if self.row(pit) >= self.rows / 2 {
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

    pub fn is_inner(&self, pit: u8) -> bool {
        self.rows == 4 && matches!(self.row(pit), 1 | 2)
    }

    /// All pits of a side, as a bit mask.
    pub fn side_mask(&self, side: Side) -> u64 {
        let half = self.pits() / 2;
        let low = (1u64 << half) - 1;
        match side {
            Side::North => low,
            Side::South => low << half,
        }
    }

    /// The pit facing `pit` across the middle of the board in the same column, at
    /// the given depth (0: the neighbouring row, 1: the far row of a four-row board).
    pub fn facing(&self, pit: u8, depth: u8) -> u8 {
        let col = self.col(pit);
        let row = match (self.owner(pit), self.rows) {
            (Side::South, 4) => 1 - depth,
            (Side::North, 4) => 2 + depth,
            (Side::South, _) => 0,
            (Side::North, _) => 1,
        };
        self.index(row, col)
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
