import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, pendingRegistrations, userSites, users } from "../../server/db/schema/index.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint, jobsSettled } from "../support/db-snapshot.ts";
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

  it("refuses bad input, a missing token and partner sites, changing nothing", async () => {
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

    // Posted as a document: the page again with a notice; a script's post gets the error shape.
    const nul = await client.postForm("/login/register", form({ name: "Ada\u0000" }));
    expect(nul.status).toBe(400);
    expect(await nul.text()).toContain("characters we cannot accept");
    const nulScript = await client.postForm("/login/register", form({ name: "Ada\u0000" }), { headers: { accept: "application/json" } });
    expect(nulScript.status).toBe(400);
    expect(await nulScript.json()).toMatchObject({ errors: [{ field: "name" }] });

    expect((await client.postForm("/login/register", form(), { csrf: false })).status).toBe(403);

    const partner = new TestClient(server().baseUrl);
    expect((await partner.page("/partner/login/register")).res.status).toBe(404);
    await partner.page("/partner/login");
    expect((await partner.postForm("/partner/login/register", form())).status).toBe(404);

    expect(await databaseFingerprint(db())).toEqual(before);
  });

  /** The part of the answer a visitor reads, with the address they typed taken out. */
  const statusText = (html: string, email: string) => /<div role="status">([\s\S]*?)<\/div>/.exec(html)?.[1]?.replace(email, "{email}");

  it("answers a new and a taken e-mail alike; the new one gets a link, the owner a notice; no account until the link is followed", async () => {
    const client = await onRegisterPage();
    const fresh = await client.postForm("/login/register", form());
    const taken = await client.postForm("/login/register", form({ email: "Shopper@Example.com", confirmEmail: "shopper@example.com" }));
    expect([fresh.status, taken.status]).toEqual([200, 200]);
    const [freshHtml, takenHtml] = [await fresh.text(), await taken.text()];
    expect(statusText(freshHtml, "ada@example.com")).toContain("Check your inbox");
    expect(statusText(takenHtml, "Shopper@Example.com")).toEqual(statusText(freshHtml, "ada@example.com"));
    expect(takenHtml).not.toContain("already exists");
    expect((await client.request("/auth/status")).status).toBe(401);

    expect(await db().select({ id: users.id }).from(users).where(sql`lower(${users.email}) = 'ada@example.com'`)).toEqual([]);
    expect(await db().select({ email: pendingRegistrations.email, siteId: pendingRegistrations.siteId }).from(pendingRegistrations)).toEqual([{ email: "ada@example.com", siteId: "b2c" }]);
    const mails = await db().select({ template: mailOutbox.template, to: mailOutbox.toAddress, text: mailOutbox.textBody }).from(mailOutbox).where(sql`${mailOutbox.template} like 'registration-%'`);
    expect(mails.map((m) => [m.template, m.to]).sort()).toEqual([["registration-confirm", "ada@example.com"], ["registration-exists", "shopper@example.com"]]);
    const notice = mails.find((m) => m.template === "registration-exists")!.text;
    expect(notice).toMatch(/sign in here: http:\/\/127\.0\.0\.1:\d+\/login\n/);
    const link = /(http:\/\/\S+\/login\/register\/confirm\?token=\S+)/.exec(mails.find((m) => m.template === "registration-confirm")!.text)?.[1];
    expect(link).toBeDefined();
    const path = new URL(link!).pathname + new URL(link!).search;

    // Following the link shows a button; the button opens the account and signs in.
    const owner = new TestClient(server().baseUrl);
    const { html } = await owner.page(path);
    expect(html).toContain("Open my account");
    const opened = await owner.postForm(path, { token: new URL(link!).searchParams.get("token")! });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/my-account");
    expect((await owner.request("/auth/status")).status).toBe(200);
    const [user] = await db()
      .select({ id: users.id, email: users.email, name: users.name, kind: users.kind, unitId: users.unitId, termsVersion: users.termsVersion, hash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.email}) = 'ada@example.com'`);
    expect(user).toMatchObject({ email: "ada@example.com", name: "Ada Lovelace", kind: "consumer", unitId: null, termsVersion: 1 });
    expect(user!.hash).toMatch(/^\$argon2id\$/);
    expect(await db().select({ siteId: userSites.siteId }).from(userSites).where(eq(userSites.userId, user!.id))).toEqual([{ siteId: "b2c" }]);

    // The link works once.
    const again = new TestClient(server().baseUrl);
    expect((await again.page(path)).html).toContain("This link is no longer valid");
    // The welcome mail's delivery job marks its outbox row; it is not the refused post's doing.
    await jobsSettled(server());
    const before = await databaseFingerprint(db());
    expect((await again.postForm(path, { token: new URL(link!).searchParams.get("token")! })).status).toBe(400);
    expect(await databaseFingerprint(db())).toEqual(before);

    const later = new TestClient(server().baseUrl);
    expect((await later.signIn("", "ada@example.com", "Analytical#1843")).status).toBe(302);
    expect((await later.request("/auth/status")).status).toBe(200);
  });
});
