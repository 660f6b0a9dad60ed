import type { ContentPageSlug } from "./content-pages.ts";
import type { SizeChartRow } from "./fit-guide.ts";
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
  | { type: "categoryTiles"; title: LocalizedText }
  | FitGuideContent
  | ContentPageContent;

/**
 * A content page (about, careers, press room, …; domain/content-pages.ts): a title, a lead and
 * sections, each a heading and paragraphs (separated by a blank line), in every language.
 */
export interface ContentPageContent {
  type: "contentPage";
  slug: ContentPageSlug;
  title: LocalizedText;
  lead: LocalizedText;
  sections: { heading: LocalizedText; body: LocalizedText }[];
}

/**
 * A silhouette's fit guide (shown in the product page's fit guide modal). Fitted and stretch
 * caps have a size chart; one-size caps, knits and apparel a note on how they fit instead.
 * The description may be longer: pages show its first 200 characters (domain/fit-guide.ts).
 */
export interface FitGuideContent {
  type: "fitGuide";
  silhouetteCode: string;
  name: LocalizedText;
  description: LocalizedText;
  sizeChart: SizeChartRow[];
  sizeNote: LocalizedText | null;
  crown: LocalizedText | null;
  visor: LocalizedText | null;
  closure: LocalizedText | null;
}

/** The home page template for a visitor: consumer, corporate-style accounts, or the dealer home. */
export type HomePage = "home-b2c" | "home-dealer" | "home-corporate";

const CORPORATE_KINDS = new Set(["corporate", "buyer", "approver"]);

export function homePageFor(b2b: boolean, accountKind: string | null): HomePage {
  if (!b2b) return "home-b2c";
  return accountKind && CORPORATE_KINDS.has(accountKind) ? "home-corporate" : "home-dealer";
}
