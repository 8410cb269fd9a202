// Whether the page speaks of keys (Ctrl+Z, Esc, Space, arrows): where a keyboard is likely, that
// is with a mouse or a touchpad; on a touch screen it speaks of taps. The same media query as
// style.css's .keys-help and .touch-help.

const KEYBOARD_MEDIA = '(hover: hover) and (pointer: fine)';

/** True where a keyboard is likely (a fine pointer that hovers). */
export function keyboardLikely() {
  return globalThis.matchMedia ? matchMedia(KEYBOARD_MEDIA).matches : true;
}

/** How a running job (Solve, Check, Explain) is stopped: "Cancel (or Esc) stops it." */
export function cancelWords() {
  return `Cancel${keyboardLikely() ? ' (or Esc)' : ''} stops it.`;
}
