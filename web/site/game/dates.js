// Calendar dates as the daily puzzles name them: 'YYYY-MM-DD' strings, a real day of the
// Gregorian calendar, years 0000-9999: the library's rule (sudoku::is_date, generate.hpp), which
// the page cannot call synchronously (the module lives in the worker), so it is written again
// here and tests/js/game.test.mjs checks that the two agree. Arithmetic is on UTC days, so a
// date means the same day everywhere (the page decides which date is today for the player).

const MS_PER_DAY = 86_400_000;

// The UTC midnight of `date`, in ms; NaN unless it is a real date in the form above.
function midnightOf(date) {
  const match = typeof date === 'string' && /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return Number.NaN;
  const [year, month, day] = match.slice(1).map(Number);
  const time = new Date(0).setUTCFullYear(year, month - 1, day); // no 2-digit-year shift, as Date.UTC has
  const back = new Date(time);
  const real = back.getUTCMonth() === month - 1 && back.getUTCDate() === day;
  return real ? time : Number.NaN;
}

/** Whether `text` is a real date 'YYYY-MM-DD': '2028-02-29' is, '2026-02-29' and '2026-2-3' are not. */
export const isDate = (text) => !Number.isNaN(midnightOf(text));

/** The player's local date of `date` (a Date), 'YYYY-MM-DD': a daily puzzle changes at the player's midnight. */
export const todayOf = (date) =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n, i) => String(n).padStart(i ? 2 : 4, '0')).join('-');

/** Days from `from` to `to` (dates as above): 1 when `to` is the day after; NaN for a bad date. */
export function daysBetween(from, to) {
  return (midnightOf(to) - midnightOf(from)) / MS_PER_DAY;
}
