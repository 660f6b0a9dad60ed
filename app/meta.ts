import type { MetaFunction } from "react-router";
import type { MessageKey } from "#domain/i18n/index.ts";
import { translatorFor } from "./i18n.ts";
import type { RootData } from "./root.tsx";

/** A route's `meta`: the page title in the page's language, with the site's name. */
export function pageTitle(key: MessageKey): MetaFunction {
  return ({ matches }) => {
    const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
    const language = root?.shell.language ?? "en";
    return [{ title: translatorFor(language)(key, { site: root?.shell.site.name ?? "Brim" }) }];
  };
}
