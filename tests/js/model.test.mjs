// The page's game model in Node, without a DOM: game/model.js (the state, conflicts, completion,
// the check), game/moves.js and game/input.js (moves, keys read as moves), game/history.js (undo
// and redo) and game/saved.js (autosave and share links).
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';
import {corpus, packageDir, tutorial, tutorialSolution} from './corpus.mjs';
import {site} from './site.mjs';

const {
  EMPTY_PUZZLE,
  conflicts,
  filledCount,
  isComplete,
  makeState,
  marksOf,
  mistakes,
  newGame,
  puzzleOf,
  puzzleOfLine,
  sameState,
} = await site('game/model.js');
const {execute} = await site('game/moves.js');
const {moveOfInput, moveOfKey} = await site('game/input.js');
const {HISTORY_LIMIT, canRedo, canUndo, currentState, labelOfStep, play, record, startHistory, stepped} =
  await site('game/history.js');
const {fragmentText, saveText, shareFragment, stateOfSaveText} = await site('game/saved.js');

const replaceAt = (text, index, char) => text.slice(0, index) + char + text.slice(index + 1);
const playAll = (state, moves) => moves.reduce(execute, state);

describe('moves', () => {
  test('a new game makes every digit a given', () => {
    const state = newGame(tutorial);
    assert.equal(state.digits, tutorial);
    assert.equal(state.kinds, tutorial.replace(/[1-9]/g, 'g'));
    assert.equal(puzzleOf(state), tutorial);
    assert.ok(Object.isFrozen(state) && Object.isFrozen(state.notes));
    assert.equal(newGame().digits, EMPTY_PUZZLE);
    assert.throws(() => newGame('123'), TypeError);
  });

  test('keys read as moves: digits enter, 0 . Backspace Delete erase, others nothing', () => {
    assert.deepEqual(moveOfKey(4, '7'), {type: 'enter', cell: 4, digit: 7});
    for (const key of ['0', '.', 'Backspace', 'Delete']) assert.deepEqual(moveOfKey(4, key), {type: 'erase', cell: 4});
    for (const key of ['a', 'F1', 'ArrowLeft', ' ', 'Enter']) assert.equal(moveOfKey(4, key), null, key);
  });

  test('enter types a digit; typing over a given makes it typed unless the digit stays', () => {
    const start = newGame(tutorial);
    const typed = execute(start, {type: 'enter', cell: 1, digit: 1});
    assert.equal(typed.digits, replaceAt(tutorial, 1, '1'));
    assert.equal(typed.kinds.slice(0, 3), 'gtg');
    assert.equal(start.digits, tutorial, 'the old state is unchanged');
    assert.equal(execute(start, {type: 'enter', cell: 0, digit: 3}), start, 'the same digit over a given: no change');
    assert.equal(execute(start, {type: 'enter', cell: 0, digit: 4}).kinds[0], 't');
    assert.equal(execute(typed, {type: 'enter', cell: 1, digit: 1}), typed, 'the same typed digit again: no change');
  });

  test('erase clears a cell, given or typed; erasing an empty cell changes nothing', () => {
    const start = newGame(tutorial);
    const erased = execute(start, {type: 'erase', cell: 0});
    assert.equal(erased.digits[0], '.');
    assert.equal(erased.kinds[0], '.');
    assert.equal(execute(start, {type: 'erase', cell: 1}), start);
  });

  test("solve fills the empty cells as the solver's; any change of the puzzle drops them", () => {
    const typed = execute(newGame(tutorial), {type: 'enter', cell: 1, digit: 1});
    const solved = execute(typed, {type: 'solve', solution: tutorialSolution});
    assert.equal(solved.digits, tutorialSolution);
    assert.equal(solved.kinds, [...typed.kinds].map((kind) => (kind === '.' ? 's' : kind)).join(''));
    assert.equal(puzzleOf(solved), typed.digits, 'the puzzle stays the puzzle');
    assert.equal(execute(solved, {type: 'solve', solution: tutorialSolution}), solved);
    // Even the given 6 typed again over itself: the puzzle stays, the solver's digits go.
    assert.equal(execute(solved, {type: 'enter', cell: 2, digit: 6}).digits, typed.digits);
    // The solver's digit typed by the player is the player's.
    const retyped = execute(solved, {type: 'enter', cell: 4, digit: Number(tutorialSolution[4])});
    assert.equal(retyped.digits, replaceAt(typed.digits, 4, tutorialSolution[4]));
    assert.equal(retyped.kinds[4], 't');
    const changed = execute(solved, {type: 'erase', cell: 0});
    assert.equal(changed.digits, replaceAt(typed.digits, 0, '.'));
    assert.doesNotMatch(changed.kinds, /s/);
  });

  test('edit replaces the puzzle: digits that stay keep their kind, new ones are givens', () => {
    const typed = execute(newGame(tutorial), {type: 'enter', cell: 1, digit: 1});
    const edited = execute(typed, {type: 'edit', puzzle: replaceAt(replaceAt(typed.digits, 4, '7'), 0, '.')});
    assert.equal(edited.kinds.slice(0, 5), '.tggg');
    assert.equal(execute(edited, {type: 'edit', puzzle: edited.digits}), edited);
  });

  test('load starts a new game; loading the same puzzle again changes nothing', () => {
    const typed = execute(newGame(tutorial), {type: 'enter', cell: 1, digit: 1});
    const loaded = execute(typed, {type: 'load', puzzle: tutorial});
    assert.ok(sameState(loaded, newGame(tutorial)));
    assert.equal(execute(loaded, {type: 'load', puzzle: tutorial}), loaded);
    assert.equal(execute(loaded, {type: 'load', puzzle: EMPTY_PUZZLE}).digits, EMPTY_PUZZLE);
  });

  test("marks: toggled on empty cells only; a digit entered clears them; they survive other cells' moves", () => {
    const start = newGame(tutorial);
    const marked = playAll(start, [
      {type: 'mark', cell: 1, digit: 1},
      {type: 'mark', cell: 1, digit: 9},
      {type: 'mark', cell: 4, digit: 2},
    ]);
    assert.deepEqual(marksOf(marked, 1), [1, 9]);
    assert.equal(marked.notes[1], 0b100000001);
    assert.deepEqual(marksOf(execute(marked, {type: 'mark', cell: 1, digit: 9}), 1), [1]);
    assert.equal(execute(marked, {type: 'mark', cell: 0, digit: 5}), marked, 'no marks on a given');
    const entered = execute(marked, {type: 'enter', cell: 1, digit: 1});
    assert.deepEqual(marksOf(entered, 1), []);
    assert.deepEqual(marksOf(entered, 4), [2]);
    assert.deepEqual(marksOf(execute(entered, {type: 'erase', cell: 1}), 1), [], 'erasing does not bring them back');
    const unmarked = playAll(marked, [
      {type: 'mark', cell: 1, digit: 1},
      {type: 'mark', cell: 1, digit: 9},
      {type: 'mark', cell: 4, digit: 2},
    ]);
    assert.ok(sameState(unmarked, start));
    assert.ok(!sameState(marked, start));
  });

  test('corner marks are a layer of their own: toggled apart from the centre notes, cleared by a digit', () => {
    const start = execute(newGame(tutorial), {type: 'start'});
    const marked = playAll(start, [
      {type: 'mark', cell: 1, digit: 1, layer: 'corner'},
      {type: 'mark', cell: 1, digit: 7, layer: 'corner'},
      {type: 'mark', cell: 1, digit: 1},
    ]);
    assert.equal(marked.corners[1], 0b1000001);
    assert.deepEqual(marksOf(marked, 1), [1], 'the centre notes are the candidates hints read');
    assert.equal(execute(marked, {type: 'mark', cell: 0, digit: 5, layer: 'corner'}), marked, 'none on a given');
    const entered = execute(marked, {type: 'enter', cell: 1, digit: 1});
    assert.equal(entered.corners[1], 0);
    const peers = execute(execute(start, {type: 'mark', cell: 4, digit: 2, layer: 'corner'}), {
      type: 'enter',
      cell: 1,
      digit: 2,
      clearPeers: true,
    });
    assert.equal(peers.corners[4], 0, "a placed digit leaves its peers' corner marks too");
    assert.throws(() => execute(start, {type: 'mark', cell: 1, digit: 1, layer: 'edge'}), TypeError);
  });

  test('several cells at once: a mark added to all, or taken from all when each has it; givens skipped', () => {
    const start = execute(newGame(tutorial), {type: 'start'});
    const once = execute(start, {type: 'marks', cells: [0, 1, 4], digit: 6, layer: 'corner'});
    assert.deepEqual([once.corners[0], once.corners[1], once.corners[4]], [0, 32, 32]);
    const mixed = execute(execute(start, {type: 'mark', cell: 1, digit: 6}), {type: 'marks', cells: [1, 4], digit: 6});
    assert.deepEqual([mixed.notes[1], mixed.notes[4]], [32, 32], 'added where missing, kept where there');
    assert.ok(sameState(execute(mixed, {type: 'marks', cells: [1, 4], digit: 6}), start), 'then taken from all');
    assert.equal(execute(start, {type: 'marks', cells: [0, 2], digit: 6}), start, 'only givens: nothing');
  });

  test('colours: any cell, several a cell, toggled on all selected, cleared by colour 0; kept by digits', () => {
    const start = execute(newGame(tutorial), {type: 'start'});
    const red = execute(start, {type: 'colour', cells: [0, 1], colour: 1});
    const two = execute(red, {type: 'colour', cells: [1], colour: 6});
    assert.deepEqual([two.colours[0], two.colours[1]], [1, 0b100001]);
    assert.deepEqual(execute(two, {type: 'colour', cells: [0, 1], colour: 1}).colours.slice(0, 2), [0, 32]);
    assert.equal(execute(two, {type: 'enter', cell: 1, digit: 1}).colours[1], 0b100001);
    assert.ok(sameState(execute(two, {type: 'colour', cells: [0, 1], colour: 0}), start));
    assert.throws(() => execute(start, {type: 'colour', cells: [0], colour: 10}), TypeError);
    assert.throws(() => execute(start, {type: 'colour', cells: [], colour: 1}), TypeError);
  });

  test('clear empties cells of digits and marks, keeps givens in play and colours', () => {
    const start = execute(newGame(tutorial), {type: 'start'});
    const busy = playAll(start, [
      {type: 'enter', cell: 1, digit: 1},
      {type: 'mark', cell: 4, digit: 2},
      {type: 'mark', cell: 4, digit: 3, layer: 'corner'},
      {type: 'colour', cells: [4], colour: 2},
    ]);
    const cleared = execute(busy, {type: 'clear', cells: [0, 1, 4]});
    assert.equal(cleared.digits.slice(0, 5), '3.65.');
    assert.deepEqual([cleared.notes[4], cleared.corners[4], cleared.colours[4]], [0, 0, 2]);
  });

  test('input read as a move by mode: one cell takes a digit, several take marks and colours', () => {
    assert.deepEqual(moveOfInput([4], '7'), {type: 'enter', cell: 4, digit: 7});
    assert.equal(moveOfInput([4, 5], '7', 'digit'), null, 'a digit goes into one cell');
    assert.deepEqual(moveOfInput([4], '7', 'centre'), {type: 'mark', cell: 4, digit: 7});
    assert.deepEqual(moveOfInput([4], '7', 'corner'), {type: 'mark', cell: 4, digit: 7, layer: 'corner'});
    assert.deepEqual(moveOfInput([4, 5], '7', 'centre'), {type: 'marks', cells: [4, 5], digit: 7, layer: 'centre'});
    assert.deepEqual(moveOfInput([4, 5], '3', 'colour'), {type: 'colour', cells: [4, 5], colour: 3});
    assert.deepEqual(moveOfInput([4, 5], 'Delete', 'colour'), {type: 'colour', cells: [4, 5], colour: 0});
    assert.deepEqual(moveOfInput([4, 5], 'Backspace', 'digit'), {type: 'clear', cells: [4, 5]});
    assert.equal(moveOfInput([4], 'a', 'digit'), null);
  });

  test('a move that is not one is refused', () => {
    const start = newGame(tutorial);
    for (const move of [
      null,
      {},
      {type: 'jump'},
      {type: 'enter', cell: 81, digit: 1},
      {type: 'enter', cell: 0, digit: 0},
      {type: 'enter', cell: 0, digit: '5'},
      {type: 'erase', cell: -1},
      {type: 'mark', cell: 3, digit: 10},
      {type: 'load', puzzle: 'x'.repeat(81)},
      {type: 'solve', solution: '1'},
    ]) {
      assert.throws(() => execute(start, move), TypeError, JSON.stringify(move));
    }
  });
});

describe('conflicts, completion and the check', () => {
  test('equal digits in a row, a column or a box clash; every cell involved is named', () => {
    const at = (cells) => {
      let puzzle = EMPTY_PUZZLE;
      for (const [cell, digit] of cells) puzzle = replaceAt(puzzle, cell, digit);
      return [...conflicts(newGame(puzzle))].sort((a, b) => a - b);
    };
    assert.deepEqual(
      at([
        [0, '5'],
        [8, '5'],
      ]),
      [0, 8],
      'row',
    );
    assert.deepEqual(
      at([
        [0, '5'],
        [72, '5'],
      ]),
      [0, 72],
      'column',
    );
    assert.deepEqual(
      at([
        [0, '5'],
        [20, '5'],
      ]),
      [0, 20],
      'box',
    );
    assert.deepEqual(
      at([
        [0, '5'],
        [8, '5'],
        [80, '5'],
      ]),
      [0, 8, 80],
      'a cell in two clashes',
    );
    assert.deepEqual(
      at([
        [0, '5'],
        [30, '5'],
        [60, '5'],
      ]),
      [],
      'no unit shared',
    );
    assert.deepEqual(
      at([
        [0, '5'],
        [1, '6'],
      ]),
      [],
    );
    assert.equal(conflicts(newGame(tutorial)).size, 0);
  });

  test("the same cells as the solver's validate() for every corpus entry", async () => {
    const {createSudoku} = await import(pathToFileURL(join(packageDir, 'sudoku.node.mjs')).href);
    const sudoku = await createSudoku();
    let invalid = 0;
    for (const {puzzle, expected} of corpus) {
      const solverCells = new Set(sudoku.validate(puzzle).conflicts.flatMap((conflict) => conflict.cells));
      assert.deepEqual(conflicts(newGame(puzzle)), solverCells, puzzle);
      if (expected === 'invalid') ++invalid;
    }
    assert.ok(invalid >= 2, 'the corpus has clashing puzzles');
  });

  test('complete: all 81 filled and no clash', () => {
    assert.ok(isComplete(newGame(tutorialSolution)));
    assert.ok(isComplete(execute(newGame(tutorial), {type: 'solve', solution: tutorialSolution})));
    assert.ok(!isComplete(newGame(tutorial)));
    const swapped = tutorialSolution[1] + tutorialSolution[0] + tutorialSolution.slice(2);
    assert.equal(filledCount(newGame(swapped)), 81);
    assert.ok(!isComplete(newGame(swapped)), 'filled but clashing');
    assert.equal(filledCount(newGame(tutorial)), tutorial.replace(/\./g, '').length);
  });

  test('the check names the typed digits a solution contradicts', () => {
    const state = playAll(newGame(tutorial), [
      {type: 'enter', cell: 1, digit: 1},
      {type: 'enter', cell: 4, digit: 9},
      {type: 'enter', cell: 0, digit: 4},
    ]);
    // r1c2 = 1 is right, r1c5 = 9 (7) and the given r1c1 typed over with 4 (3) are wrong.
    assert.deepEqual(mistakes(state, tutorialSolution), [0, 4]);
    assert.deepEqual(mistakes(newGame(tutorial), tutorialSolution), []);
  });

  test('a line of text reads as a puzzle at once; anything else is left to the solver', () => {
    assert.equal(puzzleOfLine(`  ${tutorial.replace(/\./g, '0')}\n`), tutorial);
    assert.equal(puzzleOfLine(tutorial.slice(1)), null);
    assert.equal(puzzleOfLine(`${tutorial.slice(1)}x`), null);
    assert.equal(puzzleOfLine('3 . 6 | 5 . 8'), null);
  });
});

describe('history', () => {
  const moves = [
    {type: 'load', puzzle: tutorial},
    {type: 'enter', cell: 1, digit: 1},
    {type: 'erase', cell: 0},
  ];
  const labels = ['loading', '1 in r1c2', 'clearing r1c1'];
  const played = () =>
    moves.reduce((history, move, index) => play(history, move, labels[index]), startHistory(newGame()));

  test('moves are recorded; undo and redo walk them, naming each', () => {
    const history = played();
    assert.equal(history.entries.length, 4);
    assert.equal(currentState(history).digits, replaceAt(replaceAt(tutorial, 1, '1'), 0, '.'));
    assert.ok(canUndo(history) && !canRedo(history));
    assert.equal(labelOfStep(history, -1), 'clearing r1c1');
    assert.equal(labelOfStep(history, 1), '');
    const back = stepped(stepped(history, -1), -1);
    assert.equal(currentState(back).digits, tutorial);
    assert.equal(labelOfStep(back, -1), 'loading');
    assert.equal(labelOfStep(back, 1), '1 in r1c2');
    const start = stepped(stepped(back, -1), -1);
    assert.equal(start.index, 0);
    assert.equal(stepped(start, -1), start, 'nothing before the start');
    assert.equal(labelOfStep(start, -1), '');
    assert.equal(currentState(stepped(stepped(stepped(start, 1), 1), 1)), currentState(history));
  });

  test('a move after undo drops what redo would bring back; a move that changes nothing is not recorded', () => {
    const back = stepped(played(), -1);
    const branched = play(back, {type: 'enter', cell: 4, digit: 7}, '7 in r1c5');
    assert.equal(branched.entries.length, 4);
    assert.ok(!canRedo(branched));
    assert.equal(labelOfStep(branched, -1), '7 in r1c5');
    assert.equal(play(branched, {type: 'enter', cell: 4, digit: 7}, 'again'), branched);
    assert.equal(
      record(branched, newGame(currentState(branched).digits), 'same digits, all given').entries.length,
      5,
      'another kind is another state',
    );
  });

  test(`at most ${HISTORY_LIMIT} entries: the oldest go`, () => {
    let history = startHistory(newGame(), 'start');
    for (let i = 0; i < HISTORY_LIMIT + 20; ++i) {
      history = play(history, i % 2 ? {type: 'erase', cell: 0} : {type: 'enter', cell: 0, digit: 5}, `move ${i}`);
    }
    assert.equal(history.entries.length, HISTORY_LIMIT);
    assert.equal(history.index, HISTORY_LIMIT - 1);
    assert.equal(history.entries[0].label, `move ${20}`);
    const small = [1, 2, 3].reduce(
      (h, digit) => record(h, execute(currentState(h), {type: 'enter', cell: 0, digit}), `${digit}`, 2),
      startHistory(newGame()),
    );
    assert.deepEqual(
      small.entries.map((entry) => entry.label),
      ['2', '3'],
    );
  });
});

describe('autosave and share links', () => {
  test('the autosave text is version 1, {digits, kinds}, as pages before wrote it, and reads back', () => {
    const state = execute(execute(newGame(tutorial), {type: 'enter', cell: 1, digit: 1}), {
      type: 'solve',
      solution: tutorialSolution,
    });
    const text = saveText(state);
    assert.deepEqual(JSON.parse(text), {version: 1, digits: state.digits, kinds: state.kinds});
    assert.equal(stateOfSaveText(text).locked, false);
    assert.ok(sameState(stateOfSaveText(text), state));
    // What the page saved before the model existed (its app.js wrote these three fields).
    const old = JSON.stringify({
      version: 1,
      digits: replaceAt(tutorial, 1, '1'),
      kinds: replaceAt(tutorial.replace(/[1-9]/g, 'g'), 1, 't'),
    });
    const restored = stateOfSaveText(old);
    assert.equal(restored.kinds.slice(0, 3), 'gtg');
    assert.deepEqual([...restored.notes], new Array(81).fill(0));
  });

  test('marks are saved when there are any, and read back', () => {
    const marked = execute(newGame(tutorial), {type: 'mark', cell: 1, digit: 4});
    const saved = JSON.parse(saveText(marked));
    assert.equal(saved.notes.length, 81);
    assert.equal(saved.notes[1], 8);
    assert.ok(sameState(stateOfSaveText(saveText(marked)), marked));
  });

  test('corner marks and colours are saved when there are any, and read back', () => {
    const state = playAll(newGame(tutorial), [
      {type: 'mark', cell: 1, digit: 4, layer: 'corner'},
      {type: 'colour', cells: [0, 1], colour: 9},
    ]);
    const saved = JSON.parse(saveText(state));
    assert.equal(saved.corners[1], 8);
    assert.equal(saved.colours[0], 256);
    assert.equal(saved.notes, undefined);
    assert.ok(sameState(stateOfSaveText(saveText(state)), state));
    const bad = {...saved, corners: saved.colours}; // a corner mark on a given
    assert.equal(stateOfSaveText(JSON.stringify(bad)), null);
  });

  test('a state in play is saved with locked: true and reads back locked; saves without it are set-ups', () => {
    const game = execute(execute(newGame(tutorial), {type: 'start'}), {type: 'mark', cell: 1, digit: 4});
    const saved = JSON.parse(saveText(game));
    assert.equal(saved.locked, true);
    const restored = stateOfSaveText(saveText(game));
    assert.ok(sameState(restored, game));
    assert.equal(restored.locked, true);
    assert.equal(stateOfSaveText(JSON.stringify({...saved, locked: false})).locked, false);
    delete saved.locked;
    assert.equal(stateOfSaveText(JSON.stringify(saved)).locked, false);
    assert.equal(stateOfSaveText(JSON.stringify({...saved, locked: 'yes'})), null);
    assert.equal(makeState(game.digits, game.kinds, game.notes, 1), null);
  });

  test('an unreadable autosave reads as nothing', () => {
    const good = {version: 1, digits: tutorial, kinds: tutorial.replace(/[1-9]/g, 'g')};
    for (const text of [
      '{"version":1,"digits":"12',
      'null',
      '[]',
      '"text"',
      JSON.stringify({...good, version: 2}),
      JSON.stringify({...good, kinds: good.kinds.replace('g', 't').replace('.', 'g')}),
      JSON.stringify({...good, digits: good.digits.replace('3', '0')}),
      JSON.stringify({...good, kinds: good.kinds.replace('g', 'x')}),
      JSON.stringify({...good, notes: [1]}),
      JSON.stringify({...good, notes: new Array(81).fill(1)}), // marks on givens
      JSON.stringify({...good, notes: new Array(81).fill(0).fill(512, 1, 2)}),
    ]) {
      assert.equal(stateOfSaveText(text), null, text);
    }
    assert.ok(stateOfSaveText(JSON.stringify(good)));
    assert.ok(makeState(good.digits, good.kinds));
  });

  test("the share link is the puzzle without the solver's digits; an empty board has none", () => {
    assert.equal(shareFragment(newGame()), '');
    const state = execute(execute(newGame(tutorial), {type: 'enter', cell: 1, digit: 1}), {
      type: 'solve',
      solution: tutorialSolution,
    });
    assert.equal(shareFragment(state), `#${replaceAt(tutorial, 1, '1')}`);
    assert.equal(fragmentText('3%20.%206'), '3 . 6');
    assert.equal(fragmentText('3.6%E0%A4%A'), '3.6%E0%A4%A', 'a broken escape stays as it is');
    assert.equal(puzzleOfLine(fragmentText(shareFragment(state).slice(1))), puzzleOf(state), 'the link reads back');
  });
});
