import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { screenshotsAtBothWidths } from "./support/screenshots.ts";
import { signedInWindow } from "./support/session.ts";

describe("the agent panel (browser, issue 16, decision 0063)", () => {
  const { server, browser } = useBrowserAndServer();

  const agentSessions = async () =>
    (
      await server().database.db.execute<{ customer: string }>(sql`
        select u.email as customer from sessions s join users u on u.id = s.user_id
        join users a on a.id = s.agent_user_id where a.email = 'agent@example.com' and s.revoked_at is null`)
    ).rows.map((r) => r.customer);

  it("an agent starts a session for a dealer, sees the countdown, resets it and ends the session", async () => {
    const page = await signedInWindow(browser(), server().baseUrl, "agent@example.com");
    const panel = page.getByRole("region", { name: "Assisted service" });
    const start = panel.getByRole("button", { name: "Start session" });
    expect(await start.isDisabled()).toBe(true);
    // A cart id that is not 8 digits keeps Start disabled and says why.
    await panel.getByRole("combobox", { name: /Customer/ }).fill("dealer@example.com");
    const cartId = panel.getByRole("textbox", { name: /Cart ID/ });
    await cartId.fill("1234");
    await panel.getByText("Enter a cart id of 8 digits, or leave it empty").waitFor();
    expect(await start.isDisabled()).toBe(true);
    await cartId.fill("");
    await expectNoAxeViolations(page, "agent panel");
    await start.click();

    await panel.getByText("Acting for Megan Alvarez (dealer@example.com)").waitFor();
    await waitForHydration(page);
    await panel.getByRole("timer").filter({ hasText: "Session ends in 2:00:00" }).or(panel.getByRole("timer").filter({ hasText: "1:59:" })).first().waitFor();
    expect(await agentSessions()).toEqual(["dealer@example.com"]);
    // The pages are the dealer's: their name in the header.
    await page.getByRole("banner").getByText("Hi, Megan Alvarez").waitFor();
    await panel.getByRole("button", { name: "Reset timer" }).click();
    await screenshotsAtBothWidths(page, "agent-panel-acting");
    await expectNoAxeViolations(page, "agent panel acting for a dealer");

    await panel.getByRole("button", { name: "End session" }).click();
    await panel.getByRole("button", { name: "Start session" }).waitFor();
    expect(await agentSessions()).toEqual([]);
    await page.getByRole("banner").getByText("Hi, Jordan Whitaker").waitFor();
  });

  it("an agent signs in from any page with ?asm=true and comes back to it with the panel", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server().baseUrl}/all-headwear?asm=true`);
    await waitForHydration(page);
    const panel = page.getByRole("region", { name: "Assisted service" });
    const signIn = panel.getByRole("button", { name: "Sign in as agent" });
    await panel.getByRole("textbox", { name: "Agent e-mail" }).fill("agent@example.com");
    expect(await signIn.isDisabled()).toBe(true);
    await panel.getByLabel("Password").fill("Brim#2026");
    await expectNoAxeViolations(page, "agent sign-in panel");
    await signIn.click();
    await page.waitForURL(`${server().baseUrl}/all-headwear`);
    await panel.getByText("Agent: Jordan Whitaker").waitFor();
    await panel.getByRole("button", { name: "Start session" }).waitFor();
    await context.close();
  });

  it("a sales rep cannot act for a customer outside their tree, and the panel says so", async () => {
    const page = await signedInWindow(browser(), server().baseUrl, "salesrep@example.com");
    const panel = page.getByRole("region", { name: "Assisted service" });
    await panel.getByRole("combobox", { name: /Customer/ }).fill("shopper@example.com");
    await panel.getByRole("button", { name: "Start session" }).click();
    await panel.getByRole("alert").filter({ hasText: "Customer ID not found" }).waitFor();
    expect(await panel.getByText(/Acting for/).count()).toBe(0);
  });
});
