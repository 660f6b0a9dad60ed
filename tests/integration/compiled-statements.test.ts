import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { compiledSelect, compiledStatement, statements } from "../../server/db/compiled.ts";
import { sessions, units, users } from "../../server/db/schema/index.ts";
import { BOTH_DB_TARGETS } from "../support/databases.ts";
import { useTestServer } from "../support/lifecycle.ts";

/** The hot paths' statements built once (server/db/compiled.ts) answer what Drizzle answers. */
describe.each(BOTH_DB_TARGETS)("compiled statements on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;

  const selection = {
    id: users.id,
    email: users.email,
    kind: users.kind,
    createdAt: users.createdAt,
    unitName: units.name,
    unitUid: units.uid,
    termsAcceptedAt: users.termsAcceptedAt,
    lowerEmail: sql<string>`lower(${users.email})`,
  };
  const usersOfKind = compiledSelect(
    "test_users_of_kind",
    statements
      .select(selection)
      .from(users)
      .leftJoin(units, eq(units.id, users.unitId))
      .where(eq(users.kind, sql.placeholder("kind")))
      .orderBy(users.id),
  );

  it("maps a select's rows as Drizzle does: dates as Date, nulls of a left join, SQL fields, on the pool and in a transaction", async () => {
    for (const kind of ["dealer", "consumer"] as const) {
      const expected = await db().select(selection).from(users).leftJoin(units, eq(units.id, users.unitId)).where(eq(users.kind, kind)).orderBy(users.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(await usersOfKind(db(), { kind })).toEqual(expected);
      expect(await db().transaction((tx) => usersOfKind(tx, { kind }))).toEqual(expected);
    }
    const [consumer] = await usersOfKind(db(), { kind: "consumer" });
    expect(consumer?.createdAt).toBeInstanceOf(Date);
    expect(consumer?.unitName).toBeNull();
  });

  it("runs an update in the caller's transaction, so a rollback undoes it", async () => {
    const touch = compiledStatement<{ id_hash: string }>(
      "test_touch_sessions",
      statements
        .update(sessions)
        .set({ lastSeenAt: sql`${sql.placeholder("now")}::timestamptz` })
        .where(and(eq(sessions.siteId, sql.placeholder("siteId")), sql`false`))
        .returning({ idHash: sessions.idHash }),
    );
    const renamed = compiledStatement<{ name: string }>(
      "test_rename_user",
      sql`update users set name = ${sql.placeholder("name")} where email = ${sql.placeholder("email")} returning name`,
    );
    expect(await touch(db(), { now: new Date(), siteId: "us" })).toEqual([]);
    const [before] = await db().select({ name: users.name }).from(users).where(eq(users.email, "dealer@example.com"));
    await expect(
      db().transaction(async (tx) => {
        expect(await renamed(tx, { name: "Renamed Dealer", email: "dealer@example.com" })).toEqual([{ name: "Renamed Dealer" }]);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    const [after] = await db().select({ name: users.name }).from(users).where(eq(users.email, "dealer@example.com"));
    expect(after).toEqual(before);
  });
});
