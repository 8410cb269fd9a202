// Isomorphs of puzzles, made here independently of the library, for the tests of the canonical
// form (CLI and JS API): a transform is {transpose, rows, columns, digits} as sudoku.d.ts
// documents it.

/** A deterministic source of numbers in [0, 1) (mulberry32), so that a failure can be replayed. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function shuffled(items, random) {
  const result = [...items];
  for (let i = result.length - 1; i > 0; --i) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}

// Nine lines in an order that keeps chutes (bands or stacks) whole.
function chuteOrder(random) {
  return shuffled([0, 1, 2], random).flatMap((chute) => shuffled([0, 1, 2], random).map((line) => 3 * chute + line));
}

/** One of the 3,359,232 x 9! isomorphisms, drawn with `random`. */
export function randomTransform(random) {
  return {
    transpose: random() < 0.5,
    rows: chuteOrder(random),
    columns: chuteOrder(random),
    digits: [0, ...shuffled([1, 2, 3, 4, 5, 6, 7, 8, 9], random)],
  };
}

/** The 81-character line (`.` empty) a transform makes of a puzzle line ('.' or '0' empty). */
export function applyTransform(puzzle, {transpose, rows, columns, digits}) {
  let result = '';
  for (let i = 0; i < 9; ++i) {
    for (let j = 0; j < 9; ++j) {
      const [r, c] = [rows[i], columns[j]];
      const cell = puzzle[transpose ? 9 * c + r : 9 * r + c];
      const digit = cell === '.' ? 0 : Number(cell);
      result += digit ? String(digits[digit]) : '.';
    }
  }
  return result;
}

/** Whether a transform is an isomorphism: chutes kept whole, digits a permutation of 1-9. */
export function isIsomorphism({rows, columns, digits}) {
  const keepsChutes = (lines) =>
    lines.length === 9 &&
    lines.every((line) => Number.isInteger(line) && line >= 0 && line < 9) &&
    new Set(lines).size === 9 &&
    [0, 3, 6].every((start) =>
      lines.slice(start, start + 3).every((line) => Math.floor(line / 3) === Math.floor(lines[start] / 3)),
    );
  return (
    keepsChutes(rows) &&
    keepsChutes(columns) &&
    digits.length === 10 &&
    digits[0] === 0 &&
    [...digits.slice(1)].sort().join('') === '123456789'
  );
}
