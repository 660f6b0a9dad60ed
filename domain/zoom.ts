/**
 * Geometry of the product gallery's zoom and lightbox (shopping-flow §9): "Zoom duration 120 ms,
 * touch 500 ms; zoom window 400x400, lens 200, step 0.1" and "Lightbox default 600x450,
 * speed 300 ms, slideshow 2500 ms, opacity 0.9". Pure functions, so the rules are tested here
 * and the components only measure and paint.
 */

export const ZOOM_FADE_MS = 120;
export const TOUCH_ZOOM_MS = 500;
export const ZOOM_WINDOW_SIZE = 400;
export const LENS_SIZE = 200;
export const ZOOM_STEP = 0.1;
/** Desktop zoom levels: at 1 the 200 px lens fills the 400 px window (2x); at 3 the lens is 67 px (6x). */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;
/** Touch zoom scales the picture inside its own frame: a tap doubles it, a pinch goes up to 4x. */
export const TAP_ZOOM = 2;
export const TOUCH_ZOOM_MAX = 4;

export const LIGHTBOX_DEFAULT = { width: 600, height: 450 } as const;
export const LIGHTBOX_SPEED_MS = 300;
export const SLIDESHOW_MS = 2500;
export const LIGHTBOX_OPACITY = 0.9;

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}
/** A square lens: top-left corner and side, in image pixels. */
export interface Lens {
  left: number;
  top: number;
  size: number;
}
/** Scale and translation of a picture inside its frame (transform-origin at the top left). */
export interface Transform {
  scale: number;
  x: number;
  y: number;
}

export const NO_ZOOM: Transform = { scale: 1, x: 0, y: 0 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Levels are kept to tenths: ten steps of 0.1 from 1 must land on 2, not 1.9999999999999998. */
const tenths = (value: number) => Math.round(value * 10) / 10;

/** The zoom level after one mouse-wheel notch: up (negative deltaY) zooms in by 0.1, down out. */
export function wheelZoom(level: number, deltaY: number): number {
  const direction = deltaY < 0 ? 1 : deltaY > 0 ? -1 : 0;
  return clamp(tenths(level + direction * ZOOM_STEP), ZOOM_MIN, ZOOM_MAX);
}

/**
 * The lens for a pointer over an image: centred on the pointer, shrinking as the level grows (it
 * always covers what the window shows), and kept inside the image.
 */
export function lensAt(pointer: Point, image: Size, level: number): Lens {
  const size = Math.min(LENS_SIZE / clamp(level, ZOOM_MIN, ZOOM_MAX), image.width, image.height);
  return {
    left: clamp(pointer.x - size / 2, 0, image.width - size),
    top: clamp(pointer.y - size / 2, 0, image.height - size),
    size,
  };
}

/** Size and offset of the large picture painted in the zoom window, so it shows what the lens covers. */
export function zoomWindowBackground(lens: Lens, image: Size, windowSize: number = ZOOM_WINDOW_SIZE): Size & Point {
  const scale = lens.size > 0 ? windowSize / lens.size : 1;
  return { width: image.width * scale, height: image.height * scale, x: -lens.left * scale, y: -lens.top * scale };
}

/** Keeps a zoomed picture covering its frame: no gap may open at any edge. */
export function clampPan(t: Transform, frame: Size): Transform {
  const scale = clamp(t.scale, 1, TOUCH_ZOOM_MAX);
  return {
    scale,
    x: clamp(t.x, frame.width * (1 - scale), 0),
    y: clamp(t.y, frame.height * (1 - scale), 0),
  };
}

/** Zooms to `scale`, keeping the picture point under `point` (frame coordinates) where it is. */
export function zoomAround(t: Transform, point: Point, scale: number, frame: Size): Transform {
  const next = clamp(scale, 1, TOUCH_ZOOM_MAX);
  const ratio = next / t.scale;
  return clampPan({ scale: next, x: point.x - (point.x - t.x) * ratio, y: point.y - (point.y - t.y) * ratio }, frame);
}

/** A tap zooms in at the tapped point, or back out when already zoomed. */
export function tapZoom(t: Transform, point: Point, frame: Size): Transform {
  return t.scale > 1 ? NO_ZOOM : zoomAround(NO_ZOOM, point, TAP_ZOOM, frame);
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/**
 * Two fingers: the scale follows the change of their distance, and the picture point that was
 * between them at the start stays between them as they move.
 */
export function pinch(start: Transform, from: [Point, Point], to: [Point, Point], frame: Size): Transform {
  const d0 = distance(from[0], from[1]);
  const scale = clamp(d0 > 0 ? (start.scale * distance(to[0], to[1])) / d0 : start.scale, 1, TOUCH_ZOOM_MAX);
  const mid0 = { x: (from[0].x + from[1].x) / 2, y: (from[0].y + from[1].y) / 2 };
  const mid = { x: (to[0].x + to[1].x) / 2, y: (to[0].y + to[1].y) / 2 };
  const ratio = scale / start.scale;
  return clampPan({ scale, x: mid.x - (mid0.x - start.x) * ratio, y: mid.y - (mid0.y - start.y) * ratio }, frame);
}

/** One finger drags a zoomed picture. */
export function pan(start: Transform, dx: number, dy: number, frame: Size): Transform {
  return clampPan({ scale: start.scale, x: start.x + dx, y: start.y + dy }, frame);
}

/**
 * The lightbox's picture box: 600 x 450 while the picture's size is unknown, then the picture's
 * proportions; never larger than its natural size nor than the window less `chrome` (margins
 * and the button bar).
 */
export function lightboxBox(viewport: Size, natural: Size | null, chrome: Size = { width: 32, height: 120 }): Size {
  const base = natural && natural.width > 0 && natural.height > 0 ? natural : LIGHTBOX_DEFAULT;
  const room = { width: Math.max(viewport.width - chrome.width, 1), height: Math.max(viewport.height - chrome.height, 1) };
  const scale = Math.min(room.width / base.width, room.height / base.height, 1);
  return { width: Math.floor(base.width * scale), height: Math.floor(base.height * scale) };
}

/** Previous and next wrap around: after the last picture comes the first. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}
