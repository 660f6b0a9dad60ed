import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordResetTokens, users } from "../../server/db/schema/index.ts";
import { randomToken, sha256 } from "../../server/modules/auth/tokens.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

describe.each(DB_TARGETS)("what a browser gets back on %s", (target) => {
  const server = useTestServer(target);
  const client = () => new TestClient(server().baseUrl);

  it("never lets caches keep signed-in or partner pages", async () => {
    const c = client();
    expect((await c.get("/partner/login")).headers.get("cache-control")).toBe("private, no-store");
    expect((await c.get("/")).headers.get("cache-control")).toBe("private, no-cache");
    await c.signIn("", "shopper@example.com");
    expect((await c.get("/")).headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers a form posted with a stale token with the page itself (403, fresh token, notice)", async () => {
    const tab1 = client();
    await tab1.page("/partner/login");
    const staleToken = tab1.csrfToken;
    // Another tab of the same browser signs in: the session (and its token) changes.
    const tab2 = new TestClient(server().baseUrl);
    for (const [k, v] of tab1.cookies) tab2.cookies.set(k, v);
    await tab2.signIn("/partner", "dealer@example.com");
    for (const [k, v] of tab2.cookies) tab1.cookies.set(k, v);
    tab1.csrfToken = staleToken;

    const before = await databaseFingerprint(server().database.db);
    const res = await tab1.postForm(
      "/partner/my-account/update-profile/updateLanguage",
      { code: "es" },
      { headers: { referer: `${server().baseUrl}/partner/support` } },
    );
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain("Your session changed in another window or has expired. Please try again.");
    expect(html).toContain("Partner support");
    const fresh = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(staleToken);
    expect(await databaseFingerprint(server().database.db)).toEqual(before);

    // The login form from before signing in leads to where the login page now leads: home.
    const login = await tab1.postForm("/partner/login", { username: "dealer@example.com", password: "Brim#2026" });
    expect(login.status).toBe(403);
    expect(await login.text()).toContain("Welcome back");

    // With the fresh token the same form goes through.
    tab1.csrfToken = fresh!;
    const ok = await tab1.postForm("/partner/my-account/update-profile/updateLanguage", { code: "es" }, { headers: { accept: "application/json" } });
    expect(ok.status).toBe(200);
  });

  it("answers a page address or a form holding control characters with the page and a notice (400), not JSON, changing nothing", async () => {
    const c = client();
    await c.page("/login/register");
    const html = { accept: "text/html,application/xhtml+xml" };
    const before = await databaseFingerprint(server().database.db, { sessions: ["last_seen_at"] });
    const search = await c.request("/search?text=cap%09red", { headers: html });
    expect(search.status).toBe(400);
    expect(search.headers.get("content-type")).toContain("text/html");
    expect(await search.text()).toContain("characters we cannot accept");
    const form = await c.postForm("/login/register", { name: "Bell\u0007", email: "bell@example.com", password: "Brim#2026-long", confirmPassword: "Brim#2026-long" }, { headers: html });
    expect(form.status).toBe(400);
    expect(await form.text()).toContain("characters we cannot accept");
    // A script's request still gets the error shape naming the field.
    const api = await c.request("/search?text=cap%09red", { headers: { accept: "application/json" } });
    expect(api.status).toBe(400);
    expect(await databaseFingerprint(server().database.db, { sessions: ["last_seen_at"] })).toEqual(before);
  });

  it("restores the currency chosen earlier when the user signs in again", async () => {
    const first = client();
    await first.signIn("/mx/partner", "mx.dealer@example.com");
    expect((await first.postJson("/mx/partner/my-account/update-profile/updateCurrency", { code: "USD" })).status).toBe(200);
    const [row] = await server().database.db.select({ currency: users.currency }).from(users).where(eq(users.email, "mx.dealer@example.com"));
    expect(row?.currency).toBe("USD");
    const second = client();
    await second.signIn("/mx/partner", "mx.dealer@example.com");
    const { html } = await second.page("/mx/partner");
    expect(html).toMatch(/USD\s?\d/);
  });

  it("keeps the post-login target on the same site and points other-site accounts to theirs", async () => {
    const c = client();
    await c.page("/partner/login");
    const res = await c.postForm("/partner/login", { username: "dealer@example.com", password: "Brim#2026", redirect: "/jp/partner/my-account" });
    expect(res.headers.get("location")).toBe("/partner");
    const jp = client();
    await jp.page("/partner/login");
    const other = await jp.postForm("/partner/login", { username: "jp.dealer@example.com", password: "Brim#2026" });
    expect(other.status).toBe(401);
    const html = await other.text();
    expect(html).toContain("This account belongs to another Brim site.");
    expect(html).toContain('href="/jp/partner/login"');
  });

  it("confirms a consumer's sign-out on the home page", async () => {
    const c = client();
    await c.signIn("", "shopper@example.com");
    const out = await c.postForm("/logout", {});
    expect(out.headers.get("location")).toBe("/?signedOut=1");
    expect((await c.page("/?signedOut=1")).html).toContain("You have been signed out.");
  });

  it("asks for both password fields on the reset page, changing nothing", async () => {
    const token = randomToken(32);
    const [user] = await server().database.db.select({ id: users.id }).from(users).where(eq(users.email, "approver@example.com"));
    await server().database.db.insert(passwordResetTokens).values({ tokenHash: sha256(token), userId: user!.id, siteId: "us", expiresAt: new Date(Date.now() + 600_000) });
    const c = client();
    await c.page(`/partner/login/pw/change?token=${token}`);
    const before = await databaseFingerprint(server().database.db);
    const res = await c.postForm(`/partner/login/pw/change?token=${token}`, { token, pwd: "", checkPwd: "" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Enter the new password twice.");
    expect(await databaseFingerprint(server().database.db)).toEqual(before);
  });
});
