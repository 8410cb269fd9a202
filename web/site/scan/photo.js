// The photo in the scan room: a file decoded in the page (scaled down when large, before its
// pixels go to the worker), and drawn on a canvas with the grid the scanner found outlined and
// the digits read over their cells. A canvas, not an <img> of a blob: URL, which the strict
// policy (img-src 'self') would refuse.

/**
 * The longest side the scanner is given: a phone's 4032x3024 photo is 48 MB of RGBA, and the
 * scanner works at about 1024 pixels a side whatever it gets (solver/src/scan/), so larger
 * photos are scaled down here, by the browser's own resampling, before their pixels are copied
 * to the worker.
 */
export const LONGEST_SIDE = 1600;

/**
 * Decodes `file` (a Blob): {bitmap, pixels} (an ImageBitmap at most LONGEST_SIDE a side, turned
 * as its EXIF orientation says, and its ImageData, which the scan takes), or {error} in words
 * when it is no image the browser reads.
 */
export async function decodePhoto(file) {
  let original;
  try {
    original = await createImageBitmap(file);
  } catch {
    const name = file.name ? ` (${file.name})` : '';
    return {
      error: `This file${name} is not an image the browser can read. Choose a photo or a screenshot: JPEG, PNG or WebP.`,
    };
  }
  const scale = Math.min(1, LONGEST_SIDE / Math.max(original.width, original.height));
  let bitmap = original;
  if (scale < 1) {
    const size = {resizeWidth: Math.round(original.width * scale), resizeHeight: Math.round(original.height * scale)};
    bitmap = await createImageBitmap(original, {...size, resizeQuality: 'high'});
    original.close();
  }
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d', {willReadFrequently: true});
  context.drawImage(bitmap, 0, 0);
  return {bitmap, pixels: context.getImageData(0, 0, bitmap.width, bitmap.height)};
}

/**
 * Where a point (u, v) of the unit square lands in the photo under the perspective that takes
 * the square's corners (0,0), (1,0), (1,1), (0,1) to `corners` (top-left, top-right,
 * bottom-right, bottom-left, as the scanner gives them): the projective map of Heckbert's
 * "Fundamentals of Texture Mapping" (square to quadrilateral). Returns (u, v) => [x, y].
 */
export function squareToQuad(corners) {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = corners;
  const dx1 = x1 - x2,
    dx2 = x3 - x2,
    dx3 = x0 - x1 + x2 - x3;
  const dy1 = y1 - y2,
    dy2 = y3 - y2,
    dy3 = y0 - y1 + y2 - y3;
  const det = dx1 * dy2 - dx2 * dy1;
  const g = det ? (dx3 * dy2 - dx2 * dy3) / det : 0;
  const h = det ? (dx1 * dy3 - dx3 * dy1) / det : 0;
  const [a, b, d, e] = [x1 - x0 + g * x1, x3 - x0 + h * x3, y1 - y0 + g * y1, y3 - y0 + h * y3];
  return (u, v) => {
    const w = g * u + h * v + 1;
    return [(a * u + b * v + x0) / w, (d * u + e * v + y0) / w];
  };
}

// The overlay's look: the photo is a photo whatever the page's theme, so its marks have fixed
// colours, each on a light halo that keeps it readable over print and over a dark screenshot.
const OUTLINE = '#1d5fc4';
const READ = '#1d5fc4';
const UNSURE = '#b35c00';
const CORRECTED = '#187a55';
const HALO = 'rgba(255, 255, 255, 0.85)';

/**
 * Draws `bitmap` on `canvas` (at the bitmap's size; CSS scales it), and over it, when the scanner
 * found a grid (`corners`, four [x, y]), the grid's outline and each digit of `read`
 * (scan/read.js) at its cell's centre: the digits read in blue, unsure ones orange with a dashed
 * ring, corrected ones green and underlined (the ring and the line say it without colour).
 */
export function drawPhoto(canvas, bitmap, corners, read) {
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  context.drawImage(bitmap, 0, 0);
  if (corners.length !== 4) return;
  const at = squareToQuad(corners);
  const stroke = Math.max(2, Math.min(bitmap.width, bitmap.height) / 160);
  context.lineJoin = 'round';
  context.beginPath();
  for (const [x, y] of corners) context.lineTo(x, y);
  context.closePath();
  context.strokeStyle = HALO;
  context.lineWidth = stroke * 2.5;
  context.stroke();
  context.strokeStyle = OUTLINE;
  context.lineWidth = stroke;
  context.stroke();
  read.digits.forEach((digit, cell) => {
    const row = Math.floor(cell / 9);
    const column = cell % 9;
    const [x, y] = at((column + 0.5) / 9, (row + 0.5) / 9);
    const [, top] = at((column + 0.5) / 9, row / 9);
    const [, bottom] = at((column + 0.5) / 9, (row + 1) / 9);
    const size = Math.abs(bottom - top);
    const unsure = read.unsure.has(cell);
    const corrected = read.corrected.has(cell);
    if (unsure) drawRing(context, x, y, size, stroke);
    if (!digit) return;
    drawDigit(context, String(digit), x, y, size, corrected ? CORRECTED : unsure ? UNSURE : READ);
    if (corrected) drawUnderline(context, x, y, size, stroke);
  });
}

// A digit read, small, in the lower right of its cell, so that the printed digit stays visible
// beside it.
function drawDigit(context, text, x, y, size, colour) {
  context.font = `700 ${Math.round(size * 0.5)}px system-ui, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const [dx, dy] = [x + size * 0.22, y + size * 0.2];
  context.lineWidth = Math.max(2, size * 0.12);
  context.strokeStyle = HALO;
  context.strokeText(text, dx, dy);
  context.fillStyle = colour;
  context.fillText(text, dx, dy);
}

function drawRing(context, x, y, size, stroke) {
  context.save();
  context.setLineDash([stroke * 1.5, stroke]);
  context.beginPath();
  context.arc(x, y, size * 0.42, 0, 2 * Math.PI);
  context.strokeStyle = UNSURE;
  context.lineWidth = stroke;
  context.stroke();
  context.restore();
}

function drawUnderline(context, x, y, size, stroke) {
  context.beginPath();
  context.moveTo(x + size * 0.06, y + size * 0.46);
  context.lineTo(x + size * 0.38, y + size * 0.46);
  context.strokeStyle = CORRECTED;
  context.lineWidth = stroke;
  context.stroke();
}
