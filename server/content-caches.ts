import type { AppConfig } from "./config.ts";
import { ContentCache } from "./content-cache.ts";
import type { ResolvedComponent } from "./modules/cms/service.ts";
import type { NavItem } from "./modules/shell/service.ts";

/** The content caches of one app instance (never module globals: tests run several apps). */
export interface ContentCaches {
  nav: ContentCache<NavItem[]>;
  home: ContentCache<ResolvedComponent[]>;
}

export function createContentCaches(config: Pick<AppConfig, "contentCacheMs">): ContentCaches {
  return { nav: new ContentCache(config.contentCacheMs), home: new ContentCache(config.contentCacheMs) };
}
