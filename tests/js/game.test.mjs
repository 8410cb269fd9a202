// What the page keeps around a game, in Node: the clock (game/clock.js), game IDs
// (game/game-id.js, game/dates.js), game records and the saved-games list (game/games.js) and
// the statistics (game/stats.js).
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {packageDir, tutorial, tutorialSolution} from './corpus.mjs';
import {site} from './site.mjs';

const {createSudoku} = await import(pathToFileURL(join(packageDir, 'sudoku.node.mjs')).href);

const {clockText, elapsedOf, isRunning, pauseClock, resumeClock, startClock} = await site('game/clock.js');
const {daysBetween, isDate} = await site('game/dates.js');
const {LEVELS, gameIdOf, parseGameId} = await site('game/game-id.js');
const {
  SAVED_GAMES_LIMIT,
  createGame,
  gameSummary,
  savedGamesOf,
  savedGamesText,
  stateOfGame,
  updateGame,
  withSavedGame,
} = await site('game/games.js');
const {averageMs, currentStreak, emptyStats, recordFinish, recordStart, statsOf, statsText} =
  await site('game/stats.js');
const {execute} = await site('game/moves.js');
const {fragmentText} = await site('game/saved.js');

const T0 = Date.UTC(2026, 10, 23, 12); // an arbitrary moment, ms

describe('clock', () => {
  test('runs from its start, pauses, resumes; paused time does not count', () => {
    const clock = startClock(T0);
    assert.ok(isRunning(clock) && Object.isFrozen(clock));
    assert.equal(elapsedOf(clock, T0 + 5000), 5000);
    const paused = pauseClock(clock, T0 + 5000);
    assert.deepEqual(paused, {elapsedMs: 5000, since: null});
    assert.equal(elapsedOf(paused, T0 + 99_000), 5000);
    assert.equal(pauseClock(paused, T0 + 99_000), paused, 'pausing twice: the same clock');
    const resumed = resumeClock(paused, T0 + 60_000);
    assert.equal(resumeClock(resumed, T0 + 70_000), resumed, 'resuming twice: the same clock');
    assert.equal(elapsedOf(resumed, T0 + 62_500), 7500);
    assert.equal(elapsedOf(resumed, T0 + 1000), 5000, 'time going backwards counts as none');
    assert.equal(elapsedOf(startClock(), T0), 0, 'started paused');
  });

  test('clockText: m:ss under an hour, h:mm:ss over, whole seconds', () => {
    assert.equal(clockText(0), '0:00');
    assert.equal(clockText(999), '0:00');
    assert.equal(clockText(7000), '0:07');
    assert.equal(clockText(245_000), '4:05');
    assert.equal(clockText(3_599_999), '59:59');
    assert.equal(clockText(3_600_000), '1:00:00');
    assert.equal(clockText(3_723_000), '1:02:03');
    assert.equal(clockText(36_000_000 * 3), '30:00:00');
    for (const bad of [-5, Number.NaN, undefined]) assert.equal(clockText(bad), '0:00');
  });
});

describe('game IDs', () => {
  test('dates: real calendar days only; days between them', () => {
    for (const date of ['2026-11-23', '2028-02-29', '2000-02-29', '0001-01-01', '0000-01-01', '9999-12-31'])
      assert.ok(isDate(date), date);
    for (const date of ['2026-02-30', '2026-02-29', '1900-02-29', '2026-13-01', '2026-00-10', '2026-1-01']) {
      assert.ok(!isDate(date), date);
    }
    assert.ok(!isDate(20261123) && !isDate(null) && !isDate(' 2026-11-23'));
    assert.equal(daysBetween('2026-12-31', '2027-01-01'), 1);
    assert.equal(daysBetween('2028-02-28', '2028-03-01'), 2);
    assert.equal(daysBetween('2026-03-29', '2026-03-28'), -1);
    assert.equal(daysBetween('0000-12-31', '0001-01-01'), 1);
  });

  test("dates: isDate is the library's rule (sudoku::is_date, which generate() checks a date by)", async () => {
    const sudoku = await createSudoku({preload: ['logic']});
    const years = ['0000', '0001', '0004', '0100', '0400', '1900', '2000', '2024', '2026', '9999'];
    const months = Array.from({length: 14}, (_, month) => String(month).padStart(2, '0'));
    const days = ['00', '01', '28', '29', '30', '31', '32'];
    const dates = years.flatMap((year) => months.flatMap((month) => days.map((day) => `${year}-${month}-${day}`)));
    dates.push('2026-2-03', '26-11-22', '2026/11/22', ' 2026-11-22', '2026-11-22 ', '+026-11-22', '2026-11-2x', '');
    let real = 0;
    for (const date of dates) {
      // The easiest level and one attempt: a real date answers 'unique' or 'aborted' at once.
      const made = sudoku.generate({date, level: 'easy', attempts: 1});
      const library = !(made.status === 'malformed' && made.message.startsWith('date: '));
      assert.equal(isDate(date), library, date);
      real += library;
    }
    assert.ok(real > 400 && real < dates.length - 400, `${real} of ${dates.length} real`);
  });

  test('every kind round-trips through its fragment', () => {
    const games = [
      [{source: 'daily', level: 'easy', date: '2026-11-23', seed: '99', puzzle: tutorial}, '#daily/easy/2026-11-23'],
      [
        {source: 'new', level: 'medium', seed: '1234567890123', date: null, puzzle: tutorial},
        '#new/medium/1234567890123',
      ],
      [
        {source: 'new', level: 'master', seed: '18446744073709551615', puzzle: tutorial},
        '#new/master/18446744073709551615',
      ],
      [{source: 'new', level: 'hard', seed: '0', puzzle: tutorial}, '#new/hard/0'],
      [{source: 'entered', level: 'hard', seed: null, date: null, puzzle: tutorial}, `#play/${tutorial}`],
      [{source: 'new', level: null, seed: '5', puzzle: tutorial}, `#play/${tutorial}`], // no level: by puzzle
    ];
    for (const [game, id] of games) {
      assert.equal(gameIdOf(game), id);
      const parsed = parseGameId(fragmentText(id.slice(1)));
      assert.equal(gameIdOf({...parsed, source: parsed.kind === 'play' ? 'link' : parsed.kind}), id, id);
      assert.deepEqual(parseGameId(id), parsed, 'with or without #');
    }
    assert.deepEqual(parseGameId('daily/expert/2026-02-28'), {kind: 'daily', level: 'expert', date: '2026-02-28'});
    assert.deepEqual(parseGameId(`play/${tutorial.replace(/\./g, '0')}`), {kind: 'play', puzzle: tutorial});
    assert.deepEqual(LEVELS, ['easy', 'medium', 'hard', 'expert', 'extreme', 'master']);
  });

  test('bad game IDs are refused; other text is an old share link', () => {
    for (const bad of [
      '',
      '#',
      'daily/easy',
      'daily/Easy/2026-11-23',
      'daily/impossible/2026-11-23',
      'daily/easy/2026-02-30',
      'daily/easy/2026-11-23/1',
      'daily/easy/26-11-23',
      'new/medium/18446744073709551616', // 2^64
      'new/medium/99999999999999999999',
      'new/medium/0123',
      'new/medium/-1',
      'new/medium/12a',
      'new/medium/',
      'new/any/5',
      'play/123',
      `play/${tutorial}x`,
      `play/${tutorial.replace('3', 'x')}`,
    ]) {
      assert.equal(parseGameId(bad), null, bad);
    }
    assert.deepEqual(parseGameId(tutorial), {kind: 'puzzle', text: tutorial});
    assert.deepEqual(parseGameId('#3 . 6 | 5 . 8'), {kind: 'puzzle', text: '3 . 6 | 5 . 8'});
  });
});

describe('games and saved games', () => {
  const daily = () =>
    createGame(
      {
        puzzle: tutorial,
        solution: tutorialSolution,
        level: 'easy',
        rating: 1.2,
        source: 'daily',
        seed: '7',
        date: '2026-11-23',
      },
      T0,
    );

  test('a new game is in play, its clock running, with its game ID as id', () => {
    const game = daily();
    assert.ok(Object.isFrozen(game) && Object.isFrozen(game.clock));
    assert.equal(game.id, '#daily/easy/2026-11-23');
    assert.equal(stateOfGame(game).locked, true);
    assert.equal(stateOfGame(game).digits, tutorial);
    assert.equal(game.hints, 0);
    assert.equal(game.finished, null);
    assert.equal(elapsedOf(game.clock, T0 + 3000), 3000);
    assert.throws(() => createGame({puzzle: tutorial, source: 'invented'}, T0), TypeError);
    assert.throws(() => createGame({puzzle: tutorial, source: 'new', level: 'easiest'}, T0), TypeError);
    assert.throws(() => createGame({puzzle: tutorial, source: 'new', seed: 5}, T0), TypeError, 'seeds are text');
  });

  test('updates keep state, clock and hints; solving finishes the game once and stops its clock', () => {
    const game = daily();
    const typed = execute(stateOfGame(game), {type: 'enter', cell: 1, digit: 1});
    const played = updateGame(game, {state: typed, hints: 1}, T0 + 10_000);
    assert.equal(stateOfGame(played).digits[1], '1');
    assert.equal(played.hints, 1);
    assert.equal(played.finished, null);
    assert.deepEqual(gameSummary(played, T0 + 245_000), {
      level: 'easy',
      date: '2026-11-23',
      elapsedMs: 245_000,
      filled: 33,
      finished: false,
      lost: false,
    });
    const solvedState = execute(typed, {type: 'edit', puzzle: tutorialSolution}); // refused: locked
    assert.equal(solvedState, typed);
    let state = typed;
    for (let cell = 0; cell < 81; ++cell) {
      if (state.digits[cell] === '.')
        state = execute(state, {type: 'enter', cell, digit: Number(tutorialSolution[cell])});
    }
    const finished = updateGame(played, {state}, T0 + 300_000);
    assert.deepEqual(finished.finished, {at: T0 + 300_000, elapsedMs: 300_000});
    assert.ok(!isRunning(finished.clock));
    const later = updateGame(finished, {state: execute(state, {type: 'erase', cell: 1})}, T0 + 400_000);
    assert.deepEqual(later.finished, finished.finished, 'finished once');
    assert.deepEqual(gameSummary(later, T0 + 999_000), {
      level: 'easy',
      date: '2026-11-23',
      elapsedMs: 300_000,
      filled: 80,
      finished: true,
      lost: false,
    });
    const revealed = execute(typed, {type: 'solve', solution: tutorialSolution});
    assert.equal(updateGame(played, {state: revealed}, T0 + 1).finished, null, "the solver's solution is not a finish");
  });

  test('the saved list round-trips, newest first, one entry per game, at most the limit', () => {
    const first = daily();
    const second = createGame({puzzle: tutorial, source: 'new', level: 'hard', seed: '42'}, T0 + 1);
    let games = withSavedGame(withSavedGame([], first), second);
    assert.deepEqual(
      games.map((game) => game.id),
      ['#new/hard/42', '#daily/easy/2026-11-23'],
    );
    const resumed = updateGame(first, {hints: 2}, T0 + 2);
    games = withSavedGame(games, resumed);
    assert.deepEqual(
      games.map((game) => [game.id, game.hints]),
      [
        ['#daily/easy/2026-11-23', 2],
        ['#new/hard/42', 0],
      ],
    );
    const read = savedGamesOf(savedGamesText(games));
    assert.deepEqual(read, games);
    assert.ok(read.every(Object.isFrozen));
    let many = [];
    for (let seed = 0; seed < SAVED_GAMES_LIMIT + 5; ++seed) {
      many = withSavedGame(many, createGame({puzzle: tutorial, source: 'new', level: 'easy', seed: String(seed)}, T0));
    }
    assert.equal(many.length, SAVED_GAMES_LIMIT);
    assert.equal(many[0].id, `#new/easy/${SAVED_GAMES_LIMIT + 4}`);
    assert.equal(savedGamesOf(savedGamesText(many), 3).length, 3);
  });

  test('corrupt or foreign saved-games text reads as an empty list; bad records are left out', () => {
    const good = JSON.parse(savedGamesText([daily()]));
    for (const text of ['', 'not json', 'null', '[]', '{"games":[]}', JSON.stringify({...good, version: 2})]) {
      assert.deepEqual(savedGamesOf(text), [], text);
    }
    const record = good.games[0];
    const bad = [
      {...record, id: '#daily/easy/2026-11-24'}, // not the record's own game ID
      {...record, level: 'easiest'},
      {...record, save: '{"version":1}'},
      {...record, save: record.save.replace(',"locked":true', '')}, // not in play
      {...record, puzzle: tutorialSolution}, // the save's givens are another puzzle
      {...record, clock: {elapsedMs: -1, since: null}},
      {...record, hints: 1.5},
      {...record, finished: {at: 'now'}},
      null,
      7,
    ];
    assert.deepEqual(savedGamesOf(JSON.stringify({version: 1, games: [...bad, record]})).length, 1);
    assert.equal(savedGamesOf(JSON.stringify({version: 1, games: [{...record, extra: 1}]}))[0].extra, undefined);
  });
});

describe('stats', () => {
  const finish = (stats, elapsedMs, daily = null, level = 'easy') => recordFinish(stats, {level, elapsedMs, daily});

  test('played, finished, best and average per level', () => {
    let stats = emptyStats();
    assert.deepEqual(Object.keys(stats), [...LEVELS, 'mistakeLimit']);
    assert.equal(averageMs(stats.easy), null);
    stats = recordStart(recordStart(recordStart(stats, 'easy'), 'easy'), 'hard');
    stats = finish(finish(stats, 300_000), 200_000);
    assert.equal(stats.easy.played, 2);
    assert.equal(stats.easy.finished, 2);
    assert.equal(stats.easy.bestMs, 200_000);
    assert.equal(averageMs(stats.easy), 250_000);
    assert.equal(stats.hard.played, 1);
    assert.equal(stats.hard.bestMs, null);
    assert.equal(finish(stats, 400_000).easy.bestMs, 200_000, 'a slower solve is not the best');
    assert.equal(recordStart(stats, null), stats, 'a game without a level is not counted');
    assert.ok(Object.isFrozen(stats) && Object.isFrozen(stats.easy));
  });

  test('the daily streak: consecutive days add up, a gap starts again at 1, an old daily changes nothing', () => {
    let stats = emptyStats();
    for (const date of ['2026-12-30', '2026-12-31', '2027-01-01']) stats = finish(stats, 1000, date);
    assert.equal(stats.easy.dailyStreak, 3);
    assert.equal(stats.easy.lastDaily, '2027-01-01');
    assert.equal(finish(stats, 1000, '2026-12-25').easy.dailyStreak, 3, 'an earlier daily');
    assert.equal(finish(stats, 1000, '2027-01-01').easy.dailyStreak, 3, 'the same day again');
    assert.equal(finish(stats, 1000).easy.dailyStreak, 3, 'not a daily');
    const gap = finish(stats, 1000, '2027-01-03');
    assert.equal(gap.easy.dailyStreak, 1);
    assert.equal(gap.easy.lastDaily, '2027-01-03');
    assert.equal(gap.medium.dailyStreak, 0, 'streaks are per level');
    assert.equal(currentStreak(stats.easy, '2027-01-01'), 3);
    assert.equal(currentStreak(stats.easy, '2027-01-02'), 3, "today's daily still to do");
    assert.equal(currentStreak(stats.easy, '2027-01-03'), 0, 'a day missed');
    assert.equal(currentStreak(emptyStats().easy, '2027-01-03'), 0);
  });

  test('stats text round-trips; bad text reads as empty stats, a bad level as empty', () => {
    const stats = finish(recordStart(emptyStats(), 'expert'), 61_000, '2026-11-23', 'expert');
    assert.deepEqual(statsOf(statsText(stats)), stats);
    for (const text of ['', '{', 'null', '[]', '{"version":2,"levels":{}}', '{"version":1}']) {
      assert.deepEqual(statsOf(text), emptyStats(), text);
    }
    const saved = JSON.parse(statsText(stats));
    saved.levels.easy = {...saved.levels.expert, played: -1};
    saved.levels.hard = {...saved.levels.expert, lastDaily: '2026-02-30'};
    const read = statsOf(JSON.stringify(saved));
    assert.deepEqual(read.expert, stats.expert);
    assert.deepEqual(read.easy, emptyStats().easy);
    assert.deepEqual(read.hard, emptyStats().hard);
  });
});
