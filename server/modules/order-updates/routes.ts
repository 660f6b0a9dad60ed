import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { parseQuantityText } from "../../../domain/quantity-input.ts";
import { sitePath } from "../../../domain/sites.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { translate } from "../../../domain/i18n/index.ts";
import { applyOrderUpdate, submitOrderUpdate, type EntryChange, type UpdateResult } from "./service.ts";

const Params = z.object({ code: z.string().max(40) });
const Change = z.object({ entryNumber: z.number().int().min(0).max(100_000), quantity: z.number().int().min(0).max(1_000_000) });
/** The page's JSON list, or the form of the page without JavaScript: `quantity.{entryNumber}` fields. */
const ApplyBody = z.union([z.array(Change).min(1).max(2_000), z.record(z.string().max(40), z.string().max(200))]);
const SubmitBody = z.object({ CSRFToken: z.string().max(200).optional() }).optional();

const FIELD = /^quantity\.(\d{1,6})$/;

/** What the form posts becomes the JSON list; a quantity that is not a whole number is kept as -1 (refused by the rules). */
function formChanges(form: Record<string, string>): EntryChange[] {
  return Object.entries(form).flatMap(([name, text]) => {
    const match = FIELD.exec(name);
    if (!match) return [];
    return [{ entryNumber: Number(match[1]), quantity: parseQuantityText(text) ?? -1 }];
  });
}

/** The outcome the page shows after a form post (state in the URL, decision 0051). */
type FormOutcome = "applied" | "submitted" | "refused" | "noChanges" | "inProgress" | "notUpdatable" | "failed";

function outcomeOf(result: UpdateResult, success: FormOutcome): FormOutcome {
  if (result.ok) return success;
  if (result.status === 412) return "noChanges";
  if (result.status === 409) return "inProgress";
  if (result.status === 422) return result.errors.some((e) => e.field.startsWith("quantity.")) ? "refused" : "notUpdatable";
  return "failed";
}

function answer(req: FastifyRequest, reply: FastifyReply, code: string, result: UpdateResult, success: FormOutcome): FastifyReply {
  reply.header("cache-control", "private, no-store");
  if (!result.ok && result.status === 404) return sendError(reply, 404, translate(req.ctx.language, "orderDetail.notFound"));
  if (isBrowserFormPost(req)) {
    const refused = result.ok ? [] : result.errors.map((e) => FIELD.exec(e.field)?.[1]).filter((n) => n !== undefined);
    const query = new URLSearchParams({ update: outcomeOf(result, success) });
    if (refused.length > 0) query.set("refused", refused.join(","));
    return reply.redirect(`${sitePath(req.site, `/my-account/order/${encodeURIComponent(code)}`)}?${query.toString()}`, 303);
  }
  if (result.ok) return reply.send(result.order);
  return reply.code(result.status).send({ errorMessage: result.message, errors: result.errors, order: result.order });
}

/** Prebooking order updates (account-and-ordering §4, §7 Orders, §8; decision 0051). */
export const orderUpdateRoutes: SiteRoutes = async (app) => {
  app.post(
    "/my-account/order/:code",
    {
      schema: {
        tags: ["orders"],
        summary: "Apply quantity changes to a prebooking order: JSON [{entryNumber, quantity}] or the page's form (quantity.{entryNumber})",
        params: Params,
        body: ApplyBody,
      },
    },
    async (req, reply) => {
      const changes = Array.isArray(req.body) ? req.body : formChanges(req.body);
      if (changes.length === 0) {
        const message = translate(req.ctx.language, "orderDetail.update.quantityRange");
        return sendError(reply, 400, message, [{ field: "quantity", message }]);
      }
      return answer(req, reply, req.params.code, await applyOrderUpdate(req.ctx, req.params.code, changes), "applied");
    },
  );
  const submit = async (req: FastifyRequest<{ Params: { code: string } }>, reply: FastifyReply) =>
    answer(req, reply, req.params.code, await submitOrderUpdate(req.ctx, req.params.code), "submitted");
  const schema = { tags: ["orders"], params: Params, body: SubmitBody };
  app.put("/my-account/order/:code/submit", { schema: { ...schema, summary: "Send a prebooking order's applied change to the ERP (412: no changes)" } }, submit);
  app.post("/my-account/order/:code/submit", { schema: { ...schema, summary: "The same as PUT …/submit, for the page's form without JavaScript" } }, submit);
};
