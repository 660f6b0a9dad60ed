import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leagues, teams, users } from "../../server/db/schema/index.ts";
import { accountCopies } from "../support/checkout-fixtures.ts";
import { expectNoAxeViolations, openedDialog, useBrowserAndServer } from "./support/browser.ts";
import { screenshotsAtBothWidths } from "./support/screenshots.ts";
import { signedInWindow } from "./support/session.ts";

describe("the account area: overview, personal details, change of e-mail (browser)", () => {
  const { server, browser } = useBrowserAndServer();
  const db = () => server().database.db;

  it("changes the e-mail in the popup: a wrong password is refused under its field, the right one changes it", async () => {
    const [email] = await accountCopies(db(), "dealer@example.com", "e2e-account-mail-", 1);
    const page = await signedInWindow(browser(), server().baseUrl, email!, { path: "/partner/my-account" });
    await page.getByRole("heading", { level: 1, name: "My account" }).waitFor();
    expect(await page.getByTestId("account-email").textContent()).toBe(email);
    await expectNoAxeViolations(page, "account overview");
    await screenshotsAtBothWidths(page, "account-overview", { fullPage: true });

    await page.getByRole("link", { name: "Change e-mail" }).click();
    const dialog = await openedDialog(page, "Change e-mail");
    const submit = dialog.getByRole("button", { name: "Change e-mail" });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel("Password").fill("Wrong#2026");
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel("New e-mail address").fill("e2e-renamed@example.com");
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await dialog.getByText("The password is not correct.").waitFor();
    expect(await dialog.getByLabel("Password").getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page, "change e-mail popup");
    await screenshotsAtBothWidths(page, "account-change-email-popup");

    await dialog.getByLabel("Password").fill("Brim#2026");
    await submit.click();
    await dialog.getByText("Your e-mail address is now e2e-renamed@example.com.", { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await expect.poll(() => page.getByTestId("account-email").textContent()).toBe("e2e-renamed@example.com");
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, "e2e-renamed@example.com"));
    expect(row).toBeDefined();
  });

  it("edits the personal details with the phone mask, a region, a favourite league and team, and favourite teams", async () => {
    const [email] = await accountCopies(db(), "dealer@example.com", "e2e-account-profile-", 1);
    const page = await signedInWindow(browser(), server().baseUrl, email!, { path: "/partner/my-account/update-profile" });
    const main = page.getByRole("main");
    await main.getByRole("heading", { level: 1, name: "Personal details" }).waitFor();
    const save = main.getByRole("button", { name: "Save personal details" });
    // The seeded account has no region yet: a note says so (the field is not marked as wrong) and Save waits for it.
    expect(await save.isDisabled()).toBe(true);
    const note = main.getByRole("status").filter({ hasText: "To save your profile, complete: State / region." });
    await note.waitFor();
    expect(await main.getByLabel("State / region").getAttribute("aria-invalid")).toBeNull();
    await main.getByLabel("First name").fill("Rosa");
    await main.getByLabel("Phone").pressSequentially("3035550142");
    expect(await main.getByLabel("Phone").inputValue()).toBe("(303) 555-0142");
    await main.getByLabel("State / region").selectOption({ label: "Colorado" });
    await note.waitFor({ state: "detached" });
    await main.getByLabel("Favourite league").selectOption({ label: "Frontier Baseball League" });
    await expect.poll(() => main.getByLabel("Favourite team").locator("option").count()).toBe(9);
    await main.getByLabel("Favourite team").selectOption({ label: "Riverton Herons" });
    await main.getByLabel("Last name").fill("  ");
    await main.getByText("Please fill in this field.").waitFor();
    expect(await save.isDisabled()).toBe(true);
    await main.getByLabel("Last name").fill("Delgado");
    await expectNoAxeViolations(page, "personal details");
    await save.click();
    await main.getByText("Your personal details have been saved.").waitFor();
    const [stored] = await db()
      .select({ name: users.name, phone: users.phone, region: users.regionIso, team: teams.code, league: leagues.code })
      .from(users)
      .leftJoin(teams, eq(teams.id, users.favoriteTeamId))
      .leftJoin(leagues, eq(leagues.id, users.favoriteLeagueId))
      .where(eq(users.email, email!));
    expect(stored).toEqual({ name: "Rosa Delgado", phone: "3035550142", region: "US-CO", team: "RVH", league: "FBL" });
    await screenshotsAtBothWidths(page, "account-personal-details", { fullPage: true });

    await main.getByRole("link", { name: "My favourite teams" }).click();
    const dialog = await openedDialog(page, "My favourite teams");
    expect(await dialog.getByLabel("Riverton Herons").isChecked()).toBe(true);
    await dialog.getByLabel("Port Alder Tritons").check();
    await expectNoAxeViolations(page, "favourite teams dialog");
    await dialog.getByRole("button", { name: "Save favourite teams" }).click();
    await main.getByText("Your favourite teams have been saved.").waitFor();
  });
});
