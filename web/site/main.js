// The page: builds its parts and shows the game on show everywhere after each change. The
// entry point of the page's bundle (scripts/bundle.mjs).
//
// The parts: the game (game/: the state, its moves, its history, its text forms), the session
// that holds it (app/session.js), the views that draw it (board.js, the text field, the address,
// the status line) and the controllers that turn events into moves (board.js, app/controls.js,
// app/puzzle-input.js, app/link.js); play/ is the game in play (play.js, hints, dialogs, the
// clock), and the panels beside the board have their folders: "Watch the search" (watch/),
// "Explain" (explain/) and, in set-up, "Certify" (certify/) and "Scan a photo" (scan/: its room
// loaded when first opened, scan/room.js), each on panel.js; one is open at a time.
//
// All solving goes through the client's worker (client.js), in one worker: Solve and Check,
// which may run for seconds, and the quick questions (parse pasted text, find clashes as you
// type). Cancel terminates the worker (the client starts a fresh one on the next call). Any
// change of the puzzle stops a running job first (its answer would be about another puzzle), so
// a quick question never waits behind a long job. (A second worker for quick questions was
// tried: the two starting together made the first Solve ~40% slower.)
//
// One style for the parts: each is made by a function that takes what it needs by name and
// returns an object of the calls the page makes on it, its state kept in the closure (createX;
// wireX for controls, whose work is their listeners). No views as classes: the one class is
// watch/player.js's WatchPlayer, a DOM-free model (a search played step by step) with Node tests.
// A part that grows past 100 lines is split into parts by job (play/play.js's, explain/'s).
//
// After each change show() tells the parts by two names: afterChange(state), for those that show
// the state (the pad, the hint, Copy solution, the address, play's record), and rerunFor(puzzle),
// for the panels (one open on another puzzle starts its work again). A call made elsewhere (New
// game's) shows as a job through jobs.trackCall().

import {wireControls} from './app/controls.js';
import {createSolutionCopy} from './app/copy-solution.js';
import {createJobs} from './app/jobs.js';
import {createLink} from './app/link.js';
import {createLiveCheck} from './app/live-check.js';
import {loadGameHistory, loadSetUpBoard, saveGameHistory, saveSetUpBoard} from './app/local-storage.js';
import {registerOffline} from './app/offline.js';
import {createOptions} from './app/options.js';
import {createPuzzleInput} from './app/puzzle-input.js';
import {createSession} from './app/session.js';
import {createStatusLine} from './app/status.js';
import {createThemeSwitch} from './app/theme.js';
import {filledSummary, moveLabel} from './app/words.js';
import {createBoardView} from './board.js';
import {createCertifyView} from './certify/view.js';
import {createScanWorker, createSudokuWorker} from './client.js';
import {createExplainView} from './explain/view.js';
import {cellRef, cellWhere} from './format.js';
import {moveOfInput} from './game/input.js';
import {conflicts, givensOf, mistakes, puzzleOf} from './game/model.js';
import {createLearn, lessonOfFragment, offeringLessons} from './learn/load.js';
import {createPanel, createPanelCall} from './panel.js';
import {wirePlayControls} from './play/controls.js';
import {createDialogs} from './play/dialogs.js';
import {createHints} from './play/hints.js';
import {createPlay} from './play/play.js';
import {celebrate, completedUnits, wireSettings} from './play/settings.js';
import {createScanRoom} from './scan/room.js';
import {createStepView} from './step-view.js';
import {createWatchRoom} from './watch/room.js';

const byId = (id) => document.getElementById(id);
const solver = createSudokuWorker();
const status = createStatusLine(byId('status'), byId('report'));
const options = createOptions(byId);
const session = createSession({
  beforeChange: () => jobs.cancelForChange(),
  show,
  status,
  summary: filledSummary,
  blocked: () => play.blocked(),
  histories: {load: loadGameHistory, save: saveGameHistory},
});
let mode = 'digit'; // what digit keys and the pad do (game/input.js's MODES): Notes, Corner, Colour, Colour notes
let paint = 1; // the colour candidate colour mode paints: the colour last used in Colour mode
let revealedFor = null; // the state whose mistakes Check my progress was asked to show
// Select (play/controls.js), pressed in a game: a press on the board adds its cell.
const selecting = () => Boolean(play.game) && byId('select').getAttribute('aria-pressed') === 'true';
const boardView = createBoardView(byId('board'), playInput, () => pad.picked, selecting);
const play = createPlay({
  solver,
  session,
  status,
  byId,
  trackCall: (words, abort) => jobs.trackCall(words, abort), // New game's progress and Cancel
  onFinish: (game) => dialogs.finished(game),
});
const dialogs = createDialogs({byId, play, status, solver});
// Hints and Explain draw their steps here; the Lessons button offers the lesson of the step on show.
const stepView = offeringLessons(createStepView(byId('board')), (technique) => learn.offer(technique));
const hints = createHints({
  solver,
  session,
  status,
  boardView,
  stepView,
  blocked: () => (boardView.lent ? 'The board is busy with a panel: close it for a hint.' : play.blocked()),
  givens: () => givensOf(session.state),
  apply: applyHint,
  onHint: () => play.hintTaken(),
  walkElement: byId('hint-walk'),
});
// Explain and Watch the search give the solution away: in a game, each opening counts as a hint.
function countHelp(what) {
  const words = play.helpTaken(what);
  if (words) status.set(words, 'warn');
}
// One panel holds the board at a time; a panel's own close() does nothing as it opens.
const closePanels = () => {
  watchView.close();
  explainView.close();
  certifyView.close();
  scanRoom.close();
};
const watchView = createWatchRoom({
  element: byId('watch-view'),
  toggle: byId('watch'),
  boardView,
  puzzleNow: () => puzzleOf(session.state),
  beforeOpen: () => {
    closePanels();
    hints.clear(); // the panel takes the board
    countHelp('Watch the search');
  },
  status,
  openTracer: createSudokuWorker,
});
const explainView = createExplainView({
  element: byId('explain-view'),
  toggle: byId('explain'),
  boardView,
  stepView,
  puzzleNow: () => puzzleOf(session.state),
  beforeOpen: () => {
    if (jobs.cancel()) status.set('Cancelled.');
    closePanels();
    hints.clear();
    countHelp('Explain');
  },
});
// A set-up panel opens: a running job stops, the other panels close, a hint goes (Certify, Scan).
const beforeSetUpPanel = () => {
  if (jobs.cancel()) status.set('Cancelled.');
  closePanels();
  hints.clear();
};
// The setter's certificate (set-up only: a game's puzzle is certified before it is played).
const certifyView = createCertifyView({
  element: byId('certify-view'),
  toggle: byId('certify'),
  boardView,
  puzzleNow: () => puzzleOf(session.state),
  beforeOpen: beforeSetUpPanel,
});
// Scan a photo (set-up only, as Certify): its room loads when first opened (scan/room.js).
const scanRoom = createScanRoom({
  element: byId('scan-view'),
  toggle: byId('scan'),
  board: byId('board'),
  inSetUp: () => !play.game,
  parts: {
    boardView,
    session,
    status,
    beforeOpen: beforeSetUpPanel,
    createPanel,
    createPanelCall,
    createWorker: createScanWorker,
  },
});
const jobs = createJobs({
  solver,
  status,
  options,
  byId,
  // A text field holding a non-puzzle is what the player looks at: check that, to say why.
  puzzleToCheck: () => (puzzleInput.malformed ? byId('puzzle').value : puzzleOf(session.state)),
  beforeRun: closePanels, // the board shows the puzzle again, and then the answer
  onSolution: (solution, words, tone) => session.play({type: 'solve', solution}, 'the solve', words, tone),
});
const puzzleInput = createPuzzleInput({
  field: byId('puzzle'),
  errorLine: byId('puzzle-error'),
  board: byId('board'),
  solver,
  session,
  status,
  cancelForChange: () => jobs.cancelForChange(),
});
const link = createLink({read: (text) => puzzleInput.read(text), session, play, status, away: () => learn.isOpen()});
// The lessons' room (learn/): it takes the page's place while open, and gives the address back.
const learn = createLearn({
  element: byId('learn'),
  layout: document.querySelector('main'),
  link: byId('lessons'),
  offerButton: byId('lesson-offer'),
  onPlay: (puzzle) => link.open(`play/${puzzle}`),
  onLeave: () => session.refresh(),
});
const solutionCopy = createSolutionCopy({
  box: byId('solution-copy'),
  button: byId('copy-solution'),
  field: byId('solution-text'),
  status,
});
const liveCheck = createLiveCheck({solver, status, summary: () => filledSummary(session.state)});
const pad = wireControls({
  byId,
  session,
  jobs,
  status,
  boardView,
  panels: [watchView, explainView, certifyView, scanRoom],
  padInput: (digit) => playInput(boardView.selection, digit, false),
  digitFirst: () => byId('digit-first').checked && Boolean(play.game),
});
wirePlayControls({
  byId,
  play,
  hints,
  dialogs,
  session,
  status,
  modes: {
    get mode() {
      return mode;
    },
    get paint() {
      return paint;
    },
    set mode(value) {
      mode = value;
      for (const [id, name] of [
        ['notes', 'centre'],
        ['corner', 'corner'],
        ['colour', 'colour'],
        ['candidate-colour', 'candidate'],
      ])
        byId(id).setAttribute('aria-pressed', String(mode === name));
      document.documentElement.dataset.input = mode;
      pad.afterChange(session.state, mode);
    },
  },
  revealMistakes: (note) => {
    revealedFor = session.state;
    session.refresh(note, 'warn');
  },
  boardView,
});

const settings = wireSettings({byId, session, play}); // Count mistakes, Auto-notes

// A move of the board or the pad: a placed digit leaves its peers' notes when the option says so
// (or Auto-notes); a digit the solution contradicts counts as a mistake.
function playMove(move) {
  const clearPeers = byId('auto-notes').checked || settings.autoFill;
  let full = move.type === 'enter' ? {...move, clearPeers} : move;
  if (move.type === 'clear' && settings.autoFill) full = {...move, refill: true}; // a digit cleared leaves its candidates
  const solution = play.game?.solution;
  const {digits, kinds} = session.state;
  if (move.type === 'enter' && solution && !play.blocked() && kinds[move.cell] !== 'g') {
    if (digits[move.cell] !== String(move.digit) && solution[move.cell] !== String(move.digit)) play.mistakeMade();
  }
  if (move.type === 'colour' && move.colour) {
    paint = move.colour;
    document.documentElement.dataset.paint = String(paint); // play.css marks the pad with it
  }
  session.play(full, moveLabel(full));
}

// A digit key ('1'-'9') or an eraser typed, or a pad button pressed, for the selected `cells`,
// as the mode says; Shift+digit (`shifted`) is a centre note, or a digit in notes mode.
function playInput(cells, key, shifted) {
  const typed = shifted ? (mode === 'centre' ? 'digit' : 'centre') : mode;
  const move = moveOfInput(cells, key, typed, paint);
  if (move) return playMove(move);
  status.set(
    `${cells.length} cells are selected: a digit goes into one cell. Notes, corner marks and colours go into all of them.`,
    'warn',
  );
}

// A hint (the client's hint() result) played as one move: a logic step applied, or a mistake put
// right, by its kind (a wrong digit cleared, a cell's missing candidate marked again).
function applyHint({mistake, step}, label) {
  const [target] = step.cells.filter((highlight) => highlight.role === 'target');
  if (mistake === 'wrongEntry') {
    const words = `Hint applied: cleared the wrong ${session.state.digits[target.cell]} from ${cellWhere(target.cell)}.`;
    return session.play({type: 'erase', cell: target.cell}, label, words, 'ok');
  }
  if (mistake === 'missingCandidate') {
    const digit = Number(play.game.solution[target.cell]);
    const words = `Hint applied: marked ${digit} again in ${cellWhere(target.cell)}.`;
    return session.play({type: 'mark', cell: target.cell, digit}, label, words, 'ok');
  }
  const {placements, eliminations} = step;
  const move = {type: 'apply', placements, eliminations, clearPeers: byId('auto-notes').checked || settings.autoFill};
  session.play(move, label, `Hint applied (${step.technique}): ${stepWords(placements, eliminations)}.`, 'ok');
}

// "placed 4 in row 1, column 2", "removed 3 from r1c2 and r1c5": what a hint's step did.
function stepWords(placements, eliminations) {
  const placed = placements.map(([cell, digit]) => `placed ${digit} in ${cellWhere(cell)}`);
  const removed = eliminations.length
    ? [`removed ${eliminations.map(([cell, digit]) => `${digit} from ${cellRef(cell)}`).join(', ')}`]
    : [];
  return [...placed, ...removed].join('; ');
}
createThemeSwitch(byId('theme'));

// Shows `state` everywhere: grid, text field, address, storage, buttons (Copy solution too),
// status line.
let shownBefore = null; // the state show() drew last: a unit completed since glows (the completion touch)
function show({state, note, tone, canUndo, canRedo}) {
  const puzzle = puzzleOf(state);
  if (play.game && shownBefore?.locked && state.locked) celebrate(boardView.cells, completedUnits(shownBefore, state));
  shownBefore = state;
  const solution = play.game?.solution;
  hints.afterChange(state);
  const wrongShown = solution && (revealedFor === state || byId('show-mistakes').checked);
  const clashes = conflicts(state);
  boardView.render(state, clashes, {wrong: new Set(wrongShown ? mistakes(state, solution) : [])});
  solutionCopy.afterChange(state);
  play.afterChange(state);
  document.documentElement.dataset.mode = play.game ? 'play' : 'setup';
  byId('play-tools').hidden = !play.game;
  pad.afterChange(state, mode);
  byId('puzzle').readOnly = Boolean(play.game);
  watchView.rerunFor(puzzle);
  explainView.rerunFor(puzzle);
  if (play.game) {
    certifyView.close();
    scanRoom.close();
  } else certifyView.rerunFor(puzzle);
  puzzleInput.show(puzzle);
  link.afterChange(state);
  if (!play.game) saveSetUpBoard(state);
  byId('undo').setAttribute('aria-disabled', String(!canUndo));
  byId('redo').setAttribute('aria-disabled', String(!canRedo));
  status.set(note || play.summary() || filledSummary(state), tone);
  status.markReplaceable(!note);
  liveCheck(puzzle);
}

// The start: the link's game or puzzle; else the game on show last time, when it is not
// finished; else the saved set-up board when it holds a puzzle; else a game to play at once,
// the day's puzzle at the last level chosen (medium the first time). #setup opens the set-up.
function start() {
  let fragment = location.hash.slice(1); // read first: show() rewrites it
  const lesson = lessonOfFragment(fragment);
  if (lesson !== null) {
    learn.open(lesson); // the room shows over the game that opens as it would without it
    fragment = '';
  }
  if (fragment && link.isGame(fragment)) {
    link.open(fragment);
    return ready();
  }
  if (!fragment && play.resumeLast()) return ready();
  const saved = loadSetUpBoard();
  const savedState = saved && saved !== 'corrupt' ? saved : null;
  if (!fragment && saved !== 'corrupt' && !/[1-9]/.test(savedState?.digits ?? '')) {
    Promise.resolve(play.fresh(byId('level').value)).finally(ready);
    return;
  }
  const notice = saved === 'corrupt' ? 'Your saved board could not be read, so it was ignored. ' : '';
  if (savedState) session.restore(savedState, 'restoring your board');
  session.refresh(
    notice + (savedState ? 'Restored your board from last time.' : filledSummary(session.state)),
    notice ? 'warn' : '',
  );
  // A link to another puzzle than the saved one opens it (Undo goes back to the saved board).
  if (fragment === 'setup') session.refresh('Set-up: type or paste a puzzle, or load an example.');
  else if (fragment && link.isOther(fragment)) {
    link.open(fragment).then(() => {
      if (notice) status.set(notice + status.text, 'warn');
    });
  }
  ready();
}

// The board takes input from here on (the speed test reads the mark). The board and Solve need
// the solver's core alone; New game, hints, Explain and Certify need its logic module, which the
// worker loads in the background after the first paint (else the first call needing it would).
function ready() {
  document.documentElement.dataset.ready = 'true';
  performance.mark('sudoku-ready');
  requestAnimationFrame(() => setTimeout(() => solver.loadLogic().catch(() => {}), 0));
}

start();
registerOffline();
