// The site's PNG icons, drawn from web/site/favicon.svg at build time (scripts/assemble.mjs):
// Chromium's install prompt wants a raster icon of at least 144 px besides the SVG, and the
// web app manifest (web/site/manifest.webmanifest) lists a 192 px and a 512 px one, the sizes
// Android's launcher and splash screen pick. No image library: the favicon is a filled square
// crossed by axis-aligned strokes (the grid's box lines), whose pixel coverage is exact by
// arithmetic, and a PNG is zlib data with three chunks. Any other shape in favicon.svg is refused,
// so that the two cannot drift apart unseen.
import {deflateSync} from 'node:zlib';

/** The favicon's design: {size (the viewBox's side), fill, stroke, width, xs, ys (line positions)}. */
function parseFavicon(svg) {
  const side = svg.match(/viewBox="0 0 (\d+(?:\.\d+)?) \1"/);
  const rect = svg.match(/<rect width="([\d.]+)" height="\1" fill="(#[0-9a-f]{3,6})"\/>/i);
  const path = svg.match(/<path d="([^"]+)" stroke="(#[0-9a-f]{3,6})" stroke-width="([\d.]+)"\/>/i);
  if (!side || !rect || !path || rect[1] !== side[1]) throw new Error('favicon.svg: not the square-and-lines shape');
  const size = Number(side[1]);
  const xs = [];
  const ys = [];
  for (const move of path[1].match(/M[^M]+/g)) {
    const vertical = move.match(/^M([\d.]+) 0v([\d.]+)$/);
    const horizontal = move.match(/^M0 ([\d.]+)h([\d.]+)$/);
    if (vertical && Number(vertical[2]) === size) xs.push(Number(vertical[1]));
    else if (horizontal && Number(horizontal[2]) === size) ys.push(Number(horizontal[1]));
    else throw new Error(`favicon.svg: a path segment that is no full-length line: ${move}`);
  }
  return {size, fill: rgb(rect[2]), stroke: rgb(path[2]), width: Number(path[3]), xs, ys};
}

function rgb(hex) {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : hex.slice(1).match(/../g);
  return digits.map((pair) => Number.parseInt(pair, 16));
}

/** A `pixels`-square PNG (a Buffer) of the favicon `svg`, anti-aliased by exact coverage. */
export function iconPng(svg, pixels) {
  const {size, fill, stroke, width, xs, ys} = parseFavicon(svg);
  const scale = pixels / size;
  // The share of pixel i (along one axis) that the lines at `positions` cover.
  const coverage = (positions) =>
    Array.from({length: pixels}, (_, i) => {
      let covered = 0;
      for (const at of positions) {
        const from = Math.max(i, (at - width / 2) * scale);
        const to = Math.min(i + 1, (at + width / 2) * scale);
        covered += Math.max(0, to - from);
      }
      return Math.min(1, covered);
    });
  const across = coverage(xs);
  const down = coverage(ys);
  const rows = Buffer.alloc(pixels * (1 + 3 * pixels)); // each row: filter byte 0, then RGB
  for (let y = 0; y < pixels; ++y) {
    const row = y * (1 + 3 * pixels);
    for (let x = 0; x < pixels; ++x) {
      const ink = across[x] + down[y] - across[x] * down[y]; // the union of the two bands' areas
      for (let channel = 0; channel < 3; ++channel)
        rows[row + 1 + 3 * x + channel] = Math.round(fill[channel] + (stroke[channel] - fill[channel]) * ink);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(pixels, 0);
  header.writeUInt32BE(pixels, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits a channel, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, {level: 9})),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const CRC_TABLE = Array.from({length: 256}, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; ++k) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
