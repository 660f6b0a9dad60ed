import type { profileEn } from "./profile.en.ts";

/** Keys and parameters match profile.en.ts. */
export const profileJa = {
} satisfies Record<keyof typeof profileEn, string>;
