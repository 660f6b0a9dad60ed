import type { addressBookEn } from "./address-book.en.ts";

/** Keys and parameters match address-book.en.ts. */
export const addressBookEs = {
} satisfies Record<keyof typeof addressBookEn, string>;
