import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../../server/db/embedded.ts";
import { users } from "../../server/db/schema/index.ts";
import { clonePostgresDatabase, BOTH_DB_TARGETS } from "../support/databases.ts";
import { TestClient } from "../support/http-client.ts";
import { loadPgliteSnapshot } from "../support/pglite-snapshot.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

function startProcess(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/serve-process.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: "2",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "brim-proc-")),
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      RATE_LIMIT_PER_MINUTE: "100000",
      RATE_LIMIT_STRICT_PER_MINUTE: "100000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on("line", (line) => {
      const match = /^LISTENING (\S+)/.exec(line);
      if (match) resolve({ child, url: match[1]! });
    });
    child.once("exit", (code) => reject(new Error(`server process exited with ${code}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

describe.each(BOTH_DB_TARGETS)("two server processes on one %s database", (target) => {
  let embedded: EmbeddedPostgres | null = null;
  let drop: (() => Promise<void>) | null = null;
  let database: Database;
  const processes: { child: ChildProcess; url: string }[] = [];

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
    processes.push(await startProcess(url));
    processes.push(await startProcess(url));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => stop(p.child)));
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
