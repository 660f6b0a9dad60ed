import { useState } from "react";
import { sitePath } from "#domain/sites.ts";
import { useT } from "../../i18n.ts";
import { postListJson, type ListChangeAnswer } from "./list-api.ts";
import type { QuickOrderToggles } from "./use-quick-order.ts";
import styles from "./quick-order.module.css";

type AddAllAnswer = ListChangeAnswer & { total: number; capped: boolean };

/**
 * "Add all N to quick order" on a category or search result: every product of every page, with
 * the result's filters (`addFromAllPages`, capped by the server, whose message says so).
 */
export function AddAllToQuickOrder({ quickOrder, total, searchUrl, categoryCode }: { quickOrder: QuickOrderToggles; total: number; searchUrl: string; categoryCode: string | null }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    const answer = await postListJson<AddAllAnswer>(sitePath({ contextPath: quickOrder.contextPath }, "/quickOrder/addFromAllPages"), quickOrder.csrfToken, {
      searchUrl,
      ...(categoryCode ? { categoryCode } : {}),
    });
    setBusy(false);
    if (answer.kind === "error") quickOrder.fail(answer.message);
    else quickOrder.added(answer.body.addedProductCodes, answer.body.quickOrderCounter, answer.body.message);
  };
  return (
    <button type="button" className={styles.addAll} disabled={busy} onClick={() => void onClick()} data-testid="quick-order-add-all">
      {t("lists.addAll", { count: total })}
    </button>
  );
}
