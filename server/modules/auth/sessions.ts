import { and, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { BookingMode } from "../../../domain/booking-modes.ts";
import { isCurrency, isLanguage, type Language } from "../../../domain/sites.ts";
import type { ActingAgent, RequestContext, SessionUser } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { compiledSelect, statements } from "../../db/compiled.ts";
import { effectiveUnitId } from "../../../domain/company-switch.ts";
import { sessions, userUnits, users } from "../../db/schema/index.ts";
import { randomToken, sha256 } from "./tokens.ts";

export interface SessionData {
  language?: Language;
  currency?: string;
  /** The booking mode chosen in this session (decision 0017). */
  bookingMode?: BookingMode;
  /** The active cart of each mode as last found, so an add can skip looking it up (decision 0018). */
  carts?: Partial<Record<BookingMode, number>>;
  /** Trade-show mode is on (decision 0028). */
  tradeShow?: boolean;
  [key: string]: unknown;
}

export interface LoadedSession {
  idHash: string;
  siteId: string;
  csrfToken: string;
  data: SessionData;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  user: SessionUser | null;
  /** The agent or sales rep acting for `user` (decision 0063); null in an ordinary session. */
  agent: ActingAgent | null;
}

/** An agent session that ran out and was ended as it was found (decision 0063). */
export interface EndedAgentSession {
  idHash: string;
  agent: ActingAgent;
  customerUserId: number;
}

export interface SessionTimeouts {
  idleMs: number;
  absoluteMs: number;
  /** Lifetimes of an anonymous session (a visitor's basket, decision 0041); the user's when not given. */
  guestIdleMs?: number;
  guestAbsoluteMs?: number;
}

/** Writes of last-seen are spread out: idle timeouts are minutes long, so a minute is exact enough. */
const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(
  db: DbOrTx,
  input: {
    siteId: string;
    userId: number | null;
    data?: SessionData;
    ip: string;
    userAgent: string;
    now: Date;
    timeouts: SessionTimeouts;
    /** An anonymous session keeps the visitor's token, so pages already open go on working. */
    csrfToken?: string;
    /** An agent session (decision 0063): the agent acting for `userId`, and when the server ends it. */
    agent?: { userId: number; expiresAt: Date };
  },
): Promise<{ rawId: string; idHash: string; csrfToken: string }> {
  const rawId = randomToken(16);
  const idHash = sha256(rawId);
  const csrfToken = input.csrfToken ?? randomToken(32);
  const lifetime = input.userId === null ? (input.timeouts.guestAbsoluteMs ?? input.timeouts.absoluteMs) : input.timeouts.absoluteMs;
  await db.insert(sessions).values({
    idHash,
    siteId: input.siteId,
    userId: input.userId,
    csrfToken,
    data: input.data ?? {},
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt: new Date(input.now.getTime() + lifetime),
    ip: input.ip,
    userAgent: input.userAgent.slice(0, 300),
    agentUserId: input.agent?.userId ?? null,
    agentExpiresAt: input.agent?.expiresAt ?? null,
  });
  return { rawId, idHash, csrfToken };
}

/**
 * Signs `userId` in for the visitor of `ctx`: the visitor's current session (if any) is revoked
 * and a new one with a new id is created, so a session id never survives a sign-in.
 */
export async function rotateIntoUserSession(
  tx: DbOrTx,
  ctx: Pick<RequestContext, "site" | "sessionIdHash" | "ip" | "userAgent" | "now" | "deps">,
  userId: number,
): Promise<{ rawId: string }> {
  if (ctx.sessionIdHash) await revokeSession(tx, ctx.sessionIdHash, ctx.now);
  const session = await createSession(tx, {
    siteId: ctx.site.id,
    userId,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    now: ctx.now,
    timeouts: ctx.deps.config.session,
  });
  return { rawId: session.rawId };
}

/** The user columns a session carries (SessionUser); `sessionUserOf` makes the user of them. */
export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  kind: users.kind,
  unitId: users.unitId,
  dealerOwner: users.dealerOwner,
  canSeePrices: users.canSeePrices,
  priceHidingAvailable: users.priceHidingAvailable,
  pricesHidden: users.pricesHidden,
  language: users.language,
  currency: users.currency,
};

/** The stored user: language and currency as stored text, prices as the user's two flags. */
type SessionUserRow = Pick<SessionUser, "id" | "email" | "name" | "kind" | "unitId" | "dealerOwner" | "priceHidingAvailable" | "pricesHidden"> & {
  canSeePrices: boolean;
  language: string | null;
  currency: string | null;
};

/** The signed-in user as every request sees it, from `sessionUserColumns`. */
export function sessionUserOf(row: SessionUserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    kind: row.kind,
    unitId: row.unitId,
    dealerOwner: row.dealerOwner,
    pricesHidden: effectivePricesHidden(row),
    priceHidingAvailable: row.canSeePrices && row.priceHidingAvailable,
    language: isLanguage(row.language) ? row.language : null,
    currency: isCurrency(row.currency) ? row.currency : null,
  };
}

/** The agent or sales rep of an agent session, beside the customer in `users`. */
const agentUsers = alias(users, "agent_user");

/** Every request with a session cookie runs this: compiled once (server/db/compiled.ts). */
const sessionById = compiledSelect(
  "session_by_id",
  statements
    .select({
      idHash: sessions.idHash,
      siteId: sessions.siteId,
      csrfToken: sessions.csrfToken,
      data: sessions.data,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      ...sessionUserColumns,
      disabled: users.disabled,
      chosenUnitId: sessions.unitId,
      chosenMembership: userUnits.unitId,
      agentId: sessions.agentUserId,
      agentExpiresAt: sessions.agentExpiresAt,
      agentEmail: agentUsers.email,
      agentName: agentUsers.name,
      agentKind: agentUsers.kind,
      agentDisabled: agentUsers.disabled,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(agentUsers, eq(agentUsers.id, sessions.agentUserId))
    // The company switch's choice counts only while the user is a member of it (decision 0054).
    .leftJoin(userUnits, and(eq(userUnits.userId, sessions.userId), eq(userUnits.unitId, sessions.unitId)))
    .where(and(eq(sessions.idHash, sql.placeholder("idHash")), eq(sessions.siteId, sql.placeholder("siteId")))),
);

type SessionRow = Awaited<ReturnType<typeof sessionById>>[number];

/**
 * The acting agent of a session row: null when the row has none, "ended" when the agent session
 * may not go on (its time is up, or the agent is no longer an enabled agent or sales rep).
 */
function actingAgentOf(row: SessionRow, now: number): ActingAgent | null | "ended" {
  if (row.agentId === null) return null;
  const { agentId, agentExpiresAt, agentEmail, agentName, agentKind } = row;
  if (agentExpiresAt === null || now >= agentExpiresAt.getTime() || row.agentDisabled !== false) return "ended";
  if (agentEmail === null || agentName === null || (agentKind !== "agent" && agentKind !== "salesrep")) return "ended";
  return { userId: agentId, email: agentEmail, name: agentName, kind: agentKind, expiresAt: agentExpiresAt };
}

/**
 * The live session for a cookie value on a site, or null when it is unknown, revoked, past its
 * absolute lifetime or idle for too long. Expired sessions are revoked as they are found; so is
 * an agent session past its `agent_expires_at` (decision 0063), reported to `onAgentEnded` so
 * the caller records it in the agent audit trail.
 */
export async function loadSession(
  db: DbOrTx,
  input: { rawId: string; siteId: string; now: Date; timeouts: SessionTimeouts; onAgentEnded?: (ended: EndedAgentSession) => Promise<void> },
): Promise<LoadedSession | null> {
  const idHash = sha256(input.rawId);
  const [row] = await sessionById(db, { idHash, siteId: input.siteId });
  if (!row || row.revokedAt) return null;
  const now = input.now.getTime();
  // An anonymous session (no user) holds a visitor's basket and lives longer (decision 0041).
  const idleMs = row.id === null ? (input.timeouts.guestIdleMs ?? input.timeouts.idleMs) : input.timeouts.idleMs;
  const idleExpired = now - row.lastSeenAt.getTime() > idleMs;
  if (now >= row.expiresAt.getTime() || idleExpired || row.disabled) {
    await revokeSession(db, idHash, input.now);
    return null;
  }
  const agent = actingAgentOf(row, now);
  if (agent === "ended") {
    await revokeSession(db, idHash, input.now);
    if (row.agentId !== null && row.id !== null) {
      const ended: ActingAgent = { userId: row.agentId, email: row.agentEmail ?? "", name: row.agentName ?? "", kind: row.agentKind === "salesrep" ? "salesrep" : "agent", expiresAt: row.agentExpiresAt ?? input.now };
      await input.onAgentEnded?.({ idHash, agent: ended, customerUserId: row.id });
    }
    return null;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: input.now }).where(eq(sessions.idHash, idHash));
  }
  // A session of a visitor who is not signed in: the left join brings no user.
  const { id, email, name, kind, dealerOwner, canSeePrices, priceHidingAvailable, pricesHidden } = row;
  const user =
    id === null || email === null || name === null || kind === null
      ? null
      : sessionUserOf({ ...row, id, email, name, kind, unitId: effectiveUnitId({ homeUnitId: row.unitId, chosenUnitId: row.chosenUnitId, chosenIsMember: row.chosenMembership !== null }), dealerOwner: dealerOwner ?? false, canSeePrices: canSeePrices ?? true, priceHidingAvailable: priceHidingAvailable ?? false, pricesHidden: pricesHidden ?? false });
  return {
    idHash: row.idHash,
    siteId: row.siteId,
    csrfToken: row.csrfToken,
    data: row.data,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    expiresAt: row.expiresAt,
    user,
    agent,
  };
}

/** Prices are hidden for users who may not see them, and for those who switched them off (when they may). */
export function effectivePricesHidden(user: { canSeePrices: boolean | null; priceHidingAvailable: boolean | null; pricesHidden: boolean | null }): boolean {
  return user.canSeePrices === false || (user.priceHidingAvailable === true && user.pricesHidden === true);
}

export async function revokeSession(db: DbOrTx, idHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt)));
}

/** Signs a user out everywhere (password change, disabled account, administrator action). */
export async function revokeUserSessions(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ idHash: sessions.idHash });
  return revoked.length;
}

export async function updateSessionData(
  db: DbOrTx,
  idHash: string,
  patch: SessionData,
): Promise<void> {
  await db
    .update(sessions)
    .set({ data: sql`${sessions.data} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(sessions.idHash, idHash));
}

/** Remembers the session's active cart of `mode` in its data (`carts.{mode}`). */
export async function rememberSessionCart(db: DbOrTx, idHash: string, mode: BookingMode, cartId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ data: sql`jsonb_set(${sessions.data}, '{carts}', coalesce(${sessions.data} -> 'carts', '{}'::jsonb) || jsonb_build_object(${mode}::text, ${cartId}::int))` })
    .where(eq(sessions.idHash, idHash));
}

/** Deletes sessions that ended more than a day ago; run by a scheduled job. */
export async function purgeEndedSessions(db: DbOrTx, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - 24 * 3_600_000);
  const deleted = await db
    .delete(sessions)
    .where(sql`${sessions.expiresAt} < ${cutoff} or ${sessions.revokedAt} < ${cutoff}`)
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}
