import { useEffect, useRef, useState, type RefObject } from "react";

export interface ScrollOverflow {
  /** Content is hidden before the visible part (scrolled away from the start). */
  back: boolean;
  /** Content is hidden after the visible part. */
  forward: boolean;
}

export const NO_OVERFLOW: ScrollOverflow = { back: false, forward: false };

/** Which sides of a sideways scroller hide content: only when it overflows, and only towards hidden parts. */
export function scrollOverflow(scroll: { left: number; width: number; visible: number }): ScrollOverflow {
  const overflow = scroll.width - scroll.visible > 1;
  return { back: overflow && scroll.left > 1, forward: overflow && scroll.left + scroll.visible < scroll.width - 1 };
}

/**
 * Watches a sideways scroller (scrolling, its size and its content's size) and says which sides
 * hide content, so the page can show arrows or shadows there. Nothing overflows before hydration.
 * `content` names what is inside (e.g. the number of tabs): measured again when it changes.
 */
export function useScrollOverflow<T extends HTMLElement>(content: unknown = null): { ref: RefObject<T | null>; overflow: ScrollOverflow } {
  const ref = useRef<T>(null);
  const [overflow, setOverflow] = useState<ScrollOverflow>(NO_OVERFLOW);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () =>
      setOverflow((previous) => {
        const next = scrollOverflow({ left: node.scrollLeft, width: node.scrollWidth, visible: node.clientWidth });
        return next.back === previous.back && next.forward === previous.forward ? previous : next;
      });
    measure();
    node.addEventListener("scroll", measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of node.children) observer.observe(child);
    return () => {
      node.removeEventListener("scroll", measure);
      observer.disconnect();
    };
  }, [content]);
  return { ref, overflow };
}
