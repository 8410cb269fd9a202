// The game model in play, in Node: locked givens (set-up and play), notes (marks, auto-removal
// from peers, fill), a hint's step applied as one move, the candidates the views show, and the
// marks in the engine's notation. game/model.js, game/moves.js, game/input.js, game/candidates.js,
// game/cells.js.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {tutorial, tutorialSolution} from './corpus.mjs';
import {site} from './site.mjs';

const {givensOf, marksOf, newGame, puzzleOf, sameState} = await site('game/model.js');
const {execute} = await site('game/moves.js');
const {digitOfCode, moveOfKey} = await site('game/input.js');
const {candidatesOf, cellsWhereDigitFits, marksText} = await site('game/candidates.js');
const {peersOf} = await site('game/cells.js');
const {canRedo, currentState, play, startHistory, stepped} = await site('game/history.js');

const replaceAt = (text, index, char) => text.slice(0, index) + char + text.slice(index + 1);
const playAll = (state, moves) => moves.reduce(execute, state);
const bit = (digit) => 1 << (digit - 1);

// The digits that fit at (row, column) of `digits`, by looking at the row, the column and the
// box directly (not through game/cells.js): the reference for candidates and fill.
function bruteCandidates(digits, cell) {
  if (digits[cell] !== '.') return [];
  const row = Math.floor(cell / 9),
    column = cell % 9;
  const seen = new Set();
  for (let i = 0; i < 9; ++i) {
    seen.add(digits[9 * row + i]).add(digits[9 * i + column]);
    const boxRow = 3 * Math.floor(row / 3) + Math.floor(i / 3),
      boxColumn = 3 * Math.floor(column / 3) + (i % 3);
    seen.add(digits[9 * boxRow + boxColumn]);
  }
  return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((digit) => !seen.has(String(digit)));
}

describe('set-up and play', () => {
  test('states are unlocked unless started; start makes every digit a given and drops the solver’s', () => {
    assert.equal(newGame(tutorial).locked, false);
    const setUp = playAll(newGame(tutorial), [
      {type: 'enter', cell: 1, digit: 1},
      {type: 'mark', cell: 4, digit: 7},
      {type: 'solve', solution: tutorialSolution},
    ]);
    assert.equal(setUp.locked, false);
    const started = execute(setUp, {type: 'start'});
    assert.equal(started.locked, true);
    assert.ok(Object.isFrozen(started) && Object.isFrozen(started.notes));
    assert.equal(started.digits, replaceAt(tutorial, 1, '1'));
    assert.equal(started.kinds, started.digits.replace(/[1-9]/g, 'g'));
    assert.equal(givensOf(started), started.digits);
    assert.equal(execute(started, {type: 'start'}), started, 'already in play: nothing');
    const played = execute(started, {type: 'enter', cell: 4, digit: 7});
    assert.equal(execute(played, {type: 'start'}), played, "start in play does not make the player's digits givens");
  });

  test('play is load and start in one move; load starts an unlocked set-up again', () => {
    const typed = execute(newGame(), {type: 'enter', cell: 0, digit: 5});
    const game = execute(typed, {type: 'play', puzzle: tutorial});
    assert.ok(sameState(game, execute(newGame(tutorial), {type: 'start'})));
    assert.equal(game.locked, true);
    assert.equal(execute(game, {type: 'play', puzzle: tutorial}), game);
    const setUp = execute(game, {type: 'load', puzzle: tutorial});
    assert.equal(setUp.locked, false);
    assert.ok(sameState(setUp, newGame(tutorial)));
    assert.ok(!sameState(setUp, game), 'the lock is part of the state');
  });

  test('in play, enter, erase and mark on a given and any edit change nothing; other cells play on', () => {
    const game = execute(newGame(tutorial), {type: 'start'});
    for (const move of [
      {type: 'enter', cell: 0, digit: 4},
      {type: 'enter', cell: 0, digit: 4, clearPeers: true},
      {type: 'erase', cell: 0},
      {type: 'mark', cell: 0, digit: 4},
      {type: 'unmark', cell: 0, digit: 4},
      {type: 'edit', puzzle: replaceAt(tutorial, 1, '1')},
      {type: 'apply', placements: [[0, 4]], eliminations: []},
    ]) {
      assert.equal(execute(game, move), game, JSON.stringify(move));
    }
    assert.throws(() => execute(game, {type: 'edit', puzzle: 'x'}), TypeError, 'a bad move is still a bug');
    const typed = execute(game, {type: 'enter', cell: 1, digit: 1});
    assert.equal(typed.kinds.slice(0, 3), 'gtg');
    assert.equal(typed.locked, true);
    assert.equal(execute(typed, {type: 'erase', cell: 1}).digits, tutorial, 'typed digits can be erased');
    assert.equal(execute(typed, {type: 'enter', cell: 1, digit: 2}).digits[1], '2');
    // Unlocked, the same moves work as they always did.
    const setUp = newGame(tutorial);
    assert.equal(execute(setUp, {type: 'erase', cell: 0}).digits[0], '.');
    assert.equal(execute(setUp, {type: 'enter', cell: 0, digit: 4}).kinds[0], 't');
  });

  test("in play the solver's digits still come and go; givensOf is the puzzle, puzzleOf the progress", () => {
    const typed = execute(execute(newGame(tutorial), {type: 'start'}), {type: 'enter', cell: 1, digit: 1});
    const solved = execute(typed, {type: 'solve', solution: tutorialSolution});
    assert.equal(solved.locked, true);
    assert.equal(solved.digits, tutorialSolution);
    assert.equal(givensOf(solved), tutorial);
    assert.equal(puzzleOf(solved), replaceAt(tutorial, 1, '1'));
  });
});

describe('notes', () => {
  test('keys: digits mark in notes mode; the erasers erase in both; Shift+digit read by its code', () => {
    assert.deepEqual(moveOfKey(4, '7', {notes: true}), {type: 'mark', cell: 4, digit: 7});
    assert.deepEqual(moveOfKey(4, '7', {notes: false}), {type: 'enter', cell: 4, digit: 7});
    assert.deepEqual(moveOfKey(4, 'Backspace', {notes: true}), {type: 'erase', cell: 4});
    assert.equal(moveOfKey(4, 'a', {notes: true}), null);
    assert.equal(digitOfCode('Digit7'), 7);
    assert.equal(digitOfCode('Numpad1'), 1);
    for (const code of ['Digit0', 'Numpad0', 'KeyA', 'Digit', 'Digit12', 'ShiftLeft'])
      assert.equal(digitOfCode(code), null);
  });

  test('unmark removes a mark, never adds one', () => {
    const marked = execute(newGame(tutorial), {type: 'mark', cell: 1, digit: 4});
    const unmarked = execute(marked, {type: 'unmark', cell: 1, digit: 4});
    assert.deepEqual(marksOf(unmarked, 1), []);
    assert.ok(sameState(unmarked, newGame(tutorial)));
    assert.equal(execute(unmarked, {type: 'unmark', cell: 1, digit: 4}), unmarked);
    assert.equal(execute(marked, {type: 'unmark', cell: 1, digit: 5}), marked);
  });

  test('an entered digit is unmarked in its peers with clearPeers, and only in its peers', () => {
    // r3c1 (cell 18) and r1c2 (cell 1) share box 0; r2c4 (cell 12) is no peer of r3c1.
    const marked = playAll(newGame(tutorial), [
      {type: 'mark', cell: 1, digit: 4},
      {type: 'mark', cell: 1, digit: 9},
      {type: 'mark', cell: 12, digit: 4},
      {type: 'mark', cell: 22, digit: 4}, // r3c5: same row as r3c1
      {type: 'mark', cell: 72, digit: 4}, // r9c1: same column
    ]);
    const plain = execute(marked, {type: 'enter', cell: 18, digit: 4});
    for (const cell of [1, 12, 22, 72])
      assert.ok(plain.notes[cell] & bit(4), `without clearPeers, cell ${cell} keeps its 4`);
    const cleared = execute(marked, {type: 'enter', cell: 18, digit: 4, clearPeers: true});
    assert.equal(cleared.digits[18], '4');
    assert.deepEqual(marksOf(cleared, 1), [9], 'box');
    assert.deepEqual(marksOf(cleared, 22), [], 'row');
    assert.deepEqual(marksOf(cleared, 72), [], 'column');
    assert.deepEqual(marksOf(cleared, 12), [4], 'not a peer');
    assert.ok(!peersOf(18).includes(12) && peersOf(18).includes(1));
  });

  test('peersOf: 20 cells, each sharing a unit, none the cell itself', () => {
    for (let cell = 0; cell < 81; ++cell) {
      const peers = peersOf(cell);
      assert.equal(peers.length, 20);
      assert.ok(Object.isFrozen(peers));
      assert.ok(!peers.includes(cell));
      for (const peer of peers) {
        const sameBox =
          Math.floor(peer / 27) === Math.floor(cell / 27) && Math.floor((peer % 9) / 3) === Math.floor((cell % 9) / 3);
        assert.ok(Math.floor(peer / 9) === Math.floor(cell / 9) || peer % 9 === cell % 9 || sameBox);
      }
    }
  });

  test('fill marks exactly the digits each row, column and box allow (checked by brute force)', () => {
    const start = execute(newGame(tutorial), {type: 'enter', cell: 1, digit: 1});
    const filled = execute(start, {type: 'fill'});
    let count = 0;
    for (let cell = 0; cell < 81; ++cell) {
      const expected = bruteCandidates(start.digits, cell);
      assert.deepEqual(marksOf(filled, cell), expected, `cell ${cell}`);
      assert.equal(
        candidatesOf(start, cell),
        expected.reduce((mask, digit) => mask | bit(digit), 0),
      );
      count += expected.length;
    }
    assert.equal(marksText(filled).replace(/,/g, '').length, count, 'the marks, counted');
    assert.ok(count > 100, 'the tutorial leaves many candidates');
    assert.equal(execute(filled, {type: 'fill'}), filled, 'filling twice changes nothing');
    // Fill replaces the player's marks, wrong ones included.
    const wrong = execute(start, {type: 'mark', cell: 4, digit: 3}); // r1c5 cannot be 3: r1c1 is
    assert.deepEqual(marksOf(execute(wrong, {type: 'fill'}), 4), bruteCandidates(start.digits, 4));
  });

  test('the candidates helpers: filled cells have none; where a digit is and where it fits', () => {
    const state = newGame(tutorial);
    assert.equal(candidatesOf(state, 0), 0);
    assert.equal(candidatesOf(newGame(), 40), 0x1ff);
    const fits = cellsWhereDigitFits(state, 3);
    const expected = [];
    for (let cell = 0; cell < 81; ++cell) if (bruteCandidates(tutorial, cell).includes(3)) expected.push(cell);
    assert.deepEqual(fits, expected);
    assert.ok(!fits.includes(1), 'r1c2 sees the 3 of r1c1');
  });

  test('marksText is the engine notation: 81 fields of ascending digits, empty for none', () => {
    assert.equal(marksText(newGame(tutorial)), ','.repeat(80));
    const marked = playAll(newGame(tutorial), [
      {type: 'mark', cell: 1, digit: 9},
      {type: 'mark', cell: 1, digit: 1},
      {type: 'mark', cell: 80, digit: 4},
    ]);
    const fields = marksText(marked).split(',');
    assert.equal(fields.length, 81);
    assert.equal(fields[1], '19');
    assert.equal(fields[80], '4');
    assert.equal(fields.filter(Boolean).length, 2);
    assert.match(marksText(execute(marked, {type: 'fill'})), /^([1-9]*,){80}[1-9]*$/);
  });
});

describe('a step applied', () => {
  test('placements are typed digits; eliminations remove marks, marking a bare cell first', () => {
    const marked = execute(newGame(tutorial), {type: 'mark', cell: 1, digit: 2});
    const next = execute(marked, {
      type: 'apply',
      placements: [[4, 7]],
      eliminations: [
        [1, 2], // marked: the mark goes
        [7, 9], // r1c8 bare: its candidates, less 9
        [7, 2], // the same cell again: now marked, so only 2 goes
        [0, 5], // a given: nothing
      ],
    });
    assert.equal(next.digits[4], '7');
    assert.equal(next.kinds[4], 't');
    assert.deepEqual(marksOf(next, 1), []);
    const afterPlacement = execute(newGame(tutorial), {type: 'enter', cell: 4, digit: 7});
    assert.deepEqual(
      marksOf(next, 7),
      bruteCandidates(afterPlacement.digits, 7).filter((digit) => digit !== 9 && digit !== 2),
    );
    assert.equal(execute(newGame(tutorial), {type: 'apply', placements: [], eliminations: []}).digits, tutorial);
  });

  test('clearPeers on a step clears the placed digit from its peers', () => {
    const marked = playAll(newGame(tutorial), [
      {type: 'mark', cell: 7, digit: 7},
      {type: 'mark', cell: 12, digit: 7},
    ]);
    const plain = execute(marked, {type: 'apply', placements: [[4, 7]], eliminations: []});
    assert.deepEqual(marksOf(plain, 7), [7]);
    const cleared = execute(marked, {type: 'apply', placements: [[4, 7]], eliminations: [], clearPeers: true});
    assert.deepEqual(marksOf(cleared, 7), []);
    assert.deepEqual(marksOf(cleared, 12), [], 'r2c4 shares box 1 with r1c5');
  });

  test('a malformed step is refused', () => {
    for (const move of [
      {type: 'apply', placements: [[81, 1]]},
      {type: 'apply', eliminations: [[0, 0]]},
      {type: 'apply', placements: 'r1c1=5'},
      {type: 'apply', eliminations: [null]},
      {type: 'unmark', cell: 0, digit: 10},
    ]) {
      assert.throws(() => execute(newGame(tutorial), move), TypeError, JSON.stringify(move));
    }
  });

  test('undo and redo walk notes and a whole step, one move each', () => {
    let history = startHistory(execute(newGame(tutorial), {type: 'start'}));
    history = play(history, {type: 'mark', cell: 1, digit: 1}, 'mark');
    history = play(history, {type: 'fill'}, 'fill');
    const filled = currentState(history);
    history = play(
      history,
      {
        type: 'apply',
        placements: [
          [4, 7],
          [1, 1],
        ],
        eliminations: [[7, 9]],
        clearPeers: true,
      },
      'hint',
    );
    const applied = currentState(history);
    assert.equal(history.entries.length, 4);
    const undone = stepped(history, -1);
    assert.equal(currentState(undone), filled, 'one undo takes the whole step back');
    assert.ok(canRedo(undone));
    assert.equal(currentState(stepped(undone, 1)), applied);
    const beforeFill = stepped(undone, -1);
    assert.deepEqual(marksOf(currentState(beforeFill), 1), [1]);
    assert.deepEqual(marksOf(currentState(stepped(beforeFill, -1)), 1), []);
    assert.equal(currentState(stepped(beforeFill, -1)).locked, true);
  });
});
