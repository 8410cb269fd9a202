// A chain step walked link by link: from a Step of the package's explain() or hint() (its
// `paths`), the links in the order a person follows them, each with a sentence of its own ("If
// r1c3 is 2, r1c6 is not 2: both are in row 1."). DOM-free.
//
// The engine hands a chain step over as data (sudoku-results.d.ts's ChainPath): `paths`, each a
// list of potentials {cell, digit, on, why} ("cell holds digit", or does not). A path starts
// with an assumption (no `why`) or branches off an earlier path (`branch`: [path, at], the
// earlier path's potential `at` counted from its assumption); every later potential says why it
// follows from the one before: `cell` (two digits of one cell), `unit` (two places of a digit in
// unit 0..26) or `nested` (a technique applied on the board the chain has made, with the `also`
// candidates it needed). `supporting` paths lead to what a later link needs; the others are the
// step's chains.
//
// The walk follows the step's chains, each from its assumption (through its branches), one link
// per potential. A later chain that begins as an earlier one did is walked from where it leaves
// it, its first link's `resumes` the potential it leaves at. A potential that needs more than
// the one before it (a digit left last in a cell or a unit once others are off, a nested
// technique's `also`) has an inner walk: the links that reach what it needs, from the chain
// walked so far, in the order they happen. Each link's sentence is written from its `why`; a
// potential without one, or a why of no known kind, is an error (chainWalkOf throws).
//
// A walk is {title, links}; a link {from, to, fromOn, toOn, strong, why, sentence, inner}: from
// and to [cell, digit] (a group's first cell); inner a walk or null. The top walk also has
// `chains` (how many) and each of its links `chain` (its chain, 0-based). The top walk's last
// entry is the conclusion: {conclusion: true, sentence}, with no from or to.

import {cellRef, unitName} from '../format.js';
import {columnOf, rowOf, UNITS} from '../game/cells.js';

const INNER_LIMIT = 60; // links at most in an inner walk: a nested chain stays readable
/** A chain of more links than this opens walked at its first link, not drawn whole. */
export const OPEN_WALKED_OVER = 4;

const keyOf = ({cell, digit, on}) => `${cell}:${digit}:${on ? 1 : 0}`;

// "r1c2 is 4", "r1c2 is not 4"; a group (the hint ladder's): "4 is (not) in r89c7".
function potentialText({cell, digit, on, cells}) {
  if (!cells?.length) return `${cellRef(cell)} is ${on ? '' : 'not '}${digit}`;
  const rows = [...new Set(cells.map((each) => rowOf(each) + 1))].join('');
  const columns = [...new Set(cells.map((each) => columnOf(each) + 1))].join('');
  return `${digit} is ${on ? '' : 'not '}in r${rows}c${columns}`;
}

/**
 * The potentials of `paths` as nodes {cell, digit, on, why, cells, cause, needs, path}: `cause`
 * the node before (in its path, or where it branches), null for an assumption; `needs` what
 * else it needs (needsOf). Returns each path whole, from its assumption: an array of node
 * arrays. Throws on a path that is none: a branch to nowhere, a potential with no why or a why
 * of no known kind.
 */
function wholePaths(paths, technique) {
  const whole = [];
  paths.forEach((path, index) => {
    const fail = (what) => {
      throw new Error(`${technique}: path ${index + 1} ${what}`);
    };
    let before = [];
    if (path.branch) {
      const [from, at] = path.branch;
      if (!(from < index) || !whole[from]?.[at]) fail(`branches off a path or potential there is not (${from}, ${at})`);
      before = whole[from].slice(0, at + 1);
    }
    const nodes = [...before];
    for (const potential of path.potentials ?? []) {
      const node = {...potential, cause: nodes.at(-1) ?? null, path: index};
      if (node.cause) {
        if (!node.why) fail(`has a potential with no why: ${potentialText(node)}`);
        if (!knownWhy(node.why))
          fail(`has a why of no known kind: ${potentialText(node)}, ${JSON.stringify(node.why)}`);
        node.needs = needsOf(node, nodes, whole);
      }
      nodes.push(node);
    }
    if (nodes.length < 2) fail('has no link');
    whole.push(nodes);
  });
  return whole;
}

// Whether `why` is one of the three kinds, whole.
const knownWhy = (why) =>
  why?.kind === 'cell' ||
  (why?.kind === 'unit' && Boolean(UNITS[why.unit])) ||
  (why?.kind === 'nested' && Boolean(why.technique) && Array.isArray(why.also));

// What potential `node` needs besides its cause: the candidates off before it (`before`, on its
// path, or on a path of `whole`, the earlier ones, from the same assumption) that leave its
// digit the last one in its cell or unit, or that its nested technique names (`also`).
function needsOf(node, before, whole) {
  const {why, cause, cell, digit} = node;
  let wanted = null;
  if (why.kind === 'nested') {
    const also = new Set(why.also.map(([c, d]) => `${c}:${d}:0`));
    wanted = (other) => also.has(keyOf(other));
  } else if (node.on && !cause.on && why.kind === 'cell') {
    wanted = (other) => !other.on && other.cell === cell && other.digit !== digit && other.digit !== cause.digit;
  } else if (node.on && !cause.on && why.kind === 'unit') {
    const ends = new Set([...(node.cells ?? [cell]), ...(cause.cells ?? [cause.cell])]);
    wanted = (other) =>
      !other.on &&
      other.digit === digit &&
      !ends.has(other.cell) &&
      !other.cells &&
      UNITS[why.unit].includes(other.cell);
  }
  if (!wanted) return [];
  const root = keyOf(before[0]);
  const found = new Map();
  for (const nodes of [before, ...whole.filter((earlier) => keyOf(earlier[0]) === root)])
    for (const other of nodes) if (wanted(other) && !found.has(keyOf(other))) found.set(keyOf(other), other);
  return [...found.values()];
}

// "a", "a and b", "a, b and c".
const listed = (items, and = 'and') =>
  items.length < 2 ? String(items[0]) : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

const article = (name) => ('AEIOU'.includes(name.charAt(0)) ? 'an' : 'a');

// "r1c8 and r2c8 not 2; r3c4 not 2, 4 or 8": candidates [cell, digit] (once each), the cells
// with the same digits together.
function candidatesText(candidates) {
  const digits = new Map(); // cell -> its digits
  for (const [cell, digit] of candidates) digits.set(cell, new Set([...(digits.get(cell) ?? []), digit]));
  const cells = new Map(); // its digits' words -> cells
  for (const [cell, each] of digits) {
    const words = listed([...each], 'or');
    cells.set(words, [...(cells.get(words) ?? []), cellRef(cell)]);
  }
  return [...cells].map(([words, refs]) => `${listed(refs)} not ${words}`).join('; ');
}

/** Why `node` follows from its cause, in words: what its `why` says. Throws when it says nothing of this link. */
function reasonOf(node) {
  const {why, cause, digit, needs} = node;
  const turnsOff = cause.on && !node.on,
    leaves = !cause.on && node.on;
  if (why?.kind === 'cell' && turnsOff) return 'a cell holds one digit';
  if (why?.kind === 'cell' && leaves)
    return needs.length ? `${digit} is the cell's last candidate left` : `${digit} is the cell's other candidate`;
  if (why?.kind === 'unit' && UNITS[why.unit] && turnsOff) return `both are in ${unitName(why.unit)}`;
  if (why?.kind === 'unit' && UNITS[why.unit] && leaves)
    return `the last place left for ${digit} in ${unitName(why.unit)}`;
  if (why?.kind === 'nested' && why.technique) {
    const also = why.also?.length ? `, with ${candidatesText(why.also)} too` : '';
    return `by ${article(why.technique)} ${why.technique}${also}`;
  }
  throw new Error(`no reason for ${potentialText(cause)} -> ${potentialText(node)}: why ${JSON.stringify(why)}`);
}

// The link into `node` from its cause.
function linkOf(node, {inner = null, chain} = {}) {
  const {cause} = node;
  const link = {
    from: [cause.cell, cause.digit],
    to: [node.cell, node.digit],
    fromOn: cause.on,
    toOn: node.on,
    strong: node.on,
    why: node.why,
    sentence: `If ${potentialText(cause)}, ${potentialText(node)}: ${reasonOf(node)}.`,
    inner,
  };
  if (chain !== undefined) link.chain = chain;
  return link;
}

/**
 * The walk of `step` (a Step with `paths`), or null when it has none (it is then drawn whole).
 * Throws when a path is not one (a potential with no why, a branch to nowhere).
 */
export function chainWalkOf(step) {
  if (!step?.paths?.length) return null;
  const whole = wholePaths(step.paths, step.technique);
  const chains = whole.filter((_, index) => !step.paths[index].supporting);
  if (!chains.length) throw new Error(`${step.technique}: every path is supporting`);
  const links = [];
  chains.forEach((nodes, chain) => {
    const shared = Math.max(0, ...chains.slice(0, chain).map((earlier) => sharedLength(earlier, nodes)));
    const start = Math.max(1, Math.min(shared, nodes.length - 1));
    for (let i = start; i < nodes.length; ++i) {
      const known = new Set(nodes.slice(0, i).map(keyOf));
      const link = linkOf(nodes[i], {inner: innerWalk(nodes[i], known), chain});
      if (i === start && start > 1) link.resumes = potentialText(nodes[i - 1]);
      links.push(link);
    }
  });
  links.push({conclusion: true, sentence: conclusionOf(step, chains)});
  return {title: step.technique, chains: chains.length, links};
}

// How many potentials two paths begin with alike.
function sharedLength(a, b) {
  let n = 0;
  while (n < a.length && n < b.length && keyOf(a[n]) === keyOf(b[n])) ++n;
  return n;
}

// The inner walk of `node`: the links that reach what it needs, back to potentials already
// `known` (walked), ancestors first; null when it needs nothing more.
function innerWalk(node, known) {
  const order = [];
  const seen = new Set();
  const visit = (each) => {
    const key = keyOf(each);
    if (known.has(key) || seen.has(key)) return;
    seen.add(key);
    if (!each.cause) return;
    visit(each.cause);
    for (const need of each.needs) visit(need);
    order.push(each);
  };
  for (const need of node.needs) visit(need);
  if (!order.length) return null;
  const links = order.slice(-INNER_LIMIT).map((each) => linkOf(each));
  const {why} = node;
  // What it shows first: a phone's hint cuts the line short (the link's sentence names the technique).
  const by = why.kind === 'nested' ? `, by ${article(why.technique)} ${why.technique}` : '';
  return {title: `why ${potentialText(node)} (after ${potentialText(node.cause)})${by}`, links};
}

// The conclusion in words, from the chains' ends and the step's placements and eliminations.
function conclusionOf(step, chains) {
  const ends = chains.map((nodes) => nodes.at(-1));
  const action = step.placements.length
    ? step.placements.map(([cell, digit]) => `place ${digit} in ${cellRef(cell)}`).join(', ')
    : `remove ${removals(step.eliminations)}`;
  const [first, second] = ends;
  if (chains.length === 2 && first.cell === second.cell && first.digit === second.digit && first.on !== second.on) {
    const both = `${cellRef(first.cell)} would be ${first.digit} and not ${first.digit}`;
    return `A contradiction: ${both}, so ${action}.`;
  }
  if (chains.length > 1 && ends.every((end) => keyOf(end) === keyOf(first)))
    return `Every chain ends in ${potentialText(first)}, so ${action}.`;
  const start = chains[0][0];
  if (chains.length === 1 && keyOf(start) === keyOf(first)) return `The loop closes, so ${action}.`;
  // A forcing chain from a candidate to its opposite: the assumption cannot hold.
  if (chains.length === 1 && start.cell === first.cell && start.digit === first.digit)
    return `If ${potentialText(start)}, it is ${first.on ? '' : 'not '}${first.digit}: so ${action}.`;
  // An alternating inference chain: its first candidate or its last is true.
  if (chains.length === 1 && !start.on && first.on)
    return `Either ${potentialText({...start, on: true})} or ${potentialText(first)}, so ${action}.`;
  return `So ${action}.`;
}

// "4 from r5c1 and r5c2; 7 from r1c1".
function removals(candidates) {
  const cells = new Map(); // digit -> cells
  for (const [cell, digit] of candidates) cells.set(digit, [...(cells.get(digit) ?? []), cellRef(cell)]);
  return [...cells].map(([digit, refs]) => `${digit} from ${listed(refs)}`).join('; ');
}

/**
 * A walker over `walk` (chainWalkOf's): where the player is, and the moves. At index -1 the
 * whole step is on show: a chain of more than OPEN_WALKED_OVER links opens at its first link
 * instead, a shorter one whole. next() goes to the first link; toggleWhole() goes to the whole
 * step and back to the link it left. enter() opens the current link's inner walk, leave() goes back
 * out to the link it belongs to.
 */
export function createWalker(walk) {
  const stack = [{walk, index: walk.links.length - 1 > OPEN_WALKED_OVER ? 0 : -1}];
  let left = 0; // the top walk's link toggleWhole() left, to go back to
  const top = () => stack[stack.length - 1];
  const current = () => {
    const {walk: on, index} = top();
    return index < 0 ? null : on.links[index];
  };
  return {
    get depth() {
      return stack.length - 1;
    },
    get index() {
      return top().index;
    },
    get count() {
      return top().walk.links.length;
    },
    get walk() {
      return top().walk;
    },
    get link() {
      return current();
    },
    /** Whether the whole step is on show. */
    get whole() {
      return stack.length === 1 && top().index < 0;
    },
    /** Moves by `delta` links (-1 back, 1 on) within the walk on show; false at its ends. */
    step(delta) {
      const frame = top();
      const index = Math.max(-1, Math.min(frame.walk.links.length - 1, frame.index + delta));
      if (index === frame.index) return false;
      frame.index = index;
      return true;
    },
    /** To the whole step, or from it back to the link it left (the first at first). */
    toggleWhole() {
      if (this.whole) stack[0].index = left;
      else {
        stack.length = 1;
        left = stack[0].index;
        stack[0].index = -1;
      }
      return true;
    },
    enter() {
      const inner = current()?.inner;
      if (!inner) return false;
      stack.push({walk: inner, index: 0});
      return true;
    },
    leave() {
      if (stack.length === 1) return false;
      stack.pop();
      return true;
    },
    /**
     * What to draw: `links`, those walked so far in the walk on show (its outer walks' up to
     * where they are, then this one's up to the current link); `current`, the current link; and
     * `rest`, the top walk's links still ahead (drawn faint). Null when the whole step is on show.
     */
    drawing() {
      if (this.whole) return null;
      const links = [];
      stack.forEach((frame, depth) => {
        const last = depth === stack.length - 1 ? frame.index : frame.index - 1;
        for (const link of frame.walk.links.slice(0, last + 1)) if (!link.conclusion) links.push(link);
      });
      const link = current();
      const ahead = stack[0].index + (stack.length > 1 ? 0 : 1);
      const rest = walk.links.slice(Math.max(0, ahead)).filter((each) => !each.conclusion);
      return {links, current: link?.conclusion ? null : link, rest};
    },
  };
}
