// Draws a WatchPlayer (watch/player.js) into the "Watch the search" panel and onto the board's
// cells: the search's grid with the step on show marked, the pseudocode with the executing line,
// the counters, the comparison of the two searches and the transport buttons' states. It only
// draws: watch/controls.js turns the panel's events into the player's calls.

import {count} from '../format.js';
import {keyboardLikely} from '../keyboard.js';
import {LINE_OF_KIND} from './markup.js';
import {blockingPeer, filledCells, STATE_NAMES} from './run.js';
import {
  capNote,
  compareDetail,
  comparePhrases,
  describeStep,
  lineValue,
  waitingTitle,
  watchedCellName,
} from './words.js';

/**
 * A drawing of `player` in `panel` (filled with watch/markup.js's panelHtml) and on `cells` (the
 * board's 81 cell elements). `part(name)` is the panel's element with that data-part. Returns
 * {draw(), clear()}.
 */
export function createWatchDrawing({panel, cells, part, player}) {
  const drawing = {
    panel,
    cells,
    part,
    player,
    algorithmButtons: [...panel.querySelectorAll('[data-algorithm]')],
    codeLists: [...panel.querySelectorAll('[data-code]')],
    // What each cell was last painted with: only what changed is written to the DOM.
    painted: cells.map(() => ({text: null, state: null, now: null, label: null})),
  };
  // What the comparison line was last drawn for ([totals, algorithm, problem, cap]): it is
  // redrawn only when one of them changes.
  let compared = null;

  return {
    /** Draws the player's step on show, and what goes with it. */
    draw() {
      const {run, playing} = player;
      const step = player.step;
      // The cell whose digit makes the digit being tried unsafe (-1 when none).
      const blocker = step && step.kind === 'try' && !step.safe ? blockingPeer(run, step.cell, step.digit) : -1;
      drawBoard(drawing, step, blocker);
      drawCode(drawing, step);
      drawCounters(drawing, step);
      const compareKey = [player.totals, run.algorithm, run.problem, run.cap];
      if (!compared || compareKey.some((value, index) => value !== compared[index])) {
        compared = compareKey;
        drawCompare(drawing);
      }
      part('now').textContent = describeStep(player, step, blocker, !step && keyboardLikely());
      part('now').setAttribute('aria-live', playing ? 'off' : 'polite');
      drawButtons(drawing);
      panel.dataset.position = String(run.position);
      panel.dataset.playing = String(playing);
    },

    /** Takes the search's marks off the cells (the board view draws them again). */
    clear() {
      for (const cell of cells) {
        delete cell.dataset.watch;
        delete cell.dataset.now;
      }
      for (const record of drawing.painted) record.text = record.state = record.now = record.label = null;
    },
  };
}

// The drawing functions take createWatchDrawing's `drawing`: {panel, cells, part, player,
// algorithmButtons, codeLists, painted}.

function drawButtons({part, player, algorithmButtons}) {
  const {run, playing} = player;
  const play = part('play');
  play.setAttribute('aria-label', playing ? 'Pause' : 'Play');
  play.title = playing ? 'Pause (Space)' : 'Play (Space)';
  play.dataset.playing = String(playing);
  for (const button of algorithmButtons) {
    button.setAttribute('aria-pressed', String(button.dataset.algorithm === run.algorithm));
  }
  for (const name of ['play', 'forward', 'end'])
    setDisabled(part(name), Boolean(run.problem) || (player.atEnd && name !== 'play'));
  for (const name of ['back', 'restart']) setDisabled(part(name), run.position === 0);
}

function drawBoard(drawing, step, blocker) {
  const {grid, states} = drawing.player.run;
  for (let cell = 0; cell < 81; ++cell) {
    let digit = grid[cell];
    let state = STATE_NAMES[states[cell]];
    let now = null;
    // (a fast search's contradiction at the top level names no cell: its 'fail' says cell 0)
    if (step && step.cell === cell && step.kind !== 'solved' && !(step.kind === 'fail' && digit)) {
      now = step.kind;
      if (step.kind === 'try') {
        digit = step.digit;
        state = step.safe ? 'trying' : 'rejected';
      } else if (step.kind === 'undo') {
        digit = step.digit;
        state = 'undone';
      } else if (step.kind === 'fail') {
        state = 'dead';
      }
    }
    if (cell === blocker) now = 'blocker';
    paint(drawing, cell, digit ? String(digit) : '', state, now);
  }
}

function paint({cells, painted}, cell, text, state, now) {
  const record = painted[cell];
  const element = cells[cell];
  if (record.text !== text) element.textContent = record.text = text;
  if (record.state !== state) element.dataset.watch = record.state = state;
  if (record.now !== now) {
    record.now = now;
    if (now) element.dataset.now = now;
    else delete element.dataset.now;
  }
  const label = watchedCellName(cell, text, state, now);
  if (record.label !== label) {
    record.label = label;
    element.setAttribute('aria-label', label);
  }
}

function drawCode({codeLists, player}, step) {
  const list = codeLists.find((element) => element.dataset.code === player.run.algorithm);
  for (const other of codeLists) other.hidden = other !== list;
  const active = step ? LINE_OF_KIND[step.kind] : null;
  const depth = step ? step.depth : 0;
  for (const line of list.querySelectorAll('li[data-line]')) {
    const name = line.dataset.line;
    if (name === active) line.setAttribute('aria-current', 'step');
    else line.removeAttribute('aria-current');
    // The callers of the level on show wait on the recurse line: a second, quieter marker.
    const waiting = name === 'recurse' && depth > 1 && name !== active;
    line.classList.toggle('waiting', waiting);
    if (name === 'recurse') line.title = waiting ? waitingTitle(depth) : '';
    line.querySelector('.watch-value').textContent = lineValue(name, step, depth);
  }
}

function drawCounters({player, part}, step) {
  const {run} = player;
  part('placements').textContent = count(run.placements);
  part('backtracks').textContent = count(run.backtracks);
  part('depth').textContent = String(step ? step.depth : 0);
  part('filled').textContent = `${filledCells(run)} / 81`;
  const total = player.totalSteps;
  part('steps').textContent = total !== null ? `${count(run.position)} of ${count(total)}` : count(run.position);
}

function drawCompare({player, part}) {
  const compare = part('compare');
  const note = part('cap-note');
  const {run, totals} = player;
  if (run.problem || !totals) {
    compare.textContent = run.problem ? '' : 'Counting both searches…';
    note.hidden = true;
    return;
  }
  const phrases = comparePhrases(totals);
  compare.replaceChildren(...phrases.flatMap((text, index) => (index ? [' ', nowrap(text)] : [nowrap(text)])));
  part('compare-detail').textContent = compareDetail(totals);
  const text = capNote(player);
  note.hidden = !text;
  if (text) note.textContent = text;
}

function setDisabled(button, disabled) {
  button.setAttribute('aria-disabled', String(disabled));
}

function nowrap(text) {
  const span = document.createElement('span');
  span.className = 'nowrap';
  span.textContent = text;
  return span;
}
