// The stored theme (app/theme.js), applied before the first paint: scripts/assemble.mjs bundles
// this into theme.js, a classic script that index.html's head runs before its stylesheets (an
// inline script would be simpler, but the hosted page's Content-Security-Policy refuses those;
// dist/sudoku.html inlines it, by hash).
import {applyTheme, storedTheme} from './theme.js';

applyTheme(storedTheme());
