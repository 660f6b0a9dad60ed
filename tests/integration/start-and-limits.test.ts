import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { startServer } from "../../server/main.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";
import { startTestServer } from "../support/test-server.ts";

describe.each(DB_TARGETS)("strict rate limit on sign-in on %s", (target) => {
  const server = useTestServer(target, { RATE_LIMIT_STRICT_PER_MINUTE: "3" });

  it("answers 429 in the error shape once a client address exceeds the sign-in limit, changing nothing", async () => {
    const c = new TestClient(server().baseUrl);
    await c.page("/partner/login");
    for (let i = 0; i < 3; i++) {
      expect((await c.postForm("/partner/login", { username: "x@example.com", password: "nope" })).status).toBe(401);
    }
    const before = await databaseFingerprint(server().database.db);
    const limited = await c.postForm("/partner/login", { username: "dealer@example.com", password: "Brim#2026" }, { headers: { accept: "application/json" } });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ errorMessage: expect.stringContaining("Too many requests"), errors: [] });
    expect(await databaseFingerprint(server().database.db)).toEqual(before);
    // Other pages are not under the strict limit.
    expect((await c.get("/partner/login")).status).toBe(200);
  });
});

describe("production behind HTTPS", () => {
  it("sends HSTS and marks the session cookie Secure", async () => {
    const server = await startTestServer("pglite", { NODE_ENV: "production", PUBLIC_URL: "https://brim.example" });
    try {
      const res = await fetch(`${server.baseUrl}/partner/login`);
      expect(res.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
      const c = new TestClient(server.baseUrl);
      await c.page("/partner/login");
      const signIn = await c.postForm("/partner/login", { username: "dealer@example.com", password: "Brim#2026" });
      expect(signIn.headers.getSetCookie().find((l) => l.startsWith("brim_us="))).toMatch(/; Secure/);
    } finally {
      await server.close();
    }
  });
});

describe("npm start on the embedded database", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "brim-restart-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", SEED_PRODUCTS: "20" });

  it("seeds an empty data folder on first start and reuses it on the next", async () => {
    const first = await startServer(config, { quiet: true });
    const res = await fetch(`${first.url}/healthz`);
    expect(res.status).toBe(200);
    const c = new TestClient(first.url);
    await c.signIn("", "shopper@example.com");
    await c.postJson("/my-account/update-profile/updateLanguage", { code: "es" });
    await first.close();

    const second = await startServer(config, { quiet: true });
    try {
      // Read the data through the running server's own database (the folder is locked to it).
      const again = new TestClient(second.url);
      await again.signIn("", "shopper@example.com");
      expect((await again.page("/")).html).toContain('<html lang="es"');
    } finally {
      await second.close();
    }
  }, 120_000);
});
