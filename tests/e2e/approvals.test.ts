import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, orders, stockLevels } from "../../server/db/schema/index.ts";
import { emptyCartsOf } from "../support/cart-fixtures.ts";
import { putLine, seedMaterials, sessionCart } from "../support/cart-money-fixtures.ts";
import { placeOrder, readyForCheckout, storeDefaultShipDates } from "../support/checkout-fixtures.ts";
import { TestClient } from "../support/http-client.ts";
import { expectNoAxeViolations, openedDialog, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { screenshotsAtBothWidths } from "./support/screenshots.ts";

/**
 * Order approval (issue 14, decision 0052) as the approver lives it: the buyer's order waits, the
 * approver opens the link of the mail, signs in, rejects it with a reason in the comment modal
 * and sees it rejected.
 */
describe("order approval (browser)", () => {
  const { server, browser } = useBrowserAndServer();
  const db = () => server().database.db;
  const base = () => server().baseUrl;

  /** The buyer places an order through the API (checkout steps stored as the page stores them). */
  async function buyerOrder(): Promise<string> {
    const buyer = "buyer@example.com";
    await emptyCartsOf(db(), buyer);
    const [material] = await seedMaterials(db(), "USD", { priced: true, count: 1 });
    await db().update(stockLevels).set({ quantity: 100, forceInStock: false }).where(eq(stockLevels.variantId, material!.variantIds[0]!));
    const client = await TestClient.signedIn(base(), "/partner", buyer);
    const cart = await sessionCart(db(), client, "us");
    await putLine(db(), cart.id, { material: material!, quantity: 2 });
    await readyForCheckout(db(), cart.id, { purchaseNumber: "E2EAPR1" });
    expect((await client.postJson("/partner/checkout/simple/cost-centre/set", { costCentreCode: "CC-410" })).status).toBe(200);
    await storeDefaultShipDates(client);
    const res = await placeOrder(client);
    const placed = (await res.json()) as { orderCode: string; status: string; errorMessage?: string; errors?: unknown };
    expect(placed.status, JSON.stringify(placed)).toBe("PENDING_APPROVAL");
    return placed.orderCode;
  }

  it("the approver opens the mail's link, signs in, rejects with a reason (Cancel first sends nothing) and sees the order rejected", async () => {
    const code = await buyerOrder();
    const [mail] = await db()
      .select({ body: mailOutbox.textBody })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, "approver@example.com"), eq(mailOutbox.template, "approval-request"), sql`${mailOutbox.textBody} like ${"%" + code + "%"}`))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const link = /Approve or reject it here: (\S+)/.exec(mail?.body ?? "")?.[1] ?? "";
    expect(new URL(link).pathname).toBe(`/partner/my-account/order/${code}`);

    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base()}${new URL(link).pathname}`);
    const main = page.getByRole("main");
    await main.getByLabel("E-mail address").fill("approver@example.com");
    await main.getByLabel("Password", { exact: true }).fill("Brim#2026");
    await main.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${base()}/partner/my-account/order/${code}`);
    await waitForHydration(page);
    const decision = main.getByRole("region", { name: "Your decision" });
    await decision.waitFor();
    await expectNoAxeViolations(page, "order waiting for approval");
    await screenshotsAtBothWidths(page, "approval-order");

    // Cancel closes the modal and sends nothing.
    await decision.getByRole("button", { name: "Reject" }).click();
    let dialog = await openedDialog(page, `Reject order ${code}`);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(page.url()).toBe(`${base()}/partner/my-account/order/${code}`);
    // The focus goes back to the button that opened it, after Cancel as after Escape.
    const reject = decision.getByRole("button", { name: "Reject" });
    await expect.poll(() => reject.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    dialog = await openedDialog(page, `Reject order ${code}`);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => reject.evaluate((el) => el === document.activeElement)).toBe(true);
    // Opened by its link (the history's and the mail's `openRejectPopup`), it also hands the focus to Reject.
    await page.goto(`${base()}/partner/my-account/order/${code}?openRejectPopup=true`);
    dialog = await openedDialog(page, `Reject order ${code}`);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => reject.evaluate((el) => el === document.activeElement)).toBe(true);

    await decision.getByRole("button", { name: "Reject" }).click();
    dialog = await openedDialog(page, `Reject order ${code}`);
    const send = dialog.getByRole("button", { name: "Reject order" });
    const reason = dialog.getByRole("textbox", { name: "Reason for rejecting" });
    expect(await reason.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await send.isDisabled()).toBe(true);
    await reason.fill("   ");
    expect(await send.isDisabled()).toBe(true);
    await reason.fill("Over the quarter's budget");
    expect(await dialog.getByText("25 of 500 characters").isVisible()).toBe(true);
    expect(await send.isDisabled()).toBe(false);
    await expectNoAxeViolations(page, "reject modal");
    await screenshotsAtBothWidths(page, "approval-reject-modal", { fullPage: false, show: dialog });

    await send.click();
    await page.waitForURL(`${base()}/partner/my-account/order/${code}?decision=rejected`);
    await waitForHydration(page);
    expect(await main.getByRole("status").filter({ hasText: `Order ${code} is rejected.` }).isVisible()).toBe(true);
    // The status history ends with the decision (the heading's badge says it too).
    expect(await main.getByRole("region", { name: "Status history" }).getByRole("listitem").last().getByText("Rejected", { exact: true }).isVisible()).toBe(true);
    expect(await main.getByRole("region", { name: "Your decision" }).count()).toBe(0);
    await expectNoAxeViolations(page, "order rejected");
    const [order] = await db().select({ status: orders.status, comment: orders.approvalComment }).from(orders).where(eq(orders.code, code));
    expect(order).toEqual({ status: "REJECTED", comment: "Over the quarter's budget" });
    await context.close();
  });
});
