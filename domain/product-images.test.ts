import { describe, expect, it } from "vitest";
import { IMAGE_SIZES, fitImageSize, imageSrcSet, imageViewsFor, sizedImageUrl, type ImageSize, type ImageView } from "./product-images.ts";

describe("served sizes", () => {
  it("are a fixed, ascending set ending at the zoom size", () => {
    expect(IMAGE_SIZES).toEqual([100, 200, 400, 800, 1600]);
  });

  it.each<[number, ImageSize]>([
    [1, 100],
    [64, 100],
    [96, 100],
    [100, 100],
    [101, 200],
    [400, 400],
    [401, 800],
    [600, 800],
    [800, 800],
    [801, 1600],
    [1600, 1600],
    [2000, 1600],
    [Number.NaN, 800],
  ])("%d px → %d", (px, expected) => expect(fitImageSize(px)).toBe(expected));
});

describe("views per product type", () => {
  it.each<[string, ImageView[]]>([
    ["fitted", ["front", "side", "back", "top"]],
    ["stretch", ["front", "side", "back", "top"]],
    ["snapback", ["front", "side", "back", "top"]],
    ["adjustable", ["front", "side", "back", "top"]],
    ["knit", ["front", "top", "detail"]],
    ["apparel", ["front", "back", "detail"]],
    ["APPAREL", ["front", "back", "detail"]],
    ["something new", ["front", "side", "back", "top"]],
  ])("%s", (type, views) => expect(imageViewsFor(type)).toEqual(views));

  it("always start with the front, so the first picture matches tiles and carousels", () => {
    for (const type of ["fitted", "knit", "apparel"]) expect(imageViewsFor(type)[0]).toBe("front");
  });
});

describe("URLs", () => {
  it.each<[string, ImageSize, string]>([
    ["/media/products/A1/RED.svg", 400, "/media/products/A1/RED.svg?size=400"],
    ["/media/products/A1/RED.svg?view=side&v=abc", 1600, "/media/products/A1/RED.svg?view=side&v=abc&size=1600"],
  ])("%s at %d", (url, size, expected) => expect(sizedImageUrl(url, size)).toBe(expected));

  it("builds a srcset with width descriptors", () => {
    expect(imageSrcSet("/m/a.svg?view=top", [400, 800])).toBe("/m/a.svg?view=top&size=400 400w, /m/a.svg?view=top&size=800 800w");
  });
});
