import { useEffect, useState } from "react";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import styles from "./product.module.css";

interface PriceAnswer {
  status: "OK" | "NOT_AVAILABLE" | "HIDDEN";
  yourPrice: { formattedValue: string } | null;
}

type PriceState = { kind: "loading" } | { kind: "shown"; text: string } | { kind: "missing" } | { kind: "hidden" };

/** The customer's own price, asked of the ERP once the page is interactive. */
export function YourPrice({ materialId }: { materialId: number }) {
  const t = useT();
  const { shell } = useRootData();
  const [state, setState] = useState<PriceState>({ kind: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: "loading" });
    fetch(`${shell.site.contextPath}/api/products/price?material=${materialId}`, { headers: { accept: "application/json" }, signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`status ${res.status}`);
        const body = (await res.json()) as PriceAnswer;
        setState(
          body.status === "HIDDEN" ? { kind: "hidden" } : body.status === "OK" && body.yourPrice ? { kind: "shown", text: body.yourPrice.formattedValue } : { kind: "missing" },
        );
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: "missing" });
      });
    return () => controller.abort();
  }, [shell.site.contextPath, materialId]);

  return (
    <dd className={styles.yourPrice} aria-live="polite" aria-busy={state.kind === "loading"}>
      {state.kind === "loading"
        ? t("product.yourPrice.loading")
        : state.kind === "shown"
          ? state.text
          : state.kind === "hidden"
            ? t("price.hidden")
            : t("price.notAvailable")}
    </dd>
  );
}
