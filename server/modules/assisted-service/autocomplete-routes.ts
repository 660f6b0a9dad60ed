import type { FastifyReply } from "fastify";
import { z } from "zod";
import { AUTOCOMPLETE_TERM_MAX_LENGTH } from "../../../domain/assisted-service-autocomplete.ts";
import { sendError } from "../../http/errors.ts";
import { sendJsonOrJsonp } from "../../http/jsonp.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import type { AgentPanelKind } from "../../../domain/assisted-service.ts";
import type { RequestContext } from "../../context.ts";
import { companyAutocomplete, customerAutocomplete, type AutocompleteResult } from "./autocomplete.ts";
import { agentCustomerTrail, type CustomerTrailFailure } from "./trail.ts";

const TOO_LONG = `Type at most ${AUTOCOMPLETE_TERM_MAX_LENGTH} characters.`;
const term = z.string().max(AUTOCOMPLETE_TERM_MAX_LENGTH, TOO_LONG).default("");
const callback = z.string().max(300).optional();
const CustomerQuery = z.object({ customerId: term, companyId: term, callback });
const CompanyQuery = z.object({ companyId: term, callback });
const TrailQuery = z.object({ customerId: z.string().max(320).default(""), cursor: z.string().max(64).default("") });

const REFUSALS = {
  signedOut: [401, "Please sign in to continue."],
  notAllowed: [403, "Only a service agent, or a sales representative on a partner site, may search customers."],
  notOnThisSite: [404, "This page does not exist on this site."],
} as const;

const TRAIL_REFUSALS: Record<CustomerTrailFailure, readonly [number, string]> = {
  ...REFUSALS,
  notAllowed: [403, "Only a service agent, or a sales representative on a partner site, may read a customer's trail."],
  notFound: [404, "Customer ID not found"],
  badCursor: [400, "This is not a page of the trail: start again from the first page."],
};

async function customerTrail(reply: FastifyReply, ctx: RequestContext, panel: AgentPanelKind, query: z.infer<typeof TrailQuery>): Promise<FastifyReply> {
  reply.header("cache-control", "private, no-store");
  const result = await agentCustomerTrail(ctx, panel, query);
  if (result.ok) return reply.send(result.value);
  const [status, message] = TRAIL_REFUSALS[result.failure];
  return sendError(reply, status, message);
}

function answer<T>(reply: FastifyReply, callbackName: string | undefined, result: AutocompleteResult<T>): FastifyReply {
  if (!result.ok) {
    const [status, message] = REFUSALS[result.failure];
    return sendError(reply.header("cache-control", "private, no-store"), status, message);
  }
  return sendJsonOrJsonp(reply, callbackName, result.value);
}

/**
 * The agent panels' autocomplete (service-and-support §3, §7; issue 16; decision 0064), GET only:
 * `/assisted-service/autocomplete?customerId=` on the consumer site (agents),
 * `{context}/b2b-assisted-service/autocomplete?customerId=&companyId=` and
 * `{context}/b2b-assisted-service/autocomplete-company?companyId=` on the partner sites (agents and
 * sales reps). JSON, or JSONP when a valid `callback` is named. Anonymous 401, other accounts 403,
 * the other panel's path 404. Beside them, `…/customer-trail?customerId=&cursor=`: what agents did
 * for one customer the caller may act for (decision 0062), JSON only.
 */
export const autocompleteRoutes: SiteRoutes = async (app) => {
  const tags = ["assisted-service"];
  app.get(
    "/assisted-service/autocomplete",
    { schema: { tags, summary: "Retail agent panel: customers from 3 characters, JSON or JSONP (service-and-support §3, §7)", querystring: CustomerQuery } },
    async (req, reply) => answer(reply, req.query.callback, await customerAutocomplete(req.ctx, "retail", { term: req.query.customerId })),
  );

  app.get(
    "/b2b-assisted-service/autocomplete",
    { schema: { tags, summary: "B2B agent panel: customers, optionally of one company, JSON or JSONP (§3, §7)", querystring: CustomerQuery } },
    async (req, reply) => {
      const companyUid = req.query.companyId.trim();
      const input = { term: req.query.customerId, ...(companyUid ? { companyUid } : {}) };
      return answer(reply, req.query.callback, await customerAutocomplete(req.ctx, "b2b", input));
    },
  );

  app.get(
    "/b2b-assisted-service/autocomplete-company",
    { schema: { tags, summary: "B2B agent panel: companies the caller may act in, JSON or JSONP (§3, §7)", querystring: CompanyQuery } },
    async (req, reply) => answer(reply, req.query.callback, await companyAutocomplete(req.ctx, { term: req.query.companyId })),
  );

  app.get(
    "/assisted-service/customer-trail",
    { schema: { tags, summary: "Retail agent panel: one customer's audit trail, newest first, keyset-paged (issue 16, decision 0062)", querystring: TrailQuery } },
    async (req, reply) => customerTrail(reply, req.ctx, "retail", req.query),
  );

  app.get(
    "/b2b-assisted-service/customer-trail",
    { schema: { tags, summary: "B2B agent panel: one customer's audit trail (a sales rep: customers of their tree), keyset-paged", querystring: TrailQuery } },
    async (req, reply) => customerTrail(reply, req.ctx, "b2b", req.query),
  );
};
