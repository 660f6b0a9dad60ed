import { useEffect, useState } from "react";

export type JsonState<T> = { kind: "loading" } | { kind: "failed"; details: string } | { kind: "loaded"; data: T };

/** A JSON POST: the body (already serialised, so it can be compared) and the page's CSRF token. */
export interface JsonPost {
  body: string;
  csrfToken: string;
}

/** What went wrong, for the person reading the alert: the server's message, else the status or network error. */
async function failureDetails(res: Response): Promise<string> {
  const body: unknown = await res.json().catch(() => null);
  const message = body && typeof body === "object" && "errorMessage" in body && typeof body.errorMessage === "string" ? body.errorMessage : null;
  return message ? `${res.status}: ${message}` : `HTTP ${res.status}`;
}

/** Fetches JSON once per URL (and body), aborting when the component goes away. */
export function useJson<T>(url: string, post?: JsonPost): JsonState<T> {
  const [state, setState] = useState<JsonState<T>>({ kind: "loading" });
  const body = post?.body;
  const csrfToken = post?.csrfToken;
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: "loading" });
    const init: RequestInit =
      body === undefined
        ? { headers: { accept: "application/json" } }
        : { method: "POST", body, headers: { accept: "application/json", "content-type": "application/json", CSRFToken: csrfToken ?? "" } };
    fetch(url, { ...init, signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) setState({ kind: "failed", details: await failureDetails(res) });
        else setState({ kind: "loaded", data: (await res.json()) as T });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: "failed", details: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [url, body, csrfToken]);
  return state;
}
