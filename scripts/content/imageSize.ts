/**
 * The size in pixels of a JPEG, PNG or WebP image, read from its header, for the `width` and
 * `height` attributes of a team member's photo (docs/decisions/047): the browser then reserves the
 * photo's box before it loads (no layout shift). No dependency: the three formats the editor may
 * upload (`PHOTO_PATH_PATTERN`, `src/content/proofSchemas.ts`) store their size in a few bytes.
 *
 * A JPEG's EXIF orientation is not read: a photo taken sideways may report its width and height
 * swapped. The team list's CSS sets both dimensions of the photo, so its shape does not depend on
 * them.
 */

/** An image's size in pixels. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

const ascii = (bytes: Uint8Array, start: number, length: number): string => String.fromCharCode(...bytes.subarray(start, start + length));

/** PNG: the IHDR chunk, first after the 8-byte signature, holds the width and height (big-endian). */
function pngSize(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  if (bytes.length < 24 || bytes[0] !== 0x89 || ascii(bytes, 1, 3) !== "PNG" || ascii(bytes, 12, 4) !== "IHDR") return undefined;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * JPEG: the first start-of-frame segment (SOF0 to SOF15, except DHT `C4`, JPG `C8` and DAC `CC`)
 * holds the height then the width (big-endian), after the segment's length and precision.
 */
function jpegSize(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 9 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return undefined;
}

/** WebP: a RIFF file whose first chunk is lossy (`VP8 `), lossless (`VP8L`) or extended (`VP8X`). */
function webpSize(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WEBP") return undefined;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 ") return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    const u24 = (at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
    return { width: u24(24) + 1, height: u24(27) + 1 };
  }
  return undefined;
}

/**
 * The size of an image from its bytes.
 * @param bytes - the whole file, or at least its header (a JPEG's size may come after its
 *   metadata, so pass the whole file for a JPEG).
 * @returns its width and height in pixels; `undefined` for another format or a broken header.
 */
export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = pngSize(bytes, view) ?? jpegSize(bytes, view) ?? webpSize(bytes, view);
  return size !== undefined && size.width > 0 && size.height > 0 ? size : undefined;
}
