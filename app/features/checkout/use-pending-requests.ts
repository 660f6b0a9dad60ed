import { useCallback, useState } from "react";

/**
 * Counts the checkout requests in flight (shopping-flow §4): the pay button and the terms
 * agreement stay disabled until every one of them has ended.
 */
export function usePendingRequests(): { count: number; track: <T>(request: Promise<T>) => Promise<T> } {
  const [count, setCount] = useState(0);
  const track = useCallback(async <T>(request: Promise<T>): Promise<T> => {
    setCount((c) => c + 1);
    try {
      return await request;
    } finally {
      setCount((c) => c - 1);
    }
  }, []);
  return { count, track };
}
