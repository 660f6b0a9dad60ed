import { existsSync, readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { mailOutbox, passwordResetTokens, sessions, users } from "../../server/db/schema/index.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const XHR = { "X-Requested-With": "XMLHttpRequest" };

describe.each(DB_TARGETS)("forgotten password on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;

  async function mailsTo(email: string) {
    return db()
      .select({ id: mailOutbox.id, textBody: mailOutbox.textBody, sentAt: mailOutbox.sentAt, filePath: mailOutbox.filePath, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email));
  }

  it("answers the popup's ajax post with an HTML fragment and mails a working reset link", async () => {
    const c = new TestClient(server().baseUrl);
    await c.page("/partner/login");
    const res = await c.postForm("/partner/login/pw/request/popup", { email: "Dealer@Example.com " }, { headers: XHR });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const fragment = await res.text();
    expect(fragment).not.toContain("<html");
    expect(fragment).toContain('data-forgot-state="sent"');

    // The mail job delivers it: outbox row marked sent, .eml file under DATA_DIR/mail.
    await vi.waitFor(async () => expect((await mailsTo("dealer@example.com"))[0]?.sentAt).toBeInstanceOf(Date), { timeout: 15_000, interval: 200 });
    const [mail] = await mailsTo("dealer@example.com");
    expect(mail!.subject).toBe("Reset your Brim password");
    expect(mail!.filePath && existsSync(mail!.filePath)).toBe(true);
    expect(readFileSync(mail!.filePath!, "utf8")).toMatch(/^Subject: Reset your Brim password$/m);
    const link = /http:\/\/\S+\/partner\/login\/pw\/change\?token=(\S+)/.exec(mail!.textBody);
    expect(link).not.toBeNull();
    const token = link![1]!;

    // A second browser signed in before the reset loses its session afterwards.
    const other = new TestClient(server().baseUrl);
    await other.signIn("/partner", "dealer@example.com");
    const [before] = await db().select({ hash: users.passwordHash }).from(users).where(eq(users.email, "dealer@example.com"));

    const page = await c.page(`/partner/login/pw/change?token=${token}`);
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('name="pwd"');
    const mismatch = await c.postForm(`/partner/login/pw/change?token=${token}`, { token, pwd: "NewCaps#2027", checkPwd: "Other#2027" });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("The passwords do not match.");
    const weak = await c.postForm(`/partner/login/pw/change?token=${token}`, { token, pwd: "abc", checkPwd: "abc" });
    expect(weak.status).toBe(400);
    const [unchanged] = await db().select({ hash: users.passwordHash }).from(users).where(eq(users.email, "dealer@example.com"));
    expect(unchanged!.hash).toBe(before!.hash);

    const done = await c.postForm(`/partner/login/pw/change?token=${token}`, { token, pwd: "NewCaps#2027", checkPwd: "NewCaps#2027" });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Your password has been changed.");
    const [after] = await db().select({ hash: users.passwordHash, id: users.id }).from(users).where(eq(users.email, "dealer@example.com"));
    expect(after!.hash).not.toBe(before!.hash);
    const live = await db().select({ n: sql<number>`count(*)` }).from(sessions).where(sql`${sessions.userId} = ${after!.id} and ${sessions.revokedAt} is null`);
    expect(live[0]!.n).toBe(0);
    expect((await other.get("/partner/auth/status")).status).toBe(401);
    const [used] = await db().select({ usedAt: passwordResetTokens.usedAt }).from(passwordResetTokens).where(eq(passwordResetTokens.userId, after!.id));
    expect(used!.usedAt).toBeInstanceOf(Date);

    // The token works once; the new password signs in.
    const again = await c.postForm(`/partner/login/pw/change?token=${token}`, { token, pwd: "Another#2028", checkPwd: "Another#2028" });
    expect(await again.text()).toContain("This reset link is invalid or has expired.");
    const fresh = new TestClient(server().baseUrl);
    expect((await fresh.signIn("/partner", "dealer@example.com", "NewCaps#2027")).status).toBe(302);
  });

  it("gives the same answer for an unknown address and sends nothing", async () => {
    const c = new TestClient(server().baseUrl);
    await c.page("/partner/login");
    const before = await db().select({ n: sql<number>`count(*)` }).from(mailOutbox);
    const res = await c.postForm("/partner/login/pw/request/popup", { email: "nobody@example.com" }, { headers: XHR });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("If an account exists for nobody@example.com");
    const after = await db().select({ n: sql<number>`count(*)` }).from(mailOutbox);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("returns the form with its error for an invalid address, changing nothing", async () => {
    const c = new TestClient(server().baseUrl);
    await c.page("/partner/login");
    const before = await databaseFingerprint(db());
    const res = await c.postForm("/partner/login/pw/request/popup", { email: "not-an-email" }, { headers: XHR });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('data-forgot-state="error"');
    expect(html).toContain("Enter a valid e-mail address.");
    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it("renders the full page without JavaScript and shows the invalid-link message for a bad token", async () => {
    const c = new TestClient(server().baseUrl);
    const page = await c.page("/jp/partner/login/pw/request");
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('<html lang="ja"');
    const posted = await c.postForm("/jp/partner/login/pw/request", { email: "nobody@example.com" });
    expect(posted.status).toBe(200);
    const html = await posted.text();
    expect(html).toContain('<html lang="ja"');
    expect(html).toContain('data-forgot-state="sent"');
    const change = await c.page("/partner/login/pw/change?token=nope");
    expect(change.html).toContain("This reset link is invalid or has expired.");
  });

  it("limits reset mails per address", async () => {
    const c = new TestClient(server().baseUrl);
    await c.page("/partner/login");
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await c.postForm("/partner/login/pw/request/popup", { email: "buyer@example.com" }, { headers: XHR })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await mailsTo("buyer@example.com")).toHaveLength(3);
  });
});
