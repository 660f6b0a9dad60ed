import { useLocation } from "react-router";
import { sitePath } from "#domain/sites.ts";
import { useT } from "../../i18n.ts";
import styles from "./site-header.module.css";

/**
 * "Hide prices" / "Show prices" for users who may switch their customer prices off (a dealer
 * showing the catalogue to a customer). A plain form: the server sends the browser back here.
 */
export function PriceVisibilitySwitch({
  contextPath,
  csrfToken,
  pricesHidden,
  buttonClassName = styles.utilityButton,
}: {
  contextPath: string;
  csrfToken: string;
  pricesHidden: boolean;
  /** The utility bar's look by default; the mobile menu passes its own. */
  buttonClassName?: string;
}) {
  const t = useT();
  const location = useLocation();
  return (
    <form method="post" action={sitePath({ contextPath }, "/price/visibility/update")} className={styles.priceSwitch}>
      <input type="hidden" name="CSRFToken" value={csrfToken} />
      <input type="hidden" name="shouldDisplayPrice" value={String(pricesHidden)} />
      <input type="hidden" name="redirect" value={location.pathname + location.search} />
      <button type="submit" className={buttonClassName}>
        {pricesHidden ? t("header.prices.show") : t("header.prices.hide")}
      </button>
    </form>
  );
}
