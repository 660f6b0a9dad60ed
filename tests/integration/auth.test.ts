import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../server/db/demo-accounts.ts";
import { loginThrottle, sessions, users } from "../../server/db/schema/index.ts";
import { sha256 } from "../../server/modules/auth/tokens.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const CONTEXT_OF: Record<string, string> = { "/partner": "/partner", "/jp/partner": "/jp/partner", "/mx/partner": "/mx/partner", "/": "", all: "/partner" };

describe.each(DB_TARGETS)("sign-in and sessions on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  const client = () => new TestClient(server().baseUrl);
  const liveSessions = async (email: string) => {
    const rows = await db()
      .select({ idHash: sessions.idHash })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(sql`${users.email} = ${email} and ${sessions.revokedAt} is null`);
    return rows.map((r) => r.idHash);
  };

  it("signs in every seeded account on its site and shows the name on the home page", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const c = client();
      const ctx = CONTEXT_OF[account.sites] ?? "/partner";
      const res = await c.signIn(ctx, account.email);
      expect(res.status, account.email).toBe(302);
      const [user] = await db().select({ name: users.name }).from(users).where(eq(users.email, account.email));
      const { html } = await c.page(ctx || "/");
      expect(html).toContain(user!.name);
      const status = await c.get(`${ctx}/auth/status`);
      expect(await status.text()).toBe("authenticated");
    }
  });

  it("answers 401 to the status check without a session and requires sign-in on partner pages", async () => {
    const c = client();
    expect((await c.get("/partner/auth/status")).status).toBe(401);
    const page = await c.get("/partner/my-account");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/partner/login?redirect=%2Fpartner%2Fmy-account");
    const api = await c.request("/partner/my-account/anything", { headers: { accept: "application/json" } });
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ errorMessage: expect.any(String), errors: [] });
    // The consumer site is open.
    expect((await c.get("/")).status).toBe(200);
    // Public partner pages.
    expect((await c.get("/partner/login")).status).toBe(200);
    expect((await c.get("/partner/support")).status).toBe(200);
    expect((await c.get("/partner/login/pw/request")).status).toBe(200);
  });

  it("gives the same answer for an unknown e-mail and a wrong password, and creates no session", async () => {
    const a = client();
    await a.page("/partner/login");
    const before = await db().select({ n: sql<number>`count(*)` }).from(sessions);
    const wrong = await a.postForm("/partner/login", { username: "dealer@example.com", password: "not-it" });
    const unknown = await a.postForm("/partner/login", { username: "nobody@example.com", password: "not-it" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const message = (html: string) => /role="alert"[^>]*>([^<]*)</.exec(html)?.[1];
    const [wrongHtml, unknownHtml] = [await wrong.text(), await unknown.text()];
    expect(message(wrongHtml)).toBe("The e-mail address or password is incorrect.");
    expect(message(unknownHtml)).toBe(message(wrongHtml));
    const after = await db().select({ n: sql<number>`count(*)` }).from(sessions);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(a.cookies.has("brim_us")).toBe(false);
  });

  it("makes an (e-mail, address) pair wait after repeated failures, even with the right password", async () => {
    const c = client();
    await c.page("/partner/login");
    const email = "franchise@example.com";
    const sessionsBefore = await liveSessions(email);
    for (let i = 0; i < server().config.login.maxFailures; i++) {
      expect((await c.postForm("/partner/login", { username: email, password: `wrong-${i}` })).status).toBe(401);
    }
    const blocked = await c.postForm("/partner/login", { username: email, password: "Brim#2026" });
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain("Too many failed attempts");
    const [row] = await db().select().from(loginThrottle).where(eq(loginThrottle.key, `login:pair:${email}|127.0.0.1`));
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    expect(await liveSessions(email)).toEqual(sessionsBefore);
  });

  it("refuses an account on a site it does not belong to", async () => {
    const c = client();
    await c.page("/partner/login");
    const sessionsBefore = await liveSessions("shopper@example.com");
    const res = await c.postForm("/partner/login", { username: "shopper@example.com", password: "Brim#2026" });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain("This account belongs to another Brim site.");
    expect(await liveSessions("shopper@example.com")).toEqual(sessionsBefore);
  });

  it("rotates the session id at sign-in and revokes it at sign-out", async () => {
    const c = client();
    await c.signIn("/partner", "corporate@example.com");
    const first = c.cookies.get("brim_us")!;
    // Signing in again (same browser) replaces the session.
    await c.page("/partner/login");
    await c.postForm("/partner/login", { username: "corporate@example.com", password: "Brim#2026" });
    const second = c.cookies.get("brim_us")!;
    expect(second).not.toBe(first);
    const [old] = await db().select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.idHash, sha256(first)));
    expect(old?.revokedAt).toBeInstanceOf(Date);
    const stale = new TestClient(server().baseUrl);
    stale.cookies.set("brim_us", first);
    expect((await stale.get("/partner/auth/status")).status).toBe(401);

    await c.page("/partner");
    const out = await c.postForm("/partner/logout", {});
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/partner/login?signedOut=1");
    expect(c.cookies.has("brim_us")).toBe(false);
    const [ended] = await db().select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.idHash, sha256(second)));
    expect(ended?.revokedAt).toBeInstanceOf(Date);
    stale.cookies.set("brim_us", second);
    expect((await stale.get("/partner/auth/status")).status).toBe(401);
  });

  it("ends sessions on the server after the idle and the absolute timeout", async () => {
    const idle = client();
    await idle.signIn("/partner", "buyer@example.com");
    const idleHash = sha256(idle.cookies.get("brim_us")!);
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - server().config.session.idleMs - 1000) })
      .where(eq(sessions.idHash, idleHash));
    expect((await idle.get("/partner/auth/status")).status).toBe(401);

    const absolute = client();
    await absolute.signIn("/partner", "approver@example.com");
    const absHash = sha256(absolute.cookies.get("brim_us")!);
    await db().update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.idHash, absHash));
    expect((await absolute.get("/partner/auth/status")).status).toBe(401);
    const rows = await db().select({ revokedAt: sessions.revokedAt }).from(sessions).where(sql`${sessions.idHash} in (${idleHash}, ${absHash})`);
    expect(rows.every((r) => r.revokedAt instanceof Date)).toBe(true);
  });

  it("sets the session cookie HttpOnly and SameSite=Lax", async () => {
    const c = client();
    await c.page("/partner/login");
    const res = await c.postForm("/partner/login", { username: "promo@example.com", password: "Brim#2026" });
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith("brim_us="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  describe("terms of use at sign-in (decision 0046)", () => {
    const email = "salesrep@example.com";
    const accepted = async () => {
      const [row] = await db().select({ version: users.termsVersion, at: users.termsAcceptedAt }).from(users).where(eq(users.email, email));
      return row!;
    };

    it("does not ask a user who accepted the terms in force; asks one who never did, changing nothing until they tick it", async () => {
      const c = client();
      // Nobody is asked up front: the box appears only once the server asks for it.
      expect((await c.page("/partner/login")).html).not.toContain('name="termsAccepted"');
      await db().update(users).set({ termsVersion: null, termsAcceptedAt: null }).where(eq(users.email, email));
      const before = await databaseFingerprint(db());
      const refused = await c.postForm("/partner/login", { username: email, password: "Brim#2026" });
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expect(html).toContain("Before your first sign-in, please read and accept the terms of use, then enter your password again.");
      expect(html).toContain('name="termsAccepted"');
      expect(c.cookies.has("brim_us")).toBe(false);
      expect(await databaseFingerprint(db())).toEqual(before);

      const signedIn = await c.postForm("/partner/login", { username: email, password: "Brim#2026", termsAsked: "1", termsAccepted: "true" });
      expect(signedIn.status).toBe(302);
      expect(c.cookies.has("brim_us")).toBe(true);
      const row = await accepted();
      expect(row.version).toBe(server().config.terms.version);
      expect(Math.abs(Date.now() - row.at!.getTime())).toBeLessThan(60_000);
    });

    it("asks a user who accepted older terms again, saying they changed, and keeps the ticked box after a wrong password", async () => {
      await db().update(users).set({ termsVersion: server().config.terms.version - 1 }).where(eq(users.email, email));
      const c = client();
      await c.page("/partner/login");
      const refused = await c.postForm("/partner/login", { username: email, password: "Brim#2026" });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("Our terms of use have changed.");

      const wrong = await c.postForm("/partner/login", { username: email, password: "not-it", termsAsked: "1", termsAccepted: "true" });
      expect(wrong.status).toBe(401);
      expect(/<input[^>]*name="termsAccepted"[^>]*>/.exec(await wrong.text())?.[0]).toContain("checked");
      expect((await accepted()).version).toBe(server().config.terms.version - 1);

      expect((await c.postForm("/partner/login", { username: email, password: "Brim#2026", termsAsked: "1", termsAccepted: "true" })).status).toBe(302);
      expect((await accepted()).version).toBe(server().config.terms.version);
      // Signed in with the terms in force: next time the user is not asked.
      const again = client();
      expect((await again.postSignIn("/partner", email)).status).toBe(302);
    });

    it("answers a script's sign-in in JSON: the error shape naming termsAccepted, then signed in once it is ticked", async () => {
      await db().update(users).set({ termsVersion: null, termsAcceptedAt: null }).where(eq(users.email, email));
      const c = client();
      await c.page("/partner/login");
      const asScript = { headers: { accept: "application/json" } };
      const before = await databaseFingerprint(db());
      const refused = await c.postForm("/partner/login", { username: email, password: "Brim#2026" }, asScript);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        errorMessage: expect.stringContaining("accept the terms of use"),
        errors: [{ field: "termsAccepted", message: expect.stringContaining("terms of use"), code: "terms-required" }],
      });
      expect(c.cookies.has("brim_us")).toBe(false);
      expect(await databaseFingerprint(db())).toEqual(before);

      const wrong = await c.postForm("/partner/login", { username: email, password: "not-it", termsAccepted: "true" }, asScript);
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({ errorMessage: "The e-mail address or password is incorrect.", errors: [] });

      const ok = await c.postForm("/partner/login", { username: email, password: "Brim#2026", termsAccepted: "true", redirect: "/partner/my-account" }, asScript);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ signedIn: true, redirectUrl: "/partner/my-account" });
      expect(await (await c.get("/partner/auth/status")).text()).toBe("authenticated");
      expect((await accepted()).version).toBe(server().config.terms.version);
    });
  });
});
