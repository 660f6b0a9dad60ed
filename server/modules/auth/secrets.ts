import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { appSecrets } from "../../db/schema/index.ts";
import { randomToken } from "./tokens.ts";

// Secrets never change once created, so caching them per process shares no mutable state.
const cache = new Map<string, Promise<string>>();

/** A random secret created once in the database and shared by every process. */
export function appSecret(db: Db, name: string): Promise<string> {
  let value = cache.get(name);
  if (!value) {
    value = loadOrCreate(db, name);
    value.catch(() => cache.delete(name));
    cache.set(name, value);
  }
  return value;
}

async function loadOrCreate(db: Db, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomToken(32) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`app secret ${name} missing after insert`);
  return row.value;
}
