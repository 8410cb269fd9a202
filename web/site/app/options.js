// Options: the count limit and the search budget, checked as typed (a bad value is named, and
// the default used), kept in storage when they differ from the defaults.

import {count} from '../format.js';
import {loadOptions, saveOptions} from './local-storage.js';

const OPTIONS = {
  limit: {fallback: 1000, minimum: 2, name: 'count limit'},
  budget: {fallback: 10000000, minimum: 1, name: 'search budget'},
};

/** {value, problem}: the option's value for `typed` (the input's text), or its default and why the typed one is not used. */
export function optionValue(id, typed) {
  const {fallback, minimum, name} = OPTIONS[id];
  const value = Number(typed);
  if (typed.trim() !== '' && Number.isSafeInteger(value) && value >= minimum) return {value, problem: ''};
  // A number input holds '' for text that is no number (the browser drops it).
  const said =
    typed.trim() === '' ? 'is empty (or not a number)' : `${typed} is not a whole number of at least ${minimum}`;
  return {value: fallback, problem: `The ${name} ${said}: using ${count(fallback)}.`};
}

/**
 * The options' fields: `byId(id)` gives the input (#limit, #budget) and its message (#limit-error,
 * ...). Fills them from storage, and checks and keeps them as they are typed. Returns
 * {read(id)}: the option's {value, problem}, the problem shown beside the field.
 */
export function createOptions(byId) {
  function read(id) {
    const input = byId(id);
    const {value, problem} = optionValue(id, input.value);
    const message = byId(`${id}-error`);
    message.hidden = !problem;
    message.textContent = problem;
    input.setAttribute('aria-invalid', String(Boolean(problem)));
    return {value, problem};
  }

  function keep() {
    const options = {};
    for (const id of Object.keys(OPTIONS)) {
      const {value, problem} = optionValue(id, byId(id).value);
      if (!problem && value !== OPTIONS[id].fallback) options[id] = value;
    }
    saveOptions(options);
  }

  const kept = loadOptions();
  for (const id of Object.keys(OPTIONS)) {
    const value = kept?.[id];
    if (Number.isSafeInteger(value) && value >= OPTIONS[id].minimum) byId(id).value = String(value);
    byId(id).addEventListener('input', () => {
      read(id);
      keep();
    });
  }
  return {read};
}
