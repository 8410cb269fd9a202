// The wire format, defined once: the results of the logic module's methods (rate, explain, hint,
// generate, canonical, certify) and of the scanner's (scan), and the JSON that solver/json writes
// for them (the CLI's --json, and the modules' answers, which the client parses). scripts/wire.mjs writes from it
//   web/module/sudoku-results.d.ts            the result types (sudoku.d.ts re-exports them)
//   web/module/empty-results.js               each result with every key empty, for the client
//   solver/json/include/sudoku/json_keys.hpp  the keys of each object to_json writes, in order
// and tests/js/wire-format.test.mjs fails when one of those is not what it writes now, or when the
// module or the CLI gives a key (or a value) this definition does not.
//
// TYPES, in the .d.ts's order, are string unions and objects. A union has its `values`, each with
// the comment the .d.ts gives it (an array: none, the union on one line). An object has
//   doc      its comment (words only: the generator wraps them); a union has one too
//   section  a heading written before it in the .d.ts
//   json     the C++ name of the object to_json writes with these keys (k<json>JsonKeys); none:
//            the module builds it in JS, and no JSON has it
//   result   a method's result: the client has it empty (empty-results.js)
//   extends  an object whose fields come first
//   inline   written out where used, not declared
//   fields   in the order of the JSON and the JS object; each a type, or {type, doc, optional,
//            only, empty}: `type` in TypeScript's words (names of this file, number, string,
//            boolean, null, 'literals', [tuples], arrays T[], unions, Exclude<T, 'literal'>);
//            `optional` keys are absent from some answers, and come last; `only: 'json'` keys
//            are in the JSON but not in the JS result, `only: 'js'` the reverse; `empty` is the
//            value of an empty result where the type gives none (null for a union with null,
//            [] for an array, 0, false or '').
// The scanner's types are in wire-format-scan.mjs, spread in last (a file of web/ stays short).
import {SCAN_TYPES} from './wire-format-scan.mjs';

// The rating's fields, in a rating and in a certificate (json.cpp's append_rating_fields).
const ratingFields = {
  rated: {
    type: 'boolean',
    doc: `The ladder solved the puzzle, so \`rating\` is Sudoku Explainer's number. false for a
      unique puzzle when the work budget ran out first (nested forcing chains on the hardest
      puzzles): \`rating\` is then the hardest step found before, and \`bound\` the least rating it
      has.`,
  },
  rating: {type: 'number | null', doc: "e.g. 4.2; null unless status is 'unique'."},
  level: {type: 'Level | null', doc: 'The level of `rating` when rated, else null.'},
  hardest: {
    type: 'string | null',
    doc: "The technique of the hardest step, e.g. 'X-Wing'; null unless status is 'unique'.",
  },
  bound: {
    type: 'number | null',
    doc: 'When the budget ran out: the least rating the puzzle has, e.g. 9.5; else null.',
  },
  stepCount: {type: 'number', doc: 'Steps taken (placements and eliminations).'},
};

export const TYPES = {
  Status: {
    doc: 'The one status vocabulary of sudoku-wasm (library, CLI, JS API and page).',
    values: {
      unique: 'exactly one solution (returned)',
      multiple: 'two or more: the first is returned, `count` is capped at the limit',
      none: 'the givens do not clash, but no grid completes them',
      invalid: "two givens clash (see `conflicts`); never reported as 'none'",
      malformed: 'not a puzzle: the message names line, column and character, or the cell count',
      aborted: 'the budget ran out before the answer was known',
    },
  },
  Conflict: {
    json: 'Conflict',
    doc: `Two givens with the same digit in one unit: the unit by its kind and index, and by its
      number, as steps of logic name units (Step's \`units\`).`,
    fields: {
      cells: '[number, number]',
      unit: "'row' | 'column' | 'box'",
      unitIndex: {type: 'number', doc: '0..8; boxes in reading order.'},
      unitNumber: {
        type: 'number',
        doc: "The unit's number 0..26: rows 0..8, columns 9..17, boxes 18..26 (9 * kind + index).",
      },
    },
  },
  Role: {
    section: 'The logical solver: rate, explain, hint',
    doc: 'How a highlighted cell or candidate takes part in a step, for a view to colour it.',
    values: {
      pattern: "makes the technique: the pair, the fish's corners, the wing's cells, the single",
      target: 'placed or removed by the step',
      cause: 'a placed digit that rules a candidate out (why a single is single)',
      fin: "a finned fish's fin (hint ladder)",
      als: 'a cell of an almost locked set (hint ladder)',
    },
  },
  Highlight: {
    json: 'Highlight',
    doc: 'A cell (digit 0) or one candidate of it (digit 1-9) that a view should highlight.',
    fields: {cell: 'number', digit: 'number', role: 'Role'},
  },
  Link: {
    json: 'Link',
    inline: true,
    doc: "An implication of a chain (Step's `links`).",
    fields: {from: '[number, number]', to: '[number, number]', strong: 'boolean'},
  },
  CellWhy: {
    json: 'CellWhy',
    doc: `A chain's link within a cell (ChainPotential's \`why\`): the digit before it on turns this
      one off; or it off leaves this one the cell's last digit (the cell's other digits are off on
      the step's board or earlier in the chain).`,
    fields: {kind: "'cell'"},
  },
  UnitWhy: {
    json: 'UnitWhy',
    doc: `A chain's link within a unit: the place before it, on, turns this place of the digit off;
      or it off leaves this one the digit's last place in the unit (the others are off on the
      step's board or earlier in the chain).`,
    fields: {kind: "'unit'", unit: {type: 'number', doc: 'The unit, 0..26.'}},
  },
  NestedWhy: {
    json: 'NestedWhy',
    doc: `A nested chain's link: a technique applied to the board the chain has made removes this
      candidate (the potential before it, off, is one of the candidates it needed).`,
    fields: {
      kind: "'nested'",
      technique: {type: 'string', doc: "e.g. 'Hidden Pair', 'Forcing Chain'."},
      also: {
        type: '[number, number][]',
        doc: `The other candidates the chain removed that it needed, as [cell, digit]: each is off
          on an earlier path from the same assumption.`,
      },
    },
  },
  ChainPotential: {
    json: 'ChainPotential',
    doc: 'One potential of a chain: `cell` holds `digit` (on) or does not (off).',
    fields: {
      cell: 'number',
      digit: 'number',
      on: 'boolean',
      why: {
        type: 'CellWhy | UnitWhy | NestedWhy | null',
        doc: `How it follows from the potential before it (in its path, or where its path
          branches); null for an assumption.`,
      },
      cells: {
        type: 'number[]',
        optional: true,
        doc: `A group (the hint ladder's grouped chains): the digit's two or three places where a box
          crosses a row or column, on when the digit is in one of them; \`cell\` is the first.`,
      },
    },
  },
  ChainPath: {
    json: 'ChainPath',
    doc: `One path of a chain step (Step's \`paths\`, in the order a person follows them). Every
      potential a link needs besides the one before it (a dynamic chain's candidates removed
      before, a nested technique's \`also\`) is on an earlier path from the same assumption.`,
    fields: {
      branch: {
        type: '[number, number] | null',
        doc: `[path, at]: the path begins as path \`path\` (an index into \`paths\`) up to its
          potential \`at\`, counted from that path's assumption (through its own branch), then
          goes on with its own; null for a path from an assumption.`,
      },
      supporting: {
        type: 'boolean',
        doc: 'It leads to what a later link needs, not to the conclusion.',
      },
      potentials: 'ChainPotential[]',
    },
  },
  Step: {
    json: 'Step',
    doc: 'One step of logic, as a person would take it (sudoku::Step).',
    fields: {
      technique: {
        type: 'string',
        doc: `The name Sudoku Explainer gives it, e.g. 'Hidden Single', 'X-Wing'; for a hint's
          mistakes, 'Wrong Entry' or 'Missing Candidate' (words for people: HintResult's \`mistake\`
          says which to a program).`,
      },
      rating: {type: 'number', doc: "Sudoku Explainer's rating of the technique, e.g. 1.2 (0 for a mistake)."},
      placements: {type: '[number, number][]', doc: 'Digits the step places, as [cell, digit] pairs.'},
      eliminations: {type: '[number, number][]', doc: 'Candidates the step removes, as [cell, digit] pairs.'},
      cells: {type: 'Highlight[]', doc: 'What the step is made of, to draw.'},
      units: {type: 'number[]', doc: 'The units the step reasons about (0..26).'},
      links: {
        type: 'Link[]',
        doc: `Chains: every implication the step uses, from candidate to candidate, to draw as
          arrows. A strong link (if \`from\` is not its digit, \`to\` is) or a weak one (if \`from\` is
          its digit, \`to\` is not). Empty for other techniques.`,
      },
      text: {
        type: 'string',
        doc: `One sentence for people: "In box 5, 7 fits only in r5c4."; a chain's reads as a
          chain.`,
      },
      ladder: {
        type: "'hint' | 'rating'",
        optional: true,
        doc: `A hint's step, or explain()'s with {teach: true}: which ladder gave it, 'hint' (a
          pattern players learn) or 'rating' (Sudoku Explainer's forcing chains, when no pattern
          applies). Absent from explain()'s steps on the rating ladder.`,
      },
      paths: {
        type: 'ChainPath[]',
        optional: true,
        doc: `Chains (Sudoku Explainer's cycles and forcing chains of every kind; the hint ladder's
          X-Chain, XY-Chain, AIC, Continuous Nice Loop and their grouped forms, Remote Pair, Simple
          Colouring and 3D Medusa), in the order a person follows them, as sudoku::ChainPath
          (sudoku/logic.hpp) says. Absent from other steps.`,
      },
    },
  },
  Level: {
    doc: `Our levels, by rating: easy <= 1.5 < medium <= 2.5 < hard <= 3.9 < expert <= 5.9 <
      extreme <= 8.9 < master.`,
    values: ['easy', 'medium', 'hard', 'expert', 'extreme', 'master'],
  },
  RateResult: {
    result: true,
    doc: `The rating of a puzzle: the easiest step that makes progress, taken again and again, as
      Sudoku Explainer does; the puzzle's rating is its hardest step's.`,
    fields: {
      puzzle: {type: 'string', only: 'json', doc: "The puzzle as to_line gives it ('.' empty)."},
      status: {
        type: 'Status',
        empty: 'malformed',
        doc: `'unique' when the puzzle could be rated; otherwise what solve() says of it ('multiple',
          'none', 'invalid', 'malformed' or 'aborted'), and no rating.`,
      },
      message: {
        type: 'string',
        doc: 'A sentence for people, always set: "rated 1.5 (easy): the hardest step is Hidden Single".',
      },
      ...ratingFields,
    },
  },
  ExplainResult: {
    json: 'Rating',
    result: true,
    extends: 'RateResult',
    doc: 'rate() with every step, from the puzzle to the solution (or to where the budget ran out).',
    fields: {steps: {type: 'Step[]', doc: "Empty unless status is 'unique'."}},
  },
  HintKind: {
    doc: 'What a hint is.',
    values: {
      mistake: 'a wrong entry ("r3c4 is not 5."), or a cell whose marks leave out its digit',
      step: 'the next step: `step` says what it places or removes, and why',
      solved: 'the position is solved',
      stuck: 'no step within the budget (the next needs nested forcing chains), or none applies',
    },
  },
  HintMistake: {
    doc: "Which mistake a 'mistake' hint is, for a view to put it right.",
    values: {
      wrongEntry: 'a digit the solution does not have in its cell: clear it',
      missingCandidate: 'a cell whose marks leave out its digit: mark it again',
    },
  },
  HintResult: {
    json: 'Hint',
    result: true,
    doc: 'The one thing most worth saying about a position.',
    fields: {
      status: {
        type: 'Status',
        empty: 'malformed',
        doc: `'unique' when a hint could be given; otherwise what solve() says of the puzzle, or
          'malformed' when the puzzle, progress or marks are bad (the message names which).`,
      },
      kind: {type: 'HintKind | null', doc: "null unless status is 'unique'."},
      mistake: {type: 'HintMistake | null', doc: "Which mistake when `kind` is 'mistake', else null."},
      message: {
        type: 'string',
        doc: "A sentence for people, always set: the step's text for 'mistake' and 'step'.",
      },
      step: {type: 'Step | null', doc: 'The mistake or the step; null for other kinds.'},
    },
  },
  Symmetry: {
    section: 'The generator',
    doc: 'The symmetry of the givens: which cells are given together (rows and columns 0-8).',
    values: {
      none: '',
      rotational: '180°: (r, c) with (8 - r, 8 - c)',
      'quarter-turn': '90°: (r, c), (c, 8 - r), (8 - r, 8 - c), (8 - c, r)',
      horizontal: 'mirror across the middle row: (r, c) with (8 - r, c)',
      vertical: 'mirror across the middle column: (r, c) with (r, 8 - c)',
      diagonal: 'mirror across the main diagonal: (r, c) with (c, r)',
      'anti-diagonal': 'mirror across the other diagonal: (r, c) with (8 - c, 8 - r)',
    },
  },
  GenerateResult: {
    result: true,
    fields: {
      status: {
        type: "'unique' | 'aborted' | 'malformed'",
        empty: 'malformed',
        doc: `'unique': a puzzle with exactly one solution; 'aborted': none met the band within
          \`attempts\`; 'malformed': bad options (see \`message\`).`,
      },
      puzzle: {type: 'string | null', doc: "81 characters, '.' for empty; null unless 'unique'."},
      solution: {type: 'string | null', doc: "Its 81-digit solution; null unless 'unique'."},
      rating: {
        type: 'number | null',
        doc: `Sudoku Explainer's rating, e.g. 4.2; null when not rated (the budget of each
          candidate, 20 million chain nodes, ran out first: \`message\` says the least rating it has;
          only a request for any rating gets such a puzzle) or not 'unique'.`,
      },
      rated: 'boolean',
      level: {type: 'Level | null', doc: 'The level of `rating`, or null.'},
      seed: {
        type: 'string | null',
        doc: `The seed that makes exactly this puzzle again with the same options (decimal: seeds
          are 64-bit, more than a number holds); for a date, the date's seed. null when
          'malformed'.`,
      },
      attempts: {
        type: 'number',
        doc: "Puzzles made, up to and including this one (`attempts` when 'aborted').",
      },
      message: {
        type: 'string',
        doc: `A sentence: "rated 4.2 (expert): the hardest step is XY-Wing", "no puzzle rated 9.0
          or more found in 2,000 attempts", or what is wrong with the options.`,
      },
    },
  },
  Transform: {
    json: 'Transform',
    section: 'The canonical form',
    doc: `An isomorphism: one of the 3,359,232 grid symmetries and 9! relabellings that make the
      same puzzle in disguise. Applied in this order: when \`transpose\`, cell (r, c) takes the digit
      of (c, r); then row i of the result is row \`rows[i]\` and column j is column \`columns[j]\`;
      then digit d becomes \`digits[d]\`. In code (rows and columns 0-8): \`result[9 * i + j] =
      digits[grid(rows[i], columns[j])]\`, where grid(r, c) is the puzzle's digit at (r, c), or at
      (c, r) when transposed, 0 for an empty cell. \`rows\` keeps bands whole (rows[0..2] are the
      three rows of one band, in some order, and so on), \`columns\` stacks.`,
    fields: {
      transpose: 'boolean',
      rows: {type: 'number[]', doc: 'Nine numbers 0-8: the row each result row is taken from.'},
      columns: {type: 'number[]', doc: 'Nine numbers 0-8: the column each result column is taken from.'},
      digits: {
        type: 'number[]',
        doc: 'Ten numbers: `digits[d]` is what digit d becomes; `digits[0]` is 0 (empty stays empty).',
      },
    },
  },
  CanonicalResult: {
    json: 'Canonical',
    result: true,
    doc: `The canonical form of a puzzle: the least of its isomorphs, read as 81 digits with 0 for
      an empty cell (the forums' "minlex" form). A puzzle in any disguise (relabelled, transposed,
      rotated, mirrored, bands, stacks, rows or columns swapped) has the same one, and puzzles that
      are not the same have different ones. It opens with as many empty cells as can be, and its
      givens are labelled 1, 2, 3, ... in order of first appearance.`,
    fields: {
      puzzle: {type: 'string', only: 'json', doc: "The puzzle as to_line gives it (all '.' when malformed)."},
      status: {
        type: "'malformed' | 'invalid' | null",
        doc: `null when there is a form; else what solve() says of the input: 'malformed', or
          'invalid' (clashing givens have no canonical form). Puzzles with no solution or several
          have one.`,
      },
      message: {
        type: 'string',
        doc: `"the least of the puzzle's isomorphs", or, as solve() words it, why there is none.`,
      },
      conflicts: {type: 'Conflict[]', only: 'js', doc: "The clashing pairs when status is 'invalid', else empty."},
      canonical: {type: 'string | null', doc: "The form, 81 characters ('.' empty); null unless status is null."},
      transform: {
        type: 'Transform | null',
        doc: `The isomorphism that makes \`canonical\` of the puzzle (one of them, when several do);
          null unless status is null.`,
      },
    },
  },
  TechniqueCount: {
    json: 'TechniqueCount',
    section: 'The certificate',
    doc: 'How many steps of one technique the rating took, and the highest rating among them.',
    fields: {technique: 'string', rating: 'number', count: 'number'},
  },
  Certificate: {
    json: 'Certificate',
    result: true,
    doc: `What a setter checks before publishing a puzzle, as \`sudoku certify --json\` prints it.
      Bad input gets solve()'s status and message; 'malformed' and 'invalid' leave the facts below
      empty (null, [], 0 or false).`,
    fields: {
      puzzle: {
        type: 'string',
        empty: '.'.repeat(81),
        doc: "The puzzle as parsed, 81 characters ('.' empty; all '.' when malformed).",
      },
      status: {type: 'Status', empty: 'malformed'},
      message: {
        type: 'string',
        doc: `solve()'s message with this limit: "exactly one solution", "at least 1000 solutions",
          ...`,
      },
      conflicts: {type: 'Conflict[]', doc: "The clashing pairs when status is 'invalid', else empty."},
      count: {type: 'number', doc: 'Solutions found, up to the limit; exact when `complete`.'},
      complete: 'boolean',
      solution: {
        type: 'string | null',
        doc: "'unique': the solution; 'multiple': the first of two solutions; else null.",
      },
      otherSolution: {type: 'string | null', doc: "'multiple': a second solution; else null."},
      differing: {
        type: 'number[]',
        doc: "'multiple': the cells (0-80, ascending) where the two solutions differ.",
      },
      suggested: {
        type: '[number, number][]',
        doc: `'multiple': [cell, digit] givens from \`solution\` that make the puzzle unique (the
          fewest a greedy search found); empty when its budget ran out.`,
      },
      givens: {type: 'number', doc: 'How many givens the puzzle has.'},
      redundant: {
        type: 'number[]',
        doc: "'unique': the givens (cells) whose removal leaves the puzzle unique.",
      },
      minimal: {type: 'boolean', doc: 'Unique with no redundant given.'},
      symmetries: {
        type: "Exclude<Symmetry, 'none'>[]",
        doc: "Every symmetry the givens have (never 'none': an empty list means none).",
      },
      ...ratingFields,
      pearl: {
        type: 'number | null',
        doc: `Sudoku Explainer's pearl and diamond (serate's ED=rating/pearl/diamond): the hardest
          step up to the first that places a digit, and the first step's rating. null unless
          rated.`,
      },
      diamond: 'number | null',
      techniques: {
        type: 'TechniqueCount[]',
        doc: 'The techniques the rating used and how many steps of each; the counts sum to stepCount.',
      },
      singlesOnly: {type: 'boolean', doc: 'Every step is a single (full house, hidden or naked single).'},
      canonical: {
        type: 'string | null',
        doc: 'The canonical form (as canonical() gives it); null when malformed or invalid.',
      },
      link: {type: 'string | null', doc: "'#play/' and the puzzle: the page's fragment that opens it to play."},
      text: {
        type: 'string | null',
        doc: 'Lines for a forum post, the first `puzzle ED=r/p/d` as serate prints it.',
      },
    },
  },
  ...SCAN_TYPES,
};
