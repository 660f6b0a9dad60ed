import type { AppConfig } from "./config.ts";
import { ContentCache } from "./content-cache.ts";
import type { ProductPageExtras } from "./modules/cms/product-page.ts";
import type { ResolvedComponent } from "./modules/cms/service.ts";
import type { ListingResult } from "./modules/catalog/listing.ts";
import type { AutocompleteResult } from "./modules/catalog/search.ts";
import type { NavItem } from "./modules/shell/service.ts";

/** About 12 kB each (two windows of tiles): at most ~6 MB per process. */
const PRODUCT_EXTRAS_CACHE_ENTRIES = 500;

/** The content caches of one app instance (never module globals: tests run several apps). */
export interface ContentCaches {
  nav: ContentCache<NavItem[]>;
  home: ContentCache<ResolvedComponent[]>;
  /** Reference carousels and fit guide per product page (the most viewed products). */
  productExtras: ContentCache<ProductPageExtras | null>;
  /**
   * Category and search results per site, language, currency and listing state (the same for
   * every visitor); a popular one is refreshed in the background.
   */
  listing: ContentCache<ListingResult>;
  /** Header autosuggest answers per site, language, currency and text (a popular one is refreshed in the background). */
  suggestions: ContentCache<AutocompleteResult>;
}

export function createContentCaches(config: Pick<AppConfig, "contentCacheMs" | "catalogueCacheMs">): ContentCaches {
  return {
    nav: new ContentCache(config.contentCacheMs),
    home: new ContentCache(config.contentCacheMs),
    productExtras: new ContentCache(config.contentCacheMs, PRODUCT_EXTRAS_CACHE_ENTRIES),
    listing: new ContentCache(config.catalogueCacheMs, 500, config.catalogueCacheMs),
    suggestions: new ContentCache(config.catalogueCacheMs, 2000, config.catalogueCacheMs),
  };
}
