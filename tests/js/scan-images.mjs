// The scanner's test images (tests/data/scan) as scan() takes them in Node. JPEG is decoded with
// jpeg-js, which playwright-core (the browser tests' driver) bundles: no package of its own for a
// test.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';

import {root} from './corpus.mjs';

const {jpegjs} = createRequire(import.meta.url)('playwright-core/lib/utilsBundle');

/** The folder of the scanner's test images. */
export const scanData = join(root, 'tests/data/scan');

/** {width, height, data}: the RGBA pixels (a Uint8Array) of the JPEG `name` of tests/data/scan. */
export function decodedJpeg(name) {
  const {width, height, data} = jpegjs.decode(readFileSync(join(scanData, name)), {
    useTArray: true,
    formatAsRGBA: true,
  });
  return {width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.length)};
}
