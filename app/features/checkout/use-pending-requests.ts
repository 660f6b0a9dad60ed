import { useCallback, useRef, useState } from "react";

/**
 * Counts the checkout requests in flight (shopping-flow §4): the terms agreement stays disabled
 * until every one of them has ended, and Complete order waits for them (`idle`) before it goes on.
 */
export function usePendingRequests(): { count: number; track: <T>(request: Promise<T>) => Promise<T>; idle: () => Promise<void> } {
  const [count, setCount] = useState(0);
  const inFlight = useRef(0);
  const waiting = useRef<(() => void)[]>([]);
  const track = useCallback(async <T>(request: Promise<T>): Promise<T> => {
    inFlight.current += 1;
    setCount((c) => c + 1);
    try {
      return await request;
    } finally {
      inFlight.current -= 1;
      setCount((c) => c - 1);
      if (inFlight.current === 0) for (const resolve of waiting.current.splice(0)) resolve();
    }
  }, []);
  /** Resolves once no tracked request is in flight (at once when none is). */
  const idle = useCallback(() => (inFlight.current === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.current.push(resolve))), []);
  return { count, track, idle };
}
