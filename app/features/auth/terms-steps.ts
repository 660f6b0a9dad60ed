import type { MessageKey } from "#domain/i18n/index.ts";

/** The steps of the terms of use, shown one by one in the modal and together on the terms page. */
export const TERMS_STEPS: readonly { title: MessageKey; body: MessageKey }[] = [
  { title: "terms.1.title", body: "terms.1.body" },
  { title: "terms.2.title", body: "terms.2.body" },
  { title: "terms.3.title", body: "terms.3.body" },
];

export const TERMS_PAGE_PATH = "/login/terms";
