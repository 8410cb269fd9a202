// The worker protocol's methods, shared by its two sides (worker-client.js, worker-serve.js) in
// a module of their own: the client's side then imports nothing of the module's API
// (sudoku-api.js, the Emscripten glue), and a page that only talks to a worker (the hosted page,
// scripts/bundle.mjs) carries none of it.

// The methods a worker runs: the synchronous API's, less decodeStep (no module call), and
// loadLogic (which a worker call needs only to load the logic ahead of time).
export const METHODS = [
  'solve',
  'solveFirst',
  'count',
  'validate',
  'trace',
  'rate',
  'explain',
  'hint',
  'generate',
  'canonical',
  'certify',
  'scan',
  'loadLogic',
];
