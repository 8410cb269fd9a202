// Puts the table scripts/bench.sh made into the README, in place of the one between the marker
// lines `<!-- bench:begin -->` and `<!-- bench:end -->` (the markers stay; everything else in the
// README is left as it was). Fails, changing nothing, when the markers are not there exactly once
// each and in that order.
//
//   node scripts/bench/readme-table.mjs TABLE.md README.md
import {readFileSync, writeFileSync} from 'node:fs';

const BEGIN = '<!-- bench:begin -->';
const END = '<!-- bench:end -->';

/** `readme` with the lines between its markers replaced by `table`; throws when they are amiss. */
function withTable(readme, table) {
  const begin = readme.indexOf(BEGIN);
  const end = readme.indexOf(END);
  if (begin < 0 || end < 0 || end < begin || readme.indexOf(BEGIN, begin + 1) >= 0 || readme.indexOf(END, end + 1) >= 0)
    throw new Error(`the README must hold ${BEGIN} and then ${END}, once each`);
  return `${readme.slice(0, begin + BEGIN.length)}\n${table.trim()}\n${readme.slice(end)}`;
}

const [tableFile, readmeFile] = process.argv.slice(2);
if (!tableFile || !readmeFile) {
  console.error('usage: node scripts/bench/readme-table.mjs TABLE.md README.md');
  process.exit(2);
}
try {
  writeFileSync(readmeFile, withTable(readFileSync(readmeFile, 'utf8'), readFileSync(tableFile, 'utf8')));
} catch (error) {
  console.error(`readme-table.mjs: ${readmeFile}: ${error.message}`);
  process.exit(1);
}
