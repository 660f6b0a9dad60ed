import { useEffect, useState } from "react";
import type { SavedCartItem } from "../../../server/modules/saved-carts/saved-carts.ts";

interface UploadingAnswer {
  carts: SavedCartItem[];
  pollAfterMs: number;
}

/**
 * The list's saved carts, with those still uploading asked about again at the interval the
 * server gives (account-and-ordering §4, §9) until each has finished; then they show in full.
 */
export function useUploadingCarts(initial: SavedCartItem[], url: string, pollAfterMs: number): SavedCartItem[] {
  const [carts, setCarts] = useState(initial);
  useEffect(() => setCarts(initial), [initial]);
  const waiting = carts
    .filter((c) => c.status === "uploading")
    .map((c) => c.code)
    .join(",");
  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    let delay = pollAfterMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const res = await fetch(`${url}?cartCodes=${encodeURIComponent(waiting)}`, { headers: { accept: "application/json" } });
        if (res.ok) {
          const answer = (await res.json()) as UploadingAnswer;
          delay = answer.pollAfterMs;
          if (!stopped) setCarts((current) => current.map((c) => answer.carts.find((n) => n.code === c.code) ?? c));
        }
      } catch {
        // A lost connection: ask again at the next interval.
      }
      if (!stopped) timer = setTimeout(() => void poll(), delay);
    };
    timer = setTimeout(() => void poll(), delay);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [waiting, url, pollAfterMs]);
  return carts;
}
