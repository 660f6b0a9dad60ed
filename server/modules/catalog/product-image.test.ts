import { describe, expect, it } from "vitest";
import { escapeXml, normalizeHex, renderProductSvg } from "./product-image.ts";

const TYPES = ["fitted", "stretch", "adjustable", "snapback", "knit", "apparel"] as const;

/** Tags open and close in order (a cheap well-formedness check; SVG here has no text nodes but the title). */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (!name) return false;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name);
  }
  return stack.length === 0;
}

describe("renderProductSvg", () => {
  it.each(TYPES)("draws a well-formed, scalable SVG for %s", (productType) => {
    const svg = renderProductSvg({ productType, primaryHex: "#0B3D2E", secondaryHex: "#D4A017", size: 300 });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"')).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(svg).toContain('width="300" height="300"');
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    expect(svg).toContain("#0B3D2E");
    expect(svg).toContain("#D4A017");
    expect(balanced(svg)).toBe(true);
    expect(svg).not.toMatch(/NaN|undefined/);
  });

  it("gives every product type its own drawing", () => {
    const outputs = TYPES.map((productType) =>
      renderProductSvg({ productType, primaryHex: "#1F2A44", secondaryHex: "#FFFFFF", size: 200 }),
    );
    expect(new Set(outputs).size).toBe(TYPES.length);
    const tee = renderProductSvg({ productType: "apparel", garment: "tee", primaryHex: "#1F2A44", secondaryHex: "#FFFFFF", size: 200 });
    expect(outputs).not.toContain(tee);
  });

  it("is deterministic", () => {
    const input = { productType: "knit", primaryHex: "#B3202A", secondaryHex: "#FFFFFF", size: 120 };
    expect(renderProductSvg(input)).toBe(renderProductSvg({ ...input }));
  });

  it("escapes the title and refuses colours that are not hex", () => {
    const svg = renderProductSvg({
      productType: "fitted",
      primaryHex: 'red" onload="alert(1)',
      secondaryHex: "#abc",
      size: 100,
      title: `Cap <script>&"'`,
    });
    expect(svg).toContain("<title>Cap &lt;script&gt;&amp;&quot;&apos;</title>");
    expect(svg).not.toContain("onload");
    expect(svg).toContain("#AABBCC");
  });

  it("clamps the size", () => {
    expect(renderProductSvg({ productType: "fitted", primaryHex: "#000000", secondaryHex: "#FFFFFF", size: 1e9 })).toContain(
      'width="4000"',
    );
    expect(renderProductSvg({ productType: "fitted", primaryHex: "#000000", secondaryHex: "#FFFFFF", size: Number.NaN })).toContain(
      'width="600"',
    );
  });
});

describe("helpers", () => {
  it("normalizes hex colours", () => {
    expect(normalizeHex("#0b3d2e")).toBe("#0B3D2E");
    expect(normalizeHex("fff")).toBe("#FFFFFF");
    expect(normalizeHex("#12345")).toBeNull();
    expect(normalizeHex("blue")).toBeNull();
  });
  it("escapes XML", () => {
    expect(escapeXml(`a<b>&"c'`)).toBe("a&lt;b&gt;&amp;&quot;c&apos;");
  });
});
