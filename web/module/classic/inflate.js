// The classic builds' inlined .wasm files: each one's bytes gzip-compressed (gzip -9), in base64,
// which scripts/assemble.mjs writes into the build. Why compressed: base64 breaks the .wasm's
// byte patterns across 4-character groups, so the base64 of the raw .wasm (Emscripten's
// SINGLE_FILE) gzips to 1.33 times the .wasm's own gzip, while the base64 of its gzip, 6 bits a
// character, gzips back to about that gzip (a 64-letter alphabet costs 6 bits a letter). The
// browser inflates it with DecompressionStream (Chrome 80, Firefox 113, Safari 16.4; a worker too).

/** The bytes of the .wasm inlined as `base64` (its gzip, in base64): a promise of a Uint8Array. */
export async function inflatedWasm(base64) {
  if (typeof DecompressionStream !== 'function') {
    throw new Error(
      'sudoku-wasm: this browser has no DecompressionStream, which the classic build needs to ' +
        'unpack its inlined wasm; use the ES module build (sudoku.mjs) instead',
    );
  }
  const gzip = Uint8Array.from(atob(base64), (letter) => letter.charCodeAt(0));
  const inflated = new Blob([gzip]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(inflated).arrayBuffer());
}
