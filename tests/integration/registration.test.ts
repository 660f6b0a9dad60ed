import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userSites, users } from "../../server/db/schema/index.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const form = (overrides: Record<string, string> = {}) => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  confirmEmail: "ADA@example.com ",
  pwd: "Analytical#1843",
  checkPwd: "Analytical#1843",
  termsAccepted: "true",
  ...overrides,
});

describe.each(DB_TARGETS)("consumer registration on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;

  async function onRegisterPage(): Promise<TestClient> {
    const client = new TestClient(server().baseUrl);
    const { res, html } = await client.page("/login/register");
    expect(res.status).toBe(200);
    expect(html).toContain('id="registerForm"');
    return client;
  }

  it("refuses bad input, a taken e-mail, a missing token and partner sites, changing nothing", async () => {
    const client = await onRegisterPage();
    const before = await databaseFingerprint(db());

    const mismatch = await client.postForm("/login/register", form({ confirmEmail: "ada@example.org" }));
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("The e-mail addresses do not match.");

    const weak = await client.postForm("/login/register", form({ pwd: "abc", checkPwd: "abc", termsAccepted: "" }));
    expect(weak.status).toBe(400);
    const weakHtml = await weak.text();
    expect(weakHtml).toContain("The password does not meet the requirements.");
    expect(weakHtml).toContain("Please accept the terms of use.");

    const taken = await client.postForm("/login/register", form({ email: "Shopper@Example.com", confirmEmail: "shopper@example.com" }));
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain("An account with this e-mail address already exists.");

    expect((await client.postForm("/login/register", form(), { csrf: false })).status).toBe(403);

    const partner = new TestClient(server().baseUrl);
    expect((await partner.page("/partner/login/register")).res.status).toBe(404);
    await partner.page("/partner/login");
    expect((await partner.postForm("/partner/login/register", form())).status).toBe(404);

    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it("opens a consumer account on the consumer site, signs the visitor in, and the password works later", async () => {
    const client = await onRegisterPage();
    const res = await client.postForm("/login/register", form());
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/my-account");
    expect((await client.request("/auth/status")).status).toBe(200);

    const [user] = await db()
      .select({ id: users.id, email: users.email, name: users.name, kind: users.kind, unitId: users.unitId, termsVersion: users.termsVersion, hash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.email}) = 'ada@example.com'`);
    expect(user).toMatchObject({ email: "ada@example.com", name: "Ada Lovelace", kind: "consumer", unitId: null, termsVersion: 1 });
    expect(user!.hash).toMatch(/^\$argon2id\$/);
    const sites = await db().select({ siteId: userSites.siteId }).from(userSites).where(eq(userSites.userId, user!.id));
    expect(sites).toEqual([{ siteId: "b2c" }]);

    const later = new TestClient(server().baseUrl);
    expect((await later.signIn("", "ada@example.com", "Analytical#1843")).status).toBe(302);
    expect((await later.request("/auth/status")).status).toBe(200);
  });
});
