import { contentPagePath } from "#domain/content-pages.ts";
import type { MessageKey } from "#domain/i18n/index.ts";

export interface FooterLink {
  key: MessageKey;
  /** Path inside the site. */
  path: string;
}

export interface FooterGroup {
  heading: MessageKey;
  links: readonly FooterLink[];
}

/**
 * Footer columns: the content pages (decision 0045) and Support. The store finder has no page
 * yet, so its link points at Support until it does.
 */
export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    heading: "footer.group.company",
    links: [
      { key: "footer.about", path: contentPagePath("business") },
      { key: "footer.careers", path: contentPagePath("career") },
      { key: "footer.press", path: contentPagePath("pressroom") },
      { key: "footer.fanContent", path: contentPagePath("fan-content") },
    ],
  },
  {
    heading: "footer.group.help",
    links: [
      { key: "footer.support", path: "/support" },
      { key: "footer.storeFinder", path: "/support" },
      { key: "footer.discount", path: contentPagePath("discount") },
    ],
  },
  {
    heading: "footer.group.legal",
    links: [
      { key: "footer.terms", path: contentPagePath("terms-of-sale") },
      { key: "footer.privacy", path: contentPagePath("privacy") },
    ],
  },
];
