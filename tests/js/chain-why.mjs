// What a chain link's sentence must say, in the tests' own words, from the step's `why` alone
// (tests/js/chain-walk.test.mjs, tests/browser/walk.test.mjs): the page writes its sentences in
// web/site/walk/chain.js, and these words are written apart from it, so that a sentence that
// does not come from its why fails.
import {site} from './site.mjs';

const {unitName} = await site('format.js');

/**
 * The end of the sentence of `link` (a walk link: its why, and `to`, `toOn`), a string or a
 * RegExp: a unit's name, the cell's digit, or the nested technique's name.
 */
export function reasonOfWhy({why, toOn, to: [, digit]}) {
  if (!why) throw new Error('a link with no why');
  if (why.kind === 'unit')
    return toOn
      ? `: the last place left for ${digit} in ${unitName(why.unit)}.`
      : `: both are in ${unitName(why.unit)}.`;
  if (why.kind === 'cell')
    return toOn
      ? new RegExp(`: ${digit} is the cell's (other|last) candidate( left)?\\.$`)
      : ': a cell holds one digit.';
  if (why.kind === 'nested') return new RegExp(`: by an? ${why.technique}(, with .+ too)?\\.$`);
  throw new Error(`a why of no kind: ${JSON.stringify(why)}`);
}

/** Whether `sentence` (as the page says it, maybe with more after) says what `link`'s why says. */
export function saysWhy(sentence, link) {
  const reason = reasonOfWhy(link);
  const end = sentence.indexOf(link.sentence) + link.sentence.length;
  const said = sentence.slice(0, end);
  return typeof reason === 'string' ? said.endsWith(reason) : reason.test(said);
}
