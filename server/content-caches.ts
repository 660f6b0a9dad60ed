import type { AppConfig } from "./config.ts";
import { ContentCache } from "./content-cache.ts";
import type { ResolvedComponent } from "./modules/cms/service.ts";
import type { ListingResult } from "./modules/catalog/listing.ts";
import type { AutocompleteResult } from "./modules/catalog/search.ts";
import type { NavItem } from "./modules/shell/service.ts";

/** The content caches of one app instance (never module globals: tests run several apps). */
export interface ContentCaches {
  nav: ContentCache<NavItem[]>;
  home: ContentCache<ResolvedComponent[]>;
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
    listing: new ContentCache(config.catalogueCacheMs, 500, config.catalogueCacheMs),
    suggestions: new ContentCache(config.catalogueCacheMs, 2000, config.catalogueCacheMs),
  };
}
