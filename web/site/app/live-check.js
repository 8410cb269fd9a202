// The live check: as the puzzle changes, the solver's validate() says whether digits clash, in
// the solver's words ("Clash: r1c1 and r1c2 are both 3 (row 1) and 1 more clash."). The board
// marks the clashing cells at once (game/model.js's conflicts()); the message follows when the
// worker answers.

/**
 * `solver` is the client's worker; `status` the status line (app/status.js); `summary()` what
 * the line says when nothing is wrong. Returns check(puzzle): asks about `puzzle`, the puzzle
 * on show; the answers of older checks are dropped.
 */
export function createLiveCheck({solver, status, summary}) {
  let latest = 0;
  let clashed = false; // the latest answer found clashes

  return async function check(puzzle) {
    const id = ++latest;
    let result;
    try {
      result = await solver.validate(puzzle);
    } catch {
      return; // the worker restarts on the next call; a missed message is harmless
    }
    if (id !== latest) return;
    const hadClashes = clashed;
    clashed = result.status === 'invalid';
    if (clashed) {
      status.set(`Clash: ${result.message}.`, 'error');
      status.markReplaceable();
    } else if (hadClashes && status.replaceable) {
      // Only a clash message or the plain summary gives way: not another error (a link's, a paste's).
      status.set(`No clashes left. ${summary()}`);
    }
  };
}
