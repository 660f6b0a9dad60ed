import { useEffect, useState } from "react";
import { useT } from "../../i18n.ts";
import styles from "./product.module.css";

interface FormattedPrice {
  formattedValue: string;
}

/** `GET {context}/api/products/price` (decision 0048). */
interface PriceAnswer {
  status: "OK" | "NOT_AVAILABLE" | "HIDDEN";
  yourPrice: FormattedPrice | null;
  source: "NET" | "LIST" | null;
  scale: { minQuantity: number; yourPrice: FormattedPrice }[];
}

export type PriceState =
  | { kind: "loading" }
  | { kind: "shown"; text: string; listPrice: boolean; scale: PriceAnswer["scale"] }
  | { kind: "missing" }
  | { kind: "hidden" };

/**
 * The customer's own price and quantity scale, asked of the ERP once the page is interactive (one
 * request: the scale comes with the price). `materialId` null asks nothing.
 */
export function useCustomerPrice(contextPath: string, materialId: number | null): PriceState {
  const [state, setState] = useState<PriceState>({ kind: "loading" });
  useEffect(() => {
    if (materialId === null) return;
    const controller = new AbortController();
    setState({ kind: "loading" });
    fetch(`${contextPath}/api/products/price?material=${materialId}`, { headers: { accept: "application/json" }, signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`status ${res.status}`);
        const body = (await res.json()) as PriceAnswer;
        setState(
          body.status === "HIDDEN"
            ? { kind: "hidden" }
            : body.status === "OK" && body.yourPrice
              ? { kind: "shown", text: body.yourPrice.formattedValue, listPrice: body.source === "LIST", scale: body.scale }
              : { kind: "missing" },
        );
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: "missing" });
      });
    return () => controller.abort();
  }, [contextPath, materialId]);
  return state;
}

/** "Your price": the unit price charged for one unit; "(list price)" when that is the MSRP. */
export function YourPrice({ state }: { state: PriceState }) {
  const t = useT();
  return (
    <dd className={styles.yourPrice} aria-live="polite" aria-busy={state.kind === "loading"}>
      {state.kind === "loading"
        ? t("product.yourPrice.loading")
        : state.kind === "shown"
          ? state.listPrice
            ? t("dealerPrice.listPrice", { price: state.text })
            : state.text
          : state.kind === "hidden"
            ? t("price.hidden")
            : t("price.notAvailable")}
    </dd>
  );
}

/** The quantity scale: each row what a cart line of that many units of the material is charged. */
export function QuantityScale({ state }: { state: PriceState }) {
  const t = useT();
  if (state.kind !== "shown" || state.scale.length < 2) return null;
  return (
    <table className={styles.scale}>
      <caption>{t("dealerPrice.scale.caption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("dealerPrice.scale.quantity")}</th>
          <th scope="col">{t("dealerPrice.scale.unitPrice")}</th>
        </tr>
      </thead>
      <tbody>
        {state.scale.map((row) => (
          <tr key={row.minQuantity}>
            <th scope="row">{t("dealerPrice.scale.from", { quantity: row.minQuantity })}</th>
            <td>{row.yourPrice.formattedValue}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
