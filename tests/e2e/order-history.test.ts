import { randomUUID } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deliveryTargets } from "../../server/db/schema/index.ts";
import { seedOrder, someVariants, userIdOf } from "../support/history-fixtures.ts";
import { expectNoAxeViolations, useBrowserAndServer, waitForHydration } from "./support/browser.ts";
import { screenshotsAtBothWidths } from "./support/screenshots.ts";
import { signedInWindow } from "./support/session.ts";

const DEALER = "dealer@example.com";

describe("order history (browser)", () => {
  const { server, browser } = useBrowserAndServer();
  const db = () => server().database.db;

  it("a dealer finds an order by its purchase number, downloads it as Excel and PDF, and opens it", async () => {
    const tag = randomUUID().slice(0, 6).toUpperCase();
    const dealerId = await userIdOf(db(), DEALER);
    const unitId = (await db().execute<{ unit_id: number }>(sql`select unit_id from users where id = ${dealerId}`)).rows[0]!.unit_id;
    const [v1, v2, v3] = await someVariants(db());
    const [target] = await db().select({ code: deliveryTargets.code, year: deliveryTargets.year }).from(deliveryTargets).limit(1);
    const now = Date.now();
    const wanted = await seedOrder(db(), { userId: dealerId, unitId, status: "EXPORTED", purchaseNumber: `SPRING-${tag}`, quantity: 24, totalMinor: 43_200, placedAt: new Date(now - 86_400_000), variantIds: [v1!.id, v2!.id] });
    await seedOrder(db(), { userId: dealerId, unitId, status: "COMPLETED", purchaseNumber: `FALL-${tag}`, quantity: 6, totalMinor: 9_000, placedAt: new Date(now - 3 * 86_400_000), variantIds: [v3!.id] });
    await seedOrder(db(), {
      userId: dealerId,
      unitId,
      mode: "PREBOOKING",
      status: "PLACED",
      purchaseNumber: `SEASON-${tag}`,
      quantity: 36,
      totalMinor: 64_800,
      placedAt: new Date(now - 2 * 86_400_000),
      subOrders: [
        { status: "PLACED", quantity: 24, variantIds: [v1!.id], deliveryTargetCode: target!.code, deliveryYear: target!.year },
        { status: "PLACED", quantity: 12, variantIds: [v2!.id], deliveryTargetCode: target!.code, deliveryYear: target!.year },
      ],
    });

    const page = await signedInWindow(browser(), server().baseUrl, DEALER, { path: "/partner/my-account/orders?activeTab=all" });
    const main = page.getByRole("main");
    await main.getByRole("heading", { level: 1, name: "Order history" }).waitFor();
    await screenshotsAtBothWidths(page, "order-history");
    await expectNoAxeViolations(page, "order history");

    await main.getByRole("searchbox", { name: "Order number, purchase number, material ID or UPC" }).fill(`spring-${tag.toLowerCase()}`);
    await main.getByRole("button", { name: "Show orders" }).click();
    await page.waitForURL(/searchCode=spring-/);
    await waitForHydration(page);
    const rows = main.getByRole("table").first().getByRole("row");
    // The header row and the one order found.
    await expect.poll(() => rows.count()).toBe(2);
    const found = main.getByRole("rowheader", { name: wanted.code });
    expect(await found.isVisible()).toBe(true);
    expect(await main.getByText("1 order", { exact: true }).isVisible()).toBe(true);
    await expectNoAxeViolations(page, "order history searched");

    // The order chosen, Excel then PDF: each a file the browser downloads.
    await main.getByRole("checkbox", { name: `Select order ${wanted.code}` }).check();
    const format = main.getByRole("combobox", { name: "Format" });
    for (const [label, extension, magic] of [
      ["Excel", "xlsx", "PK"],
      ["PDF", "pdf", "%PDF"],
    ] as const) {
      await format.selectOption({ label });
      const [download] = await Promise.all([page.waitForEvent("download"), main.getByRole("button", { name: "Export", exact: true }).click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^orders-\\d{8}\\.${extension}$`));
      // The browser is shared over a connection (tests/e2e/support): the file is saved to read it.
      const saved = path.join(tmpdir(), `brim-e2e-${randomUUID()}.${extension}`);
      await download.saveAs(saved);
      const file = await readFile(saved);
      await rm(saved, { force: true });
      expect(file.subarray(0, magic.length).toString("latin1")).toBe(magic);
      expect(file.length).toBeGreaterThan(1_000);
    }

    await found.getByRole("link", { name: wanted.code }).click();
    await page.waitForURL(`${server().baseUrl}/partner/my-account/order/${wanted.code}`);
  });
});
