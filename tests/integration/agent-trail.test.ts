import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AgentAuditAction } from "../../domain/agent-audit.ts";
import { type Site, SITES } from "../../domain/sites.ts";
import { recordAgentEvent } from "../../server/modules/assisted-service/audit.ts";
import { ownerContext } from "../../server/modules/replenishment/run-context.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint, expectRefusedUnchanged } from "../support/db-snapshot.ts";
import { userIdOf } from "../support/history-fixtures.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const SHOPPER = "shopper@example.com";
const DEALER = "dealer@example.com";
const CORPORATE = "corporate@example.com";
const AGENT = "agent@example.com";
const REP = "salesrep@example.com";
const PAGE = "/my-account/assisted-service";
const B2B_TRAIL = "/partner/b2b-assisted-service/customer-trail";
const RETAIL_TRAIL = "/assisted-service/customer-trail";

interface TrailJson {
  customer: { email: string; name: string };
  events: { id: number; at: string; action: AgentAuditAction; summary: Record<string, unknown>; agent: { name: string } }[];
  next: string | null;
}

/** The rows of the page's trail table. */
const rowsOf = (html: string) => /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1]?.match(/<tr/g)?.length ?? 0;
const olderHref = (html: string) => /<a href="([^"]*\?cursor=[^"]*)" rel="next">Older entries<\/a>/.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? null;

/** "Assisted by an agent" (issue 16, decision 0062): the customer's page and the agents' JSON trail, against the database. */
describe.each(DB_TARGETS)("agent trail pages on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  const json = (client: TestClient, path: string) => client.request(path, { headers: { accept: "application/json" } });

  /** Writes `actions` for `customer` as the agent, one second apart, ending an hour ago. */
  const writeEvents = async (customer: string, site: Site, actions: readonly [AgentAuditAction, Record<string, unknown>][]) => {
    const customerId = await userIdOf(db(), customer);
    const agentId = await userIdOf(db(), AGENT);
    const start = Date.now() - 3_600_000 - actions.length * 1000;
    for (const [i, [action, summary]] of actions.entries()) {
      const ctx = await ownerContext(server().deps, db(), { userId: agentId, site, now: new Date(start + i * 1000), log: server().app.log });
      if (!ctx) throw new Error("no agent context");
      const written = await recordAgentEvent({ ...ctx, sessionIdHash: "trail-test" }, { action, customerUserId: customerId, route: "/cart/updateMultiD", summary });
      expect(written.ok).toBe(true);
    }
  };

  beforeAll(async () => {
    const retail: [AgentAuditAction, Record<string, unknown>][] = [["sessionStart", { cartCode: "12345678" }]];
    for (let i = 0; i < 20; i++) retail.push(["cartChange", {}]);
    retail.push(["orderPlaced", { orderCode: "00099999" }], ["sessionEnd", { reason: "quit" }]);
    await writeEvents(SHOPPER, SITES.b2c, retail);
    await writeEvents(DEALER, SITES.us, [
      ["sessionStart", {}],
      ["addressChange", {}],
      ["sessionExpired", {}],
    ]);
    await writeEvents(CORPORATE, SITES.us, [["accountChange", {}]]);
  });

  it("the customer's page lists their entries newest first, in the site's words, pages on with the cursor; a bad cursor shows the first page; nobody else sees them", async () => {
    const shopper = await TestClient.signedIn(server().baseUrl, "", SHOPPER);
    const before = await databaseFingerprint(db());
    const first = await shopper.page(PAGE);
    expect(first.res.status).toBe(200);
    expect(first.html).toContain("Assisted by an agent");
    expect(first.html).toContain(`href="${PAGE}"`);
    expect(rowsOf(first.html)).toBe(20);
    expect(first.html).toContain("Jordan Whitaker");
    // Newest first: the session's end, then the order with its link.
    const ended = first.html.indexOf("Stopped acting for you");
    const placed = first.html.search(/Placed order(<!-- -->)? (<!-- -->)?<a href="\/my-account\/order\/00099999">Order 00099999<\/a>/);
    expect(ended).toBeGreaterThan(0);
    expect(placed).toBeGreaterThan(ended);
    expect(first.html).not.toContain("Newest entries");
    const older = olderHref(first.html);
    expect(older).toMatch(/^\/my-account\/assisted-service\?cursor=/);

    const second = await shopper.page(older!);
    expect(rowsOf(second.html)).toBe(3);
    expect(second.html).toContain("Started acting for you");
    expect(second.html).toContain("Cart 12345678");
    expect(second.html).not.toContain("Placed order");
    expect(olderHref(second.html)).toBeNull();
    expect(second.html).toContain("Newest entries");

    const bad = await shopper.page(`${PAGE}?cursor=not-a-cursor`);
    expect(bad.res.status).toBe(200);
    expect(bad.html).toContain("That page of entries does not exist");
    expect(rowsOf(bad.html)).toBe(20);
    expect(await databaseFingerprint(db())).toEqual(before);

    // The dealer sees their own three, not the shopper's nor a colleague's; another dealer sees none.
    const dealer = await TestClient.signedIn(server().baseUrl, "/partner", DEALER);
    const dealerPage = await dealer.page(`/partner${PAGE}`);
    expect(rowsOf(dealerPage.html)).toBe(3);
    expect(dealerPage.html).toContain("Stopped acting for you (the session expired)");
    expect(dealerPage.html).not.toMatch(/Changed your account|Changed your cart|00099999/);
    const ridgeline = await TestClient.signedIn(server().baseUrl, "/partner", "ridgeline@example.com");
    const empty = await ridgeline.page(`/partner${PAGE}`);
    expect(empty.html).toContain("No agent has acted for you yet.");
    expect(rowsOf(empty.html)).toBe(0);

    // In the site's language.
    const jp = await TestClient.signedIn(server().baseUrl, "/jp/partner", "jp.dealer@example.com");
    const jpPage = await jp.page(`/jp/partner${PAGE}`);
    expect(jpPage.html).toContain("担当者によるサポート履歴");
    expect(jpPage.html).toContain("担当者がお客様に代わって操作した履歴はまだありません。");

    // Agents and reps are not offered the page in their menu; a visitor is sent to sign in.
    const agent = await TestClient.signedIn(server().baseUrl, "/partner", AGENT);
    expect((await agent.page("/partner/my-account")).html).not.toContain(`href="/partner${PAGE}"`);
    const visitor = new TestClient(server().baseUrl);
    const signIn = await visitor.get(PAGE);
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("location")).toBe(`/login?redirect=${encodeURIComponent(PAGE)}`);
  });

  it("agents read any customer's trail, sales reps their tree's; others are refused and nothing changes", async () => {
    const agent = await TestClient.signedIn(server().baseUrl, "/partner", AGENT);
    const rep = await TestClient.signedIn(server().baseUrl, "/partner", REP);
    const retailAgent = await TestClient.signedIn(server().baseUrl, "", AGENT);

    const before = await databaseFingerprint(db());
    const forDealer = await json(agent, `${B2B_TRAIL}?customerId=${encodeURIComponent(" Dealer@Example.com")}`);
    expect(forDealer.status).toBe(200);
    const dealerTrail = (await forDealer.json()) as TrailJson;
    expect(dealerTrail.customer).toEqual({ email: DEALER, name: "Megan Alvarez" });
    expect(dealerTrail.events.map((e) => e.action)).toEqual(["sessionExpired", "addressChange", "sessionStart"]);
    expect(dealerTrail.next).toBeNull();
    expect(((await (await json(rep, `${B2B_TRAIL}?customerId=${DEALER}`)).json()) as TrailJson).events).toHaveLength(3);
    expect(((await (await json(agent, `${B2B_TRAIL}?customerId=${CORPORATE}`)).json()) as TrailJson).events.map((e) => e.action)).toEqual(["accountChange"]);

    const firstPage = (await (await json(retailAgent, `${RETAIL_TRAIL}?customerId=${SHOPPER}`)).json()) as TrailJson;
    expect(firstPage.events).toHaveLength(20);
    expect(firstPage.events[1]).toMatchObject({ action: "orderPlaced", summary: { orderCode: "00099999" }, agent: { name: "Jordan Whitaker" } });
    const secondPage = (await (await json(retailAgent, `${RETAIL_TRAIL}?customerId=${SHOPPER}&cursor=${encodeURIComponent(firstPage.next!)}`)).json()) as TrailJson;
    expect(secondPage.events.map((e) => e.action)).toEqual(["cartChange", "cartChange", "sessionStart"]);
    expect(secondPage.next).toBeNull();
    expect(new Set([...firstPage.events, ...secondPage.events].map((e) => e.id)).size).toBe(23);
    expect(await databaseFingerprint(db())).toEqual(before);

    // Out of the rep's tree, unknown, not a customer: 404 alike. The other panel's path: 404.
    const [outside] = await expectRefusedUnchanged(db(), 404, [
      () => json(rep, `${B2B_TRAIL}?customerId=${CORPORATE}`),
      () => json(agent, `${B2B_TRAIL}?customerId=nobody@example.com`),
      () => json(agent, `${B2B_TRAIL}?customerId=${REP}`),
      () => json(agent, `${B2B_TRAIL}`),
      () => json(agent, `/partner${RETAIL_TRAIL}?customerId=${DEALER}`),
    ]);
    expect(outside?.errorMessage).toBe("Customer ID not found");
    const dealer = await TestClient.signedIn(server().baseUrl, "/partner", DEALER);
    const shopper = await TestClient.signedIn(server().baseUrl, "", SHOPPER);
    await expectRefusedUnchanged(db(), 403, [() => json(dealer, `${B2B_TRAIL}?customerId=${DEALER}`), () => json(shopper, `${RETAIL_TRAIL}?customerId=${SHOPPER}`)]);
    await expectRefusedUnchanged(db(), 401, [
      () => json(new TestClient(server().baseUrl), `${B2B_TRAIL}?customerId=${DEALER}`),
      () => json(new TestClient(server().baseUrl), `${RETAIL_TRAIL}?customerId=${SHOPPER}`),
    ]);
    const [badCursor] = await expectRefusedUnchanged(db(), 400, [
      () => json(retailAgent, `${RETAIL_TRAIL}?customerId=${SHOPPER}&cursor=2026-01-01_1`),
      () => json(agent, `${B2B_TRAIL}?customerId=${DEALER}&cursor=${"9".repeat(65)}`),
    ]);
    expect(badCursor?.errorMessage).toMatch(/not a page of the trail/);
  });

  it("while an agent acts for the dealer, the dealer's page shows their trail and the agent still reads another customer's", async () => {
    const agent = await TestClient.signedIn(server().baseUrl, "/partner", AGENT);
    const started = await agent.postJson("/partner/b2b-assisted-service/emulate", { customerId: DEALER, cartId: "" });
    expect(started.status).toBe(200);
    const page = await agent.page(`/partner${PAGE}`);
    expect(page.html).toContain("Started acting for you");
    expect(rowsOf(page.html)).toBe(4);
    const other = await json(agent, `${B2B_TRAIL}?customerId=${CORPORATE}`);
    expect(other.status).toBe(200);
    const latest = await db().execute<{ action: string }>(sql`select action from agent_audit_events order by id desc limit 1`);
    expect(latest.rows[0]?.action).toBe("sessionStart");
  });
});
