import { sitePath } from "#domain/sites.ts";
import type { ShellData } from "../../../server/modules/shell/service.ts";
import { useT } from "../../i18n.ts";
import { PreferenceSelect } from "./PreferenceSelect.tsx";
import { currencyOptions, languageOptions } from "./preferences.ts";

/**
 * Language and currency selectors. A selector with a single option is not shown (currency on
 * the US sites); language is shown whenever the site offers more than one.
 */
export function Preferences({
  shell,
  csrfToken,
  variant,
  className,
}: {
  shell: ShellData;
  csrfToken: string;
  variant: "bar" | "menu";
  className?: string;
}) {
  const t = useT();
  const site = shell.site;
  const showLanguage = shell.languages.length > 1;
  const showCurrency = shell.currencies.length > 1;
  if (!showLanguage && !showCurrency) return null;
  return (
    <div className={className}>
      {showLanguage ? (
        <PreferenceSelect
          action={sitePath(site, "/my-account/update-profile/updateLanguage")}
          csrfToken={csrfToken}
          label={t("header.language")}
          submitLabel={t("header.language.submit")}
          options={languageOptions(shell.languages)}
          value={shell.language}
          variant={variant}
        />
      ) : null}
      {showCurrency ? (
        <PreferenceSelect
          action={sitePath(site, "/my-account/update-profile/updateCurrency")}
          csrfToken={csrfToken}
          label={t("header.currency")}
          submitLabel={t("header.currency.submit")}
          options={currencyOptions(shell.currencies)}
          value={shell.currency}
          variant={variant}
        />
      ) : null}
    </div>
  );
}
