import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { mailOutbox } from "../../server/db/schema/index.ts";
import { databaseFingerprint, jobsSettled } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";
import { DB_TARGET } from "../support/databases.ts";
import { rawRequest } from "../support/raw-request.ts";

const XHR = { "X-Requested-With": "XMLHttpRequest" };

/** Links and origins from configuration only (decision 0031); the embedded database is enough here. */
describe("mailed links with PUBLIC_URL and ALLOWED_HOSTS", () => {
  const server = useTestServer(DB_TARGET, { PUBLIC_URL: "https://shop.brim.example/", ALLOWED_HOSTS: "127.0.0.1, shop.brim.example" });
  const db = () => server().database.db;
  const resetLinks = async (email: string) => {
    await vi.waitFor(async () => expect((await db().select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.toAddress, email))).length).toBeGreaterThan(0), { timeout: 15_000, interval: 200 });
    const mails = await db().select({ textBody: mailOutbox.textBody }).from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    return mails.map((m) => /(\S+)\/partner\/login\/pw\/change\?token=/.exec(m.textBody)?.[1]);
  };

  it("mails the reset link on PUBLIC_URL whatever Host or X-Forwarded-Host the request names", async () => {
    const c = new TestClient(server().baseUrl);
    await c.page("/partner/login");
    const forwarded = await c.postForm("/partner/login/pw/request/popup", { email: "dealer@example.com" }, { headers: { ...XHR, "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "http" } });
    expect(forwarded.status).toBe(200);
    const allowedHost = await rawRequest(c, "/partner/login/pw/request/popup", { form: { email: "corporate@example.com" }, headers: { ...XHR, host: "shop.brim.example", "x-forwarded-host": "evil.example" } });
    expect(allowedHost.status).toBe(200);
    expect(await resetLinks("dealer@example.com")).toEqual(["https://shop.brim.example"]);
    expect(await resetLinks("corporate@example.com")).toEqual(["https://shop.brim.example"]);
  });

  it("answers a request for a host not in ALLOWED_HOSTS with 400 in the error shape, changing nothing", async () => {
    const c = new TestClient(server().baseUrl);
    await c.page("/partner/login");
    // The previous test's reset mail may still be on its way out.
    await jobsSettled(server());
    const before = await databaseFingerprint(db());
    for (const host of ["attacker.example", "shop.brim.example.evil.example", "evil.example:80"]) {
      const page = await rawRequest(c, "/partner/login", { headers: { host } });
      expect(page.status, host).toBe(400);
      expect(JSON.parse(page.body)).toEqual({ errorMessage: "This storefront does not answer for this host name.", errors: [{ field: "host", message: "Unknown host" }] });
      const reset = await rawRequest(c, "/partner/login/pw/request/popup", { form: { email: "franchise@example.com" }, headers: { ...XHR, host } });
      expect(reset.status, host).toBe(400);
    }
    expect(await databaseFingerprint(db())).toEqual(before);
    // Names compare without case and on any port; the health check answers whatever the Host.
    expect((await rawRequest(c, "/partner/login", { headers: { host: "SHOP.Brim.Example:8443" } })).status).toBe(200);
    expect((await rawRequest(c, "/healthz", { headers: { host: "10.0.0.7:3000" } })).status).toBe(200);
  });
});

describe("mailed links without PUBLIC_URL", () => {
  const server = useTestServer(DB_TARGET);

  it("point at the configured interface and port (HOST=127.0.0.1 here, localhost for all interfaces), not at the Host header", async () => {
    const c = new TestClient(server().baseUrl);
    await c.page("/partner/login");
    const res = await rawRequest(c, "/partner/login/pw/request/popup", { form: { email: "dealer@example.com" }, headers: { ...XHR, host: "attacker.example" } });
    expect(res.status).toBe(200);
    const db = server().database.db;
    await vi.waitFor(async () => expect((await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.toAddress, "dealer@example.com"))).length).toBe(1), { timeout: 15_000, interval: 200 });
    const [mail] = await db.select({ textBody: mailOutbox.textBody }).from(mailOutbox).where(eq(mailOutbox.toAddress, "dealer@example.com"));
    expect(mail!.textBody).toContain(`${server().baseUrl}/partner/login/pw/change?token=`);
    expect(mail!.textBody).not.toContain("attacker.example");
  });
});

describe("configuration", () => {
  const base = { DATA_DIR: "/tmp/brim-config-test", DATABASE_URL: "postgres://db.internal:5432/brim" };

  it("refuses to start in production with an external database and no PUBLIC_URL, saying what to set", () => {
    for (const env of [base, { ...base, NODE_ENV: "production" }]) {
      expect(() => loadConfig(env)).toThrow(/PUBLIC_URL is required in production with an external DATABASE_URL[\s\S]*PUBLIC_URL=https:\/\//);
    }
  });

  it("starts with PUBLIC_URL, outside production, or on the embedded database, and links to the right origin", () => {
    expect(loadConfig({ ...base, PUBLIC_URL: "https://shop.example.com/store/" }).publicUrl).toBe("https://shop.example.com");
    expect(loadConfig({ ...base, NODE_ENV: "development" }).publicUrl).toBe("http://localhost:3000");
    expect(loadConfig({ DATA_DIR: "/tmp/brim-config-test", PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ DATA_DIR: "/tmp/brim-config-test", PORT: "8080", HOST: "127.0.0.1" }).publicUrl).toBe("http://127.0.0.1:8080");
    expect(() => loadConfig({ ...base, PUBLIC_URL: "javascript:alert(1)" })).toThrow(/PUBLIC_URL/);
  });

  it("takes ALLOWED_HOSTS and TRUSTED_PROXIES as lists and refuses what is not an address or range", () => {
    const config = loadConfig({ DATA_DIR: "/tmp/brim-config-test", ALLOWED_HOSTS: " Shop.Example.com ,localhost:3000", TRUSTED_PROXIES: "10.0.0.0/8, ::1,192.168.1.7" });
    expect(config.allowedHosts).toEqual(["shop.example.com", "localhost:3000"]);
    expect(config.trustedProxies).toEqual(["10.0.0.0/8", "::1", "192.168.1.7"]);
    expect(loadConfig({ DATA_DIR: "/tmp/brim-config-test" }).trustedProxies).toEqual([]);
    for (const bad of ["10.0.0.0/33", "example.com", "10.0.0.1/8/1", "*"]) {
      expect(() => loadConfig({ DATA_DIR: "/tmp/brim-config-test", TRUSTED_PROXIES: bad }), bad).toThrow(/TRUSTED_PROXIES/);
    }
  });
});
