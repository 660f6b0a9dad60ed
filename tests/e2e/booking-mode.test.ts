import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, openedDialog, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { signedInWindow } from "./support/session.ts";

describe("booking mode switch across tabs (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  const modeSelect = (page: Page) => page.getByRole("banner").getByRole("combobox", { name: "Booking mode" });

  it("a dealer switches to PREBOOKING in one tab; the other tab is blocked until Proceed reloads it", async () => {
    const first = await signedInWindow(browser(), server().baseUrl, "dealer@example.com");
    const context = first.context();

    const second = await context.newPage();
    await second.goto(`${server().baseUrl}/partner/search?text=cap`);
    await waitForHydration(second);
    expect(await modeSelect(second).inputValue()).toBe("STOCK");
    await expectNoAxeViolations(second, "header with the booking-mode switch");

    await modeSelect(first).selectOption("PREBOOKING");
    const reloaded = first.waitForEvent("load");
    await first.getByRole("banner").getByRole("button", { name: "Switch" }).click();
    await reloaded;
    await waitForHydration(first);
    expect(await modeSelect(first).inputValue()).toBe("PREBOOKING");
    expect(await first.getByRole("dialog").count()).toBe(0);

    const dialog = await openedDialog(second, "Booking mode changed");
    expect(await dialog.textContent()).toContain("switched to Prebooking in another window");
    expect(await dialog.getByRole("button").allTextContents()).toEqual(["Proceed"]);
    await expectNoAxeViolations(second, "booking mode changed dialog");
    // Blocking: Escape does not close it.
    await second.keyboard.press("Escape");
    expect(await dialog.isVisible()).toBe(true);

    const proceeded = second.waitForEvent("load");
    await dialog.getByRole("button", { name: "Proceed" }).click();
    await proceeded;
    await waitForHydration(second);
    expect(second.url()).toBe(`${server().baseUrl}/partner/search?text=cap`);
    expect(await modeSelect(second).inputValue()).toBe("PREBOOKING");
    expect(await second.getByRole("dialog").count()).toBe(0);
    await context.close();
  });
});
