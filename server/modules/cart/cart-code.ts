import { randomInt } from "node:crypto";
import { z } from "zod";
import { isCartCode } from "../../../domain/assisted-service-fields.ts";
import { newCartCode } from "../../../domain/assisted-service.ts";
import type { DbOrTx } from "../../db/client.ts";
import { carts } from "../../db/schema/index.ts";

/**
 * Cart codes (issue 16, decision 0061): every `carts` row carries an 8-digit code drawn at random
 * when it is made; URLs, JSON and the mini cart show it, foreign keys stay on the id.
 */

/** A random draw in [0, 1) from the operating system's cryptographic source (32 bits). */
const cryptoRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

/** A fresh code: 8 digits, the first not 0. */
export function drawCartCode(): string {
  return newCartCode(cryptoRandom);
}

/** Draws before giving up: with a million carts a draw clashes once in 90, five in a row once in 6 billion. */
export const CART_CODE_ATTEMPTS = 5;

/**
 * Inserts a cart row with a fresh code. `insert` must write with ON CONFLICT DO NOTHING and answer
 * the row, or undefined when nothing was written: a code already taken is then drawn again (no
 * error, so a surrounding transaction goes on). When another unique rule refused the row (the
 * one active cart, the one visitor basket), `existing` answers the row that won, and that is the
 * answer. Throws only after CART_CODE_ATTEMPTS clashes in a row.
 */
export async function insertWithCartCode<R>(insert: (code: string) => Promise<R | undefined>, existing?: () => Promise<R | undefined>): Promise<R> {
  for (let attempt = 0; attempt < CART_CODE_ATTEMPTS; attempt++) {
    const row = await insert(drawCartCode());
    if (row) return row;
    const found = existing ? await existing() : undefined;
    if (found) return found;
  }
  throw new Error(`no free cart code after ${CART_CODE_ATTEMPTS} draws`);
}

const insertedColumns = { id: carts.id, code: carts.code, mode: carts.mode, currency: carts.currency, version: carts.version };
export type InsertedCart = { id: number; code: string; mode: (typeof carts.$inferSelect)["mode"]; currency: string; version: number };

/** A `carts` row with a fresh code (every kind: cart, quick order, saved bag, saved cart, a visitor's basket); see insertWithCartCode. */
export async function insertCartRow(db: DbOrTx, values: Omit<typeof carts.$inferInsert, "id" | "code">, existing?: () => Promise<InsertedCart | undefined>): Promise<InsertedCart> {
  return insertWithCartCode(async (code) => (await db.insert(carts).values({ ...values, code }).onConflictDoNothing().returning(insertedColumns))[0], existing);
}

/**
 * A cart code as a path or query parameter: any text up to 40 characters passes the schema (so a
 * wrong one is not a 400), and is null unless it is exactly 8 digits. Services answer null as
 * "not found", the same as an unknown or another customer's code.
 */
export const cartCodeParam = z
  .string()
  .max(40)
  .transform((text) => (isCartCode(text) ? text : null));

/** A code as the services take it (from a route, a page's params or a query): 8 digits or null. */
export function parseCartCode(code: string | null | undefined): string | null {
  return typeof code === "string" && isCartCode(code) ? code : null;
}
