import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { SITES } from "../../domain/sites.ts";
import type { AppDeps } from "../context.ts";
import { DEVICE_COOKIE, DEVICE_COOKIE_SECONDS } from "../modules/auth/devices.ts";
import { isScriptSignIn, signInForScript } from "../modules/auth/script-sign-in.ts";
import { services } from "../services.ts";
import { serialiseHttpOnlyCookie, serialiseSessionCookie } from "./cookies.ts";
import type { PageLoadContext, PageRefusal } from "./page-context.ts";
import { publicOrigin } from "./public-origin.ts";
import { acceptsGzip, SharedDocuments } from "./shared-documents.ts";

type Handler = (request: Request, context: PageLoadContext) => Promise<Response>;

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Answers a refused form post from a browser with the page itself (status 403, a fresh
     * token and a notice), instead of a bare error. False when the page cannot be shown.
     */
    renderRefusedPage?: (req: FastifyRequest, reply: FastifyReply, path: string, refusal: PageRefusal) => Promise<boolean>;
  }
}

export interface PagesOptions {
  mode: "production" | "development";
  /** Folder of `react-router build` output (production). */
  buildDir: string;
}

export function loadContextFor(deps: AppDeps, req: FastifyRequest, reply: FastifyReply): PageLoadContext {
  return {
    ctx: req.ctx,
    csrfToken: req.csrfToken,
    nonce: reply.cspNonce?.script ?? "",
    styleNonce: reply.cspNonce?.style ?? "",
    services,
    sessionCookie: (rawId: string) =>
      serialiseSessionCookie(req, deps.config.session, req.site.id, rawId),
    deviceToken: req.cookies[DEVICE_COOKIE] ?? null,
    deviceCookie: (token: string) => serialiseHttpOnlyCookie(req, deps.config.session, DEVICE_COOKIE, token, DEVICE_COOKIE_SECONDS),
    origin: publicOrigin(req),
    refusal: null,
  };
}

function toWebRequest(req: FastifyRequest, signal: AbortSignal, withCookies = true): Request {
  // The configured origin, never the Host header (decision 0031); the path as it came, also when it starts with //.
  const url = new URL(publicOrigin(req) + req.url);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || (!withCookies && key === "cookie")) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal };
  if (req.method !== "GET" && req.method !== "HEAD" && req.rawBody) {
    init.body = new Uint8Array(req.rawBody);
  }
  return new Request(url, init);
}

/**
 * Pages carry the visitor's token and, when signed in, their data: never reuse them from a shared
 * cache (also not with the Back button after signing out).
 */
function pageCacheControl(req: FastifyRequest): string {
  return req.ctx.user || req.site.b2b ? "private, no-store" : "private, no-cache";
}

function setResponseHead(reply: FastifyReply, status: number, headers: Iterable<[string, string]>, defaultCacheControl: string): void {
  reply.code(status);
  let cacheControl = false;
  for (const [key, value] of headers) {
    if (key === "set-cookie") continue;
    cacheControl ||= key === "cache-control";
    reply.header(key, value);
  }
  if (!cacheControl) reply.header("cache-control", defaultCacheControl);
  reply.header("vary", "Cookie");
}

async function sendWebResponse(reply: FastifyReply, response: Response, defaultCacheControl: string): Promise<void> {
  setResponseHead(reply, response.status, response.headers, defaultCacheControl);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) {
    const existing = reply.getHeader("set-cookie");
    const prior = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
    reply.header("set-cookie", [...prior, ...cookies]);
  }
  if (!response.body) return reply.send();
  // A page is rendered whole before it is sent (no deferred data), so sending it in one piece
  // costs nothing in time to first byte and lets the compression run once rather than per chunk.
  if (response.headers.get("content-type")?.startsWith("text/html")) return reply.send(await response.text());
  // `as` needed: DOM and Node stream typings describe the same web ReadableStream differently.
  const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
  return reply.send(body);
}

/**
 * Serves the React Router app from Fastify: hashed assets with immutable caching, and every
 * other GET/HEAD/POST that no API route claimed goes to the router (SSR, loaders, actions).
 */
export async function registerPages(app: FastifyInstance, deps: AppDeps, opts: PagesOptions): Promise<void> {
  let handler: Handler;
  let shared: SharedDocuments | null = null;
  let vite: ViteDevServer | null = null;
  if (opts.mode === "development") {
    const { createServer } = await import("vite");
    vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    await app.register(import("@fastify/middie"));
    app.use(vite.middlewares);
    const devVite = vite;
    handler = async (request, context) => {
      const build = (await devVite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
      return createRequestHandler(build, "development")(request, context);
    };
    app.addHook("onClose", async () => devVite.close());
  } else {
    const serverEntry = path.join(opts.buildDir, "server", "index.js");
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    const rrHandler = createRequestHandler(build, "production");
    handler = (request, context) => rrHandler(request, context);
    if (deps.config.catalogueCacheMs > 0) shared = new SharedDocuments(build, deps.config.catalogueCacheMs);
    // One route per built file (wildcard off), so the page catch-all keeps every other path.
    await app.register(import("@fastify/static"), {
      root: path.join(opts.buildDir, "client"),
      prefix: "/",
      wildcard: false,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }

  /** A page every visitor without a session sees alike: from the shared copy, with this visitor's token and nonces. */
  const sharedPageHandler = async (req: FastifyRequest, reply: FastifyReply, documents: SharedDocuments) => {
    const origin = publicOrigin(req);
    const key = `${req.site.id} ${req.ctx.language} ${req.ctx.currency} ${origin} ${req.url}`;
    // Rendered without the visitor's cookies and not cancelled when this visitor leaves: others may wait for it.
    const render = () =>
      handler(toWebRequest(req, new AbortController().signal, false), { ...loadContextFor(deps, req, reply), ...documents.placeholders });
    const doc = await documents.get(key, req.ctx.now.getTime(), render);
    setResponseHead(reply, doc.status, doc.headers, pageCacheControl(req));
    const values = { csrfToken: req.csrfToken, nonce: reply.cspNonce?.script ?? "", styleNonce: reply.cspNonce?.style ?? "" };
    const gzip = acceptsGzip(req.headers["accept-encoding"]) ? documents.gzip(doc, values) : null;
    if (!gzip) return reply.send(documents.fill(doc, values));
    // Compressed once for everyone: the compression plugin leaves an encoded body alone.
    return reply.header("content-encoding", "gzip").header("vary", "Cookie, Accept-Encoding").send(gzip);
  };

  const pageHandler = async (req: FastifyRequest, reply: FastifyReply) => {
    if (shared?.eligible(req)) return sharedPageHandler(req, reply, shared);
    const controller = new AbortController();
    reply.raw.on("close", () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const response = await handler(toWebRequest(req, controller.signal), loadContextFor(deps, req, reply));
    return sendWebResponse(reply, response, pageCacheControl(req));
  };
  app.route({ method: ["GET", "HEAD", "POST"], url: "/*", handler: pageHandler });
  app.decorate("renderRefusedPage", async (req: FastifyRequest, reply: FastifyReply, path: string, refusal: PageRefusal) => {
    const headers = new Headers();
    for (const name of ["accept", "accept-language", "cookie", "user-agent"]) {
      const value = req.headers[name];
      if (typeof value === "string") headers.set(name, value);
    }
    const origin = publicOrigin(req);
    const context = { ...loadContextFor(deps, req, reply), refusal };
    let response = await handler(new Request(new URL(origin + path), { headers }), context);
    // The page may now redirect (the login page once signed in elsewhere): show where it leads.
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location?.startsWith("/")) {
      response = await handler(new Request(new URL(origin + location), { headers }), context);
    }
    if (response.status !== 200) return false;
    await sendWebResponse(reply, new Response(response.body, { status: refusal === "csrf" ? 403 : 400, headers: response.headers }), "private, no-store");
    return true;
  });
  // A script's sign-in gets JSON rather than the page (decision 0046).
  const signInHandler = (req: FastifyRequest, reply: FastifyReply) => (isScriptSignIn(req) ? signInForScript(deps, req, reply) : pageHandler(req, reply));
  // Sign-in and password-reset forms are page actions too, under the strictest rate limit.
  for (const site of Object.values(SITES)) {
    for (const inner of STRICT_PAGE_POSTS) {
      app.route({
        method: "POST",
        url: site.contextPath + inner,
        config: { rateLimit: deps.config.rateLimit.strict },
        handler: inner === "/login" ? signInHandler : pageHandler,
      });
    }
  }
}

const STRICT_PAGE_POSTS = ["/login", "/login/pw/request", "/login/pw/request/popup", "/login/pw/change"];
