// A pit is named three ways: by the engine as [row, col] (row 0 is North's
// outer row, as drawn), by the page's board as one number (row * cols + col),
// and for people as a column letter and a row number ("c2": columns a, b, c…
// from the left as drawn, rows 1, 2… from the bottom). These are the only
// conversions between them.

/**
 * @param {readonly [number, number] | number[]} cell [row, col]
 * @param {number} cols
 */
export function pitIndex(cell, cols) {
  return cell[0] * cols + cell[1];
}

/**
 * @param {number} pit
 * @param {number} cols
 * @returns {[number, number]} [row, col]
 */
export function pitCell(pit, cols) {
  return [Math.floor(pit / cols), pit % cols];
}

/**
 * A pit's name for people: "c2".
 * @param {readonly [number, number] | number[]} cell [row, col]
 * @param {number} rows
 */
export function pitName(cell, rows) {
  return `${columnName(cell[1])}${rowName(cell[0], rows)}`;
}

/**
 * A row's number, as pit names end with it (1, 2… from the bottom as drawn).
 * @param {number} row
 * @param {number} rows
 */
export function rowName(row, rows) {
  return String(rows - row);
}

/**
 * A column's letter, as pit names begin with it (a, b, c… from the left as drawn).
 * @param {number} col
 */
export function columnName(col) {
  return String.fromCharCode(97 + col);
}

/**
 * The side whose half of the board a pit is in (North's rows are drawn on
 * top). An uur of Layli Goobalay can belong to the other side: the engine's
 * state says so; this is only the half.
 * @param {number} pit
 * @param {number} rows
 * @param {number} cols
 * @returns {'south' | 'north'}
 */
export function halfOf(pit, rows, cols) {
  return Math.floor(pit / cols) < rows / 2 ? 'north' : 'south';
}
