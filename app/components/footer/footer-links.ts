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
 * Footer columns. Pages that do not exist yet point at Support until they do (about,
 * store finder, careers, press room, terms, privacy).
 */
export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    heading: "footer.group.company",
    links: [
      { key: "footer.about", path: "/support" },
      { key: "footer.careers", path: "/support" },
      { key: "footer.press", path: "/support" },
    ],
  },
  {
    heading: "footer.group.help",
    links: [
      { key: "footer.support", path: "/support" },
      { key: "footer.storeFinder", path: "/support" },
    ],
  },
  {
    heading: "footer.group.legal",
    links: [
      { key: "footer.terms", path: "/support" },
      { key: "footer.privacy", path: "/support" },
    ],
  },
];
