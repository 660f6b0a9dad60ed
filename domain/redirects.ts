import { resolveSite, sitePath, type Site } from "./sites.ts";

/** Stands in for the storefront's own origin while a target is resolved: only its sameness counts. */
const OWN_ORIGIN = "https://storefront.invalid";

/** Longest target taken; anything longer is not a link a page of ours made. */
export const REDIRECT_MAX_LENGTH = 2000;

/** C0 and C1 control characters (tab, CR, LF, NUL, DEL, …): browsers strip or stop at them. */
const CONTROL = /\p{Cc}/u;
/** Whitespace of any kind, also the Unicode spaces and line and paragraph separators. */
const WHITESPACE = /[\s\u200b\u2028\u2029\ufeff]/;

export interface SafeRedirectOptions {
  /** Where to go when the target is refused; the site's home when not given. */
  fallback?: string;
  /**
   * The storefront's public origin (e.g. `https://brim.example`): an absolute target on it is
   * taken as its path. Without it only paths are taken.
   */
  origin?: string | null;
}

function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * Where a redirect (`redirect=` of a form or query, a Referer) may send the browser: a path on
 * this storefront and on the same site (context path), as the URL parser of a browser reads it.
 * Everything else falls back to the site's home (or `fallback`): other hosts, scheme-relative
 * `//host` and `/\host`, schemes such as `javascript:`, control characters and whitespace in the
 * path (browsers drop tabs and newlines, so `/\t/evil.example` is `//evil.example` to them), the
 * same tricks percent-encoded, and other sites' context paths (the user is signed in per site).
 * The answer is the resolved path, query and fragment, always serialised by the URL parser, so
 * it is safe to put in a Location header.
 */
export function safeRedirect(
  site: Pick<Site, "id" | "contextPath">,
  target: string | null | undefined,
  options: SafeRedirectOptions = {},
): string {
  const fallback = options.fallback ?? sitePath(site, "/");
  if (typeof target !== "string" || target === "" || target.length > REDIRECT_MAX_LENGTH) return fallback;
  if (CONTROL.test(target)) return fallback;
  const relative = relativeTarget(target, options.origin ?? null);
  if (relative === null) return fallback;

  const rawPath = relative.split(/[?#]/, 1)[0] ?? "";
  const path = decodedPath(rawPath);
  if (path === null || !path.startsWith("/") || path.startsWith("//")) return fallback;
  if (rawPath.includes("\\") || path.includes("\\") || CONTROL.test(path) || WHITESPACE.test(rawPath) || WHITESPACE.test(path)) {
    return fallback;
  }

  let url: URL;
  try {
    url = new URL(relative, OWN_ORIGIN + "/");
  } catch {
    return fallback;
  }
  if (url.origin !== OWN_ORIGIN || url.username || url.password) return fallback;
  // The path as the parser normalised it (`/partner/../jp/partner` is on the Japanese site).
  if (resolveSite(url.pathname).site.id !== site.id) return fallback;
  return url.pathname + url.search + url.hash;
}

/** The target as a path: taken as it is when it starts with one slash, or cut from an absolute URL on `origin`. */
function relativeTarget(target: string, origin: string | null): string | null {
  if (target.startsWith("/")) return target.startsWith("//") || target.startsWith("/\\") ? null : target;
  if (!origin) return null;
  let url: URL;
  let own: URL;
  try {
    url = new URL(target);
    own = new URL(origin);
  } catch {
    return null;
  }
  if (url.origin !== own.origin || url.username || url.password) return null;
  // Only the exact spelling of the origin: `https://brim.example@evil.example` and the like never match.
  if (!target.toLowerCase().startsWith(own.origin.toLowerCase() + "/")) return null;
  return target.slice(own.origin.length);
}
