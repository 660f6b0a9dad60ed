import { useEffect, useRef, type PointerEvent } from "react";
import { HOVER_INTENT_INTERVAL_MS, pointerRested, type PointerPosition } from "./hover-intent.ts";

interface Tracking {
  timer: ReturnType<typeof setTimeout> | null;
  previous: PointerPosition;
  current: PointerPosition;
}

/**
 * Pointer handlers that call `onIntent` once a mouse has rested over the element (polled every
 * 100 ms, moved less than 6 px) and `onLeave` when it leaves. Touch and pen are ignored: they
 * use the click. `cancel` drops a pending intent: once a click or key opened or closed the panel,
 * the resting pointer must not reopen it (a late poll used to, after a quick click and Escape).
 */
export function useHoverIntent(onIntent: () => void, onLeave: () => void) {
  const callbacks = useRef({ onIntent, onLeave });
  const tracking = useRef<Tracking>({ timer: null, previous: { x: 0, y: 0 }, current: { x: 0, y: 0 } });

  useEffect(() => {
    callbacks.current = { onIntent, onLeave };
  });

  useEffect(() => {
    const state = tracking.current;
    return () => {
      if (state.timer !== null) clearTimeout(state.timer);
    };
  }, []);

  const poll = () => {
    const state = tracking.current;
    state.timer = setTimeout(() => {
      if (pointerRested(state.previous, state.current)) {
        state.timer = null;
        callbacks.current.onIntent();
      } else {
        state.previous = state.current;
        poll();
      }
    }, HOVER_INTENT_INTERVAL_MS);
  };

  /** A click or key already chose: a pending intent must not open the panel again later. */
  const cancel = () => {
    const state = tracking.current;
    if (state.timer !== null) clearTimeout(state.timer);
    state.timer = null;
  };

  const handlers = {
    onPointerEnter(event: PointerEvent) {
      if (event.pointerType !== "mouse") return;
      const state = tracking.current;
      state.previous = state.current = { x: event.clientX, y: event.clientY };
      if (state.timer === null) poll();
    },
    onPointerMove(event: PointerEvent) {
      if (event.pointerType !== "mouse") return;
      tracking.current.current = { x: event.clientX, y: event.clientY };
    },
    onPointerLeave(event: PointerEvent) {
      if (event.pointerType !== "mouse") return;
      const state = tracking.current;
      if (state.timer !== null) clearTimeout(state.timer);
      state.timer = null;
      callbacks.current.onLeave();
    },
  };
  return { cancel, handlers };
}
