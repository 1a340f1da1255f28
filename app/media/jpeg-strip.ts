/**
 * Removes a JPEG's metadata without decoding or re-encoding its pixels: EXIF and XMP (APP1,
 * where GPS lives), IPTC (APP13), comments and every other application segment are dropped, and
 * nothing after the end-of-image marker survives (a polyglot's payload). JFIF (APP0), the colour
 * profile (APP2 "ICC_PROFILE") and Adobe's colour transform flag (APP14) are kept, as the pixels
 * need them. One pass over the bytes, linear in the file's size.
 *
 * Returns null when the file is not a plain, well-formed JPEG; the caller then re-encodes it.
 */
export function stripJpegMetadata(input: Buffer): Buffer | null {
  const n = input.length;
  if (n < 4 || input[0] !== 0xff || input[1] !== 0xd8) return null;
  const parts: Buffer[] = [input.subarray(0, 2)];
  let i = 2;
  let sawFrame = false;
  let sawScan = false;
  while (i < n) {
    if (input[i] !== 0xff) return null;
    // Fill bytes (0xFF repeated) may pad before a marker.
    while (i < n && input[i] === 0xff) i++;
    if (i >= n) return null;
    const marker = input[i]!;
    const start = i - 1;
    i++;
    if (marker === 0xd9) {
      // End of image: everything after it is dropped.
      if (!sawFrame || !sawScan) return null;
      parts.push(input.subarray(start, i));
      return Buffer.concat(parts);
    }
    // Markers without a length (TEM, RSTn) may not appear outside a scan.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0xd8 || marker === 0x00) return null;
    if (i + 2 > n) return null;
    const length = input.readUInt16BE(i);
    if (length < 2 || i + length > n) return null;
    const end = i + length;
    const isApp = marker >= 0xe0 && marker <= 0xef;
    let keep = true;
    if (isApp) {
      const id = input.subarray(i + 2, Math.min(end, i + 2 + 12)).toString("latin1");
      keep = (marker === 0xe0 && id.startsWith("JFIF\0")) || (marker === 0xe2 && id.startsWith("ICC_PROFILE\0")) || (marker === 0xee && id.startsWith("Adobe"));
    } else if (marker === 0xfe) {
      keep = false; // comment
    } else if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      // Start of frame: only baseline, extended and progressive Huffman JPEG (what phones write).
      if (marker !== 0xc0 && marker !== 0xc1 && marker !== 0xc2) return null;
      sawFrame = true;
    }
    if (keep) parts.push(input.subarray(start, end));
    i = end;
    if (marker === 0xda) {
      if (!sawFrame) return null;
      sawScan = true;
      // Entropy-coded data: runs until a marker that is not a stuffed 0xFF00 or a restart marker.
      const scanStart = i;
      while (i < n) {
        if (input[i] === 0xff) {
          const next = input[i + 1];
          if (next === undefined) return null;
          if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
            i += 2;
            continue;
          }
          if (next === 0xff) {
            i += 1;
            continue;
          }
          break;
        }
        i++;
      }
      parts.push(input.subarray(scanStart, i));
    }
  }
  return null;
}
