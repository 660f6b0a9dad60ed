import { describe, expect, it } from "vitest";
import { APPROVAL_COMMENT_MAX, checkApprovalComment, isApprovalDecision, type ApprovalDecisionValue } from "./approval-comment.ts";

describe("checkApprovalComment", () => {
  it("the reject reason is 1 to 500 characters (account-and-ordering §9)", () => {
    expect(APPROVAL_COMMENT_MAX).toBe(500);
  });

  it.each<[string, ApprovalDecisionValue, string, ReturnType<typeof checkApprovalComment>]>([
    ["reject without a reason", "REJECT", "", { ok: false, error: "required" }],
    ["reject with whitespace only", "REJECT", "  \n\t ", { ok: false, error: "required" }],
    ["reject with 1 character", "REJECT", "x", { ok: true, comment: "x" }],
    ["reject with 500 characters", "REJECT", "x".repeat(500), { ok: true, comment: "x".repeat(500) }],
    ["reject with 501 characters", "REJECT", "x".repeat(501), { ok: false, error: "tooLong" }],
    ["reject with 500 after trimming", "REJECT", `  ${"x".repeat(500)} \n`, { ok: true, comment: "x".repeat(500) }],
    ["reject in Japanese, 500 characters", "REJECT", "却".repeat(500), { ok: true, comment: "却".repeat(500) }],
    ["approve without a comment", "APPROVE", "", { ok: true, comment: null }],
    ["approve with whitespace only: no comment", "APPROVE", "   ", { ok: true, comment: null }],
    ["approve with a comment, trimmed", "APPROVE", " Fine for Q3 ", { ok: true, comment: "Fine for Q3" }],
    ["approve with 501 characters", "APPROVE", "x".repeat(501), { ok: false, error: "tooLong" }],
  ])("%s", (_, decision, raw, expected) => {
    expect(checkApprovalComment(decision, raw)).toEqual(expected);
  });

  it.each<[unknown, boolean]>([
    ["APPROVE", true],
    ["REJECT", true],
    ["approve", false],
    ["CANCEL", false],
    [undefined, false],
  ])("%s is a decision: %s", (value, expected) => {
    expect(isApprovalDecision(value)).toBe(expected);
  });
});
