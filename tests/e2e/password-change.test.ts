import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { passwordResetTokens, users } from "../../server/db/schema/index.ts";
import { randomToken, sha256 } from "../../server/modules/auth/tokens.ts";
import { expectNoAxeViolations, useBrowserAndServer, waitForHydration } from "./support/browser.ts";

describe("choosing a new password (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  it("shows the strength meter while typing and sets the password", async () => {
    const token = randomToken(32);
    const [user] = await server().database.db.select({ id: users.id }).from(users).where(eq(users.email, "buyer@example.com"));
    await server().database.db.insert(passwordResetTokens).values({
      tokenHash: sha256(token),
      userId: user!.id,
      siteId: "us",
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    for (const width of [375, 1280]) {
      const context = await browser().newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${server().baseUrl}/partner/login/pw/change?token=${token}`);
      await waitForHydration(page);
      expect(await page.getByText("Minimum length is 6 characters").isVisible()).toBe(true);
      const field = page.getByLabel("New password", { exact: true });
      const meter = page.locator("#password-strength");
      await field.fill("abc");
      await expect.poll(() => meter.getAttribute("data-verdict")).toBe("tooShort");
      expect(await meter.textContent()).toContain("Password strength: Too Short!");
      await field.fill("Abcdef12");
      await expect.poll(() => meter.getAttribute("data-verdict")).toBe("medium");
      await field.fill("Brim#2026Caps!");
      await expect.poll(() => meter.textContent()).toContain("Very Strong");
      await expectNoAxeViolations(page, `new password ${width}px`);
      await context.close();
    }
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server().baseUrl}/partner/login/pw/change?token=${token}`);
    await waitForHydration(page);
    await page.getByLabel("New password", { exact: true }).fill("Brim#2027Caps!");
    await page.getByLabel("Confirm new password").fill("Brim#2027Capz!");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("The passwords do not match.");
    await page.getByLabel("New password", { exact: true }).fill("Brim#2027Caps!");
    await page.getByLabel("Confirm new password").fill("Brim#2027Caps!");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toBe("Your password has been changed. You can now sign in.");
    await context.close();
  });
});
