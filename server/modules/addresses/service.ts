import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import { addressText, addressTexts } from "../../../domain/addresses/address-texts.ts";
import { withDb, type RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { addresses, cartCheckouts, carts } from "../../db/schema/index.ts";
import { randomCode } from "../auth/tokens.ts";
import { activeCart } from "../cart/active-cart.ts";
import { addressBookOf, bookOwner, codeInBook, inBook, lockBook, type AddressBook } from "./address-book.ts";
import { sameAddress } from "../../../domain/address-identity.ts";
import { addressValues, checkAddressFields, sameLocation, type FieldError, type SaveAddressInput } from "./address-input.ts";
import { verifyForSave } from "./address-verification.ts";
import { addressColumns, toAddressView, type AddressRow, type AddressView } from "./address-view.ts";

/** Expected refusals; the routes map them to statuses (401, 403, 404, 400, 422, 403, 409). */
export type AddressFailure =
  | { kind: "signedOut" }
  | { kind: "noBook" }
  | { kind: "notFound" }
  | { kind: "invalid"; errors: FieldError[] }
  | { kind: "addressDisabled" }
  | { kind: "noCart" }
  /** The book already holds this address (decision 0023): its code, and whether it is enabled. */
  | { kind: "duplicate"; addressCode: string; enabled: boolean };

export type AddressResult<T> = { ok: true; value: T } | { ok: false; failure: AddressFailure };

const fail = <T>(failure: AddressFailure): AddressResult<T> => ({ ok: false, failure });
const done = <T>(value: T): AddressResult<T> => ({ ok: true, value });

/** A new address code: "A" and 12 random base32 characters (60 bits), not guessable from another. */
export function newAddressCode(): string {
  return randomCode("A");
}

/** Runs `fn` with the session's address book, or answers why there is none. */
async function withBook<T>(ctx: RequestContext, fn: (book: AddressBook) => Promise<AddressResult<T>>): Promise<AddressResult<T>> {
  const access = addressBookOf(ctx.user);
  if (!access.ok) return fail({ kind: access.reason });
  return fn(access.book);
}

async function findInBook(db: DbOrTx, book: AddressBook, code: string, lock?: "share"): Promise<AddressRow | null> {
  const query = db.select(addressColumns).from(addresses).where(codeInBook(book, code));
  const [row] = lock ? await query.for(lock) : await query;
  return row ?? null;
}

/** The session's address book, enabled and disabled addresses, the default first. */
export function listAddresses(ctx: RequestContext): Promise<AddressResult<AddressView[]>> {
  return withBook(ctx, async (book) => {
    const rows = await ctx.db
      .select(addressColumns)
      .from(addresses)
      .where(inBook(book))
      .orderBy(desc(addresses.isDefault), desc(addresses.enabled), asc(addresses.id));
    return done(rows.map((row) => toAddressView(row, ctx.language)));
  });
}

/** One address of the session's book; another book's code is not found. */
export function getAddress(ctx: RequestContext, input: { code: string }): Promise<AddressResult<AddressView>> {
  return withBook(ctx, async (book) => {
    const row = await findInBook(ctx.db, book, input.code);
    return row ? done(toAddressView(row, ctx.language)) : fail({ kind: "notFound" });
  });
}

/** Another address of the book that is the same as `values` (decision 0023), read under `lockBook` so racing saves take turns. */
async function twinInBook(tx: DbOrTx, book: AddressBook, values: ReturnType<typeof addressValues>, exceptId: number | null): Promise<AddressRow | null> {
  const others = exceptId === null ? undefined : ne(addresses.id, exceptId);
  const candidates = await tx
    .select(addressColumns)
    .from(addresses)
    .where(and(inBook(book), eq(addresses.countryIso, values.countryIso), others))
    .orderBy(desc(addresses.enabled), asc(addresses.id));
  return candidates.find((row) => sameAddress(row, values)) ?? null;
}

/** Clears the book's default (but `keepId`'s), inside a transaction that holds `lockBook`. */
async function clearDefault(tx: DbOrTx, book: AddressBook, keepId: number | null, now: Date): Promise<void> {
  const others = keepId === null ? undefined : ne(addresses.id, keepId);
  await tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: now })
    .where(and(inBook(book), eq(addresses.isDefault, true), others));
}

/**
 * Adds an address (`code` null) or changes one of the book. A new address is the default when
 * asked or when the book has none; a changed one becomes it when asked. The verification service
 * is asked where the address is (decision 0026), outside the transaction so no lock waits on it,
 * and not again when only the name or phone changed; its field errors refuse the save. A save
 * that would make the address the same as another of the book is refused (decision 0023).
 */
export function saveAddress(ctx: RequestContext, input: SaveAddressInput): Promise<AddressResult<AddressView>> {
  return withBook(ctx, async (book) => {
    const checked = checkAddressFields(input.fields, ctx.language);
    if (!checked.ok) return fail({ kind: "invalid", errors: checked.errors });
    const values = addressValues(checked.fields);
    const before = input.code === null ? null : await findInBook(ctx.db, book, input.code);
    if (input.code !== null && !before) return fail({ kind: "notFound" });
    const keepsCheck = before !== null && sameLocation(before, values) && before.verification !== "unchecked";
    const check = keepsCheck ? null : await verifyForSave(ctx, checked.fields);
    if (check && !check.ok) return fail({ kind: "invalid", errors: check.errors });
    return ctx.db.transaction(async (tx) => {
      await lockBook(tx, book);
      // An edit that leaves the address the same one it was is not refused for a twin the book already had.
      const twin = before && sameAddress(before, values) ? null : await twinInBook(tx, book, values, before?.id ?? null);
      if (twin) return fail({ kind: "duplicate", addressCode: twin.code, enabled: twin.enabled });
      if (input.code === null) {
        const [current] = await tx.select({ id: addresses.id }).from(addresses).where(and(inBook(book), eq(addresses.isDefault, true)));
        if (input.makeDefault) await clearDefault(tx, book, null, ctx.now);
        const [created] = await tx
          .insert(addresses)
          .values({ ...bookOwner(book), ...values, code: newAddressCode(), isDefault: input.makeDefault || !current, verification: check?.verification ?? "unchecked", createdAt: ctx.now, updatedAt: ctx.now })
          .returning(addressColumns);
        if (!created) throw new Error("address insert returned nothing");
        return done(toAddressView(created, ctx.language));
      }
      const existing = await findInBook(tx, book, input.code);
      if (!existing) return fail({ kind: "notFound" });
      if (input.makeDefault && !existing.enabled) {
        const message = addressText(addressTexts(ctx.language), "error.defaultDisabled");
        return fail({ kind: "invalid", errors: [{ field: "defaultAddress", message }] });
      }
      if (input.makeDefault) await clearDefault(tx, book, existing.id, ctx.now);
      // Without a new check, the stored one holds only while the address is still where it was.
      const verification = check ? check.verification : sameLocation(existing, values) ? existing.verification : "unchecked";
      const [updated] = await tx
        .update(addresses)
        .set({ ...values, isDefault: existing.isDefault || input.makeDefault, verification, updatedAt: ctx.now })
        .where(eq(addresses.id, existing.id))
        .returning(addressColumns);
      if (!updated) throw new Error(`address ${existing.id} vanished under its lock`);
      return done(toAddressView(updated, ctx.language));
    });
  });
}

/** Offers a disabled address again (it does not become the default again by itself). */
export function enableAddress(ctx: RequestContext, input: { code: string }): Promise<AddressResult<AddressView>> {
  return withBook(ctx, async (book) => {
    const [row] = await ctx.db.update(addresses).set({ enabled: true, updatedAt: ctx.now }).where(codeInBook(book, input.code)).returning(addressColumns);
    return row ? done(toAddressView(row, ctx.language)) : fail({ kind: "notFound" });
  });
}

/**
 * Stops offering an address. It stays for past orders, is no longer the default and is taken off
 * the active carts that chose it (the unit's other buyers' too): a disabled address is never
 * delivered to.
 */
export function disableAddress(ctx: RequestContext, input: { code: string }): Promise<AddressResult<AddressView>> {
  return withBook(ctx, (book) =>
    ctx.db.transaction(async (tx) => {
      // Takes turns with default changes, which check that the address is enabled first.
      await lockBook(tx, book);
      const [row] = await tx
        .update(addresses)
        .set({ enabled: false, isDefault: false, updatedAt: ctx.now })
        .where(codeInBook(book, input.code))
        .returning(addressColumns);
      if (!row) return fail({ kind: "notFound" });
      const activeCarts = tx.select({ id: carts.id }).from(carts).where(eq(carts.status, "active"));
      await tx
        .update(cartCheckouts)
        .set({ deliveryAddressId: null, updatedAt: ctx.now })
        .where(and(eq(cartCheckouts.deliveryAddressId, row.id), inArray(cartCheckouts.cartId, activeCarts)));
      return done(toAddressView(row, ctx.language));
    }),
  );
}

/**
 * Removes an address from the book (the address book page's Remove, decision 0054). Placed orders
 * keep their own copy of it; every cart that chose it (the unit's other buyers' too) forgets the
 * choice. Removing the default leaves the book without one until the user picks another.
 */
export function removeAddress(ctx: RequestContext, input: { code: string }): Promise<AddressResult<AddressView>> {
  return withBook(ctx, (book) =>
    ctx.db.transaction(async (tx) => {
      await lockBook(tx, book);
      const existing = await findInBook(tx, book, input.code);
      if (!existing) return fail({ kind: "notFound" });
      await tx.update(cartCheckouts).set({ deliveryAddressId: null, updatedAt: ctx.now }).where(eq(cartCheckouts.deliveryAddressId, existing.id));
      await tx.delete(addresses).where(eq(addresses.id, existing.id));
      return done(toAddressView(existing, ctx.language));
    }),
  );
}

/** Makes an enabled address the book's one default, in one transaction. */
export function setDefaultAddress(ctx: RequestContext, input: { code: string }): Promise<AddressResult<AddressView>> {
  return withBook(ctx, (book) =>
    ctx.db.transaction(async (tx) => {
      await lockBook(tx, book);
      const existing = await findInBook(tx, book, input.code);
      if (!existing) return fail({ kind: "notFound" });
      if (!existing.enabled) return fail({ kind: "addressDisabled" });
      await clearDefault(tx, book, existing.id, ctx.now);
      if (existing.isDefault) return done(toAddressView(existing, ctx.language));
      const [row] = await tx.update(addresses).set({ isDefault: true, updatedAt: ctx.now }).where(eq(addresses.id, existing.id)).returning(addressColumns);
      if (!row) throw new Error(`address ${existing.id} vanished under its lock`);
      return done(toAddressView(row, ctx.language));
    }),
  );
}

/** Chooses an enabled address of the book as the delivery address of the session's active cart. */
export function chooseDeliveryAddress(ctx: RequestContext, input: { code: string }): Promise<AddressResult<AddressView>> {
  return withBook(ctx, (book) =>
    ctx.db.transaction(async (tx) => {
      // The share lock makes a concurrent disable wait, so it then finds this choice and clears it.
      const existing = await findInBook(tx, book, input.code, "share");
      if (!existing) return fail({ kind: "notFound" });
      if (!existing.enabled) return fail({ kind: "addressDisabled" });
      const cart = await activeCart(withDb(ctx, tx));
      if (!cart.ok) return fail({ kind: cart.reason === "signedOut" ? "signedOut" : "noCart" });
      await tx
        .insert(cartCheckouts)
        .values({ cartId: cart.cart.id, deliveryAddressId: existing.id, updatedAt: ctx.now })
        .onConflictDoUpdate({ target: cartCheckouts.cartId, set: { deliveryAddressId: existing.id, updatedAt: ctx.now } });
      return done(toAddressView(existing, ctx.language));
    }),
  );
}

/** The code of the active cart's delivery address, when one of the book's enabled addresses is chosen. */
export function chosenAddressCode(ctx: RequestContext): Promise<AddressResult<string | null>> {
  return withBook(ctx, async (book) => {
    const cart = await activeCart(ctx);
    if (!cart.ok) return done(null);
    const [row] = await ctx.db
      .select({ code: addresses.code })
      .from(cartCheckouts)
      .innerJoin(addresses, eq(addresses.id, cartCheckouts.deliveryAddressId))
      .where(and(eq(cartCheckouts.cartId, cart.cart.id), inBook(book), eq(addresses.enabled, true)));
    return done(row?.code ?? null);
  });
}
