import { useEffect, useState } from "react";
import type { InboundInventory as InboundData } from "../../../server/modules/catalog/product-detail-inbound.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { LazyModal } from "../../components/ui/LazyModal.tsx";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import styles from "./inbound.module.css";

type LoadState = { kind: "loading" } | { kind: "failed" } | { kind: "loaded"; data: InboundData };

export interface InboundInventoryProps {
  materialId: number;
  colourCode: string;
  colourName: string;
}

/** The inbound inventory button and modal: units arriving per size (rows) and date (columns). */
export function InboundInventory({ materialId, colourCode, colourName }: InboundInventoryProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t("product.inbound.open")}
      </Button>
      <LazyModal isOpen={open} onOpenChange={setOpen} title={t("product.inbound.title")} width={720}>
        {open ? <InboundGrid materialId={materialId} colourCode={colourCode} colourName={colourName} /> : null}
      </LazyModal>
    </>
  );
}

function InboundGrid({ materialId, colourCode, colourName }: InboundInventoryProps) {
  const t = useT();
  const { shell } = useRootData();
  const [state, setState] = useState<LoadState>({ kind: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    const url = `${shell.site.contextPath}/inventory/inbound/${materialId}?colour=${encodeURIComponent(colourCode)}`;
    fetch(url, { headers: { accept: "application/json" }, signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`status ${res.status}`);
        setState({ kind: "loaded", data: (await res.json()) as InboundData });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: "failed" });
      });
    return () => controller.abort();
  }, [shell.site.contextPath, materialId, colourCode]);

  if (state.kind === "loading") return <p role="status">{t("product.inbound.loading")}</p>;
  if (state.kind === "failed") return <Alert tone="error">{t("product.inbound.error")}</Alert>;
  const { dates, sizes, inventories } = state.data;
  if (dates.length === 0) return <p>{t("product.inbound.empty")}</p>;
  const quantity = new Map(inventories.map((i) => [`${i.size}|${i.date}`, i.quantity]));
  const dateFormat = new Intl.DateTimeFormat(shell.locale, { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
  const caption = t("product.inbound.caption", { colour: colourName });
  return (
    <>
      <p id="inbound-caption" className={styles.caption}>
        {caption}
      </p>
      <div className={styles.scroll} role="region" aria-labelledby="inbound-caption" tabIndex={0}>
        <table className={styles.grid} aria-labelledby="inbound-caption">
        <thead>
          <tr>
            <th scope="col">{t("product.size")}</th>
            {dates.map((d) => (
              <th scope="col" key={d}>
                <time dateTime={d}>{dateFormat.format(new Date(`${d}T00:00:00Z`))}</time>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sizes.map((size) => (
            <tr key={size}>
              <th scope="row">{size}</th>
              {dates.map((d) => (
                <td key={d}>{quantity.get(`${size}|${d}`) ?? "–"}</td>
              ))}
            </tr>
          ))}
        </tbody>
        </table>
      </div>
    </>
  );
}
