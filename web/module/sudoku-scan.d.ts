// Types of sudoku-wasm's scanner (issue 43): what scan() takes, and the method itself, which
// sudoku.d.ts's Sudoku has. Its result, ScanResult, is the wire format's (sudoku-results.d.ts).
import type {ScanResult} from './sudoku-results.js';

/**
 * An image for scan(): RGBA pixels, rows top to bottom, 4 bytes a pixel (ImageData is one; in
 * Node, `{width, height, data}`), or, in a browser or its workers, an ImageBitmap, or an image
 * file as a Blob or File (JPEG, PNG or any format the browser decodes, turned as its EXIF
 * orientation says). At most 8192x8192 pixels; a larger one is worked on at 1024 pixels a side.
 */
export type ScanImage = ScanPixels | ImageBitmap | Blob;

export interface ScanPixels {
  /** Whole numbers of pixels, 1 or more. */
  width: number;
  height: number;
  /** width * height * 4 bytes: red, green, blue, alpha (laid on white). */
  data: Uint8Array | Uint8ClampedArray;
}

export interface SudokuScanner {
  /**
   * Reads a puzzle from a photo or a screenshot: the grid found, each cell's digit and the
   * reader's confidence, and the grid's corners in the image. The scanner is a module of its own
   * (sudoku-scan.wasm, the digit reader's weights included), loaded by the first scan and by no
   * other method: so scan() is asynchronous. Bad input (not an image, no pixels, bytes that do not
   * match the size, more than 8192x8192 pixels, a file the browser cannot decode, any option)
   * resolves with status 'bad-image' and a message saying why. Rejects only when the scanner
   * cannot load (naming its .wasm's URL; a later call tries again), and in the classic builds
   * (sudoku.js, sudoku-inline.mjs), which have no scanner. Example:
   * `const {status, puzzle} = await sudoku.scan(imageData)`.
   */
  scan(image: ScanImage): Promise<ScanResult>;
}
