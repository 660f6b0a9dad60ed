import type { Language } from "./sites.ts";

export type LocalizedText = Record<Language, string>;

/** What a content component holds, by type (stored as JSON, rendered by the home pages). */
export type CmsContent =
  | { type: "hero"; title: LocalizedText; lead: LocalizedText; link: { path: string; label: LocalizedText } | null }
  | {
      type: "productCarousel";
      title: LocalizedText;
      /** Products shown: those with any of these labels, or of this category (both optional). */
      query: { labels?: string[]; category?: string };
      displayProductTitles: boolean;
    }
  | { type: "categoryTiles"; title: LocalizedText };

/** The home page template for a visitor: consumer, corporate-style accounts, or the dealer home. */
export type HomePage = "home-b2c" | "home-dealer" | "home-corporate";

const CORPORATE_KINDS = new Set(["corporate", "buyer", "approver"]);

export function homePageFor(b2b: boolean, accountKind: string | null): HomePage {
  if (!b2b) return "home-b2c";
  return accountKind && CORPORATE_KINDS.has(accountKind) ? "home-corporate" : "home-dealer";
}
