// The lessons (web/site/learn/): every technique the two ladders can name, as the C++ table
// gives it (`sudoku techniques --json`, dist/bin/sudoku), has a lesson with its texts and at
// least 5 exercises; and every exercise, replayed through the engine (the package in Node),
// is the hint ladder's step at its position, of the lesson's technique.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {packageDir, root} from './corpus.mjs';
import {site} from './site.mjs';

const {createSudoku} = await import(pathToFileURL(join(packageDir, 'sudoku.node.mjs')).href);
const sudoku = await createSudoku({preload: ['logic']});
const cli = process.env.SUDOKU_CLI ?? join(root, 'dist/bin/sudoku');
const learn = join(root, 'web/site/learn');
const {answerOf, askedFor, candidatesOf, check, checkWords, toggleTap} = await site('learn/exercise.js');
const {bandText, lessonList, lessonOf, whatIs} = await site('learn/catalog.js');
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

const cliRun = spawnSync(cli, ['techniques', '--json'], {encoding: 'utf8'});
assert.equal(cliRun.status, 0, `cannot run ${cli} techniques --json: ${cliRun.stderr ?? cliRun.error}`);
const table = cliRun.stdout
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const rowOf = new Map(table.map((row) => [row.name, row]));
const lessonSlugs = [...new Set(table.map((row) => row.lesson))];
const texts = readJson(join(learn, 'lessons.json'));
const exercisesOf = (slug) => {
  const path = join(learn, 'exercises', `${slug}.json`);
  return existsSync(path) ? readJson(path).exercises : [];
};

describe('the table of techniques reaches the page', () => {
  test('the CLI lists the techniques of both ladders, each with a lesson and a band', () => {
    assert.ok(table.length > 60, `${table.length} techniques`);
    for (const name of ['Hidden Single', 'X-Wing', 'Empty Rectangle', 'ALS-XZ', 'Nishio Forcing Chains']) {
      assert.ok(rowOf.has(name), name);
    }
    for (const row of table) {
      assert.match(row.lesson, /^[a-z0-9-]+$/, row.name);
      assert.ok(row.min >= 1 && (row.max === null || row.max >= row.min), row.name);
    }
  });

  test("the page's copy (learn/techniques.json) is the CLI's table, row for row", () => {
    assert.deepEqual(readJson(join(learn, 'techniques.json')), table);
  });
});

describe('every technique has a lesson', () => {
  for (const slug of lessonSlugs) {
    test(`${slug}: its texts and at least 5 exercises`, () => {
      const lesson = texts[slug];
      assert.ok(lesson, `no lesson texts for ${slug} (web/site/learn/lessons.json)`);
      for (const field of ['title', 'what', 'why', 'look']) {
        assert.ok(
          typeof lesson[field] === 'string' && lesson[field].length > 20 - (field === 'title') * 15,
          `${slug}.${field}`,
        );
      }
      const exercises = exercisesOf(slug);
      assert.ok(exercises.length >= 5, `${slug} has ${exercises.length} exercises, fewer than 5`);
    });
  }

  test('no exercise file or lesson text names a lesson the table does not have', () => {
    const files = readdirSync(join(learn, 'exercises')).map((name) => name.replace(/\.json$/, ''));
    for (const slug of files) assert.ok(lessonSlugs.includes(slug), `exercises/${slug}.json`);
    // Lessons written ahead of their rungs (the ladder's next round) may have texts only.
    for (const slug of Object.keys(texts)) {
      if (!lessonSlugs.includes(slug)) assert.equal(exercisesOf(slug).length, 0, slug);
    }
  });
});

describe("every exercise is the hint ladder's step at its position", () => {
  for (const slug of lessonSlugs) {
    test(slug, () => {
      const exercises = exercisesOf(slug);
      for (const [i, exercise] of exercises.entries()) {
        const where = `${slug} exercise ${i + 1} (${exercise.puzzle})`;
        assert.equal(
          rowOf.get(exercise.technique)?.lesson,
          slug,
          `${where}: ${exercise.technique} is not this lesson's`,
        );
        const hint = sudoku.hint(exercise.puzzle, {progress: exercise.values, marks: exercise.candidates});
        assert.equal(hint.kind, 'step', `${where}: ${hint.message}`);
        assert.equal(hint.step.technique, exercise.technique, where);
        assert.deepEqual(hint.step.placements, exercise.step.placements, where);
        assert.deepEqual(hint.step.eliminations, exercise.step.eliminations, where);
        assert.deepEqual(hint.step, exercise.step, `${where}: the drawing data`);
        // The position is the puzzle's: its givens kept, and it has something left to do.
        for (let cell = 0; cell < 81; ++cell) {
          if (exercise.puzzle[cell] !== '.') assert.equal(exercise.values[cell], exercise.puzzle[cell], where);
        }
      }
    });
  }
});

describe("an exercise's taps, checked (learn/exercise.js)", () => {
  const all = lessonSlugs.flatMap(exercisesOf);

  test('the answer is tapped among the candidates the position shows', () => {
    assert.ok(all.length >= 5 * lessonSlugs.length, `${all.length} exercises`);
    for (const exercise of all) {
      const candidates = candidatesOf(exercise);
      const answer = answerOf(exercise);
      assert.ok(answer.length > 0, exercise.technique);
      for (const [cell, digit] of answer)
        assert.ok(candidates[cell].includes(digit), `${exercise.technique} ${cell}:${digit}`);
    }
  });

  test('right when the taps are the answer, in any order; missing when some are left', () => {
    for (const exercise of all) {
      const taps = answerOf(exercise).map(([cell, digit]) => ({cell, digit}));
      assert.equal(check(exercise, taps).verdict, 'right');
      assert.equal(check(exercise, [...taps].reverse()).verdict, 'right');
      assert.match(checkWords(exercise, check(exercise, taps)), /^Right: /);
      if (taps.length > 1) {
        const result = check(exercise, taps.slice(1));
        assert.deepEqual(result, {verdict: 'missing', wrong: [], missing: 1});
        assert.match(checkWords(exercise, result), /still to find/);
      }
      assert.equal(check(exercise, []).verdict, 'missing');
    }
  });

  test('a wrong tap is named, whatever else is right; tapped again, it is taken back', () => {
    for (const exercise of all) {
      const taps = answerOf(exercise).map(([cell, digit]) => ({cell, digit}));
      const candidates = candidatesOf(exercise);
      const answer = new Set(answerOf(exercise).map(([cell, digit]) => `${cell}:${digit}`));
      const cell = candidates.findIndex((digits, c) => digits.some((d) => !answer.has(`${c}:${d}`)));
      const digit = candidates[cell].find((d) => !answer.has(`${cell}:${d}`));
      const withWrong = toggleTap(taps, cell, digit);
      const result = check(exercise, withWrong);
      assert.equal(result.verdict, 'wrong');
      assert.deepEqual(result.wrong, [{cell, digit}]);
      const words = checkWords(exercise, result);
      const ref = `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
      assert.ok(words.includes(ref) && words.includes(String(digit)), words);
      assert.equal(check(exercise, toggleTap(withWrong, cell, digit)).verdict, 'right');
      assert.ok(['place', 'remove'].includes(askedFor(exercise)));
    }
  });
});

describe("the lessons' index (learn/catalog.js)", () => {
  test("every lesson of the table, in the table's (the hint ladder's) order, with the band of its techniques", () => {
    const lessons = lessonList(readJson(join(learn, 'techniques.json')), texts);
    assert.deepEqual(
      lessons.map((lesson) => lesson.slug),
      lessonSlugs,
    );
    assert.equal(lessons[0].slug, 'full-house');
    const band = (slug) => bandText(lessons.find((lesson) => lesson.slug === slug));
    assert.equal(band('x-wing'), '3.2');
    assert.equal(band('hidden-single'), '1.2–1.5');
    assert.equal(band('aic'), '6.6+'); // the AIC's lesson holds SE's Forcing Y-Chain (6.6 and up)
    for (const lesson of lessons) {
      const rows = table.filter((row) => row.lesson === lesson.slug);
      assert.deepEqual(
        lesson.techniques,
        rows.map((row) => row.name),
      );
      assert.equal(lesson.min, Math.min(...rows.map((row) => row.min)));
    }
    assert.equal(lessonOf(table, 'Sashimi Swordfish'), 'finned-swordfish');
    assert.equal(lessonOf(table, 'Wrong Entry'), null);
  });

  test('"What is a ...?" in English', () => {
    assert.equal(whatIs('Turbot Fish'), 'What is a Turbot Fish?');
    assert.equal(whatIs('X-Wing'), 'What is an X-Wing?');
    assert.equal(whatIs('Empty Rectangle'), 'What is an Empty Rectangle?');
    assert.equal(whatIs('Unique Rectangle type 1'), 'What is a Unique Rectangle type 1?');
    assert.equal(whatIs('Pointing'), 'What is Pointing?');
    assert.equal(whatIs('Nishio Forcing Chains'), 'What are Nishio Forcing Chains?');
  });
});
