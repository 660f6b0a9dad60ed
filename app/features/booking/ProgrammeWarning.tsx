import { GCP_MINIMUM_PROGRAM_QUANTITY, type ProgrammeShortfall } from "#domain/programme-minimum.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { useT } from "../../i18n.ts";
import styles from "./programme.module.css";

/**
 * The custom programme's warning (decision 0042) on the cart and the checkout of a GCP cart: which
 * products are below the programme minimum and by how many, so the dead end is named before the
 * Complete-order button is reached. Nothing when every product meets it.
 */
export function ProgrammeWarning({ shortfalls, id }: { shortfalls: readonly ProgrammeShortfall[]; id?: string }) {
  const t = useT();
  if (shortfalls.length === 0) return null;
  return (
    <div className={styles.warning} id={id}>
      <Alert tone="warning">
        <p className={styles.title}>{t("programme.warning.title")}</p>
        <p>{t("programme.warning.body", { minimum: GCP_MINIMUM_PROGRAM_QUANTITY })}</p>
        <ul className={styles.list}>
          {shortfalls.map((s) => (
            <li key={s.materialId}>{t("programme.shortfall", { name: s.productName, current: s.current, minimum: s.minimum, missing: s.missing })}</li>
          ))}
        </ul>
      </Alert>
    </div>
  );
}
