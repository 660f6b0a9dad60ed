import type { approvalsEn } from "./approvals.en.ts";

/** Keys and parameters match approvals.en.ts. */
export const approvalsEs = {
} satisfies Record<keyof typeof approvalsEn, string>;
