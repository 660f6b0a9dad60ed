import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../../server/db/embedded.ts";
import { users } from "../../server/db/schema/index.ts";
import { startChildServer, stopChildServer, type ChildServer } from "../support/child-server.ts";
import { clonePostgresDatabase, BOTH_DB_TARGETS } from "../support/databases.ts";
import { TestClient } from "../support/http-client.ts";
import { loadPgliteSnapshot } from "../support/pglite-snapshot.ts";

describe.each(BOTH_DB_TARGETS)("two server processes on one %s database", (target) => {
  let embedded: EmbeddedPostgres | null = null;
  let drop: (() => Promise<void>) | null = null;
  let database: Database;
  const processes: ChildServer[] = [];

  beforeAll(async () => {
    let url: string;
    if (target === "pglite") {
      embedded = await startEmbeddedPostgres({ dataDir: null, maxConnections: 8, loadDataDir: loadPgliteSnapshot(inject("pgliteSnapshot")) });
      url = embedded.url;
      database = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 1 });
    } else {
      const clone = await clonePostgresDatabase();
      url = clone.url;
      drop = clone.drop;
      database = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 1 });
    }
    processes.push(await startChildServer(url, { DATABASE_POOL_SIZE: "2" }));
    processes.push(await startChildServer(url, { DATABASE_POOL_SIZE: "2" }));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => stopChildServer(p)));
    await database?.close();
    await embedded?.stop();
    await drop?.();
  });

  it("serves one user's session alternately from both processes", async () => {
    const [a, b] = processes.map((p) => p.url) as [string, string];
    const browser = new TestClient(a);
    /** One browser (cookies, token) sending this request to the given process. */
    const via = async <T,>(base: string, fn: (c: TestClient) => Promise<T>): Promise<T> => {
      const c = new TestClient(base);
      for (const [k, v] of browser.cookies) c.cookies.set(k, v);
      c.csrfToken = browser.csrfToken;
      const res = await fn(c);
      browser.cookies.clear();
      for (const [k, v] of c.cookies) browser.cookies.set(k, v);
      browser.csrfToken = c.csrfToken;
      return res;
    };

    // Login page (and its pre-session token) from A, the sign-in itself on B.
    await via(a, (c) => c.page("/partner/login").then((r) => r.res));
    const signIn = await via(b, (c) => c.postForm("/partner/login", { username: "dealer@example.com", password: "Brim#2026" }));
    expect(signIn.status).toBe(302);
    for (const base of [a, b, a, b]) {
      const res = await via(base, (c) => c.get("/partner/auth/status"));
      expect(await res.text()).toBe("authenticated");
    }
    // A change made through B is seen by A.
    await via(b, (c) => c.page("/partner").then((r) => r.res));
    const lang = await via(b, (c) => c.postJson("/partner/my-account/update-profile/updateLanguage", { code: "es" }));
    expect(lang.status).toBe(200);
    const [dealer] = await database.db.select({ language: users.language }).from(users).where(eq(users.email, "dealer@example.com"));
    expect(dealer?.language).toBe("es");
    const html = await via(a, (c) => c.page("/partner").then((r) => r.html));
    expect(html).toContain('<html lang="es"');
    // Sign-out on A ends the session on B too.
    await via(a, (c) => c.page("/partner").then((r) => r.res));
    const cookieBefore = browser.cookies.get("brim_us");
    await via(a, (c) => c.postForm("/partner/logout", {}));
    const stale = new TestClient(b);
    stale.cookies.set("brim_us", cookieBefore!);
    expect((await stale.get("/partner/auth/status")).status).toBe(401);
  });
});
