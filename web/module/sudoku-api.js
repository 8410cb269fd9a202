// The synchronous API: createSudoku() loads the core module once (the logic module on demand)
// and resolves to the methods of both (core-methods.js, logic-methods.js) over their sessions,
// and scan() (build:scan: scan-methods.js), asynchronous, which loads the scanner module on the
// first scan.
// Bad input comes back as a result (status 'malformed', a scan's 'bad-image'); nothing throws.
import {loadModule} from 'build:core';
import {scan} from 'build:scan';
import {decodeStep} from './constants.js';
import {count, solve, solveFirst, trace, validate} from './core-methods.js';
import {exchange, openSession} from './exchange.js';
import {canonical, certify, explain, generate, hint, rate} from './logic-methods.js';
import {CREATE_FIELDS, readArguments, readOptions, shown} from './options.js';

// The API's methods that run in the logic module, which is loaded apart from the core: by
// loadLogic() (or the preload option) here, by the first call that needs it in a worker.
export const LOGIC_METHODS = ['rate', 'explain', 'hint', 'generate', 'canonical', 'certify'];

// The promises of the one instance of each module, made by the first call that loads it and
// shared by every later one (the logic's by every API and every loadLogic() call, racing or not;
// the scanner's by every scan), and the loader options each was loaded with ({wasmUrl,
// locateFile, wasmBinary}, those given).
const shared = {core: null, logic: null, scan: null};
const loadedWith = {core: null, logic: null, scan: null};
// The option that says where each module's .wasm is.
const WASM_URL_OPTIONS = {core: 'wasmUrl', logic: 'logicWasmUrl', scan: 'scanWasmUrl'};

/**
 * Loads the core module (once; later calls share it) and resolves to the synchronous API; with
 * `preload: ['logic']` the logic module too. `options.wasmUrl` (or `locateFile`) says where the
 * core's .wasm is when it is not beside the package's script, `logicWasmUrl` the logic's,
 * `wasmBinary` gives the core's bytes. Bad options reject with a TypeError, and a module that
 * cannot load with the cause (naming the .wasm's URL); nothing throws.
 */
export function createSudoku(options) {
  const read = readArguments(readOptions, options, 'createSudoku options', CREATE_FIELDS);
  if (read.error) return Promise.reject(new TypeError(read.error));
  const {wasmUrl, logicWasmUrl, scanWasmUrl, locateFile, wasmBinary, preload} = read.values;
  if (wasmUrl !== null && locateFile !== null) {
    return Promise.reject(new TypeError('createSudoku options: wasmUrl and locateFile: give one or the other'));
  }
  // The build's loader (build:core) takes {wasmUrl, locateFile, wasmBinary}, undefined for none.
  const given = (values) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
  const loaders = {
    core: given({wasmUrl, locateFile, wasmBinary}),
    logic: given({wasmUrl: logicWasmUrl, locateFile}),
    scan: given({wasmUrl: scanWasmUrl, locateFile}),
  };
  const clash = clashingOptions(loaders);
  if (clash) return Promise.reject(new TypeError(clash));
  const api = load(loaders, 'core').then((core) =>
    makeApi(
      core,
      () => load(loaders, 'logic'),
      () => load(loaders, 'scan'),
    ),
  );
  return preload?.includes('logic') ? api.then((sudoku) => sudoku.loadLogic().then(() => sudoku)) : api;
}

// The shared promise of the module `part`, loaded with the options `loaders[part]` if no call
// has yet.
function load(loaders, part) {
  if (shared[part]) return shared[part];
  loadedWith[part] = loaders[part];
  // The factory can throw before it returns its promise (Node: no .wasm beside it; a browser
  // without WebAssembly): inside a promise, that rejects too.
  shared[part] = new Promise((resolve) => resolve(loadModule(part, loaders[part]))).catch((error) => {
    shared[part] = null; // let a later call try again, with its own options
    loadedWith[part] = null;
    throw error;
  });
  return shared[part];
}

// The message for a call whose loader options would load a module already loaded (or loading)
// with others, or null: the package holds one instance of each, so they could not apply.
function clashingOptions(loaders) {
  for (const part of Object.keys(shared)) {
    const before = loadedWith[part];
    const clash = before && Object.entries(loaders[part]).find(([name, value]) => before[name] !== value);
    if (clash) {
      const option = clash[0] === 'wasmUrl' ? WASM_URL_OPTIONS[part] : clash[0];
      const where = before.wasmUrl
        ? `from ${shown(before.wasmUrl)}`
        : Object.keys(before).length
          ? 'with other options'
          : 'from where the package looks for it';
      return `createSudoku options: ${option}: the ${part} module is already loaded ${where}; there is one of each: give the first call's options, or none`;
    }
  }
  return null;
}

// The API over the core's session, and the logic's once loadLogic() has opened it; scan() loads
// the scanner module by loadScanner() (its shared promise).
function makeApi(core, loadLogicModule, loadScanner) {
  const session = openSession(core);
  const logic = {session: null, opening: null};
  const loadLogic = () => {
    logic.opening ??= loadLogicModule().then(
      (module) => {
        logic.session = openSession(module);
      },
      (error) => {
        logic.opening = null; // a later call tries again
        throw error;
      },
    );
    return logic.opening;
  };
  // A method of the logic module: a programming error, thrown, until the module is loaded.
  const inLogic =
    (name, method) =>
    (...args) => {
      if (!logic.session) throw logicNotLoaded(name);
      return method(logic.session, ...args);
    };
  return {
    solve: (puzzle, options) => solve(session, puzzle, options),
    solveFirst: (puzzle, options) => solveFirst(session, puzzle, options),
    count: (puzzle, limit = 1000, options) => count(session, puzzle, limit, options),
    validate: (puzzle, options) => validate(session, puzzle, options),
    trace: (puzzle, options) => trace(session, puzzle, options),
    rate: inLogic('rate', rate),
    explain: inLogic('explain', explain),
    hint: inLogic('hint', hint),
    generate: inLogic('generate', generate),
    canonical: inLogic('canonical', canonical),
    certify: inLogic('certify', certify),
    scan: (image, options) => scan(loadScanner, image, options),
    loadLogic,
    get logicLoaded() {
      return logic.session !== null;
    },
    decodeStep,
    version: core.version(),
    get memoryBytes() {
      return (
        exchange(session).text.buffer.byteLength + (logic.session ? exchange(logic.session).text.buffer.byteLength : 0)
      );
    },
  };
}

function logicNotLoaded(method) {
  return new Error(
    `sudoku.${method}() needs the logic module, which is not loaded: await sudoku.loadLogic() once ` +
      "first, or createSudoku({preload: ['logic']}) (a worker loads it by itself)",
  );
}
