// Emscripten 3.1.6's ES module output uses CommonJS `require` and `__dirname` under Node
// and fails there without them. Define them from import.meta.url; browsers skip this.
const sudokuIsNode =
  typeof process === 'object' && typeof process.versions === 'object' && typeof process.versions.node === 'string';
const require = sudokuIsNode ? (await import('node:module')).createRequire(import.meta.url) : undefined;
const __dirname = sudokuIsNode ? require('node:path').dirname(require('node:url').fileURLToPath(import.meta.url)) : '';
