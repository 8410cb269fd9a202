// "Watch the search" without a browser: the page reads steps with the client's decoder, and the
// WatchPlayer (watch/player.js) over the client's real trace() in Node,
// with a clock the test moves by hand.
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';
import {corpus, packageDir, tutorial, tutorialSolution} from './corpus.mjs';
import {site} from './site.mjs';

const client = await import(pathToFileURL(join(packageDir, 'sudoku.node.mjs')).href);
const {decodeStep} = await site('client.js');
const {STATE_NAMES} = await site('watch/run.js');
const {DEFAULT_CAP, MAX_CAP, SPEEDS, WatchPlayer, capOf} = await site('watch/player.js');
const sudoku = await client.createSudoku();

const HARDEST = corpus.find((entry) => entry.puzzle.startsWith('98.7..6..75..4')).puzzle;
const NO_SOLUTION = corpus.find((entry) => entry.expected === '0').puzzle;
const CLASHING = corpus.find((entry) => entry.expected === 'invalid').puzzle;
// The tutorials' example: the textbook search takes 9,711 steps (769 placements, 720
// backtracks), the fast one 49 placements (tests/browser/watch.test.mjs says so too).
const TEXTBOOK_STEPS = 9711;

/**
 * A player over the client's synchronous trace() made asynchronous, as the worker's is; the
 * clock is `time` and the frames the test runs (runFrames). `gated`: each trace call waits in
 * `waiting` until release() answers the oldest.
 */
function makePlayer({chunkSteps = 32768, failAfter = Infinity, gated = false} = {}) {
  const calls = {trace: 0, terminated: 0, changes: 0, errors: []};
  const frames = [];
  const waiting = []; // {puzzle, answer()} of the gated calls not answered yet
  const clock = {time: 1000, now: () => clock.time, frame: (callback) => frames.push(callback)};
  const player = new WatchPlayer({
    openTracer: () => ({
      trace: async (puzzle, options) => {
        if (++calls.trace > failAfter) throw new Error('worker gone');
        if (gated) await new Promise((answer) => waiting.push({puzzle, answer}));
        return sudoku.trace(puzzle, options);
      },
      terminate: () => ++calls.terminated,
    }),
    onChange: () => ++calls.changes,
    onError: (error) => calls.errors.push(error.message),
    chunkSteps,
    clock,
  });
  /** Runs the frames due, `ms` apart, `count` times (or until none is asked for). */
  const runFrames = (count, ms) => {
    for (let i = 0; i < count && frames.length; ++i) {
      clock.time += ms;
      frames.shift()(clock.time);
    }
  };
  // Lets what is due run (the calls asked for meanwhile are then waiting); then answers the
  // oldest waiting call, and lets what waits for it run. releaseAll(): until none waits.
  const tick = () => new Promise((done) => setTimeout(done, 0));
  const release = async () => {
    await tick();
    waiting.shift().answer();
    await tick();
  };
  const releaseAll = async () => {
    for (await tick(); waiting.length; await tick()) await release();
  };
  return {player, calls, clock, frames, runFrames, waiting, release, releaseAll, settled: () => player.chain};
}

// What the board shows of a run: the digits, '.' for none.
const gridText = (run) => [...run.grid].map((digit) => (digit ? String(digit) : '.')).join('');

describe('steps', () => {
  test("the page decodes with the client's decoder, the one reader of the packed layout", () => {
    assert.equal(decodeStep, client.decodeStep);
  });

  test("a real trace's steps read as the textbook search: find, try 1..., place", () => {
    const {steps} = sudoku.trace(tutorial, {algorithm: 'textbook', maxSteps: 4});
    assert.deepEqual([...steps].map(decodeStep), [
      {kind: 'find', safe: false, cell: 1, digit: 0, depth: 1},
      {kind: 'try', safe: true, cell: 1, digit: 1, depth: 1},
      {kind: 'place', safe: false, cell: 1, digit: 1, depth: 1},
      {kind: 'find', safe: false, cell: 4, digit: 0, depth: 2},
    ]);
  });
});

describe('WatchPlayer', () => {
  test('start fetches the first chunk and counts both searches', async () => {
    const {player, settled} = makePlayer();
    player.start(tutorial);
    assert.equal(player.run.algorithm, 'textbook');
    assert.equal(player.step, null);
    await settled();
    assert.equal(player.run.steps.length, TEXTBOOK_STEPS);
    assert.equal(player.run.end.position, TEXTBOOK_STEPS);
    assert.equal(player.totalSteps, TEXTBOOK_STEPS);
    assert.deepEqual(player.totals.textbook.stats, {placements: 769, backtracks: 720});
    assert.equal(player.totals.fast.stats.placements, 49);
  });

  test('step forward and back move the grid and counters', async () => {
    const {player, settled} = makePlayer();
    player.start(tutorial);
    await settled();
    for (let i = 0; i < 3; ++i) await player.stepForward();
    assert.deepEqual(player.step, {kind: 'place', safe: false, cell: 1, digit: 1, depth: 1});
    assert.equal(player.run.grid[1], 1);
    assert.equal(STATE_NAMES[player.run.states[1]], 'placed');
    assert.equal(player.run.placements, 1);
    await player.stepBack();
    assert.equal(player.run.grid[1], 0);
    assert.equal(player.run.placements, 0);
    await player.restart();
    assert.equal(player.run.position, 0);
    assert.equal(gridText(player.run), tutorial);
  });

  // Both searches back and forth over backtracks: every step is undone exactly, down to whether
  // a digit taken back was placed or forced.
  for (const [algorithm, puzzle] of [
    ['textbook', tutorial],
    ['fast', HARDEST],
  ]) {
    test(`${algorithm}: stepping back undoes each step exactly`, async () => {
      const {player, settled} = makePlayer();
      player.start(puzzle, {algorithm});
      await settled();
      const seen = () => ({
        grid: gridText(player.run),
        states: [...player.run.states].join(''),
        placements: player.run.placements,
        backtracks: player.run.backtracks,
      });
      const forward = [];
      for (let i = 0; i < 400; ++i) {
        await player.stepForward();
        forward.push(seen());
      }
      assert.ok(player.run.backtracks > 5, `the first 400 steps include backtracks (${player.run.backtracks})`);
      for (let i = forward.length - 2; i >= 0; --i) {
        await player.stepBack();
        assert.deepEqual(seen(), forward[i], `back to step ${i + 1}`);
      }
    });
  }

  test('play advances by the speed on each frame, pauses, and stops at the end', async () => {
    const {player, settled, frames, runFrames} = makePlayer();
    player.start(tutorial);
    await settled();
    player.setSpeed(SPEEDS.indexOf(10));
    assert.equal(player.speed, 10);
    player.play();
    assert.equal(player.playing, true);
    runFrames(1, 100); // the first step at once, and one more after 100 ms at 10 a second
    assert.equal(player.run.position, 2);
    runFrames(3, 100);
    assert.equal(player.run.position, 5);
    runFrames(1, 5000); // a long gap (a hidden tab) plays at most a quarter second's worth more
    assert.ok(player.run.position <= 5 + 4, `position ${player.run.position}`);
    player.pause();
    const paused = player.run.position;
    runFrames(5, 100);
    assert.equal(player.run.position, paused, 'paused');
    assert.equal(frames.length, 0, 'no frame is asked for once paused');
    player.changeSpeed(99);
    assert.equal(player.speed, Infinity);
    player.play();
    runFrames(100, 16);
    assert.equal(player.playing, false, 'stopped at the end');
    assert.ok(player.atEnd);
    assert.equal(gridText(player.run), tutorialSolution);
    assert.deepEqual([player.run.placements, player.run.backtracks], [769, 720]);
    assert.equal(player.step.kind, 'solved');
    player.setSpeed(SPEEDS.indexOf(10));
    player.play(); // again from the start
    await settled();
    runFrames(1, 100);
    assert.equal(player.run.position, 2);
  });

  test('small chunks: the window stays bounded, playing on fetches ahead, stepping back before it fetches again', async () => {
    const chunkSteps = 64;
    const {player, settled, runFrames} = makePlayer({chunkSteps});
    player.start(tutorial);
    await settled();
    player.setSpeed(SPEEDS.length - 1);
    player.play();
    for (let i = 0; i < 100 && player.run.position < 1000; ++i) {
      runFrames(1, 16);
      await settled();
    }
    player.pause();
    const {position} = player.run;
    assert.ok(position >= 1000, `played to ${position}`);
    assert.ok(player.run.steps.length <= 4 * chunkSteps + chunkSteps, `held ${player.run.steps.length} steps`);
    assert.ok(player.run.windowStart > 0, 'the first steps were let go');
    const [onShow] = sudoku.trace(tutorial, {algorithm: 'textbook', from: position - 1, maxSteps: 1}).steps;
    assert.deepEqual(player.step, decodeStep(onShow), 'the step on show is still held');
    const here = gridText(player.run);
    while (player.run.position > position - 300) await player.stepBack();
    assert.ok(player.run.windowStart < position - 300, 'the steps before the window were fetched again');
    while (player.run.position < position) await player.stepForward();
    assert.equal(gridText(player.run), here);
    // The same counters as playing through in one piece.
    const whole = makePlayer();
    whole.player.start(tutorial);
    await whole.settled();
    for (let i = 0; i < position; ++i) await whole.player.stepForward();
    assert.deepEqual(
      [player.run.placements, player.run.backtracks],
      [whole.player.run.placements, whole.player.run.backtracks],
    );
  });

  test('skip to the end: the textbook search jumps, the fast one plays through', async () => {
    const {player, settled} = makePlayer({chunkSteps: 100});
    player.start(tutorial);
    await settled();
    await player.skipToEnd();
    assert.equal(player.run.position, TEXTBOOK_STEPS);
    assert.deepEqual([player.run.placements, player.run.backtracks], [769, 720]);
    assert.equal(gridText(player.run), tutorialSolution);
    assert.ok(player.atEnd);
    player.start(tutorial, {algorithm: 'fast'});
    await settled();
    const fastSteps = player.totals.fast.position;
    assert.equal(player.run.end.position, fastSteps, 'the count of both is kept for the same puzzle and cap');
    await player.skipToEnd();
    assert.equal(player.run.position, fastSteps);
    assert.equal(player.run.placements, 49);
    assert.equal(gridText(player.run), tutorialSolution);
    assert.ok(
      player.run.states.some((state) => STATE_NAMES[state] === 'forced'),
      'forced digits keep their look',
    );
  });

  test('a cap: the search gives up there, and says so', async () => {
    const {player, settled} = makePlayer();
    player.start(tutorial, {cap: 500});
    await settled();
    assert.equal(player.totals.textbook.status, 'aborted');
    await player.skipToEnd();
    assert.equal(player.run.position, 500);
    assert.equal(player.run.end.aborted, true);
    assert.equal(capOf('0'), DEFAULT_CAP);
    assert.equal(capOf('2.5'), DEFAULT_CAP);
    assert.equal(capOf('77'), 77);
    assert.equal(capOf(String(10 * MAX_CAP)), MAX_CAP);
  });

  test('a puzzle with no solution ends with the top level failing', async () => {
    const {player, settled} = makePlayer();
    player.start(NO_SOLUTION);
    await settled();
    await player.skipToEnd();
    assert.equal(player.step.kind, 'fail');
    assert.equal(player.step.depth, 0);
    assert.equal(player.run.end.found, false);
  });

  test('clashing givens cannot be searched: nothing plays', async () => {
    const {player, settled, frames} = makePlayer();
    player.start(CLASHING);
    await settled();
    assert.match(player.run.problem, /are both/);
    player.play();
    assert.equal(player.playing, false);
    assert.equal(frames.length, 0);
  });

  test("steps due while none are held yet play when they come, a quarter second's worth at most", async () => {
    const {player, releaseAll, runFrames} = makePlayer({gated: true});
    player.start(tutorial);
    player.setSpeed(SPEEDS.indexOf(10));
    player.play();
    runFrames(10, 250); // 2.5 s, with no step held
    assert.equal(player.run.position, 0);
    await releaseAll(); // the first chunk, and both counts
    runFrames(1, 0);
    assert.equal(player.run.position, 3, 'the step due at once, and 10 / 4 more');
  });

  test('an answer for a run that is gone is dropped, and nothing more is asked for it', async () => {
    const {player, waiting, release, releaseAll} = makePlayer({gated: true});
    player.start(tutorial);
    await release(); // the first chunk; the count of the textbook search is asked for
    assert.deepEqual(
      waiting.map((call) => call.puzzle),
      [tutorial],
    );
    player.start(NO_SOLUTION);
    await release(); // the count arrives for a run that is gone
    assert.deepEqual(
      waiting.map((call) => call.puzzle),
      [NO_SOLUTION],
      "the new run's first chunk, not the old count's second search",
    );
    assert.equal(player.totals, null);
    await releaseAll();
    assert.equal(player.totals.textbook.found, false, "the totals are the new puzzle's");
  });

  test("a failing worker pauses and reports; a new puzzle drops the old one's answers; close ends the worker", async () => {
    const failing = makePlayer({failAfter: 1});
    failing.player.start(tutorial);
    await failing.settled();
    assert.deepEqual(failing.calls.errors, ['worker gone']);
    const {player, settled, calls} = makePlayer();
    player.start(tutorial);
    player.start(NO_SOLUTION); // before any answer came
    await settled();
    assert.equal(player.run.puzzle, NO_SOLUTION);
    assert.equal(player.totals.textbook.found, false, "the totals are the new puzzle's");
    player.close();
    assert.equal(player.run, null);
    assert.equal(calls.terminated, 1);
  });
});
