import { useEffect, useState } from "react";
import type { ProgramMinimum as MinimumData } from "../../../server/modules/catalog/product-detail-minimum.ts";
import { CART_CHANGED_EVENT } from "../../components/header/mini-cart-events.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import styles from "./product.module.css";

type LoadState = { kind: "loading" } | { kind: "failed" } | { kind: "loaded"; data: MinimumData };

/**
 * A GCP product's programme minimum, fetched once the page is interactive and again after every
 * add to cart, with the quantity the custom-programme cart holds; below the minimum it says that
 * checkout waits for it (decision 0042).
 */
export function ProgramMinimum({ materialId }: { materialId: number }) {
  const t = useT();
  const { shell } = useRootData();
  const [state, setState] = useState<LoadState>({ kind: "loading" });
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    const changed = () => setChanges((n) => n + 1);
    window.addEventListener(CART_CHANGED_EVENT, changed);
    return () => window.removeEventListener(CART_CHANGED_EVENT, changed);
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`${shell.site.contextPath}/api/products/minimum?material=${materialId}`, { headers: { accept: "application/json" }, signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`status ${res.status}`);
        setState({ kind: "loaded", data: (await res.json()) as MinimumData });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: "failed" });
      });
    return () => controller.abort();
  }, [shell.site.contextPath, materialId, changes]);

  return (
    <section className={styles.minimum} aria-labelledby="program-minimum">
      <h2 id="program-minimum" className={styles.sectionTitle}>
        {t("product.minimum.title")}
      </h2>
      {state.kind === "loading" ? <p role="status">{t("product.minimum.loading")}</p> : null}
      {state.kind === "failed" ? <Alert tone="error">{t("product.minimum.error")}</Alert> : null}
      {state.kind === "loaded" ? (
        <div role="status">
          <p>{t("product.minimum.status", { current: state.data.currentProgramQuantity, minimum: state.data.minimumProgramQuantity })}</p>
          <p className={state.data.minimumProgramMet ? styles.minimumMet : styles.minimumNotMet}>
            {state.data.minimumProgramMet
              ? t("product.minimum.met")
              : t("product.minimum.notMet", { missing: state.data.minimumProgramQuantity - state.data.currentProgramQuantity })}
          </p>
          {state.data.minimumProgramMet ? null : <p className={styles.minimumNotMet}>{t("programme.checkoutNote", { minimum: state.data.minimumProgramQuantity })}</p>}
        </div>
      ) : null}
    </section>
  );
}
