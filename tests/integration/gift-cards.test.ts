import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartCheckouts, giftCards, loginThrottle } from "../../server/db/schema/index.ts";
import { SEED_GIFT_CARDS } from "../../server/db/seed/checkout.ts";
import { newGiftCardNumber } from "../../domain/gift-cards.ts";
import { GIFT_CARD_MAX_WRONG_PINS, GIFT_CARD_NUMBER_CHECKS, GIFT_CARD_SESSION_CHECKS } from "../../server/modules/gift-cards/gift-card-check.ts";
import { putLine, seedMaterials, sessionCart } from "../support/cart-money-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const [FIFTY, FIVE_HUNDRED, EMPTY, SPARE] = SEED_GIFT_CARDS;
/** Well-formed numbers (check digit right) that no card has. */
const UNKNOWN = newGiftCardNumber(() => 9);
const OTHER_UNKNOWN = newGiftCardNumber(() => 8);
const query = (number: string, pin: string) => `giftCardNumber=${number}&giftCardPin=${pin}`;

describe.each(DB_TARGETS)("gift cards on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  const shopper = () => TestClient.signedIn(server().baseUrl, "", "shopper@example.com");
  const card = async (number: string) => (await db().select({ balance: giftCards.balanceMinor, failed: giftCards.failedAttempts, lockedUntil: giftCards.lockedUntil }).from(giftCards).where(eq(giftCards.number, number)))[0];

  it("answers a card's balance; unknown card and wrong PIN get the same reply", async () => {
    if (!FIFTY || !SPARE) throw new Error("seed cards");
    const client = await shopper();
    const ok = await client.request(`/giftcard/balance?${query(FIFTY.number, FIFTY.pin)}`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ giftCardBalance: 5_000, giftCardFormattedBalance: "$50.00" });

    const wrongPin = await client.request(`/giftcard/balance?${query(SPARE.number, "0000")}`);
    const unknown = await client.request(`/giftcard/balance?${query(UNKNOWN, "0000")}`);
    expect(wrongPin.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(await wrongPin.json()).toEqual(await unknown.json());
    expect((await card(SPARE.number))?.failed).toBe(1);
    expect((await client.request(`/giftcard/balance?${query("123", "")}`)).status).toBe(400);
    // A wrong check digit is a typing mistake: refused as malformed, nothing counted.
    const before = await databaseFingerprint(db());
    const typo = `${FIFTY.number.slice(0, -1)}${(Number(FIFTY.number.slice(-1)) + 1) % 10}`;
    expect((await client.request(`/giftcard/balance?${query(typo, FIFTY.pin)}`)).status).toBe(400);
    expect(await databaseFingerprint(db())).toEqual(before);
    const dealer = await TestClient.signedIn(server().baseUrl, "/partner", "dealer@example.com");
    expect((await dealer.request(`/partner/giftcard/balance?${query(FIFTY.number, FIFTY.pin)}`)).status).toBe(404);
  });

  it(`locks a card after ${GIFT_CARD_MAX_WRONG_PINS} wrong PINs, even for the right one`, async () => {
    if (!SPARE) throw new Error("seed card");
    await db().update(giftCards).set({ failedAttempts: 0, lockedUntil: null }).where(eq(giftCards.number, SPARE.number));
    const client = await shopper();
    for (let i = 0; i < GIFT_CARD_MAX_WRONG_PINS; i++) expect((await client.request(`/giftcard/balance?${query(SPARE.number, "9999")}`)).status).toBe(422);
    expect((await card(SPARE.number))?.lockedUntil).not.toBeNull();
    const other = await shopper();
    expect((await other.request(`/giftcard/balance?${query(SPARE.number, SPARE.pin)}`)).status).toBe(422);
    await db().update(giftCards).set({ failedAttempts: 0, lockedUntil: null }).where(eq(giftCards.number, SPARE.number));
  });

  it(`limits a session to ${GIFT_CARD_SESSION_CHECKS} checks`, async () => {
    const client = await shopper();
    for (let i = 0; i < GIFT_CARD_SESSION_CHECKS; i++) expect((await client.request(`/giftcard/balance?${query(OTHER_UNKNOWN, "1111")}`)).status).toBe(422);
    expect((await client.request(`/giftcard/balance?${query(FIFTY!.number, FIFTY!.pin)}`)).status).toBe(429);
  });

  it(`limits one card number to ${GIFT_CARD_NUMBER_CHECKS} checks an hour across sessions, the same for an unknown number, changing nothing when refused`, async () => {
    if (!FIVE_HUNDRED) throw new Error("seed card");
    for (const number of [FIVE_HUNDRED.number, newGiftCardNumber(() => 7)]) {
      const pin = number === FIVE_HUNDRED.number ? FIVE_HUNDRED.pin : "1111";
      // A new session every two checks: the session limit never bites.
      for (let i = 0; i < GIFT_CARD_NUMBER_CHECKS; i += 2) {
        const client = await shopper();
        for (let j = 0; j < 2; j++) expect([200, 422]).toContain((await client.request(`/giftcard/balance?${query(number, pin)}`)).status);
      }
      const fresh = await shopper();
      const before = await databaseFingerprint(db());
      const refused = await fresh.request(`/giftcard/balance?${query(number, pin)}`);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ errorMessage: "Too many gift card checks. Please try again later.", errors: [{ field: "giftCardNumber", message: "Too many gift card checks. Please try again later." }] });
      const { sessions: _s1, ...rest } = await databaseFingerprint(db());
      const { sessions: _s0, ...restBefore } = before;
      expect(rest).toEqual(restBefore);
      // Another card is not limited by this one.
      expect((await fresh.request(`/giftcard/balance?${query(FIFTY!.number, FIFTY!.pin)}`)).status).toBe(200);
    }
    // The hour is over for the tests that follow.
    await db().delete(loginThrottle).where(like(loginThrottle.key, "giftcard:%"));
  });

  it("validates at checkout with the amount to apply, applies it to the checkout and removes it", async () => {
    if (!FIFTY || !FIVE_HUNDRED || !EMPTY) throw new Error("seed cards");
    const client = await shopper();
    const [material] = await seedMaterials(db(), "USD", { priced: true, count: 1 });
    const cart = await sessionCart(db(), client, "b2c");
    await putLine(db(), cart.id, { material: material!, quantity: 1 });
    const total = material!.msrp;

    const small = await client.request(`/checkout/payment/giftcard/validate?${query(FIFTY.number, FIFTY.pin)}`);
    expect(await small.json()).toMatchObject({ giftCardBalance: 5_000, amountToApply: Math.min(5_000, total) });
    const big = await client.request(`/checkout/payment/giftcard/validate?${query(FIVE_HUNDRED.number, FIVE_HUNDRED.pin)}`);
    expect(await big.json()).toMatchObject({ giftCardBalance: 50_000, amountToApply: Math.min(50_000, total) });

    // Refused: nothing changes but the session's and the card's counts of checks.
    const { sessions: _counted, login_throttle: _cardCounted, ...before } = await databaseFingerprint(db());
    const empty = await client.postJson("/checkout/payment/giftcard/apply", { giftCardNumber: EMPTY.number, giftCardPin: EMPTY.pin });
    expect(empty.status).toBe(422);
    const { sessions: _countedAfter, login_throttle: _cardCountedAfter, ...after } = await databaseFingerprint(db());
    expect(after).toEqual(before);

    expect((await client.postJson("/checkout/payment/giftcard/apply", { giftCardNumber: FIFTY.number, giftCardPin: FIFTY.pin })).status).toBe(200);
    const [saved] = await db().select({ id: cartCheckouts.giftCardId, amount: cartCheckouts.giftCardAmountMinor }).from(cartCheckouts).where(eq(cartCheckouts.cartId, cart.id));
    expect(saved?.amount).toBe(Math.min(5_000, total));
    expect((await client.postJson("/checkout/payment/giftcard/remove", {})).status).toBe(200);
    const [removed] = await db().select({ id: cartCheckouts.giftCardId }).from(cartCheckouts).where(eq(cartCheckouts.cartId, cart.id));
    expect(removed?.id).toBeNull();
  });
});
