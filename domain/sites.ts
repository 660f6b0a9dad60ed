/**
 * The four storefront sites. The context path prefixes every route of the spec; the consumer
 * site has the empty context path and is served at the root.
 */
export const SITE_IDS = ["b2c", "us", "jp", "mx"] as const;
export type SiteId = (typeof SITE_IDS)[number];

export const LANGUAGES = ["en", "ja", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

export const CURRENCIES = ["USD", "JPY", "MXN"] as const;
export type Currency = (typeof CURRENCIES)[number];

export type PurchaseNumberRule = "required" | "relaxed";

export interface Site {
  id: SiteId;
  contextPath: "" | "/partner" | "/jp/partner" | "/mx/partner";
  b2b: boolean;
  country: "US" | "JP" | "MX";
  defaultLanguage: Language;
  languages: readonly Language[];
  defaultCurrency: Currency;
  currencies: readonly Currency[];
  purchaseNumber: PurchaseNumberRule;
  /** Name shown in the header and the title. */
  name: string;
  /** Customer service contact shown on the support page. */
  support: { phone: string; email: string; timeZone: string };
}

export const SITES: Record<SiteId, Site> = {
  b2c: {
    id: "b2c",
    contextPath: "",
    b2b: false,
    country: "US",
    defaultLanguage: "en",
    languages: ["en", "es"],
    defaultCurrency: "USD",
    currencies: ["USD"],
    purchaseNumber: "required",
    name: "Brim",
    support: { phone: "+1 800 555 0142", email: "service@brim.example", timeZone: "US Eastern" },
  },
  us: {
    id: "us",
    contextPath: "/partner",
    b2b: true,
    country: "US",
    defaultLanguage: "en",
    languages: ["en", "es"],
    defaultCurrency: "USD",
    currencies: ["USD"],
    purchaseNumber: "required",
    name: "Brim Partner",
    support: { phone: "+1 800 555 0199", email: "partners@brim.example", timeZone: "US Eastern" },
  },
  jp: {
    id: "jp",
    contextPath: "/jp/partner",
    b2b: true,
    country: "JP",
    defaultLanguage: "ja",
    languages: ["ja", "en"],
    defaultCurrency: "JPY",
    currencies: ["JPY", "USD"],
    purchaseNumber: "relaxed",
    name: "Brim Partner Japan",
    support: { phone: "+81 3 5555 0199", email: "partners.jp@brim.example", timeZone: "JST" },
  },
  mx: {
    id: "mx",
    contextPath: "/mx/partner",
    b2b: true,
    country: "MX",
    defaultLanguage: "es",
    languages: ["es", "en"],
    defaultCurrency: "MXN",
    currencies: ["MXN", "USD"],
    purchaseNumber: "relaxed",
    name: "Brim Partner México",
    support: { phone: "+52 55 5555 0199", email: "socios.mx@brim.example", timeZone: "CDMX" },
  },
};

/** Longest context paths first, so /jp/partner wins over a shorter prefix. */
const BY_CONTEXT_LENGTH = Object.values(SITES).sort(
  (a, b) => b.contextPath.length - a.contextPath.length,
);

/** The site a URL path belongs to, and the path inside that site (always starting with /). */
export function resolveSite(pathname: string): { site: Site; innerPath: string } {
  for (const site of BY_CONTEXT_LENGTH) {
    const ctx = site.contextPath;
    if (ctx === "") break;
    if (pathname === ctx || pathname.startsWith(ctx + "/")) {
      return { site, innerPath: pathname.slice(ctx.length) || "/" };
    }
  }
  return { site: SITES.b2c, innerPath: pathname || "/" };
}

export function sitePath(site: { contextPath: string }, innerPath: string): string {
  if (innerPath === "/" || innerPath === "") return site.contextPath || "/";
  return site.contextPath + (innerPath.startsWith("/") ? innerPath : "/" + innerPath);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

/** BCP 47 locale used for Intl formatting of a language on a site (es on the MX site is es-MX). */
export function localeFor(language: Language, site: Pick<Site, "country">): string {
  if (language === "ja") return "ja-JP";
  if (language === "es") return site.country === "MX" ? "es-MX" : "es-US";
  return "en-US";
}
