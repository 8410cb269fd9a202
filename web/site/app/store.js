// localStorage read and written without throwing: storage may be full or disabled (some
// browsers' private mode), and the page then keeps what it has until it closes. No imports:
// theme-early.js, the head script, uses it too.

/** The text kept under `key`, or null (none, or storage disabled). */
export function readText(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps `text` under `key`; null removes it. */
export function writeText(key, text) {
  try {
    if (text === null) localStorage.removeItem(key);
    else localStorage.setItem(key, text);
  } catch {
    // storage full or disabled: kept until the page closes
  }
}
