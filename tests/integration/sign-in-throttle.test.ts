import { like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SEED_GIFT_CARDS } from "../../server/db/seed/checkout.ts";
import { loginThrottle } from "../../server/db/schema/index.ts";
import { DEVICE_COOKIE } from "../../server/modules/auth/devices.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";
import { DB_TARGET } from "../support/databases.ts";
import type { TestServer } from "../support/test-server.ts";

const PASSWORD = "Brim#2026";
const THROTTLED = "Too many failed attempts. Please wait 1 minute and try again.";

/** The sign-in form from the client address `ip` (believed only from a trusted proxy). */
async function attempt(c: TestClient, email: string, password: string, ip?: string): Promise<{ status: number; text: string }> {
  if (!c.csrfToken) await c.page("/partner/login");
  const res = await c.postForm("/partner/login", { username: email, password }, ip ? { headers: { "X-Forwarded-For": ip } } : {});
  const text = await res.text();
  // Signed in: the session's token from now on.
  if (res.status === 302) await c.page("/partner");
  return { status: res.status, text };
}

/** Throttle rows of sign-in, by key: failures and whether the key must wait. */
async function throttleKeys(server: () => TestServer) {
  const rows = await server().database.db.select().from(loginThrottle).where(like(loginThrottle.key, "login:%"));
  return Object.fromEntries(rows.map((r) => [r.key, { failures: r.failures, waiting: r.lockedUntil !== null && r.lockedUntil > new Date() }]));
}

/**
 * Decision 0033: delays that grow per (account, client address) and a device cookie that lets the
 * owner in. Behind a trusted proxy (decision 0032), so the test can speak from several addresses.
 */
describe("sign-in throttling behind a trusted proxy", () => {
  const server = useTestServer(DB_TARGET, { TRUSTED_PROXIES: "127.0.0.1/32" });
  const db = () => server().database.db;
  const max = () => server().config.login.maxFailures;

  it("the attacker's view: rotating guesses from one address wait after the free failures, also for the right password, and a wait changes nothing", async () => {
    const attacker = new TestClient(server().baseUrl);
    for (let i = 0; i < max(); i++) expect((await attempt(attacker, "corporate@example.com", `guess-${i}`, "203.0.113.5")).status).toBe(401);
    const before = await databaseFingerprint(db());
    for (const password of ["guess-next", PASSWORD]) {
      const refused = await attempt(attacker, "corporate@example.com", password, "203.0.113.5");
      expect(refused.status).toBe(429);
      expect(refused.text).toContain(THROTTLED);
    }
    expect(await databaseFingerprint(db())).toEqual(before);
    // The trusted proxy's X-Forwarded-For is the client address the keys name.
    expect(await throttleKeys(server)).toMatchObject({
      "login:pair:corporate@example.com|203.0.113.5": { failures: max(), waiting: true },
      "login:ip:203.0.113.5": { failures: max(), waiting: false },
      "login:account:corporate@example.com": { failures: max(), waiting: false },
    });
    expect(Object.keys(await throttleKeys(server)).some((k) => k.includes("127.0.0.1"))).toBe(false);
  });

  it("the owner's view: while an attacker hammers, the owner signs in from their device (even at the attacker's address) and from another address", async () => {
    const email = "dealer@example.com";
    // The owner signed in on this browser before: it keeps the device cookie, httpOnly.
    const device = new TestClient(server().baseUrl);
    const first = await attempt(device, email, PASSWORD, "198.51.100.7");
    expect(first.status).toBe(302);
    expect(device.cookies.get(DEVICE_COOKIE)).toMatch(/^[\w-]{22}\.\d+\.[\w-]{43}$/);
    await device.postForm("/partner/logout", {});

    const attacker = new TestClient(server().baseUrl);
    for (let i = 0; i < max() + 3; i++) await attempt(attacker, email, `guess-${i}`, "203.0.113.9");
    expect((await attempt(attacker, email, PASSWORD, "203.0.113.9")).status).toBe(429);

    const fromDevice = new TestClient(server().baseUrl);
    fromDevice.cookies.set(DEVICE_COOKIE, device.cookies.get(DEVICE_COOKIE)!);
    expect((await attempt(fromDevice, email, PASSWORD, "203.0.113.9")).status).toBe(302);
    const elsewhere = new TestClient(server().baseUrl);
    expect((await attempt(elsewhere, email, PASSWORD, "192.0.2.44")).status).toBe(302);
    // The owner's success does not free the attacker.
    expect((await attempt(attacker, email, PASSWORD, "203.0.113.9")).status).toBe(429);
  });

  it("guessing spread over many addresses slows the account down for unknown devices only; a forged or another account's device cookie does not help", async () => {
    const email = "approver@example.com";
    const owner = new TestClient(server().baseUrl);
    expect((await attempt(owner, email, PASSWORD, "198.51.100.20")).status).toBe(302);
    const token = owner.cookies.get(DEVICE_COOKIE)!;

    const accountFree = max() * 4;
    for (let i = 0; i < accountFree; i++) {
      expect((await attempt(new TestClient(server().baseUrl), email, `spread-${i}`, `203.0.113.${100 + i}`)).status).toBe(401);
    }
    expect((await attempt(new TestClient(server().baseUrl), email, PASSWORD, "192.0.2.99")).status).toBe(429);

    const forged = new TestClient(server().baseUrl);
    forged.cookies.set(DEVICE_COOKIE, token.replace(/\.[\w-]{43}$/, `.${"A".repeat(43)}`));
    expect((await attempt(forged, email, PASSWORD, "192.0.2.99")).status).toBe(429);
    const someoneElses = new TestClient(server().baseUrl);
    expect((await attempt(someoneElses, "buyer@example.com", PASSWORD, "192.0.2.99")).status).toBe(302);
    expect(someoneElses.cookies.has(DEVICE_COOKIE)).toBe(true);
    await someoneElses.postForm("/partner/logout", {});
    await someoneElses.page("/partner/login");
    expect((await attempt(someoneElses, email, PASSWORD, "192.0.2.99")).status).toBe(429);

    const fromDevice = new TestClient(server().baseUrl);
    fromDevice.cookies.set(DEVICE_COOKIE, token);
    expect((await attempt(fromDevice, email, PASSWORD, "192.0.2.99")).status).toBe(302);
  });

  it("a device cookie's own wrong passwords still wait after the free failures", async () => {
    const email = "salesrep@example.com";
    const c = new TestClient(server().baseUrl);
    expect((await attempt(c, email, PASSWORD, "198.51.100.30")).status).toBe(302);
    await c.postForm("/partner/logout", {});
    await c.page("/partner/login");
    for (let i = 0; i < max(); i++) expect((await attempt(c, email, `oops-${i}`, "198.51.100.30")).status).toBe(401);
    expect((await attempt(c, email, PASSWORD, "198.51.100.30")).status).toBe(429);
  });
});

/** Decision 0032: without TRUSTED_PROXIES a client cannot choose its address with X-Forwarded-For. */
describe("forwarded headers from an untrusted peer", () => {
  const LIMIT = 4;
  const server = useTestServer(DB_TARGET, { RATE_LIMIT_STRICT_PER_MINUTE: String(LIMIT) });

  it("rotating X-Forwarded-For escapes neither the per-address sign-in limit nor the throttle keys", async () => {
    const c = new TestClient(server().baseUrl);
    await c.page("/partner/login");
    for (let i = 0; i < LIMIT; i++) expect((await attempt(c, "franchise@example.com", `guess-${i}`, `203.0.113.${i + 1}`)).status).toBe(401);
    const before = await databaseFingerprint(server().database.db);
    const limited = await attempt(c, "franchise@example.com", PASSWORD, "198.51.100.99");
    expect(limited.status).toBe(429);
    expect(limited.text).toContain("Too many requests");
    expect(await databaseFingerprint(server().database.db)).toEqual(before);
    const keys = Object.keys(await throttleKeys(server));
    expect(keys).toContain("login:pair:franchise@example.com|127.0.0.1");
    expect(keys.some((k) => k.includes("203.0.113."))).toBe(false);
  });

  it("rotating X-Forwarded-For does not escape the per-address limit of card tokens", async () => {
    const card = { cardNumber: "4111 1111 1111 1111", expiryMonth: "12", expiryYear: "2030", securityCode: "123", holder: "TARO YAMADA" };
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await fetch(`${server().baseUrl}/_providers/card/tokens`, { method: "POST", headers: { "content-type": "application/json", "X-Forwarded-For": `192.0.2.${i}` }, body: JSON.stringify(card) });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429, 429]);
  });

  it("rotating X-Forwarded-For does not escape the per-address limit of gift card checks", async () => {
    const card = SEED_GIFT_CARDS[1]!;
    const shopper = await TestClient.signedIn(server().baseUrl, "", "shopper@example.com");
    const check = (i: number) =>
      shopper.request(`/giftcard/balance?giftCardNumber=${card.number}&giftCardPin=${card.pin}`, { headers: { accept: "application/json", "X-Forwarded-For": `198.51.100.${i}` } });
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) statuses.push((await check(i)).status);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429, 429]);
  });
});
