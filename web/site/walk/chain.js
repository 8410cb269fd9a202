// A chain step walked link by link: from a Step of the package's explain() or hint() (its
// `text` and its `links`), the links in the order a person follows them, each with a sentence
// of its own ("If r1c3 is 2, r1c6 is not 2: both are in row 1."). DOM-free.
//
// The engine gives a chain step two things (solver/src/logic/chains/chains.cpp):
//   text   the main path of each chain as words: "If r1c2 is 4, then r1c7 is not 4, so r1c7 is
//          9, so (Naked Pair) r5c2 is not 6; and if ...: a contradiction, so remove 4 from
//          r1c2." A potential is "rXcY is D" (on) or "rXcY is not D" (off); "(Technique) "
//          before one says a technique nested in the chain turned it.
//   links  every implication the step uses, unordered, from candidate to candidate: `to` is on
//          when the link is strong, off when weak; `from`'s state is not given.
// The walk follows the text's paths, one link per pair of potentials in a row. A potential with
// more reasons than the one link before it (a nested technique, or several candidates ruled out
// before a digit is the last one left) has an inner walk: its other causes, found backwards
// through `links` as far as the path already walked, in the order they happen.
// Every link says why it holds: two places of a unit or two digits of a cell (weak), a digit's
// last place in a unit or last candidate in a cell (strong), else a technique nested in the
// chain (the engine tries some on the board the chain has made; its name is in the text only on
// a path), with the other candidates it needed.
//
// A walk is {title, links}; a link {from, to, fromOn, toOn, strong, sentence, via, inner}:
// from and to [cell, digit]; via the nested technique's name or null; inner a walk or null. The
// top walk also has `chains` (how many paths) and each of its links `chain` (its path, 0-based);
// a later path that begins as an earlier one is walked from where it branches off, its first
// link's `resumes` the potential it branches at. The top walk's last entry is the conclusion:
// {conclusion: true, sentence}, with no from or to.

import {sentence as capital, cellRef, unitName} from '../format.js';
import {UNITS} from '../game/cells.js';

// "r1c2 is 4", "r1c2 is not 4", "(Naked Pair) r1c2 is not 4"; the hint ladder's groups: "4 is
// (not) in r7c789" or "in r89c7" (its link is drawn from the group's first cell).
const POTENTIAL =
  /(?:\(([^)]*)\) )?(?:r([1-9])c([1-9]) is (not )?([1-9])|([1-9]) is (not )?in r([1-9])[1-9]*c([1-9]))/g;
const INNER_LIMIT = 60; // links at most in an inner walk: a nested chain stays readable

const keyOf = ([cell, digit]) => `${cell}:${digit}`;
const stateKey = (candidate, on) => `${keyOf(candidate)}:${on ? 1 : 0}`;
const potentialText = ([cell, digit], on) => `${cellRef(cell)} is ${on ? '' : 'not '}${digit}`;
const sameCandidate = (a, b) => a[0] === b[0] && a[1] === b[1];

// A group's words, "8 is in r7c789", from its match in `words` to the next comma.
const groupWords = (words, match) => words.slice(match.index + (match[1] ? match[1].length + 3 : 0)).split(',')[0];

// The cells of a group's words: "r89c7" -> r8c7 and r9c7.
function groupCells(words) {
  const [, rows, columns] = words.match(/r([1-9]+)c([1-9]+)/);
  return [...rows].flatMap((row) => [...columns].map((column) => 9 * (Number(row) - 1) + Number(column) - 1));
}

/** The paths of `text`: each an array of potentials {candidate, on, via}; and the conclusion's words. */
export function pathsOfText(text) {
  const parts = text.replace(/\.$/, '').split(/: |; /);
  const paths = [];
  let last = -1;
  parts.forEach((part, index) => {
    if (!/^(?:and )?if /i.test(part)) return;
    // A loop's closing words name its ends again: they are not links.
    const words = part.split(', which closes the loop')[0];
    const potentials = [...words.matchAll(POTENTIAL)].map((match) => {
      const [row, column, not, digit] = match[2] ? match.slice(2, 6) : [match[8], match[9], match[7], match[6]];
      const potential = {
        candidate: [9 * (Number(row) - 1) + Number(column) - 1, Number(digit)],
        on: !not,
        via: match[1] ?? null,
      };
      if (!match[2]) {
        potential.group = groupWords(words, match);
        potential.cells = groupCells(potential.group);
      }
      return potential;
    });
    if (potentials.length > 1) paths.push(potentials);
    last = index;
  });
  const conclusion = last >= 0 ? parts.slice(last + 1).join(': ') : '';
  return {paths, conclusion: conclusion ? `${capital(conclusion)}.` : ''};
}

// The reason a link from potential `from` to potential `to` holds ({candidate, on}, and a
// group's `cells`): words after a colon. `others` are the other potentials that cause `to` (its
// other parents in the step's links): a digit left last in a cell or a unit counts them, and a
// technique nested in the chain needs them too.
function reasonOf(from, to, via, others) {
  if (via) return byTechnique(via);
  return placeReason(from, to, others) || nestedReason(to, others);
}

const byTechnique = (name) => `by ${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;
const cellsOf = (potential) => potential.cells ?? [potential.candidate[0]];

// A link the cells and units give (a weak or strong link, or a digit left last), or ''. The
// step's links are those of all its chains together: a potential reached one way in one chain
// and another way in the next has the causes of both, so only those of this link's kind count.
function placeReason(from, to, others) {
  const [a, da] = from.candidate,
    [b, db] = to.candidate;
  const inCell = !from.group && !to.group && a === b && da !== db;
  const ends = [...cellsOf(from), ...cellsOf(to)];
  const sharing = (cells) =>
    UNITS.map((_, unit) => unit).filter((unit) => cells.every((cell) => UNITS[unit].includes(cell)));
  const units = da === db && new Set(ends).size === ends.length ? sharing(ends) : [];
  if (from.on && !to.on) {
    if (inCell) return 'a cell holds one digit';
    return units.length ? `both are in ${unitName(units[0])}` : '';
  }
  if (from.on || !to.on) return '';
  // Off to on: the digit's last candidate in the cell, or its last place in a unit.
  if (inCell) {
    const gone = others.filter(({candidate: [cell, digit], on}) => cell === b && digit !== db && !on);
    return gone.length ? `${db} is the cell's last candidate left` : `${db} is the cell's other candidate`;
  }
  if (!units.length) return '';
  const gone = others.filter(({candidate: [, digit], on}) => digit === db && !on).flatMap(cellsOf);
  const count = (unit) => gone.filter((cell) => UNITS[unit].includes(cell)).length;
  const unit = units.reduce((best, each) => (count(each) > count(best) ? each : best));
  return `the last place left for ${db} in ${unitName(unit)}`;
}

// A link no cell or unit gives: the engine's chains try techniques on the board the chain has
// made so far (locked candidates, hidden and naked pairs, X-Wings, then nested chains), and one
// of them removed the candidate, with the other causes as its premises.
function nestedReason(to, all) {
  const others = all.filter((other) => !placeReason(other, to, []));
  if (!others.length) return 'by a nested technique';
  // Up to four, by digit and state: "r1c8 and r2c8 not 2; r4c4 5; and 3 more".
  const groups = new Map();
  for (const {
    candidate: [cell, digit],
    on,
  } of others.slice(0, 4)) {
    const key = `${on ? '' : 'not '}${digit}`;
    groups.set(key, [...(groups.get(key) ?? []), cellRef(cell)]);
  }
  const listed = (items) => (items.length < 2 ? items[0] : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
  const named = [...groups].map(([state, cells]) => `${listed(cells)} ${state}`);
  if (others.length > 4) named.push(`and ${others.length - 4} more`);
  const list = named.join('; ');
  return `by a nested technique, with ${list} too`;
}

// A link between potentials `from` and `to`; a group's words name it (the hint ladder's).
function linkOf(from, to, {via = null, others = [], inner = null, chain} = {}) {
  const reason = reasonOf(from, to, via, others);
  const fromWords = from.group ?? potentialText(from.candidate, from.on),
    toWords = to.group ?? potentialText(to.candidate, to.on);
  const words = `If ${fromWords}, ${toWords}${reason ? `: ${reason}` : ''}.`;
  const link = {
    from: from.candidate,
    to: to.candidate,
    fromOn: from.on,
    toOn: to.on,
    strong: to.on,
    sentence: words,
    via,
    inner,
  };
  if (chain !== undefined) link.chain = chain;
  return link;
}

/**
 * The walk of `step` (a Step: its text and links), or null when it is no chain (no links, or a
 * text without a path). The reasons come from the cells and units, not from the position.
 */
export function chainWalkOf(step) {
  if (!step?.links?.length) return null;
  const {paths, conclusion} = pathsOfText(step.text ?? '');
  if (!paths.length) return null;
  const graph = linkGraph(step.links, paths);
  const links = [];
  paths.forEach((path, chain) => {
    // A later path that begins as an earlier one did is walked from where it branches off.
    const shared = Math.max(0, ...paths.slice(0, chain).map((earlier) => sharedLength(earlier, path)));
    const start = Math.max(1, Math.min(shared, path.length - 1));
    for (let i = start; i < path.length; ++i) {
      const a = path[i - 1],
        b = path[i];
      const parents = graph
        .parentsOf(b.candidate, b.on)
        .filter((parent) => !sameCandidate(parent.candidate, a.candidate));
      const known = new Set(path.slice(0, i).map((p) => stateKey(p.candidate, p.on)));
      const inner = parents.length || b.via ? innerWalk(graph, b, known, a) : null;
      const link = linkOf(a, b, {via: b.via, others: parents, inner, chain});
      if (i === start && start > 1) link.resumes = potentialText(a.candidate, a.on);
      links.push(link);
    }
  });
  links.push({conclusion: true, sentence: conclusion || 'So the step holds.'});
  return {title: step.technique, chains: paths.length, links};
}

// How many potentials two paths begin with alike.
function sharedLength(a, b) {
  let n = 0;
  while (n < a.length && n < b.length && sameCandidate(a[n].candidate, b[n].candidate) && a[n].on === b[n].on) ++n;
  return n;
}

// The links as a graph of potentials: each candidate's incoming links by the state they give it.
// A link's `from` state is not in the data: the paths' potentials say it where they can, then
// the state the candidate is given by the links into it; else the opposite of `to`'s (chains
// alternate).
function linkGraph(links, paths) {
  const incoming = new Map(); // stateKey -> [link]
  const given = new Map(); // candidate key -> Set of states links give it
  for (const link of links) {
    const key = stateKey(link.to, link.strong);
    if (!incoming.has(key)) incoming.set(key, []);
    incoming.get(key).push(link);
    if (!given.has(keyOf(link.to))) given.set(keyOf(link.to), new Set());
    given.get(keyOf(link.to)).add(link.strong);
  }
  const onPath = new Map(); // candidate key -> state, first seen on a path
  for (const path of paths)
    for (const p of path) if (!onPath.has(keyOf(p.candidate))) onPath.set(keyOf(p.candidate), p.on);
  const stateOf = (candidate, toOn) => {
    const states = given.get(keyOf(candidate));
    if (states?.size === 1) return [...states][0];
    if (onPath.has(keyOf(candidate))) return onPath.get(keyOf(candidate));
    return !toOn;
  };
  return {
    /** The potentials {candidate, on} that the links say cause `candidate` being `on`. */
    parentsOf: (candidate, on) =>
      (incoming.get(stateKey(candidate, on)) ?? []).map((link) => ({candidate: link.from, on: stateOf(link.from, on)})),
  };
}

// The inner walk of potential `b`: the links into it and their causes, back to potentials
// already `known` (walked), ancestors first. `a` is the potential the path reaches `b` from.
function innerWalk(graph, b, known, a) {
  const order = [];
  const seen = new Set();
  const visit = (potential, depth) => {
    const key = stateKey(potential.candidate, potential.on);
    if (seen.has(key) || depth > 40) return;
    seen.add(key);
    const parents = graph.parentsOf(potential.candidate, potential.on);
    for (const parent of parents) if (!known.has(stateKey(parent.candidate, parent.on))) visit(parent, depth + 1);
    for (const parent of parents) order.push({from: parent, to: potential});
  };
  visit(b, 0);
  const links = order.slice(-INNER_LIMIT).map(({from, to}) => {
    const others = graph
      .parentsOf(to.candidate, to.on)
      .filter((parent) => !sameCandidate(parent.candidate, from.candidate));
    return linkOf(from, to, {others});
  });
  if (!links.length) return null;
  // What it shows first: a phone's hint cuts the line short (the link's sentence names the technique).
  const by = b.via ? `, ${byTechnique(b.via)}` : '';
  return {title: `why ${potentialText(b.candidate, b.on)} (after ${potentialText(a.candidate, a.on)})${by}`, links};
}

/**
 * A walker over `walk` (chainWalkOf's): where the player is, and the moves. At index -1 the
 * whole step is on show (the walk's start); next() goes to the first link. enter() opens the
 * current link's inner walk, leave() goes back out to the link it belongs to.
 */
export function createWalker(walk) {
  const stack = [{walk, index: -1}];
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
    /** Moves by `delta` links (-1 back, 1 on) within the walk on show; false at its ends. */
    step(delta) {
      const frame = top();
      const index = Math.max(-1, Math.min(frame.walk.links.length - 1, frame.index + delta));
      if (index === frame.index) return false;
      frame.index = index;
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
     * What to draw: the links walked so far in the walk on show (its outer walks' up to where
     * they are, then this one's up to the current link), and the current link; null when the
     * whole step is on show.
     */
    drawing() {
      if (stack.length === 1 && top().index < 0) return null;
      const links = [];
      stack.forEach((frame, depth) => {
        const last = depth === stack.length - 1 ? frame.index : frame.index - 1;
        for (const link of frame.walk.links.slice(0, last + 1)) if (!link.conclusion) links.push(link);
      });
      const link = current();
      return {links, current: link?.conclusion ? null : link};
    },
  };
}
