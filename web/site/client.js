// The page's one way to the solver: the client's public API, imported as the package
// 'sudoku-wasm' (its sudoku.d.ts), as any site that embeds it would. scripts/bundle.mjs says
// which build of the package each page gets; the Node tests map the name to dist/package.

// decodeStep is the one reader of a trace step's packed layout, and LEVELS the one list of
// levels, both as the C++ side defines them.
export {createSudokuWorker, decodeStep, LEVELS} from 'sudoku-wasm';

// The scan room's worker: the offline file's client has createScanWorker, a worker of the
// scanner's own (web/module/classic/scan-bundle.js), since its classic build has no scanner;
// elsewhere (the hosted page; Node's tests) the package's worker scans, its scan() loading the
// scanner on the first scan. Read off the namespace: a name the package lacks is undefined here,
// not an error.
import * as client from 'sudoku-wasm';

export const createScanWorker = client.createScanWorker ?? client.createSudokuWorker;
