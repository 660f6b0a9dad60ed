import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SEED_GIFT_CARDS } from "../../server/db/seed/checkout.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const LIMIT = 4;

describe.each(DB_TARGETS)("per-address limit of gift card checks on %s", (target) => {
  const server = useTestServer(target, { RATE_LIMIT_STRICT_PER_MINUTE: String(LIMIT) });
  const db = () => server().database.db;
  const card = SEED_GIFT_CARDS[0]!;
  const query = `giftCardNumber=${card.number}&giftCardPin=${card.pin}`;
  const json = { headers: { accept: "application/json" } };
  /** What the sessions hold (the per-session count of checks among it), without their last-seen times. */
  const sessionData = async () => (await db().execute<{ data: unknown }>(sql`select data from sessions order by id_hash`)).rows;

  it(`answers the ${LIMIT + 1}th check from one address in a minute with 429, across sessions and the three routes, changing nothing`, async () => {
    const first = await TestClient.signedIn(server().baseUrl, "", "shopper@example.com");
    const second = await TestClient.signedIn(server().baseUrl, "", "shopper@example.com");
    expect((await first.request(`/giftcard/balance?${query}`, json)).status).toBe(200);
    expect((await first.request(`/giftcard/balance?${query}`, json)).status).toBe(200);
    // A new session does not start the address's count again.
    expect((await second.request(`/checkout/payment/giftcard/validate?${query}`, json)).status).toBe(200);
    expect((await second.request(`/giftcard/balance?${query}`, json)).status).toBe(200);

    const { sessions: _before, ...before } = await databaseFingerprint(db());
    const dataBefore = await sessionData();
    const refused = [
      await second.postJson("/checkout/payment/giftcard/apply", { giftCardNumber: card.number, giftCardPin: card.pin }),
      await second.request(`/checkout/payment/giftcard/validate?${query}`, json),
      await first.request(`/giftcard/balance?${query}`, json),
    ];
    for (const res of refused) {
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await res.json()).toEqual({ errorMessage: expect.stringMatching(/^Too many requests\. Please try again in /), errors: [] });
    }
    const { sessions: _after, ...after } = await databaseFingerprint(db());
    expect(after).toEqual(before);
    // Neither session counted the refused checks.
    expect(await sessionData()).toEqual(dataBefore);

    // Other calls of the same address are not under this limit.
    expect((await second.postJson("/checkout/payment/giftcard/remove", {})).status).toBe(200);
    expect((await first.get("/cart")).status).toBe(200);
  });
});
