import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITES } from "../../domain/sites.ts";
import { PROVIDERS_PATH_PREFIX } from "../../server/http/request-context.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Pages whose actions the catch-all route serves. */
const PAGE_PATHS = ["", "/login", "/login/pw/request", "/login/pw/request/popup", "/login/pw/change", "/my-account", "/support"];

function siteOf(url: string) {
  const sites = Object.values(SITES).sort((a, b) => b.contextPath.length - a.contextPath.length);
  return sites.find((s) => s.contextPath && (url === s.contextPath || url.startsWith(s.contextPath + "/"))) ?? SITES.b2c;
}

describe.each(DB_TARGETS)("CSRF protection on %s", (target) => {
  let server: TestServer;
  const signedIn = new Map<string, TestClient>();
  beforeAll(async () => {
    server = await startTestServer(target);
    for (const [siteId, email] of [
      ["us", "dealer@example.com"],
      ["jp", "jp.dealer@example.com"],
      ["mx", "mx.dealer@example.com"],
      ["b2c", "shopper@example.com"],
    ] as const) {
      const c = new TestClient(server.baseUrl);
      await c.signIn(SITES[siteId].contextPath, email);
      signedIn.set(siteId, c);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Every state-changing route the server registered, with path parameters filled in. */
  function stateChangingRequests(): { method: string; url: string }[] {
    const out: { method: string; url: string }[] = [];
    for (const route of server.app.registeredRoutes) {
      if (!UNSAFE.has(route.method)) continue;
      // The local payment providers stand for third parties: no storefront session or token.
      if (route.url.startsWith(PROVIDERS_PATH_PREFIX)) continue;
      if (route.url === "/*") {
        for (const site of Object.values(SITES)) {
          for (const page of PAGE_PATHS) out.push({ method: route.method, url: site.contextPath + page || "/" });
        }
        continue;
      }
      out.push({ method: route.method, url: route.url.replace(/:\w+/g, "1").replace(/\*$/, "x") });
    }
    return out;
  }

  it("registers state-changing routes for every site (the enumeration is not empty)", () => {
    const urls = stateChangingRequests().map((r) => r.url);
    expect(urls).toContain("/partner/logout");
    expect(urls).toContain("/mx/partner/my-account/update-profile/updateLanguage");
    expect(urls).toContain("/jp/partner/login");
    expect(urls.length).toBeGreaterThan(20);
  });

  it("refuses every state-changing request without a token or with a wrong one, and changes nothing", async () => {
    const before = await databaseFingerprint(server.database.db);
    for (const { method, url } of stateChangingRequests()) {
      const client = signedIn.get(siteOf(url).id)!;
      for (const token of [null, "forged-token"]) {
        const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", accept: "application/json" };
        const body = new URLSearchParams({ code: "en", username: "dealer@example.com", password: "Brim#2026", email: "dealer@example.com" });
        if (token) body.set("CSRFToken", token);
        const res = await client.request(url, { method, body, headers });
        expect(res.status, `${method} ${url} token=${token}`).toBe(403);
        expect(await res.json()).toEqual({ errorMessage: expect.any(String), errors: [] });
      }
    }
    const jsonRes = await signedIn.get("us")!.postJson("/partner/my-account/update-profile/updateLanguage", { code: "es" }, { csrf: false });
    expect(jsonRes.status).toBe(403);
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });

  it("refuses a sign-in without the pre-session token, and accepts one with it", async () => {
    const c = new TestClient(server.baseUrl);
    await c.page("/partner/login");
    const before = await databaseFingerprint(server.database.db);
    const refused = await c.postForm("/partner/login", { username: "dealer@example.com", password: "Brim#2026" }, { csrf: false });
    expect(refused.status).toBe(403);
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
    // A token from another visitor's page does not work either.
    const other = new TestClient(server.baseUrl);
    await other.page("/partner/login");
    c.csrfToken = other.csrfToken;
    expect((await c.postForm("/partner/login", { username: "dealer@example.com", password: "Brim#2026" })).status).toBe(403);
    await c.page("/partner/login");
    expect((await c.postForm("/partner/login", { username: "dealer@example.com", password: "Brim#2026" })).status).toBe(302);
  });

  it("accepts the token as a header for JSON", async () => {
    const c = signedIn.get("mx")!;
    const res = await c.postJson("/mx/partner/my-account/update-profile/updateLanguage", { code: "es" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: "es" });
  });
});
