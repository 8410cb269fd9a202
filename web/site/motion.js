// How the page scrolls a part into view: smoothly, unless the player's system asks for reduced
// motion (prefers-reduced-motion), then at once.

/** The `behavior` of scrollIntoView and scrollBy: 'auto' under reduced motion, else 'smooth'. */
export function scrollBehavior() {
  return matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
