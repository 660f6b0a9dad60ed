import type { DataLayerEvent } from "#domain/tracking.ts";

type DataLayerEntry = DataLayerEvent & { eventCallback?: () => void; eventTimeout?: number };

declare global {
  interface Window {
    /** The e-commerce data layer a tag manager reads (GA4 event shapes). */
    dataLayer?: unknown[];
  }
}

/** Pushes an event; a tag manager that processes it calls `eventCallback`. */
export function pushDataLayer(entry: DataLayerEntry): void {
  window.dataLayer ??= [];
  // GA4 recommends clearing the previous ecommerce object first.
  if ("ecommerce" in entry) window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push(entry);
}
