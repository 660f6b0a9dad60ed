import { describe, expect, it } from "vitest";
import {
  LENS_SIZE,
  LIGHTBOX_DEFAULT,
  LIGHTBOX_OPACITY,
  LIGHTBOX_SPEED_MS,
  NO_ZOOM,
  SLIDESHOW_MS,
  TOUCH_ZOOM_MS,
  ZOOM_FADE_MS,
  ZOOM_STEP,
  ZOOM_WINDOW_SIZE,
  clampPan,
  lensAt,
  lightboxBox,
  pan,
  pinch,
  tapZoom,
  wheelZoom,
  wrapIndex,
  zoomWindowBackground,
  type Lens,
  type Point,
  type Size,
  type Transform,
} from "./zoom.ts";

describe("constants of shopping-flow §9", () => {
  it.each<[string, unknown, unknown]>([
    ["zoom duration 120 ms", ZOOM_FADE_MS, 120],
    ["touch zoom 500 ms", TOUCH_ZOOM_MS, 500],
    ["zoom window 400x400", ZOOM_WINDOW_SIZE, 400],
    ["lens 200", LENS_SIZE, 200],
    ["step 0.1", ZOOM_STEP, 0.1],
    ["lightbox default 600x450", LIGHTBOX_DEFAULT, { width: 600, height: 450 }],
    ["lightbox speed 300 ms", LIGHTBOX_SPEED_MS, 300],
    ["slideshow 2500 ms", SLIDESHOW_MS, 2500],
    ["lightbox opacity 0.9", LIGHTBOX_OPACITY, 0.9],
  ])("%s", (_name, actual, expected) => expect(actual).toEqual(expected));
});

describe("wheel zoom: steps of 0.1 between 1 and 3", () => {
  it.each<[number, number, number]>([
    [1, -100, 1.1],
    [1.1, -1, 1.2],
    [1.2, 100, 1.1],
    [1, 100, 1],
    [3, -100, 3],
    [2.9, -100, 3],
    [1.5, 0, 1.5],
  ])("level %d, deltaY %d → %d", (level, deltaY, expected) => expect(wheelZoom(level, deltaY)).toBe(expected));

  it("ten notches from 1 land exactly on 2 (no floating drift)", () => {
    let level = 1;
    for (let i = 0; i < 10; i++) level = wheelZoom(level, -1);
    expect(level).toBe(2);
  });
});

describe("lens: 200 px at level 1, centred on the pointer, kept inside the image", () => {
  const image: Size = { width: 600, height: 600 };
  it.each<[string, Point, number, Lens]>([
    ["centre", { x: 300, y: 300 }, 1, { left: 200, top: 200, size: 200 }],
    ["top-left corner clamps to 0", { x: 10, y: 10 }, 1, { left: 0, top: 0, size: 200 }],
    ["bottom-right corner clamps to width − lens", { x: 590, y: 599 }, 1, { left: 400, top: 400, size: 200 }],
    ["outside the image still clamps", { x: -50, y: 900 }, 1, { left: 0, top: 400, size: 200 }],
    ["level 2 halves the lens", { x: 300, y: 300 }, 2, { left: 250, top: 250, size: 100 }],
    ["levels beyond 3 count as 3", { x: 0, y: 0 }, 9, { left: 0, top: 0, size: 200 / 3 }],
  ])("%s", (_name, pointer, level, expected) => expect(lensAt(pointer, image, level)).toEqual(expected));

  it("never exceeds a small image", () => {
    expect(lensAt({ x: 50, y: 50 }, { width: 150, height: 120 }, 1)).toEqual({ left: 0, top: 0, size: 120 });
  });
});

describe("zoom window: shows the lens area enlarged to 400 x 400", () => {
  it.each<[string, Lens, Size, { width: number; height: number; x: number; y: number }]>([
    ["level 1 is 2x", { left: 200, top: 200, size: 200 }, { width: 600, height: 600 }, { width: 1200, height: 1200, x: -400, y: -400 }],
    ["at the origin", { left: 0, top: 0, size: 200 }, { width: 600, height: 600 }, { width: 1200, height: 1200, x: -0, y: -0 }],
    ["level 2 is 4x", { left: 250, top: 100, size: 100 }, { width: 600, height: 600 }, { width: 2400, height: 2400, x: -1000, y: -400 }],
    ["at the far corner the window ends at the image's edge", { left: 400, top: 400, size: 200 }, { width: 600, height: 600 }, { width: 1200, height: 1200, x: -800, y: -800 }],
  ])("%s", (_name, lens, image, expected) => expect(zoomWindowBackground(lens, image)).toEqual(expected));

  it("the window's last pixel is the image's last pixel", () => {
    const image = { width: 592, height: 592 };
    const lens = lensAt({ x: 592, y: 592 }, image, 1.7);
    const bg = zoomWindowBackground(lens, image);
    expect(bg.x + bg.width).toBeCloseTo(ZOOM_WINDOW_SIZE);
    expect(bg.y + bg.height).toBeCloseTo(ZOOM_WINDOW_SIZE);
  });
});

describe("touch: tap toggles 2x at the tapped point, pinch and pan stay inside the frame", () => {
  const frame: Size = { width: 300, height: 300 };
  it.each<[string, Transform, Point, Transform]>([
    ["tap in the centre zooms around it", NO_ZOOM, { x: 150, y: 150 }, { scale: 2, x: -150, y: -150 }],
    ["tap at the top-left keeps the corner", NO_ZOOM, { x: 0, y: 0 }, { scale: 2, x: 0, y: 0 }],
    ["tap near the bottom-right clamps", NO_ZOOM, { x: 290, y: 290 }, { scale: 2, x: -290, y: -290 }],
    ["tap on a zoomed picture zooms out", { scale: 2, x: -100, y: -40 }, { x: 10, y: 10 }, NO_ZOOM],
  ])("%s", (_name, t, point, expected) => expect(tapZoom(t, point, frame)).toEqual(expected));

  it.each<[string, Transform, Transform]>([
    ["no gap at the left or top", { scale: 2, x: 20, y: 5 }, { scale: 2, x: 0, y: 0 }],
    ["no gap at the right or bottom", { scale: 2, x: -400, y: -301 }, { scale: 2, x: -300, y: -300 }],
    ["scale below 1 is 1 and pinned", { scale: 0.5, x: -10, y: 10 }, { scale: 1, x: 0, y: 0 }],
    ["scale above 4 is 4", { scale: 6, x: -100, y: -100 }, { scale: 4, x: -100, y: -100 }],
  ])("clampPan: %s", (_name, t, expected) => expect(clampPan(t, frame)).toEqual(expected));

  it.each<[string, Transform, [Point, Point], [Point, Point], Transform]>([
    ["spreading to twice the distance doubles", NO_ZOOM, [{ x: 100, y: 150 }, { x: 200, y: 150 }], [{ x: 50, y: 150 }, { x: 250, y: 150 }], { scale: 2, x: -150, y: -150 }],
    ["pinching back halves", { scale: 2, x: -150, y: -150 }, [{ x: 50, y: 150 }, { x: 250, y: 150 }], [{ x: 100, y: 150 }, { x: 200, y: 150 }], { scale: 1, x: 0, y: 0 }],
    ["cannot go past 4x", NO_ZOOM, [{ x: 140, y: 150 }, { x: 160, y: 150 }], [{ x: 0, y: 150 }, { x: 300, y: 150 }], { scale: 4, x: -450, y: -450 }],
    ["fingers starting on one spot keep the scale, the pair still drags", { scale: 2, x: -100, y: -10 }, [{ x: 5, y: 5 }, { x: 5, y: 5 }], [{ x: 5, y: 5 }, { x: 45, y: 5 }], { scale: 2, x: -80, y: -10 }],
  ])("pinch: %s", (_name, start, from, to, expected) => expect(pinch(start, from, to, frame)).toEqual(expected));

  it.each<[string, Transform, number, number, Transform]>([
    ["drags within the bounds", { scale: 2, x: -150, y: -150 }, 40, -20, { scale: 2, x: -110, y: -170 }],
    ["stops at the edges", { scale: 2, x: -150, y: -150 }, 400, -400, { scale: 2, x: 0, y: -300 }],
    ["an unzoomed picture does not move", NO_ZOOM, 30, 30, NO_ZOOM],
  ])("pan: %s", (_name, start, dx, dy, expected) => expect(pan(start, dx, dy, frame)).toEqual(expected));
});

describe("lightbox box: default 600 x 450, fitted to the window", () => {
  it.each<[string, Size, Size | null, Size]>([
    ["desktop, size unknown: the default", { width: 1280, height: 900 }, null, { width: 600, height: 450 }],
    ["phone, size unknown: the default scaled down", { width: 375, height: 667 }, null, { width: 343, height: 257 }],
    ["desktop, square picture: as tall as the window allows", { width: 1280, height: 900 }, { width: 1600, height: 1600 }, { width: 780, height: 780 }],
    ["phone, square picture: as wide as the window allows", { width: 375, height: 667 }, { width: 1600, height: 1600 }, { width: 343, height: 343 }],
    ["never larger than the picture", { width: 1920, height: 1200 }, { width: 400, height: 300 }, { width: 400, height: 300 }],
    ["a broken size counts as unknown", { width: 1280, height: 900 }, { width: 0, height: 0 }, { width: 600, height: 450 }],
  ])("%s", (_name, viewport, natural, expected) => expect(lightboxBox(viewport, natural)).toEqual(expected));
});

describe("previous and next wrap around", () => {
  it.each<[number, number, number]>([
    [0, 4, 0],
    [4, 4, 0],
    [-1, 4, 3],
    [5, 4, 1],
    [3, 0, 0],
  ])("index %d of %d → %d", (index, count, expected) => expect(wrapIndex(index, count)).toBe(expected));
});
