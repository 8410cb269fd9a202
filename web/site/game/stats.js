// The player's statistics, per level, as a value and as text. Pure functions, no DOM and no
// storage (app/local-storage.js keeps the text).
//
// Stats are a frozen object with one entry per level (game/game-id.js's LEVELS), each frozen,
// for free games, and `mistakeLimit`: the same entries for games of the mistake limit mode
// (game/games.js's mistakeLimit), kept apart. An entry:
//   played       games the player made a move in
//   finished     games the player solved
//   bestMs       the fastest solve (ms), null before the first
//   totalMs      the time of every solve added up: averageMs is totalMs / finished
//   dailyStreak  daily puzzles solved on consecutive days, up to lastDaily
//   lastDaily    the date ('YYYY-MM-DD') of the latest daily solved, null before the first
// The streak follows the daily puzzles' dates, not the days they were solved on: solving the
// next day's daily adds one, a later one (a day missed) starts again at 1, and the same or an
// earlier date (yesterday's puzzle solved late) leaves it as it is. Dates are game/dates.js's.
// currentStreak says what to show today: a streak whose last day is before yesterday is over.
//
// Stats text, version 1: the JSON of {version: 1, levels: free games' entries, mistakeLimit: the
// mode's entries} (pages before the mode wrote no mistakeLimit, and read none). Text that is not
// that reads as empty stats; an entry that is not as above reads as empty, the others as they are.

import {daysBetween, isDate} from './dates.js';
import {isLevel, LEVELS} from './game-id.js';

const STATS_VERSION = 1;
const EMPTY_LEVEL = Object.freeze({
  played: 0,
  finished: 0,
  bestMs: null,
  totalMs: 0,
  dailyStreak: 0,
  lastDaily: null,
});

const levelsOf = (levelOf) => Object.fromEntries(LEVELS.map((level) => [level, levelOf(level)]));
const statsOfLevels = (levelOf, limitedOf = () => EMPTY_LEVEL) =>
  Object.freeze({...levelsOf(levelOf), mistakeLimit: Object.freeze(levelsOf(limitedOf))});

/** Stats with nothing played. */
export const emptyStats = () => statsOfLevels(() => EMPTY_LEVEL);

/** The entries of `stats` for free games (`limited` false) or for the mistake limit mode's. */
export const entriesOf = (stats, limited) => (limited ? stats.mistakeLimit : stats);

function withLevel(stats, {level, limited}, changes) {
  const entries = entriesOf(stats, limited);
  const changed = (other) => (other === level ? Object.freeze({...entries[level], ...changes}) : entries[other]);
  return limited
    ? statsOfLevels((other) => stats[other], changed)
    : statsOfLevels(changed, (other) => stats.mistakeLimit[other]);
}

/**
 * `stats` with one more game of `level` played (`limited`: of the mistake limit mode); the same
 * stats for a game without a level.
 */
export function recordStart(stats, level, limited = false) {
  if (!isLevel(level)) return stats;
  return withLevel(stats, {level, limited}, {played: entriesOf(stats, limited)[level].played + 1});
}

/**
 * `stats` with a solve of `level` in `elapsedMs`; `daily` is the daily puzzle's date, or null
 * for another game; `limited` a game of the mistake limit mode. The same stats for a game
 * without a level.
 */
export function recordFinish(stats, {level, elapsedMs, daily = null, limited = false}) {
  if (!isLevel(level)) return stats;
  const entry = entriesOf(stats, limited)[level];
  const {finished, bestMs, totalMs} = entry;
  const changes = {
    finished: finished + 1,
    bestMs: bestMs === null ? elapsedMs : Math.min(bestMs, elapsedMs),
    totalMs: totalMs + elapsedMs,
  };
  return withLevel(stats, {level, limited}, isDate(daily) ? {...changes, ...streakAfter(entry, daily)} : changes);
}

function streakAfter({dailyStreak, lastDaily}, daily) {
  const days = lastDaily === null ? Number.POSITIVE_INFINITY : daysBetween(lastDaily, daily);
  if (days <= 0) return {dailyStreak, lastDaily};
  return {dailyStreak: days === 1 ? dailyStreak + 1 : 1, lastDaily: daily};
}

/** The mean solve of a level's stats in ms (rounded), null before the first. */
export function averageMs(levelStats) {
  return levelStats.finished ? Math.round(levelStats.totalMs / levelStats.finished) : null;
}

/** The streak to show on `today` ('YYYY-MM-DD'): 0 once a day has gone by without the daily. */
export function currentStreak(levelStats, today) {
  const {dailyStreak, lastDaily} = levelStats;
  const days = lastDaily === null ? Number.NaN : daysBetween(lastDaily, today);
  return days <= 1 ? dailyStreak : 0;
}

/** The stats text of `stats` (version 1, as above). */
export function statsText(stats) {
  const {mistakeLimit, ...levels} = stats;
  return JSON.stringify({version: STATS_VERSION, levels, mistakeLimit});
}

/** The stats a stats text holds; empty stats for text that holds none. Never throws. */
export function statsOf(text) {
  let saved;
  try {
    saved = JSON.parse(text);
  } catch {
    return emptyStats();
  }
  if (!saved || saved.version !== STATS_VERSION || !saved.levels || typeof saved.levels !== 'object') {
    return emptyStats();
  }
  const limited = saved.mistakeLimit && typeof saved.mistakeLimit === 'object' ? saved.mistakeLimit : {};
  return statsOfLevels(
    (level) => readLevel(saved.levels[level]),
    (level) => readLevel(limited[level]),
  );
}

const isCount = (n) => Number.isInteger(n) && n >= 0;
const isMs = (ms) => Number.isFinite(ms) && ms >= 0;

function readLevel(entry) {
  if (!entry || typeof entry !== 'object') return EMPTY_LEVEL;
  const {played, finished, bestMs, totalMs, dailyStreak, lastDaily} = entry;
  const good =
    isCount(played) &&
    isCount(finished) &&
    (bestMs === null || isMs(bestMs)) &&
    isMs(totalMs) &&
    isCount(dailyStreak) &&
    (lastDaily === null || isDate(lastDaily));
  return good ? Object.freeze({played, finished, bestMs, totalMs, dailyStreak, lastDaily}) : EMPTY_LEVEL;
}
