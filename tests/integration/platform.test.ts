import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../server/db/schema/index.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

describe.each(DB_TARGETS)("sites, language and HTTP platform on %s", (target) => {
  const server = useTestServer(target);
  const client = () => new TestClient(server().baseUrl);

  it("renders each site's home page in its language and currency", async () => {
    const cases = [
      { ctx: "", email: null, lang: "en", price: /\$\d+\.\d\d/ },
      { ctx: "/partner", email: "dealer@example.com", lang: "en", price: /\$\d+\.\d\d/ },
      { ctx: "/jp/partner", email: "jp.dealer@example.com", lang: "ja", price: /[¥￥][\d,]+</ },
      { ctx: "/mx/partner", email: "mx.dealer@example.com", lang: "es", price: /\$\d[\d,]*\.\d\d/ },
    ];
    for (const c of cases) {
      const browser = client();
      if (c.email) await browser.signIn(c.ctx, c.email);
      const { res, html } = await browser.page(c.ctx || "/");
      expect(res.status, c.ctx).toBe(200);
      expect(html).toContain(`<html lang="${c.lang}"`);
      expect(html, c.ctx).toMatch(c.price);
      expect(html).toMatch(/<meta name="csrf-token" content="[\w-]{20,}"/);
      if (c.ctx) expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    }
  });

  it("shows yen as whole numbers", async () => {
    const browser = client();
    await browser.signIn("/jp/partner", "jp.dealer@example.com");
    const { html } = await browser.page("/jp/partner");
    const prices = html.match(/[¥￥][\d,.]+/g) ?? [];
    expect(prices.length).toBeGreaterThan(0);
    for (const p of prices) expect(p).not.toContain(".");
  });

  it("stores the language on the profile and renders in it", async () => {
    const browser = client();
    await browser.signIn("/partner", "salesrep@example.com");
    const res = await browser.postForm("/partner/my-account/update-profile/updateLanguage", { code: "es" }, { headers: { accept: "application/json" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: "es" });
    const [row] = await server().database.db.select({ language: users.language }).from(users).where(eq(users.email, "salesrep@example.com"));
    expect(row?.language).toBe("es");
    expect((await browser.page("/partner")).html).toContain('<html lang="es"');
    // A new sign-in elsewhere keeps the profile's language.
    const other = client();
    await other.signIn("/partner", "salesrep@example.com");
    expect((await other.page("/partner")).html).toContain('<html lang="es"');
  });

  it("refuses a language the site does not offer, with the error shape, changing nothing", async () => {
    const browser = client();
    await browser.signIn("/partner", "approver@example.com");
    const before = await databaseFingerprint(server().database.db);
    for (const code of ["ja", "fr", ""]) {
      const res = await browser.postJson("/partner/my-account/update-profile/updateLanguage", { code });
      expect(res.status, code).toBe(400);
      const body = (await res.json()) as { errorMessage: string; errors: { field: string; message: string }[] };
      expect(body.errorMessage).toEqual(expect.any(String));
      expect(body.errors[0]?.field).toBe("code");
    }
    expect(await databaseFingerprint(server().database.db)).toEqual(before);
  });

  it("lets a signed-out visitor choose the language of the sign-in page (cookie only)", async () => {
    const browser = client();
    await browser.page("/mx/partner/login");
    const before = await databaseFingerprint(server().database.db);
    const res = await browser.postForm("/mx/partner/my-account/update-profile/updateLanguage", { code: "en" }, { headers: { referer: `${server().baseUrl}/mx/partner/login` } });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/mx/partner/login");
    expect(browser.cookies.get("brim_lang")).toBe("en");
    expect((await browser.page("/mx/partner/login")).html).toContain('<html lang="en"');
    expect(await databaseFingerprint(server().database.db)).toEqual(before);
  });

  it("sends security headers with a script nonce the page uses", async () => {
    const res = await client().get("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const html = await res.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("answers health checks, unknown API calls with the JSON error shape, and documents the API", async () => {
    const health = await client().request("/healthz");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const missing = await client().request("/partner/nothing-here", { method: "DELETE", headers: { accept: "application/json" } });
    expect([401, 404]).toContain(missing.status);
    expect(await missing.json()).toEqual({ errorMessage: expect.any(String), errors: [] });
    const docs = await client().request("/api/docs/json");
    expect(docs.status).toBe(200);
    const openapi = (await docs.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(openapi.openapi).toMatch(/^3\./);
    expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining(["/partner/auth/status", "/jp/partner/my-account/update-profile/updateLanguage", "/logout"]));
  });

  it("serves product images drawn from the colours, and 404 for unknown ones", async () => {
    const { html } = await client().page("/");
    const src = /src="(\/media\/products\/[^"?]+)/.exec(html)?.[1];
    expect(src).toBeTruthy();
    const img = await client().request(src!);
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toContain("image/svg+xml");
    expect(await img.text()).toContain("<svg");
    expect((await client().request("/media/products/NOPE/XXX.svg")).status).toBe(404);
  });
});
