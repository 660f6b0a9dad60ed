/**
 * Route `handle` of a page whose HTML is the same for every visitor without a session (site,
 * language, currency and URL aside): the server renders it once with placeholders for the
 * visitor's CSRF token and CSP nonces and reuses it for a few seconds (server/http/shared-documents.ts).
 *
 * Only set it on a page whose loaders read nothing about the visitor beyond `ctx.site`,
 * `ctx.language`, `ctx.currency`, `ctx.user` and `context.origin`: a visitor without a session
 * has no user, so anything personal (a cart, a greeting) needs a session and turns sharing off.
 * Routes write the object out (`{ sharedDocument: true }`) and import only this type, so the
 * browser bundle gets no extra chunk for it.
 */
export interface SharedDocumentHandle {
  sharedDocument: true;
}
