import { redirect } from "react-router";
import type { AgentAuditAction } from "#domain/agent-audit.ts";
import { CALENDAR_TIME_ZONES, calendarCountryOf } from "#domain/business-days.ts";
import { sitePath } from "#domain/sites.ts";
import type { LoaderArgs } from "../../load-context.ts";

/** One entry as the page shows it: the time already in the site's locale and calendar. */
export interface TrailRowView {
  id: number;
  /** ISO time, for the `<time>` element. */
  at: string;
  when: string;
  agent: string;
  action: AgentAuditAction;
  /** orderPlaced: the order and its page. */
  order: { code: string; href: string } | null;
  /** cartBound and a session started with a cart: the cart's 8-digit code. */
  cartCode: string | null;
}

export interface AssistedTrailView {
  rows: TrailRowView[];
  /** "Older entries": the next page's address, null on the last page. */
  olderHref: string | null;
  /** "Newest entries": back to the first page, on any later page. */
  newestHref: string | null;
  firstPageShown: boolean;
}

const stringOf = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/**
 * `{context}/my-account/assisted-service`: what agents did for the signed-in customer on this site
 * (issue 16, decision 0062), newest first, 20 a page; `?cursor=` (from "Older entries") pages on.
 */
export async function loadAssistedTrail({ request, context }: LoaderArgs): Promise<AssistedTrailView> {
  const { ctx } = context;
  const url = new URL(request.url);
  if (!ctx.user) throw redirect(`${sitePath(ctx.site, "/login")}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  const cursor = url.searchParams.get("cursor");
  const page = await context.services.assistedTrail.myAssistedTrail(ctx, { cursor });
  if (!page) throw redirect(sitePath(ctx.site, "/login"));
  const self = sitePath(ctx.site, "/my-account/assisted-service");
  const timeZone = CALENDAR_TIME_ZONES[calendarCountryOf(ctx.site.id)];
  const when = new Intl.DateTimeFormat(ctx.locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  return {
    rows: page.events.map((e) => {
      const orderCode = e.action === "orderPlaced" ? stringOf(e.summary.orderCode) : null;
      return {
        id: e.id,
        at: e.at,
        when: when.format(new Date(e.at)),
        agent: e.agent.name,
        action: e.action,
        order: orderCode ? { code: orderCode, href: sitePath(ctx.site, `/my-account/order/${encodeURIComponent(orderCode)}`) } : null,
        cartCode: e.action === "cartBound" || e.action === "sessionStart" ? stringOf(e.summary.cartCode) : null,
      };
    }),
    olderHref: page.next ? `${self}?cursor=${encodeURIComponent(page.next)}` : null,
    newestHref: cursor && !page.cursorIgnored ? self : null,
    firstPageShown: page.cursorIgnored,
  };
}
