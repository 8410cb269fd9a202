// The page: builds its parts and shows the game on show everywhere after each change. The
// entry point of the page's bundle (scripts/bundle.mjs).
//
// The parts: the game (game/: the model, its history, its text forms), the session that holds
// it (app/session.js), the views that draw it (board.js, the text field, the address, the status
// line) and the controllers that turn events into moves (board.js, app/controls.js,
// app/puzzle-input.js, app/link.js); "Watch the search" (visualizer.js) has its own.
//
// All solving goes through the client's worker (client.js), in one worker: Solve and Check,
// which may run for seconds, and the quick questions (parse pasted text, find clashes as you
// type). Cancel terminates the worker (the client starts a fresh one on the next call). Any
// change of the puzzle stops a running job first (its answer would be about another puzzle), so
// a quick question never waits behind a long job. (A second worker for quick questions was
// tried: the two starting together made the first Solve ~40% slower.)

import {wireControls} from './app/controls.js';
import {createSolutionCopy} from './app/copy-solution.js';
import {Jobs} from './app/jobs.js';
import {createLink} from './app/link.js';
import {createLiveCheck} from './app/live-check.js';
import {createOptions} from './app/options.js';
import {PuzzleInput} from './app/puzzle-input.js';
import {createSession} from './app/session.js';
import {createStatusLine} from './app/status.js';
import {loadGame, saveGame} from './app/storage.js';
import {filledSummary, moveLabel} from './app/words.js';
import {createBoardView} from './board.js';
import {createSudokuWorker} from './client.js';
import {conflicts, puzzleOf} from './game/model.js';
import {SearchView} from './visualizer.js';

const byId = (id) => document.getElementById(id);
const solver = createSudokuWorker();
const status = createStatusLine(byId('status'), byId('report'));
const options = createOptions(byId);
const session = createSession({
  beforeChange: () => jobs.cancelForChange(),
  show,
  status,
  summary: filledSummary,
});
const boardView = createBoardView(byId('board'), (move) => session.play(move, moveLabel(move)));
const searchView = new SearchView({
  panel: byId('search-view'),
  toggle: byId('watch'),
  boardView,
  puzzleNow: () => puzzleOf(session.state),
  status,
});
const jobs = new Jobs({
  solver,
  status,
  options,
  byId,
  // A text field holding a non-puzzle is what the player looks at: check that, to say why.
  puzzleToCheck: () => (puzzleInput.malformed ? byId('puzzle').value : puzzleOf(session.state)),
  beforeRun: () => searchView.close(), // the board shows the puzzle again, and then the answer
  onSolution: (solution, words, tone) => session.play({type: 'solve', solution}, 'the solve', words, tone),
});
const puzzleInput = new PuzzleInput({
  field: byId('puzzle'),
  errorLine: byId('puzzle-error'),
  solver,
  session,
  status,
  cancelForChange: () => jobs.cancelForChange(),
});
const link = createLink({read: (text) => puzzleInput.read(text), session, status});
const solutionCopy = createSolutionCopy({
  box: byId('solution-copy'),
  button: byId('copy-solution'),
  field: byId('solution-text'),
  status,
});
const liveCheck = createLiveCheck({solver, status, summary: () => filledSummary(session.state)});
wireControls({byId, session, jobs, status, boardView, searchView});

// Shows `state` everywhere: grid, text field, address, storage, buttons (Copy solution too), status line.
function show({state, note, tone, canUndo, canRedo}) {
  const puzzle = puzzleOf(state);
  const clashes = conflicts(state);
  boardView.render(state, clashes);
  solutionCopy.follow(state, clashes);
  searchView.follow(puzzle);
  puzzleInput.show(puzzle);
  link.follow(state);
  saveGame(state);
  byId('undo').setAttribute('aria-disabled', String(!canUndo));
  byId('redo').setAttribute('aria-disabled', String(!canRedo));
  status.set(note || filledSummary(state), tone);
  status.markReplaceable(!note);
  liveCheck(puzzle);
}

// The start: the link's puzzle, else the saved board.
function start() {
  const fragment = location.hash.slice(1); // read first: show() rewrites it
  const saved = loadGame();
  const savedState = saved && saved !== 'corrupt' ? saved : null;
  const notice = saved === 'corrupt' ? 'Your saved board could not be read, so it was ignored. ' : '';
  if (savedState) session.restore(savedState, 'restoring your board');
  session.refresh(
    notice + (savedState ? 'Restored your board from last time.' : filledSummary(session.state)),
    notice ? 'warn' : '',
  );
  // A link to another puzzle than the saved one opens it (Undo goes back to the saved board).
  if (fragment && link.isOtherPuzzle(fragment)) {
    link.open(fragment).then(() => {
      if (notice) status.set(notice + status.text, 'warn');
    });
  }
  document.documentElement.dataset.ready = 'true';
  performance.mark('sudoku-ready'); // the board takes input from here on (the speed test reads it)
}

start();
