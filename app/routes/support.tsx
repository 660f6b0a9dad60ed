import type { MetaFunction } from "react-router";
import { useT } from "../i18n.ts";

export const meta: MetaFunction = () => [{ title: "Support · Brim" }];

/** Partner support page: open to signed-out visitors (the full support form is a later issue). */
export default function SupportPage() {
  const t = useT();
  return (
    <div className="error-page">
      <h1>{t("support.title")}</h1>
      <p>{t("support.intro")}</p>
      <p>{t("support.phone", { phone: "+1 800 555 0199" })}</p>
      <p>{t("support.email", { email: "partners@brim.example" })}</p>
    </div>
  );
}
