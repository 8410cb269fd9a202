// The player's finer tools in the game model, in Node: colours of single candidates (two on
// one, undone by the same key, cleared, saved), Auto-notes' clear that gives a cell its
// candidates back, and the units a move completes (the completion touch).
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {tutorial, tutorialSolution} from './corpus.mjs';
import {site} from './site.mjs';

const {candidateColoursOf, marksOf, newGame} = await site('game/model.js');
const {execute} = await site('game/moves.js');
const {moveOfInput} = await site('game/input.js');
const {saveText, stateOfSaveText} = await site('game/saved.js');
const {candidatesOf} = await site('game/candidates.js');
const {completedUnits} = await site('play/settings.js');

const started = execute(newGame(), {type: 'play', puzzle: tutorial});
const [a, b] = [...tutorial].flatMap((digit, index) => (digit === '.' ? [index] : []));

describe("the player's finer tools", () => {
  test('a candidate takes two colours, undone by the same key, cleared by the eraser, and saved', () => {
    const paint = (state, key, colour) => execute(state, moveOfInput([a, b], key, 'candidate', colour));
    let state = paint(started, '4', 1);
    state = paint(state, '4', 6);
    assert.deepEqual(candidateColoursOf(state, a, 4), [1, 6]);
    assert.deepEqual(candidateColoursOf(state, b, 4), [1, 6]);
    assert.deepEqual(candidateColoursOf(stateOfSaveText(saveText(state)), a, 4), [1, 6], 'saved');
    assert.deepEqual(candidateColoursOf(paint(state, '4', 6), a, 4), [1], 'the same colour again takes it off');
    assert.deepEqual(candidateColoursOf(paint(state, 'Delete', 1), a, 4), [], 'the eraser clears');
    const placed = execute(state, {type: 'enter', cell: a, digit: Number(tutorialSolution[a])});
    assert.deepEqual(candidateColoursOf(placed, a, 4), [], 'a filled cell has no candidates to colour');
  });

  test("Auto-notes' clear gives the cell its candidates as notes", () => {
    const placed = execute(started, {type: 'enter', cell: a, digit: Number(tutorialSolution[a])});
    const refilled = execute(placed, {type: 'clear', cells: [a], refill: true});
    assert.deepEqual(marksOf(refilled, a), marksOf({notes: {[a]: candidatesOf(refilled, a)}}, a));
    assert.deepEqual(marksOf(execute(placed, {type: 'clear', cells: [a]}), a), [], 'without it, none');
  });

  test('the units a move completes', () => {
    const row = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    let state = started;
    const empty = row.filter((cell) => tutorial[cell] === '.');
    for (const cell of empty.slice(0, -1))
      state = execute(state, {type: 'enter', cell, digit: Number(tutorialSolution[cell])});
    const last = empty.at(-1);
    const after = execute(state, {type: 'enter', cell: last, digit: Number(tutorialSolution[last])});
    assert.ok(completedUnits(state, after).includes(0), 'row 1');
    assert.deepEqual(completedUnits(after, after), []);
  });
});
