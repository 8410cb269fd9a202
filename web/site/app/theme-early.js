// The stored theme (app/theme.js), the board's labels (app/labels.js) and the assists turned off
// (app/assists.js), applied before the first paint (the labels take room from the board, and an
// assist off must not flash): scripts/assemble.mjs bundles
// this into theme.js, a classic script that index.html's head runs before its stylesheets (an
// inline script would be simpler, but the hosted page's Content-Security-Policy refuses those;
// dist/sudoku.html inlines it, by hash).
import {applyAssists} from './assists.js';
import {applyLabels, storedLabels} from './labels.js';
import {applyTheme, storedTheme} from './theme.js';

applyTheme(storedTheme());
applyLabels(storedLabels());
applyAssists();
