import type { ShellData } from "../../../server/modules/shell/service.ts";
import { sitePath } from "#domain/sites.ts";
import { useT } from "../../i18n.ts";

export function SiteHeader({ shell, csrfToken }: { shell: ShellData; csrfToken: string }) {
  const t = useT();
  const site = { contextPath: shell.site.contextPath };
  return (
    <header>
      <a href={shell.site.homePath}>{shell.site.name}</a>
      <nav aria-label={t("header.nav.label")}>
        <ul>
          {shell.nav.map((item) => (
            <li key={item.id}>{item.href ? <a href={item.href}>{item.label}</a> : item.label}</li>
          ))}
        </ul>
      </nav>
      {shell.user ? (
        <form method="post" action={sitePath(site, "/logout")}>
          <span>{t("header.account.greeting", { name: shell.user.name })}</span>
          <input type="hidden" name="CSRFToken" value={csrfToken} />
          <button type="submit">{t("header.signOut")}</button>
        </form>
      ) : (
        <a href={sitePath(site, "/login")}>{t("header.signIn")}</a>
      )}
    </header>
  );
}
