import type { FormEvent } from "react";
import { onceWithFallback, TRACKING_FALLBACK_MS } from "#domain/tracking.ts";
import { pushDataLayer } from "./data-layer.ts";

const timers = { set: (fn: () => void, ms: number) => window.setTimeout(fn, ms), clear: (id: number) => window.clearTimeout(id) };

/**
 * Holds a form's submit, pushes `form_submit` for the form's id and then submits it once: when
 * the tracker calls back or after 200 ms, whichever comes first. The browser has already run
 * its own validation by the time the submit event fires, so the native submit skips it.
 */
export function submitAfterTracking(event: FormEvent<HTMLFormElement>): void {
  const form = event.currentTarget;
  event.preventDefault();
  const send = onceWithFallback(() => HTMLFormElement.prototype.submit.call(form), TRACKING_FALLBACK_MS, timers);
  pushDataLayer({ event: "form_submit", form_id: form.id, eventCallback: send, eventTimeout: TRACKING_FALLBACK_MS });
}
