import type { profileEn } from "./profile.en.ts";

/** Keys and parameters match profile.en.ts. */
export const profileEs = {
} satisfies Record<keyof typeof profileEn, string>;
