import { useSyncExternalStore } from "react";
import { BREAKPOINT_DESKTOP } from "../../styles/breakpoints.ts";

const QUERY = `(min-width: ${BREAKPOINT_DESKTOP}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/** True on windows wider than 1023 px (false on the server and during hydration). */
export function useDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
