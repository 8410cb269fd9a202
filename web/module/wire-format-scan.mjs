// The wire format's scanner part: scan()'s result (sudoku/scan.hpp's ScanResult, as
// sudoku::to_json writes it for the CLI's --json and the scanner module), in the form and with the
// rules of wire-format.mjs, which spreads these into its TYPES, last.
export const SCAN_TYPES = {
  ScanStatus: {
    section: 'The scanner',
    doc: 'What scan() made of an image (sudoku::ScanStatus).',
    values: {
      ok: 'a grid was found and its read is a consistent puzzle',
      'bad-image': 'no image scan() takes: the message says why (and the options, when they are bad)',
      'no-grid': 'no Sudoku grid found',
      invalid: 'a grid was found, but its read is no puzzle: clashing digits, or fewer than 17',
    },
  },
  ScanResult: {
    json: 'Scan',
    result: true,
    doc: `A puzzle read from a photo or a screenshot (sudoku/scan.hpp), as \`sudoku scan --json\`
      prints it. The read is given when it is 'invalid' too, for a person to correct.`,
    fields: {
      status: {type: 'ScanStatus', empty: 'bad-image'},
      message: {
        type: 'string',
        doc: `Why, for a status other than 'ok': "no Sudoku grid found", "r1c1 and r1c5 are both 4
          (row 1)", "the image is too large (at most 8192x8192 pixels)"; '' for 'ok'.`,
      },
      puzzle: {
        type: 'string',
        empty: '.'.repeat(81),
        doc: "The digits read, 81 characters ('.' empty); all '.' when no grid was found.",
      },
      corners: {
        type: '[number, number][]',
        doc: `The grid's four corners as [x, y] in the image's pixels, in the puzzle's order:
          top-left, top-right, bottom-right, bottom-left of the puzzle as read (a photo taken
          sideways is read upright), to outline the grid on the image. Empty when no grid was
          found.`,
      },
      digits: {
        type: 'number[]',
        doc: "Each cell's digit, 1-9 or 0 for empty, in reading order; empty when no grid was found.",
      },
      confidences: {
        type: 'number[]',
        doc: `The reader's probability (0-1) of each cell's digit, or of its being empty: below about
          0.9, a cell to check. Empty when no grid was found.`,
      },
      image: {type: 'string', only: 'json', optional: true, doc: "The CLI's: the image file's name."},
    },
  },
};
