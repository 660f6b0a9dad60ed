import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { cardAuthorizations, cardTokens, walletPayments } from "../../server/db/schema/index.ts";
import { registerBodyParsers } from "../../server/http/body-parsers.ts";
import { registerErrorHandling } from "../../server/http/errors.ts";
import { loggerOptions } from "../../server/http/logging.ts";
import { cardProviderRoutes, CARD_TOKENS_PATH, type TokenizeResponse } from "../../server/integrations/card-provider/index.ts";
import { localCardProvider } from "../../server/integrations/card-provider/local-adapter.ts";
import { TEST_CARDS } from "../../server/integrations/card-provider/test-cards.ts";
import { localWallet } from "../../server/integrations/wallet/local-adapter.ts";
import { sha256 } from "../../server/modules/auth/tokens.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const CARD = { cardNumber: "4111 1111 1111 1111", expiryMonth: "12", expiryYear: "2030", securityCode: "123", holder: "TARO YAMADA" };
const MINUTE = 60_000;

describe.each(DB_TARGETS)("payment providers on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  const cards = () => server().deps.cardProvider;
  const wallet = () => server().deps.wallet;
  let keys = 0;
  const key = () => `order-${Date.now()}-${++keys}`;

  async function tokenize(fields: Record<string, string>): Promise<{ res: Response; body: TokenizeResponse }> {
    const res = await new TestClient(server().baseUrl).postJson(CARD_TOKENS_PATH, fields, { csrf: false });
    return { res, body: (await res.json()) as TokenizeResponse };
  }

  async function tokenOf(cardNumber: string): Promise<string> {
    const { body } = await tokenize({ ...CARD, cardNumber });
    if (!body.token) throw new Error(`no token: ${body.resultCode}`);
    return body.token.token;
  }

  /** Rows of any table whose text holds `text`. */
  async function rowsHolding(text: string): Promise<number> {
    const tables = await db().execute<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
    let count = 0;
    for (const { name } of tables.rows) {
      const found = await db().execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(name)} t where t::text like ${`%${text}%`}`);
      count += found.rows[0]?.n ?? 0;
    }
    return count;
  }

  describe("card tokenization endpoint", () => {
    it.each(TEST_CARDS.map((c) => [c.number, c.tokenCode] as const))("test card %s answers %s", async (number, code) => {
      const { res, body } = await tokenize({ ...CARD, cardNumber: number });
      expect(res.status).toBe(200);
      expect(body.resultCode).toBe(code);
      expect(body.token !== undefined).toBe(code === "000");
    });

    it.each([
      ["100", { cardNumber: "" }],
      ["101", { cardNumber: "4111111111111112" }],
      ["102", { cardNumber: "411111111" }],
      ["110", { expiryMonth: "" }],
      ["111", { expiryYear: "20x0" }],
      ["112", { expiryYear: "30" }],
      ["113", { expiryMonth: "13" }],
      ["113", { expiryMonth: "01", expiryYear: "2020" }],
      ["121", { securityCode: "1a3" }],
      ["122", { securityCode: "12" }],
      ["131", { holder: "山田 太郎" }],
      ["132", { holder: "A".repeat(51) }],
    ])("answers %s from the card data %o and keeps no token", async (code, change) => {
      const before = await db().$count(cardTokens);
      const { body } = await tokenize({ ...CARD, ...change });
      expect(body).toEqual({ resultCode: code });
      expect(await db().$count(cardTokens)).toBe(before);
    });

    it("issues a token object without session or CSRF token, and stores no card number", async () => {
      const started = Date.now();
      const { res, body } = await tokenize({ ...CARD, cardNumber: "5555555555554444", securityCode: "" });
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(body).toEqual({
        resultCode: "000",
        token: { isSecurityCodeSet: false, maskedCardNo: "555555******4444", toBeExpiredAt: expect.any(String), token: expect.any(String) },
      });
      const expiresAt = Date.parse(body.token?.toBeExpiredAt ?? "");
      expect(expiresAt - started).toBeGreaterThanOrEqual(30 * MINUTE - 1000);
      expect(expiresAt - started).toBeLessThanOrEqual(30 * MINUTE + 5000);
      const [row] = await db().select().from(cardTokens).where(eq(cardTokens.tokenHash, sha256(body.token?.token ?? "")));
      expect(row).toMatchObject({ maskedCardNo: "555555******4444", cardExpiry: "203012", securityCodeSet: false, usedAt: null });
      expect(await rowsHolding("5555555555554444")).toBe(0);
      expect(await rowsHolding(body.token?.token ?? "-")).toBe(0);
    });

    it("logs no card number, security code or token, even at trace level", async () => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      const options = loggerOptions("trace");
      if (!options || typeof options !== "object") throw new Error("logger options");
      const app = Fastify({ logger: { ...options, stream } });
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      registerBodyParsers(app);
      registerErrorHandling(app);
      await app.register(cardProviderRoutes, { deps: server().deps });
      const tokens: string[] = [];
      for (const [cardNumber, securityCode] of [["4111111111111111", "987"], ["4000000000010209", "987"], ["4111111111111112", "987"]]) {
        const res = await app.inject({ method: "POST", url: CARD_TOKENS_PATH, payload: { ...CARD, cardNumber, securityCode } });
        const token = (res.json<TokenizeResponse>()).token?.token;
        if (token) tokens.push(token);
      }
      await app.inject({ method: "POST", url: CARD_TOKENS_PATH, headers: { "content-type": "application/json" }, payload: '{"cardNumber":"4111111111111111",' });
      await app.inject({ method: "POST", url: CARD_TOKENS_PATH, payload: { ...CARD, cardNumber: 4111111111111111 } });
      await app.close();
      // Timings and the pid are numbers of our own that may hold any digits ("0.2396799999987…").
      const log = lines
        .map((line) => JSON.stringify({ ...(JSON.parse(line) as Record<string, unknown>), time: 0, responseTime: 0, pid: 0 }))
        .join("\n");
      expect(lines.length).toBeGreaterThan(8);
      expect(log).toContain(CARD_TOKENS_PATH);
      for (const secret of ["4111111111111111", "4000000000010209", "4111111111111112", "987", ...tokens]) expect(log).not.toContain(secret);
    });
  });

  describe("card authorization", () => {
    it("authorizes once per idempotency key, and a token only once", async () => {
      const token = await tokenOf("4111111111111111");
      const request = { token, amountMinor: 2599, currency: "USD" as const, reference: "ORDER-1", idempotencyKey: key() };
      const first = await cards().authorize(request);
      expect(first).toEqual({ ok: true, authorizationId: expect.stringMatching(/^auth_/) });
      expect(await cards().authorize(request)).toEqual(first);
      expect(await cards().authorize({ ...request, amountMinor: 2600 })).toEqual({ ok: false, code: "094", message: expect.any(String) });
      expect(await cards().authorize({ ...request, idempotencyKey: key() })).toEqual({ ok: false, code: "056", message: expect.any(String) });
      const rows = await db().select().from(cardAuthorizations).where(eq(cardAuthorizations.tokenHash, sha256(token)));
      expect(rows).toMatchObject([{ status: "authorized", amountMinor: 2599, currency: "USD", reference: "ORDER-1" }]);
    });

    it("answers concurrent requests with one key with one authorization", async () => {
      const token = await tokenOf("3530111333300000");
      const request = { token, amountMinor: 1200, currency: "JPY" as const, reference: "JP-1", idempotencyKey: key() };
      const [a, b] = await Promise.all([cards().authorize(request), cards().authorize(request)]);
      expect(a).toEqual(b);
      expect(a.ok).toBe(true);
      expect(await db().$count(cardAuthorizations, eq(cardAuthorizations.idempotencyKey, request.idempotencyKey))).toBe(1);
    });

    it.each([
      ["4000000000009995", "051", "Insufficient funds."],
      ["4000000000000002", "005", "Do not honour: the issuer declined the card."],
    ])("declines card %s with %s, the same way when repeated", async (number, code, message) => {
      const request = { token: await tokenOf(number), amountMinor: 500, currency: "USD" as const, reference: "ORDER-2", idempotencyKey: key() };
      expect(await cards().authorize(request)).toEqual({ ok: false, code, message });
      expect(await cards().authorize(request)).toEqual({ ok: false, code, message });
      const [row] = await db().select().from(cardAuthorizations).where(eq(cardAuthorizations.idempotencyKey, request.idempotencyKey));
      expect(row).toMatchObject({ status: "declined", resultCode: code });
    });

    it("refuses an expired or unknown token and a non-positive amount", async () => {
      const token = await tokenOf("4111111111111111");
      const ttl = server().config.providers.card.tokenTtlMs;
      expect(ttl).toBe(30 * MINUTE);
      const later = localCardProvider(db(), { tokenTtlMs: ttl, now: () => new Date(Date.now() + ttl + MINUTE) });
      const request = { token, amountMinor: 100, currency: "USD" as const, reference: "ORDER-3", idempotencyKey: key() };
      expect(await later.authorize(request)).toMatchObject({ ok: false, code: "056" });
      expect(await cards().authorize({ ...request, token: "made-up" })).toMatchObject({ ok: false, code: "056" });
      expect(await cards().authorize({ ...request, amountMinor: 0 })).toMatchObject({ ok: false, code: "013" });
      expect(await db().$count(cardAuthorizations, eq(cardAuthorizations.idempotencyKey, request.idempotencyKey))).toBe(0);
      expect(await cards().authorize(request)).toMatchObject({ ok: true });
    });

    it("captures once, up to the authorized amount; voids only what is not captured", async () => {
      const authorize = async (number: string) => {
        const result = await cards().authorize({ token: await tokenOf(number), amountMinor: 1000, currency: "USD", reference: "ORDER-4", idempotencyKey: key() });
        return result.ok ? result.authorizationId : `declined-${key()}`;
      };
      const id = await authorize("4111111111111111");
      expect(await cards().capture(id, 1001)).toMatchObject({ ok: false, reason: "invalidAmount" });
      expect(await cards().capture(id, 900)).toEqual({ ok: true, capturedMinor: 900 });
      expect(await cards().capture(id, 900)).toMatchObject({ ok: false, reason: "alreadyCaptured" });
      expect(await cards().void(id)).toMatchObject({ ok: false, reason: "alreadyCaptured" });
      const [captured] = await db().select().from(cardAuthorizations).where(eq(cardAuthorizations.id, id));
      expect(captured).toMatchObject({ status: "captured", capturedMinor: 900 });

      const other = await authorize("5555555555554444");
      expect(await cards().void(other)).toEqual({ ok: true });
      expect(await cards().void(other)).toEqual({ ok: true });
      expect(await cards().capture(other, 1000)).toMatchObject({ ok: false, reason: "voided" });
      expect(await cards().capture("auth_unknown", 1000)).toMatchObject({ ok: false, reason: "notFound" });
      expect(await cards().void("auth_unknown")).toMatchObject({ ok: false, reason: "notFound" });

      const declined = await cards().authorize({ token: await tokenOf("4000000000009995"), amountMinor: 1000, currency: "USD", reference: "ORDER-5", idempotencyKey: key() });
      const [declinedRow] = await db().select({ id: cardAuthorizations.id }).from(cardAuthorizations).where(eq(cardAuthorizations.reference, "ORDER-5"));
      expect(declined.ok).toBe(false);
      expect(await cards().capture(declinedRow?.id ?? "", 1000)).toMatchObject({ ok: false, reason: "declined" });
    });
  });

  describe("wallet", () => {
    const payment = { amountMinor: 4999, currency: "USD" as const, reference: "ORDER-7", returnUrl: "/checkout/wallet/return", cancelUrl: "/checkout/wallet/cancel" };
    const decide = (paymentId: string, decision: string) => new TestClient(server().baseUrl).postForm("/_providers/wallet/approve", { paymentId, decision }, { csrf: false });
    const status = async (id: string) => (await db().select({ status: walletPayments.status }).from(walletPayments).where(eq(walletPayments.id, id)))[0]?.status;
    const capture = (paymentId: string, payerId: string, idempotencyKey = "placement-1") => wallet().capture({ paymentId, payerId, idempotencyKey });

    it("approve on the provider's page, return with the payer id, capture once", async () => {
      const created = await wallet().createPayment(payment);
      expect(created.approveUrl).toBe(`/_providers/wallet/approve?paymentId=${created.paymentId}`);
      const client = new TestClient(server().baseUrl);
      const page = await client.get(created.approveUrl);
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(page.headers.getSetCookie()).toEqual([]);
      expect(html).toContain("$49.99");
      expect(html).toContain("ORDER-7");
      expect(html).toContain(">Pay now</button>");
      expect(html).toContain(">Cancel</button>");
      expect(await capture(created.paymentId, "NOBODY")).toMatchObject({ ok: false, reason: "notApproved" });
      expect(await wallet().payment(created.paymentId)).toEqual({ paymentId: created.paymentId, status: "created", amountMinor: 4999, currency: "USD", payerId: null, captureId: null });

      const approved = await decide(created.paymentId, "pay");
      expect(approved.status).toBe(303);
      const back = new URL(approved.headers.get("location") ?? "", "http://x");
      expect(back.pathname).toBe("/checkout/wallet/return");
      expect(back.searchParams.get("paymentId")).toBe(created.paymentId);
      const payerId = back.searchParams.get("PayerID") ?? "";
      expect(payerId).toMatch(/^[A-Z0-9]{13}$/);
      // A second click sends the payer back the same way.
      expect((await decide(created.paymentId, "pay")).headers.get("location")).toBe(approved.headers.get("location"));
      expect(await status(created.paymentId)).toBe("approved");
      expect(await wallet().payment(created.paymentId)).toMatchObject({ status: "approved", payerId });

      expect(await capture(created.paymentId, "WRONGPAYER123")).toMatchObject({ ok: false, reason: "payerMismatch" });
      // Two captures with one key at once: one capture, both get it.
      const [first, again] = await Promise.all([capture(created.paymentId, payerId), capture(created.paymentId, payerId)]);
      expect(first).toEqual({ ok: true, captureId: expect.stringMatching(/^CAP-/), amountMinor: 4999, currency: "USD" });
      expect(again).toEqual(first);
      expect(await capture(created.paymentId, payerId, "placement-2")).toMatchObject({ ok: false, reason: "alreadyCaptured" });
      expect(await status(created.paymentId)).toBe("captured");
      expect((await client.get(created.approveUrl)).status).toBe(409);

      // A refund gives the whole payment back, once; the payment cannot be captured again.
      const captureId = first.ok ? first.captureId : "";
      expect(await wallet().refund(captureId)).toEqual({ ok: true });
      expect(await wallet().refund(captureId)).toEqual({ ok: true });
      expect(await status(created.paymentId)).toBe("refunded");
      expect(await capture(created.paymentId, payerId)).toMatchObject({ ok: false, reason: "refunded" });
      expect(await wallet().payment(created.paymentId)).toMatchObject({ status: "refunded" });
      expect(await wallet().refund("CAP-none")).toMatchObject({ ok: false, reason: "notFound" });
      expect(await wallet().payment("PAY-none")).toBeNull();
    });

    it("the approve page's icon resolves, and /favicon.ico answers the site's icon rather than 404", async () => {
      const created = await wallet().createPayment(payment);
      const client = new TestClient(server().baseUrl);
      const html = await (await client.get(created.approveUrl)).text();
      const icon = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1];
      expect(icon).toBe("/favicon.svg");
      for (const path of [icon!, "/favicon.ico"]) {
        const res = await client.get(path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get("content-type"), path).toMatch(/^image\/svg\+xml/);
        expect(await res.text(), path).toMatch(/^<svg /);
        expect(res.headers.getSetCookie(), path).toEqual([]);
      }
    });

    it("cancel on the provider's page returns to the cancel URL; nothing can be captured", async () => {
      const created = await wallet().createPayment({ ...payment, cancelUrl: "https://shop.example/cancel?step=payment" });
      const cancelled = await decide(created.paymentId, "cancel");
      expect(cancelled.status).toBe(303);
      expect(cancelled.headers.get("location")).toBe(`https://shop.example/cancel?step=payment&paymentId=${created.paymentId}`);
      expect(await capture(created.paymentId, "ANYONE")).toMatchObject({ ok: false, reason: "cancelled" });
      expect(await wallet().payment(created.paymentId)).toMatchObject({ status: "cancelled", payerId: null });
      const late = await decide(created.paymentId, "pay");
      expect(late.status).toBe(409);
      expect(await late.text()).toContain("This payment was cancelled.");
      expect(await status(created.paymentId)).toBe("cancelled");
    });

    it("expires unapproved and uncaptured payments; unknown payments are not found", async () => {
      const ttl = server().config.providers.wallet.paymentTtlMs;
      const later = localWallet(db(), { paymentTtlMs: ttl, now: () => new Date(Date.now() + ttl + MINUTE) });
      const waiting = await wallet().createPayment(payment);
      expect(await later.paymentForPayer(waiting.paymentId)).toEqual({ kind: "closed", status: "expired" });
      expect(await later.decide(waiting.paymentId, "pay")).toEqual({ kind: "closed", status: "expired" });
      const approved = await wallet().createPayment(payment);
      const back = new URL((await decide(approved.paymentId, "pay")).headers.get("location") ?? "", "http://x");
      expect(await later.capture({ paymentId: approved.paymentId, payerId: back.searchParams.get("PayerID") ?? "", idempotencyKey: "late" })).toMatchObject({ ok: false, reason: "expired" });
      expect(await later.payment(approved.paymentId)).toMatchObject({ status: "expired" });
      expect(await status(approved.paymentId)).toBe("approved");
      const unknown = await new TestClient(server().baseUrl).get("/_providers/wallet/approve?paymentId=PAY-none");
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain("We could not find this payment.");
      expect(await capture("PAY-none", "X")).toMatchObject({ ok: false, reason: "notFound" });
    });

    it("refuses return URLs to another host's path form and non-positive amounts", async () => {
      await expect(wallet().createPayment({ ...payment, returnUrl: "//evil.example/x" })).rejects.toThrow(RangeError);
      await expect(wallet().createPayment({ ...payment, amountMinor: 0 })).rejects.toThrow(RangeError);
    });
  });
});
