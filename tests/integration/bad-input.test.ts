import { describe, expect, it } from "vitest";
import { SITES, type SiteId } from "../../domain/sites.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint, jobsSettled } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";
import { operationsOf, requestsFor, type FuzzRequest, type OpenApiDocument } from "../support/openapi-fuzz.ts";

/** Trade users (and the consumer) signed in on each site, so handlers are reached, not only the sign-in gate. */
const USERS: [SiteId, string][] = [
  ["us", "dealer@example.com"],
  ["jp", "jp.dealer@example.com"],
  ["mx", "mx.dealer@example.com"],
  ["b2c", "shopper@example.com"],
];
/** The trade site's routes get the whole table per field; the other sites' (the same handlers) an unknown field holding NUL. */
const PER_FIELD_SITES = new Set<SiteId>(["us"]);
const CONCURRENCY = 4;
/** A request not answered by then is a failure of its own (a stuck connection), not a test timeout. */
const ANSWER_WITHIN_MS = 10_000;
/** Reading with a session moves its last-seen time (at most once a minute); nothing else may change. */
const MOVED_BY_READING = { sessions: ["last_seen_at"] };

function siteOf(path: string): SiteId {
  const sites = Object.values(SITES).sort((a, b) => b.contextPath.length - a.contextPath.length);
  return (sites.find((s) => s.contextPath && (path === s.contextPath || path.startsWith(`${s.contextPath}/`))) ?? SITES.b2c).id;
}

/** The page catch-all and the page actions answer HTML pages; every API route answers JSON. */
function isPageRoute(path: string): boolean {
  const inner = path.replace(/^\/(jp\/|mx\/)?partner(?=\/|$)/, "");
  return !/^\/(api|auth|cart|checkout|cms|search|tracking|inventory|price|backinstock|booking|my-account|giftcard|sales-rep|trade-show|QAS|logout|media)\b/.test(inner);
}

interface Answer {
  request: FuzzRequest;
  status: number;
  problem: string | null;
}

async function send(client: TestClient, request: FuzzRequest): Promise<Answer> {
  const headers: Record<string, string> = { accept: "application/json", CSRFToken: client.csrfToken };
  if (request.body !== undefined) headers["content-type"] = request.form ? "application/x-www-form-urlencoded" : "application/json";
  let res: Response;
  try {
    const body = request.body !== undefined ? { body: request.body } : {};
    res = await client.request(request.path, { method: request.method, headers, signal: AbortSignal.timeout(ANSWER_WITHIN_MS), ...body });
  } catch (error) {
    return { request, status: 0, problem: `no answer: ${String(error)}` };
  }
  const text = await res.text();
  const status = res.status;
  if (status >= 500) return { request, status, problem: text.slice(0, 200) };
  if (status < 400) return { request, status, problem: "accepted" };
  // The HTTP parser refuses an over-long URL (431) before the application sees it: no body to shape.
  if (status === 431) return { request, status, problem: null };
  if (request.method === "HEAD" || (isPageRoute(request.path) && !(res.headers.get("content-type") ?? "").includes("json"))) {
    return { request, status, problem: null };
  }
  try {
    const body = JSON.parse(text) as { errorMessage?: unknown; errors?: unknown };
    const shaped = typeof body.errorMessage === "string" && Array.isArray(body.errors);
    return { request, status, problem: shaped ? null : `not the error shape: ${text.slice(0, 120)}` };
  } catch {
    return { request, status, problem: `not JSON: ${text.slice(0, 120)}` };
  }
}

describe.each(DB_TARGETS)("hostile input on every route of the OpenAPI document on %s", (target) => {
  const server = useTestServer(target);

  it("answers 4xx in the error shape, never 5xx, and changes nothing", { timeout: 120_000 }, async () => {
    const clients = new Map<SiteId, TestClient>();
    for (const [site, email] of USERS) clients.set(site, await TestClient.signedIn(server().baseUrl, SITES[site].contextPath, email));
    const doc = (await (await fetch(`${server().baseUrl}/api/docs/json`)).json()) as OpenApiDocument;
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(250);
    const requests = operations.flatMap((op) => requestsFor(op, PER_FIELD_SITES.has(siteOf(op.template))));

    const db = server().database.db;
    // No list is opened beforehand: a refused call must not open the quick order or a cart either.
    await jobsSettled(server());
    const before = await databaseFingerprint(db, MOVED_BY_READING);
    const answers: Answer[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++]!;
        answers.push(await send(clients.get(siteOf(request.path))!, request));
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await jobsSettled(server());
    const after = await databaseFingerprint(db, MOVED_BY_READING);

    const failures = answers.filter((a) => a.problem !== null);
    const fiveXx = answers.filter((a) => a.status >= 500 || a.status === 0).length;
    console.warn(
      `bad-input fuzz on ${target}: ${answers.length} requests over ${operations.length} operations in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `${fiveXx} answered 5xx or not at all; ${failures.length} not refused in the error shape`,
    );
    const report = failures.slice(0, 30).map((f) => `${f.status} ${f.request.method} ${f.request.path.slice(0, 120)} [${f.request.label}] ${f.problem}`);
    expect(report).toEqual([]);
    expect(after).toEqual(before);
  });
});
