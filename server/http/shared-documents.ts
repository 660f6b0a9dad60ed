import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { SharedDocumentHandle } from "./shared-document.ts";
import { ContentCache } from "../content-cache.ts";
import { compileGzipTemplate, renderGzipTemplate, type GzipTemplate } from "./gzip-template.ts";

/**
 * Shared page HTML for visitors without a session. Such a visitor has no server-side state, so a
 * page whose route says so (`handle: { sharedDocument: true }`) depends only on the site,
 * language, currency, origin and URL. It is rendered once with per-process placeholders where the
 * visitor's CSRF token and CSP nonces go, kept for the catalogue cache lifetime (and as long
 * again while it is re-rendered in the background), and every visitor gets a copy with their own
 * values put in. Visitors with a session (signed in, or with anything stored for them) always get
 * a page rendered for them alone.
 */

/** The per-visitor values of a page. */
export interface VisitorValues {
  csrfToken: string;
  nonce: string;
  styleNonce: string;
}

type Slot = keyof VisitorValues;
const SLOTS: readonly Slot[] = ["csrfToken", "nonce", "styleNonce"];

export interface SharedDocument {
  status: number;
  headers: [string, string][];
  /** The body cut at the placeholders: even indexes are text, odd indexes name the value that goes there. */
  parts: string[];
  /** Requests served so far, and the gzip body compiled once the page proved popular (null: not possible). */
  hits: number;
  gzip?: GzipTemplate<Slot> | null;
}

const MAX_REMEMBERED_PATHS = 10_000;

/** Serve this many requests compressing each before compiling a gzip template (a few compressions' cost). */
const HITS_BEFORE_GZIP_TEMPLATE = 2;

function isSharedDocument(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as Partial<SharedDocumentHandle>).sharedDocument === true;
}

/** Letters and digits only, so React and React Router write them unchanged in attributes, text and inline JSON. */
function createPlaceholders(): VisitorValues {
  const id = randomBytes(12).toString("hex");
  return { csrfToken: `brimcsrf${id}`, nonce: `brimnonce${id}`, styleNonce: `brimstyle${id}` };
}

interface Leaf {
  route: RouteObject;
  shared: boolean;
}

/**
 * The app's routes as a flat list of full paths, grouped by their first segment, so a lookup asks
 * React Router's own matcher (which compiles every route it is given on each call) about the few
 * routes that can match rather than all of them. Routes starting with a parameter or a splat
 * belong to every group.
 */
function routeGroups(build: ServerBuild): { groups: Map<string, Leaf[]>; anywhere: Leaf[] } {
  const fullPath = (id: string | undefined): string => {
    const r = id ? build.routes[id] : undefined;
    if (!r) return "";
    const parent = fullPath(r.parentId);
    return [parent, r.path ?? ""].filter((p) => p !== "").join("/");
  };
  const leaves: (Leaf & { first: string | null })[] = [];
  for (const r of Object.values(build.routes)) {
    if (!r || (r.path === undefined && !r.index)) continue;
    const path = fullPath(r.id);
    const first = path.split("/")[0] ?? "";
    const dynamic = first.startsWith(":") || first.includes("*") || first.endsWith("?");
    const route: RouteObject = r.index ? { id: r.id, index: true } : { id: r.id, path, caseSensitive: r.caseSensitive };
    leaves.push({ route, shared: isSharedDocument(r.module.handle), first: dynamic ? null : first.toLowerCase() });
  }
  const anywhere = leaves.filter((l) => l.first === null);
  const groups = new Map<string, Leaf[]>();
  for (const l of leaves) if (l.first !== null) groups.set(l.first, [...(groups.get(l.first) ?? anywhere), l]);
  return { groups, anywhere };
}

function firstSegment(pathname: string): string {
  const first = pathname.split("/", 2)[1] ?? "";
  try {
    return decodeURIComponent(first).toLowerCase();
  } catch {
    return first.toLowerCase();
  }
}

export class SharedDocuments {
  readonly placeholders = createPlaceholders();
  private readonly pattern: RegExp;
  private readonly cache: ContentCache<SharedDocument>;
  private readonly routes: ReturnType<typeof routeGroups>;
  /** Whether a path's page is shared, remembered: matching costs more than the rest of a shared answer. */
  private readonly sharedPaths = new Map<string, boolean>();

  constructor(
    build: ServerBuild,
    ttlMs: number,
    maxEntries = 300,
  ) {
    // A popular page is re-rendered in the background while the previous copy is served, at most ttlMs longer.
    this.cache = new ContentCache(ttlMs, maxEntries, ttlMs);
    this.routes = routeGroups(build);
    this.pattern = new RegExp(`(${SLOTS.map((s) => this.placeholders[s]).join("|")})`);
  }

  /** A document request of a visitor without a session for a page whose route allows sharing. */
  eligible(req: FastifyRequest): boolean {
    if (req.method !== "GET" || req.session !== null || req.ctx.user !== null) return false;
    const pathname = req.url.split("?", 1)[0] ?? "/";
    if (pathname.endsWith(".data")) return false;
    let shared = this.sharedPaths.get(pathname);
    if (shared === undefined) {
      const candidates = this.routes.groups.get(firstSegment(pathname)) ?? this.routes.anywhere;
      const id = matchRoutes(candidates.map((l) => l.route), pathname)?.at(-1)?.route.id;
      shared = candidates.some((l) => l.route.id === id && l.shared);
      if (this.sharedPaths.size >= MAX_REMEMBERED_PATHS) this.sharedPaths.clear();
      this.sharedPaths.set(pathname, shared);
    }
    return shared;
  }

  /** The shared document for the key, rendered by `render` (with the placeholders) when missing or expired. */
  get(key: string, now: number, render: () => Promise<Response>): Promise<SharedDocument> {
    return this.cache.get(key, now, () => this.capture(render), (doc) => doc.status === 200 && !doc.headers.some(([k]) => k === "set-cookie"));
  }

  /**
   * The gzip body with one visitor's values, for a popular page; null to send `fill()` and let the
   * compression plugin do its work.
   */
  gzip(doc: SharedDocument, values: VisitorValues): Buffer | null {
    doc.hits += 1;
    if (doc.gzip === undefined && doc.hits > HITS_BEFORE_GZIP_TEMPLATE) {
      const lengths = { csrfToken: values.csrfToken.length, nonce: values.nonce.length, styleNonce: values.styleNonce.length };
      doc.gzip = compileGzipTemplate<Slot>(doc.parts, lengths);
    }
    return doc.gzip ? renderGzipTemplate(doc.gzip, values) : null;
  }

  /** The document with one visitor's values in place of the placeholders. */
  fill(doc: SharedDocument, values: VisitorValues): string {
    let html = "";
    for (let i = 0; i < doc.parts.length; i++) html += i % 2 === 0 ? doc.parts[i] : values[doc.parts[i] as Slot];
    return html;
  }

  private async capture(render: () => Promise<Response>): Promise<SharedDocument> {
    const response = await render();
    const body = await response.text();
    const bySlot = new Map(SLOTS.map((s) => [this.placeholders[s], s]));
    const parts = body.split(this.pattern).map((part, i) => (i % 2 === 0 ? part : (bySlot.get(part) ?? part)));
    return { status: response.status, headers: [...response.headers], parts, hits: 0 };
  }
}

/** Whether an Accept-Encoding header allows gzip (not refused with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const entry of header.toLowerCase().split(",")) {
    const [coding, ...params] = entry.split(";").map((p) => p.trim());
    if (coding !== "gzip" && coding !== "x-gzip" && coding !== "*") continue;
    const q = params.find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}
