import { randomBytes } from "node:crypto";
import pg from "pg";

/** Where integration tests run: always the embedded PGlite; PostgreSQL too when TEST_DATABASE_URL is set. */
export type DbTarget = "pglite" | "postgres";

export const DB_TARGETS: DbTarget[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/** Overridable so that test runs from several checkouts can share one PostgreSQL server. */
export const TEMPLATE_DB = process.env.TEST_TEMPLATE_DB ?? "brim_test_template";

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
