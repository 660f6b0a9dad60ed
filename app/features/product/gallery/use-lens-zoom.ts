import { useEffect, useRef, useState, type PointerEvent, type RefObject } from "react";
import { ZOOM_MIN, lensAt, wheelZoom, zoomWindowBackground, type Lens, type Point, type Size } from "#domain/zoom.ts";

interface Hover {
  pointer: Point;
  image: Size;
  level: number;
  visible: boolean;
}

export interface LensZoom {
  /** Null until the mouse first enters the picture. */
  lens: Lens | null;
  background: (Size & Point) | null;
  visible: boolean;
  onPointerMove: (e: PointerEvent<HTMLElement>) => void;
  onPointerLeave: (e: PointerEvent<HTMLElement>) => void;
}

/**
 * Desktop zoom: a lens follows the mouse over the picture and a window beside it shows what the
 * lens covers; the wheel changes the level while the lens is shown.
 */
export function useLensZoom(target: RefObject<HTMLElement | null>, enabled: boolean): LensZoom {
  const [hover, setHover] = useState<Hover | null>(null);
  // Read by the wheel listener, which lives outside React's render cycle.
  const shown = useRef(false);

  useEffect(() => {
    const element = target.current;
    if (!element || !enabled) return;
    // Not a React handler: React listens to wheel passively, and the page must not scroll while zooming.
    const onWheel = (e: WheelEvent) => {
      if (!shown.current) return;
      e.preventDefault();
      setHover((h) => h && { ...h, level: wheelZoom(h.level, e.deltaY) });
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => element.removeEventListener("wheel", onWheel);
  }, [target, enabled]);

  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    if (!enabled || e.pointerType !== "mouse") return;
    const r = e.currentTarget.getBoundingClientRect();
    const pointer = { x: e.clientX - r.left, y: e.clientY - r.top };
    shown.current = true;
    setHover((h) => ({ pointer, image: { width: r.width, height: r.height }, level: h?.level ?? ZOOM_MIN, visible: true }));
  };
  const onPointerLeave = (e: PointerEvent<HTMLElement>) => {
    if (e.pointerType !== "mouse") return;
    shown.current = false;
    setHover((h) => h && { ...h, visible: false });
  };

  const lens = enabled && hover ? lensAt(hover.pointer, hover.image, hover.level) : null;
  return {
    lens,
    background: lens && hover ? zoomWindowBackground(lens, hover.image) : null,
    visible: enabled && hover?.visible === true,
    onPointerMove,
    onPointerLeave,
  };
}
