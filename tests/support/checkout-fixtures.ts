import { randomUUID } from "node:crypto";
import { like, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../server/db/client.ts";
import { cardAuthorizations, giftCards } from "../../server/db/schema/index.ts";
import { hashPassword } from "../../server/modules/auth/password.ts";
import { issueGiftCardNumber } from "../../server/modules/gift-cards/numbers.ts";
import { putLine, seedMaterials, sessionCart, type SeedMaterial } from "./cart-money-fixtures.ts";
import { TestClient } from "./http-client.ts";

/**
 * The status of an order just placed, read back by a test: PLACED, or already EXPORTED when the
 * server's export job took it between the answer and the read (decision 0022).
 */
export const placedStatus = expect.stringMatching(/^(PLACED|EXPORTED)$/);

/** The card provider's authorizations for a placement's Idempotency-Key (one provider key per card attempt). */
export const authorizationsOfKey = (key: string) => like(cardAuthorizations.idempotencyKey, `${key}.%`);

/**
 * Copies of a seeded account (same unit, sites, password and flags) named `{prefix}{n}@example.com`:
 * each has carts of its own, so racing orders do not share one.
 */
export async function accountCopies(db: Db, template: string, prefix: string, count: number): Promise<string[]> {
  await db.execute(sql`
    insert into users
    select (jsonb_populate_record(u, jsonb_build_object('id', nextval('users_id_seq'), 'email', ${prefix} || g || '@example.com'))).*
    from users u cross join generate_series(1, ${count}::int) g
    where u.email = ${template}`);
  await db.execute(sql`
    insert into user_sites select b.id, s.site_id
    from user_sites s join users d on d.id = s.user_id and d.email = ${template}
    cross join users b where b.email like ${prefix + "%"}`);
  return Array.from({ length: count }, (_, i) => `${prefix}${i + 1}@example.com`);
}

/**
 * Chooses the unit's default address and a payment type (ACCOUNT unless said), and optionally a
 * purchase number and comment, as the checkout steps would.
 */
export async function readyForCheckout(db: Db, cartId: number, choices: { paymentType?: string | null; purchaseNumber?: string; comment?: string } = {}): Promise<void> {
  const paymentType = choices.paymentType === undefined ? "ACCOUNT" : choices.paymentType;
  const purchaseNumber = choices.purchaseNumber ?? null;
  const comment = choices.comment ?? null;
  await db.execute(sql`
    insert into cart_checkouts (cart_id, delivery_address_id, payment_type, purchase_number, comment)
    select ${cartId}, a.id, ${paymentType}, ${purchaseNumber}, ${comment} from carts c join addresses a on a.unit_id = c.unit_id and a.is_default where c.id = ${cartId}
    on conflict (cart_id) do update set delivery_address_id = excluded.delivery_address_id, payment_type = excluded.payment_type,
      purchase_number = coalesce(excluded.purchase_number, cart_checkouts.purchase_number), comment = coalesce(excluded.comment, cart_checkouts.comment)`);
}

export interface DatesAnswer {
  desiredShipDate: string | null;
  cancelDate: string | null;
  maxCancellationDate: string | null;
  requestedShipDates?: { deliveryTarget: string; deliveryYear: number; desiredShipDate: string | null; cancelDate: string | null; maxCancellationDate: string | null }[];
}

/** `GET {context}/checkout/dates/get` (with `shouldRemoveFirst` when asked): status and answer. */
export async function shipDateDefaults(client: TestClient, contextPath = "/partner", query = ""): Promise<{ status: number; body: DatesAnswer }> {
  const res = await client.request(`${contextPath}/checkout/dates/get${query}`, { headers: { accept: "application/json" } });
  return { status: res.status, body: (await res.json()) as DatesAnswer };
}

/** Stores the default ship dates as the page does: one pair, or one per delivery target in PREBOOKING. */
export async function storeDefaultShipDates(client: TestClient, contextPath = "/partner"): Promise<void> {
  const { status, body } = await shipDateDefaults(client, contextPath);
  expect(status).toBe(200);
  const set = body.requestedShipDates
    ? { requestedShipDates: body.requestedShipDates.map((d) => ({ deliveryTarget: d.deliveryTarget, deliveryYear: d.deliveryYear, desiredShipDate: d.desiredShipDate, cancelDate: d.cancelDate })) }
    : { desiredShipDate: body.desiredShipDate, cancelDate: body.cancelDate };
  const saved = await client.postJson(`${contextPath}/checkout/simple/ship-dates/set`, set);
  expect(saved.status).toBe(200);
}

/** The steps of the page a dealer goes through: purchase number, comment, the default ship dates. */
export async function dealerSteps(client: TestClient, contextPath = "/partner", choices: { purchaseNumber?: string } = {}): Promise<void> {
  expect((await client.postJson(`${contextPath}/checkout/simple/purchase-number/set`, { purchaseNumber: choices.purchaseNumber ?? "PO 4711" })).status).toBe(200);
  expect((await client.postJson(`${contextPath}/checkout/simple/comment/set`, { comment: "Deliver to the back door" })).status).toBe(200);
  await storeDefaultShipDates(client, contextPath);
}

/** `POST {context}/checkout/simple/placeOrder` as the page sends it, with an Idempotency-Key. */
export function placeOrder(client: TestClient, opts: { key?: string; body?: unknown; contextPath?: string } = {}): Promise<Response> {
  return client.request(`${opts.contextPath ?? "/partner"}/checkout/simple/placeOrder`, {
    method: "POST",
    body: JSON.stringify(opts.body ?? { termsAccepted: true }),
    headers: { "content-type": "application/json", accept: "application/json", CSRFToken: client.csrfToken, "Idempotency-Key": opts.key ?? randomUUID() },
  });
}

/** The provider's token object for a card (decision 0021). */
export interface CardTokenObject {
  isSecurityCodeSet: boolean;
  maskedCardNo: string;
  toBeExpiredAt: string;
  token: string;
}

export interface ShopperCheckout {
  client: TestClient;
  cartId: number;
  variantId: number;
  material: SeedMaterial;
}

/**
 * The consumer shopper@example.com (or another consumer, `email`) signed in with one line of
 * `quantity` units in the cart, the default address, the payment type chosen and the default ship
 * dates stored.
 */
export async function shopperAtCheckout(db: Db, baseUrl: string, opts: { quantity?: number; paymentType: "CARD" | "WALLET"; email?: string }): Promise<ShopperCheckout> {
  const [material] = await seedMaterials(db, "USD", { priced: true, count: 1 });
  if (!material) throw new Error("seed has no priced material");
  const email = opts.email ?? "shopper@example.com";
  const client = await TestClient.signedIn(baseUrl, "", email);
  const cart = await sessionCart(db, client, "b2c");
  await db.execute(sql`delete from cart_entries where cart_id = ${cart.id}`);
  await putLine(db, cart.id, { material, quantity: opts.quantity ?? 1 });
  await db.execute(sql`
    insert into cart_checkouts (cart_id, delivery_address_id)
    select ${cart.id}, a.id from addresses a join users u on u.id = a.user_id and u.email = ${email} where a.is_default
    on conflict (cart_id) do update set delivery_address_id = excluded.delivery_address_id`);
  expect((await client.postJson(`/checkout/payment/${opts.paymentType}`, {})).status).toBe(200);
  await storeDefaultShipDates(client, "");
  return { client, cartId: cart.id, variantId: material.variantIds[0]!, material };
}

/** A token from the local card provider's endpoint for a test card of the README (expiring 12/2030 unless said). */
export async function tokenize(baseUrl: string, cardNumber: string, expiry = { expiryMonth: "12", expiryYear: "2030" }): Promise<CardTokenObject> {
  const res = await fetch(`${baseUrl}/_providers/card/tokens`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ cardNumber, ...expiry, securityCode: "123", holder: "Emily Carter" }),
  });
  const answer = (await res.json()) as { resultCode: string; token?: CardTokenObject };
  expect(answer.resultCode).toBe("000");
  return answer.token!;
}

/**
 * Another consumer like shopper@example.com (same password, site, a copy of the default address),
 * for tests of what one user must not reach of another's.
 */
export async function consumerCopy(db: Db, email: string): Promise<void> {
  await db.execute(sql`
    insert into users select (jsonb_populate_record(u, jsonb_build_object('id', nextval('users_id_seq'), 'email', ${email}::text))).*
    from users u where u.email = 'shopper@example.com' on conflict do nothing`);
  await db.execute(sql`
    insert into user_sites select c.id, s.site_id from user_sites s join users o on o.id = s.user_id and o.email = 'shopper@example.com'
    cross join users c where c.email = ${email} on conflict do nothing`);
  await db.execute(sql`
    insert into addresses select (jsonb_populate_record(a, jsonb_build_object('id', nextval('addresses_id_seq'), 'user_id', c.id, 'code', 'A' || upper(substr(md5(${email}), 1, 12))))).*
    from addresses a join users o on o.id = a.user_id and o.email = 'shopper@example.com' cross join users c
    where c.email = ${email} and a.is_default on conflict do nothing`);
}

/** A new USD gift card with its own number and PIN, so tests do not share a balance. */
export async function newGiftCard(db: Db, balanceMinor: number): Promise<{ id: number; number: string; pin: string }> {
  const number = issueGiftCardNumber();
  const pin = "8642";
  const [row] = await db.insert(giftCards).values({ number, pinHash: await hashPassword(pin), currency: "USD", balanceMinor }).returning({ id: giftCards.id });
  return { id: row!.id, number, pin };
}

/** The payer's decision on the wallet provider's page; answers where the provider sends them back. */
export async function decideOnWalletPage(baseUrl: string, paymentId: string, decision: "pay" | "cancel"): Promise<URL> {
  const res = await new TestClient(baseUrl).postForm("/_providers/wallet/approve", { paymentId, decision }, { csrf: false });
  expect(res.status).toBe(303);
  return new URL(res.headers.get("location") ?? "");
}
