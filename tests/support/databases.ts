import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";

/** A database integration tests run on: the embedded PGlite or the PostgreSQL of TEST_DATABASE_URL. */
export type DbTarget = "pglite" | "postgres";

/**
 * Where an integration file runs (decision 0040): on PostgreSQL when TEST_DATABASE_URL is set (CI),
 * else on the embedded PGlite. One database per run: the behaviours are the same SQL on both.
 */
export const DB_TARGETS: DbTarget[] = process.env.TEST_DATABASE_URL ? ["postgres"] : ["pglite"];

/** The one database of a run (DB_TARGETS' only entry), for files that start servers themselves. */
export const DB_TARGET: DbTarget = DB_TARGETS[0]!;

/**
 * Both databases, for the embedded database's own behaviours: jobs on its single connection,
 * compiled statements, two processes sharing it, racing placements (one transaction at a time).
 */
export const BOTH_DB_TARGETS: DbTarget[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * Overridable so that test runs from several checkouts can share one PostgreSQL server; by
 * default named after this checkout, so two checkouts' runs never drop each other's template.
 */
export const TEMPLATE_DB =
  process.env.TEST_TEMPLATE_DB ?? `brim_test_template_${createHash("sha256").update(path.resolve(import.meta.dirname, "../..")).digest("hex").slice(0, 8)}`;

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh PostgreSQL database cloned from the migrated and seeded template (made once per run
 * by the global setup); dropped again by the returned function.
 */
export async function clonePostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `brim_t_${randomBytes(6).toString("hex")}`;
  await adminQuery(`create database ${name} template ${TEMPLATE_DB}`);
  return {
    url: databaseUrl(name),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}
