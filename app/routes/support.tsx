import { SITES } from "#domain/sites.ts";
import { useT } from "../i18n.ts";
import { useRootData } from "../root-data.ts";
import { pageTitle } from "../meta.ts";

export const meta = pageTitle("title.support");

/** Support page: open to signed-out visitors (the full support form is a later issue). */
export default function SupportPage() {
  const t = useT();
  const { shell } = useRootData();
  const site = SITES[shell.site.id];
  const { phone, email, timeZone } = site.support;
  return (
    <div className="error-page">
      <h1>{site.b2b ? t("support.title") : t("support.b2c.title")}</h1>
      <p>{site.b2b ? t("support.intro") : t("support.b2c.intro")}</p>
      <p>
        {t("support.phone", { phone: "" })}
        <a href={`tel:${phone.replace(/\s+/g, "")}`}>{phone}</a>
      </p>
      <p>
        {t("support.email", { email: "" })}
        <a href={`mailto:${email}`}>{email}</a>
      </p>
      {site.b2b ? <p>{t("support.hours", { zone: timeZone })}</p> : null}
    </div>
  );
}
