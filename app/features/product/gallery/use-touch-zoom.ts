import { useRef, useState, type MouseEvent, type PointerEvent } from "react";
import { NO_ZOOM, distance, pan, pinch, tapZoom, type Point, type Size, type Transform } from "#domain/zoom.ts";

/** Movement (px) after which a touch is a drag or scroll, not a tap. */
const TAP_SLOP = 10;

export interface TouchZoom {
  transform: Transform;
  /** Fingers are moving the picture: follow them without the 500 ms transition. */
  gesture: boolean;
  onPointerDown: (e: PointerEvent<HTMLElement>) => void;
  onPointerMove: (e: PointerEvent<HTMLElement>) => void;
  onPointerEnd: (e: PointerEvent<HTMLElement>) => void;
  /** The click that ends a touch: toggles the zoom unless the fingers pinched or dragged. */
  onTap: (e: MouseEvent<HTMLElement>) => void;
}

const frameOf = (e: { currentTarget: HTMLElement }): { rect: DOMRect; size: Size } => {
  const rect = e.currentTarget.getBoundingClientRect();
  return { rect, size: { width: rect.width, height: rect.height } };
};

/**
 * Touch zoom inside the picture's own frame: tap toggles, two fingers pinch, one finger pans.
 * A new `picture` starts unzoomed.
 */
export function useTouchZoom(picture: string): TouchZoom {
  const [state, setState] = useState({ picture, t: NO_ZOOM });
  const [gesture, setGesture] = useState(false);
  const transform = state.picture === picture ? state.t : NO_ZOOM;
  // The latest transform for handlers that run before React renders again.
  const latest = useRef(state);
  const now = () => (latest.current.picture === picture ? latest.current.t : NO_ZOOM);
  const apply = (t: Transform) => {
    latest.current = { picture, t };
    setState(latest.current);
  };
  const fingers = useRef(new Map<number, Point>());
  const start = useRef<{ t: Transform; points: Point[] }>({ t: NO_ZOOM, points: [] });
  const moved = useRef(false);

  const local = (e: PointerEvent<HTMLElement>, rect: DOMRect): Point => ({ x: e.clientX - rect.left, y: e.clientY - rect.top });
  const restart = () => {
    start.current = { t: now(), points: [...fingers.current.values()] };
  };

  return {
    transform,
    gesture,
    onPointerDown: (e) => {
      if (e.pointerType !== "touch") return;
      fingers.current.set(e.pointerId, local(e, frameOf(e).rect));
      if (fingers.current.size === 1) moved.current = false;
      restart();
    },
    onPointerMove: (e) => {
      if (e.pointerType !== "touch" || !fingers.current.has(e.pointerId)) return;
      const { rect, size } = frameOf(e);
      fingers.current.set(e.pointerId, local(e, rect));
      const points = [...fingers.current.values()];
      const [a, b] = start.current.points;
      if (!a) return;
      if (b && points[0] && points[1]) {
        moved.current = true;
        setGesture(true);
        apply(pinch(start.current.t, [a, b], [points[0], points[1]], size));
      } else if (points[0] && distance(points[0], a) > TAP_SLOP) {
        moved.current = true;
        if (start.current.t.scale > 1) {
          setGesture(true);
          apply(pan(start.current.t, points[0].x - a.x, points[0].y - a.y, size));
        }
      }
    },
    onPointerEnd: (e) => {
      if (!fingers.current.delete(e.pointerId)) return;
      restart();
      if (fingers.current.size === 0) setGesture(false);
    },
    onTap: (e) => {
      if (moved.current) return;
      const { rect, size } = frameOf(e);
      apply(tapZoom(now(), { x: e.clientX - rect.left, y: e.clientY - rect.top }, size));
    },
  };
}
