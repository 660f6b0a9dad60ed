/**
 * React Router's single fetch: a client-side navigation or form asks for `<path>.data`
 * (`/_root.data` for `/`, `<path>/_.data` for a trailing slash), with `_routes` naming the routes
 * to load. The page's own address for such a request, or null for any other request.
 */
export function singleFetchDocumentPath(url: string): string | null {
  const parsed = new URL(url, "http://storefront.invalid");
  const { pathname } = parsed;
  if (!pathname.endsWith(".data")) return null;
  const suffix = pathname.endsWith("/_root.data") ? "_root.data" : pathname.endsWith("/_.data") ? "_.data" : ".data";
  parsed.searchParams.delete("_routes");
  return `${pathname.slice(0, -suffix.length)}${parsed.search}`;
}

/**
 * Headers that make React Router's client load `path` as a whole document instead of reading the
 * data request's answer (a redirect with `X-Remix-Reload-Document`, sent as 204 as single fetch expects).
 */
export function reloadDocumentHeaders(path: string): Record<string, string> {
  return { "x-remix-redirect": path, "x-remix-status": "302", "x-remix-reload-document": "true" };
}
