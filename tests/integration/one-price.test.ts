import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../../domain/money.ts";
import { localeFor, SITES, type Currency, type Language, type SiteId } from "../../domain/sites.ts";
import { orderEntries, orderPayments, orders } from "../../server/db/schema/index.ts";
import { emptyCartsOf } from "../support/cart-fixtures.ts";
import { sessionCart } from "../support/cart-money-fixtures.ts";
import { placeOrder, readyForCheckout, storeDefaultShipDates, tokenize } from "../support/checkout-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

interface Price {
  value: number;
  currency: string;
  formattedValue: string;
}

interface PriceUpdate {
  status: string;
  cartTotal: Price;
  pricesFromSAP: { yourPrice: Price | null; orderEntryTotal: Price | null }[];
}

interface Account {
  email: string;
  contextPath: string;
  siteId: SiteId;
  currency: Currency;
  language: Language;
  /** Prices come from the ERP job the cart page polls (decision 0019). */
  polls: boolean;
  payment: "ACCOUNT" | "CARD";
}

/** Every account kind of the seed that orders, on every site (decision 0043). */
const ACCOUNTS: Account[] = [
  { email: "dealer@example.com", contextPath: "/partner", siteId: "us", currency: "USD", language: "en", polls: false, payment: "ACCOUNT" },
  { email: "franchise@example.com", contextPath: "/partner", siteId: "us", currency: "USD", language: "en", polls: true, payment: "ACCOUNT" },
  { email: "corporate@example.com", contextPath: "/partner", siteId: "us", currency: "USD", language: "en", polls: true, payment: "ACCOUNT" },
  { email: "promo@example.com", contextPath: "/partner", siteId: "us", currency: "USD", language: "en", polls: true, payment: "ACCOUNT" },
  { email: "jp.dealer@example.com", contextPath: "/jp/partner", siteId: "jp", currency: "JPY", language: "ja", polls: false, payment: "CARD" },
  { email: "mx.dealer@example.com", contextPath: "/mx/partner", siteId: "mx", currency: "MXN", language: "es", polls: false, payment: "ACCOUNT" },
  { email: "shopper@example.com", contextPath: "", siteId: "b2c", currency: "USD", language: "en", polls: false, payment: "CARD" },
];

const QUANTITY = 2;

/** The page shows `text` as its own text (between tags), not only in its data. */
const shows = (html: string, text: string) => html.includes(`>${text}<`);

/**
 * One price (issue 13, decision 0043): for every account kind the unit price the product page
 * gets from `api/products/price` (the MSRP on the consumer site, which has no customer prices)
 * is what the cart JSON, the mini cart, the cart page, the checkout summary and the placed order
 * count, and what the card is charged.
 */
describe.each(DB_TARGETS)("one price from the product page to the order on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;

  /** A well-stocked size of a material the local ERP prices, with a list price in `currency`. */
  async function pricedVariant(currency: Currency): Promise<{ upc: string; productCode: string; materialId: number; msrp: number }> {
    const result = await db().execute<{ upc: string; code: string; material_id: string; msrp: string }>(sql`
      select v.upc, p.code, p.material_id, pr.msrp_minor as msrp
      from variants v join products p on p.id = v.product_id
      join stock_levels s on s.variant_id = v.id
      join prices pr on pr.product_id = p.id and pr.currency = ${currency}
      where not p.gcp and p.material_id % 23 <> 0 and s.quantity >= 200 and not s.force_in_stock and v.max_order_quantity is null
      order by p.material_id, v.size_position limit 1`);
    const row = result.rows[0];
    if (!row) throw new Error(`no priced variant in ${currency}`);
    return { upc: row.upc, productCode: row.code, materialId: Number(row.material_id), msrp: Number(row.msrp) };
  }

  it.each(ACCOUNTS)("$email on $siteId", async (account) => {
    const { contextPath: at, currency } = account;
    const money = (minor: number) => formatMoney({ amount: minor, currency }, localeFor(account.language, SITES[account.siteId]));
    await emptyCartsOf(db(), account.email);
    const variant = await pricedVariant(currency);
    const client = await TestClient.signedIn(server().baseUrl, at, account.email);

    // The product page's price.
    const quote = await client.get(`${at}/api/products/price?material=${variant.materialId}`, { accept: "application/json" });
    let unit: number;
    if (account.siteId === "b2c") {
      expect(quote.status).toBe(403);
      unit = variant.msrp;
      expect(shows((await client.page(`/p/${variant.productCode}`)).html, money(unit))).toBe(true);
    } else {
      expect(quote.status).toBe(200);
      const body = (await quote.json()) as { status: string; yourPrice: Price | null };
      expect(body.status).toBe("OK");
      unit = body.yourPrice!.value;
      expect(unit).toBeLessThan(variant.msrp);
    }
    const total = unit * QUANTITY;

    const added = await client.postJson(`${at}/cart/updateMultiD`, { productCode: variant.upc, quantity: QUANTITY, entryNumber: -1 });
    expect(added.status).toBe(200);
    // What the cart page shows: its own amounts, or for accounts priced by the ERP job what the
    // price update it polls answers (IN_PROGRESS, then COMPLETED).
    let update: PriceUpdate | null = null;
    for (let i = 0; account.polls && i < 100 && (update as PriceUpdate | null)?.status !== "COMPLETED"; i++) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      update = (await (await client.postJson(`${at}/cart/updatePrices`, {})).json()) as PriceUpdate;
    }

    // The cart JSON and the mini cart.
    const totals = (await (await client.get(`${at}/cart/getTotals?detailed=true`, { accept: "application/json" })).json()) as {
      entries: { basePrice: Price | null; totalPrice: Price | null }[];
      totalPriceData: Price;
    };
    expect(totals.entries.map((e) => [e.basePrice?.value, e.totalPrice?.value])).toEqual([[unit, total]]);
    expect(totals.totalPriceData.value).toBe(total);
    const mini = (await (await client.get(`${at}/cart/miniCart`, { accept: "application/json" })).json()) as { miniCartPrice: string | null };
    expect(mini.miniCartPrice).toBe(money(total));

    // The cart page.
    const cartPage = await client.page(`${at}/cart`);
    expect(cartPage.res.status).toBe(200);
    if (account.polls) {
      expect(update?.status).toBe("COMPLETED");
      expect(update?.pricesFromSAP.map((p) => [p.yourPrice?.value, p.orderEntryTotal?.formattedValue])).toEqual([[unit, money(total)]]);
      expect(update?.cartTotal.formattedValue).toBe(money(total));
    } else {
      // The product's amount and the order total.
      expect(cartPage.html.split(`>${money(total)}<`).length - 1).toBe(2);
    }

    // The checkout's steps and summary.
    const cart = await sessionCart(db(), client, account.siteId);
    if (account.siteId === "b2c") {
      await db().execute(sql`
        insert into cart_checkouts (cart_id, delivery_address_id)
        select ${cart.id}, a.id from addresses a join users u on u.id = a.user_id and u.email = ${account.email} where a.is_default
        on conflict (cart_id) do update set delivery_address_id = excluded.delivery_address_id`);
      expect((await client.postJson(`/checkout/payment/CARD`, {})).status).toBe(200);
    } else {
      await readyForCheckout(db(), cart.id, { paymentType: account.payment, purchaseNumber: account.siteId === "us" ? "PO1" : undefined, comment: "One price" });
    }
    if (account.email.startsWith("promo")) {
      const reps = (await (await client.get(`${at}/sales-rep`, { accept: "application/json" })).json()) as { uid: string }[];
      expect((await client.postJson(`${at}/checkout/simple/sales-rep/set`, { uid: reps[0]!.uid })).status).toBe(200);
    }
    const [costCentre] = (await db().execute<{ code: string }>(sql`select c.code from cost_centres c join users u on u.unit_id = c.unit_id where u.email = ${account.email} limit 1`)).rows;
    if (costCentre) expect((await client.postJson(`${at}/checkout/simple/cost-centre/set`, { costCentreCode: costCentre.code })).status).toBe(200);
    await storeDefaultShipDates(client, at);
    const checkoutPage = await client.page(`${at}/checkout`);
    expect(checkoutPage.res.status).toBe(200);
    expect(shows(checkoutPage.html, money(total))).toBe(true);

    // The order, and what is charged.
    const card = account.payment === "CARD" ? await tokenize(server().baseUrl, "4111111111111111") : undefined;
    const body = card ? { termsAccepted: true, card, billingAddress: { useFilledAddress: true } } : { termsAccepted: true };
    const placed = await placeOrder(client, { contextPath: at, key: randomUUID(), body });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { orderCode } = (await placed.json()) as { orderCode: string };
    const [order] = await db().select({ id: orders.id, subtotal: orders.subtotalMinor, total: orders.totalMinor }).from(orders).where(eq(orders.code, orderCode));
    expect(order?.subtotal).toBe(total);
    const entries = await db().select({ unit: orderEntries.unitPriceMinor, total: orderEntries.totalMinor }).from(orderEntries).where(eq(orderEntries.orderId, order!.id));
    expect(entries).toEqual([{ unit, total }]);
    const payments = await db().select({ amount: orderPayments.amountMinor }).from(orderPayments).where(eq(orderPayments.orderId, order!.id));
    expect(payments.reduce((sum, p) => sum + p.amount, 0)).toBe(order!.total);
    // The checkout showed the amount taken.
    expect(shows(checkoutPage.html, money(order!.total))).toBe(true);
  });
});
