import { describe, expect, it } from "vitest";
import {
  AUTOPLAY_TIMEOUT_MS,
  AUTOPLAY_TIMEOUT_SHORT_MS,
  CHUNK,
  type CarouselMode,
  type CarouselVariant,
  type ChunkRequest,
  INITIAL_LOAD,
  LEFT_THRESHOLD,
  SWIPE_MIN_MOVE_PX,
  type SwipeDirection,
  REFERENCE_CAROUSEL_MAX_ITEMS,
  REFERENCE_CAROUSEL_VARIANT,
  type CarouselSource,
  type ReferenceType,
  carouselMode,
  carouselQuery,
  carouselSourceQuery,
  dealerCarouselClamp,
  dealerItemsPerView,
  initialRange,
  itemsPerView,
  nextChunk,
  perViewSteps,
  swipeDirection,
} from "./carousel.ts";

describe("constants: initial load 10, chunk 5, left threshold 2, swipe 20 px, autoplay 2500 / 2000 ms", () => {
  it.each<[string, number, number]>([
    ["INITIAL_LOAD", INITIAL_LOAD, 10],
    ["CHUNK", CHUNK, 5],
    ["LEFT_THRESHOLD", LEFT_THRESHOLD, 2],
    ["SWIPE_MIN_MOVE_PX", SWIPE_MIN_MOVE_PX, 20],
    ["AUTOPLAY_TIMEOUT_MS", AUTOPLAY_TIMEOUT_MS, 2500],
    ["AUTOPLAY_TIMEOUT_SHORT_MS", AUTOPLAY_TIMEOUT_SHORT_MS, 2000],
  ])("%s", (_name, actual, expected) => expect(actual).toBe(expected));
});

describe("mode: 5 or fewer static, 6 to 15 looping, more in chunks", () => {
  it.each<[number, CarouselMode, number]>([
    [0, "static", 0],
    [1, "static", 1],
    [5, "static", 5],
    [6, "loop", 6],
    [10, "loop", 10],
    [15, "loop", 15],
    [16, "chunked", 10],
    [100, "chunked", 10],
  ])("%i items → %s, first request range %i", (total, mode, range) => {
    expect(carouselMode(total)).toBe(mode);
    expect(initialRange(total)).toBe(range);
  });
});

describe("items per view: 1 / 3 / 5 at 0 / 640 / 1024; narrow 4; related 3; fit guide 3 / 6 / 8", () => {
  it.each<[number, CarouselVariant, number]>([
    [0, "default", 1],
    [375, "default", 1],
    [639, "default", 1],
    [640, "default", 3],
    [1023, "default", 3],
    [1024, "default", 5],
    [1440, "default", 5],
    [375, "narrow", 1],
    [800, "narrow", 3],
    [1024, "narrow", 4],
    [375, "related", 1],
    [800, "related", 3],
    [1440, "related", 3],
    [0, "fitGuide", 3],
    [639, "fitGuide", 3],
    [640, "fitGuide", 6],
    [1023, "fitGuide", 6],
    [1024, "fitGuide", 8],
  ])("width %i, %s → %i", (width, variant, count) => {
    expect(itemsPerView(width, variant)).toBe(count);
  });

  it("default variant when none is given", () => expect(itemsPerView(1024)).toBe(5));

  it.each<[ReferenceType, number, number, number]>([
    ["RELATED", 1, 3, 3],
    ["FIT_GUIDE", 3, 6, 8],
  ])("product page %s carousel: %i / %i / %i", (type, small, medium, large) => {
    const variant = REFERENCE_CAROUSEL_VARIANT[type];
    expect([0, 640, 1024].map((w) => itemsPerView(w, variant))).toEqual([small, medium, large]);
  });
});

describe("reference carousels hold at most 40 products", () => {
  it("is more than a looping carousel, so long references load in chunks", () => {
    expect(REFERENCE_CAROUSEL_MAX_ITEMS).toBe(40);
    expect(carouselMode(REFERENCE_CAROUSEL_MAX_ITEMS)).toBe("chunked");
  });
});

describe("carousel request: componentUid, or productCode with referenceTypes, then titles and window", () => {
  it.each<[CarouselSource, boolean, ChunkRequest, string]>([
    [{ kind: "component", componentUid: "BestsellersCarousel" }, true, { start: 10, range: 5 }, "componentUid=BestsellersCarousel&displayProductTitles=true&start=10&range=5"],
    [{ kind: "references", productCode: "BRM-00042", referenceTypes: ["RELATED"] }, false, { start: 0, range: 10 }, "productCode=BRM-00042&referenceTypes=RELATED&displayProductTitles=false&start=0&range=10"],
    [{ kind: "references", productCode: "A&B", referenceTypes: ["RELATED", "FIT_GUIDE"] }, true, { start: 15, range: 2 }, "productCode=A%26B&referenceTypes=RELATED%2CFIT_GUIDE&displayProductTitles=true&start=15&range=2"],
  ])("%j", (source, titles, window, expected) => {
    expect(carouselQuery(source, window, titles)).toBe(expected);
    expect(carouselQuery(carouselSourceQuery(source), window, titles)).toBe(expected);
  });
});

describe("dealer carousels clamp 5 to 9", () => {
  it.each<[number, number]>([
    [0, 5],
    [3, 5],
    [5, 5],
    [7, 7],
    [9, 9],
    [10, 9],
    [42, 9],
    [6.7, 6],
    [Number.NaN, 5],
  ])("%d → %i", (count, clamped) => expect(dealerCarouselClamp(count)).toBe(clamped));
});

describe("dealer carousels: the 5–9 class capped by the width so names wrap over at most 2 lines (1 / 2 / 3 / 4 from 0 / 640 / 1024 / 1280 px)", () => {
  it.each<[number, number, number]>([
    [375, 20, 1],
    [639, 20, 1],
    [640, 20, 2],
    [1023, 9, 2],
    [1024, 20, 3],
    [1279, 20, 3],
    [1280, 20, 4],
    [1440, 20, 4],
    [1920, 42, 4],
    [1280, 2, 4],
  ])("%i px, %i items → %i in view", (width, total, inView) => expect(dealerItemsPerView(width, total)).toBe(inView));

  it.each<[string, CarouselVariant, number | null, number[]]>([
    ["a dealer's carousel", "default", 20, [1, 2, 3, 4]],
    ["others: their row, the same from 1280 as from 1024", "default", null, [1, 3, 5, 5]],
    ["fit guide", "fitGuide", null, [3, 6, 8, 8]],
  ])("steps of %s", (_, variant, dealerTotal, steps) => expect(perViewSteps(variant, dealerTotal)).toEqual(steps));
});

describe("chunks: next 5 when 2 or fewer loaded items are left beyond the view", () => {
  it.each<[number, number, number, number | undefined, ChunkRequest | null]>([
    [10, 40, 0, undefined, null],
    [10, 40, 6, undefined, null],
    [10, 40, 7, undefined, { start: 10, range: 5 }],
    [10, 40, 9, undefined, { start: 10, range: 5 }],
    [15, 40, 12, undefined, { start: 15, range: 5 }],
    [10, 12, 8, undefined, { start: 10, range: 2 }],
    [40, 40, 39, undefined, null],
    // five in view: first visible index 3 leaves 10 - 3 - 5 = 2
    [10, 40, 2, 5, null],
    [10, 40, 3, 5, { start: 10, range: 5 }],
    [10, 40, 5, 5, { start: 10, range: 5 }],
  ])("loaded %i of %i, index %i, visible %j → %j", (loaded, total, currentIndex, visible, request) => {
    expect(nextChunk({ loaded, total, currentIndex, visible })).toEqual(request);
  });
});

describe("swipe: minimum move 20 px", () => {
  it.each<[number, SwipeDirection | null]>([
    [0, null],
    [19, null],
    [-19, null],
    [20, "previous"],
    [-20, "next"],
    [-150, "next"],
    [150, "previous"],
  ])("deltaX %i → %j", (deltaX, direction) => expect(swipeDirection(deltaX)).toBe(direction));
});
