// The scanner's method, scan(), over its module (sudoku-scan.wasm: web/module/scan_bindings.cpp),
// which the client loads on the first scan only. The image becomes RGBA pixels (in a browser, a
// Blob is decoded and an ImageBitmap drawn on an OffscreenCanvas first), is checked, copied into
// the module's memory and scanned; the module answers with the wire format's ScanResult in JSON.
// Bad input, options included, is a result: status 'bad-image' and a message saying why; only a
// module that cannot load rejects.
import {emptyScanResult} from './empty-results.js';
import {errorText, NO_FIELDS, readArguments, readOptions, shown} from './options.js';

const EXPECTED = 'ImageData, an ImageBitmap, a Blob or File, or {width, height, data} (RGBA bytes)';

/** Reads `image` with the scanner module that `loadScanner()` resolves to. */
export async function scan(loadScanner, image, options) {
  const read = readArguments(readOptions, options, 'scan options', NO_FIELDS);
  if (read.error) return badImage(read.error);
  const kind = readArguments(imageKind, image);
  if (kind.error) return badImage(`scan: ${kind.error}`);
  const scanner = await loadScanner();
  const pixels = await readPixels(kind, image, scanner.maxScanPixels);
  if (pixels.error) return badImage(`scan: ${pixels.error}`);
  const area = scanner.pixelArea(pixels.data.length);
  if (!area) return badImage(`scan: not enough memory for a ${pixels.width}x${pixels.height} image`);
  area.set(pixels.data);
  return JSON.parse(scanner.scan(pixels.width, pixels.height));
}

function badImage(message) {
  return Object.assign(emptyScanResult(), {message});
}

// Which of the forms scan() takes `image` is ({file}, {bitmap} or {pixels}), or {error}.
function imageKind(image) {
  if (typeof Blob === 'function' && image instanceof Blob) return {file: true};
  if (typeof ImageBitmap === 'function' && image instanceof ImageBitmap) return {bitmap: true};
  if (image !== null && typeof image === 'object' && 'data' in image) return {pixels: true};
  return {error: `expected ${EXPECTED}, not ${shown(image)}`};
}

// The image's RGBA pixels, {width, height, data}, checked against the scanner's largest image,
// or {error}.
async function readPixels(kind, image, maxPixels) {
  try {
    if (kind.pixels) return checkedPixels(image, maxPixels);
    if (kind.bitmap) return bitmapPixels(image, maxPixels);
    return await filePixels(image, maxPixels);
  } catch (error) {
    return {error: `could not read the image: ${errorText(error)}`};
  }
}

function checkedPixels({width, height, data}, maxPixels) {
  const bad = sizeProblem(width, height, maxPixels);
  if (bad) return {error: bad};
  if (!/^\[object Uint8(Clamped)?Array\]$/.test(Object.prototype.toString.call(data))) {
    return {error: `data: expected a Uint8Array or Uint8ClampedArray of RGBA bytes, not ${shown(data)}`};
  }
  if (data.length !== 4 * width * height) {
    return {error: `data has ${data.length} bytes; ${width}x${height} RGBA pixels are ${4 * width * height}`};
  }
  return {width, height, data};
}

// Why width x height is no image the scanner takes, or null.
function sizeProblem(width, height, maxPixels) {
  for (const [name, value] of Object.entries({width, height})) {
    if (!Number.isSafeInteger(value) || value < 1) {
      return `${name}: expected a whole number of pixels, 1 or more, not ${shown(value)}`;
    }
  }
  const side = Math.sqrt(maxPixels);
  return width * height > maxPixels
    ? `the image is too large (${width}x${height}; at most ${side}x${side} pixels)`
    : null;
}

// An image file decoded by the browser (createImageBitmap: JPEG, PNG, WebP, ..., turned as its
// EXIF orientation says).
async function filePixels(file, maxPixels) {
  if (typeof createImageBitmap !== 'function') {
    return {
      error: 'this platform decodes no image files (no createImageBitmap, as in Node): give {width, height, data}',
    };
  }
  let bitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch (error) {
    return {error: `cannot decode the image: ${errorText(error)}`};
  }
  try {
    return bitmapPixels(bitmap, maxPixels);
  } finally {
    bitmap.close();
  }
}

function bitmapPixels(bitmap, maxPixels) {
  const {width, height} = bitmap;
  const bad = sizeProblem(width, height, maxPixels);
  if (bad) return {error: bad};
  if (typeof OffscreenCanvas !== 'function') {
    return {error: 'this platform cannot draw an ImageBitmap (no OffscreenCanvas): give ImageData'};
  }
  const context = new OffscreenCanvas(width, height).getContext('2d', {willReadFrequently: true});
  context.drawImage(bitmap, 0, 0);
  return {width, height, data: context.getImageData(0, 0, width, height).data};
}
