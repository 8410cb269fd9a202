// A game's clock stops while the page is hidden (another tab, a minimised window) and runs again
// when it shows, unless the player had paused it.

/**
 * `running()` says whether the game on show's clock runs; `setPaused(paused)` pauses or resumes
 * it. Returns {forget()}: a game begun meanwhile is not resumed when the page shows again.
 */
export function pauseWhileHidden({running, setPaused}) {
  let pausedByHiding = false;
  document.addEventListener('visibilitychange', () => {
    if (document.hidden && running()) {
      pausedByHiding = true;
      setPaused(true);
    } else if (!document.hidden && pausedByHiding) {
      pausedByHiding = false;
      setPaused(false);
    }
  });
  return {
    forget() {
      pausedByHiding = false;
    },
  };
}
