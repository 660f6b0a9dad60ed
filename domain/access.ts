import { CONTENT_PAGES } from "./content-pages.ts";

/**
 * Paths inside a B2B site that a signed-out visitor may use: sign-in, password reset, the
 * support page, the content pages (about, careers, press, terms of sale, privacy: readable before
 * signing in, decision 0045), the status check, sign-out and the language and currency choice of
 * the sign-in page. Everything else on a partner site needs a signed-in user.
 */
const PUBLIC_B2B_PATHS = [
  /^\/login(\/.*)?$/,
  /^\/logout$/,
  /^\/support(\/.*)?$/,
  ...CONTENT_PAGES.map((p) => new RegExp(`^${p.path}$`)),
  /^\/auth\/status$/,
  /^\/my-account\/update-profile\/update(Language|Currency)$/,
];

/** `innerPath` is the path inside the site (without the context path); `.data` is React Router's data suffix. */
export function isPublicOnB2b(innerPath: string): boolean {
  const path = innerPath.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  return PUBLIC_B2B_PATHS.some((re) => re.test(path));
}
