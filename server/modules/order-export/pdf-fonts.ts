import { existsSync } from "node:fs";

/**
 * Fonts of the PDF export. Latin text uses PDF's built-in Helvetica (no embedding, fast); text
 * with other characters (Japanese names, colours, statuses) uses a CJK font found on the machine
 * (Debian's fonts-ipafont-gothic, else Noto Sans CJK), embedded as a subset. Without one, such
 * characters become "?" instead of failing the export.
 */
const CJK_CANDIDATES: readonly { path: string; family?: string }[] = [
  { path: "/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf" },
  { path: "/usr/share/fonts/truetype/fonts-japanese-gothic.ttf" },
  { path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", family: "NotoSansCJKjp-Regular" },
];

let found: { path: string; family?: string } | null | undefined;

/** The CJK font of this machine (looked up once), or null. `PDF_CJK_FONT` names another file. */
export function cjkFont(): { path: string; family?: string } | null {
  if (found !== undefined) return found;
  const configured = process.env.PDF_CJK_FONT;
  found = configured && existsSync(configured) ? { path: configured } : (CJK_CANDIDATES.find((c) => existsSync(c.path)) ?? null);
  return found;
}

/** Characters Helvetica has in PDF's WinAnsi encoding beyond Latin-1. */
const WIN_ANSI_EXTRA = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

/** Whether the built-in fonts can write every character of `text`. */
export function isWinAnsi(text: string): boolean {
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code < 0x20 && code !== 0x09) || (code > 0x7e && code < 0xa0) || (code > 0xff && !WIN_ANSI_EXTRA.includes(ch))) return false;
  }
  return true;
}

/** The text with every character the built-in fonts lack replaced by "?" (the fallback without a CJK font). */
export function winAnsiOnly(text: string): string {
  return [...text].map((ch) => (isWinAnsi(ch) ? ch : "?")).join("");
}
