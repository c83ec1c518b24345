//! TypeScript types of the plain data the API takes and returns, written into
//! the generated `omweso.d.ts`, so embedders and our own page are type-checked
//! against the real contract rather than `any`.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** A pit as [row, col] in the drawn orientation: row 0 is North's outer row, col 0 the left column. */
export type Cell = [number, number];
export type Side = "south" | "north";
/** A direction as seen from above the board. */
export type Dir = "ccw" | "cw";
export type OptionValue = boolean | number | string;

/** A player's decision. A sow without `dir` is sown in the game's base direction. */
export type Decision =
  | { kind: "sow"; pit: Cell; dir?: Dir }
  | { kind: "okwesera"; pit: Cell }
  | { kind: "pass" }
  | { kind: "direction"; dir: Dir }
  | { kind: "timeout" };

export type EndReason =
  | "no_moves" | "akakyala" | "emitwe_ebiri" | "akawumbi" | "okutema" | "endless"
  | "majority" | "cannot_feed" | "no_seeds" | "repetition" | "cannot_fill_row" | "round_over";

export interface Outcome { winner: Side | null; reason: EndReason; points: number }

/** Everything that happens in a turn, in order: one event per seed sown, and one per rule that fires. */
export type GameEvent =
  | { type: "turn_start"; player: Side }
  | { type: "lift"; pit: Cell; count: number }
  | { type: "lap_start"; kind: "move" | "relay" | "capture"; origin: Cell; first: Cell; dir: Dir; seeds: number; rule: "base" | "reverse" | "turning" | "chain" }
  | { type: "sow"; pit: Cell; count: number }
  | { type: "skip"; pit: Cell }
  | { type: "relay"; pit: Cell; count: number }
  | { type: "capture"; player: Side; at: Cell; taken: { pit: Cell; count: number }[]; total: number }
  | { type: "grand_slam"; player: Side }
  | { type: "okwesera"; pit: Cell }
  | { type: "pass"; player: Side }
  | { type: "timeout"; player: Side }
  | { type: "pause"; reason: "reverse_lap" | "turning_pit"; pit: Cell; seeds: number }
  | { type: "choose"; dir: Dir }
  | { type: "uur_made"; owner: Side; pits: [Cell, Cell] }
  | { type: "turn_end"; player: Side }
  | { type: "sweep"; collected: [number, number] }
  | { type: "round_end"; collected: [number, number]; totals: [number, number] }
  | { type: "round_start"; round: number; laid: [number, number]; aside: [number, number]; first: Side }
  | { type: "endless"; laps: number }
  | { type: "game_end"; winner: Side | null; reason: EndReason; points: number }
  | { type: "truncated" };

export interface Pending { reason: "reverse_lap" | "turning_pit"; pit: Cell; seeds: number; choices: Dir[] }

export interface GameState {
  ruleset: string;
  rows: number;
  cols: number;
  /** Counts as drawn, rows top to bottom. */
  board: number[][];
  toMove: Side;
  pending: Pending | null;
  stores: [number, number];
  aside: [number, number];
  uur: { pit: Cell; owner: Side }[];
  captured: [boolean, boolean];
  round: number;
  matchScore: [number, number];
  matchTo: number;
  matchOver: boolean;
  result: Outcome | null;
  movesPlayed: number;
  canUndo: boolean;
  canRedo: boolean;
  direction: Dir;
}

export interface Layout { id: string; name: string; rows: number[][] }

export interface OptionInfo {
  id: string;
  type: "choice" | "bool" | "int";
  values?: string[];
  min?: number;
  max?: number;
  description: string;
  default: OptionValue;
  locked: boolean;
}

export interface RulesetInfo {
  id: string;
  name: string;
  otherNames: string[];
  origin: { country: string; people: string };
  family: "four_row" | "oware" | "layli";
  rows: number;
  cols: number;
  seeds: number;
  perSideLayouts: boolean;
  description: string;
  differences: string[];
  source: string;
  notes: string[];
  layouts: Layout[];
  options: OptionInfo[];
  turningPits: Cell[];
}

export type SideLayout = string | number[][];

export interface NewGameSpec {
  ruleset: string;
  layout?: string | { south: SideLayout; north: SideLayout };
  options?: Record<string, OptionValue>;
  first?: "south" | "north" | "random";
  seed?: number;
  matchScore?: [number, number];
}

export interface SetupSpec {
  ruleset: string;
  options?: Record<string, OptionValue>;
  board: number[][];
  toMove?: Side;
  stores?: [number, number];
  aside?: [number, number];
  uur?: { pit: Cell; owner: Side }[];
  matchScore?: [number, number];
  captured?: [boolean, boolean];
  turns?: [number, number];
  allowUnusualTotals?: boolean;
  seed?: number;
}

export interface HistoryEntry { player: Side; decision: Decision }
export interface PlayoutCount { games: number; decisions: number; endless: number }
"#;
