import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compileGzipTemplate, renderGzipTemplate } from "./gzip-template.ts";

type Slot = "token" | "nonce";
const LENGTHS: Record<Slot, number> = { token: 43, nonce: 32 };
const token = (c: string) => c.repeat(43);
const nonce = (c: string) => c.repeat(32);

/** Text and slot names alternating, as SharedDocuments cuts a page: a head of short links, a body of longer text. */
function page(repeat: number): string[] {
  const parts: string[] = ['<!DOCTYPE html><html lang="ja"><head><meta name="csrf-token" content="', "token", '"/>'];
  const text = (t: string) => (parts[parts.length - 1] += t);
  for (let i = 0; i < 20; i++) {
    text(`<link rel="modulepreload" href="/assets/chunk-${i}.js" nonce="`);
    parts.push("nonce", '"/>');
  }
  for (let i = 0; i < repeat; i++) {
    text(`<script nonce="`);
    const words = Array.from({ length: 60 }, (_, w) => `帽子 ${(i * 31 + w * 7) % 97} Riverton Herons Heritage 59Fifty`).join(" ");
    parts.push("nonce", `">window.x${i % 7}=1</script><p>${words}</p>`);
  }
  text('<input type="hidden" name="CSRFToken" value="');
  parts.push("token", '"/></html>');
  return parts;
}

function fill(parts: string[], values: Record<Slot, string>): string {
  return parts.map((p, i) => (i % 2 === 0 ? p : values[p as Slot])).join("");
}

describe("gzip template", () => {
  it.each([
    ["a short page", 1],
    ["a page longer than the 32 KB window", 20],
    ["a page longer than 64 KB", 60],
  ])("unzips to the page with the values in place: %s", (_name, repeat) => {
    const parts = page(repeat);
    const template = compileGzipTemplate(parts, LENGTHS);
    expect(template).not.toBeNull();
    for (const values of [
      { token: token("a"), nonce: nonce("b") },
      { token: token("Z"), nonce: nonce("9") },
    ]) {
      const body = renderGzipTemplate(template!, values);
      expect(gunzipSync(body!).toString("utf8")).toBe(fill(parts, values));
    }
  });

  it("compresses about as well as compressing the whole page", () => {
    const values = { token: token("a"), nonce: nonce("b") };
    const parts = page(20);
    const body = renderGzipTemplate(compileGzipTemplate(parts, LENGTHS)!, values)!;
    const whole = gzipSync(fill(parts, values));
    expect(body.length).toBeLessThan(whole.length * 1.1 + 200);
  });

  it("handles values at the very start and end and next to each other", () => {
    const parts = ["", "token", "", "nonce", "middle", "nonce", "", "token", ""];
    const values = { token: token("t"), nonce: nonce("n") };
    const body = renderGzipTemplate(compileGzipTemplate(parts, LENGTHS)!, values);
    expect(gunzipSync(body!).toString()).toBe(fill(parts, values));
  });

  it("refuses values of another length", () => {
    const template = compileGzipTemplate(page(2), LENGTHS)!;
    expect(renderGzipTemplate(template, { token: "short", nonce: nonce("b") })).toBeNull();
  });

  it("gives up when the text leaves too few unused byte values for the markers", () => {
    // Every byte UTF-8 can hold: ASCII, every lead byte and (through U+0080–U+00BF) every continuation byte.
    const leads = [0x80, ...Array.from({ length: 30 }, (_, i) => 0xc0 + (i + 2) * 0x40), ...Array.from({ length: 16 }, (_, i) => 0x800 + i * 0x1000), 0x10000, 0x40000, 0x80000, 0xc0000, 0x100000];
    const text = String.fromCodePoint(...Array.from({ length: 192 }, (_, i) => i), ...leads);
    expect(compileGzipTemplate([text, "token", text], LENGTHS)).toBeNull();
  });
});
