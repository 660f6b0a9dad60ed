import type { addressBookEn } from "./address-book.en.ts";

/** Keys and parameters match address-book.en.ts. */
export const addressBookJa = {
} satisfies Record<keyof typeof addressBookEn, string>;
