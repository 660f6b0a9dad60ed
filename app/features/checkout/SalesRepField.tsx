import { useEffect, useId, useState } from "react";
import { useT } from "../../i18n.ts";
import { checkoutApi, type CheckoutApi } from "./checkout-api.ts";
import styles from "./checkout.module.css";

type RepList = { kind: "loading" } | { kind: "failed"; status: number } | { kind: "ready"; reps: { uid: string; name: string }[] };

/**
 * Promo and discount users name a sales representative (shopping-flow §4, §6; account-and-ordering
 * §4): the list comes from `GET /sales-rep`; an empty or failed list shows 'Nothing to show' or
 * the status (shopping-flow §8). `onValidChange` tells the page whether a valid one is stored.
 */
export function SalesRepField({
  api,
  initialUid,
  track,
  disabled,
  onValidChange,
}: {
  api: CheckoutApi;
  initialUid: string | null;
  track: <T>(request: Promise<T>) => Promise<T>;
  disabled: boolean;
  onValidChange: (valid: boolean) => void;
}) {
  const t = useT();
  const id = useId();
  const [list, setList] = useState<RepList>({ kind: "loading" });
  const [uid, setUid] = useState(initialUid ?? "");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void track(checkoutApi.salesReps(api)).then((answer) => {
      if (!live) return;
      const reps = answer.ok && Array.isArray(answer.body) ? answer.body.map((r) => ({ uid: r.uid, name: r.name })) : null;
      setList(reps ? { kind: "ready", reps } : { kind: "failed", status: answer.status });
      onValidChange(reps !== null && initialUid !== null && reps.some((r) => r.uid === initialUid));
    });
    return () => {
      live = false;
    };
    // Once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choose = async (next: string) => {
    setUid(next);
    setError(null);
    onValidChange(false);
    if (next === "") return;
    const answer = await track(checkoutApi.salesRep(api, next));
    if (answer.ok) onValidChange(true);
    else setError(answer.errors[0]?.message ?? answer.message ?? t("checkoutPage.saveFailed"));
  };

  const empty = list.kind === "ready" && list.reps.length === 0;
  const status =
    list.kind === "loading"
      ? t("checkoutPage.salesRep.loading")
      : list.kind === "failed"
        ? t("checkoutPage.salesRep.failed", { status: list.status })
        : empty
          ? t("checkoutPage.salesRep.empty")
          : null;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t("checkoutPage.salesRep.label")} <span className={styles.labelNote}>({t("checkoutPage.required")})</span>
      </label>
      <select
        id={id}
        className={styles.select}
        value={uid}
        onChange={(e) => void choose(e.target.value)}
        disabled={disabled || list.kind !== "ready" || empty}
        aria-invalid={error ? true : undefined}
        aria-describedby={status || error ? `${id}-status` : undefined}
      >
        <option value="">{t("checkoutPage.salesRep.choose")}</option>
        {list.kind === "ready"
          ? list.reps.map((r) => (
              <option key={r.uid} value={r.uid}>
                {t("checkoutPage.salesRep.option", { name: r.name, uid: r.uid })}
              </option>
            ))
          : null}
      </select>
      {status || error ? (
        <p id={`${id}-status`} className={error ? styles.fieldError : styles.hint} role="status">
          {error ?? status}
        </p>
      ) : null}
    </div>
  );
}
