// The colour theme: the system's (light or dark, as prefers-color-scheme says), or one the player
// forces with the Theme switch in the header, kept in localStorage (app/local-storage.js). A
// forced theme is the attribute data-theme="light" or "dark" on <html>, which the stylesheets
// read (their colours are light-dark() pairs; the attribute sets color-scheme, which picks one).
// theme-early.js applies the stored choice before the first paint; createThemeSwitch wires the
// switch. Storage may be disabled: the choice then lasts until the page closes, and nothing here
// throws.

import {loadTheme, onThemeSavedElsewhere, saveTheme} from './local-storage.js';

const THEMES = ['system', 'light', 'dark'];

/** The stored choice: 'system' (also when there is none, or storage is unreadable), 'light' or 'dark'. */
export function storedTheme() {
  const theme = loadTheme();
  return THEMES.includes(theme) ? theme : 'system';
}

/** Shows `theme` ('system', 'light' or 'dark') on the page. */
export function applyTheme(theme) {
  const root = document.documentElement;
  if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
  else delete root.dataset.theme;
}

/**
 * Wires `select` (options system, light, dark) as the Theme switch: it shows the stored choice,
 * applies and stores a new one, and follows a choice made in another tab of the page.
 */
export function createThemeSwitch(select) {
  select.value = storedTheme();
  applyTheme(select.value);
  select.addEventListener('change', () => {
    applyTheme(select.value);
    saveTheme(select.value);
  });
  onThemeSavedElsewhere(() => {
    select.value = storedTheme();
    applyTheme(select.value);
  });
}
