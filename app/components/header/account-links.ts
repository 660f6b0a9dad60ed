import { sitePath } from "#domain/sites.ts";
import type { Translator } from "#domain/i18n/index.ts";
import type { ShellData } from "../../../server/modules/shell/service.ts";

export interface AccountLink {
  key: string;
  label: string;
  href: string;
}

type User = NonNullable<ShellData["user"]>;

/** The my-account menu (header and mobile menu); the order form is for trade accounts, saved designs for dealers only; "assisted by an agent" for customers. */
export function accountLinks(site: { contextPath: string }, user: Pick<User, "kind">, t: Translator): AccountLink[] {
  const links: AccountLink[] = [
    { key: "profile", label: t("account.menu.profile"), href: sitePath(site, "/my-account/update-profile") },
    { key: "orders", label: t("account.menu.orders"), href: sitePath(site, "/my-account/orders") },
    { key: "addresses", label: t("account.menu.addresses"), href: sitePath(site, "/my-account/address-book") },
    { key: "savedCarts", label: t("account.menu.savedCarts"), href: sitePath(site, "/my-account/saved-carts") },
  ];
  // The order form (decision 0059) is a trade buyer's tool; consumers reach it only by its address.
  if (user.kind !== "consumer") {
    links.push({ key: "orderForm", label: t("account.menu.orderForm"), href: sitePath(site, "/orderForm") });
  }
  // What agents did for them (issue 16): a customer's page; agents and sales reps act, they are not assisted.
  if (user.kind !== "agent" && user.kind !== "salesrep") {
    links.push({ key: "assisted", label: t("account.menu.assisted"), href: sitePath(site, "/my-account/assisted-service") });
  }
  if (user.kind === "dealer") {
    links.push({ key: "designs", label: t("account.menu.designs"), href: sitePath(site, "/cb/designs") });
  }
  return links;
}
