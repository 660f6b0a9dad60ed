import { sql, type SQL } from "drizzle-orm";
import { addressDisplay } from "../../../domain/addresses/address-display.ts";
import { countryName } from "../../../domain/addresses/countries.ts";
import { agentPanelKindOf, type AgentPanelKind } from "../../../domain/assisted-service.ts";
import { AUTOCOMPLETE_MAX_CARTS, AUTOCOMPLETE_MAX_ITEMS, autocompleteCardText, autocompleteTerm } from "../../../domain/assisted-service-autocomplete.ts";
import { CALENDAR_TIME_ZONES, calendarCountryOf, todayIn } from "../../../domain/business-days.ts";
import type { RequestContext } from "../../context.ts";
import { regionView } from "../addresses/regions.ts";
import { eligibleCustomerCondition, eligibleUnitCondition, type Actor } from "./eligibility.ts";
import { agentRouteActor } from "./agent-session.ts";

/** service-and-support §3 "Customer autocomplete item: value (name), email, date, card, carts". */
export interface CustomerAutocompleteItem {
  value: string;
  email: string;
  /** The day the account was made (ISO, in the site's calendar). */
  date: string;
  /** The default saved card's last four behind a mask, "" without one. */
  card: string;
  /** 8-digit codes: the active carts, then the saved carts, newest first, at most 5. */
  carts: string[];
  /** B2B only: the customer's company (home unit), to fill the panel's company fields. */
  companyId?: string;
  companyName?: string;
}

/** §3 "Company autocomplete item: uid, name, address". */
export interface CompanyAutocompleteItem {
  uid: string;
  name: string;
  /** The unit's default address on one line, "" when it has none. */
  address: string;
}

/** signedOut: 401; notAllowed: 403 (not an agent, or a rep on the consumer site); notOnThisSite: 404 (the other panel's path). */
export type AutocompleteFailure = "signedOut" | "notAllowed" | "notOnThisSite";
export type AutocompleteResult<T> = { ok: true; value: T } | { ok: false; failure: AutocompleteFailure };

/** Who may ask: each panel on its own sites (else 404 for anyone); an agent on either panel, a sales rep on the B2B panel. */
export function actorFor(ctx: RequestContext, panel: AgentPanelKind): { ok: true; actor: Actor } | { ok: false; failure: AutocompleteFailure } {
  if (agentPanelKindOf(ctx.site) !== panel) return { ok: false, failure: "notOnThisSite" };
  if (!ctx.user) return { ok: false, failure: "signedOut" };
  // While acting for a customer, the agent is `actingAgent` (decision 0063) and `user` the customer.
  const actor = agentRouteActor(ctx);
  if (!actor || (panel === "retail" && actor.kind !== "agent")) return { ok: false, failure: "notAllowed" };
  return { ok: true, actor };
}

/** `term` as a LIKE prefix pattern: its own %, _ and \ match literally. */
function likePrefix(term: string): string {
  return `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const lowerEmail = sql`lower(u.email) collate "C"`;
const lowerName = sql`lower(u.name) collate "C"`;

/**
 * The matching customers in tiers, best first (decision 0064): 0 the exact e-mail, 1 an e-mail
 * prefix (the first by e-mail), 2 a name that starts with the term (the first by name), 3 a later
 * word of the name that does (any 10, shown by name: ordering them all would read every name with
 * such a word, thousands for "mar"). Each tier is its own indexed scan that stops at 10 rows; a
 * row is in one tier only. An empty term (B2B) lists the first customers by name.
 * (Four tiers, three scans: the exact e-mail is the first row of the e-mail-prefix scan.)
 */
function customerTiers(term: string, eligible: SQL): SQL {
  const columns = (tier: SQL, key: SQL) => sql`select u.id, u.email, u.name, u.created_at, u.unit_id, ${tier} as tier, ${key} as key from users u`;
  const limit = sql.raw(String(AUTOCOMPLETE_MAX_ITEMS));
  if (term === "") return sql`(${columns(sql`2`, lowerName)} where ${eligible} order by ${lowerName}, u.id limit ${limit})`;
  const prefix = likePrefix(term);
  const word = `% ${prefix}`;
  // Tiers 0 and 1 are one scan: in the "C" order a string comes before every longer one it starts.
  return sql`
    (${columns(sql`case when ${lowerEmail} = ${term} then 0 else 1 end`, lowerEmail)} where ${lowerEmail} like ${prefix} and ${eligible}
      order by ${lowerEmail}, u.id limit ${limit})
    union all
    (${columns(sql`2`, lowerName)} where ${lowerName} like ${prefix} and ${lowerEmail} not like ${prefix} and ${eligible}
      order by ${lowerName}, u.id limit ${limit})
    union all
    (${columns(sql`3`, lowerName)} where lower(u.name) like ${word} and ${lowerName} not like ${prefix} and ${lowerEmail} not like ${prefix} and ${eligible}
      limit ${limit})`;
}

type CustomerRow = {
  email: string;
  name: string;
  created_at: Date;
  unit_uid: string | null;
  unit_name: string | null;
  card: string | null;
  carts: string[];
};

/**
 * The customers the signed-in agent (or, on a B2B site, sales rep) may act for whose e-mail starts
 * with `term` or whose name has a word that starts with it, at most 10, best match first, each
 * with their default saved card and cart codes: one statement. `companyUid` (B2B) keeps the
 * buyers of that unit. The retail panel answers [] under 3 characters (§5).
 */
export async function customerAutocomplete(
  ctx: RequestContext,
  panel: AgentPanelKind,
  input: { term: string; companyUid?: string },
): Promise<AutocompleteResult<CustomerAutocompleteItem[]>> {
  const allowed = actorFor(ctx, panel);
  if (!allowed.ok) return allowed;
  const term = autocompleteTerm(input.term, panel);
  if (term === null) return { ok: true, value: [] };
  const siteId = ctx.site.id;
  const inUnit = input.companyUid
    ? sql` and u.unit_id in (select n.id from units n where n.uid = ${input.companyUid} and ${eligibleUnitCondition(allowed.actor, siteId)})`
    : sql``;
  const eligible = sql`${eligibleCustomerCondition(allowed.actor, siteId)}${inUnit}`;
  const { rows } = await ctx.db.execute<CustomerRow>(sql`
    with hits as (
      select * from (${customerTiers(term, eligible)}) t order by tier, key, id limit ${AUTOCOMPLETE_MAX_ITEMS}
    )
    select h.email, h.name, h.created_at, n.uid as unit_uid, n.name as unit_name,
      (select s.masked_card_no from saved_cards s where s.user_id = h.id
        order by s.last_used_at desc nulls last, s.created_at desc, s.id desc limit 1) as card,
      array(select c.code from carts c
        where c.user_id = h.id and c.site_id = ${siteId} and c.deleted_at is null
          and ((c.kind = 'cart' and c.status = 'active'
                and exists (select 1 from cart_entries e where e.cart_id = c.id and not e.deleted))
            or (c.kind = 'savedCart' and coalesce(c.import_status::text, 'finished') = 'finished'))
        order by c.kind = 'cart' desc, coalesce(c.saved_at, c.updated_at) desc, c.id desc
        limit ${AUTOCOMPLETE_MAX_CARTS}) as carts
    from hits h left join units n on n.id = h.unit_id
    order by h.tier, h.key, h.id`);
  const timeZone = CALENDAR_TIME_ZONES[calendarCountryOf(siteId)];
  return {
    ok: true,
    value: rows.map((r) => ({
      value: r.name,
      email: r.email,
      date: todayIn(timeZone, new Date(r.created_at)),
      card: autocompleteCardText(r.card),
      carts: r.carts,
      ...(panel === "b2b" ? { companyId: r.unit_uid ?? "", companyName: r.unit_name ?? "" } : {}),
    })),
  };
}

type CompanyRow = {
  uid: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  line1: string | null;
  line2: string | null;
  town_city: string | null;
  region_iso: string | null;
  postcode: string | null;
  country_iso: string | null;
};

/**
 * The units (companies) the actor may act in on this B2B site whose uid starts with `term` or whose
 * name has a word that starts with it (no minimum: "" lists the first by name), at most 10, each
 * with its default address on one line (another enabled address when none is marked, "" when it
 * has none): one statement.
 */
export async function companyAutocomplete(ctx: RequestContext, input: { term: string }): Promise<AutocompleteResult<CompanyAutocompleteItem[]>> {
  const allowed = actorFor(ctx, "b2b");
  if (!allowed.ok) return allowed;
  const term = autocompleteTerm(input.term, "b2b") ?? "";
  const prefix = likePrefix(term);
  const tier = sql`case when lower(n.uid) = ${term} then 0 when lower(n.uid) like ${prefix} then 1
    when lower(n.name) like ${prefix} then 2 else 3 end`;
  const matches = term === "" ? sql`true` : sql`(lower(n.uid) like ${prefix} or lower(n.name) like ${prefix} or lower(n.name) like ${`% ${prefix}`})`;
  const { rows } = await ctx.db.execute<CompanyRow>(sql`
    select n.uid, n.name, a.first_name, a.last_name, a.company_name, a.line1, a.line2, a.town_city, a.region_iso, a.postcode, a.country_iso
    from units n
    left join lateral (
      select a.first_name, a.last_name, a.company_name, a.line1, a.line2, a.town_city, a.region_iso, a.postcode, a.country_iso
      from addresses a where a.unit_id = n.id and a.enabled order by a.is_default desc, a.id limit 1
    ) a on true
    where ${eligibleUnitCondition(allowed.actor, ctx.site.id)} and ${matches}
    order by ${tier}, lower(n.name) collate "C", n.uid
    limit ${AUTOCOMPLETE_MAX_ITEMS}`);
  return { ok: true, value: rows.map((r) => ({ uid: r.uid, name: r.name, address: oneLine(r, ctx) })) };
}

function oneLine(r: CompanyRow, ctx: RequestContext): string {
  if (r.line1 === null || r.country_iso === null) return "";
  const shown = addressDisplay({
    firstName: r.first_name ?? "",
    lastName: r.last_name ?? "",
    companyName: r.company_name,
    line1: r.line1,
    line2: r.line2,
    townCity: r.town_city ?? "",
    regionName: regionView(r.region_iso, ctx.language)?.name ?? null,
    postcode: r.postcode ?? "",
    countryName: countryName(r.country_iso, ctx.language),
  });
  return [shown.street, shown.place, shown.country].filter(Boolean).join(", ");
}
