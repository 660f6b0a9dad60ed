import { useCallback, useEffect, useRef, useState } from "react";

/** A field to focus, by DOM id; `seq` makes a second request for the same field a new one. */
export interface FocusRequest {
  id: string;
  seq: number;
}

/** Asks for a field to be focused once the form shows it enabled (see useFocusWhenEnabled). */
export function useFocusRequest(): [FocusRequest | null, (id: string) => void] {
  const [request, setRequest] = useState<FocusRequest | null>(null);
  const ask = useCallback((id: string) => setRequest((prev) => ({ id, seq: (prev?.seq ?? 0) + 1 })), []);
  return [request, ask];
}

/**
 * Focuses the requested field after React has shown it, and only while the form is enabled: the
 * card form is disabled while the order is being placed, and a disabled field cannot take focus.
 */
export function useFocusWhenEnabled(request: FocusRequest | null, disabled: boolean): void {
  // Each request is served once: the form being disabled and enabled later does not move the focus again.
  const served = useRef(0);
  useEffect(() => {
    if (!request || disabled || request.seq === served.current) return;
    served.current = request.seq;
    document.getElementById(request.id)?.focus();
  }, [request, disabled]);
}
