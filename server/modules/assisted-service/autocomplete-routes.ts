import type { FastifyReply } from "fastify";
import { z } from "zod";
import { AUTOCOMPLETE_TERM_MAX_LENGTH } from "../../../domain/assisted-service-autocomplete.ts";
import { sendError } from "../../http/errors.ts";
import { sendJsonOrJsonp } from "../../http/jsonp.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { companyAutocomplete, customerAutocomplete, type AutocompleteResult } from "./autocomplete.ts";

const TOO_LONG = `Type at most ${AUTOCOMPLETE_TERM_MAX_LENGTH} characters.`;
const term = z.string().max(AUTOCOMPLETE_TERM_MAX_LENGTH, TOO_LONG).default("");
const callback = z.string().max(300).optional();
const CustomerQuery = z.object({ customerId: term, companyId: term, callback });
const CompanyQuery = z.object({ companyId: term, callback });

const REFUSALS = {
  signedOut: [401, "Please sign in to continue."],
  notAllowed: [403, "Only a service agent, or a sales representative on a partner site, may search customers."],
  notOnThisSite: [404, "This page does not exist on this site."],
} as const;

function answer<T>(reply: FastifyReply, callbackName: string | undefined, result: AutocompleteResult<T>): FastifyReply {
  if (!result.ok) {
    const [status, message] = REFUSALS[result.failure];
    return sendError(reply.header("cache-control", "private, no-store"), status, message);
  }
  return sendJsonOrJsonp(reply, callbackName, result.value);
}

function badQuery(reply: FastifyReply, error: z.ZodError): FastifyReply {
  return sendError(reply, 400, "Please correct the highlighted fields.", error.issues.map((i) => ({ field: i.path.join("."), message: i.message })));
}

/**
 * The agent panels' autocomplete (service-and-support §3, §7; issue 16; decision 0064), GET only:
 * `/assisted-service/autocomplete?customerId=` on the consumer site (agents),
 * `{context}/b2b-assisted-service/autocomplete?customerId=&companyId=` and
 * `{context}/b2b-assisted-service/autocomplete-company?companyId=` on the partner sites (agents and
 * sales reps). JSON, or JSONP when a valid `callback` is named. Anonymous 401, other accounts 403,
 * the other panel's path 404.
 */
export const autocompleteRoutes: SiteRoutes = async (app) => {
  app.get("/assisted-service/autocomplete", async (req, reply) => {
    const query = CustomerQuery.safeParse(req.query ?? {});
    if (!query.success) return badQuery(reply, query.error);
    return answer(reply, query.data.callback, await customerAutocomplete(req.ctx, "retail", { term: query.data.customerId }));
  });

  app.get("/b2b-assisted-service/autocomplete", async (req, reply) => {
    const query = CustomerQuery.safeParse(req.query ?? {});
    if (!query.success) return badQuery(reply, query.error);
    const companyUid = query.data.companyId.trim();
    const input = { term: query.data.customerId, ...(companyUid ? { companyUid } : {}) };
    return answer(reply, query.data.callback, await customerAutocomplete(req.ctx, "b2b", input));
  });

  app.get("/b2b-assisted-service/autocomplete-company", async (req, reply) => {
    const query = CompanyQuery.safeParse(req.query ?? {});
    if (!query.success) return badQuery(reply, query.error);
    return answer(reply, query.data.callback, await companyAutocomplete(req.ctx, { term: query.data.companyId }));
  });
};
