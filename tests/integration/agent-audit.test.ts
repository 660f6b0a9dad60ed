import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Site, SITES } from "../../domain/sites.ts";
import type { RequestContext } from "../../server/context.ts";
import { agentAuditTrail, customerAuditTrail, recordAgentEvent } from "../../server/modules/assisted-service/audit.ts";
import { purgeAgentAudit } from "../../server/modules/assisted-service/audit-purge.ts";
import { ownerContext } from "../../server/modules/replenishment/run-context.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { userIdOf } from "../support/history-fixtures.ts";
import { useTestServer } from "../support/lifecycle.ts";

/** The append-only agent audit trail (issue 16, decision 0062), against the database. */
describe.each(DB_TARGETS)("agent audit trail on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  let agent: RequestContext;
  let shopper: RequestContext;
  let dealer: RequestContext;

  const contextOf = async (email: string, site: Site = SITES.b2c) => {
    const ctx = await ownerContext(server().deps, db(), { userId: await userIdOf(db(), email), site, now: new Date(), log: server().app.log });
    if (!ctx) throw new Error(`no context for ${email}`);
    return { ...ctx, sessionIdHash: `hash-of-${email}` };
  };
  const count = async () => (await db().execute<{ n: number }>(sql`select count(*)::int as n from agent_audit_events`)).rows[0]!.n;
  /** An event written straight into the table, `days` ago (the service always writes "now"). */
  const oldEvent = async (days: number) =>
    (
      await db().execute<{ id: string }>(sql`
        insert into agent_audit_events (at, site_id, agent_user_id, customer_user_id, session_ref, action, route, summary)
        values (now() - make_interval(days => ${days}), 'b2c', ${agent.user!.id}, ${shopper.user!.id}, 'old', 'cartChange', '/cart/updateMultiD', '{}')
        returning id`)
    ).rows[0]!.id;

  /** What the database answered: "done", or its error message (drizzle wraps it as the cause). */
  const outcome = (work: Promise<unknown>): Promise<string> =>
    work.then(
      () => "done",
      (error: unknown) => {
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        return cause instanceof Error ? cause.message : String(cause);
      },
    );

  beforeAll(async () => {
    agent = await contextOf("agent@example.com");
    shopper = await contextOf("shopper@example.com");
    dealer = await contextOf("dealer@example.com", SITES.us);
  });

  it("records an event with agent, customer, site, session reference, route pattern and a cleaned summary", async () => {
    const recorded = await recordAgentEvent(agent, {
      action: "orderPlaced",
      customerUserId: shopper.user!.id,
      route: "/checkout/placeOrder?x=1#top",
      summary: { orderCode: "00012345", payment: { type: "CARD", cardNumber: "4111111111111111", cvv: "737" }, password: "hunter2" },
    });
    expect(recorded).toMatchObject({ ok: true, stripped: ["payment.cardNumber", "payment.cvv", "password"] });
    if (!recorded.ok) return;
    const { rows } = await db().execute<Record<string, unknown>>(sql`
      select site_id, agent_user_id, customer_user_id, session_ref, action, route, summary, at is not null as has_time from agent_audit_events where id = ${recorded.id}`);
    expect(rows[0]).toEqual({
      site_id: "b2c",
      agent_user_id: agent.user!.id,
      customer_user_id: shopper.user!.id,
      session_ref: expect.stringMatching(/^[0-9a-f]{32}$/),
      action: "orderPlaced",
      route: "/checkout/placeOrder",
      summary: { orderCode: "00012345", payment: { type: "CARD" } },
      has_time: true,
    });
    expect(rows[0]!.session_ref).not.toContain("hash-of");
    expect(JSON.stringify(rows[0])).not.toMatch(/4111|737|hunter2/);
  });

  it("refuses a caller who is no agent, a summary that is not a small plain object, and a route that is no path, writing nothing", async () => {
    const before = await count();
    const base = { action: "cartChange" as const, customerUserId: shopper.user!.id, route: "/cart/updateMultiD", summary: {} };
    expect(await recordAgentEvent(shopper, base)).toEqual({ ok: false, problem: "notAgent" });
    expect(await recordAgentEvent(dealer, base)).toEqual({ ok: false, problem: "notAgent" });
    expect(await recordAgentEvent(agent, { ...base, summary: { note: "x".repeat(3000) } })).toEqual({ ok: false, problem: "tooLarge" });
    expect(await recordAgentEvent(agent, { ...base, route: "https://evil.example/cart" })).toEqual({ ok: false, problem: "badRoute" });
    // Acting for a customer: the agent recorded is the session's agent, not the customer in `user`.
    const acting = await recordAgentEvent({ ...shopper, actingAgent: { userId: agent.user!.id, email: agent.user!.email, name: agent.user!.name, kind: "agent", expiresAt: new Date(Date.now() + 60_000) } }, base);
    expect(acting.ok).toBe(true);
    expect(await count()).toBe(before + 1);
    const [row] = (await db().execute<{ agent_user_id: number }>(sql`select agent_user_id from agent_audit_events order by id desc limit 1`)).rows;
    expect(row?.agent_user_id).toBe(agent.user!.id);
  });

  it("is append-only in the database: UPDATE is refused always, DELETE of an event younger than the retention too", async () => {
    const fresh = await recordAgentEvent(agent, { action: "sessionStart", customerUserId: null, route: "/assisted-service/login", summary: {} });
    if (!fresh.ok) throw new Error("not recorded");
    const year = await oldEvent(400);
    expect(await outcome(db().execute(sql`update agent_audit_events set summary = '{"changed":true}' where id = ${fresh.id}`))).toMatch(/append-only/);
    expect(await outcome(db().execute(sql`update agent_audit_events set route = '/x' where id = ${year}`))).toMatch(/append-only/);
    expect(await outcome(db().execute(sql`delete from agent_audit_events where id = ${fresh.id}`))).toMatch(/append-only/);
    // 400 days is past the floor (365) but within the default retention (730): still refused without the purge's setting.
    expect(await outcome(db().execute(sql`delete from agent_audit_events where id = ${year}`))).toMatch(/younger than 730 days/);
    // Nor can a session claim a shorter retention than a year.
    const claimed = db().transaction(async (tx) => {
      await tx.execute(sql`select set_config('brim.agent_audit_retention_days', '1', true)`);
      await tx.execute(sql`delete from agent_audit_events where id = ${fresh.id}`);
    });
    expect(await outcome(claimed)).toMatch(/younger than 365 days/);
    const left = await db().execute<{ id: string }>(sql`select id from agent_audit_events where id in (${fresh.id}, ${year})`);
    expect(left.rows).toHaveLength(2);
  });

  it("purges only events older than the retention, in batches, and a second run finds nothing", async () => {
    const old = [await oldEvent(800), await oldEvent(760), await oldEvent(731)];
    const kept = [await oldEvent(729), await oldEvent(400)];
    const before = await count();
    const counts = await purgeAgentAudit(db(), { now: new Date(), retentionDays: 730, batchSize: 2 });
    expect(counts).toEqual({ deleted: 3, batches: 2 });
    expect(await count()).toBe(before - 3);
    const ids = (await db().execute<{ id: string }>(sql`select id::text from agent_audit_events`)).rows.map((r) => r.id);
    for (const id of old) expect(ids).not.toContain(String(id));
    for (const id of kept) expect(ids).toContain(String(id));
    expect(await purgeAgentAudit(db(), { now: new Date(), retentionDays: 730, batchSize: 2 })).toEqual({ deleted: 0, batches: 1 });
    // A shorter configured retention (the shortest the database takes) reaches the kept ones too, and nothing younger than a year.
    const young = await oldEvent(300);
    const shorter = await purgeAgentAudit(db(), { now: new Date(), retentionDays: 365, batchSize: 10 });
    expect(shorter.deleted).toBeGreaterThanOrEqual(2);
    const after = (await db().execute<{ id: string }>(sql`select id::text from agent_audit_events`)).rows.map((r) => r.id);
    for (const id of kept) expect(after).not.toContain(String(id));
    expect(after).toContain(String(young));
    // The daily job is scheduled.
    const { rows: schedule } = await db().execute<{ cron: string }>(sql`select cron from pgboss.schedule where name = 'assistedService.purgeAudit'`);
    expect(schedule).toEqual([{ cron: "37 4 * * *" }]);
  });

  it("reads a customer's trail newest first, page by page without repeats or gaps, and only for the customer or an agent", async () => {
    // On a partner site, where nothing else has been recorded: a trail is per site.
    const agentUs = await contextOf("agent@example.com", SITES.us);
    const customer = await userIdOf(db(), "franchise@example.com");
    const written: number[] = [];
    for (let i = 0; i < 7; i++) {
      // Three share one instant: the id breaks the tie.
      const at = new Date(Date.UTC(2026, 0, 1, 12, 0, i < 3 ? 0 : i));
      const result = await recordAgentEvent({ ...agentUs, now: at }, { action: "cartChange", customerUserId: customer, route: "/cart/updateMultiD", summary: { n: i } });
      if (result.ok) written.push(result.id);
    }
    const seen: number[] = [];
    let page: string | null = null;
    let pages = 0;
    do {
      const result = await customerAuditTrail(agentUs, { customerUserId: customer, page, size: 3 });
      if (!result.ok) throw new Error(result.kind);
      seen.push(...result.value.events.map((e) => e.id));
      page = result.value.next;
      pages += 1;
      // An event appended meanwhile (newer) never shows up on a later page.
      if (pages === 1) await recordAgentEvent({ ...agentUs, now: new Date() }, { action: "cartChange", customerUserId: customer, route: "/cart", summary: {} });
    } while (page !== null);
    expect(pages).toBe(3);
    expect(seen).toEqual([...written.slice(3).reverse(), ...written.slice(0, 3).reverse()]);

    const own = await contextOf("franchise@example.com", SITES.us);
    const mine = await customerAuditTrail(own, { customerUserId: customer });
    // The customer's own view: the newest is the one appended during paging.
    expect(mine.ok && mine.value.events).toHaveLength(8);
    expect(mine.ok && mine.value.events[0]).toMatchObject({ action: "cartChange", agent: { id: agent.user!.id }, customer: { id: customer } });
    expect(await customerAuditTrail(dealer, { customerUserId: customer })).toEqual({ ok: false, kind: "notFound" });
    expect(await customerAuditTrail(agentUs, { customerUserId: customer, page: "2026-01-01 OR 1=1" })).toEqual({ ok: false, kind: "badPage" });
    const agentsOwn = await agentAuditTrail(agentUs, { agentUserId: agent.user!.id, size: 2 });
    expect(agentsOwn.ok && agentsOwn.value.events).toHaveLength(2);
    expect(await agentAuditTrail(own, { agentUserId: agent.user!.id })).toEqual({ ok: false, kind: "notFound" });
  });
});
