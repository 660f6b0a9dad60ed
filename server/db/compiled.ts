import { Column, fillPlaceholders, is, type Query, SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { DbOrTx } from "./client.ts";

/**
 * Statements on the hottest paths (every request's session, every add to cart) are built by
 * Drizzle once, when the module loads, and run as named prepared statements on the connection
 * the caller holds (the pool, or the open transaction's client). Building a query with Drizzle
 * cost more of an add's CPU than running it (decision 0018), and a named statement is also
 * parsed and planned once per connection. Everything else keeps using Drizzle directly.
 */

const CASING = { casing: "snake_case" } as const;
/** Builds statements without a connection: `compiledSelect(name, statements.select(…)…)`. */
export const statements = drizzle.mock(CASING);
const dialect = new PgDialect(CASING);

/** As Drizzle reads them: dates and times as the server's text, which the columns then map. */
const TEXT_TYPES = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);
const identity = (value: string) => value;
const DRIZZLE_TYPES = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    TEXT_TYPES.has(oid) ? identity : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig["getTypeParser"],
};

type Client = pg.Pool | pg.ClientBase;

/**
 * The embedded database serves every connection, of every process, from one backend session, so
 * a statement name one connection prepared is already taken for the next: statements run unnamed
 * there (parsed each time, which costs PGlite little).
 */
const unnamed = new WeakSet<Client>();

export function runUnnamedOn(pool: pg.Pool): void {
  unnamed.add(pool);
  pool.on("connect", (client) => unnamed.add(client));
}

/**
 * The `pg` pool or client behind a Drizzle handle. Drizzle keeps it on its session without
 * typing it, so it is checked here: a Drizzle upgrade that moves it fails loudly, not silently.
 */
function clientOf(db: DbOrTx): Client {
  const client: unknown = Reflect.get(db._.session, "client");
  if (client instanceof pg.Pool || client instanceof pg.Client) return client;
  throw new Error("compiled statements need Drizzle's node-postgres session");
}

function run<R extends pg.QueryResultRow>(db: DbOrTx, name: string, query: Query, values: Record<string, unknown>, rowMode?: "array") {
  const client = clientOf(db);
  return client.query<R>({ ...(unnamed.has(client) ? {} : { name }), text: query.sql, values: fillPlaceholders(query.params, values), types: DRIZZLE_TYPES, ...(rowMode ? { rowMode } : {}) });
}

interface CompilableSelect {
  toSQL(): Query;
  readonly _: { readonly selectedFields: Record<string, unknown>; readonly result: unknown[] };
}

/**
 * A select built once; each run maps the rows to the selection's keys as Drizzle would
 * (columns decode their values). Only flat selections: no nested objects.
 */
export function compiledSelect<Q extends CompilableSelect>(name: string, query: Q): (db: DbOrTx, values?: Record<string, unknown>) => Promise<Q["_"]["result"]> {
  const compiled = query.toSQL();
  const fields = Object.entries(query._.selectedFields).map(([key, field]) => {
    if (field !== null && typeof field === "object" && !is(field, Column) && !("getSQL" in field)) {
      throw new Error(`compiled select ${name}: nested selection ${key} is not supported`);
    }
    return { key, column: is(field, Column) ? field : null };
  });
  return async (db, values = {}) => {
    const { rows } = await run<unknown[]>(db, name, compiled, values, "array");
    return rows.map((row) => {
      const out: Record<string, unknown> = {};
      fields.forEach(({ key, column }, i) => {
        const value = row[i];
        out[key] = value === null || column === null ? value : column.mapFromDriverValue(value);
      });
      return out;
    });
  };
}

/**
 * Any other statement (an update or insert of `statements`, or Drizzle's `sql`) built once. Rows
 * as PostgreSQL names their columns, with dates and times as text.
 */
export function compiledStatement<R extends pg.QueryResultRow>(name: string, statement: SQL | { toSQL(): Query }): (db: DbOrTx, values?: Record<string, unknown>) => Promise<R[]> {
  const compiled = is(statement, SQL) ? dialect.sqlToQuery(statement) : statement.toSQL();
  return async (db, values = {}) => (await run<R>(db, name, compiled, values)).rows;
}
