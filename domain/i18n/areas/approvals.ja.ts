import type { approvalsEn } from "./approvals.en.ts";

/** Keys and parameters match approvals.en.ts. */
export const approvalsJa = {
} satisfies Record<keyof typeof approvalsEn, string>;
