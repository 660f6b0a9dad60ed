import { describe, expect, it } from "vitest";
import { imageViewsFor } from "../../../domain/product-images.ts";
import { escapeXml, normalizeHex, renderProductSvg } from "./product-image.ts";
import { galleryImages, garmentOf, productImageVersion } from "./product-media.ts";

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

describe("views", () => {
  const cases = TYPES.flatMap((productType) => imageViewsFor(productType).map((view) => [productType, view] as const));

  it.each(cases)("%s, %s: well-formed, titled with the view, deterministic", (productType, view) => {
    const input = { productType, primaryHex: "#0B3D2E", secondaryHex: "#D4A017", size: 400, view };
    const svg = renderProductSvg(input);
    expect(balanced(svg)).toBe(true);
    expect(svg).not.toMatch(/NaN|undefined/);
    expect(svg).toContain('width="400" height="400"');
    if (view !== "front") expect(svg).toMatch(new RegExp(`<title>[^<]*, (${view} view|view from above|detail)</title>`));
    expect(renderProductSvg({ ...input })).toBe(svg);
  });

  it("draws every view of a type differently", () => {
    for (const productType of TYPES) {
      const views = imageViewsFor(productType);
      const svgs = views.map((view) => renderProductSvg({ productType, primaryHex: "#1F2A44", secondaryHex: "#FFFFFF", size: 200, view }));
      expect(new Set(svgs).size, productType).toBe(views.length);
    }
  });

  it("draws the detail as a close-up of the front (smaller viewBox) and falls back to the front for views a type lacks", () => {
    const front = renderProductSvg({ productType: "knit", primaryHex: "#1F2A44", secondaryHex: "#FFFFFF", size: 200 });
    const detail = renderProductSvg({ productType: "knit", primaryHex: "#1F2A44", secondaryHex: "#FFFFFF", size: 200, view: "detail" });
    expect(detail).not.toContain('viewBox="0 0 240 240"');
    expect(detail.slice(detail.indexOf("</title>"))).toContain(front.slice(front.indexOf("<path"), front.indexOf("<path") + 200));
    expect(renderProductSvg({ productType: "fitted", primaryHex: "#1F2A44", secondaryHex: "#FFFFFF", size: 200, view: "detail" })).toBe(
      renderProductSvg({ productType: "fitted", primaryHex: "#1F2A44", secondaryHex: "#FFFFFF", size: 200 }),
    );
  });
});

describe("versions and gallery URLs", () => {
  const source = { productType: "fitted", primaryHex: "#1F2A44", secondaryHex: "#FFFFFF", garment: "hoodie" } as const;

  it("are stable for the same drawing and change with anything drawn", () => {
    const v = productImageVersion(source);
    expect(v).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(productImageVersion({ ...source })).toBe(v);
    expect(productImageVersion({ ...source, primaryHex: "#1F2A45" })).not.toBe(v);
    expect(productImageVersion({ ...source, secondaryHex: "#FFFFFE" })).not.toBe(v);
    expect(productImageVersion({ ...source, productType: "snapback" })).not.toBe(v);
    expect(productImageVersion({ ...source, garment: "tee" })).not.toBe(v);
  });

  it("lists one versioned URL per view, front first", () => {
    const v = productImageVersion({ ...source, productType: "apparel", garment: "tee" });
    expect(galleryImages("LCK 1", "RED", { ...source, productType: "apparel", garment: "tee" })).toEqual([
      { view: "front", url: `/media/products/LCK%201/RED.svg?view=front&v=${v}` },
      { view: "back", url: `/media/products/LCK%201/RED.svg?view=back&v=${v}` },
      { view: "detail", url: `/media/products/LCK%201/RED.svg?view=detail&v=${v}` },
    ]);
  });

  it.each<[string, "hoodie" | "tee"]>([
    ["Locker Team Tee", "tee"],
    ["Practice T-shirt", "tee"],
    ["Bench Warm-up Hoodie", "hoodie"],
    ["Steeple Jacket", "hoodie"],
  ])("%s is drawn as a %s", (name, garment) => expect(garmentOf(name)).toBe(garment));
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
