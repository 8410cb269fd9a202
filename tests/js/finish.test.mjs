// How a game ends and counts, in Node (issue 45): Stats count a game as played at its first move,
// not as it begins; the mistake limit mode ends a game at its third mistake and keeps its games
// apart in Stats; a game's end says nothing of a control the page does not have; the records'
// words after a solve (game/games.js, game/stats.js, play/words.js).
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {tutorial, tutorialSolution} from './corpus.mjs';
import {site} from './site.mjs';

const {isRunning} = await site('game/clock.js');
const {MISTAKE_LIMIT, createGame, isOver, savedGamesOf, savedGamesText, stateOfGame, updateGame} =
  await site('game/games.js');
const {averageMs, emptyStats, entriesOf, recordFinish, recordStart, statsOf, statsText} = await site('game/stats.js');
const {execute} = await site('game/moves.js');
const {blockedWords, finishedSummary, recordWords} = await site('play/words.js');
const {createGameOnShow} = await site('play/game-on-show.js');

const T0 = Date.UTC(2026, 10, 28, 7);
const game = (mistakeLimit = null) =>
  createGame(
    {puzzle: tutorial, solution: tutorialSolution, level: 'easy', rating: 1.5, source: 'new', seed: '7', mistakeLimit},
    T0,
  );
const empty = tutorial.indexOf('.');

describe('a game counts as played from its first move', () => {
  test('a new game is not played; a change of its state makes it played, for good', () => {
    const fresh = game();
    assert.equal(fresh.played, false);
    assert.equal(updateGame(fresh, {hints: 1}, T0 + 1).played, false, 'a hint is not a move');
    const moved = updateGame(
      fresh,
      {state: execute(stateOfGame(fresh), {type: 'enter', cell: empty, digit: 1}), played: true},
      T0 + 2,
    );
    assert.equal(moved.played, true);
    assert.equal(updateGame(moved, {hints: 2}, T0 + 3).played, true);
    for (const record of [fresh, moved]) assert.deepEqual(savedGamesOf(savedGamesText([record])), [record], 'kept');
  });

  test('records of pages before the count read as played (those pages counted a game as it began)', () => {
    const record = JSON.parse(savedGamesText([game()])).games[0];
    delete record.played;
    delete record.mistakeLimit;
    delete record.lost;
    const [read] = savedGamesOf(JSON.stringify({version: 1, games: [record]}));
    assert.equal(read.played, true);
    assert.equal(read.mistakeLimit, null);
    assert.equal(read.lost, null);
    const bad = {...record, played: 'yes'};
    assert.deepEqual(savedGamesOf(JSON.stringify({version: 1, games: [bad]})), []);
  });
});

// The game on show (play/game-on-show.js) with records that note what is counted.
function onShowOf(record) {
  const counted = [];
  const ended = [];
  const records = {
    keep() {},
    onShow() {},
    countStart: (g) => counted.push(['played', g.id]),
    countFinish: (g) => counted.push(['solved', g.id]),
  };
  let now = T0;
  const onShow = createGameOnShow({
    records,
    status: {set() {}},
    now: () => (now += 1000),
    drawClock() {},
    onFinish: (g) => ended.push(g),
  });
  onShow.show(record);
  return {onShow, counted, ended};
}

describe('the game on show counts', () => {
  test('a game as played at its first move, once; not as it is shown, nor at a hint', () => {
    const {onShow, counted} = onShowOf(game());
    const start = stateOfGame(onShow.game);
    onShow.afterChange(start);
    onShow.hintTaken();
    assert.deepEqual(counted, [], 'shown, a hint taken: not played');
    const typed = execute(start, {type: 'enter', cell: empty, digit: 1});
    onShow.afterChange(typed);
    onShow.afterChange(execute(typed, {type: 'erase', cell: empty}));
    assert.deepEqual(counted, [['played', '#new/easy/7']]);
    assert.equal(onShow.game.played, true);
  });

  test(`a game of the mistake limit ends at its ${MISTAKE_LIMIT}rd mistake, said once, the board locked`, () => {
    const {onShow, ended} = onShowOf(game(MISTAKE_LIMIT));
    for (let mistake = 0; mistake < MISTAKE_LIMIT + 1; ++mistake) onShow.mistakeMade();
    assert.equal(ended.length, 1);
    assert.equal(ended[0].mistakes, MISTAKE_LIMIT);
    assert.ok(ended[0].lost);
    assert.match(
      onShow.blocked(),
      /^This game is over \(3 mistakes\), so the board is locked: New game for another\.$/,
    );
    assert.equal(onShowOf(game()).onShow.blocked(), '');
  });
});

describe('the mistake limit', () => {
  test(`the ${MISTAKE_LIMIT}rd mistake ends the game: lost, its clock stopped; a free game goes on`, () => {
    assert.equal(MISTAKE_LIMIT, 3);
    let limited = game(MISTAKE_LIMIT);
    for (let mistakes = 1; mistakes < MISTAKE_LIMIT; ++mistakes) {
      limited = updateGame(limited, {mistakes}, T0 + mistakes * 1000);
      assert.equal(limited.lost, null);
      assert.ok(!isOver(limited));
    }
    limited = updateGame(limited, {mistakes: MISTAKE_LIMIT}, T0 + 60_000);
    assert.deepEqual(limited.lost, {at: T0 + 60_000, elapsedMs: 60_000});
    assert.ok(isOver(limited) && !isRunning(limited.clock) && limited.finished === null);
    const solved = execute(stateOfGame(limited), {type: 'edit', puzzle: tutorialSolution});
    assert.equal(updateGame(limited, {state: solved}, T0 + 70_000).finished, null, 'a lost game is not solved after');
    const free = updateGame(game(), {mistakes: 10}, T0 + 1);
    assert.ok(!isOver(free) && free.lost === null);
    assert.deepEqual(savedGamesOf(savedGamesText([limited]))[0], limited);
  });

  test('Stats keep the mode apart: played and solved, best and average, each in its own entries', () => {
    let stats = recordStart(recordStart(emptyStats(), 'easy'), 'easy', true);
    stats = recordFinish(stats, {level: 'easy', elapsedMs: 90_000, limited: true});
    assert.equal(stats.easy.played, 1);
    assert.equal(stats.easy.finished, 0);
    assert.equal(stats.mistakeLimit.easy.played, 1);
    assert.equal(stats.mistakeLimit.easy.bestMs, 90_000);
    assert.equal(entriesOf(stats, true), stats.mistakeLimit);
    assert.equal(entriesOf(stats, false).easy, stats.easy);
    assert.deepEqual(statsOf(statsText(stats)), stats);
    const older = JSON.parse(statsText(stats));
    delete older.mistakeLimit; // a text of pages before the mode
    assert.deepEqual(statsOf(JSON.stringify(older)).mistakeLimit, emptyStats().mistakeLimit);
    assert.equal(statsOf(JSON.stringify(older)).easy.played, 1);
  });
});

describe("a game's end in words", () => {
  test('the status line and the refusal of a move point at New game, never at a control that is gone', () => {
    let solved = game();
    for (let cell = 0; cell < 81; ++cell)
      if (tutorial[cell] === '.')
        solved = updateGame(
          solved,
          {state: execute(stateOfGame(solved), {type: 'enter', cell, digit: Number(tutorialSolution[cell])})},
          T0 + 5000,
        );
    assert.ok(solved.finished);
    const lost = updateGame(game(MISTAKE_LIMIT), {mistakes: MISTAKE_LIMIT}, T0 + 5000);
    for (const over of [solved, lost]) {
      for (const words of [finishedSummary(over), blockedWords(over)]) {
        assert.match(words, /New game for another\.$/);
        assert.doesNotMatch(words, /Keep editing|in the message/);
      }
    }
    assert.match(finishedSummary(lost), /^Game over: 3 mistakes\./);
    assert.equal(blockedWords(game()), '', 'a game in play takes moves');
  });

  test("a solve against the player's records: the first, a new best, faster or slower than the average", () => {
    const after = (times) => {
      let stats = emptyStats();
      for (const elapsedMs of times) stats = recordFinish(stats, {level: 'hard', elapsedMs});
      return stats.hard;
    };
    const words = (times) => recordWords('hard', after(times), averageMs(after(times)), times.at(-1));
    assert.equal(words([300_000]), 'Your first solve at Hard: your records start here.');
    assert.equal(words([300_000, 200_000]), 'A new best at Hard! Your average is 4:10 over 2 solves.');
    assert.equal(
      words([120_000, 300_000, 270_000]),
      'Your best at Hard is 2:00; this one was slower than your average, 3:50 over 3 solves.',
    );
    assert.equal(
      words([100_000, 560_000, 240_000]),
      'Your best at Hard is 1:40; this one was faster than your average, 5:00 over 3 solves.',
    );
  });
});
