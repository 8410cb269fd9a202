// Mines the lessons' exercises (web/site/learn/exercises/<lesson>.json): positions where a
// lesson's technique is the hint ladder's next step, found by walking puzzles with the native
// CLI (`sudoku explain --teach --json`) and replaying each walk's steps on the candidates. A
// tool, not a test: tests/js/lessons.test.mjs checks what it wrote, through the engine.
//
//   node scripts/mine-lessons.mjs [--cli dist/bin/sudoku] [--per 6] [--seconds 900]
//                                 [--shared ../shared/data/puzzles]
//
// The lessons and the techniques each teaches come from the C++ table (`sudoku techniques
// --json`). Puzzles come, easiest sources first, from `sudoku generate` with fixed seeds, the
// test data (tests/data/*.txt) and the shared sets (../shared/data/puzzles) when present; the
// walk stops as soon as every lesson has its `per` exercises. For each lesson it keeps the
// positions with the smallest steps (a forcing chain's paths can be long), one per puzzle,
// each technique of the lesson before a second of any.
//
// It also writes web/site/learn/techniques.json, the table as the CLI gives it, for the page.
//
// An exercise: {technique, source, puzzle, values, candidates, step}: the puzzle (81
// characters, '.' empty), the position's digits (values, the same form) and candidates (81
// comma-separated fields, the compact marks notation; empty for a filled cell), and the step as
// explain's JSON gives it (placements, eliminations, cells, units, links, paths, text).
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const cli = option('--cli', process.env.SUDOKU_CLI ?? join(root, 'dist/bin/sudoku'));
const per = Number(option('--per', 6));
const deadline = Date.now() + Number(option('--seconds', 900)) * 1000;
const shared = option('--shared', join(root, '../shared/data/puzzles'));
const outDir = join(root, 'web/site/learn/exercises');
// A walk that takes longer than this is cut: the puzzles that need nested forcing chains can
// take minutes, and their first steps are kept.
const BATCH_SECONDS = 120;

/** The table of techniques: name -> its row ({name, lesson, family, ladders, min, max}). */
function readTechniques(path = cli) {
  const result = spawnSync(path, ['techniques', '--json'], {encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`${path} techniques --json: ${result.stderr || result.error}`);
  return new Map(
    result.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .map((row) => [row.name, row]),
  );
}

// ---- Replaying a walk: the board before each step ------------------------------------------
// Candidates as 9-bit masks (bit d-1 for digit d), as the C++ Board keeps them: a placed digit
// leaves its cell empty of candidates and its peers without it.
const PEERS = Array.from({length: 81}, (_, cell) => {
  const row = Math.floor(cell / 9);
  const column = cell % 9;
  const box = Math.floor(row / 3) * 3 + Math.floor(column / 3);
  const peers = [];
  for (let other = 0; other < 81; ++other) {
    const r = Math.floor(other / 9);
    const c = other % 9;
    const b = Math.floor(r / 3) * 3 + Math.floor(c / 3);
    if (other !== cell && (r === row || c === column || b === box)) peers.push(other);
  }
  return peers;
});

class Board {
  constructor(puzzle) {
    this.values = Array(81).fill(0);
    this.candidates = Array(81).fill(0x1ff);
    for (let cell = 0; cell < 81; ++cell) {
      if (puzzle[cell] >= '1' && puzzle[cell] <= '9') this.place(cell, Number(puzzle[cell]));
    }
  }
  place(cell, digit) {
    this.values[cell] = digit;
    this.candidates[cell] = 0;
    for (const peer of PEERS[cell]) this.candidates[peer] &= ~(1 << (digit - 1));
  }
  apply(step) {
    for (const [cell, digit] of step.placements) this.place(cell, digit);
    for (const [cell, digit] of step.eliminations) this.candidates[cell] &= ~(1 << (digit - 1));
  }
  valuesText() {
    return this.values.map((v) => (v ? String(v) : '.')).join('');
  }
  candidatesText() {
    return this.candidates
      .map((mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << (d - 1))).join(''))
      .join(',');
  }
}

// ---- Sources ---------------------------------------------------------------------------------
const puzzleLines = (path) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.trim().slice(0, 81))
    .filter((line) => /^[0-9.]{81}$/.test(line));

function* sources() {
  // Generated puzzles of each level, reproducible from their seeds.
  for (const level of ['hard', 'expert', 'extreme']) {
    for (let seed = 1; seed <= 40; ++seed) {
      yield {source: {generate: level, seed}, puzzle: null};
    }
  }
  const data = join(root, 'tests/data');
  const files = ['corpus.txt', 'sparse.txt', 'se_rated_615.txt'].map((name) => [name, join(data, name)]);
  for (const name of readdirSync(join(data, 'slices')).sort()) {
    files.push([`slices/${name}`, join(data, 'slices', name)]);
  }
  for (const name of ['top95.txt', 'hardest.txt', 'magictour_top1465.txt', '17_clue.txt']) {
    if (existsSync(join(shared, name))) files.push([`shared/${name}`, join(shared, name)]);
  }
  for (const [set, path] of files) {
    const lines = puzzleLines(path);
    for (let i = 0; i < lines.length; ++i) yield {source: {set, line: i + 1}, puzzle: lines[i]};
  }
  // More generated puzzles, for the rarest patterns.
  for (let seed = 41; ; ++seed) {
    for (const level of ['expert', 'extreme']) yield {source: {generate: level, seed}, puzzle: null};
  }
}

function generated(level, seed) {
  const result = spawnSync(cli, ['generate', '--level', level, '--seed', String(seed)], {encoding: 'utf8'});
  return result.stdout.split('\t')[0].trim();
}

/** Walks `puzzles` with explain --teach --json, two at once, cut after BATCH_SECONDS; the answers that came. */
function explainAll(puzzles) {
  return new Promise((resolve) => {
    const child = spawn(cli, ['explain', '--teach', '--json', '--jobs', '2'], {stdio: ['pipe', 'pipe', 'inherit']});
    let text = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      text += chunk;
    });
    const timer = setTimeout(() => child.kill(), BATCH_SECONDS * 1000);
    child.on('close', () => {
      clearTimeout(timer);
      const answers = [];
      for (const line of text.split('\n')) {
        try {
          answers.push(JSON.parse(line));
        } catch {
          // a line cut by the timeout
        }
      }
      resolve(answers);
    });
    child.stdin.end(`${puzzles.join('\n')}\n`);
  });
}

// ---- Mining ----------------------------------------------------------------------------------
const techniques = readTechniques();
const lessons = [...new Set([...techniques.values()].map((row) => row.lesson))];
const pools = new Map(lessons.map((lesson) => [lesson, []]));
const full = () => lessons.every((lesson) => new Set(pools.get(lesson).map((e) => e.puzzle)).size >= per * 2);

function collect(answer, source) {
  if (!answer.steps) return;
  const board = new Board(answer.puzzle);
  for (const step of answer.steps) {
    const row = techniques.get(step.technique);
    if (!row) throw new Error(`"${step.technique}" is not in the table of techniques`);
    const pool = pools.get(row.lesson);
    if (pool.length < 200 && !pool.some((e) => e.puzzle === answer.puzzle && e.technique === step.technique)) {
      pool.push({
        technique: step.technique,
        source,
        puzzle: answer.puzzle,
        values: board.valuesText(),
        candidates: board.candidatesText(),
        step,
      });
    }
    board.apply(step);
  }
}

let batch = [];
let walked = 0;
for (const item of sources()) {
  if (full() || Date.now() > deadline) break;
  const puzzle = item.puzzle ?? generated(item.source.generate, item.source.seed);
  if (!/^[0-9.]{81}$/.test(puzzle)) continue;
  batch.push({...item, puzzle: puzzle.replaceAll('0', '.')});
  if (batch.length < 10) continue;
  const answers = await explainAll(batch.map((b) => b.puzzle));
  // Answers come in the input's order, and a walk cut by the time limit ends the list.
  for (const [i, answer] of answers.entries()) collect(answer, batch[i].source);
  walked += batch.length;
  const short = lessons.filter((lesson) => pools.get(lesson).length < per);
  console.error(`${walked} puzzles walked; short of ${per}: ${short.join(' ') || 'none'}`);
  batch = [];
}

// The smallest steps, one per puzzle, every technique of the lesson once before any twice.
function choose(pool) {
  const bySize = [...pool].sort((a, b) => JSON.stringify(a.step).length - JSON.stringify(b.step).length);
  const chosen = [];
  const counts = new Map();
  while (chosen.length < per) {
    const open = bySize.filter((e) => !chosen.some((c) => c.puzzle === e.puzzle));
    if (open.length === 0) break;
    const least = Math.min(...open.map((e) => counts.get(e.technique) ?? 0));
    const next = open.find((e) => (counts.get(e.technique) ?? 0) === least);
    chosen.push(next);
    counts.set(next.technique, least + 1);
  }
  return chosen;
}

// The table itself, for the page (its lessons' order and bands), as the CLI gave it: the test
// compares it with the CLI's.
writeFileSync(join(root, 'web/site/learn/techniques.json'), `${JSON.stringify([...techniques.values()], null, 1)}\n`);
rmSync(outDir, {recursive: true, force: true});
mkdirSync(outDir, {recursive: true});
for (const lesson of lessons) {
  const exercises = choose(pools.get(lesson));
  writeFileSync(join(outDir, `${lesson}.json`), `${JSON.stringify({lesson, exercises})}\n`);
  console.log(`${lesson}: ${exercises.length} (${[...new Set(exercises.map((e) => e.technique))].join(', ')})`);
}
