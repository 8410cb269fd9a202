// A game's undo history as text and back (web/site/game/saved.js), in Node: the page keeps the
// history of the game on show, so that Undo and Redo survive a reload.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {tutorial} from './corpus.mjs';
import {site} from './site.mjs';

const {newGame, sameState} = await site('game/model.js');
const {execute} = await site('game/moves.js');
const {play, startHistory, stepped} = await site('game/history.js');
const {historyOfSaveText, historySaveText} = await site('game/saved.js');

const started = execute(newGame(), {type: 'play', puzzle: tutorial});
const empty = tutorial.indexOf('.');

describe('the undo history as text', () => {
  test('reads back: every state, label and where Undo is', () => {
    let history = startHistory(started, 'starting the game');
    history = play(history, {type: 'enter', cell: empty, digit: 1}, '1 in row 1, column 2');
    history = play(history, {type: 'mark', cell: empty + 3, digit: 7, layer: 'corner'}, 'corner mark 7');
    history = play(history, {type: 'colour', cells: [0, 1], colour: 4}, 'colour');
    history = stepped(history, -1);
    const kept = historyOfSaveText(historySaveText('#new/easy/7', history));
    assert.equal(kept.id, '#new/easy/7');
    assert.equal(kept.history.index, history.index);
    assert.deepEqual(
      kept.history.entries.map((entry) => entry.label),
      history.entries.map((entry) => entry.label),
    );
    for (const [index, entry] of kept.history.entries.entries())
      assert.ok(sameState(entry.state, history.entries[index].state));
  });

  test('keeps the last entries only, Undo still where it was', () => {
    let history = startHistory(started);
    for (let digit = 1; digit <= 9; ++digit)
      history = play(history, {type: 'mark', cell: empty, digit}, `note ${digit}`);
    const kept = historyOfSaveText(historySaveText('id', history, 4)).history;
    assert.equal(kept.entries.length, 4);
    assert.equal(kept.index, 3);
    assert.equal(kept.entries[3].label, 'note 9');
  });

  test('text that is no history reads as none', () => {
    for (const text of [
      '',
      'x',
      '{}',
      '{"version":1,"id":"a","index":0,"entries":[]}',
      '{"version":1,"id":"a","index":3,"entries":[["{}","a"]]}',
    ])
      assert.equal(historyOfSaveText(text), null, text);
  });
});
