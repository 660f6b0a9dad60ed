/** The page's CSRF token (every page carries it in a meta tag). */
function csrfToken(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? "";
}

/** POSTs JSON with the CSRF header; answers the status and the JSON body (null when there is none). */
export async function postJson<T>(url: string, body: unknown, signal?: AbortSignal): Promise<{ status: number; body: T | null }> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", CSRFToken: csrfToken() },
    body: JSON.stringify(body),
    signal,
  });
  const parsed = (await res.json().catch(() => null)) as T | null;
  return { status: res.status, body: parsed };
}
