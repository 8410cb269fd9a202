// What play says of a game: its level and rating, and its title over the board.

import {levelName} from '../game/game-id.js';

/** "Easy · 1.2", "Unrated": a game's level and rating for people. */
export function levelText(game) {
  if (!game.level) return game.rating === null ? 'Unrated' : `Rated ${game.rating.toFixed(1)}`;
  return `${levelName(game.level)} · ${game.rating.toFixed(1)}`;
}

/** "Easy · 1.2 · daily 2026-11-23": the title of a game in play. */
export function gameTitle(game) {
  const source = {daily: ` · daily ${game.date}`, entered: ' · your puzzle', link: ' · from a link', new: ''};
  return `${levelText(game)}${source[game.source]}`;
}

/** "no hints", "1 hint", "3 hints". */
export const hintWords = (hints) => (hints === 0 ? 'no hints' : hints === 1 ? '1 hint' : `${hints} hints`);
