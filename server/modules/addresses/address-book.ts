import { and, eq, type SQL } from "drizzle-orm";
import type { SessionUser } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { addresses, units, users } from "../../db/schema/index.ts";

/** Whose addresses a user reaches: the unit's shared book (B2B) or the consumer's own. */
export type AddressBook = { unitId: number; userId: null } | { unitId: null; userId: number };

export type BookAccess = { ok: true; book: AddressBook } | { ok: false; reason: "signedOut" | "noBook" };

/**
 * B2B users reach their unit's book, consumers their own. Sales representatives and agents
 * without a unit have none until they act for a customer (assisted service, later).
 */
export function addressBookOf(user: SessionUser | null): BookAccess {
  if (!user) return { ok: false, reason: "signedOut" };
  if (user.unitId !== null) return { ok: true, book: { unitId: user.unitId, userId: null } };
  if (user.kind === "consumer") return { ok: true, book: { unitId: null, userId: user.id } };
  return { ok: false, reason: "noBook" };
}

/** The condition "in this book". */
export function inBook(book: AddressBook): SQL {
  return book.unitId !== null ? eq(addresses.unitId, book.unitId) : eq(addresses.userId, book.userId);
}

/** An address of this book by its code: another book's code matches nothing. */
export function codeInBook(book: AddressBook, code: string): SQL | undefined {
  return and(inBook(book), eq(addresses.code, code));
}

/**
 * Locks the book's owner row (the unit or the consumer) for the rest of the transaction, so
 * changes of the default take turns: without it two "set default" calls could each clear the old
 * default and then both set theirs, and the second would break the one-default index.
 */
export async function lockBook(tx: DbOrTx, book: AddressBook): Promise<void> {
  if (book.unitId !== null) await tx.select({ id: units.id }).from(units).where(eq(units.id, book.unitId)).for("update");
  else await tx.select({ id: users.id }).from(users).where(eq(users.id, book.userId)).for("update");
}

/** The owner columns of a new address of this book. */
export function bookOwner(book: AddressBook): { unitId: number | null; userId: number | null } {
  return { unitId: book.unitId, userId: book.userId };
}
