import { lazy, Suspense, useState } from "react";
import type { IsoDate } from "#domain/business-days.ts";
import { Button } from "../../components/ui/Button.tsx";
import { useT } from "../../i18n.ts";
import type { ReplenishmentFields } from "./checkout-api.ts";
import styles from "./checkout.module.css";

// The popup is fetched the first time it opens.
const ReplenishmentDialog = lazy(() => import("./ReplenishmentDialog.tsx").then((m) => ({ default: m.ReplenishmentDialog })));

/**
 * "Schedule replenishment" beside Complete order (decision 0027). It opens the schedule popup;
 * confirming it sets the form's `replenishmentOrder` flag and places the order with the schedule,
 * cancelling or closing the popup resets the flag (service-and-support §4). It can be used when
 * Complete order can, and only with payment on account.
 */
export function ReplenishmentChoice({
  formId,
  onAccount,
  canPlace,
  blockersId,
  dateFormat,
  today,
  onConfirm,
}: {
  formId: string;
  onAccount: boolean;
  canPlace: boolean;
  /** The list of what still blocks the order (under Complete order), when there is one. */
  blockersId?: string;
  dateFormat: string;
  today: IsoDate;
  onConfirm: (fields: ReplenishmentFields) => Promise<void>;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [flag, setFlag] = useState(false);
  return (
    <section className={styles.replenishment} aria-labelledby={`${formId}-replenishment`}>
      <h2 id={`${formId}-replenishment`} className={styles.asideTitle}>
        {t("checkoutPage.replenishment.title")}
      </h2>
      <p className={styles.hint}>{t("checkoutPage.replenishment.intro")}</p>
      {onAccount ? null : <p className={styles.hint}>{t("checkoutPage.replenishment.accountOnly")}</p>}
      <input type="hidden" form={formId} name="replenishmentOrder" value={String(flag)} />
      <Button
        variant="secondary"
        isDisabled={!canPlace || !onAccount}
        aria-describedby={canPlace ? undefined : blockersId}
        onPress={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t("checkoutPage.replenishment.open")}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ReplenishmentDialog
            isOpen={open}
            dateFormat={dateFormat}
            today={today}
            onCancel={() => {
              setFlag(false);
              setOpen(false);
            }}
            onConfirm={(fields) => {
              setFlag(true);
              setOpen(false);
              // A refused order is not a replenishment order either: the next Complete order is a plain one.
              void onConfirm(fields).finally(() => setFlag(false));
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
