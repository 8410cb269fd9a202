// The status line: one message at a time, with a tone ('' neutral, 'ok', 'warn', 'error',
// 'busy') that colours the line and its box.

/**
 * The line is `line` (#status) inside `report` (#report). A message is *replaceable* when it says
 * only what the board shows (how many cells are filled, or a live check's clash message): a
 * later live check may replace it. set() makes it not; markReplaceable() says it is.
 */
export function createStatusLine(line, report) {
  let replaceable = false;
  return {
    set(text, tone = '') {
      line.textContent = text;
      replaceable = false;
      line.dataset.tone = tone;
      report.dataset.tone = tone;
    },
    markReplaceable(value = true) {
      replaceable = value;
    },
    get replaceable() {
      return replaceable;
    },
    get text() {
      return line.textContent;
    },
    get tone() {
      return line.dataset.tone;
    },
  };
}
