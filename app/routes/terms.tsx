import { translatorFor } from "../i18n.ts";
import { useRootData } from "../root-data.ts";
import { pageTitle } from "../meta.ts";
import { TERMS_STEPS } from "../features/auth/terms-steps.ts";

export const meta = pageTitle("title.terms");

/** All steps of the terms of use on one page (the login link without JavaScript opens this). */
export default function TermsPage() {
  const { shell } = useRootData();
  const t = translatorFor(shell.language);
  return (
    <article className="error-page">
      <h1>{t("terms.pageTitle")}</h1>
      {TERMS_STEPS.map((step) => (
        <section key={step.title}>
          <h2>{t(step.title)}</h2>
          {t(step.body)
            .split("\n\n")
            .map((para) => (
              <p key={para.slice(0, 32)}>{para}</p>
            ))}
        </section>
      ))}
    </article>
  );
}
