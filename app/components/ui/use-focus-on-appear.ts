import { useEffect, useRef } from "react";

/**
 * A ref that takes the keyboard focus whenever `key` becomes a new non-null value, on the first
 * render too: an action's notice (Undo after a delete) that appears where the acted-on control
 * was removed, so focus does not fall back to the page.
 */
export function useFocusOnAppear<T extends HTMLElement>(key: string | number | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (key !== null) ref.current?.focus();
  }, [key]);
  return ref;
}
