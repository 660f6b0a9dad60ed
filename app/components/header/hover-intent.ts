/** Hover intent (spec shopping-flow §9): poll every 100 ms, open once the pointer moved less than 6 px. */
export const HOVER_INTENT_INTERVAL_MS = 100;
export const HOVER_INTENT_SENSITIVITY = 6;

export interface PointerPosition {
  x: number;
  y: number;
}

/**
 * Whether the pointer has come to rest between two polls: it moved less than `sensitivity`
 * pixels, measured as |dx| + |dy| (the classic hoverIntent rule).
 */
export function pointerRested(
  previous: PointerPosition,
  current: PointerPosition,
  sensitivity: number = HOVER_INTENT_SENSITIVITY,
): boolean {
  return Math.abs(previous.x - current.x) + Math.abs(previous.y - current.y) < sensitivity;
}
