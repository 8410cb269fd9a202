// The `sudoku` CLI: output lines, their order, error lines, grid pictures and exit codes.
// Run by CTest, which passes the binary's path in SUDOKU_CLI.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';

import {corpus, root, tutorial, tutorialSolution} from '../js/corpus.mjs';
import {applyTransform, isIsomorphism, randomTransform, seededRandom} from '../js/isomorphs.mjs';

const cli = process.env.SUDOKU_CLI;
assert.ok(cli, 'SUDOKU_CLI must name the sudoku binary');

function run(args, input = '') {
  const result = spawnSync(cli, args, {input, encoding: 'utf8'});
  return {code: result.status, out: result.stdout, err: result.stderr, lines: result.stdout.split('\n').slice(0, -1)};
}

function tempFile(name, text) {
  const path = join(mkdtempSync(join(tmpdir(), 'sudoku-cli-')), name);
  writeFileSync(path, text);
  return path;
}

test('solve prints the solution of a unique puzzle and exits 0', () => {
  const {code, lines} = run(['solve'], `${tutorial}\n`);
  assert.equal(code, 0);
  assert.deepEqual(lines, [tutorialSolution]);
});

test('solve prints one line per puzzle, in input order, skipping blanks and comments', () => {
  const unique = corpus.filter((entry) => entry.expected === '1');
  const input = ['# a comment', '', ...unique.map((entry) => entry.puzzle), ''].join('\n');
  const {code, lines} = run(['solve'], input);
  assert.equal(code, 0);
  assert.deepEqual(
    lines,
    unique.map((entry) => entry.solution),
  );
});

test('every corpus entry gets its status word, and the exit code is 1 when one is not unique', () => {
  const {code, lines} = run(['solve'], corpus.map((entry) => entry.puzzle).join('\n'));
  assert.equal(code, 1);
  assert.equal(lines.length, corpus.length);
  corpus.forEach((entry, i) => {
    const expected =
      entry.expected === 'invalid'
        ? /^invalid: r\dc\d and r\dc\d are both \d \((row|column|box) \d\)/
        : entry.expected === '0'
          ? /^none: no solution/
          : entry.expected === '1'
            ? new RegExp(`^${entry.solution}$`)
            : /^multiple: (at least )?\d+ solutions$/;
    assert.match(lines[i], expected, `line ${i + 1}: ${entry.puzzle}`);
  });
});

test('malformed lines name the line, column and character', () => {
  const bad = `${tutorial.slice(0, 10)}x${tutorial.slice(11)}`;
  const {code, lines} = run(['solve'], `${tutorial}\n\n${bad}\n${tutorial.slice(0, 80)}\n`);
  assert.equal(code, 1);
  assert.deepEqual(lines, [
    tutorialSolution,
    "malformed: line 3, column 11: unexpected character 'x' (a cell is 1-9, or '.' or '0' when empty)",
    'malformed: found 80 cells on line 4, expected 81',
  ]);
});

test('a file holding one grid picture is one puzzle; pictures and lines mix', () => {
  const picture = [
    '+-------+-------+-------+',
    '| 3 . 6 | 5 . 8 | 4 . . |',
    '| 5 2 . | . . . | . . . |',
    '| . 8 7 | . . . | . 3 1 |',
    '+-------+-------+-------+',
    '| . . 3 | . 1 . | . 8 . |',
    '| 9 . . | 8 6 3 | . . 5 |',
    '| . 5 . | . 9 . | 6 . . |',
    '+-------+-------+-------+',
    '| 1 3 . | . . . | 2 5 . |',
    '| . . . | . . . | . 7 4 |',
    '| . . 5 | 2 . 6 | 3 . . |',
    '+-------+-------+-------+',
    '',
  ].join('\n');
  const file = tempFile('picture.txt', picture);
  assert.deepEqual(run(['solve', file]).lines, [tutorialSolution]);
  const mixed = tempFile('mixed.txt', `${picture}\n${tutorial}\n`);
  assert.deepEqual(run(['solve', mixed]).lines, [tutorialSolution, tutorialSolution]);
});

test('a grid picture cut short is reported with its row count', () => {
  const {code, lines} = run(['solve'], `3 . 6 5 . 8 4 . .\n5 2 . . . . . . .\n\n${tutorial}\n`);
  assert.equal(code, 1);
  assert.deepEqual(lines, [
    'malformed: found 2 lines with 18 cells; expected one line of 81 cells or 9 lines of 9 cells',
    tutorialSolution,
  ]);
});

test("--grid prints the tutorials' 9x9 picture", () => {
  const {lines} = run(['solve', '--grid'], tutorial);
  assert.deepEqual(lines.slice(0, 10), [
    '3 1 6 5 7 8 4 9 2',
    '5 2 9 1 3 4 7 6 8',
    '4 8 7 6 2 9 5 3 1',
    '2 6 3 4 1 5 9 8 7',
    '9 7 4 8 6 3 1 2 5',
    '8 5 1 7 9 2 6 4 3',
    '1 3 8 9 4 7 2 5 6',
    '6 9 2 3 5 1 8 7 4',
    '7 4 5 2 8 6 3 1 9',
    '',
  ]);
});

test('--stats appends the textbook counters of the tutorials', () => {
  const {lines} = run(['solve', '--algorithm', 'textbook', '--stats'], tutorial);
  assert.deepEqual(lines, [`${tutorialSolution}\tplacements=769 backtracks=720`]);
  const fast = run(['solve', '--stats'], tutorial).lines[0];
  assert.match(fast, /\tnodes=1 guesses=0$/);
});

test('--budget makes a long search give up with `aborted`', () => {
  const seventeen = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';
  const {code, lines} = run(['solve', '--algorithm', 'textbook', '--budget', '1000'], seventeen);
  assert.equal(code, 1);
  assert.deepEqual(lines, ['aborted: gave up after 1000 placements without finding a solution']);
});

test('count prints counts, N+ at the limit, and error lines', () => {
  const input = [
    tutorial,
    '.'.repeat(81),
    ...corpus.filter((e) => /^(0|[2-9]|12|invalid)$/.test(e.expected)).map((e) => e.puzzle),
  ];
  const {code, lines} = run(['count', '--limit', '10'], input.join('\n'));
  assert.equal(code, 1); // invalid lines are not counted
  assert.equal(lines[0], '1');
  assert.equal(lines[1], '10+');
  const rest = corpus.filter((e) => /^(0|[2-9]|12|invalid)$/.test(e.expected));
  rest.forEach((entry, i) => {
    const expected =
      entry.expected === 'invalid'
        ? /^invalid: /
        : Number(entry.expected) >= 10
          ? /^10\+$/
          : new RegExp(`^${entry.expected}$`);
    assert.match(lines[i + 2], expected, entry.puzzle);
  });
});

test('count says aborted when the budget, not the limit, cut the count short', () => {
  const {code, lines} = run(['count', '--limit', '1000000', '--budget', '300'], '.'.repeat(81));
  assert.equal(code, 1);
  assert.match(lines[0], /^aborted: the budget ran out after \d+ solutions$/);
});

test('number options take decimal whole numbers in range, and nothing else', () => {
  for (const bad of ['-1', '0x10', '1e3', '1.5', ' 5', '', '99999999999999999999']) {
    const {code, err} = run(['count', '--limit', bad], tutorial);
    assert.equal(code, 2, bad);
    assert.match(err, /--limit: expected a whole number from 1 to \d+, got/, bad);
  }
  assert.equal(run(['count', '--limit', '010'], tutorial).out, '1\n'); // decimal, not octal
  assert.equal(run(['generate', '--seed', '010']).out.split('\t')[3], '10\n');
});

test('count exits 0 when every puzzle was counted', () => {
  assert.deepEqual(run(['count'], tutorial), {code: 0, out: '1\n', err: '', lines: ['1']});
});

test('usage errors exit 2', () => {
  assert.equal(run([]).code, 2);
  assert.equal(run(['frobnicate']).code, 2);
  assert.equal(run(['solve', '--algorithm', 'quantum'], tutorial).code, 2);
  assert.equal(run(['solve', '/no/such/file']).code, 2);
  assert.equal(run(['bench']).code, 2);
});

test('bench reports puzzles/s, mean and median µs and guesses per file', () => {
  const file = tempFile(
    'set.txt',
    corpus
      .filter((e) => e.expected === '1')
      .map((e) => e.puzzle)
      .join('\n'),
  );
  const {code, lines} = run(['bench', file]);
  assert.equal(code, 0);
  assert.match(lines[0], /file\s+puzzles\s+puzzles\/s\s+mean_us\s+median_us\s+guesses/);
  assert.match(lines[1], /set\.txt\s+\d+\s+\d+\s+[\d.]+\s+[\d.]+\s+[\d.]+/);
});

// Under AddressSanitizer freed memory sits in a quarantine, so the resident set says nothing.
const sanitized = process.env.SUDOKU_SANITIZED === '1';

test('a large input streams through solve with flat memory', {skip: sanitized && 'ASan build'}, () => {
  // The resident set must not grow with the input: 300,000 puzzles need no more than 30,000.
  const peakKilobytes = (count) => {
    const result = spawnSync('/usr/bin/time', ['-f', '%M', cli, 'solve'], {
      input: `${tutorial}\n`.repeat(count),
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    });
    assert.equal(result.status, 0);
    assert.equal(result.stdout.length, 82 * count);
    return Number(result.stderr.trim().split('\n').pop());
  };
  const small = peakKilobytes(30000);
  const large = peakKilobytes(300000);
  assert.ok(large < small + 2048, `peak resident ${small} KB for 30,000 puzzles, ${large} KB for 300,000`);
});

test('hostile input stays under 64 MB: 100 MB of lines that are no puzzle, and a 1 GB line', {
  skip: sanitized && 'ASan build',
}, () => {
  // Each input is made by a shell pipeline, so the test never holds it; `time` reports the
  // CLI's own peak resident set.
  const inputs = {
    'border lines': "yes '|' | head -c 100000000",
    'box borders': "yes '+-----+-----+' | head -c 100000000",
    'short picture rows': "yes '1 2 3' | head -c 100000000",
    '12-cell lines': 'yes 123456789123 | head -c 100000000',
    'one 1 GB line of digits': String.raw`head -c 1000000000 /dev/zero | tr '\0' 1`,
    'one 1 GB line of dots then a bad byte': String.raw`{ head -c 1000000000 /dev/zero | tr '\0' .; printf '\001\n'; }`,
  };
  for (const [name, pipeline] of Object.entries(inputs)) {
    const result = spawnSync('bash', ['-c', `${pipeline} | /usr/bin/time -f %M "$SUDOKU_CLI" solve >/dev/null`], {
      encoding: 'utf8',
    });
    assert.ok(result.status === 0 || result.status === 1, `${name}: exit ${result.status}`);
    const peak = Number(result.stderr.trim().split('\n').pop());
    assert.ok(peak > 0 && peak < 64 * 1024, `${name}: peak resident ${peak} KB`);
  }
});

// ---- rate, explain, hint ---------------------------------------------------------------------

const xyWing = '..6....98.5..7...49..2........96.4...421.796...1.54........3..63...9..8.17....3..'; // SE 4.2

test('rate prints rating, level, hardest technique and steps, tab-separated, per puzzle', () => {
  const {code, lines} = run(['rate'], `${tutorial}\n# comment\n\n${tutorial}\n`);
  assert.equal(code, 0);
  assert.deepEqual(lines, ['1.5\teasy\tHidden Single\t49', '1.5\teasy\tHidden Single\t49']);
});

test('rate rates a puzzle that needs chains: 9.0, dynamic forcing chains', () => {
  const chains = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
  const {code, lines} = run(['rate'], `${chains}\n`);
  assert.equal(code, 0);
  assert.match(lines[0], /^9\.\d\tmaster\tDynamic .*Forcing Chains.*\t\d+$/);
});

test('rate gives the status line of solve for puzzles that are not unique, and exits 1', () => {
  const bad = corpus.filter((entry) => entry.expected !== '1').map((entry) => entry.puzzle);
  const {code, lines} = run(['rate'], `${bad.join('\n')}\n`);
  assert.equal(code, 1);
  assert.equal(lines.length, bad.length);
  for (const line of lines) assert.match(line, /^(none|multiple|invalid|malformed): /);
});

test('rate and explain --jobs N print what --jobs 1 prints, in input order, whatever finishes first', () => {
  // A slow chain puzzle first, then quick ones and bad ones: workers finish out of order.
  const chains = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
  const bad = corpus.filter((entry) => entry.expected !== '1').map((entry) => entry.puzzle);
  const mixed = [chains, tutorial, xyWing, ...bad, tutorial, chains, xyWing];
  const input = `${mixed.join('\n')}\n`;
  for (const command of [['rate'], ['explain', '--json']]) {
    const one = run([...command, '--jobs', '1'], input);
    assert.equal(one.lines.length, mixed.length);
    for (const jobs of ['2', '3', '8']) {
      const many = run([...command, '--jobs', jobs], input);
      assert.equal(many.code, one.code);
      assert.deepEqual(many.lines, one.lines);
    }
  }
  // More puzzles than the window holds (parallel.hpp's kMinWindow, 128): the hardest guesses
  // go first, and the front must still come out first. Quick ones, for the sanitizer's sake.
  const quick = [tutorial, xyWing, ...bad];
  const long = Array.from({length: 300}, (_, i) => quick[i % quick.length]);
  const longInput = `${long.join('\n')}\n`;
  const longOne = run(['rate', '--jobs', '1'], longInput);
  assert.equal(longOne.lines.length, long.length);
  assert.deepEqual(run(['rate', '--jobs', '2'], longInput).lines, longOne.lines);
  assert.equal(run(['rate', '--jobs', '0'], `${tutorial}\n`).code, 2);
});

test('explain prints one sentence per step, and --json one object per puzzle', () => {
  const text = run(['explain'], `${tutorial}\n`);
  assert.equal(text.code, 0);
  assert.equal(text.lines[0], '1.2\tIn box 3, 5 fits only in r3c7.');
  assert.equal(text.lines.filter((line) => /^\d\.\d\t/.test(line)).length, 49);
  const json = run(['explain', '--json'], `${tutorial}\n${'.'.repeat(81)}\n`);
  assert.equal(json.code, 1);
  const [rated, multiple] = json.lines.map((line) => JSON.parse(line));
  assert.equal(rated.puzzle, tutorial);
  assert.equal(rated.status, 'unique');
  assert.equal(rated.rating, 1.5);
  assert.equal(rated.level, 'easy');
  assert.equal(rated.steps.length, 49);
  const step = rated.steps[0];
  assert.deepEqual(Object.keys(step), [
    'technique',
    'rating',
    'placements',
    'eliminations',
    'cells',
    'units',
    'links',
    'text',
  ]);
  assert.deepEqual(step.placements, [[24, 5]]);
  assert.equal(multiple.status, 'multiple');
  assert.equal(multiple.rating, null);
});

test('explain names XY-Wing steps with their eliminations', () => {
  const {lines} = run(['explain', '--json'], `${xyWing}\n`);
  const steps = JSON.parse(lines[0]).steps;
  const wing = steps.find((step) => step.technique === 'XY-Wing');
  assert.ok(wing, 'an XY-Wing step');
  assert.ok(wing.eliminations.length > 0);
  assert.match(wing.text, /^XY-Wing: r\dc\d is \d or \d, /);
});

test('explain --teach walks with the hint ladder: same JSON as explain, each step saying its ladder', () => {
  // Sudoku Explainer rates it 7.1 with forcing chains; the hint ladder takes a W-Wing and AICs.
  const puzzle = '963......1....8......2.5....4.8......1....7......3..257......3...9.2.4.7......9..';
  const rated = JSON.parse(run(['explain', '--json'], `${puzzle}\n`).lines[0]);
  const taught = JSON.parse(run(['explain', '--teach', '--json'], `${puzzle}\n`).lines[0]);
  assert.deepEqual(Object.keys(taught), Object.keys(rated));
  assert.equal(taught.status, 'unique');
  assert.equal(taught.rated, true);
  for (const step of rated.steps) assert.equal(step.ladder, undefined);
  // A chain step (the hint ladder's AICs here) ends with its paths; a Remote Pair may be one.
  for (const step of taught.steps) {
    const chain = /Chain|AIC|Nice Loop/.test(step.technique);
    const paths = chain || (step.technique === 'Remote Pair' && 'paths' in step);
    assert.deepEqual(Object.keys(step), [...Object.keys(rated.steps[0]), 'ladder', ...(paths ? ['paths'] : [])]);
    assert.ok(['hint', 'rating'].includes(step.ladder));
  }
  const names = new Set(taught.steps.map((step) => step.technique));
  assert.ok(names.has('W-Wing'), [...names].join(', '));
  assert.ok(!rated.steps.some((step) => step.technique === 'W-Wing'));
  const {code, lines} = run(['explain', '--teach'], `${puzzle}\n`);
  assert.equal(code, 0);
  const wing = lines.find((line) => line.split('\t')[2] === 'W-Wing');
  assert.match(wing, /^\d\.\d\thint\tW-Wing\tW-Wing: r\dc\d and r\dc\d are both \d or \d, /);
});

test('hint gives the next step, names a wrong entry first, and rejects bad progress and marks', () => {
  const first = run(['hint', tutorial]);
  assert.equal(first.code, 0);
  assert.equal(first.out, 'Hidden Single (1.2): In box 3, 5 fits only in r3c7.\n');
  const wrong = `.2${'.'.repeat(79)}`;
  const mistake = run(['hint', '--json', '--progress', wrong, tutorial]);
  assert.equal(mistake.code, 0);
  const parsed = JSON.parse(mistake.out);
  assert.equal(parsed.kind, 'mistake');
  assert.equal(parsed.message, 'r1c2 is not 2: r2c2 already holds a 2.');
  const contradiction = run(['hint', '--progress', `4${'.'.repeat(80)}`, tutorial]);
  assert.equal(contradiction.code, 1);
  assert.match(contradiction.out, /^malformed: progress contradicts the givens: r1c1/);
  const marks = run(['hint', '--marks', '1,2', tutorial]);
  assert.equal(marks.code, 1);
  assert.match(marks.out, /^malformed: marks: found 2 fields, expected 81/);
  assert.equal(run(['hint']).code, 2);
});

// ---- generate ----------------------------------------------------------------------------------

test('generate prints puzzle, rating, level and seed; the seed makes the puzzle again', () => {
  const {code, lines} = run(['generate', '--count', '3', '--seed', '42', '--level', 'hard']);
  assert.equal(code, 0);
  assert.equal(lines.length, 3);
  for (const line of lines) {
    const [puzzle, rating, level, seed] = line.split('\t');
    assert.match(puzzle, /^[1-9.]{81}$/);
    assert.equal(level, 'hard');
    assert.ok(Number(rating) >= 2.6 && Number(rating) <= 3.9, rating);
    assert.equal(run(['solve'], `${puzzle}\n`).code, 0, 'unique');
    assert.equal(run(['rate'], `${puzzle}\n`).lines[0].split('\t')[0], rating);
    assert.deepEqual(run(['generate', '--seed', seed, '--level', 'hard']).lines, [line]);
  }
  assert.deepEqual(run(['generate', '--count', '3', '--seed', '42', '--level', 'hard']).lines, lines);
});

test('generate: master puzzles are unique and rated 9.0 or more, by seed and by date', () => {
  for (const args of [
    ['--seed', '1'],
    ['--seed', '2'],
    ['--date', '2026-11-24'],
  ]) {
    const made = run(['generate', '--level', 'master', ...args]);
    assert.equal(made.code, 0, made.out);
    const [puzzle, rating, level] = made.lines[0].split('\t');
    assert.ok(Number(rating) >= 9.0, made.out);
    assert.equal(level, 'master');
    assert.equal(run(['count'], `${puzzle}\n`).out, '1\n');
  }
});

test('generate --jobs: the same puzzles, in the same order, on any number of threads', () => {
  const one = run(['generate', '--count', '12', '--seed', '9', '--jobs', '1']);
  assert.equal(one.code, 0);
  assert.equal(one.lines.length, 12);
  assert.deepEqual(run(['generate', '--count', '12', '--seed', '9', '--jobs', '3']).lines, one.lines);
  assert.deepEqual(run(['generate', '--count', '12', '--seed', '9']).lines, one.lines);
});

test('generate: the daily puzzle is the same for a date and level, and differs by date', () => {
  const day = run(['generate', '--date', '2026-11-22', '--level', 'medium']);
  assert.equal(day.code, 0);
  assert.deepEqual(run(['generate', '--date', '2026-11-22', '--level', 'medium']).lines, day.lines);
  assert.notDeepEqual(run(['generate', '--date', '2026-11-23', '--level', 'medium']).lines, day.lines);
});

test('generate: a band not met within the attempts, and bad options, exit 2 with a message', () => {
  // Nothing with an empty cell is rated below 1.0.
  const none = run(['generate', '--rating', '0.1-0.5', '--attempts', '20', '--seed', '1']);
  assert.equal(none.code, 2);
  assert.equal(none.out, 'aborted: no puzzle rated 0.1 to 0.5 found in 20 attempts\n');
  const vertical = run(['generate', '--level', 'master', '--symmetry', 'vertical', '--seed', '1']);
  assert.equal(vertical.code, 2);
  assert.match(vertical.out, /^aborted: no puzzle rated 9\.0 or more with vertical symmetry: /);
  const bad = [
    [['--level', 'impossible'], /--level/],
    [['--rating', '5.9-4.0'], /--rating 5\.9-4\.0: expected a range/],
    [['--rating', ''], /--rating/],
    [['--level', 'easy', '--rating', '1.0-1.5'], /excludes/],
    [['--date', '2026-02-30'], /--date 2026-02-30: expected a date/],
    [['--symmetry', 'spiral'], /--symmetry/],
    [['--seed', '-1'], /--seed: expected a whole number/],
  ];
  for (const [args, message] of bad) {
    const {code, err} = run(['generate', ...args]);
    assert.equal(code, 2, args.join(' '));
    assert.match(err, message, args.join(' '));
  }
});

test("generate's date, range and level rules are the library's, in its words", () => {
  const date = run(['generate', '--date', '2026-02-29']);
  assert.equal(date.code, 2);
  assert.equal(date.err, 'sudoku generate: --date 2026-02-29: expected a date as YYYY-MM-DD\n');
  const range = run(['generate', '--rating', '4-5']);
  assert.equal(range.code, 2);
  assert.equal(
    range.err,
    'sudoku generate: --rating 4-5: expected a range of ratings with one decimal, such as 4.0-5.9 or 9.0-\n',
  );
  assert.equal(run(['generate', '--date', '2028-02-29', '--level', 'easy']).code, 0);
  assert.match(run(['generate', '--help']).out, /easy, medium, hard, expert, extreme or master/);
});

test('a directory or a missing file as FILE is an error with a message and exit status 2', () => {
  const directory = mkdtempSync(join(tmpdir(), 'sudoku-cli-'));
  for (const command of ['solve', 'count', 'rate', 'explain']) {
    const {code, err} = run([command, directory]);
    assert.equal(code, 2, command);
    assert.equal(err, `sudoku: ${directory} is a directory, not a file of puzzles\n`);
  }
  const missing = run(['solve', join(directory, 'missing.txt')]);
  assert.equal(missing.code, 2);
  assert.match(missing.err, /^sudoku: cannot open .*missing\.txt: No such file or directory\n$/);
});

// Runs the CLI with raw bytes in its arguments and input, which Node's strings cannot carry:
// bash's $'\xNN' quoting makes them. Returns stdout and stderr as Buffers.
function runBytes(shellArgs, input = Buffer.alloc(0)) {
  const result = spawnSync('bash', ['-c', `"$SUDOKU_CLI" ${shellArgs}`], {input});
  return {code: result.status, out: result.stdout, err: result.stderr};
}

test('invalid UTF-8 in an argument or a puzzle is printed escaped, so every message is UTF-8', () => {
  const strict = new TextDecoder('utf-8', {fatal: true});
  const cases = [
    // [arguments, stdin, what the message must show]
    [String.raw`solve $'/tmp/no\xff.txt'`, '', String.raw`cannot open /tmp/no\xFF.txt`],
    [String.raw`generate --date $'2026-\xc3(-01'`, '', String.raw`--date 2026-\xC3(-01: expected a date`],
    [String.raw`generate --rating $'\xe0\x80\xaf'`, '', String.raw`--rating \xE0\x80\xAF: expected`],
    [String.raw`count --limit $'1\xff'`, '', String.raw`1\xFF`],
    [
      'solve',
      Buffer.from(`${tutorial.slice(0, 3)}\xf4\x90\x80\x80\n`, 'latin1'),
      'line 1, column 4: unexpected character byte 0xF4',
    ],
  ];
  for (const [args, input, shown] of cases) {
    const {out, err} = runBytes(args, input);
    const message = strict.decode(out) + strict.decode(err); // throws on invalid UTF-8
    assert.ok(message.includes(shown), `${args}: ${message}`);
  }
  // Well-formed UTF-8 is quoted as it is.
  const accent = runBytes('solve', Buffer.from(`${tutorial.slice(0, 3)}é\n`));
  assert.match(strict.decode(accent.out), /unexpected character 'é'/);
});

test('a UTF-8 byte-order mark at the start of a file is accepted', () => {
  const file = tempFile('bom.txt', `\ufeff${tutorial}\n`);
  assert.deepEqual(run(['solve', file]).lines, [tutorialSolution]);
});

// ---- canon, and the one rule for arguments ------------------------------------------------------

const slices = ['17_clue', 'kaggle_10000', 'magictour_top1465'].flatMap((name) =>
  readFileSync(join(root, `tests/data/slices/${name}.txt`), 'utf8')
    .split('\n')
    .filter((line) => /^[0-9.]{81}$/.test(line)),
);

test('canon prints one canonical form per puzzle, the same for every isomorph', () => {
  const random = seededRandom(26);
  const isomorphs = slices.map((puzzle) => applyTransform(puzzle, randomTransform(random)));
  const forms = run(['canon'], `${slices.join('\n')}\n`);
  assert.equal(forms.code, 0);
  assert.equal(forms.lines.length, slices.length);
  assert.deepEqual(run(['canon'], `${isomorphs.join('\n')}\n`).lines, forms.lines);
  assert.equal(new Set(forms.lines).size, new Set(slices).size, 'different puzzles, different forms');
  for (const line of forms.lines) assert.match(line, /^[1-9.]{81}$/);
  // The least isomorph: as many leading empty cells as can be, givens labelled 1, 2, ... in order.
  assert.equal(
    run(['canon', tutorial]).out,
    '.......12....345.6.167..83.....57......21..43.283..1..4...6.3..863..1.9.9..8....1\n',
  );
});

test('canon --json gives the transform that makes the form of the puzzle', () => {
  const {code, lines} = run(['canon', '--json'], `${slices.slice(0, 10).join('\n')}\n`);
  assert.equal(code, 0);
  lines.forEach((line, i) => {
    const answer = JSON.parse(line);
    assert.deepEqual(Object.keys(answer), ['puzzle', 'status', 'message', 'canonical', 'transform']);
    assert.equal(answer.puzzle, slices[i]);
    assert.equal(answer.status, null);
    assert.ok(isIsomorphism(answer.transform), line);
    assert.equal(applyTransform(answer.puzzle, answer.transform), answer.canonical);
  });
});

test('canon refuses bad input with the lines solve prints, and exits 1', () => {
  const bad = [
    ...corpus.filter((entry) => entry.expected === 'invalid').map((entry) => entry.puzzle),
    `${tutorial.slice(0, 10)}x${tutorial.slice(11)}`,
    tutorial.slice(0, 80),
    '3 . 6 5 . 8 4 . .\n5 2 . . . . . . .\n',
  ];
  const input = `${bad.join('\n')}\n${tutorial}\n`;
  const canon = run(['canon'], input);
  const solved = run(['solve'], input);
  assert.equal(canon.code, 1);
  assert.ok(canon.lines.length > bad.length);
  assert.deepEqual(canon.lines.slice(0, -1), solved.lines.slice(0, -1));
  assert.match(canon.lines[0], /^invalid: r\dc\d and r\dc\d are both \d/);
  const json = run(['canon', '--json'], `${bad[0]}\n`);
  assert.deepEqual(
    {...JSON.parse(json.out), message: undefined},
    {puzzle: bad[0], status: 'invalid', message: undefined, canonical: null, transform: null},
  );
});

test('every command reads an argument as a puzzle or a file by one rule, stated in --help', () => {
  const file = tempFile('one.txt', `${tutorial}\n`);
  // A grid picture is a puzzle too: "3 . 6 5 . 8 4 . .", ..., with borders between bands.
  const rows = Array.from({length: 9}, (_, r) => [...tutorial.slice(9 * r, 9 * r + 9)].join(' '));
  const picture = [...rows.slice(0, 3), '------+------', ...rows.slice(3, 6), '------+------', ...rows.slice(6)].join(
    '\n',
  );
  const commands = [
    ['solve'],
    ['count'],
    ['rate'],
    ['explain'],
    ['explain', '--json'],
    ['hint'],
    ['canon'],
    ['certify'],
    ['certify', '--json'],
  ];
  for (const command of commands) {
    const fromArgument = run([...command, tutorial]);
    assert.equal(fromArgument.code, 0, command.join(' '));
    assert.ok(fromArgument.lines.length > 0, command.join(' '));
    assert.deepEqual(run([...command, file]), fromArgument, `${command.join(' ')}: a file`);
    assert.deepEqual(run([...command, picture]), fromArgument, `${command.join(' ')}: a picture`);
    const both = run([...command, tutorial, file]);
    assert.deepEqual(both.lines, [...fromArgument.lines, ...fromArgument.lines], command.join(' '));
    // A mistyped puzzle is a puzzle still: the parser says what is wrong, not "no such file".
    const short = run([...command, tutorial.slice(0, 80)]);
    assert.equal(short.code, 1, command.join(' '));
    assert.match(short.out, /found 80 cells on line 1, expected 81/, command.join(' '));
    assert.match(run([...command, '--help']).out, /is a puzzle; any other is a file of puzzles/);
  }
  assert.match(run(['--help']).out, /is a puzzle; any other is a file of puzzles/);
  // A file named like a puzzle is read as ./NAME.
  const directory = mkdtempSync(join(tmpdir(), 'sudoku-cli-'));
  writeFileSync(join(directory, '2026'), `${tutorial}\n`);
  const named = spawnSync(cli, ['solve', './2026'], {cwd: directory, encoding: 'utf8'});
  assert.equal(named.stdout, `${tutorialSolution}\n`);
  assert.match(
    spawnSync(cli, ['solve', '2026'], {cwd: directory, encoding: 'utf8'}).stdout,
    /^malformed: found 4 cells/,
  );
});

test('bench --canon times the canonical form and counts the different forms of each file', () => {
  const twice = '....1.78.5....9..........4..2..........6....3.74.8.........3..2.8..4..1.6..5.....';
  const file = tempFile('set.txt', `${twice}\n${twice.slice(27)}${twice.slice(0, 27)}\n${tutorial}\n`);
  const {code, lines} = run(['bench', '--canon', file]);
  assert.equal(code, 0);
  assert.match(lines[0], /file\s+puzzles\s+mean_us\s+median_us\s+max_us\s+forms/);
  assert.match(lines[1], /set\.txt\s+3\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+2$/); // the first two are one puzzle
  assert.equal(run(['bench', '--canon', '--rate', file]).code, 2);
});

// ---- certify -----------------------------------------------------------------------------------

test('certify --json: one certificate per puzzle, in order, its rating as rate gives it', () => {
  const puzzles = slices.slice(0, 30);
  const input = `${puzzles.join('\n')}\n`;
  const {code, lines} = run(['certify', '--json', '--jobs', '2'], input);
  assert.equal(code, 0);
  assert.deepEqual(run(['certify', '--json', '--jobs', '1'], input).lines, lines);
  const rated = run(['rate'], input).lines;
  const forms = run(['canon'], input).lines;
  assert.equal(lines.length, puzzles.length);
  lines.forEach((line, i) => {
    const certificate = JSON.parse(line);
    assert.equal(certificate.puzzle, puzzles[i]);
    assert.equal(certificate.status, 'unique');
    const [rating, level, hardest, steps] = rated[i].split('\t');
    assert.deepEqual(
      [certificate.rating.toFixed(1), certificate.level, certificate.hardest, String(certificate.stepCount)],
      [rating, level, hardest, steps],
    );
    const histogram = certificate.techniques.reduce((sum, entry) => sum + entry.count, 0);
    assert.equal(histogram, certificate.stepCount);
    assert.equal(certificate.canonical, forms[i]);
    assert.equal(certificate.link, `#play/${puzzles[i]}`);
    assert.equal(certificate.minimal, certificate.redundant.length === 0);
    assert.ok(certificate.text.startsWith(`${puzzles[i]} ED=${rating}/`), certificate.text);
  });
});

test('certify prints the forum text; a redundant given is one whose removal solve finds unique', () => {
  const {code, out} = run(['certify', tutorial]);
  assert.equal(code, 0);
  assert.match(out, /^3\.65\.84\S+ ED=1\.5\/1\.2\/1\.2\nLevel: easy; hardest step: Hidden Single; 49 steps/);
  const redundant = JSON.parse(run(['certify', '--json', tutorial]).out).redundant;
  assert.ok(redundant.length > 0);
  const without = [...tutorial].map((_, cell) => `${tutorial.slice(0, cell)}.${tutorial.slice(cell + 1)}`);
  const solved = run(['solve'], `${without.join('\n')}\n`).lines;
  const expected = [...tutorial].flatMap((c, cell) => (c !== '.' && /^\d{81}$/.test(solved[cell]) ? [cell] : []));
  assert.deepEqual(redundant, expected);
});

test('certify of a puzzle that is not unique: two solutions, where they differ, givens that fix it', () => {
  const minimal = slices[0];
  const first = minimal.search(/[1-9]/);
  const several = `${minimal.slice(0, first)}.${minimal.slice(first + 1)}`;
  const {code, lines} = run(['certify', '--json', several]);
  assert.equal(code, 1);
  const certificate = JSON.parse(lines[0]);
  assert.equal(certificate.status, 'multiple');
  assert.equal(certificate.rating, null);
  const differing = [...certificate.solution].flatMap((digit, cell) =>
    digit === certificate.otherSolution[cell] ? [] : [cell],
  );
  assert.deepEqual(certificate.differing, differing);
  const grid = [...several];
  for (const [cell, digit] of certificate.suggested) grid[cell] = String(digit);
  assert.deepEqual(run(['solve'], `${grid.join('')}\n`).lines, [certificate.solution]);
  assert.match(
    run(['certify', several]).out,
    /\nNot unique: (at least )?\d+ solutions; two solutions differ in r\dc\d/,
  );
});

test('certify refuses bad input with the lines solve prints, and exits 1', () => {
  const bad = [
    ...corpus.filter((entry) => entry.expected === 'invalid').map((entry) => entry.puzzle),
    `${tutorial.slice(0, 10)}x${tutorial.slice(11)}`,
    tutorial.slice(0, 80),
  ];
  const input = `${bad.join('\n')}\n`;
  const certified = run(['certify'], input);
  assert.equal(certified.code, 1);
  assert.deepEqual(certified.lines, run(['solve'], input).lines);
  const json = JSON.parse(run(['certify', '--json'], `${bad[0]}\n`).out);
  assert.equal(json.status, 'invalid');
  assert.equal(json.text, null);
  assert.equal(json.conflicts.length > 0, true);
});

test('bench --certify times the certificate of each puzzle', () => {
  const file = tempFile('set.txt', `${slices.slice(0, 3).join('\n')}\n`);
  const {code, lines} = run(['bench', '--certify', file]);
  assert.equal(code, 0);
  assert.match(lines[0], /file\s+puzzles\s+mean_us\s+median_us\s+max_us\s+unique/);
  assert.match(lines[1], /set\.txt\s+3\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+3$/);
  assert.equal(run(['bench', '--certify', '--canon', file]).code, 2);
});

test('bench times one job: two of --rate, --canon, --certify and --hint are refused', () => {
  const file = tempFile('set.txt', `${tutorial}\n`);
  const modes = ['--rate', '--canon', '--certify', '--hint'];
  for (const [i, first] of modes.entries()) {
    for (const second of modes.slice(i + 1)) {
      const {code, out, err} = run(['bench', first, second, file]);
      assert.equal(code, 2, `${first} ${second}`);
      assert.equal(out, '', `${first} ${second}`);
      assert.match(err, new RegExp(`${first} excludes ${second}|${second} excludes ${first}`), `${first} ${second}`);
    }
  }
});

test('hint reads files too: one hint per puzzle, line numbers from the file', () => {
  const file = tempFile('hints.txt', `# two puzzles\n${tutorial}\n\n${tutorial.slice(0, 80)}\n`);
  const {code, lines} = run(['hint', file]);
  assert.equal(code, 1);
  assert.deepEqual(lines, [
    'Hidden Single (1.2): In box 3, 5 fits only in r3c7.',
    'malformed: found 80 cells on line 4, expected 81',
  ]);
});

test('techniques lists every name the ladders give: a tab-separated line each, or JSON', () => {
  const text = run(['techniques']);
  assert.equal(text.code, 0);
  const json = run(['techniques', '--json']);
  assert.equal(json.code, 0);
  const rows = json.lines.map((line) => JSON.parse(line));
  assert.equal(rows.length, text.lines.length);
  assert.equal(new Set(rows.map((row) => row.name)).size, rows.length, 'each name once');
  const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
  assert.deepEqual(byName['X-Wing'], {
    name: 'X-Wing',
    lesson: 'x-wing',
    family: 'fish',
    ladders: 'both',
    min: 3.2,
    max: 3.2,
  });
  assert.equal(byName.AIC.max, null); // a chain: no upper bound
  assert.ok(text.lines.includes('Unique Rectangle type 3\tunique-rectangle\tuniqueness\tboth\t4.5-4.8'));
  assert.ok(text.lines.includes('AIC\taic\tAIC and nice loops\thint\t7.0+'));
  for (const [i, line] of text.lines.entries()) assert.equal(line.split('\t')[0], rows[i].name);
  // Every technique a walk names is listed (the native tests check every step of every walk).
  const walk = JSON.parse(run(['explain', '--teach', '--json', tutorial]).lines[0]);
  for (const step of walk.steps) assert.ok(byName[step.technique], step.technique);
});
