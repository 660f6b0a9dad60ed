/**
 * A look at a zip's central directory before anything is inflated (decision 0057): the xlsx
 * family are zips, and a zip bomb declares its real sizes there. Sizes are read from the
 * directory only; SheetJS inflates afterwards and never more than what was declared.
 */

export interface ZipLimits {
  /** Most bytes all entries may declare once inflated. */
  maxUncompressedBytes: number;
  /** Most inflated/compressed ratio of an entry bigger than 1 MiB once inflated. */
  maxRatio: number;
  maxEntries: number;
}

export type ZipCheck = "ok" | "notZip" | "bomb" | "corrupted";

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LARGE_ENTRY = 1024 * 1024;

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

export function checkZip(bytes: Buffer, limits: ZipLimits): ZipCheck {
  if (!isZip(bytes)) return "notZip";
  // The end record is in the last 22 bytes plus at most a 65,535-byte comment.
  const from = Math.max(0, bytes.length - 22 - 65_535);
  let end = -1;
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return "corrupted";
  const entries = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  // 0xffff / 0xffffffff mean zip64: no workbook needs it.
  if (entries === 0xffff || offset === 0xffffffff) return "bomb";
  if (entries > limits.maxEntries) return "bomb";
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL) return "corrupted";
    const compressed = bytes.readUInt32LE(offset + 20);
    const inflated = bytes.readUInt32LE(offset + 24);
    if (compressed === 0xffffffff || inflated === 0xffffffff) return "bomb";
    total += inflated;
    if (total > limits.maxUncompressedBytes) return "bomb";
    if (inflated > LARGE_ENTRY && inflated / Math.max(1, compressed) > limits.maxRatio) return "bomb";
    offset += 46 + bytes.readUInt16LE(offset + 28) + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
  return "ok";
}
