// The key map (www/js/a11y/keys.js) without a browser: which key does what, and
// where: on the board, elsewhere on the page, in a field, under a dialog.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { keyAction, KEY_HELP } from '../../www/js/a11y/keys.js';
import { EN } from '../../www/js/lang/en.js';

const board = { on: 'board', dialog: false, choice: false };
const page = { on: 'page', dialog: false, choice: false };
const k = (key, mods = {}) => ({ key, ...mods });

test('on the board: arrows move the cursor as drawn on the screen, Enter and Space sow', () => {
  assert.deepEqual(keyAction(k('ArrowLeft'), board), { do: 'move', dx: -1, dy: 0 });
  assert.deepEqual(keyAction(k('ArrowRight'), board), { do: 'move', dx: 1, dy: 0 });
  assert.deepEqual(keyAction(k('ArrowUp'), board), { do: 'move', dx: 0, dy: -1 });
  assert.deepEqual(keyAction(k('ArrowDown'), board), { do: 'move', dx: 0, dy: 1 });
  assert.deepEqual(keyAction(k('Enter'), board), { do: 'play' });
  assert.deepEqual(keyAction(k(' '), board), { do: 'play' });
});

test('while two arrows are drawn beside a pit, the arrow keys pick a side and Escape puts the choice away', () => {
  const choosing = { ...board, choice: true };
  assert.deepEqual(keyAction(k('ArrowLeft'), choosing), { do: 'side', dx: -1, dy: 0 });
  assert.deepEqual(keyAction(k('ArrowDown'), choosing), { do: 'side', dx: 0, dy: 1 });
  assert.deepEqual(keyAction(k('Escape'), choosing), { do: 'cancel' });
  assert.equal(keyAction(k('Escape'), board), null, 'Escape with no choice is left to others (the end card)');
});

test('off the board, arrows, Enter and Space are the page\'s own (a button, scrolling)', () => {
  for (const key of ['ArrowLeft', 'ArrowDown', 'Enter', ' ', 'Escape']) assert.equal(keyAction(k(key), page), null, key);
});

test('anywhere on the page: digits, C / W, undo, redo, the legal and last moves, the list of keys', () => {
  for (const at of [board, page]) {
    assert.deepEqual(keyAction(k('1'), at), { do: 'way', index: 0 });
    assert.deepEqual(keyAction(k('2'), at), { do: 'way', index: 1 });
    assert.deepEqual(keyAction(k('3'), at), { do: 'way', index: 2 });
    assert.deepEqual(keyAction(k('c'), at), { do: 'dir', dir: 'ccw' });
    assert.deepEqual(keyAction(k('W', { shiftKey: true }), at), { do: 'dir', dir: 'cw' }, 'any case');
    assert.deepEqual(keyAction(k('u'), at), { do: 'undo' });
    assert.deepEqual(keyAction(k('r'), at), { do: 'redo' });
    assert.deepEqual(keyAction(k('z', { ctrlKey: true }), at), { do: 'undo' });
    assert.deepEqual(keyAction(k('Z', { ctrlKey: true, shiftKey: true }), at), { do: 'redo' });
    assert.deepEqual(keyAction(k('y', { ctrlKey: true }), at), { do: 'redo' });
    assert.deepEqual(keyAction(k('z', { metaKey: true }), at), { do: 'undo' });
    assert.deepEqual(keyAction(k('l'), at), { do: 'legal' });
    assert.deepEqual(keyAction(k('m'), at), { do: 'last' });
    assert.deepEqual(keyAction(k('?', { shiftKey: true }), at), { do: 'help' });
  }
  assert.equal(keyAction(k('0'), page), null);
  assert.equal(keyAction(k('x'), page), null);
  assert.equal(keyAction(k('Tab'), board), null, 'Tab moves the focus as ever');
});

test('no key acts in a text field or a list box, under an open dialog, or with Alt or an unknown Ctrl combination', () => {
  const keys = [k('u'), k('ArrowLeft'), k('Enter'), k('?'), k('1'), k('z', { ctrlKey: true })];
  for (const key of keys) {
    assert.equal(keyAction(key, { on: 'field', dialog: false, choice: false }), null, `${key.key} in a field`);
    assert.equal(keyAction(key, { ...board, dialog: true }), null, `${key.key} under a dialog`);
    assert.equal(keyAction(key, { ...page, dialog: true }), null, `${key.key} under a dialog`);
  }
  assert.equal(keyAction(k('u', { altKey: true }), board), null);
  assert.equal(keyAction(k('c', { ctrlKey: true }), page), null, 'Ctrl+C copies');
  assert.equal(keyAction(k('r', { ctrlKey: true }), page), null, 'Ctrl+R reloads');
});

test('the list of keys names every key the map knows, in the language file', () => {
  for (const row of KEY_HELP) {
    assert.ok(EN[row.keys], `${row.keys} is in en.js`);
    assert.ok(EN[row.does], `${row.does} is in en.js`);
  }
  const listed = KEY_HELP.map((r) => EN[r.keys]).join(' ');
  for (const shown of ['Enter', 'Space', 'Escape', 'Ctrl+Z', 'Ctrl+Y', 'U', 'R', 'L', 'M', 'C', 'W', '1', '?', '←']) assert.ok(listed.includes(shown), `${shown} is listed`);
});
