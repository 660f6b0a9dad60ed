import { useLocation } from "react-router";
import { sitePath } from "#domain/sites.ts";
import { useT } from "../../i18n.ts";
import styles from "./site-header.module.css";

/**
 * "Start trade-show mode" / "End trade-show mode" for the accounts that may order at a show
 * (decision 0028). A plain form, like the price switch: the server sends the browser back here.
 */
export function TradeShowSwitch({
  contextPath,
  csrfToken,
  enabled,
  buttonClassName = styles.utilityButton,
}: {
  contextPath: string;
  csrfToken: string;
  enabled: boolean;
  /** The utility bar's look by default; the mobile menu passes its own. */
  buttonClassName?: string;
}) {
  const t = useT();
  const location = useLocation();
  return (
    <form method="post" action={sitePath({ contextPath }, "/trade-show/update")} className={styles.priceSwitch}>
      <input type="hidden" name="CSRFToken" value={csrfToken} />
      <input type="hidden" name="enabled" value={String(!enabled)} />
      <input type="hidden" name="redirect" value={location.pathname + location.search} />
      <button type="submit" className={buttonClassName}>
        {enabled ? t("header.tradeShow.end") : t("header.tradeShow.start")}
      </button>
    </form>
  );
}
