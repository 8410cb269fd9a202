// Share: a game's link, by the system's share sheet where there is one (an installed app has no
// address bar), else copied; else shown to copy by hand.

/**
 * Shares `url`, with `text` before it when given (a result: "I solved ..."); `say(words, tone)`
 * tells the player what became of it (nothing when they closed the share sheet).
 */
export async function shareLink({url, text = ''}, say) {
  try {
    if (navigator.share) {
      await navigator.share(text ? {title: document.title, text, url} : {title: document.title, url});
      return;
    }
    await navigator.clipboard.writeText(text ? `${text} ${url}` : url);
    say(`Copied ${text ? 'your result and ' : ''}the game's link: ${url}`, 'ok');
  } catch (error) {
    if (error?.name === 'AbortError') return; // the player closed the share sheet
    say(`The game's link: ${url}`);
  }
}
