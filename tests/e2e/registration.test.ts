import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { expectNoAxeViolations, openedDialog, useBrowserAndServer, waitForHydration } from "./support/browser.ts";

/** Records data-layer pushes in session storage so they survive the form's navigation. */
const RECORD_DATA_LAYER = `
  window.dataLayer = window.dataLayer || [];
  const original = window.dataLayer.push.bind(window.dataLayer);
  window.dataLayer.push = (...entries) => {
    const kept = JSON.parse(sessionStorage.getItem("dl") || "[]");
    for (const e of entries) kept.push({ ...JSON.parse(JSON.stringify(e)), at: Date.now() });
    sessionStorage.setItem("dl", JSON.stringify(kept));
    return original(...entries);
  };
`;

describe("consumer registration (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  it("on a phone: the e-mails must match, the terms are accepted, the tracked submit mails a link, and the link opens the account", async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
    await context.addInitScript(RECORD_DATA_LAYER);
    const page = await context.newPage();
    await page.goto(`${server().baseUrl}/login`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "New here? Create an account" }).click();
    await page.waitForURL(`${server().baseUrl}/login/register`);
    await waitForHydration(page);
    await expectNoAxeViolations(page, "registration page");

    const main = page.getByRole("main");
    await main.getByLabel("Full name").fill("Grace Hopper");
    await main.getByLabel("E-mail address", { exact: true }).fill("grace@example.com");
    await main.getByLabel("Confirm e-mail address").fill("grace@example.org");
    const submit = main.getByRole("button", { name: "Create account" });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    expect(await main.getByText("The e-mail addresses do not match.").isVisible()).toBe(true);
    await expectNoAxeViolations(page, "registration page with an e-mail mismatch");
    await main.getByLabel("Confirm e-mail address").fill("Grace@example.com");
    await expect.poll(() => submit.isDisabled()).toBe(false);

    await main.getByLabel("Password", { exact: true }).fill("Compiler#1952");
    await main.getByLabel("Confirm password").fill("Compiler#1952");
    await main.getByRole("checkbox", { name: "I have read and accept the terms of use" }).click({ force: true });
    const dialog = await openedDialog(page, "Terms of use");
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByRole("button", { name: "Accept and complete" }).click();
    await expect.poll(() => main.getByRole("checkbox", { name: "I have read and accept the terms of use" }).isChecked()).toBe(true);

    let postedAt = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/login/register")) postedAt = Date.now();
    });
    await submit.click();
    await page.getByRole("status").getByText("Check your inbox").waitFor();
    expect(await page.getByRole("status").textContent()).toContain("We have sent a message to grace@example.com.");
    const events = await page.evaluate(() => JSON.parse(sessionStorage.getItem("dl") || "[]") as { event?: string; form_id?: string; at: number }[]);
    const submitted = events.filter((e) => e.event === "form_submit");
    expect(submitted).toHaveLength(1);
    expect(submitted[0]!.form_id).toBe("registerForm");
    // No tag manager answers here: the form is held and sent by the 200 ms fallback.
    expect(postedAt - submitted[0]!.at).toBeGreaterThanOrEqual(150);

    const none = await server().database.db.execute<{ kind: string }>(sql`select kind from users where email = 'grace@example.com'`);
    expect(none.rows).toEqual([]);

    // The e-mailed link opens the account with one click, and signs Grace in.
    const mail = await server().database.db.execute<{ text_body: string }>(sql`select text_body from mail_outbox where to_address = 'grace@example.com' and template = 'registration-confirm'`);
    const link = /(http:\/\/\S+\/login\/register\/confirm\?token=\S+)/.exec(mail.rows[0]?.text_body ?? "")?.[1];
    expect(link).toBeDefined();
    await page.goto(link!);
    await waitForHydration(page);
    await expectNoAxeViolations(page, "registration confirmation page");
    await page.getByRole("main").getByRole("button", { name: "Open my account" }).click();
    await page.waitForURL(`${server().baseUrl}/my-account`);
    const created = await server().database.db.execute<{ kind: string }>(sql`select kind from users where email = 'grace@example.com'`);
    expect(created.rows).toEqual([{ kind: "consumer" }]);
    await context.close();
  });
});
