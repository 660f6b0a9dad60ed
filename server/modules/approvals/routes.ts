import { z } from "zod";
import { APPROVAL_COMMENT_MAX, APPROVAL_DECISIONS } from "../../../domain/approval-comment.ts";
import { APPROVAL_OUTCOME_PARAM, type ApprovalOutcome } from "../../../domain/approval-outcome.ts";
import { safeRedirect } from "../../../domain/redirects.ts";
import { createTranslator } from "../../../domain/i18n/index.ts";
import { sitePath } from "../../../domain/sites.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import { sendError } from "../../http/errors.ts";
import { publicOrigin } from "../../http/public-origin.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { decideOrder, type DecisionFailure } from "./decide.ts";

const Body = z.object({
  approverSelectedDecision: z.enum(APPROVAL_DECISIONS),
  /** Checked by the rule (domain/approval-comment.ts) after trimming; this only bounds what is read. */
  comment: z.string().max(APPROVAL_COMMENT_MAX * 4).default(""),
  CSRFToken: z.string().optional(),
});
const Params = z.object({ code: z.string().max(40) });
const Reply = z.object({ status: z.string(), message: z.string() });

const FAILURE_STATUS: Record<DecisionFailure["kind"], number> = { notFound: 404, invalidComment: 400, alreadyDecided: 409, notApprovable: 409 };

/** The outcome a form post's redirect carries to the order page (domain/approval-outcome.ts). */
function outcomeOf(failure: Exclude<DecisionFailure, { kind: "notFound" }>): ApprovalOutcome {
  switch (failure.kind) {
    case "invalidComment":
      return failure.error === "required" ? "reasonRequired" : "commentTooLong";
    case "alreadyDecided":
      return "alreadyDecided";
    case "notApprovable":
      return failure.problem.kind;
  }
}

/** `POST {context}/my-account/order/{code}/approval` (issue 14, decision 0052): JSON, or a form that gets a 303 back to the order. */
export const approvalRoutes: SiteRoutes = async (app) => {
  app.post(
    "/my-account/order/:code/approval",
    {
      config: { multilineFields: ["comment"] },
      schema: {
        tags: ["orders"],
        summary: "An approver of the order's unit approves or rejects an order waiting for approval, with a comment (a reason of 1–500 characters to reject)",
        params: Params,
        body: Body,
        response: { 200: Reply },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "private, no-store");
      const t = createTranslator(req.ctx.language);
      const result = await decideOrder(req.ctx, req.params.code, { decision: req.body.approverSelectedDecision, comment: req.body.comment }, publicOrigin(req));
      const params = { code: result.code, max: APPROVAL_COMMENT_MAX };
      // A browser's form goes back to the order page, which says what happened.
      const backToOrder = (outcome: ApprovalOutcome) => {
        const reopen = outcome === "reasonRequired" || (outcome === "commentTooLong" && req.body.approverSelectedDecision === "REJECT");
        const target = `${sitePath(req.site, `/my-account/order/${result.code}`)}?${APPROVAL_OUTCOME_PARAM}=${outcome}${reopen ? "&openRejectPopup=true" : ""}`;
        return reply.redirect(safeRedirect(req.site, target), 303);
      };
      if (result.ok) {
        const rejected = result.status === "REJECTED";
        if (isBrowserFormPost(req)) return backToOrder(rejected ? "rejected" : "approved");
        return { status: result.status, message: t(rejected ? "approvals.result.rejected" : "approvals.result.approved", params) };
      }
      const failure = result.failure;
      if (failure.kind === "notFound") return sendError(reply, 404, t("approvals.error.notFound"));
      if (isBrowserFormPost(req)) return backToOrder(outcomeOf(failure));
      switch (failure.kind) {
        case "invalidComment": {
          const message = t(failure.error === "required" ? "approvals.error.required" : "approvals.error.tooLong", params);
          return sendError(reply, FAILURE_STATUS.invalidComment, message, [{ field: "comment", message }]);
        }
        case "alreadyDecided":
          return sendError(reply, FAILURE_STATUS.alreadyDecided, t("approvals.result.alreadyDecided", params));
        case "notApprovable": {
          const problem = failure.problem;
          if (problem.kind === "creditBlocked") return sendError(reply, FAILURE_STATUS.notApprovable, t("approvals.result.creditBlocked", params));
          const message = t("approvals.result.windowClosed", { ...params, codes: problem.productCodes.join(", ") });
          return sendError(reply, FAILURE_STATUS.notApprovable, message, problem.productCodes.map((field) => ({ field, message: t("checkout.placement.windowClosed.field") })));
        }
      }
    },
  );
};
