import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine, crc32ShiftOperator } from "./crc32-combine.ts";

describe("crc32Combine", () => {
  it.each([0, 1, 7, 100, 4096, 70_000])("gives the CRC of the concatenation (second part %i bytes)", (length) => {
    const a = Buffer.from("Riverton Herons Heritage 59Fifty · 帽子");
    const b = Buffer.alloc(length, "x7");
    expect(crc32Combine(crc32(a), crc32(b), crc32ShiftOperator(b.length))).toBe(crc32(Buffer.concat([a, b])));
  });
});
