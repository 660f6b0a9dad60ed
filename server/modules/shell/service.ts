import { asc, eq, isNull, or } from "drizzle-orm";
import { agentPanelData, type AgentPanelData } from "../assisted-service/panel-data.ts";
import type { BookingMode } from "../../../domain/booking-modes.ts";
import { SITES, sitePath, type Currency, type Language, type SiteId } from "../../../domain/sites.ts";
import type { AccountKind, RequestContext } from "../../context.ts";
import { navNodes } from "../../db/schema/index.ts";
import { bookingModeState } from "../cart/booking-mode.ts";
import { isGuestShopper } from "../cart/guest-cart.ts";
import { miniCart } from "../cart/mini-cart.ts";
import { usesQuickOrder } from "../lists/quick-order-products.ts";
import { companyAccounts, type CompanyAccounts } from "../company/service.ts";
import { tradeShowState, type TradeShowState } from "../trade-show/trade-show-mode.ts";

export interface NavItem {
  id: number;
  label: string;
  /** Absolute path including the site's context path; null for a pure sub-menu header. */
  href: string | null;
  children: NavItem[];
}

export interface ShellData {
  site: { id: SiteId; name: string; contextPath: string; b2b: boolean; homePath: string };
  language: Language;
  languages: readonly Language[];
  currency: Currency;
  currencies: readonly Currency[];
  locale: string;
  user: { name: string; email: string; kind: AccountKind; dealerOwner: boolean; pricesHidden: boolean; priceHidingAvailable: boolean } | null;
  /** The session's booking mode and the modes the user may switch between (decision 0017). */
  booking: { mode: BookingMode | null; available: readonly BookingMode[] };
  /** Trade-show mode of the session, and whether the user may switch it (decision 0028). */
  tradeShow: TradeShowState;
  /**
   * The header's mini cart of the session's mode (one aggregate query); null without a booking
   * mode: visitors without a session (whose pages may be shared, decision 0013), sales reps and
   * agents. A visitor with a basket has an anonymous session (decision 0041) and gets its count.
   */
  miniCart: { count: number; countText: string; price: string | null } | null;
  /** The quick order's product count for its header link (signed-in B2B users with a booking mode); null elsewhere. */
  quickOrder: { count: number } | null;
  nav: NavItem[];
  /** The units a signed-in B2B user may act for and the session's (the company switch, decision 0054); null elsewhere. */
  company: CompanyAccounts | null;
  /** The agent panel for a signed-in agent or sales rep (decision 0063); null for everyone else. */
  agentPanel: AgentPanelData | null;
}

/** The header navigation of the site in the visitor's language (shared by all, so cached briefly). */
function navigation(ctx: RequestContext): Promise<NavItem[]> {
  return ctx.deps.caches.nav.get(`${ctx.site.id}|${ctx.language}`, ctx.now.getTime(), () => loadNavigation(ctx));
}

async function loadNavigation(ctx: RequestContext): Promise<NavItem[]> {
  const rows = await ctx.db
    .select({
      id: navNodes.id,
      parentId: navNodes.parentId,
      labels: navNodes.labels,
      path: navNodes.path,
    })
    .from(navNodes)
    .where(or(isNull(navNodes.siteId), eq(navNodes.siteId, ctx.site.id)))
    .orderBy(asc(navNodes.position), asc(navNodes.id));
  const byId = new Map<number, NavItem>();
  for (const row of rows) {
    byId.set(row.id, {
      id: row.id,
      label: row.labels[ctx.language] ?? row.labels.en,
      href: row.path === null ? null : sitePath(ctx.site, row.path),
      children: [],
    });
  }
  const nav: NavItem[] = [];
  for (const row of rows) {
    const item = byId.get(row.id);
    if (!item) continue;
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    if (parent) parent.children.push(item);
    else if (row.parentId === null) nav.push(item);
  }
  return nav;
}

function hasMiniCart(ctx: RequestContext): boolean {
  return ctx.user ? ctx.bookingMode !== null : isGuestShopper(ctx) && ctx.sessionIdHash !== null;
}

/** Everything the site header and footer need. */
export async function loadShell(ctx: RequestContext, cookies: { agentPanel?: string } = {}): Promise<ShellData> {
  const [nav, mini, company] = await Promise.all([
    navigation(ctx),
    hasMiniCart(ctx) ? miniCart(ctx, { recent: false, quickOrder: usesQuickOrder(ctx) }) : null,
    ctx.user && ctx.site.b2b ? companyAccounts(ctx) : null,
  ]);
  const site = SITES[ctx.site.id];
  return {
    site: {
      id: site.id,
      name: site.name,
      contextPath: site.contextPath,
      b2b: site.b2b,
      homePath: sitePath(site, "/"),
    },
    language: ctx.language,
    languages: site.languages,
    currency: ctx.currency,
    currencies: site.currencies,
    locale: ctx.locale,
    user: ctx.user
      ? {
          name: ctx.user.name,
          email: ctx.user.email,
          kind: ctx.user.kind,
          dealerOwner: ctx.user.dealerOwner,
          pricesHidden: ctx.user.pricesHidden,
          priceHidingAvailable: ctx.user.priceHidingAvailable,
        }
      : null,
    booking: bookingModeState(ctx),
    tradeShow: tradeShowState(ctx),
    miniCart: mini ? { count: mini.count, countText: mini.countText, price: mini.total?.formattedValue ?? null } : null,
    quickOrder: mini?.quickOrder === undefined ? null : { count: mini.quickOrder },
    nav,
    company,
    agentPanel: agentPanelData(ctx, cookies.agentPanel),
  };
}
