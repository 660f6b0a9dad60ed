/** The browser's calls to the list endpoints (decision 0056): JSON with the page's token. */
export type ListCall<T> = { kind: "ok"; body: T } | { kind: "error"; status: number; message: string | null };

export interface PasteAnswer {
  preview: boolean;
  lines: { upc: string; productCode: string; size: string; quantity: number }[];
  held: string[];
  skipped: { row: number; text: string; reason: string; message: string }[];
  corrected: { upc: string; requested: number; quantity: number }[];
  undoUrl?: string;
}

export interface ListChangeAnswer {
  message: string;
  addedProductCodes: string[];
  quickOrderCounter: number;
}

async function send<T>(method: "GET" | "POST" | "DELETE", url: string, csrfToken: string, body?: unknown): Promise<ListCall<T>> {
  const headers: Record<string, string> = { accept: "application/json", CSRFToken: csrfToken };
  if (body !== undefined) headers["content-type"] = "application/json";
  try {
    const res = await fetch(url, { method, headers, credentials: "same-origin", body: body === undefined ? undefined : JSON.stringify(body) });
    const parsed: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const message = parsed && typeof parsed === "object" && "errorMessage" in parsed && typeof parsed.errorMessage === "string" ? parsed.errorMessage : null;
      return { kind: "error", status: res.status, message };
    }
    return { kind: "ok", body: parsed as T };
  } catch {
    return { kind: "error", status: 0, message: null };
  }
}

/** `DELETE {responseUrl}/delete` of a saved bag (account-and-ordering §7). */
export const deleteListJson = <T,>(url: string, csrfToken: string) => send<T>("DELETE", url, csrfToken);
export const postListJson = <T,>(url: string, csrfToken: string, body: unknown = {}) => send<T>("POST", url, csrfToken, body);
/** The toggle's add is a GET (account-and-ordering §7) that still carries the token header. */
export const getListJson = <T,>(url: string, csrfToken: string) => send<T>("GET", url, csrfToken);
