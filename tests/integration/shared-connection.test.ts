import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { clonePostgresDatabase, DB_TARGETS } from "../support/databases.ts";

/**
 * Statements the server refuses: NUL in a text value (as a parameter and in the statement text),
 * an invalid JSON escape, a syntax error, a refusal inside a transaction.
 */
const FAILING: [string, (d: Database) => Promise<unknown>][] = [
  ["NUL in a parameter", (d) => d.db.execute(sql`select ${"a\u0000b"}::text`)],
  ["NUL in the statement text", (d) => d.pool.query("select 'a\u0000b' as x")],
  ["NUL in an extended statement's text", (d) => d.pool.query("select 'a\u0000b' where 1 = $1", [1])],
  ["NUL escaped in JSON", (d) => d.db.execute(sql`select ${'{"a":"\\u0000"}'}::jsonb`)],
  ["1 MB parameter ending in NUL", (d) => d.db.execute(sql`select ${`${"x".repeat(1 << 20)}\u0000`}::text`)],
  ["syntax error", (d) => d.pool.query("selec 1")],
  ["refused inside a transaction", (d) => d.db.transaction(async (tx) => tx.execute(sql`select ${"\u0000"}::text`))],
];

describe.each(DB_TARGETS)("a failing statement leaves the shared connection usable on %s", (target) => {
  let database: Database;
  let drop: (() => Promise<void>) | null = null;
  let connects = 0;

  beforeAll(async () => {
    let databaseUrl: string | undefined;
    if (target === "postgres") {
      const clone = await clonePostgresDatabase();
      databaseUrl = clone.url;
      drop = clone.drop;
    }
    database = await openDatabase({ databaseUrl, dataDir: null, poolSize: 1 });
    database.pool.on("connect", () => connects++);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  const good = async () => (await database.db.execute<{ one: number }>(sql`select 1 as one`)).rows;

  it.each(FAILING)("%s, then a good statement on the same connection", async (_label, failing) => {
    expect(await good()).toEqual([{ one: 1 }]);
    const before = connects;
    await expect(failing(database)).rejects.toThrow();
    expect(await good()).toEqual([{ one: 1 }]);
    // The connection was kept, not replaced.
    expect(connects).toBe(before);
    expect(database.pool.totalCount).toBe(1);
  });

  it("failing and good statements interleaved on one connection: every good one answers", async () => {
    const answers: Promise<unknown>[] = [];
    for (let round = 0; round < 10; round++) {
      for (const [, failing] of FAILING) {
        answers.push(failing(database).then(() => "no refusal", () => "refused"));
        answers.push(good());
      }
    }
    const results = await Promise.all(answers);
    expect(results.filter((r) => r === "refused")).toHaveLength(10 * FAILING.length);
    expect(results.filter((r) => Array.isArray(r))).toHaveLength(10 * FAILING.length);
  });
});
