// The lessons' room (#learn, #learn/x-wing): the index of lessons in the hint ladder's order with
// the player's progress and each one's band on Sudoku Explainer's scale, and a lesson: what the
// pattern is, why it works, how to look for it, an example drawn on a board as a hint draws it
// (step-view.js), and exercises mined from real puzzles (learn/exercise.js checks the taps).
//
// Loaded only when opened: the page's bundle holds a loader (learn/load.js) and the hosted page
// fetches this module and its data then; the offline page has them inlined. The data comes from
// `loadJson(name)` of 'learn-data' (scripts/bundle.mjs: a fetch beside this module, or the files
// inlined). The room never touches the solver: every answer is in the data.

import {loadJson, loadStyles} from 'learn-data';
import {loadLessonProgress, saveLessonProgress} from '../app/local-storage.js';
import {cellWhere} from '../format.js';
import {createStepView, describeMarks} from '../step-view.js';
import {bandText, lessonList, lessonOf} from './catalog.js';
import {answerOf, askedFor, candidatesOf, check, checkWords, toggleTap} from './exercise.js';

/**
 * The room inside `element` (the page's #learn section), in the place of `layout` (the page's
 * main part) while open. `onPlay(puzzle)` plays a whole puzzle (an exercise's); `onLeave()` runs
 * as the room closes (the page shows the game again and takes the address back). Returns
 * {open(slug, technique), close()}: open('') shows the index, open(slug) a lesson, and
 * open('', technique) the lesson of a step's technique.
 */
export async function createRoom({element, layout, onPlay, onLeave}) {
  const [techniques, texts] = await Promise.all([loadJson('techniques.json'), loadJson('lessons.json'), loadStyles()]);
  const lessons = lessonList(techniques, texts);
  let progress = loadLessonProgress(); // {slug: [indices of the exercises solved]}

  element.replaceChildren();
  element.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close(); // as Esc closes the page's panels
  });
  const heading = add(element, 'h2', {id: 'learn-title', tabIndex: -1});
  const body = add(element, 'div', {className: 'learn-body'});

  function open(slug, technique = null) {
    const wanted = technique ? (lessonOf(techniques, technique) ?? '') : slug;
    layout.hidden = true;
    element.hidden = false;
    const address = wanted ? `#learn/${wanted}` : '#learn';
    if (location.hash !== address) history.pushState(null, '', address);
    const lesson = lessons.find((each) => each.slug === wanted);
    if (lesson) showLesson(lesson);
    else showIndex(wanted ? `There is no lesson "${wanted}".` : '');
  }

  function close() {
    if (!layout.hidden) return;
    element.hidden = true;
    layout.hidden = false;
    onLeave();
  }

  function showIndex(note) {
    heading.textContent = 'Lessons';
    body.replaceChildren();
    add(body, 'p', {
      className: 'learn-intro',
      textContent:
        'Every technique the hints use, in the order the hints try them. Each lesson shows the pattern and gives positions from real puzzles to practise on; the band is its rating on Sudoku Explainer’s scale. Your progress is kept in this browser.',
    });
    if (note) add(body, 'p', {className: 'learn-note', role: 'status', textContent: note});
    const list = add(body, 'ol', {className: 'learn-index'});
    for (const lesson of lessons) {
      const item = add(list, 'li');
      add(item, 'a', {href: `#learn/${lesson.slug}`, textContent: lesson.title});
      const done = (progress[lesson.slug] ?? []).length;
      add(item, 'span', {className: 'learn-band', textContent: `SE ${bandText(lesson)}`});
      add(item, 'span', {className: 'learn-done', textContent: done ? `${done} solved` : ''});
    }
    add(body, 'button', {type: 'button', textContent: 'Back to the board'}).addEventListener('click', close);
    heading.focus();
  }

  function showLesson(lesson) {
    heading.textContent = lesson.title;
    body.replaceChildren();
    const meta = add(body, 'p', {className: 'learn-meta'});
    meta.textContent = `${lesson.family} · SE ${bandText(lesson)} · ${lesson.techniques.join(', ')}`;
    for (const [title, field] of [
      ['What it is', 'what'],
      ['Why it works', 'why'],
      ['How to look for it', 'look'],
    ]) {
      add(body, 'h3', {textContent: title});
      add(body, 'p', {textContent: lesson[field]});
    }
    const practice = add(body, 'section', {className: 'learn-practice', ariaLabel: 'Example and exercises'});
    const nav = add(body, 'p', {className: 'learn-nav'});
    add(nav, 'a', {href: '#learn', textContent: 'All lessons'});
    add(nav, 'button', {type: 'button', textContent: 'Back to the board'}).addEventListener('click', close);
    heading.focus();
    loadJson(`exercises/${lesson.slug}.json`).then(
      ({exercises}) => showPractice(practice, lesson, exercises),
      () => add(practice, 'p', {textContent: 'This lesson has no exercises yet.'}),
    );
  }

  // The first exercise is the worked example, its pattern drawn; the others are to solve.
  function showPractice(practice, lesson, exercises) {
    let index = 0;
    let taps = [];
    const title = add(practice, 'h3');
    const prompt = add(practice, 'p', {className: 'learn-prompt'});
    const board = add(practice, 'div', {className: 'board learn-board', role: 'group'});
    const stepView = createStepView(board);
    const buttons = add(practice, 'div', {className: 'learn-buttons'});
    const [checkButton, patternButton, nextButton, playButton] = [
      'Check',
      'Show pattern',
      'Next',
      'Play this puzzle',
    ].map((words) => add(buttons, 'button', {type: 'button', textContent: words}));
    const said = add(practice, 'p', {className: 'learn-said', role: 'status', ariaLive: 'polite'});
    const pattern = add(practice, 'p', {className: 'learn-pattern'});

    function open(at) {
      index = at;
      taps = [];
      const exercise = exercises[index];
      const example = index === 0;
      title.textContent = example ? 'Example' : `Exercise ${index} of ${exercises.length - 1}`;
      board.setAttribute('aria-label', example ? 'The example, drawn' : 'The exercise: tap candidates');
      const place = askedFor(exercise) === 'place';
      prompt.textContent = example
        ? exercise.step.text
        : place
          ? `Find the ${exercise.technique}: tap the digit it places, in its cell, then Check.`
          : `Find the ${exercise.technique}: tap each candidate it removes, then Check.`;
      said.textContent = '';
      drawBoard(exercise);
      checkButton.hidden = example;
      patternButton.hidden = example;
      nextButton.textContent = example
        ? 'Try an exercise'
        : index + 1 < exercises.length
          ? 'Next'
          : 'Back to the example';
      if (example) showPattern();
      else {
        stepView.clear();
        pattern.textContent = '';
      }
    }

    function showPattern() {
      const exercise = exercises[index];
      stepView.draw(exercise.step, {digits: exercise.values});
      pattern.textContent = describeMarks(exercise.step);
    }

    function drawBoard(exercise) {
      const candidates = candidatesOf(exercise);
      const tappable = index > 0;
      // The rows go before the step view's overlay, which stays (step-view.js appends it once).
      for (const row of board.querySelectorAll('.board-row')) row.remove();
      const overlay = board.querySelector('.step-overlay');
      for (let row = 0; row < 9; ++row) {
        const rowElement = document.createElement('div');
        rowElement.className = 'board-row';
        board.insertBefore(rowElement, overlay);
        for (let column = 0; column < 9; ++column) {
          const cell = 9 * row + column;
          const cellElement = add(rowElement, 'div', {className: 'cell'});
          const digit = exercise.values[cell];
          if (digit !== '.') {
            cellElement.textContent = digit;
            cellElement.dataset.kind = exercise.puzzle[cell] === '.' ? 'typed' : 'given';
            cellElement.setAttribute('aria-label', `${cellWhere(cell)}, ${digit}`);
            cellElement.setAttribute('role', 'img');
            continue;
          }
          const notes = add(cellElement, 'span', {className: 'notes'});
          for (let d = 1; d <= 9; ++d) {
            if (!candidates[cell].includes(d)) {
              add(notes, 'span');
              continue;
            }
            const label = `${cellWhere(cell)}, candidate ${d}`;
            if (!tappable) {
              add(notes, 'span', {textContent: String(d), ariaLabel: label, role: 'img'});
              continue;
            }
            const button = add(notes, 'button', {type: 'button', className: 'learn-candidate', textContent: String(d)});
            button.setAttribute('aria-label', label);
            button.tabIndex = board.querySelector('.learn-candidate') === button ? 0 : -1;
            button.setAttribute('aria-pressed', 'false');
            button.dataset.cell = String(cell);
            button.dataset.digit = String(d);
            button.addEventListener('click', () => {
              taps = toggleTap(taps, cell, d);
              button.setAttribute('aria-pressed', String(taps.some((tap) => tap.cell === cell && tap.digit === d)));
              said.textContent = '';
            });
          }
        }
      }
    }

    // One tab stop on the board: the arrows move between its candidates (roving tabindex).
    board.addEventListener('keydown', (event) => {
      const all = [...board.querySelectorAll('.learn-candidate')];
      const at = all.indexOf(document.activeElement);
      const step = {ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1}[event.key];
      if (at < 0 || !step) return;
      event.preventDefault();
      const next = all[(at + step + all.length) % all.length];
      all[at].tabIndex = -1;
      next.tabIndex = 0;
      next.focus();
    });

    checkButton.addEventListener('click', () => {
      const exercise = exercises[index];
      const result = check(exercise, taps);
      said.textContent = checkWords(exercise, result) || `Nothing tapped yet: ${answerOf(exercise).length} to find.`;
      said.dataset.verdict = result.verdict;
      if (result.verdict === 'right') {
        const solved = new Set(progress[lesson.slug] ?? []);
        solved.add(index);
        progress = {...progress, [lesson.slug]: [...solved].sort((a, b) => a - b)};
        saveLessonProgress(progress);
        showPattern();
      }
    });
    patternButton.addEventListener('click', showPattern);
    nextButton.addEventListener('click', () => open((index + 1) % exercises.length));
    playButton.addEventListener('click', () => {
      close();
      onPlay(exercises[index].puzzle);
    });
    open(0);
  }

  return {open, close};
}

// A new element under `parent`, with `properties` set on it (aria ones by their DOM names).
function add(parent, tag, properties = {}) {
  const node = document.createElement(tag);
  Object.assign(node, properties);
  parent.append(node);
  return node;
}
