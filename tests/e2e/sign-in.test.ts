import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../server/db/schema/index.ts";
import { expectNoAxeViolations, useBrowserAndServer, openedDialog, waitForHydration } from "./support/browser.ts";
import { screenshotsAtBothWidths } from "./support/screenshots.ts";

describe("signing in, terms, forgotten password (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  async function newPage(width = 1280) {
    const context = await browser().newContext({ viewport: { width, height: 900 } });
    return context.newPage();
  }

  it("signs a dealer in on /partner and shows the account name in the header", async () => {
    const page = await newPage();
    await page.goto(`${server().baseUrl}/partner`);
    await expect.poll(() => page.url()).toContain("/partner/login");
    await waitForHydration(page);
    await expectNoAxeViolations(page, "partner login");

    await page.getByLabel("E-mail address").fill("dealer@example.com");
    await page.getByLabel("Password", { exact: true }).fill("wrong password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("The e-mail address or password is incorrect.");
    await waitForHydration(page);

    await page.getByLabel("Password", { exact: true }).fill("Brim#2026");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server().baseUrl}/partner`);
    const [dealer] = await server().database.db.select({ name: users.name }).from(users).where(eq(users.email, "dealer@example.com"));
    await expect.poll(() => page.getByRole("banner").textContent()).toContain(dealer!.name);
    await waitForHydration(page);
    await expectNoAxeViolations(page, "partner home");
    await page.context().close();
  });

  it("keeps what a fast typist entered before the page's script had loaded, and signs them in", async () => {
    const page = await newPage(375);
    // A slow connection: the scripts arrive only once the visitor has typed.
    let scriptsArrive: () => void = () => undefined;
    const typed = new Promise<void>((resolve) => (scriptsArrive = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto(`${server().baseUrl}/partner/login`, { waitUntil: "domcontentloaded" });
    const email = page.getByLabel("E-mail address");
    const password = page.getByLabel("Password", { exact: true });
    await email.fill("dealer@example.com");
    await password.fill("Brim#2026");
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    scriptsArrive();
    await waitForHydration(page);
    expect(await email.inputValue()).toBe("dealer@example.com");
    expect(await password.inputValue()).toBe("Brim#2026");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server().baseUrl}/partner`);
    await page.context().close();
  });

  it("takes a new user through the multi-step terms before the checkbox is ticked", async () => {
    // A user who has not accepted the current terms yet.
    await server().database.db.update(users).set({ termsVersion: null, termsAcceptedAt: null }).where(eq(users.email, "promo@example.com"));
    const page = await newPage(1280);
    await page.goto(`${server().baseUrl}/partner/login`);
    await waitForHydration(page);
    await page.getByLabel("E-mail address").fill("promo@example.com");
    await page.getByLabel("Password", { exact: true }).fill("Brim#2026");
    // Only a user the server asks sees the checkbox (decision 0046).
    const checkbox = page.getByRole("checkbox", { name: "I have read and accept the terms of use" });
    expect(await checkbox.count()).toBe(0);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("Before your first sign-in, please read and accept the terms of use, then enter your password again.");
    await waitForHydration(page);
    expect(await page.getByLabel("E-mail address").inputValue()).toBe("promo@example.com");
    await screenshotsAtBothWidths(page, "sign-in-terms-required");

    await checkbox.click({ force: true });
    const dialog = await openedDialog(page, "Terms of use");
    await expectNoAxeViolations(page, "terms modal");
    const prev = dialog.getByRole("button", { name: "Previous" });
    const next = dialog.getByRole("button", { name: "Next" });
    expect(await prev.isDisabled()).toBe(true);
    for (let step = 1; step <= 2; step++) {
      const text = dialog.getByTestId("terms-text");
      // On a wide screen "Next" waits until the text (longer than its box) is scrolled to the end.
      expect(await text.evaluate((el) => el.scrollHeight > el.clientHeight + 2)).toBe(true);
      expect(await next.isDisabled()).toBe(true);
      await text.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await expect.poll(() => next.isDisabled()).toBe(false);
      await next.click();
      await expect.poll(() => dialog.textContent()).toContain(`Step ${step + 1} of 3`);
    }
    expect(await prev.isDisabled()).toBe(false);
    const complete = dialog.getByRole("button", { name: "Accept and complete" });
    await dialog.getByTestId("terms-text").evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(() => complete.isDisabled()).toBe(false);
    await complete.click();
    await expect.poll(() => checkbox.isChecked()).toBe(true);
    // Read-only once accepted: clicking again leaves it ticked.
    await checkbox.click({ force: true });
    expect(await checkbox.isChecked()).toBe(true);

    await page.getByLabel("Password", { exact: true }).fill("Brim#2026");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server().baseUrl}/partner`);
    const [promo] = await server().database.db.select({ termsVersion: users.termsVersion }).from(users).where(eq(users.email, "promo@example.com"));
    expect(promo!.termsVersion).toBe(1);
    await page.context().close();
  });

  it("sends a reset link from the forgotten-password popup", async () => {
    const page = await newPage(1280);
    await page.goto(`${server().baseUrl}/partner/login`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Forgotten your password?" }).click();
    const dialog = await openedDialog(page, "Reset your password");
    await dialog.getByRole("button", { name: "Send reset link" }).click();
    await expect.poll(() => dialog.getByRole("alert").textContent()).toBe("Enter a valid e-mail address.");
    await dialog.getByLabel("E-mail address").fill("corporate@example.com");
    await dialog.getByRole("button", { name: "Send reset link" }).click();
    await expect.poll(() => dialog.getByRole("status").textContent()).toContain("If an account exists for corporate@example.com");
    await expectNoAxeViolations(page, "forgotten password popup");
    await page.context().close();
  });

  it("goes to the login page when the status check answers 401", async () => {
    const page = await newPage(1280);
    await page.goto(`${server().baseUrl}/mx/partner/login`);
    await waitForHydration(page);
    await page.getByLabel("Correo electrónico").fill("mx.dealer@example.com");
    await page.getByLabel("Contraseña", { exact: true }).fill("Brim#2026");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await page.waitForURL(`${server().baseUrl}/mx/partner`);
    await waitForHydration(page);
    // The session is revoked on the server (another tab signed out, an administrator, a timeout).
    await server().database.db.execute(sql`update ${sessions} set revoked_at = now() where revoked_at is null and user_id = (select id from users where email = 'mx.dealer@example.com')`);
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await page.waitForURL(/\/mx\/partner\/login\?redirect=%2Fmx%2Fpartner/);
    await page.context().close();
  });
});
