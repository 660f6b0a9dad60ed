import { useEffect } from "react";
import type { DataLayerEvent } from "#domain/tracking.ts";
import { pushDataLayer } from "./data-layer.ts";

/**
 * Pushes a page's data-layer event once when the page shows it (again when `key` changes,
 * e.g. the next page of results). `event` is read only then, so it need not be memoised.
 */
export function useDataLayerEvent(key: string, event: DataLayerEvent | null): void {
  const payload = event ? JSON.stringify(event) : null;
  useEffect(() => {
    if (payload) pushDataLayer(JSON.parse(payload) as DataLayerEvent);
    // The key names the view; the payload's content is what was shown for it.
  }, [key, payload]);
}
