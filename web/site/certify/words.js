// What the Certify panel says: a certificate's facts as figures and sentences, and each cell's
// name on the board while it is marked. DOM-free: text only, from the package's Certificate
// (sudoku-results.d.ts, from web/module/wire-format.mjs).

import {cellRef, cellWhere} from '../format.js';

const ratingText = (rating) => (typeof rating === 'number' ? rating.toFixed(1) : '?');
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
const cellList = (cells) => cells.map(cellRef).join(', ');

/** The certificate's figures, [term, value] pairs in the panel's order. */
export function certificateFigures(certificate) {
  const {status, givens, redundant, symmetries} = certificate;
  const figures = [['Solutions', status === 'unique' ? 'exactly one' : certificate.message]];
  const spare = status === 'unique' ? (redundant.length ? `, ${redundant.length} redundant` : ', minimal') : '';
  figures.push(['Givens', `${givens}${spare}`]);
  figures.push(['Symmetry', symmetries.length ? symmetries.join(', ') : 'none']);
  if (status === 'unique') {
    const rating = certificate.rated
      ? `${ratingText(certificate.rating)} (${certificate.level})`
      : `not rated${certificate.bound !== null ? ` (at least ${ratingText(certificate.bound)})` : ''}`;
    figures.push(['Rating', rating]);
    if (certificate.rated) {
      figures.push([
        'ED',
        `${ratingText(certificate.rating)}/${ratingText(certificate.pearl)}/${ratingText(certificate.diamond)}`,
      ]);
    }
    figures.push(['Hardest step', certificate.hardest || '—']);
    figures.push(['Singles only', certificate.singlesOnly ? 'yes' : 'no']);
  }
  return figures;
}

/** "Hidden Single ×45, Full House ×19": the techniques the rating used, hardest first. */
export function techniquesLine(certificate) {
  return [...certificate.techniques]
    .reverse()
    .map((entry) => `${entry.technique} ×${entry.count}`)
    .join(', ');
}

/** The sentence under the figures: which givens can go, or where two solutions differ. */
export function certificateNote(certificate) {
  const {status} = certificate;
  if (status === 'unique') {
    if (!certificate.redundant.length) return 'Minimal: every given is needed (none is marked on the board).';
    return `Redundant givens (struck out on the board): ${cellList(certificate.redundant)}. Each can go and the puzzle stays unique.`;
  }
  if (status === 'multiple' && certificate.differing.length) {
    const fix = certificate.suggested.length
      ? ` Adding ${certificate.suggested.map(([cell, digit]) => `${cellRef(cell)} = ${digit}`).join(', ')} makes it unique.`
      : '';
    return `Two solutions differ in ${plural(certificate.differing.length, 'cell')} (marked on the board with both digits): ${cellList(certificate.differing)}.${fix}`;
  }
  return '';
}

/** Why there is no certificate to show (panel.js's createPanelJob says it in these words). */
export const JOB_WORDS = Object.freeze({
  cancelled: 'Cancelled: the certificate was stopped.',
  timedOut: () => 'Gave up: this puzzle takes longer to certify than the page waits for.',
  verb: 'certify',
  none: 'This puzzle has no solution: there is nothing to certify.',
});

/** A cell's name on the marked board: where it is, and what the certificate says of it. */
export function markedCellName(cell, mark, digits) {
  if (mark === 'redundant') return `${cellWhere(cell)}, given ${digits}, redundant`;
  if (mark === 'differing') return `${cellWhere(cell)}, empty; two solutions have ${digits.replace('/', ' and ')}`;
  if (mark === 'given') return `${cellWhere(cell)}, given ${digits}`;
  return `${cellWhere(cell)}, empty`;
}
