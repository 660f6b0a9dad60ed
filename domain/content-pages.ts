/**
 * The content pages (decision 0045): the page areas the spec names (career, business, pressroom,
 * fan content, discount) and the legal pages the footer links (terms of sale, privacy). Each has
 * one address inside every site; its text is a `contentPage` content component (domain/cms.ts)
 * with the uid `contentPage-{slug}`.
 */
export const CONTENT_PAGES = [
  { slug: "business", path: "/business" },
  { slug: "career", path: "/career" },
  { slug: "pressroom", path: "/pressroom" },
  { slug: "fan-content", path: "/fan-content" },
  { slug: "discount", path: "/discount" },
  { slug: "terms-of-sale", path: "/terms-of-sale" },
  { slug: "privacy", path: "/privacy" },
] as const;

export type ContentPageSlug = (typeof CONTENT_PAGES)[number]["slug"];

/** The uid of a content page's component. */
export function contentPageUid(slug: ContentPageSlug): string {
  return `contentPage-${slug}`;
}

/** The path of a content page inside a site. */
export function contentPagePath(slug: ContentPageSlug): string {
  return CONTENT_PAGES.find((p) => p.slug === slug)?.path ?? "/";
}

/** The content page a path inside or outside a site ends with (`/jp/partner/career` → career), else null. */
export function contentPageOfPath(pathname: string): ContentPageSlug | null {
  const last = `/${pathname.replace(/\/+$/, "").split("/").pop() ?? ""}`;
  return CONTENT_PAGES.find((p) => p.path === last)?.slug ?? null;
}
