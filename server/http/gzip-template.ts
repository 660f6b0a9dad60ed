import { randomBytes } from "node:crypto";
import { constants, crc32, deflateRawSync, gunzipSync } from "node:zlib";
import { crc32Combine, crc32ShiftOperator } from "./crc32-combine.ts";

/**
 * A gzip body compressed once, with short per-response values (a CSRF token, CSP nonces) put in
 * at send time without compressing again.
 *
 * Each slot gets a marker: as many distinct byte values as the value is long, none of which
 * occurs in the document's text. The document is compressed with the markers in place of the
 * values, except that an occurrence with no earlier one of the same slot within deflate's 32 KB
 * window goes in as a stored (uncompressed) block the value is written into; the compressed text
 * around it ends on a byte boundary (sync flush) and the text after it is compressed with the
 * preceding 32 KB as dictionary. Because a marker's bytes are unique, deflate can only copy a
 * marker from an earlier occurrence of the same slot at the same offset, which at decoding time
 * holds the value: every later occurrence comes out right. Compiling checks that by unzipping
 * with two sets of random values; any doubt and there is no template (the caller compresses
 * each response instead). Only values of the compiled length fit.
 */
/** Text with its CRC and the operator that shifts a CRC past it, so sending never reads it again. */
interface Text {
  bytes: Buffer;
  crc: number;
  shift: number;
}
type Item<Slot extends string> = Text | Slot;
type Piece<Slot extends string> =
  | { kind: "deflate"; items: Item<Slot>[]; compressed: Buffer }
  | { kind: "stored"; slot: Slot };

export interface GzipTemplate<Slot extends string> {
  pieces: Piece<Slot>[];
  lengths: Record<Slot, number>;
  /** Bytes of the whole gzip body and of the text it unzips to. */
  size: number;
  textSize: number;
}

const WINDOW = 32 * 1024;
/** Farthest back zlib looks for a match (its MAX_DIST is the window less 262 bytes), with room to spare. */
const REACH = 32_000;
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** An empty stored block with the final bit set. */
const LAST_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const STORED_HEADER = 5;
const MAX_STORED = 0xffff;

/** Per slot, a marker of distinct byte values that do not occur in the texts; null when there are too few. */
function markers<Slot extends string>(texts: readonly Buffer[], lengths: Record<Slot, number>): Map<Slot, Buffer> | null {
  const used = new Uint8Array(256);
  for (const t of texts) for (const b of t) used[b] = 1;
  const free: number[] = [];
  for (let b = 0; b < 256; b++) if (!used[b]) free.push(b);
  const result = new Map<Slot, Buffer>();
  for (const slot of Object.keys(lengths) as Slot[]) {
    const length = lengths[slot];
    if (!Number.isInteger(length) || length < 1 || length > MAX_STORED || free.length < length) return null;
    result.set(slot, Buffer.from(free.splice(0, length)));
  }
  return result;
}

function cut<Slot extends string>(parts: readonly string[], lengths: Record<Slot, number>): { pieces: Piece<Slot>[]; texts: Buffer[] } {
  const pieces: Piece<Slot>[] = [];
  const texts: Buffer[] = [];
  const lastAt = new Map<Slot, number>();
  let at = 0;
  let open: Item<Slot>[] = [];
  const close = () => {
    if (open.length) pieces.push({ kind: "deflate", items: open, compressed: Buffer.alloc(0) });
    open = [];
  };
  parts.forEach((part, i) => {
    if (i % 2 === 0) {
      const text = Buffer.from(part, "utf8");
      texts.push(text);
      if (text.length) open.push({ bytes: text, crc: crc32(text), shift: crc32ShiftOperator(text.length) });
      at += text.length;
      return;
    }
    const slot = part as Slot;
    const earlier = lastAt.get(slot);
    // zlib cannot refer back to the very first byte of a stream (position 0 means "none" to it).
    if (earlier !== undefined && earlier > 0 && at - earlier + lengths[slot] <= REACH) {
      open.push(slot);
    } else {
      close();
      pieces.push({ kind: "stored", slot });
    }
    lastAt.set(slot, at);
    at += lengths[slot];
  });
  close();
  return { pieces, texts };
}

/** `parts` alternates text and slot names (even indexes text), as SharedDocuments cuts a page. */
export function compileGzipTemplate<Slot extends string>(parts: readonly string[], lengths: Record<Slot, number>): GzipTemplate<Slot> | null {
  const { pieces, texts } = cut(parts, lengths);
  const marks = markers(texts, lengths);
  if (!marks) return null;
  const bytesOf = (item: Item<Slot>): Buffer => (typeof item === "string" ? marks.get(item)! : item.bytes);
  // What the decoder's window holds before each piece, with markers where the values go.
  let window = Buffer.alloc(0);
  let size = HEADER.length + LAST_BLOCK.length + 8;
  let textSize = 0;
  for (const piece of pieces) {
    const input = piece.kind === "deflate" ? Buffer.concat(piece.items.map(bytesOf)) : marks.get(piece.slot)!;
    if (piece.kind === "deflate") {
      piece.compressed = deflateRawSync(input, { finishFlush: constants.Z_SYNC_FLUSH, ...(window.length ? { dictionary: window } : {}) });
      size += piece.compressed.length;
    } else {
      size += STORED_HEADER + input.length;
    }
    textSize += input.length;
    window = Buffer.concat([window, input]);
    if (window.length > WINDOW) window = window.subarray(window.length - WINDOW);
  }
  const template: GzipTemplate<Slot> = { pieces, lengths, size, textSize };
  return verified(template, parts) ? template : null;
}

function verified<Slot extends string>(template: GzipTemplate<Slot>, parts: readonly string[]): boolean {
  for (let round = 0; round < 2; round++) {
    const values = {} as Record<Slot, string>;
    for (const slot of Object.keys(template.lengths) as Slot[]) values[slot] = randomBytes(template.lengths[slot]).toString("base64").slice(0, template.lengths[slot]);
    const body = renderGzipTemplate(template, values);
    const expected = parts.map((p, i) => (i % 2 === 0 ? p : values[p as Slot])).join("");
    try {
      if (!body || gunzipSync(body).toString("utf8") !== expected) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/** The gzip body with these values in the slots, or null when a value's length is not the compiled one. */
export function renderGzipTemplate<Slot extends string>(template: GzipTemplate<Slot>, values: Record<Slot, string>): Buffer | null {
  const bytes = new Map<Slot, Buffer>();
  for (const slot of Object.keys(template.lengths) as Slot[]) {
    const value = Buffer.from(values[slot], "utf8");
    if (value.length !== template.lengths[slot]) return null;
    bytes.set(slot, value);
  }
  const out = Buffer.allocUnsafe(template.size);
  let at = HEADER.copy(out, 0);
  let crc = 0;
  for (const piece of template.pieces) {
    if (piece.kind === "deflate") {
      at += piece.compressed.copy(out, at);
      for (const item of piece.items) crc = typeof item === "string" ? crc32(bytes.get(item)!, crc) : crc32Combine(crc, item.crc, item.shift);
      continue;
    }
    const value = bytes.get(piece.slot)!;
    out[at] = 0x00; // stored block, not the last; the rest of the byte is padding
    out.writeUInt16LE(value.length, at + 1);
    out.writeUInt16LE(~value.length & 0xffff, at + 3);
    at += STORED_HEADER;
    at += value.copy(out, at);
    crc = crc32(value, crc);
  }
  at += LAST_BLOCK.copy(out, at);
  out.writeUInt32LE(crc >>> 0, at);
  out.writeUInt32LE(template.textSize >>> 0, at + 4);
  return out;
}
