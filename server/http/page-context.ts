import type { RequestContext } from "../context.ts";
import type { AppServices } from "../services.ts";

/**
 * What every React Router loader and action receives as `context`: the request context, the
 * services to call in-process, and the few HTTP details a page needs.
 */
export type PageRefusal = "csrf" | "input";

export type PageLoadContext = {
  ctx: RequestContext;
  csrfToken: string;
  /** CSP nonce for the scripts the page renders. */
  nonce: string;
  /** CSP nonce for style elements (React Aria injects one). */
  styleNonce: string;
  services: AppServices;
  /** Set-Cookie value that hands the browser a new session id (after sign-in). */
  sessionCookie: (rawId: string) => string;
  /** The browser's sign-in device cookie, when it sent one (decision 0033). */
  deviceToken: string | null;
  /** Set-Cookie value that hands the browser its device cookie (after sign-in). */
  deviceCookie: (token: string) => string;
  /** Origin for absolute links (password-reset mail): PUBLIC_URL or http://localhost:PORT, never the Host header. */
  origin: string;
  /** Why the page is shown instead of the result of a refused form post (stale CSRF token). */
  /** The page is shown again because the request was refused: a stale session token, or input the input layer refused. */
  refusal: PageRefusal | null;
};
